#!/usr/bin/env bash
# Installs Anki's own Python package (PyPI `anki`), which the tests use to build .apkg files as
# Anki writes them and to open the packages learnctl writes (Tests/Fixtures/anki/anki_tool.py),
# into a venv at ${LEARNCTL_ANKI_HOME:-/usr/local/lib/learnctl-anki}/venv. learnctl itself does
# not need it. Does nothing when the venv already imports the pinned version. Needs root (or sudo)
# when the folder is not writable.
set -euo pipefail
umask 022
home=${LEARNCTL_ANKI_HOME:-/usr/local/lib/learnctl-anki}
venv=$home/venv
version=26.09.3
python=/usr/bin/python3; [ -x "$python" ] || python=python3

ok() { [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "
import sys, anki.buildinfo
sys.exit(anki.buildinfo.version != '$version')" >/dev/null 2>&1; }
ok && exit 0

SUDO=""
if ! mkdir -p "$home" 2>/dev/null || [ ! -w "$home" ]; then
  [ "$(id -u)" -eq 0 ] || exec sudo --preserve-env=LEARNCTL_ANKI_HOME bash "$0" "$@"
fi
echo "install-anki: creating the venv $venv with anki $version (pip)"
rm -rf "$venv"
if ! "$python" -m venv "$venv" >/dev/null 2>&1; then
  rm -rf "$venv"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-venv >/dev/null
  "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check --no-input "anki==$version"
ok || { echo "install-anki: the venv does not import anki $version" >&2; exit 1; }
