#!/usr/bin/env python3
"""learnctl-whisper: offline transcription with faster-whisper, speaking JSON lines.

Run with the Python of the venv that scripts/install-whisper.sh makes
(/usr/local/lib/learnctl-whisper/venv/bin/python); the model is a local folder in CTranslate2
format (/usr/local/lib/learnctl-whisper/models/whisper-base). Nothing is ever downloaded.

Usage:
  learnctl-whisper.py transcribe --model DIR --audio PATH_OR_URL [--language en|es|fr|...]
                                 [--threads N] [--compute-type int8] [--beam-size N] [--no-vad]
  learnctl-whisper.py check --model DIR
  learnctl-whisper.py serve --model DIR [--threads N] [--compute-type int8] [--beam-size N]

Standard output carries JSON objects only, one per line, each flushed as it is written:
  check:       {"type":"ready","faster_whisper":"1.2.1","model":DIR,"load_seconds":0.6}
  transcribe:  {"type":"info","duration":105.8,"language":"en","language_probability":0.99}
               {"type":"segment","start":1.2,"end":3.4,"text":"Hello there.",
                "words":[{"text":"Hello","start":1.2,"end":1.5,"probability":0.93}, ...]}  (each
                segment as it is produced; times in seconds, to the millisecond)
               {"type":"done","segments":N,"seconds":7.3}  (wall-clock seconds of the whole run)
  serve:       {"type":"ready",...} once the model is loaded, then for each request read from standard
               input, one JSON object per line, {"audio":PATH,"language":"en","fit_window":true,"vad":false},
               the same info, segment and done lines as transcribe (or one error line, after which it
               serves on); it ends with status 0 at the end of standard input. "fit_window" (for short
               takes, under 29 s) runs Whisper's encoder on the take's length plus at least 2 s of padding,
               10 s at least, instead of a whole 30 s window: about 0.5 s instead of 1.5 s on two cores.
  errors:      {"type":"error","kind":K,"message":"..."} and the exit status of K:
               model 2 (missing folder or files, unloadable model), audio 3 (missing file,
               undecodable audio), usage 4, internal 1.
Audio without speech gives info, no segment and done: the silero VAD that ships inside the
faster_whisper package drops the silence before Whisper sees it (--no-vad turns it off).
SIGINT and SIGTERM end the run promptly, with status 130 and 143 and no traceback (the work runs
in a thread and the main thread only waits, so it acts on a signal within about 0.1 s, also while
CTranslate2 or onnxruntime computes; on a machine whose cores are all busy it can take longer).
Library warnings and logging go to standard error; so does anything a native library prints on
standard output, which is pointed at standard error while the protocol keeps its own copy.
"""
import argparse
import json
import os
import re
import signal
import sys
import threading
import time
import traceback

EXIT_STATUS = {"internal": 1, "model": 2, "audio": 3, "usage": 4}
MODEL_FILES = ("config.json", "model.bin", "tokenizer.json")
VOCABULARY_FILES = ("vocabulary.txt", "vocabulary.json")
URL_PATTERN = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")
SAMPLING_RATE = 16000
# The silero VAD's defaults but for the padding kept around each stretch of speech (400 ms):
# faster-whisper joins the stretches it keeps, and with 0.8 s of silence between them Whisper
# now and then starts a word at the end of one stretch and ends it in the next, which puts the
# word (and its line) the whole removed silence too early. With 800 ms no word landed more than
# 1.4 s early on recordings with 3 s and 6 s pauses (with 400 ms, 8 of 93 lines were 3.8 s early
# and 6.9 s early); recordings with pauses under 2 s are not cut at all, so nothing changes there.
VAD_PARAMETERS = {"speech_pad_ms": 800}
# Whisper's window is 30 s (3000 feature frames); a fitted window for a short take is its length
# rounded up plus at least 2 s, and 10 s at least (shorter windows lowered the last word's
# probability), in whole seconds.
FULL_WINDOW_SECONDS = 30
FITTED_WINDOW_MINIMUM = 10
FITTED_WINDOW_PADDING = 2


