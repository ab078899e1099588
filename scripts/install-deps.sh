#!/usr/bin/env bash
# Installs the Debian packages listend and learnctl need to build, run and test, and any
# packages named as arguments (bench/run.sh adds the peers it compares with).
# Runs apt-get only when something is missing. Needs root (or sudo).
set -euo pipefail
packages=(
  libpulse-dev libmpg123-dev libsndfile1-dev libvorbis-dev libsonic-dev libsqlite3-dev   # build
  libavformat-dev libavcodec-dev libswresample-dev libavutil-dev ffmpeg  # FFmpeg: M4A/MP4, WebM/Matroska, video audio; the CLI makes test fixtures
  pulseaudio pulseaudio-utils                                 # sound server, pactl/parec
  libsystemd-dev                                              # sd-bus (MPRIS)
  libespeak-ng-dev espeak-ng-data                             # read-aloud (say)
  zlib1g-dev espeak-ng                                        # translate: dictzip files, IPA transcriptions
  libzstd-dev                                                 # Anki packages (collection.anki21b, their media)
  apertium apertium-eng-spa apertium-fr-es                    # translate: sentences (en↔es, fr↔es)
  libpocketsphinx-dev pocketsphinx-en-us flite festival festvox-kallpc16k  # speaking: scoring (PocketSphinx, its model and dictionary), test speech (bench/speaking/make-set.sh)
  dict-freedict-eng-spa dict-freedict-spa-eng dict-freedict-eng-fra dict-freedict-fra-eng dict-freedict-fra-spa  # translate: words
  socat systemd                                               # socket tools, systemd-analyze / socket activation
  dbus-daemon playerctl libglib2.0-bin                        # a private session bus, playerctl and gdbus for the MPRIS tests
  zsh fish man-db                                             # checking the generated completions and man pages
  gettext                                                     # msgfmt, xgettext: learnctl's message catalogs (po/)
  sox libsox-fmt-all lame flac vorbis-tools python3 sqlite3   # test fixtures (sqlite3: a test writes a row as another learnctl would)
  "$@"
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "Installing: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
bash "$(dirname "$0")/install-whisper.sh"
bash "$(dirname "$0")/install-anki.sh"
