#!/usr/bin/env python3
"""Transcription helper overhead: faster-whisper called directly in Python beside the same work
through `learnctl-whisper.py transcribe` as a subprocess (what learnctl runs).

Three bundled recordings of about 100 s each are transcribed with the helper's settings (Whisper
base from the installed model folder, int8, 2 CPU threads, beam size 1, word timestamps, the
silero VAD with the helper's VAD_PARAMETERS unless --no-vad, condition_on_previous_text off), --runs times each, alternating
between the two ways (which goes first swaps every run):

  direct  in this process: WhisperModel(...) loaded, transcribe(), every segment and word read.
          faster_whisper is imported once, before the runs; the model is loaded in every run,
          as the helper must. The seconds of the load alone are reported too.
  helper  `python learnctl-whisper.py transcribe --model DIR --audio FILE` as a whole process
          (interpreter start, imports, model load, decode, JSON lines), every line read and
          parsed until it exits.

Reported per recording: the median wall time of each, the real-time factor (processing time /
audio duration) and the overhead (helper / direct - 1; the goal is at most 10 %). The segment
counts of both are compared (they are the same computation; a difference is printed).

Usage (with the venv's python, which has faster_whisper):
  /usr/local/lib/learnctl-whisper/venv/bin/python bench/transcription/helper_overhead.py
      [--runs 3] [--recordings id,id,id] [--model DIR] [--no-vad] [--json]
(scripts/install-whisper.sh installs the venv and the model.)
"""
import argparse, importlib.util, json, os, statistics, subprocess, sys, time

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
from bench import machine  # noqa: E402

HELPER = os.path.join(ROOT, "Content", "whisper", "learnctl-whisper.py")
WHISPER_HOME = os.environ.get("LEARNCTL_WHISPER_HOME", "/usr/local/lib/learnctl-whisper")
MODEL = os.path.join(WHISPER_HOME, "models", "whisper-base")
RECORDINGS = ["travel-dialogue-1", "at-the-doctors", "local-news-on-the-radio"]
THREADS, COMPUTE_TYPE, BEAM_SIZE = 2, "int8", 1
GOAL = 0.10