class HelperError(Exception):
    """An error reported as {"type":"error"}: kind is one of EXIT_STATUS's keys."""

    def __init__(self, kind, message):
        super().__init__(message)
        self.kind = kind
        self.message = message


class ArgumentParser(argparse.ArgumentParser):
    """argparse that reports a bad command line as a usage error instead of exiting with 2."""

    def error(self, message):
        raise HelperError("usage", f"{message} ({' '.join(self.format_usage().split())})")


def positive_int(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more: {text!r}")
    return value


def parse_arguments(argv):
    parser = ArgumentParser(prog="learnctl-whisper.py", description="Offline transcription (faster-whisper) as JSON lines.")
    commands = parser.add_subparsers(dest="command", metavar="{transcribe,check,serve}", parser_class=ArgumentParser)
    commands.required = True
    transcribe = commands.add_parser("transcribe", help="transcribe a recording")
    transcribe.add_argument("--model", required=True, metavar="DIR", help="the model folder (CTranslate2 format)")
    transcribe.add_argument("--audio", required=True, metavar="PATH_OR_URL", help="the recording")
    transcribe.add_argument("--language", help="its language (en, es, fr, ...); detected when not given")
    transcribe.add_argument("--threads", type=positive_int, default=2, help="CPU threads (default 2)")
    transcribe.add_argument("--compute-type", default="int8", help="CTranslate2 compute type (default int8)")
    transcribe.add_argument("--beam-size", type=positive_int, default=1, help="beam size (default 1)")
    transcribe.add_argument("--no-vad", action="store_true", help="do not drop non-speech with the VAD")
    check = commands.add_parser("check", help="load the model and say it is ready")
    check.add_argument("--model", required=True, metavar="DIR", help="the model folder (CTranslate2 format)")
    serve = commands.add_parser("serve", help="load the model once, then transcribe each request read from standard input")
    serve.add_argument("--model", required=True, metavar="DIR", help="the model folder (CTranslate2 format)")
    serve.add_argument("--threads", type=positive_int, default=2, help="CPU threads (default 2)")
    serve.add_argument("--compute-type", default="int8", help="CTranslate2 compute type (default int8)")
    serve.add_argument("--beam-size", type=positive_int, default=1, help="beam size (default 1)")
    return parser.parse_args(argv)


def protocol_output():
    """The protocol's own copy of standard output; fd 1 itself then points at standard error,
    so that whatever a library prints there cannot mix with the JSON lines."""
    out = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8")
    sys.stdout.flush()
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    return out


def emit(out, type_name, /, **fields):
    out.write(json.dumps({"type": type_name, **fields}, ensure_ascii=False, separators=(",", ":")) + "\n")
    out.flush()


def exit_on_signals():
    """SIGINT and SIGTERM end the process at once (130, 143): no traceback, no cleanup."""
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda number, frame: os._exit(128 + number))
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # the reader went away: end quietly


def import_faster_whisper():
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
    try:
        import faster_whisper
    except ImportError as error:
        raise HelperError("internal", f"{sys.executable} cannot import faster_whisper ({error}): run this "
                                      "with the python of the venv scripts/install-whisper.sh makes") from None
    return faster_whisper


def check_model_folder(model_dir):
    if not os.path.exists(model_dir):
        raise HelperError("model", f"the model folder {model_dir} does not exist")
    if not os.path.isdir(model_dir):
        raise HelperError("model", f"the model folder {model_dir} is not a folder")
    missing = [name for name in MODEL_FILES if not os.path.isfile(os.path.join(model_dir, name))]
    if not any(os.path.isfile(os.path.join(model_dir, name)) for name in VOCABULARY_FILES):
        missing.append(VOCABULARY_FILES[0])
    if missing:
        raise HelperError("model", f"the model folder {model_dir} lacks {', '.join(missing)}")


