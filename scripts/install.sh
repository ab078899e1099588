#!/usr/bin/env bash
# Builds listend and learnctl and installs them with their data, shell completions, man pages and
# systemd user units; or removes exactly what an earlier run installed (--uninstall).
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: scripts/install.sh [--prefix DIR | --user] [--uninstall] [--deps] [--no-build]
                          [--configuration release|debug] [--scratch-path DIR] [--bin-dir DIR]

Builds listend and learnctl (swift build -c release --static-swift-stdlib) and installs:
  PREFIX/bin/listend, PREFIX/bin/learnctl
  PREFIX/libexec/learnctl/learnctl-study  every learnctl command but the quick player ones
  PREFIX/share/listend/audio/          the bundled listening library (Audio/)
  PREFIX/share/learnctl/{grammar,cards,speaking,path,passwords,whisper,articles}/  learnctl's bundled content (Content/)
  PREFIX/share/locale/{es,fr}/LC_MESSAGES/learnctl.mo  learnctl's messages in Spanish and French (po/)
  PREFIX/share/bash-completion/completions/{listend,learnctl}
  PREFIX/share/zsh/site-functions/{_listend,_learnctl}
  PREFIX/share/fish/vendor_completions.d/{listend,learnctl}.fish
  PREFIX/share/man/man1/{listend,learnctl}.1
  PREFIX/share/doc/listend/{protocol,mpris,podcasts,transcription}.md
  PREFIX/share/applications/listend.desktop   (the entry MPRIS's DesktopEntry names)
  UNITS/listend.service, UNITS/listend.socket   (ExecStart= is PREFIX/bin/listend)
  UNITS/learnctl-podcasts.service, .timer       (learnctl podcasts refresh --quiet every 4 h)
and records them in PREFIX/share/listend/install-manifest, which --uninstall reads.

Completions and man pages are generated from the installed binaries' own command definitions
(ArgumentParser's --generate-completion-script and its generate-manual tool); nothing generated
is kept in the repository.

Options:
  --prefix DIR        where to install (default /usr/local); UNITS is DIR/lib/systemd/user
  --user              install for yourself: PREFIX is ~/.local, UNITS is ~/.config/systemd/user
  --uninstall         remove every file the manifest lists and the folders the install created
                      that are now empty; give the same --prefix or --user as when installing
  --deps              first install the Debian packages needed to build and run
                      (scripts/install-deps.sh, which uses apt-get); without it nothing is
                      installed through apt
  --no-build          install what is already built (also LISTEND_INSTALL_SKIP_BUILD=1)
  --configuration C   release (default) or debug
  --scratch-path DIR  SwiftPM's build folder (default .build)
  --bin-dir DIR       install the listend and learnctl in DIR; implies --no-build
  -h, --help          show this help

After installing:
  systemctl --user daemon-reload
  systemctl --user enable --now listend.socket

To install into /usr/local without building as root, build as yourself first
(swift build -c release --static-swift-stdlib for the products listend, learnctl and learnctl-study),
then: sudo scripts/install.sh --no-build
EOF
}

fail() { echo "install.sh: $*" >&2; exit 1; }
usage_error() { echo "install.sh: $*" >&2; exit 2; }

repo=$(cd "$(dirname "$0")/.." && pwd)
prefix="" user=false uninstall=false deps=false build=true configuration=release scratch=.build bin_dir=""
[ "${LISTEND_INSTALL_SKIP_BUILD:-}" = 1 ] && build=false
while (($#)); do
  case "$1" in
    --prefix) (($# > 1)) || usage_error "--prefix needs a folder"; prefix=$2; shift ;;
    --prefix=*) prefix=${1#*=} ;;
    --user) user=true ;;
    --uninstall) uninstall=true ;;
    --deps) deps=true ;;
    --no-build) build=false ;;
    --configuration) (($# > 1)) || usage_error "--configuration needs release or debug"; configuration=$2; shift ;;
    --configuration=*) configuration=${1#*=} ;;
    --scratch-path) (($# > 1)) || usage_error "--scratch-path needs a folder"; scratch=$2; shift ;;
    --scratch-path=*) scratch=${1#*=} ;;
    --bin-dir) (($# > 1)) || usage_error "--bin-dir needs a folder"; bin_dir=$2; build=false; shift ;;
    --bin-dir=*) bin_dir=${1#*=}; build=false ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; usage_error "unknown argument: $1" ;;
  esac
  shift
done
case "$configuration" in release|debug) ;; *) usage_error "--configuration is release or debug, not $configuration" ;; esac

if $user; then
  [ -z "$prefix" ] || usage_error "--user installs to ~/.local; give --prefix or --user, not both"
  prefix="$HOME/.local"
  unit_dir="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"
else
  prefix=${prefix:-/usr/local}
  unit_dir="$prefix/lib/systemd/user"
fi
[[ "$prefix" = /* ]] || prefix="$PWD/$prefix"
prefix=${prefix%/}
[[ "$scratch" = /* ]] || scratch="$repo/$scratch"
manifest="$prefix/share/listend/install-manifest"

# --- uninstall ---------------------------------------------------------------------------------

# Removes what `manifest` lists: files first (only those under the prefix or the unit folder),
# then the folders the install created, deepest first, each only when it is empty.
remove_installed() {
  local quiet=$1 line kind path removed=0
  local -a folders=()
  while IFS= read -r line; do
    kind=${line%% *} path=${line#* }
    case "$kind" in
      f) case "$path" in
           "$prefix"/*|"$unit_dir"/*) ;;
           *) echo "install.sh: leaving $path (outside $prefix and $unit_dir)" >&2; continue ;;
         esac
         if [ -e "$path" ] || [ -L "$path" ]; then rm -f -- "$path"; removed=$((removed + 1)); fi ;;
      d) folders+=("$path") ;;
    esac
  done < "$manifest"
  rm -f -- "$manifest"
  local i
  for ((i = ${#folders[@]} - 1; i >= 0; i--)); do
    rmdir -- "${folders[i]}" 2>/dev/null || true
  done
  $quiet || echo "Removed $removed files installed in $prefix and $unit_dir."
}

if $uninstall; then
  [ -f "$manifest" ] || fail "nothing to uninstall: $manifest does not exist (give the same --prefix or --user as when installing)"
  remove_installed false
  wants="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user/sockets.target.wants/listend.socket"
  if [ -L "$wants" ]; then
    echo "listend.socket is still enabled: systemctl --user disable --now listend.socket listend.service"
  fi
  exit 0
fi

# --- build ---------------------------------------------------------------------------------------

if $deps; then
  bash "$repo/scripts/install-deps.sh"
fi
if $build; then
  echo "Building listend and learnctl ($configuration, --static-swift-stdlib)…"
  for product in listend learnctl learnctl-study; do
    (cd "$repo" && swift build -c "$configuration" --static-swift-stdlib --scratch-path "$scratch" --product "$product")
  done
fi
bin_dir=${bin_dir:-$scratch/$configuration}
for binary in listend learnctl learnctl-study; do
  [ -x "$bin_dir/$binary" ] || fail "$bin_dir/$binary is not built (run without --no-build)"
done

# ArgumentParser's generate-manual tool, which its generate-manual command plugin runs. The plugin
# would first build every product again in its own configuration without --static-swift-stdlib,
# relinking the binaries just built; so the tool is built alone from the same swift-argument-parser
# checkout the package uses (no network needed), in a folder of its own inside the scratch path.
argument_parser="$scratch/checkouts/swift-argument-parser"
[ -f "$argument_parser/Package.swift" ] || fail "$argument_parser is missing: run swift package resolve --scratch-path $scratch"
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
echo "Building ArgumentParser's generate-manual tool…"
if ! swift build --package-path "$argument_parser" --scratch-path "$scratch/generate-manual" \
    --product generate-manual > "$staging/generate-manual.log" 2>&1; then
  cat "$staging/generate-manual.log" >&2
  fail "building generate-manual failed"
fi
generate_manual="$scratch/generate-manual/debug/generate-manual"

# --- install -------------------------------------------------------------------------------------

# A reinstall first removes what the earlier install put there, so the manifest stays exact.
[ -f "$manifest" ] && remove_installed true
: > "$staging/manifest"

# Creates `folder` and any missing parents, recording each one it creates.
make_folder() {
  local folder=$1 missing=()
  while [ ! -d "$folder" ]; do
    missing=("$folder" "${missing[@]}")
    folder=$(dirname "$folder")
  done
  for folder in "${missing[@]}"; do
    mkdir -- "$folder"
    echo "d $folder" >> "$staging/manifest"
  done
}

# Installs `source` as `target` with `mode`, recording it.
put() {
  local mode=$1 source=$2 target=$3
  make_folder "$(dirname "$target")"
  install -m "$mode" -- "$source" "$target"
  echo "f $target" >> "$staging/manifest"
}

echo "Installing into $prefix (systemd user units: $unit_dir)…"
# learnctl runs learnctl-study (from ../libexec/learnctl/) for every command it does not carry out itself.
for binary in listend learnctl learnctl-study; do
  target=$prefix/bin/$binary
  [ "$binary" = learnctl-study ] && target=$prefix/libexec/learnctl/$binary
  put 755 "$bin_dir/$binary" "$target"
  # A release build carries its debug information (over 100 MB); the installed copy leaves it out.
  if [ "$configuration" = release ] && command -v strip >/dev/null; then strip -- "$target"; fi
done

for file in "$repo"/Audio/index.json "$repo"/Audio/README.md "$repo"/Audio/*.mp3 "$repo"/Audio/*.vtt; do
  put 644 "$file" "$prefix/share/listend/audio/$(basename "$file")"
done
for file in "$repo"/Content/grammar/*.gift "$repo"/Content/grammar/README.md; do
  put 644 "$file" "$prefix/share/learnctl/grammar/$(basename "$file")"
done
for file in "$repo"/Content/cards/*.tsv "$repo"/Content/cards/README.md; do
  put 644 "$file" "$prefix/share/learnctl/cards/$(basename "$file")"
done
for file in "$repo"/Content/speaking/*.txt "$repo"/Content/speaking/README.md; do
  put 644 "$file" "$prefix/share/learnctl/speaking/$(basename "$file")"
done
for file in "$repo"/Content/path/path.txt "$repo"/Content/path/README.md; do
  put 644 "$file" "$prefix/share/learnctl/path/$(basename "$file")"
done
for file in "$repo"/Content/passwords/common-passwords.txt "$repo"/Content/passwords/README.md; do
  put 644 "$file" "$prefix/share/learnctl/passwords/$(basename "$file")"
done
for file in "$repo"/Content/articles/*.txt "$repo"/Content/articles/README.md; do
  put 644 "$file" "$prefix/share/learnctl/articles/$(basename "$file")"
done
for file in "$repo"/Content/articles/words/*.tsv "$repo"/Content/articles/words/README.md; do
  put 644 "$file" "$prefix/share/learnctl/articles/words/$(basename "$file")"
done
put 755 "$repo/Content/whisper/learnctl-whisper.py" "$prefix/share/learnctl/whisper/learnctl-whisper.py"
catalogs=$staging/locale
bash "$repo/scripts/compile-catalogs.sh" "$catalogs"
for language in es fr; do
  put 644 "$catalogs/$language/LC_MESSAGES/learnctl.mo" "$prefix/share/locale/$language/LC_MESSAGES/learnctl.mo"
done
put 644 "$repo/docs/protocol.md" "$prefix/share/doc/listend/protocol.md"
put 644 "$repo/docs/mpris.md" "$prefix/share/doc/listend/mpris.md"
put 644 "$repo/docs/podcasts.md" "$prefix/share/doc/listend/podcasts.md"
put 644 "$repo/docs/transcription.md" "$prefix/share/doc/listend/transcription.md"
# The desktop entry MPRIS's DesktopEntry names (desktop media controls take its name and icon).
sed -e "s|^Exec=learnctl |Exec=$prefix/bin/learnctl |" "$repo/desktop/listend.desktop" > "$staging/listend.desktop"
put 644 "$staging/listend.desktop" "$prefix/share/applications/listend.desktop"

# Completions and man pages, from the installed binaries.
manual_date=$(git -C "$repo" log -1 --format=%cs 2>/dev/null || date +%F)
for binary in listend learnctl; do
  "$prefix/bin/$binary" --generate-completion-script bash > "$staging/$binary.bash"
  "$prefix/bin/$binary" --generate-completion-script zsh > "$staging/_$binary"
  "$prefix/bin/$binary" --generate-completion-script fish > "$staging/$binary.fish"
  put 644 "$staging/$binary.bash" "$prefix/share/bash-completion/completions/$binary"
  put 644 "$staging/_$binary" "$prefix/share/zsh/site-functions/_$binary"
  put 644 "$staging/$binary.fish" "$prefix/share/fish/vendor_completions.d/$binary.fish"
  mkdir "$staging/man-$binary"
  "$generate_manual" "$prefix/bin/$binary" --date "$manual_date" --output-directory "$staging/man-$binary"
  # The tool writes a paragraph break as an empty line, which man reports as a warning; .Pp is
  # mdoc's paragraph break.
  sed 's/^$/.Pp/' "$staging/man-$binary/$binary.1" > "$staging/$binary.1"
  put 644 "$staging/$binary.1" "$prefix/share/man/man1/$binary.1"
done

# The units, pointing at this installation.
sed -e "s|^ExecStart=.*/listend|ExecStart=$prefix/bin/listend|" \
    -e "s|file:///usr/local/share/doc/listend/|file://$prefix/share/doc/listend/|" \
    "$repo/systemd/listend.service" > "$staging/listend.service"
sed -e "s|file:///usr/local/share/doc/listend/|file://$prefix/share/doc/listend/|" \
    "$repo/systemd/listend.socket" > "$staging/listend.socket"
put 644 "$staging/listend.service" "$unit_dir/listend.service"
put 644 "$staging/listend.socket" "$unit_dir/listend.socket"
for unit in learnctl-podcasts.service learnctl-podcasts.timer; do
  sed -e "s|^ExecStart=.*/learnctl |ExecStart=$prefix/bin/learnctl |" \
      -e "s|file:///usr/local/share/doc/listend/|file://$prefix/share/doc/listend/|" \
      "$repo/systemd/$unit" > "$staging/$unit"
  put 644 "$staging/$unit" "$unit_dir/$unit"
done

make_folder "$(dirname "$manifest")"
echo "f $manifest" >> "$staging/manifest"
install -m 644 -- "$staging/manifest" "$manifest"

echo "Installed $(grep -c '^f ' "$manifest") files; $manifest lists them for --uninstall."
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Note: $prefix/bin is not on your PATH." ;; esac
echo "To start listend on demand: systemctl --user daemon-reload && systemctl --user enable --now listend.socket"
echo "To refresh podcasts in the background: systemctl --user enable --now learnctl-podcasts.timer"
