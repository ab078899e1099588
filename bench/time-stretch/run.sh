#!/usr/bin/env bash
# Time-stretcher benchmark: libsonic vs librubberband R3 (finer) and R2 (faster), streamed in
# blocks of 2048 frames as listend's player feeds them. Figures are in docs/time-stretching.md.
#
#   bash bench/time-stretch/run.sh            # everything (about 10 minutes on 2 cores)
#   bash bench/time-stretch/run.sh --no-asr   # skip the PocketSphinx word error rates
#
# Installs what it needs with scripts/install-deps.sh (apt-get, --no-install-recommends, only
# when missing), builds bench/time-stretch in release mode, synthesises the speech with flite,
# and prints Markdown tables; they are also written to ${TMPDIR:-/tmp}/time-stretch-results.md.
# Audio goes to a temporary folder, removed at the end unless KEEP_AUDIO=1.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
asr=1
for a in "$@"; do
  case "$a" in
    --no-asr) asr=0 ;;
    *) echo "usage: bash bench/time-stretch/run.sh [--no-asr]" >&2; exit 2 ;;
  esac
done

bash "$root/scripts/install-deps.sh" pkg-config libsonic-dev librubberband-dev flite sox \
  pocketsphinx pocketsphinx-en-us
swift build -c release --package-path "$here" >&2
bin="$(swift build -c release --package-path "$here" --show-bin-path)/stretchbench"

work=$(mktemp -d "${TMPDIR:-/tmp}/time-stretch.XXXXXX")
if [ "${KEEP_AUDIO:-0}" = 1 ]; then echo "audio kept in $work" >&2; else trap 'rm -rf "$work"' EXIT; fi
results="${TMPDIR:-/tmp}/time-stretch-results.md"
exec > >(tee "$results")

echo "# Time-stretch benchmark"
echo
echo "- machine: $(nproc) cores, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), Debian $(cat /etc/debian_version)"
echo "- $(swift --version 2>/dev/null | head -1); release build"
echo "- libsonic $(dpkg-query -W -f='${Version}' libsonic0 2>/dev/null), librubberband $(pkg-config --modversion rubberband), flite $(dpkg-query -W -f='${Version}' flite), pocketsphinx $(dpkg-query -W -f='${Version}' pocketsphinx)"
echo "- load before the run: $(cut -d' ' -f1-3 /proc/loadavg)"
echo

# Speech: each sentence by two flite voices (16 kHz), converted to 44.1 kHz mono float.
mkdir -p "$work/src" "$work/clips" "$work/stretched" "$work/control"
n=0
while IFS= read -r text; do
  [ -n "$text" ] || continue
  n=$((n + 1))
  for v in slt rms; do
    flite -voice "$v" -t "$text" -o "$work/src/$v-$n.wav"
    sox "$work/src/$v-$n.wav" -r 44100 -e floating-point -b 32 "$work/clips/$v-$n.wav"
    # Controls: flite itself speaking at the slower / faster rate (no stretcher involved).
    flite -voice "$v" --setf duration_stretch=1.3333 -t "$text" -o "$work/control/$v-${n}__flite-rate__0.75.wav"
    flite -voice "$v" --setf duration_stretch=0.6667 -t "$text" -o "$work/control/$v-${n}__flite-rate__1.5.wav"
  done
done < "$here/sentences.txt"

# 60 s of speech: the clips one after another with 0.3 s pauses, repeated, cut at 60 s.
list=()
for f in "$work"/src/*.wav; do list+=("$f" "$work/pause.wav"); done
sox -D -n -r 16000 -c 1 -b 16 "$work/pause.wav" trim 0 0.3   # -D: digital silence, no dither noise
sox "${list[@]}" "${list[@]}" "$work/long16k.wav"
sox "$work/long16k.wav" -r 44100 -e floating-point -b 32 "$work/speech60-44100.wav" trim 0 60
sox "$work/long16k.wav" -r 48000 -e floating-point -b 32 "$work/speech60-48000.wav" trim 0 60

"$bin" cpu "$work/speech60-44100.wav" "$work/speech60-48000.wav"; echo
"$bin" pitch; echo
"$bin" latency; echo
"$bin" align; echo
"$bin" change; echo
"$bin" unity "$work/speech60-44100.wav"; echo
"$bin" speech "$work/clips" "$work/stretched" > "$work/lsd.tsv"

if ((asr)); then
  # PocketSphinx wants 16 kHz mono 16-bit; every condition goes through the same conversion,
  # with repeatable dither (-R): the recogniser's result moves with the dither noise.
  # pocketsphinx_batch decodes each clip as one utterance (batch CMN), on every core.
  mkdir -p "$work/raw"
  for wav in "$work"/clips/*.wav "$work"/stretched/*.wav "$work"/control/*.wav; do
    name=$(basename "$wav" .wav)
    sox -R "$wav" -t raw -r 16000 -c 1 -b 16 -e signed-integer "$work/raw/$name.raw" 2>/dev/null
    echo "$name"
  done > "$work/all.ctl"
  split -n "r/$(nproc)" -d "$work/all.ctl" "$work/part."
  pids=()
  for part in "$work"/part.*; do
    pocketsphinx_batch -adcin yes -cepdir "$work/raw" -cepext .raw -ctl "$part" -hyp "$part.hyp" \
      -logfn /dev/null >/dev/null 2>&1 &
    pids+=($!)
  done
  wait "${pids[@]}"   # (a bare `wait` would also wait for the tee above, forever)
  cat "$work"/part.*.hyp > "$work/hyp.txt"
  python3 "$here/speech.py" "$here/sentences.txt" "$work/hyp.txt" "$work/lsd.tsv"
else
  echo "(word error rates skipped: --no-asr)"
  : > "$work/hyp.txt"
  python3 "$here/speech.py" "$here/sentences.txt" "$work/hyp.txt" "$work/lsd.tsv" | sed -n '/Round trip/,$p'
fi