def load_model(faster_whisper, model_dir, threads, compute_type):
    """The WhisperModel of model_dir, and the seconds loading it took."""
    import ctranslate2
    supported = set(ctranslate2.get_supported_compute_types("cpu")) | {"auto", "default"}
    if compute_type not in supported:
        raise HelperError("usage", f"--compute-type {compute_type} is not one of {', '.join(sorted(supported))}")
    check_model_folder(model_dir)
    started = time.monotonic()
    try:
        model = faster_whisper.WhisperModel(model_dir, device="cpu", compute_type=compute_type,
                                            cpu_threads=threads, local_files_only=True)
    except Exception as error:  # CTranslate2 and tokenizers raise RuntimeError, ValueError, ...
        raise HelperError("model", f"cannot load the model in {model_dir}: {error}") from None
    return model, time.monotonic() - started


def check_language(model, language):
    if language is not None and language not in model.supported_languages:
        raise HelperError("usage", f"--language {language} is not a language the model knows "
                                   f"({' '.join(model.supported_languages)})")


def check_audio_path(audio):
    if URL_PATTERN.match(audio):
        return
    if not os.path.exists(audio):
        raise HelperError("audio", f"{audio} does not exist")
    if os.path.isdir(audio):
        raise HelperError("audio", f"{audio} is a folder")


def decode(faster_whisper, audio):
    """The recording as 16 kHz mono float32 samples."""
    try:
        samples = faster_whisper.decode_audio(audio, sampling_rate=SAMPLING_RATE)
    except IndexError:  # container.decode(audio=0)
        raise HelperError("audio", f"cannot decode {audio}: it has no audio stream") from None
    except Exception as error:  # PyAV's FFmpeg errors carry FFmpeg's message as strerror
        detail = getattr(error, "strerror", None) or str(error) or type(error).__name__
        raise HelperError("audio", f"cannot decode {audio}: {detail}") from None
    if samples.size == 0:
        raise HelperError("audio", f"cannot decode {audio}: it holds no audio samples")
    return samples


def seconds(value):
    return round(float(value), 3)


def segment_fields(segment):
    words = [{"text": word.word.strip(), "start": seconds(word.start), "end": seconds(word.end),
              "probability": round(float(word.probability), 3)}
             for word in segment.words or () if word.word.strip()]
    return {"start": seconds(segment.start), "end": seconds(segment.end), "text": segment.text.strip(), "words": words}


def run_check(out, args):
    faster_whisper = import_faster_whisper()
    _, load_seconds = load_model(faster_whisper, args.model, threads=2, compute_type="int8")
    emit(out, "ready", faster_whisper=faster_whisper.__version__, model=os.path.abspath(args.model),
         load_seconds=round(load_seconds, 2))


def run_transcribe(out, args, started):
    check_audio_path(args.audio)
    faster_whisper = import_faster_whisper()
    model, _ = load_model(faster_whisper, args.model, args.threads, args.compute_type)
    check_language(model, args.language)
    samples = decode(faster_whisper, args.audio)
    segments, info = model.transcribe(
        samples, language=args.language, beam_size=args.beam_size, word_timestamps=True,
        vad_filter=not args.no_vad, vad_parameters=VAD_PARAMETERS, condition_on_previous_text=False)
    emit(out, "info", duration=seconds(info.duration), language=info.language,
         language_probability=round(float(info.language_probability), 3))
    count = 0
    for segment in segments:
        emit(out, "segment", **segment_fields(segment))
        count += 1
    emit(out, "done", segments=count, seconds=round(time.monotonic() - started, 2))


def fitted_window(samples):
    """The window, in whole seconds, for a take of samples: see FITTED_WINDOW_MINIMUM."""
    length = samples.size / SAMPLING_RATE
    window = max(FITTED_WINDOW_MINIMUM, int(length + FITTED_WINDOW_PADDING + 0.999))
    return window if window < FULL_WINDOW_SECONDS else FULL_WINDOW_SECONDS