def helper_module():
    """learnctl-whisper.py as a module, for its VAD parameters (importing it runs nothing)."""
    spec = importlib.util.spec_from_file_location("learnctl_whisper", HELPER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def log(*args):
    print(*args, file=sys.stderr, flush=True)


def loadavg():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def recording_durations():
    with open(os.path.join(ROOT, "Audio", "index.json"), encoding="utf-8") as f:
        return {r["id"]: r["duration"] for r in json.load(f)["recordings"]}


def run_direct(faster_whisper, model_dir, audio, vad, vad_parameters):
    """(wall seconds, model load seconds, segments) of one in-process transcription."""
    started = time.monotonic()
    model = faster_whisper.WhisperModel(model_dir, device="cpu", compute_type=COMPUTE_TYPE,
                                        cpu_threads=THREADS, local_files_only=True)
    loaded = time.monotonic()
    segments, info = model.transcribe(audio, beam_size=BEAM_SIZE, word_timestamps=True,
                                      vad_filter=vad, vad_parameters=vad_parameters,
                                      condition_on_previous_text=False)
    count = 0
    for segment in segments:
        count += 1
        for word in segment.words:
            (word.word, word.start, word.end, word.probability)
    return time.monotonic() - started, loaded - started, count


def run_helper(model_dir, audio, vad):
    """(wall seconds, segments) of one `learnctl-whisper.py transcribe` process."""
    command = [sys.executable, HELPER, "transcribe", "--model", model_dir, "--audio", audio,
               "--threads", str(THREADS), "--compute-type", COMPUTE_TYPE, "--beam-size", str(BEAM_SIZE)]
    if not vad:
        command.append("--no-vad")
    started = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    messages = [json.loads(line) for line in process.stdout]
    stderr = process.stderr.read()
    status = process.wait()
    wall = time.monotonic() - started
    if status != 0 or not messages or messages[-1]["type"] != "done":
        raise SystemExit(f"the helper failed on {audio} (exit {status}): {messages[-1:]} {stderr[-500:]}")
    return wall, sum(1 for m in messages if m["type"] == "segment")


def import_seconds(runs):
    """Median wall time of a fresh interpreter that only imports faster_whisper: the part of the
    helper's cost that the direct way does not pay in every run."""
    times = []
    for _ in range(runs):
        started = time.monotonic()
        subprocess.run([sys.executable, "-c", "import faster_whisper"], check=True)
        times.append(time.monotonic() - started)
    return statistics.median(times)


def measure(recordings, model_dir, runs, vad):
    import faster_whisper
    load_before = loadavg()
    vad_parameters = helper_module().VAD_PARAMETERS
    durations = recording_durations()
    rows = []
    for rid in recordings:
        audio = os.path.join(ROOT, "Audio", f"{rid}.mp3")
        direct, loads, helper, counts = [], [], [], set()
        for run in range(runs):
            order = ("direct", "helper") if run % 2 == 0 else ("helper", "direct")
            for way in order:
                if way == "direct":
                    wall, load, count = run_direct(faster_whisper, model_dir, audio, vad, vad_parameters)
                    direct.append(wall)
                    loads.append(load)
                    counts.add(("direct", count))
                else:
                    wall, count = run_helper(model_dir, audio, vad)
                    helper.append(wall)
                    counts.add(("helper", count))
                log(f"{rid} run {run + 1}: {way} {wall:.2f} s")
        d, h = statistics.median(direct), statistics.median(helper)
        rows.append({
            "recording": rid, "duration": durations[rid],
            "direct_seconds": round(d, 3), "helper_seconds": round(h, 3),
            "model_load_seconds": round(statistics.median(loads), 3),
            "direct_rtf": round(d / durations[rid], 4), "helper_rtf": round(h / durations[rid], 4),
            "overhead": round(h / d - 1, 4),
            "direct_runs": [round(x, 3) for x in direct], "helper_runs": [round(x, 3) for x in helper],
            "segments": sorted({c for _, c in counts}),
        })
    python_import = import_seconds(runs)
    total_d = sum(r["direct_seconds"] for r in rows)
    total_h = sum(r["helper_seconds"] for r in rows)
    return {
        "machine": machine(), "loadavg_before": load_before, "loadavg_after": loadavg(),
        "faster_whisper": faster_whisper.__version__, "model": model_dir,
        "settings": {"threads": THREADS, "compute_type": COMPUTE_TYPE, "beam_size": BEAM_SIZE,
                     "word_timestamps": True, "vad_filter": vad, "vad_parameters": vad_parameters,
                     "condition_on_previous_text": False},
        "runs": runs, "recordings": rows,
        "overall_overhead": round(total_h / total_d - 1, 4), "goal": GOAL,
        "python_import_seconds": round(python_import, 3),
    }


def table(result):
    lines = [f"{result['machine']}; faster-whisper {result['faster_whisper']}, Whisper base, "
             f"{result['settings']['compute_type']}, {result['settings']['threads']} threads, beam "
             f"{result['settings']['beam_size']}, VAD {'on' if result['settings']['vad_filter'] else 'off'}; "
             f"median of {result['runs']} runs; load average {result['loadavg_before']} before, "
             f"{result['loadavg_after']} after",
             "",
             "| recording | audio (s) | direct (s) | of which model load (s) | helper (s) | RTF direct | RTF helper | overhead | segments |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in result["recordings"]:
        lines.append(f"| {r['recording']} | {r['duration']:.1f} | {r['direct_seconds']:.2f} | {r['model_load_seconds']:.2f} "
                     f"| {r['helper_seconds']:.2f} | {r['direct_rtf']:.3f} | {r['helper_rtf']:.3f} "
                     f"| {r['overhead'] * 100:+.1f} % | {'/'.join(map(str, r['segments']))} |")
    verdict = "within" if result["overall_overhead"] <= result["goal"] else "over"
    lines += ["", f"Overall overhead (sum of medians): {result['overall_overhead'] * 100:+.1f} % "
                  f"({verdict} the {result['goal'] * 100:.0f} % goal)",
              f"A fresh interpreter importing faster_whisper (the helper's fixed extra): "
              f"{result['python_import_seconds']:.2f} s, median of {result['runs']}"]
    if any(len(r["segments"]) > 1 for r in result["recordings"]):
        lines.append("Note: the two ways gave different segment counts on some recording (shown as a/b).")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--recordings", default=",".join(RECORDINGS), help="bundled recording ids, comma-separated")
    parser.add_argument("--model", default=MODEL, help=f"the model folder (default {MODEL})")
    parser.add_argument("--no-vad", action="store_true", help="both ways without the VAD")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args()
    os.environ["HF_HUB_OFFLINE"] = "1"
    try:
        import faster_whisper  # noqa: F401
    except ImportError:
        sys.exit("faster_whisper is missing: run this with the venv's python "
                 f"({WHISPER_HOME}/venv/bin/python; scripts/install-whisper.sh makes it)")
    if not os.path.isfile(os.path.join(args.model, "model.bin")):
        sys.exit(f"no model in {args.model}: bash scripts/install-whisper.sh")
    result = measure([r for r in args.recordings.split(",") if r], args.model, args.runs, not args.no_vad)
    print(json.dumps(result) if args.json else table(result))


if __name__ == "__main__":
    main()
