#!/usr/bin/env python3
"""Where the speech is in a synthesiser's WAV file, for bench/speaking/make-set.sh.

    python3 bench/speaking/wavtool.py bounds FILE.wav BEFORE AFTER

finds the speech: from the first run of three 10 ms frames whose peaks are above THRESHOLD_DB
(-50 dBFS) to the end of the last such run. It prints, in samples, where to cut the file
(MARGIN_BEFORE = 0.05 s before the speech, MARGIN_AFTER = 0.15 s after it, within the file) and how much silence to add before and
after the cut so that the speech has BEFORE and AFTER seconds around it:
`START END PAD_BEFORE PAD_AFTER`, e.g. for `sox in.wav out.wav trim STARTs =ENDs pad PAD_BEFOREs
PAD_AFTERs`. The synthesisers start and end with pauses of low-level noise (peaks about -55 dBFS or
lower) that make-set.sh replaces with digital silence; the margins keep the faint start of a
fricative ("f", "h", "th") and the decay of the last sound. 16-bit PCM mono WAV, any rate (run a
high-pass filter first when the voice has a DC offset). Python 3 standard library only.
"""
import array
import sys
import wave

THRESHOLD_DB = -50.0
FRAME_S = 0.01
MIN_RUN = 3  # frames: a click or breath of the synthesiser's pause is shorter
MARGIN_BEFORE = 0.05
MARGIN_AFTER = 0.15


def bounds(path, before, after):
    """(start, end, pad_before, pad_after) in samples."""
    with wave.open(path, "rb") as w:
        if w.getsampwidth() != 2 or w.getnchannels() != 1:
            raise SystemExit(f"{path}: not 16-bit PCM mono")
        rate = w.getframerate()
        samples = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    limit = 32768 * 10 ** (THRESHOLD_DB / 20)
    hop = max(1, round(rate * FRAME_S))
    loud = [max(map(abs, samples[i:i + hop])) > limit for i in range(0, len(samples), hop)]
    runs = [i for i in range(len(loud) - MIN_RUN + 1) if all(loud[i:i + MIN_RUN])]
    if not runs:
        raise SystemExit(f"{path}: no sound above {THRESHOLD_DB} dBFS")
    speech_start, speech_end = runs[0] * hop, min(len(samples), (runs[-1] + MIN_RUN) * hop)
    start = max(0, speech_start - round(MARGIN_BEFORE * rate))
    end = min(len(samples), speech_end + round(MARGIN_AFTER * rate))
    pad_before = round(before * rate) - (speech_start - start)
    pad_after = round(after * rate) - (end - speech_end)
    return start, end, pad_before, pad_after


def main():
    if len(sys.argv) != 5 or sys.argv[1] != "bounds":
        raise SystemExit("usage: python3 wavtool.py bounds FILE.wav BEFORE_S AFTER_S")
    print(*bounds(sys.argv[2], float(sys.argv[3]), float(sys.argv[4])))


if __name__ == "__main__":
    main()
