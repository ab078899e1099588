#!/usr/bin/env python3
"""Word error rate (PocketSphinx) and round-trip log-spectral distance of stretched speech.

usage: speech.py SENTENCES HYP_FILE LSD_TSV

HYP_FILE holds pocketsphinx_batch's hypotheses, one line "WORDS (NAME SCORE)" per clip, where NAME is
  VOICE-N                      the synthesised sentence N (1-based) as it is
  VOICE-N__LIBRARY__SPEED      that sentence through LIBRARY at SPEED
  VOICE-N__flite-rate__SPEED   flite speaking at that rate itself (no stretcher): a control
LSD_TSV is the output of `stretchbench speech`.
Prints Markdown tables. Standard library only.
"""
import collections
import re
import sys


def words(text):
    return re.sub(r"[^a-z' ]", " ", text.lower()).split()


def edits(ref, hyp):
    prev = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        cur = [i] + [0] * len(hyp)
        for j, h in enumerate(hyp, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (r != h))
        prev = cur
    return prev[-1]


def main():
    sentences_path, hyp_path, lsd_path = sys.argv[1:4]
    refs = [words(line) for line in open(sentences_path) if line.strip()]
    # (condition, speed) -> [errors, reference words]; also per voice.
    totals = collections.defaultdict(lambda: [0, 0])
    per_voice = collections.defaultdict(lambda: [0, 0])
    exact = collections.defaultdict(lambda: [0, 0])
    hyps = {}
    for line in open(hyp_path):
        m = re.match(r"^(.*?)\s*\((\S+)\s+-?\d+\)\s*$", line)
        if m:
            hyps[m.group(2)] = m.group(1)
    for stem in sorted(hyps):
        parts = stem.split("__")
        voice, n = parts[0].rsplit("-", 1)
        cond, speed = (parts[1], parts[2]) if len(parts) == 3 else ("original", "1.0")
        ref = refs[int(n) - 1]
        hyp = words(hyps[stem])
        e = edits(ref, hyp)
        for table, key in ((totals, (cond, speed)), (per_voice, (cond, speed, voice))):
            table[key][0] += e
            table[key][1] += len(ref)
        exact[(cond, speed)][0] += e == 0
        exact[(cond, speed)][1] += 1

    voices = sorted({k[2] for k in per_voice})
    order = ["original", "sonic", "sonic-q1", "rubberband-R3", "rubberband-R2", "flite-rate"]
    if not totals:
        print("(no word error rates: no hypotheses)")
    else:
        print("## Word error rate, PocketSphinx 0.8 (en-us, default language model, whole-utterance decoding),"
              " %d sentences x %d voices" % (len(refs), len(voices)))
        print()
        print("| condition | speed | WER all | " + " | ".join("WER %s" % v for v in voices) + " | sentences exactly right |")
        print("|---|---|---|" + "---|" * len(voices) + "---|")
        keys = sorted(totals, key=lambda k: (float(k[1]), order.index(k[0]) if k[0] in order else 99))
        for cond, speed in keys:
            e, n = totals[(cond, speed)]
            cells = ["%.1f%%" % (100.0 * per_voice[(cond, speed, v)][0] / max(per_voice[(cond, speed, v)][1], 1))
                     for v in voices]
            label = "flite speaking at that rate (no stretcher)" if cond == "flite-rate" else cond
            ok, cnt = exact[(cond, speed)]
            print("| %s | %s | %.1f%% (%d/%d) | %s | %d/%d |" % (label, speed, 100.0 * e / n, e, n, " | ".join(cells), ok, cnt))

    print()
    rows = collections.defaultdict(list)
    lengths = collections.defaultdict(list)
    with open(lsd_path) as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            r = dict(zip(header, line.rstrip("\n").split("\t")))
            rows[(r["library"], r["speed"])].append(float(r["round_trip_lsd_db"]))
            lengths[(r["library"], r["speed"])].append(float(r["out_frames"]) - float(r["expected_frames"]))
    print("## Round trip: stretched by s, then by 1/s with the same library, against the original")
    print()
    print("Log-spectral distance in dB (1024-frame Hann windows, hop 256, 50 Hz-8 kHz, frames within 40 dB of the")
    print("loudest), after aligning by cross-correlation. Lower is closer to the original. %d clips each."
          % len(next(iter(rows.values()))))
    print()
    print("| library | s | mean LSD (dB) | min | max | mean output length − input/s (frames) |")
    print("|---|---|---|---|---|---|")
    for (lib, speed) in sorted(rows, key=lambda k: (float(k[1]), order.index(k[0]))):
        v = rows[(lib, speed)]
        d = lengths[(lib, speed)]
        print("| %s | %s | %.2f | %.2f | %.2f | %.0f |" % (lib, speed, sum(v) / len(v), min(v), max(v), sum(d) / len(d)))


if __name__ == "__main__":
    main()
