#!/bin/sh
# Generated tests benchmark: a 50-question test from 10,000 grammar questions and 100,000 cards.
#
# Measures, with the release build of learnctl (goal for the first: at most 200 ms):
#   1. `learnctl tests generate --questions 50 --skills grammar,vocabulary --seed S --json`: the
#      whole command — the bank read, the account's material gathered (every card), the blueprint,
#      the drawing, the test stored and printed;
#   2. the same with --dry-run: everything but the drawing and storing;
#   3. `tests generate --topics no-such-topic`: the material gathered, then refused (no blueprint);
#   4. `tests topics --json`: starting learnctl, signing in and reading the bank, nothing more.
# 1 − 2 is what drawing and storing cost, 2 − 4 what gathering the material and planning cost.
#
# The bank is GIFT files written into a temporary content folder ($LEARNCTL_CONTENT_DIR), 50
# topics of 200 questions at A1…C1; the cards are a generated file imported with `cards import`,
# in $CARD_GROUPS groups. listend is not involved: the test asks for grammar and vocabulary only.
#
# Usage: bench/tests/run.sh            (builds learnctl in release mode first)
#        LEARNCTL_BINARY=path bench/tests/run.sh
#        QUESTIONS=10000 CARDS=100000 CARD_GROUPS=10 RUNS=20 bench/tests/run.sh
# Uses hyperfine when it is installed, otherwise `date +%s%N` over the runs; prints the median
# and the worst run of each.
set -eu

cd "$(dirname "$0")/../.."
QUESTIONS=${QUESTIONS:-10000}
TOPICS=${TOPICS:-50}
CARDS=${CARDS:-100000}
CARD_GROUPS=${CARD_GROUPS:-10}
RUNS=${RUNS:-20}
SEED=${SEED:-20250131}
if [ -z "${LEARNCTL_BINARY:-}" ]; then
    swift build -c release --product learnctl >&2
    swift build -c release --product learnctl-study >&2
    LEARNCTL_BINARY=$(swift build -c release --show-bin-path)/learnctl
fi
command -v python3 >/dev/null || { echo "python3 is needed to check the JSON" >&2; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export HOME="$WORK/home" XDG_DATA_HOME="$WORK/home/data" XDG_STATE_HOME="$WORK/home/state"
export XDG_RUNTIME_DIR="$WORK/run" LEARNCTL_NOW=2025-01-31T09:00:00Z LEARNCTL_CONTENT_DIR="$WORK/content"
mkdir -p "$XDG_RUNTIME_DIR" "$LEARNCTL_CONTENT_DIR/grammar"
L="$LEARNCTL_BINARY"

# The bank: $TOPICS files of QUESTIONS / TOPICS questions each, levels A1…C1 in turn, the correct
# option in every position in turn, every id and prompt unique.
awk -v topics="$TOPICS" -v questions="$QUESTIONS" -v dir="$LEARNCTL_CONTENT_DIR/grammar" 'BEGIN {
    split("A1 A2 B1 B2 C1", level, " ")
    per = int(questions / topics)
    for (t = 1; t <= topics; t++) {
        slug = sprintf("bench-topic-%02d", t)
        file = dir "/" slug ".gift"
        printf "$CATEGORY: Bench Topic %02d\n// description: Generated questions for the benchmark.\n", t > file
        for (q = 1; q <= per; q++) {
            printf "\n::%s-%03d:: [%s] In bench topic %d, question %d fills ___ here. {\n", slug, q, level[(q - 1) % 5 + 1], t, q > file
            right = q % 4
            for (o = 0; o < 4; o++) {
                if (o == right) printf "=right answer %d\n", q > file
                else printf "~wrong answer %d %c\n", q, 97 + o > file
            }
            printf "####The right answer is right because the benchmark was written that way.\n}\n" > file
        }
        close(file)
    }
}'
echo "Wrote $(grep -h -c '^::' "$LEARNCTL_CONTENT_DIR"/grammar/*.gift | awk '{ n += $1 } END { print n }') questions in $TOPICS topics."

echo "bench-password" | "$L" signup --email bench@example.com --password-stdin >/dev/null

