#!/usr/bin/env bash
# Extracts every tr("…") and trn("…", "…", …) message of learnctl's sources into
# po/learnctl.pot and merges it into po/es.po and po/fr.po (new messages arrive untranslated,
# removed ones are kept as obsolete #~ entries). Needs gettext's xgettext and msgmerge.
set -euo pipefail
cd "$(dirname "$0")/.."
pot=$(realpath -m "${1:-po/learnctl.pot}")
# Swift's one-line string literals without interpolation read like C's, so xgettext's C parser
# finds the calls; the text of multi-line """ literals (help text, which stays English) is blanked
# in a copy first, because C has no such literals.
copy=$(mktemp -d); trap 'rm -rf "$copy"' EXIT
find Sources/Localization Sources/LearnCore Sources/ListenClient Sources/learnctl Sources/learnctl-study \
    Sources/Translation Sources/SpeechScoring \
    -name '*.swift' | LC_ALL=C sort | python3 -c '
import os, sys
copy = sys.argv[1]
for path in sys.stdin.read().split():
    lines, inside = [], False
    for line in open(path, encoding="utf-8"):
        quotes = line.count(chr(34) * 3) % 2 == 1
        lines.append("\n" if inside or quotes else line)
        if quotes: inside = not inside
    os.makedirs(os.path.join(copy, os.path.dirname(path)), exist_ok=True)
    open(os.path.join(copy, path), "w", encoding="utf-8").write("".join(lines))
    print(path)
' "$copy" >"$copy/.sources"
(cd "$copy" && xgettext --language=C --from-code=UTF-8 --keyword= --keyword=tr --keyword=trn:1,2 --keyword=N_ \
  --add-comments=TRANSLATORS: --package-name=learnctl --msgid-bugs-address=learnctl \
  --no-location --no-wrap --sort-output --files-from=.sources -o "$pot.tmp")
# Keep the template stable: no creation date.
sed -e '/^"POT-Creation-Date:/d' -e 's/^"Content-Type: text\/plain; charset=CHARSET/"Content-Type: text\/plain; charset=UTF-8/' "$pot.tmp" >"$pot"
rm -f "$pot.tmp"
[ "$pot" = "$PWD/po/learnctl.pot" ] || exit 0
for language in es fr; do
  msgmerge --quiet --update --backup=none --no-fuzzy-matching --no-location --no-wrap --sort-output "po/$language.po" "$pot"
done
