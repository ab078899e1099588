#!/bin/sh
# Flash cards benchmark: a 100,000-card collection.
#
# Measures, with the release build of learnctl:
#   1. `learnctl cards import` of a generated 100,000-row file into an empty account (goal: at most 3 s);
#   2. `learnctl cards study` until the first due card is shown, with all 100,000 cards in review
#      and due (goal: at most 50 ms), and for comparison with all of them new;
#   3. with Anki's Python package installed (scripts/install-anki.sh): `learnctl cards import` of a
#      10,000-note Anki deck (ANKI_NOTES) with 1,000 sounds and 25,000 reviews (make_apkg.py),
#      and `cards export --apkg` of those cards.
# The study runs read `quit` as their only command, so each run ends right after the first card.
#
# Usage: bench/cards/run.sh            (builds learnctl in release mode first)
#        LEARNCTL_BINARY=path bench/cards/run.sh
# Uses hyperfine when it is installed, otherwise `date +%s%N` over a few runs.
set -eu

cd "$(dirname "$0")/../.."
CARDS=${CARDS:-100000}
if [ -z "${LEARNCTL_BINARY:-}" ]; then
    # learnctl runs learnctl-study (beside it) for everything but the player's quick commands.
    swift build -c release --scratch-path .build-cards --product learnctl-study >&2
    swift build -c release --scratch-path .build-cards --product learnctl >&2
    LEARNCTL_BINARY=$PWD/.build-cards/release/learnctl
fi
command -v sqlite3 >/dev/null || { echo "sqlite3 is needed to age the collection" >&2; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export HOME="$WORK/home" XDG_DATA_HOME="$WORK/home/data" XDG_STATE_HOME="$WORK/home/state"
export LEARNCTL_NOW=2025-01-31T09:00:00Z
DB="$XDG_DATA_HOME/learnctl/learn.sqlite"
L="$LEARNCTL_BINARY"

echo "bench-password" | "$L" signup --email bench@example.com --password-stdin >/dev/null
cp "$DB" "$WORK/empty.sqlite"

awk -v n="$CARDS" 'BEGIN {
    print "#separator:tab"; print "#html:false"
    print "#columns:Word\tTranslation\tTranscription\tGroup"; print "#deck column:4"
    for (i = 0; i < n; i++) printf "word%06d\tpalabra %d\t/wɜːd %d/\tBench\n", i, i, i
}' > "$WORK/cards.tsv"
echo "Generated $CARDS cards ($(wc -c < "$WORK/cards.tsv") bytes)."

# Runs "$@" several times and prints the mean and the range in milliseconds; $PREPARE runs before each.
measure() {
    label=$1; shift
    if command -v hyperfine >/dev/null; then
        hyperfine --style basic --warmup 1 --runs "$RUNS" --prepare "$PREPARE" --export-json "$WORK/result.json" \
            --command-name "$label" "$*" >&2
        awk -v label="$label" '
            /"mean"/ { gsub(/[",]/, ""); mean = $2 * 1000 }
            /"min"/  { gsub(/[",]/, ""); min = $2 * 1000 }
            /"max"/  { gsub(/[",]/, ""); max = $2 * 1000 }
            END { printf "%s: mean %.1f ms (min %.1f, max %.1f)\n", label, mean, min, max }' "$WORK/result.json"
    else
        total=0; min=; max=
        for _ in $(seq "$RUNS"); do
            sh -c "$PREPARE"
            start=$(date +%s%N); sh -c "$*" >/dev/null; end=$(date +%s%N)
            ms=$(( (end - start) / 1000000 )); total=$((total + ms))
            [ -z "$min" ] || [ "$ms" -lt "$min" ] && min=$ms
            [ -z "$max" ] || [ "$ms" -gt "$max" ] && max=$ms
        done
        echo "$label: mean $((total / RUNS)) ms (min $min, max $max)"
    fi
}

RUNS=5
PREPARE="cp '$WORK/empty.sqlite' '$DB'; rm -f '$DB-wal' '$DB-shm'"
measure "import $CARDS cards" "'$L' cards import '$WORK/cards.tsv' >/dev/null"
test "$("$L" cards list --group Bench --json | grep -o '"id"' | wc -l)" -eq "$CARDS"
cp "$DB" "$WORK/imported.sqlite"

RUNS=20
PREPARE="true"
measure "first card, all $CARDS new" "echo quit | '$L' cards study Bench --json >/dev/null"

# Age the collection: every card reviewed once, due between 1 and 100 days ago.
sqlite3 "$DB" "UPDATE card SET state = 'review', stability = 5.0, difficulty = 5.0, reps = 1,
    lastReview = strftime('%Y-%m-%d %H:%M:%f', '2025-01-31 09:00:00', '-' || (110 - id % 100) || ' days'),
    due = strftime('%Y-%m-%d %H:%M:%f', '2025-01-31 09:00:00', '-' || (1 + id % 100) || ' days')"
DUE=$(echo quit | "$L" cards study Bench --json | head -n 1)
echo "$DUE" | grep -q "\"due\":$CARDS" || { echo "expected $CARDS due cards, got: $DUE" >&2; exit 1; }
measure "first card, all $CARDS due" "echo quit | '$L' cards study Bench --json >/dev/null"
measure "groups with $CARDS cards" "'$L' cards groups >/dev/null"

ANKI_PYTHON=${LEARNCTL_ANKI_PYTHON:-/usr/local/lib/learnctl-anki/venv/bin/python}
if [ -x "$ANKI_PYTHON" ]; then
    ANKI_NOTES=${ANKI_NOTES:-10000}
    "$ANKI_PYTHON" bench/cards/make_apkg.py "$ANKI_NOTES" "$WORK/deck.apkg"
    RUNS=5
    PREPARE="cp '$WORK/empty.sqlite' '$DB'; rm -rf '$DB-wal' '$DB-shm' '$XDG_DATA_HOME/learnctl/card-media'"
    measure "import a $ANKI_NOTES-note Anki deck" "'$L' cards import '$WORK/deck.apkg' >/dev/null"
    test "$("$L" cards list --group Bench::Anki --json | grep -o '"id"' | wc -l)" -eq "$ANKI_NOTES"
    PREPARE="rm -f '$WORK/out.apkg'"
    measure "export $ANKI_NOTES cards as an Anki deck" "'$L' cards export Bench::Anki --apkg '$WORK/out.apkg' >/dev/null"
else
    echo "Anki's Python package is not installed (scripts/install-anki.sh): the Anki deck figures are left out."
fi
