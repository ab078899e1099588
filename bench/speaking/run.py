#!/usr/bin/env python3
"""Speaking practice: how long SpeechScoring takes to load its model and to score a recording.

Builds bench/speaking (the package's own SpeechScoring sources, release mode) and runs its
`speakbench` on a 5.06 s sentence read by flite's slt voice: the model's load time (fresh
scorers, median of 5), the WAV file's read time, and the time to score the recording against
its sentence (median and range of --runs, after a warm-up), with the real-time factor and the
process's peak RSS. Goal: scoring a 5-second utterance takes at most 0.5 s.

Usage: python3 bench/speaking/run.py [--runs 20] [--write docs/performance.md]
(needs flite, libpocketsphinx-dev and pocketsphinx-en-us: `bash scripts/install-deps.sh`).
"""
import argparse, datetime, json, os, shutil, subprocess, sys, tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
from bench import machine, replace_block  # noqa: E402

SENTENCE = "Last summer we took the early train to the coast and walked along the beach until lunch."
GOAL_S = 0.5
BEGIN = "<!-- bench:speaking:begin (written by bench/speaking/run.py) -->"
END = "<!-- bench:speaking:end -->"


def version(package):
    out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    return out.stdout.strip() or "?"


def loadavg():
    return " ".join(open("/proc/loadavg").read().split()[:3])


def report(r, started, finished, load_before, load_after):
    met = "met" if r["score_median_s"] <= GOAL_S else "missed"
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    return "\n".join([
        f"Run {started} → {finished}; {machine()}; load {load_before} → {load_after}.",
        "",
        "| figure | SpeechScoring | goal |",
        "|---|---|---|",
        f"| scoring a {r['recording_s']:.2f} s utterance, median of {r['runs']} (s) | {r['score_median_s']:.3f} "
        f"(range {r['score_min_s']:.3f}–{r['score_max_s']:.3f}) | ≤ {GOAL_S} ({met}) |",
        f"| real-time factor (scoring time / recording length) | {r['real_time_factor']:.3f} |  |",
        f"| loading the model: `SpeechScorer()`, median of 5 (s) | {r['load_median_s']:.3f} (max {r['load_max_s']:.3f}) |  |",
        f"| reading the 16 kHz mono WAV file (ms) | {r['read_median_s'] * 1000:.2f} |  |",
        f"| peak RSS: at start / model loaded / after scoring (MB) | {r['rss_start_mb']:.1f} / {r['rss_loaded_mb']:.1f} / {r['rss_peak_mb']:.1f} |  |",
        "",
        f"Build {commit}, release; libpocketsphinx3 {version('libpocketsphinx3')}, pocketsphinx-en-us "
        f"{version('pocketsphinx-en-us')}, flite {version('flite')}. The utterance: “{SENTENCE}” (flite, slt voice, "
        f"16 kHz mono), scored against the same sentence: score {r['score']}, heard “{r['heard']}”. One thread; "
        "every run checked to give the same assessment as the first.",
    ])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--write", metavar="MARKDOWN", help="rewrite the speaking block of this file (docs/performance.md)")
    args = parser.parse_args()
    if not shutil.which("flite"):
        sys.exit("flite is missing: bash scripts/install-deps.sh")

    subprocess.run(["swift", "build", "-c", "release", "--package-path", HERE], check=True, stdout=sys.stderr)
    bindir = subprocess.run(["swift", "build", "-c", "release", "--package-path", HERE, "--show-bin-path"],
                            check=True, capture_output=True, text=True).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="speaking-bench.") as work:
        wav = os.path.join(work, "utterance.wav")
        subprocess.run(["flite", "-voice", "slt", "-t", SENTENCE, "-o", wav], check=True)
        started, load_before = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"), loadavg()
        out = subprocess.run([os.path.join(bindir, "speakbench"), wav, SENTENCE, str(args.runs)],
                             check=True, capture_output=True, text=True).stdout
        finished, load_after = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"), loadavg()
    result = json.loads(out)
    text = report(result, started, finished, load_before, load_after)
    print(text)
    if args.write:
        doc = open(args.write).read() if os.path.exists(args.write) else "# Performance\n"
        if BEGIN not in doc:
            doc = doc.rstrip("\n") + "\n\n## Speaking: scoring a recording (`python3 bench/speaking/run.py`)\n"
        with open(args.write, "w") as f:
            f.write(replace_block(doc, BEGIN, END, text))
    if result["score_median_s"] > GOAL_S:
        sys.exit(f"scoring took {result['score_median_s']:.3f} s, more than the {GOAL_S} s goal")


if __name__ == "__main__":
    main()