def use_window(seconds):
    """Makes faster-whisper pad (or cut) each stretch of features to a window of `seconds`
    instead of always 30 s: CTranslate2's encoder takes shorter inputs, and costs in proportion."""
    import faster_whisper.audio
    import faster_whisper.transcribe
    frames = seconds * 100
    faster_whisper.transcribe.pad_or_trim = lambda segment: faster_whisper.audio.pad_or_trim(segment, length=frames)


def serve_request(out, model, faster_whisper, line, beam_size):
    started = time.monotonic()
    try:
        request = json.loads(line)
    except ValueError as error:
        raise HelperError("usage", f"a request is not JSON: {error}") from None
    if not isinstance(request, dict) or not isinstance(request.get("audio"), str):
        raise HelperError("usage", "a request is a JSON object with \"audio\": a path")
    language = request.get("language")
    check_language(model, language)
    check_audio_path(request["audio"])
    samples = decode(faster_whisper, request["audio"])
    window = fitted_window(samples) if request.get("fit_window") else FULL_WINDOW_SECONDS
    use_window(window)
    segments, info = model.transcribe(
        samples, language=language, beam_size=beam_size, word_timestamps=True, chunk_length=window,
        vad_filter=bool(request.get("vad")), vad_parameters=VAD_PARAMETERS, condition_on_previous_text=False)
    emit(out, "info", duration=seconds(info.duration), language=info.language,
         language_probability=round(float(info.language_probability), 3), window=window)
    count = 0
    for segment in segments:
        emit(out, "segment", **segment_fields(segment))
        count += 1
    emit(out, "done", segments=count, seconds=round(time.monotonic() - started, 3))


def run_serve(out, args):
    faster_whisper = import_faster_whisper()
    model, load_seconds = load_model(faster_whisper, args.model, args.threads, args.compute_type)
    # The first transcription of a process is slower (allocations, caches): take it on a second
    # of silence now, while the learner is still reading, rather than on their first take.
    import numpy
    use_window(FITTED_WINDOW_MINIMUM)
    list(model.transcribe(numpy.zeros(SAMPLING_RATE, dtype=numpy.float32), language="en", word_timestamps=True,
                          chunk_length=FITTED_WINDOW_MINIMUM, vad_filter=False)[0])
    emit(out, "ready", faster_whisper=faster_whisper.__version__, model=os.path.abspath(args.model),
         load_seconds=round(load_seconds, 2))
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            serve_request(out, model, faster_whisper, line, args.beam_size)
        except HelperError as error:
            if error.kind == "model":
                raise
            emit(out, "error", kind=error.kind, message=error.message)


def run(out, argv, started):
    """Runs the command; its exit status. Every failure becomes an error line."""
    try:
        args = parse_arguments(argv)
        if args.command == "check":
            run_check(out, args)
        elif args.command == "serve":
            run_serve(out, args)
        else:
            run_transcribe(out, args, started)
        return 0
    except HelperError as error:
        emit(out, "error", kind=error.kind, message=error.message)
        return EXIT_STATUS[error.kind]
    except SystemExit as exit:  # --help (printed on standard error, see protocol_output)
        return exit.code or 0
    except Exception as error:
        traceback.print_exc(file=sys.stderr)
        emit(out, "error", kind="internal", message=f"{type(error).__name__}: {error}")
        return EXIT_STATUS["internal"]


def in_worker_thread(function):
    """function()'s result, computed in a worker thread while the main thread only waits:
    Python runs signal handlers in the main thread only, between bytecodes, so a main thread
    inside a long native call (a model call, the VAD) would act on a signal only after it."""
    result = []
    worker = threading.Thread(target=lambda: result.append(function()), name="transcribe", daemon=True)
    worker.start()
    while worker.is_alive():
        worker.join(0.1)
    return result[0] if result else EXIT_STATUS["internal"]


def main(argv):
    started = time.monotonic()
    exit_on_signals()
    out = protocol_output()
    return in_worker_thread(lambda: run(out, argv, started))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
