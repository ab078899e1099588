#!/usr/bin/env python3
"""Speaking practice: how long the learner waits for a score, with each engine.

Times `learnctl speak score` (a release build) on a 5.06 s sentence read by flite's slt voice,
with Whisper and with PocketSphinx (LEARNCTL_SPEAKING_ENGINE):
  - warm: the recogniser loaded, as on the speaking screen, which starts loading it while the
    learner reads the sentence: one `speak score` process scores the take --runs + 1 times (the
    first is dropped) and reports each time it took ("seconds");
  - cold: a process that loads the recogniser and scores one take (`speak TOPIC --file` from a
    script), median of 3 runs, the whole process.
Goal: the learner waits at most 1.5 s after the take ends (warm).

Usage: python3 bench/speaking/run.py [--runs 10] [--learnctl PATH] [--write docs/performance.md]
(needs flite, PocketSphinx and Whisper: `bash scripts/install-deps.sh`).
"""
import argparse, datetime, json, os, shutil, statistics, subprocess, sys, tempfile, time

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
from bench import machine, replace_block  # noqa: E402

SENTENCE = "Last summer we took the early train to the coast and walked along the beach until lunch."
GOAL_S = 1.5
ENGINES = (("whisper", "Whisper base"), ("pocketsphinx", "PocketSphinx, general English model"))
BEGIN = "<!-- bench:speaking:begin (written by bench/speaking/run.py) -->"
END = "<!-- bench:speaking:end -->"


def loadavg():
    return " ".join(open("/proc/loadavg").read().split()[:3])


def warm(learnctl, engine, wav, runs):
    request = json.dumps({"reference": SENTENCE, "file": wav}) + "\n"
    out = subprocess.run([learnctl, "speak", "score", "--json"], input=request * (runs + 1), capture_output=True,
                         text=True, check=True, env=dict(os.environ, LEARNCTL_SPEAKING_ENGINE=engine))
    answers = [json.loads(line) for line in out.stdout.splitlines()]
    if len(answers) != runs + 1 or any(a["type"] != "score" for a in answers):
        sys.exit(f"{engine}: {out.stdout[-400:]} {out.stderr[-400:]}")
    return answers[0], [a["seconds"] for a in answers[1:]]


def cold(learnctl, engine, wav):
    started = time.monotonic()
    subprocess.run([learnctl, "speak", "score", "--json", "--reference", SENTENCE, wav], check=True,
                   capture_output=True, env=dict(os.environ, LEARNCTL_SPEAKING_ENGINE=engine))
    return time.monotonic() - started


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--learnctl", help="the learnctl to time (default: the release build's, built first)")
    parser.add_argument("--write", metavar="MARKDOWN", help="rewrite the speaking block of this file (docs/performance.md)")
    args = parser.parse_args()
    if not shutil.which("flite"):
        sys.exit("flite is missing: bash scripts/install-deps.sh")
    learnctl = args.learnctl
    if not learnctl:
        subprocess.run(["swift", "build", "-c", "release"], cwd=ROOT, check=True, stdout=sys.stderr)
        learnctl = os.path.join(subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                                               capture_output=True, text=True).stdout.strip(), "learnctl")
    rows = []
    with tempfile.TemporaryDirectory(prefix="speaking-bench.") as work:
        wav = os.path.join(work, "utterance.wav")
        subprocess.run(["flite", "-voice", "slt", "-t", SENTENCE, "-o", wav], check=True)
        length = os.path.getsize(wav) / 32000
        started, load_before = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"), loadavg()
        for engine, name in ENGINES:
            first, times = warm(learnctl, engine, wav, args.runs)
            colds = [cold(learnctl, engine, wav) for _ in range(3)]
            rows.append((name, first, times, colds))
        finished, load_after = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"), loadavg()
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    lines = [f"Run {started} → {finished}; {machine()}; load {load_before} → {load_after}.", "",
             f"| engine | scoring the {length:.2f} s take, loaded: median of {args.runs} (range) (s) | real-time factor "
             "| a process that loads and scores once, median of 3 (s) | score, heard |",
             "|---|---|---|---|---|"]
    for name, first, times, colds in rows:
        median = statistics.median(times)
        lines.append(f"| {name} | {median:.3f} ({min(times):.3f}–{max(times):.3f}) | {median / length:.3f} "
                     f"| {statistics.median(colds):.2f} | {first['score']}, “{first['heard']}” |")
    whisper = statistics.median(rows[0][2])
    build = "release" if "/release/" in learnctl else "debug" if "/debug/" in learnctl else f"the learnctl at {learnctl}"
    lines += ["", f"Goal: the learner waits at most {GOAL_S} s after the take ends — {whisper:.2f} s with Whisper "
              f"({'met' if whisper <= GOAL_S else 'missed'}). Build {commit}, {build}; `learnctl speak score` on the "
              f"utterance “{SENTENCE}” (flite, slt voice, 16 kHz mono), two CPU threads for Whisper."]
    text = "\n".join(lines)
    print(text)
    if args.write:
        doc = open(args.write).read() if os.path.exists(args.write) else "# Performance\n"
        with open(args.write, "w") as f:
            f.write(replace_block(doc, BEGIN, END, text))
    if whisper > GOAL_S:
        sys.exit(f"scoring with Whisper took {whisper:.3f} s, more than the {GOAL_S} s goal")


if __name__ == "__main__":
    main()
