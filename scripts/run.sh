#!/usr/bin/env bash
# Sets everything up and runs the main job: the daemon up and "Travel Dialogue 1" playing.
# Builds in release mode, starts PulseAudio if none is reachable, then listend, then plays.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build -c release --static-swift-stdlib --product listend
swift build -c release --static-swift-stdlib --product learnctl
swift build -c release --static-swift-stdlib --product learnctl-study
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)
bash scripts/compile-catalogs.sh "$bin/locale"
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/run/user/$(id -u)}"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
if ! pactl info >/dev/null 2>&1; then
  echo "Starting PulseAudio…"
  # With no sound card PulseAudio plays to a null sink; on a desktop it uses the real one.
  pulseaudio --daemonize=yes --exit-idle-time=-1 2>/dev/null || pulseaudio --start
  for _ in $(seq 50); do pactl info >/dev/null 2>&1 && break; sleep 0.1; done
fi
if ! "$bin/learnctl" status >/dev/null 2>&1; then
  setsid nohup "$bin/listend" >"$XDG_RUNTIME_DIR/listend.log" 2>&1 &
  for _ in $(seq 50); do [ -S "$XDG_RUNTIME_DIR/listend.sock" ] && break; sleep 0.1; done
fi
"$bin/learnctl" play "Travel Dialogue 1"
sleep 2
"$bin/learnctl" status
echo
echo "listend is running (log: $XDG_RUNTIME_DIR/listend.log). Try: $bin/learnctl player"
