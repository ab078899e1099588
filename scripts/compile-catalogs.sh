#!/usr/bin/env bash
# Compiles po/es.po and po/fr.po with msgfmt (checking their formats against the messages) into
# DIR/<language>/LC_MESSAGES/learnctl.mo, where learnctl looks for them (DIR is "locale" beside
# the executables of a build, PREFIX/share/locale for an installation).
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: scripts/compile-catalogs.sh DIR" >&2; exit 2; }
repo=$(cd "$(dirname "$0")/.." && pwd)
for language in es fr; do
  mkdir -p "$1/$language/LC_MESSAGES"
  msgfmt --check --output-file="$1/$language/LC_MESSAGES/learnctl.mo" "$repo/po/$language.po"
done
