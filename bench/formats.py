"""The "formats" section of bench/bench.py: what decoding costs per format, listend beside mpv.

The players section's 120 s stereo recording (the marks tones) is encoded three ways: the
section's 128 kbps MP3 (libmpg123 in listend), AAC at 128 kbps in M4A and Opus at 96 kbps in WebM
(both with the ffmpeg CLI; FFmpeg in listend, loaded when the first such file plays). Each player
is a fresh process per file, playing into the private PulseAudio null sink: a warm-up, then a
measured window (CPU from /proc/<pid>/stat, RSS sampled every second). CPU is given per hour of
audio played; listend's RSS playing AAC or Opus is compared with its RSS playing the MP3, which is
what loading FFmpeg costs; smaps_rollup at the end of the window splits RSS into private dirty
memory (the heap, relocated library data, FFmpeg's state) and clean pages of the executable's and
the libraries' files (code and read-only data, which the kernel can drop and read again).
"""
import os, subprocess, time

from benchlib import log, loadavg, smaps_rollup

FORMATS = [("mp3", "MP3 128 kbps (libmpg123)", None),
           ("aac", "AAC 128 kbps in M4A (FFmpeg)", ["-c:a", "aac", "-b:a", "128k", "aac.m4a"]),
           ("opus", "Opus 96 kbps in WebM (FFmpeg)", ["-c:a", "libopus", "-b:a", "96k", "opus.webm"])]
PLAYERS = ["listend", "mpv"]
BEGIN = "<!-- bench:formats:begin (written by bench/bench.py) -->"
END = "<!-- bench:formats:end -->"


def make_files(work, bench_mp3):
    """The three files, from the stereo WAV the players section's MP3 was made from."""
    wav = os.path.join(work, "stereo.wav")
    files = {"mp3": bench_mp3}
    for key, _, encode in FORMATS:
        if encode:
            path = os.path.join(work, encode[-1])
            subprocess.run(["ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-i", wav] + encode[:-1] + [path], check=True)
            files[key] = path
    return files


def run_formats(args, work, pulse, bench_mp3, only, make_player, measure_window):
    """Every (format, player), one fresh process each, one after another."""
    files = make_files(work, bench_mp3)
    out = {"seconds": args.formats_seconds, "warmup": args.speed_warmup, "runs": {}}
    for key, label, _ in FORMATS:
        for name in [p for p in PLAYERS if p in only]:
            log(f"== format {key} {name}  (load {loadavg()})")
            player = make_player(name, os.path.join(work, "formats", f"{key}-{name}"))
            r = out["runs"].setdefault(key, {})[name] = {"label": label}
            try:
                player.start()
                player.play(files[key])
                time.sleep(args.speed_warmup)
                r["load_before"] = loadavg()
                r.update(measure_window(player, args.formats_seconds, pulse.pid))
                r["smaps"] = smaps_rollup(player.pid)
                r["load_after"] = loadavg()
                r["cpu_s_per_hour"] = r["cpu_s"] / r["wall"] * 3600
                log(f"   CPU {r['cpu_s_per_hour']:.1f} s per hour of audio, RSS {r['rss_kb'] / 1024:.1f} MB")
            except Exception as e:  # reported, the run goes on
                r["failure"] = f"{type(e).__name__}: {e}"
                log(f"   FAILED: {r['failure']}")
            finally:
                player.stop()
    return out


def formats_report(results):
    F = results["formats"]
    runs = F["runs"]
    base = runs.get("mp3", {}).get("listend", {}).get("rss_kb")
    lines = [
        f"Run {results['started']}; {results['machine']}. Each player is a fresh process per file, playing into the private "
        f"PulseAudio null sink: {F['warmup']:g} s of playback, then {F['seconds']:g} s measured. The file: the players section's "
        "120 s stereo recording at 44.1 kHz, as a 128 kbps MP3, as AAC 128 kbps in M4A and as Opus 96 kbps in WebM (48 kHz; "
        "the ffmpeg CLI). mpv: `--no-video --ao=pulse`. CPU is utime + stime from /proc/<pid>/stat; RSS is the highest of "
        "the samples taken every second.",
        "",
        "| format | player | CPU s per hour of audio | CPU, % of one core | RSS max (MB) | RSS beside listend playing the MP3 "
        "| private dirty (MB) | clean file pages (MB) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for key, label, _ in FORMATS:
        for name, r in runs.get(key, {}).items():
            if "failure" in r:
                lines.append(f"| {label} | {name} | failed: {r['failure']} | | | | | |")
                continue
            delta = f"{(r['rss_kb'] - base) / 1024:+.1f} MB" if name == "listend" and base else "—"
            sm = r.get("smaps", {})
            mb = lambda key: f"{sm[key] / 1024:.1f}" if key in sm else "?"
            clean = f"{(sm['Private_Clean'] + sm['Shared_Clean']) / 1024:.1f}" if "Private_Clean" in sm and "Shared_Clean" in sm else "?"
            lines.append(f"| {label} | {name} | {r['cpu_s_per_hour']:.1f} | {r['cpu_pct']:.2f} | {r['rss_kb'] / 1024:.1f} | {delta} "
                         f"| {mb('Private_Dirty')} | {clean} |")
    lines.append("")
    lines.append("Load average (1 min) before → after each window: " + "; ".join(
        f"{name} {key} {r.get('load_before', '?').split()[0]} → {r.get('load_after', '?').split()[0]}"
        for key, by in runs.items() for name, r in by.items()) + ".")
    return "\n".join(lines)
