#!/bin/sh
# Articles benchmark: the analysis of a long article, and the list of many articles, for a learner
# who knows many words.
#
# Measures, with the release build of learnctl:
#   1. `learnctl articles analyse` of a 10,000-word article (the 30 bundled articles' paragraphs
#      in one text, and again from the start up to 10,000 words; goal: at most 150 ms);
#   2. `learnctl articles --json` with 500 added articles of about 800 words each (paragraphs of
#      the bundled articles in a different order for each), for a learner with 5,000 known words
#      (the lemmas of ranks 1,001 to 6,000; goal: at most 150 ms). listend is not running, so the
#      recordings' transcripts are not among them.
# Each figure is a whole process: start, the database opened, the word lists read, the work, exit.
#
# Usage: bench/articles/run.sh            (builds learnctl in release mode first)
#        LEARNCTL_BINARY=path bench/articles/run.sh
# Uses hyperfine when it is installed, otherwise `date +%s%N` over a few runs.
set -eu

cd "$(dirname "$0")/../.."
ARTICLES=${ARTICLES:-500}
KNOWN=${KNOWN:-5000}
if [ -z "${LEARNCTL_BINARY:-}" ]; then
    # learnctl runs learnctl-study (beside it) for everything but the player's quick commands.
    swift build -c release --scratch-path .build-bench --product learnctl-study >&2
    swift build -c release --scratch-path .build-bench --product learnctl >&2
    LEARNCTL_BINARY=$PWD/.build-bench/release/learnctl
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export HOME="$WORK/home" XDG_DATA_HOME="$WORK/home/data" XDG_STATE_HOME="$WORK/home/state"
export LEARNCTL_NOW=2025-01-31T09:00:00Z LISTEND_SOCKET="$WORK/no-listend.sock"
L="$LEARNCTL_BINARY"

echo "bench-password" | "$L" signup --email bench@example.com --password-stdin >/dev/null

# The paragraphs of every bundled article, one a line.
python3 - "$WORK" "$ARTICLES" <<'PY'
import glob, os, random, sys
work, count = sys.argv[1], int(sys.argv[2])
paragraphs = []
for name in sorted(glob.glob("Content/articles/*.txt")):
    body = open(name, encoding="utf-8").read().split("\n---\n", 1)[1].split("=== questions")[0]
    paragraphs += [" ".join(p.split()) for p in body.split("\n\n") if p.strip() and not p.startswith("##")]
words = sum(len(p.split()) for p in paragraphs)
# The paragraphs of every article, then again from the start until there are 10,000 words.
long, total = [], 0
while total < 10_000:
    p = paragraphs[len(long) % len(paragraphs)]; long.append(p); total += len(p.split())
with open(os.path.join(work, "long.txt"), "w", encoding="utf-8") as out:
    out.write("A Long Read\n\n" + "\n\n".join(long) + "\n")
print(f"long article: {total} words in {len(long)} paragraphs", file=sys.stderr)
os.makedirs(os.path.join(work, "many"))
rng = random.Random(42)
for i in range(count):
    chosen, total = [], 0
    while total < 800:
        p = rng.choice(paragraphs); chosen.append(p); total += len(p.split())
    with open(os.path.join(work, "many", f"article-{i:03d}.txt"), "w", encoding="utf-8") as out:
        out.write(f"Article {i}\n\n" + "\n\n".join(chosen) + "\n")
PY

"$L" articles add "$WORK/long.txt" >/dev/null
LONG=$("$L" articles --json | python3 -c 'import json,sys; print([json.loads(l)["id"] for l in sys.stdin if json.loads(l)["title"] == "A Long Read"][0])')
"$L" articles remove "$LONG" >/dev/null
start=$(date +%s%N)
for file in "$WORK"/many/*.txt; do "$L" articles add "$file" >/dev/null; done
end=$(date +%s%N)
echo "added $ARTICLES articles in $(( (end - start) / 1000000 )) ms ($(( (end - start) / 1000000 / ARTICLES )) ms each)"
"$L" articles add "$WORK/long.txt" >/dev/null
LONG=$("$L" articles --json | python3 -c 'import json,sys; print([json.loads(l)["id"] for l in sys.stdin if json.loads(l)["title"] == "A Long Read"][0])')

grep -v '^#' Content/articles/words/en-frequency.tsv | sed -n "1001,$((1000 + KNOWN))p" > "$WORK/known.txt"
xargs -d '\n' -n 500 "$L" articles known < "$WORK/known.txt" >/dev/null
"$L" articles known

# Runs "$@" several times and prints the mean and the range in milliseconds.
measure() {
    label=$1; shift
    if command -v hyperfine >/dev/null; then
        hyperfine --style basic --warmup 2 --runs "$RUNS" --export-json "$WORK/result.json" --command-name "$label" "$*" >&2
        awk -v label="$label" '
            /"mean"/ { gsub(/[",]/, ""); mean = $2 * 1000 }
            /"median"/ { gsub(/[",]/, ""); median = $2 * 1000 }
            /"min"/  { gsub(/[",]/, ""); min = $2 * 1000 }
            /"max"/  { gsub(/[",]/, ""); max = $2 * 1000 }
            END { printf "%s: median %.1f ms, mean %.1f ms (min %.1f, max %.1f)\n", label, median, mean, min, max }' "$WORK/result.json"
    else
        total=0; min=; max=
        for _ in $(seq "$RUNS"); do
            start=$(date +%s%N); sh -c "$*" >/dev/null; end=$(date +%s%N)
            ms=$(( (end - start) / 1000000 )); total=$((total + ms))
            [ -z "$min" ] || [ "$ms" -lt "$min" ] && min=$ms
            [ -z "$max" ] || [ "$ms" -gt "$max" ] && max=$ms
        done
        echo "$label: mean $((total / RUNS)) ms (min $min, max $max)"
    fi
}

RUNS=20
measure "analyse a $(wc -w < "$WORK/long.txt")-word article" "'$L' articles analyse '$LONG' --json >/dev/null"
measure "list $((ARTICLES + 1 + 30)) articles, $KNOWN known words" "'$L' articles --json >/dev/null"
measure "for comparison: learnctl whoami" "'$L' whoami >/dev/null"