awk -v n="$CARDS" -v groups="$CARD_GROUPS" 'BEGIN {
    print "#separator:tab"; print "#html:false"
    print "#columns:Word\tTranslation\tTranscription\tGroup"; print "#deck column:4"
    for (i = 0; i < n; i++) printf "word%06d\tpalabra %d\t/wɜːd %d/\tBench %02d\n", i, i, i, i % groups + 1
}' > "$WORK/cards.tsv"
start=$(date +%s%N)
"$L" cards import "$WORK/cards.tsv" >/dev/null
echo "Imported $CARDS cards in $CARD_GROUPS groups in $(( ($(date +%s%N) - start) / 1000000 )) ms."

# The bank and the cards are all there, and a test is what was asked for.
"$L" tests topics --json > "$WORK/topics.json"
"$L" cards groups --json > "$WORK/groups.json"
ARGS="--questions 50 --skills grammar,vocabulary --seed $SEED --json"
# shellcheck disable=SC2086
"$L" tests generate $ARGS > "$WORK/test.json"
# shellcheck disable=SC2086
"$L" tests generate $ARGS --dry-run > "$WORK/blueprint.json"
python3 - "$WORK" "$QUESTIONS" "$TOPICS" "$CARDS" "$CARD_GROUPS" <<'EOF'
import json, sys
work, questions, topics, cards, groups = sys.argv[1], *map(int, sys.argv[2:])
bank = [t for t in json.load(open(f"{work}/topics.json")) if t["slug"].startswith("bench-topic-")]
assert len(bank) == topics, f"{len(bank)} bench topics, expected {topics}"
count = sum(t["questions"] for t in bank)
assert count == questions, f"{count} questions in the bank, expected {questions}"
listed = sum(g["cards"] for g in json.load(open(f"{work}/groups.json")))
assert listed == cards, f"{listed} cards, expected {cards}"
test = json.loads(open(f"{work}/test.json").read().splitlines()[0])
assert test["type"] == "test" and test["state"] == "ready" and test["questions"] == 50, test
assert test["skills"] == {"grammar": 25, "vocabulary": 25}, test["skills"]
blueprint = json.loads(open(f"{work}/blueprint.json").read().splitlines()[0])
assert blueprint["type"] == "blueprint" and len(blueprint["slots"]) == 50 and blueprint["problem"] is None, blueprint
print(f"Checked: {count} questions in {len(bank)} topics, {listed} cards; a ready test of 50 questions, "
      f"levels {test['levels']}.")
EOF

# Runs "$@" $RUNS times after one warm-up and prints the median and the worst run in milliseconds.
measure() {
    label=$1; shift
    if command -v hyperfine >/dev/null; then
        hyperfine --style basic --warmup 1 --runs "$RUNS" -i --export-json "$WORK/result.json" \
            --command-name "$label" "$*" >&2
        python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
print("%s: median %.1f ms, worst %.1f ms (%d runs)" % (sys.argv[2], r["median"] * 1000, r["max"] * 1000, len(r["times"])))' \
            "$WORK/result.json" "$label"
    else
        sh -c "$*" >/dev/null 2>&1 || true
        : > "$WORK/times"
        for _ in $(seq "$RUNS"); do
            start=$(date +%s%N); sh -c "$*" >/dev/null 2>&1 || true; end=$(date +%s%N)
            echo $(( (end - start) / 1000 )) >> "$WORK/times"
        done
        sort -n "$WORK/times" | awk -v label="$label" '{ t[NR] = $1 }
            END { m = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
                  printf "%s: median %.1f ms, worst %.1f ms (%d runs)\n", label, m / 1000, t[NR] / 1000, NR }'
    fi
}

echo "load before the runs: $(cut -d' ' -f1-3 /proc/loadavg)"
measure "generate 50 questions" "'$L' tests generate $ARGS"
measure "generate --dry-run" "'$L' tests generate $ARGS --dry-run"
measure "gather only (unknown topic)" "'$L' tests generate $ARGS --topics no-such-topic"
measure "start, sign in, read the bank" "'$L' tests topics --json"
