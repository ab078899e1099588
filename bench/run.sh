#!/usr/bin/env bash
# The one command: listend side by side with MPD, mpv, cmus and the mpg123 CLI, then (optionally)
# the fault harness, the flash-card benchmark, the generated-tests benchmark, speech scoring, progress
# with a large history and podcast feed refreshes beside gPodder.
#
#   bash bench/run.sh              # install, build (release), measure every player, write docs/performance.md
#   bash bench/run.sh --faults     # … then the fault harness (bench/faults.py)
#   bash bench/run.sh --cards      # … then the flash-card benchmark (bench/cards/run.sh)
#   bash bench/run.sh --tests      # … then the generated-tests benchmark (bench/tests/run.sh)
#   bash bench/run.sh --speaking   # … then speech scoring: its time (bench/speaking/run.py, into docs/performance.md) and the evaluation set (bench/speaking/evaluate.py, into docs/speaking.md)
#   bash bench/run.sh --progress   # … then home/path/achievements with a large history (bench/progress/run.py)
#   bash bench/run.sh --podcasts   # … then refreshing 100 podcast feeds, learnctl beside gPodder's gpo (bench/podcasts/run.py)
#   bash bench/run.sh --transcription  # … then transcription quality on the 24 bundled recordings (bench/transcription/quality.py, into docs/transcription.md)
#                                      #   and the helper's overhead beside faster-whisper called directly (helper_overhead.py)
#   bash bench/run.sh --articles   # … then analysing a 10,000-word article and listing 500 articles (bench/articles/run.sh)
#   bash bench/run.sh --all        # all eight
#   bash bench/run.sh --no-bench --faults --fuzz   # the fault harness with the fuzz targets (5 min each)
# Extra arguments after `--` go to bench/bench.py (e.g. `-- --seconds 20 --only listend,mpg123`).
#
# Every player plays into a private PulseAudio server (a null sink in a temporary XDG_RUNTIME_DIR),
# one at a time; a sound server that happens to be running is never used. Needs root or sudo for
# apt-get, and Swift 6.3 on the PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

faults=0 fuzz=() cards=0 tests=0 speaking=0 progress=0 podcasts=0 transcription=0 articles=0 bench=1 extra=()
while (($#)); do
  case "$1" in
    --faults) faults=1 ;;
    --fuzz) faults=1 fuzz=(--fuzz) ;;
    --cards) cards=1 ;;
    --tests) tests=1 ;;
    --speaking) speaking=1 ;;
    --progress) progress=1 ;;
    --podcasts) podcasts=1 ;;
    --transcription) transcription=1 ;;
    --articles) articles=1 ;;
    --all) faults=1 cards=1 tests=1 speaking=1 progress=1 podcasts=1 transcription=1 articles=1 ;;
    --no-bench) bench=0 ;;
    --) shift; extra=("$@"); break ;;
    *) echo "usage: bash bench/run.sh [--faults] [--fuzz] [--cards] [--tests] [--speaking] [--progress] [--podcasts] [--transcription] [--articles] [--all] [--no-bench] [-- bench.py options]" >&2; exit 2 ;;
  esac
  shift
done

bash scripts/install-deps.sh mpd mpc mpv cmus mpg123 valgrind linux-perf strace tmux sqlite3
# mpd's Debian package starts a system-wide service on install; the benchmark runs its own.
if command -v systemctl >/dev/null && systemctl is-active --quiet mpd 2>/dev/null; then
  echo "note: a system mpd service is running; the benchmark does not use it"
fi

swift build -c release --static-swift-stdlib --product listend
swift build -c release --static-swift-stdlib --product learnctl
swift build -c release --static-swift-stdlib --product learnctl-study
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)

echo "load before the run: $(cut -d' ' -f1-3 /proc/loadavg)"
if ((bench)); then
  python3 bench/bench.py --bin "$bin" --write docs/performance.md --json "${TMPDIR:-/tmp}/listend-bench.json" ${extra[@]+"${extra[@]}"}
fi
if ((faults)); then
  python3 bench/faults.py --bin "$bin" ${fuzz[@]+"${fuzz[@]}"}
fi
if ((cards)); then
  LEARNCTL_BINARY="$bin/learnctl" sh bench/cards/run.sh
fi
if ((tests)); then
  LEARNCTL_BINARY="$bin/learnctl" sh bench/tests/run.sh
fi
if ((speaking)); then
  python3 bench/speaking/run.py --learnctl "$bin/learnctl" --write docs/performance.md
  python3 bench/speaking/evaluate.py --learnctl "$bin/learnctl" --write-docs docs/speaking.md
fi
if ((progress)); then
  LEARNCTL_BINARY="$bin/learnctl" python3 bench/progress/run.py --write docs/performance.md
fi
if ((podcasts)); then
  LEARNCTL_BINARY="$bin/learnctl" python3 bench/podcasts/run.py --write docs/performance.md
fi
if ((articles)); then
  LEARNCTL_BINARY="$bin/learnctl" sh bench/articles/run.sh
fi
if ((transcription)); then
  LEARNCTL_BINARY="$bin/learnctl" python3 bench/transcription/quality.py --write-docs
  "${LEARNCTL_WHISPER_HOME:-/usr/local/lib/learnctl-whisper}/venv/bin/python" bench/transcription/helper_overhead.py
fi
