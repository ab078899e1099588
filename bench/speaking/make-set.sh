#!/usr/bin/env bash
# Renders the speaking evaluation set (bench/speaking/set.tsv) to WAV files, one a reading and voice:
#
#   bash bench/speaking/make-set.sh OUTPUT_DIR [--voices slt,rms,espeak,kal] [--ids FILE]
#
# writes OUTPUT_DIR/VOICE/ID.wav, 16 kHz mono 16-bit PCM, with 0.3 s of silence before the speech and
# 1.0 s after it, as a take from a microphone has. The voice's output is resampled to 16 kHz and
# high-passed at 20 Hz (Festival's diphones carry a DC offset); its own leading and trailing pauses
# (low-level noise) are cut off 0.05 s before the speech and 0.15 s after it (wavtool.py finds the
# speech: peaks above -50 dBFS for 30 ms), faded over 10 ms, and padded with digital silence to
# 0.3 s before and 1.0 s after the speech. Voices:
#   slt, rms  flite 2.2 (16 kHz already)
#   espeak    espeak-ng, en-us (22.05 kHz, resampled)
#   kal       Festival's text2wave, voice kal_diphone (festvox-kallpc16k, 16 kHz)
# --ids FILE renders only the rows whose ids FILE lists, one a line (bench/speaking/evaluate.py).
# The same set.tsv and tools give the same files, byte for byte (sox runs without dither, in its
# repeatable mode). A file that exists and is newer than set.tsv, this script and wavtool.py is
# kept, so a second run only renders what changed. Needs flite, espeak-ng, festival, festvox-kallpc16k and sox
# (bash scripts/install-deps.sh). Prints one summary line at the end.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
set_file="$here/set.tsv"
script="$here/$(basename "$0")"
usage() { echo "usage: bash bench/speaking/make-set.sh OUTPUT_DIR [--voices slt,rms,espeak,kal] [--ids FILE]" >&2; exit 2; }

out=""
voices="slt,rms,espeak,kal"
ids_file=""
while (($#)); do
  case "$1" in
    --voices) (($# >= 2)) || usage; voices="$2"; shift 2 ;;
    --voices=*) voices="${1#--voices=}"; shift ;;
    --ids) (($# >= 2)) || usage; ids_file="$2"; shift 2 ;;
    --ids=*) ids_file="${1#--ids=}"; shift ;;
    -h|--help) usage ;;
    -*) usage ;;
    *) [ -z "$out" ] || usage; out="$1"; shift ;;
  esac
done
[ -n "$out" ] || usage
IFS=, read -r -a voice_list <<<"$voices"
((${#voice_list[@]})) || usage

need() { command -v "$1" >/dev/null || { echo "make-set: $1 is missing (bash scripts/install-deps.sh)" >&2; exit 1; }; }
need sox
need python3
for v in "${voice_list[@]}"; do
  case "$v" in
    slt|rms) need flite ;;
    espeak) need espeak-ng ;;
    kal) need text2wave ;;
    *) echo "make-set: unknown voice '$v' (use slt, rms, espeak, kal)" >&2; exit 2 ;;
  esac
done

# --ids: the rows wanted (all when not given); every id listed must be in set.tsv.
declare -A wanted=()
if [ -n "$ids_file" ]; then
  while IFS= read -r id || [ -n "$id" ]; do
    id="${id%$'\r'}"
    if [ -n "$id" ] && [ "${id:0:1}" != "#" ]; then wanted["$id"]=1; fi
  done <"$ids_file"
  for id in "${!wanted[@]}"; do
    grep -q "^${id}"$'\t' "$set_file" || { echo "make-set: no row $id in set.tsv" >&2; exit 1; }
  done
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/make-set.XXXXXX")
trap 'rm -rf "$work"' EXIT

# synth VOICE TEXT FILE: the voice's own output, at its own rate.
synth() {
  case "$1" in
    slt|rms) flite -voice "$1" -t "$2" -o "$3" ;;
    espeak) espeak-ng -v en-us -w "$3" "$2" ;;
    kal) printf '%s\n' "$2" >"$work/text.txt"
         text2wave -eval '(voice_kal_diphone)' -o "$3" "$work/text.txt" ;;
  esac
}

start=$SECONDS
made=0
kept=0
for v in "${voice_list[@]}"; do
  mkdir -p "$out/$v"
  while IFS= read -r line; do
    [ -n "$line" ] && [ "${line:0:1}" != "#" ] || continue
    IFS=$'\t' read -r id _ _ _ reading _ <<<"$line"   # columns: id topic sentence kind reading ...
    [ -n "$id" ] && [ -n "$reading" ] || { echo "make-set: bad line in set.tsv: $line" >&2; exit 1; }
    [ -z "$ids_file" ] || [ -n "${wanted[$id]:-}" ] || continue
    wav="$out/$v/$id.wav"
    if [ -f "$wav" ] && [ "$wav" -nt "$set_file" ] && [ "$wav" -nt "$script" ] && [ "$wav" -nt "$here/wavtool.py" ]; then
      kept=$((kept + 1))
      continue
    fi
    synth "$v" "$reading" "$work/raw.wav" >/dev/null
    # -D: no dither, -R: repeatable; sample counts (NNNs) keep every cut exact.
    sox -D -R -V1 "$work/raw.wav" -r 16000 -c 1 -b 16 -e signed-integer "$work/16k.wav" \
      highpass 20 rate -v 16000
    read -r first end pad_before pad_after < <(python3 "$here/wavtool.py" bounds "$work/16k.wav" 0.3 1.0)
    sox -D -R -V1 "$work/16k.wav" "$work/out.wav" \
      trim "${first}s" "=${end}s" fade q 0.01 0 0.01 pad "${pad_before}s" "${pad_after}s"
    mv "$work/out.wav" "$wav"
    made=$((made + 1))
  done <"$set_file"
done
echo "make-set: $made file(s) made, $kept up to date, voices ${voices}, $((SECONDS - start)) s → $out"
