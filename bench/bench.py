#!/usr/bin/env python3
"""listend side by side with MPD, mpv, cmus and the mpg123 CLI, in one run.

Every player plays the same 128 kbps MP3 into the same private PulseAudio null sink, one player
at a time, and is measured from /proc (RSS, CPU from schedstat, context switches), over its own
control socket (status round trips, seek -> event), as a whole CLI process (status), and by ear
(seek accuracy in a VBR MP3 without a Xing header, read from the sink's monitor).

The "lines" section jumps to the next transcript cue in listend (`line next`) and to the same
time in mpv (an absolute seek) while the sink's monitor is recorded, and times each jump until the
new cue's tone is heard. The "dictation" section times `learnctl practice dictation --json` scoring
1,000 typed lines, as a whole process; output that is not 1,000 results and a summary fails its row
and the run's exit status. Their rows join the players table.

The "formats" section (bench/formats.py) plays the same recording as MP3, AAC in M4A and Opus in
WebM in listend and mpv, and reports CPU per hour of audio and RSS.

The "speed" section then plays a speech recording and the same MP3 with listend and mpv at
speeds 1.0, 0.75 and 1.5 (the pitch kept: libsonic in listend, scaletempo2 in mpv), a fresh
process per speed, and measures CPU (utime + stime from /proc/<pid>/stat) over a fixed window.

Usage: bench/bench.py --bin DIR [--seconds 60] [--only listend,mpv] [--sections players,lines,dictation,speed]
                      [--write docs/performance.md]
(bench/run.sh installs, builds and calls this; `bash bench/run.sh -- --sections speed` runs
only the speed section and rewrites only its block of the document; `--sections lines,dictation`
rewrites only those rows and notes of the players table.)
"""
import argparse, array, datetime, json, math, os, platform, random, re, shutil, signal, statistics, subprocess, sys, tempfile, time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import *  # noqa: E402,F403
import formats  # noqa: E402

PLAYERS = ["listend", "mpg123", "mpd", "mpv", "cmus"]
SECTIONS = ["players", "lines", "dictation", "speed", "formats"]
SPEED_PLAYERS = ["listend", "mpv"]
SPEEDS = [1.0, 0.75, 1.5]
# The speed section's files: a bundled speech recording (the longest, a 128.7 s dialogue; mono
# 22.05 kHz MP3, what listend is made for) and the players section's 120 s stereo 44.1 kHz 128 kbps MP3.
SPEECH_FILE = os.path.join(ROOT, "Audio", "job-interview.mp3")
SPEED_FILES = ["speech", "music"]


def percentile(values, p):
    values = sorted(values)
    if not values:
        return float("nan")
    i = min(len(values) - 1, max(0, round(p / 100 * (len(values) - 1))))
    return values[i]


# ---------------------------------------------------------------- players

class Player:
    name = "?"
    pid = None
    has_protocol = True
    can_pause = True

    def __init__(self, work, pulse):
        self.work = os.path.join(work, self.name)
        os.makedirs(self.work, exist_ok=True)
        self.pulse = pulse
        self.procs = []

    def spawn(self, argv, env=None, **kw):
        log_path = os.path.join(self.work, "log")
        proc = subprocess.Popen(argv, env=env or self.pulse.env(), stdin=subprocess.DEVNULL,
                                stdout=open(log_path, "ab"), stderr=subprocess.STDOUT, **kw)
        self.procs.append(proc)
        return proc

    def stop(self):
        for proc in reversed(self.procs):
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()

    # The interface: start(), play(path), pause(), resume(), seek(seconds), duration(), position(),
    # rtt_query() -> callable for one status round trip on one connection, cli_status -> argv,
    # seek_event_latency(target) -> seconds from sending the seek to the event on a subscriber.


class ListendPlayer(Player):
    name = "listend"

    def __init__(self, work, pulse, bindir):
        super().__init__(work, pulse)
        self.bindir = bindir
        self.sock = os.path.join(self.work, "listend.sock")

    def start(self):
        argv = [os.path.join(self.bindir, "listend"), "--socket", self.sock, "--state-dir", os.path.join(self.work, "state"),
                "--audio-dir", os.path.join(ROOT, "Audio"), "--output", "pulse", "--sink", self.pulse.sink]
        self.proc = self.spawn(argv, env=self.pulse.env(LISTEND_SOCKET=self.sock))
        self.pid = self.proc.pid

        def up():
            try:
                c = Listend(self.sock, 1)
                c.request({"cmd": "hello"})
                c.close()
                return True
            except OSError:
                return False
        wait_for(up, 20, 0.05, "listend")
        self.ctl = Listend(self.sock)

    def play(self, path):
        r = self.ctl.request({"cmd": "play", "file": path})
        assert r["ok"], r
        wait_for(lambda: self.ctl.status()["state"] == "playing", 10, what="listend playing")

    def pause(self):
        self.ctl.request({"cmd": "pause"})

    def resume(self):
        self.ctl.request({"cmd": "resume"})

    def seek(self, seconds):
        return self.ctl.request({"cmd": "seek", "position": seconds})

    def duration(self):
        return self.ctl.status()["duration"]

    def position(self):
        return self.ctl.status()["position"]

    def rtt_client(self):
        c = Listend(self.sock)
        line = b"status\n"

        def query():
            c.send(line)
            c.readline()
        return query, c.close

    def cli_status(self):
        learnctl = os.path.join(self.bindir, "learnctl")
        env = self.pulse.env(LISTEND_SOCKET=self.sock)
        probe = subprocess.run([learnctl, "status"], env=env, capture_output=True, text=True)
        if probe.returncode == 0:
            return [learnctl, "status"], env, "learnctl status"
        return ["socat", "-", f"UNIX-CONNECT:{self.sock}"], env, "echo status | socat (no learnctl status yet)"

    def seek_event_latency(self, target):
        sub = getattr(self, "sub", None)
        if sub is None:
            sub = self.sub = Listend(self.sock)
            sub.send('{"cmd":"subscribe","interval_ms":1000}\n')
            while "event" in json.loads(sub.readline()):
                pass
        t0 = time.perf_counter()
        self.ctl.send(json.dumps({"cmd": "seek", "position": target}) + "\n")
        while True:
            ev = json.loads(sub.readline())
            if ev.get("event") == "seeked":
                t1 = time.perf_counter()
                break
        while "event" in json.loads(self.ctl.readline()):  # the seek's reply
            pass
        return t1 - t0


class Mpg123Player(Player):
    name = "mpg123"
    has_protocol = False
    can_pause = False

    def start(self):
        pass

    def play(self, path):
        self.proc = self.spawn(["mpg123", "-q", "-o", "pulse", "-a", self.pulse.sink, path])
        self.pid = self.proc.pid
        time.sleep(0.5)


class MPDPlayer(Player):
    name = "mpd"

    def start(self):
        self.music = os.path.join(self.work, "music")
        os.makedirs(self.music, exist_ok=True)
        self.sock = os.path.join(self.work, "mpd.sock")
        conf = os.path.join(self.work, "mpd.conf")
        with open(conf, "w") as f:
            f.write(f'''music_directory "{self.music}"
db_file "{self.work}/db"
state_file "{self.work}/state"
log_file "{self.work}/mpd.log"
bind_to_address "{self.sock}"
auto_update "no"
zeroconf_enabled "no"
# The control connection stays idle through the 60 s window; MPD's default closes it after 60 s.
connection_timeout "3600"
audio_output {{
    type "pulse"
    name "bench"
    server "{self.pulse.server}"
    sink "{self.pulse.sink}"
}}
''')
        self.proc = self.spawn(["mpd", "--no-daemon", conf])
        self.pid = self.proc.pid

        def up():
            try:
                c = MPDClient(self.sock, 1)
                c.close()
                return True
            except OSError:
                return False
        wait_for(up, 20, 0.05, "mpd")
        self.ctl = MPDClient(self.sock)

    def play(self, path):
        name = os.path.basename(path)
        if not os.path.exists(os.path.join(self.music, name)):
            shutil.copyfile(path, os.path.join(self.music, name))
            self.ctl.command("update")
            wait_for(lambda: "updating_db" not in self.ctl.command("status"), 20, what="mpd update")
        self.ctl.command("clear")
        self.ctl.command(f'add "{name}"')
        self.ctl.command("play 0")
        wait_for(lambda: self.ctl.command("status").get("state") == "play", 10, what="mpd playing")

    def pause(self):
        self.ctl.command("pause 1")

    def resume(self):
        self.ctl.command("pause 0")

    def seek(self, seconds):
        try:
            return self.ctl.command(f"seekcur {seconds}")
        except RuntimeError as e:
            return {"error": str(e)}

    def duration(self):
        s = self.ctl.command("status")
        return float(s.get("duration", "nan"))

    def position(self):
        return float(self.ctl.command("status").get("elapsed", "nan"))

    def rtt_client(self):
        c = MPDClient(self.sock)
        return (lambda: c.command("status")), c.close

    def cli_status(self):
        return ["mpc", "-h", self.sock, "status"], self.pulse.env(), "mpc status"

    def seek_event_latency(self, target):
        # MPD's notification: "idle player" returns when the player changes (a seek counts).
        idle = MPDClient(self.sock)
        idle.send("idle player\n")
        time.sleep(0.05)
        t0 = time.perf_counter()
        self.ctl.send(f"seekcur {target}\n")
        idle.readline()  # changed: player
        t1 = time.perf_counter()
        idle.readline()  # OK
        idle.close()
        self.ctl.readline()  # OK
        return t1 - t0


class MpvPlayer(Player):
    name = "mpv"
    extra_args = ()

    def start(self):
        self.sock = os.path.join(self.work, "mpv.sock")
        self.proc = self.spawn(["mpv", "--no-config", "--no-video", "--idle=yes", "--no-terminal",
                                f"--input-ipc-server={self.sock}", "--ao=pulse",
                                f"--audio-device=pulse/{self.pulse.sink}", *self.extra_args])
        self.pid = self.proc.pid

        def up():
            try:
                MpvClient(self.sock, 1).close()
                return True
            except OSError:
                return False
        wait_for(up, 20, 0.05, "mpv")
        self.ctl = MpvClient(self.sock)

    def play(self, path):
        self.ctl.command("loadfile", path)
        self.ctl.command("set_property", "pause", False)
        wait_for(lambda: (self.ctl.command("get_property", "time-pos").get("data") or 0) > 0.05, 10, what="mpv playing")

    def pause(self):
        self.ctl.command("set_property", "pause", True)

    def resume(self):
        self.ctl.command("set_property", "pause", False)

    def seek(self, seconds):
        return self.ctl.command("seek", seconds, "absolute")

    def duration(self):
        return self.ctl.command("get_property", "duration").get("data")

    def position(self):
        return self.ctl.command("get_property", "time-pos").get("data")

    def rtt_client(self):
        c = LineClient(self.sock)
        line = b'{"command":["get_property","time-pos"]}\n'

        def query():
            c.send(line)
            while b'"error"' not in c.readline():  # skip events
                pass
        return query, c.close

    def cli_status(self):
        return None, None, "—"

    def seek_event_latency(self, target):
        sub = getattr(self, "sub", None)
        if sub is None:
            sub = self.sub = LineClient(self.sock)  # every IPC client receives the events
        t0 = time.perf_counter()
        self.ctl.send(json.dumps({"command": ["seek", target, "absolute"], "request_id": 0}) + "\n")
        while True:
            ev = json.loads(sub.readline())
            if ev.get("event") == "seek":
                t1 = time.perf_counter()
                break
        while json.loads(self.ctl.readline()).get("request_id") != 0:
            pass
        return t1 - t0


class CmusPlayer(Player):
    name = "cmus"

    def start(self):
        self.sock = os.path.join(self.work, "cmus.sock")
        self.tmux = os.path.join(self.work, "tmux.sock")
        self.home = os.path.join(self.work, "home")
        os.makedirs(os.path.join(self.home, ".config", "cmus"), exist_ok=True)
        with open(os.path.join(self.home, ".config", "cmus", "rc"), "w") as f:
            f.write("set output_plugin=pulse\n")
        env = self.pulse.env(HOME=self.home, PULSE_SINK=self.pulse.sink, TERM="xterm-256color")
        self.env = env
        subprocess.run(["tmux", "-S", self.tmux, "-f", "/dev/null", "new-session", "-d", "-x", "120", "-y", "40",
                        f"exec cmus --listen {self.sock}"], env=env, check=True)
        self.tmux_pid = int(subprocess.run(["tmux", "-S", self.tmux, "display-message", "-p", "#{pid}"], env=env,
                                           capture_output=True, text=True, check=True).stdout)

        def up():
            # Without D-Bus cmus reports that MPRIS is off and waits for Enter.
            pane = subprocess.run(["tmux", "-S", self.tmux, "capture-pane", "-p"], env=env, capture_output=True, text=True).stdout
            if "Press <enter>" in pane:
                subprocess.run(["tmux", "-S", self.tmux, "send-keys", "Enter"], env=env)
                return False
            try:
                c = CmusClient(self.sock, 0.5)
                c.command("status")
                c.close()
                return True
            except (OSError, EOFError):
                return False
        wait_for(up, 20, 0.1, "cmus")
        self.pid = int(subprocess.run(["tmux", "-S", self.tmux, "list-panes", "-F", "#{pane_pid}"], env=env,
                                      capture_output=True, text=True, check=True).stdout.split()[0])
        self.ctl = CmusClient(self.sock)

    def status(self):
        out = {}
        for line in self.ctl.command("status"):
            key, _, value = line.partition(" ")
            out.setdefault(key, value)
        return out

    def play(self, path):
        self.ctl.command(f"player-play {path}")
        wait_for(lambda: self.status().get("status") == "playing", 10, what="cmus playing")

    def pause(self):
        if self.status().get("status") == "playing":
            self.ctl.command("player-pause")

    def resume(self):
        if self.status().get("status") == "paused":
            self.ctl.command("player-pause")

    def seek(self, seconds):
        return self.ctl.command(f"seek {int(seconds)}")

    def duration(self):
        return float(self.status().get("duration", "nan"))

    def position(self):
        return float(self.status().get("position", "nan"))

    def rtt_client(self):
        c = CmusClient(self.sock)
        return (lambda: c.command("status")), c.close

    def cli_status(self):
        return ["cmus-remote", "--server", self.sock, "-Q"], self.env, "cmus-remote -Q"

    def seek_event_latency(self, target):
        return None  # cmus has no events

    def stop(self):
        subprocess.run(["tmux", "-S", self.tmux, "kill-server"], env=self.env, capture_output=True)
        try:
            wait_for(lambda: not alive(self.pid), 5, what="cmus to exit")
        except TimeoutError:
            os.kill(self.pid, signal.SIGKILL)


# ---------------------------------------------------------------- measurements

def measure_running(pid, seconds, pulse_pid):
    c0, x0, p0, t0 = cpu_ns(pid), ctx_switches(pid), cpu_ns(pulse_pid), time.monotonic()
    rss_samples = [rss_kb(pid)]
    end = t0 + seconds
    while time.monotonic() < end:
        time.sleep(min(1.0, max(0.0, end - time.monotonic())))
        rss_samples.append(rss_kb(pid))
    c1, x1, p1, t1 = cpu_ns(pid), ctx_switches(pid), cpu_ns(pulse_pid), time.monotonic()
    wall = t1 - t0
    return {"cpu_pct": c1.since(c0) / 1e9 / wall * 100, "cpu_s": c1.since(c0) / 1e9, "ctx_per_s": x1.since(x0) / wall,
            "pulse_cpu_pct": p1.since(p0) / 1e9 / wall * 100, "rss_kb": max(rss_samples), "rss_first_kb": rss_samples[0],
            "wall": wall, "threads": len(tasks(pid))}


def measure_rtt(player, n):
    query, close = player.rtt_client()
    for _ in range(50):
        query()
    samples = []
    for _ in range(n):
        t0 = time.perf_counter_ns()
        query()
        samples.append((time.perf_counter_ns() - t0) / 1000)
    close()
    return {"p50_us": percentile(samples, 50), "p99_us": percentile(samples, 99), "max_us": max(samples)}


def measure_cli(argv, env, n, stdin=None):
    for _ in range(3):
        subprocess.run(argv, env=env, input=stdin, capture_output=True)
    samples = []
    for _ in range(n):
        t0 = time.perf_counter_ns()
        r = subprocess.run(argv, env=env, input=stdin, capture_output=True)
        samples.append((time.perf_counter_ns() - t0) / 1e6)
        if r.returncode != 0:
            raise RuntimeError(f"{argv} failed: {r.stderr[:200]!r}")
    return {"p50_ms": percentile(samples, 50), "p90_ms": percentile(samples, 90)}


def record_seek(player, pulse, target, work):
    """Seeks to `target` while the monitor is recorded; returns what is heard after the seek."""
    raw = os.path.join(work, f"{player.name}-seek.raw")
    rec = subprocess.Popen(["parec", "-d", f"{pulse.sink}.monitor", "--raw", "--format=s16le", f"--rate={RATE}",
                            "--channels=1", "--latency-msec=20", raw], env=pulse.env())
    time.sleep(1.5)
    reply = player.seek(target)
    t_seek = time.monotonic()
    time.sleep(3.0)
    rec.terminate()
    rec.wait()
    samples = read_s16(raw)
    # The recording's clock: its end is about when parec was stopped.
    rec_end = time.monotonic()
    seek_at = len(samples) / RATE - (rec_end - t_seek)
    runs = tone_runs(samples)
    before = [k for k, s, l in runs if k is not None and s + l <= seek_at]
    last_before = before[-1] if before else None
    heard = None
    for k, start, length in runs:
        if k is None or start < seek_at - 0.05 or k == last_before:
            continue
        if length < 0.03:
            continue
        # A tone run cut by the seek: the landing point is k + (1 - what is left of second k).
        ended = start + length < len(samples) / RATE - 0.01
        heard = {"second": k, "offset": round(1 - length - 0.02, 3) if ended else None,
                 "after_s": round(start - seek_at, 3)}
        break
    return {"reply": reply, "heard": heard, "before": last_before, "runs": [[k, round(s, 3), round(l, 3)] for k, s, l in runs]}


# ---------------------------------------------------------------- playback speed

def measure_speed_window(player, seconds, pulse_pid):
    """The player's CPU over `seconds` of wall time: utime + stime of the process from
    /proc/<pid>/stat (the figure the speed table reports; 10 ms ticks, threads that exit meanwhile
    included) and its threads' schedstat (nanoseconds, a cross-check), with the position it
    reports at both ends (how fast the recording actually advanced)."""
    pid = player.pid
    rss = [rss_kb(pid)]
    pos0 = player.position()
    s0, n0, p0, t0 = proc_cpu_s(pid), cpu_ns(pid), proc_cpu_s(pulse_pid), time.monotonic()
    end = t0 + seconds
    while time.monotonic() < end:
        time.sleep(min(1.0, max(0.0, end - time.monotonic())))
        rss.append(rss_kb(pid))
    s1, n1, p1, t1 = proc_cpu_s(pid), cpu_ns(pid), proc_cpu_s(pulse_pid), time.monotonic()
    pos1 = player.position()
    wall = t1 - t0
    return {"wall": wall, "cpu_s": s1 - s0, "cpu_pct": (s1 - s0) / wall * 100,
            "sched_cpu_pct": n1.since(n0) / 1e9 / wall * 100, "pulse_cpu_pct": (p1 - p0) / wall * 100,
            "position": [pos0, pos1], "advance": (pos1 - pos0) / wall if pos0 is not None and pos1 is not None else None,
            "rss_kb": max(rss), "threads": len(tasks(pid))}


def speed_run(name, speed, path, root, pulse, args):
    """One fresh player process playing `path` at `speed`: warm-up, then the measured window."""
    if name == "listend":
        player = ListendPlayer(root, pulse, args.bin)
    else:
        player = MpvPlayer(root, pulse)
        player.extra_args = (f"--speed={speed}", "--af=scaletempo2")
    r = {"speed": speed}
    try:
        player.start()
        if name == "listend":
            reply = player.ctl.request({"cmd": "speed", "value": speed})  # before play: no refeed
            assert reply.get("ok"), reply
        player.play(path)
        if name == "listend":
            r["speed_reported"] = player.ctl.status().get("speed")
        else:
            r["speed_reported"] = player.ctl.command("get_property", "speed").get("data")
            r["af"] = [f.get("name") for f in player.ctl.command("get_property", "af").get("data") or []]
        if r["speed_reported"] is None or abs(r["speed_reported"] - speed) > 1e-6:
            raise RuntimeError(f"asked for speed {speed}, the player reports {r['speed_reported']}")
        time.sleep(args.speed_warmup)
        r["load_before"] = loadavg()
        r.update(measure_speed_window(player, args.speed_seconds, pulse.pid))
        r["load_after"] = loadavg()
        if r["advance"] is not None and abs(r["advance"] - speed) > 0.05 * speed:
            r["warning"] = f"the position advanced {r['advance']:.3f} s per second, not {speed}"
    except Exception as e:  # reported, the run goes on
        r["failure"] = f"{type(e).__name__}: {e}"
    finally:
        player.stop()
    return r


def run_speed(args, work, pulse, bench_mp3, only):
    """Every (file, player, speed), one fresh process each, one after another."""
    files = {"speech": SPEECH_FILE, "music": bench_mp3}
    what = {"speech": "a bundled dialogue", "music": "the players section's file: the marks tones, 128 kbps CBR"}
    chosen = args.speed_files.split(",")
    out = {"seconds": args.speed_seconds, "warmup": args.speed_warmup, "files": {}, "started": now()}
    try:  # the version line names the checkout at the run; this says when the binary was built
        out["binary_built"] = datetime.datetime.fromtimestamp(os.path.getmtime(os.path.join(args.bin, "listend"))).astimezone().isoformat(timespec="seconds")
    except OSError:
        pass
    longest = (args.speed_warmup + args.speed_seconds + 2) * max(SPEEDS)
    for label in [f for f in SPEED_FILES if f in chosen]:
        path = files[label]
        fr = out["files"][label] = {"path": os.path.relpath(path, ROOT) if path.startswith(ROOT) else os.path.basename(path),
                                    "what": what[label], "format": audio_format(path), "players": {}}
        if fr["format"].get("duration") and fr["format"]["duration"] < longest:
            log(f"   note: {label} is {fr['format']['duration']:.1f} s; the window at {max(SPEEDS)}x needs {longest:.1f} s")
        for name in [p for p in SPEED_PLAYERS if p in only]:
            runs = fr["players"][name] = []
            for speed in SPEEDS:
                root = os.path.join(work, "speed", f"{label}-{speed}")
                log(f"== speed {speed} {name} {label}  (load {loadavg()})")
                r = speed_run(name, speed, path, root, pulse, args)
                runs.append(r)
                if "failure" in r:
                    log(f"   FAILED: {r['failure']}")
                else:
                    log(f"   CPU {r['cpu_pct']:.2f} % (schedstat {r['sched_cpu_pct']:.2f} %), advance {fmt(r['advance'], '.3f')}/s, "
                        f"RSS {r['rss_kb'] / 1024:.1f} MB, load {r['load_after']}" + (f"; {r['warning']}" if "warning" in r else ""))
    out["finished"] = now()
    return out


def audio_format(path):
    """Sample rate, channels and duration of a file (soxi, which reads MP3 through libmad)."""
    def soxi(flag):
        r = subprocess.run(["soxi", flag, path], capture_output=True, text=True)
        return r.stdout.strip() if r.returncode == 0 else None
    try:
        rate, channels, duration = soxi("-r"), soxi("-c"), soxi("-D")
    except OSError:
        return {}
    return {"rate": int(rate) if rate else None, "channels": int(channels) if channels else None,
            "duration": float(duration) if duration else None}


def sonic_quality():
    """The libsonic quality SonicStretcher.swift sets, as the source reads now (0: libsonic's default)."""
    try:
        src = open(os.path.join(ROOT, "Sources/ListenAdapters/Speed/SonicStretcher.swift")).read()
    except OSError:
        return None
    m = re.search(r"^\s*sonicSetQuality\([^,]+,\s*(\d+)\)", src, re.M)
    return int(m.group(1)) if m else 0


def now():
    return datetime.datetime.now().astimezone().isoformat(timespec="seconds")


# ---------------------------------------------------------------- transcript lines

# The lines recording: LINE_COUNT cues, cue k a tone of its own from its start for LINE_LENGTH s,
# silence up to the next cue; the WebVTT transcript beside it names the same spans.
LINE_COUNT = 16
LINE_LEAD = 1.0
LINE_SPACING = 1.3
LINE_LENGTH = 1.0
LINE_PLAYERS = ["listend", "mpv"]


def line_tone_hz(k):
    """Cue k's tone (k from 1): 16 tones 180 Hz apart, any two neighbouring cues at least 1,260 Hz apart."""
    return 440 + 180 * ((k - 1) // 2 + (8 if k % 2 == 0 else 0))


def line_start(k):
    return LINE_LEAD + LINE_SPACING * (k - 1)


def vtt_time(t):
    return f"{int(t // 3600):02d}:{int(t % 3600 // 60):02d}:{t % 60:06.3f}"


def make_line_media(work):
    """lines.mp3 (128 kbps stereo, as the players' file) with lines.vtt beside it."""
    import wave
    folder = os.path.join(work, "lines-media")
    os.makedirs(folder, exist_ok=True)
    total = int((line_start(LINE_COUNT) + LINE_LENGTH + 2.0) * RATE)
    samples = array.array("h", bytes(2 * total))
    fade = int(0.001 * RATE)
    for k in range(1, LINE_COUNT + 1):
        a, n = round(line_start(k) * RATE), round(LINE_LENGTH * RATE)
        step = 2 * math.pi * line_tone_hz(k) / RATE
        for i in range(n):
            amp = 0.5 * min(1.0, i / fade, (n - i) / fade)
            samples[a + i] = int(32767 * amp * math.sin(step * i))
    mono = os.path.join(folder, "lines-mono.wav")
    with wave.open(mono, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(samples.tobytes())
    stereo = os.path.join(folder, "lines.wav")
    mp3 = os.path.join(folder, "lines.mp3")
    subprocess.run(["sox", mono, "-c", "2", stereo], check=True)
    subprocess.run(["lame", "--quiet", "-b", "128", "-m", "j", stereo, mp3], check=True)
    os.remove(mono)
    os.remove(stereo)
    with open(os.path.join(folder, "lines.vtt"), "w") as f:
        f.write("WEBVTT\n\n" + "\n".join(
            f"{k}\n{vtt_time(line_start(k))} --> {vtt_time(line_start(k) + LINE_LENGTH)}\nLine {k}: a {line_tone_hz(k)} Hz tone.\n"
            for k in range(1, LINE_COUNT + 1)))
    return mp3


def line_trials(player, pulse, reps, seed=1):
    """`reps` jumps to the next cue while the monitor is recorded: listend `line next`, mpv an
    absolute seek to that cue's start. Each is sent while the cue before it sounds (0.35 to 0.6 s
    after the previous jump was sent); after the last cue, cue 1 is sought unmeasured."""
    rng = random.Random(seed)
    if player.name == "listend":
        st = player.ctl.status()
        if st.get("lines") != LINE_COUNT:
            raise RuntimeError(f"listend reads {st.get('lines')} cues, not {LINE_COUNT} (transcript_error {st.get('transcript_error')!r})")
        sub = Listend(player.sock)
        sub.send('{"cmd":"subscribe","interval_ms":1000}\n')
        sub.readline()

        def goto(k):
            r = player.ctl.request({"cmd": "line", "to": k})
            assert r.get("ok"), r

        def jump(k):
            player.ctl.send('{"cmd":"line","to":"next"}\n')
            return json.loads(player.ctl.readline())
        kinds = {"seeked": lambda ev, k: ev.get("event") == "seeked",
                 "line": lambda ev, k: ev.get("event") == "line" and (ev.get("line") or {}).get("index") == k}
    else:
        sub = LineClient(player.sock)  # every mpv IPC client receives the events

        def goto(k):
            player.seek(line_start(k))

        def jump(k):
            player.ctl.send(json.dumps({"command": ["seek", line_start(k), "absolute"], "request_id": 0}) + "\n")
            while True:
                reply = json.loads(player.ctl.readline())
                if reply.get("request_id") == 0:
                    return reply
        kinds = {"seek": lambda ev, k: ev.get("event") == "seek",
                 "playback-restart": lambda ev, k: ev.get("event") == "playback-restart"}
    events = EventLog(sub)
    rec = MonitorRecorder(pulse)
    trials = []
    try:
        rec.wait_started()
        goto(1)
        cur = 1
        time.sleep(0.6)
        for _ in range(reps):
            if cur == LINE_COUNT:
                goto(1)
                cur = 1
                time.sleep(0.6)
            t0 = time.monotonic()
            reply = jump(cur + 1)
            t1 = time.monotonic()
            trials.append({"from": cur, "to": cur + 1, "sent": t0, "reply_ms": (t1 - t0) * 1000, "reply": reply})
            cur += 1
            time.sleep(rng.uniform(0.35, 0.6))
        time.sleep(0.5)
    finally:
        samples = rec.stop()
        events.stop()
    freqs = [line_tone_hz(k) for k in range(1, LINE_COUNT + 1)]
    ms = lambda s: int(s * RATE / 1000)
    # The tones' level on the monitor: the cue sounding just before each jump.
    before = [strongest_tone(samples, rec.index_at(t["sent"]) - ms(40), freqs) for t in trials]
    level = statistics.median(a for _, a in before) if before else 0
    if level < 300:
        raise RuntimeError(f"nothing heard on the monitor (level {level:.0f})")

    def heard_at(center):
        i, a = strongest_tone(samples, center, freqs)
        return i + 1 if a >= level / 4 else None
    for t, (bi, ba) in zip(trials, before):
        t["before"] = bi + 1 if ba >= level / 4 else None
        s = rec.index_at(t["sent"])
        # Searched from 30 ms before the command: a cue heard before it was asked for would show as a negative time.
        onset = tone_onset(samples, s - ms(30), min(len(samples), s + ms(1500)), line_tone_hz(t["to"]), level)
        if onset is None:
            t["heard_ms"] = None
            t["heard"] = heard_at(s + ms(500))
        else:
            t["heard_ms"] = (rec.arrival_of(onset) - t["sent"]) * 1000
            t["heard"] = heard_at(onset + ms(40))
        for kind, match in kinds.items():
            at, ev = events.first_after(t["sent"], lambda ev: match(ev, t["to"]))
            t[f"{kind}_ms"] = None if at is None else (at - t["sent"]) * 1000
        if player.name == "listend":
            data = t["reply"].get("data") or {}
            t["landed"] = None if data.get("position") is None else round(data["position"] - line_start(t["to"]), 4)
        t["reply"] = json.dumps(t["reply"])[:160]
    gaps = [(b - a) * 1000 for (a, _), (b, _) in zip(rec.arrivals, rec.arrivals[1:])]
    with open(os.path.join(player.work, "monitor.raw"), "wb") as f:  # kept with --keep
        f.write(samples.tobytes())

    def stats(values):
        values = [v for v in values if v is not None]
        return {"p50": percentile(values, 50), "max": max(values), "n": len(values)} if values else None
    right = [t for t in trials if t["heard"] == t["to"] and t["heard_ms"] is not None]
    out = {"reps": len(trials), "level": round(level), "heard_ms": stats(t["heard_ms"] for t in right),
           "reply_ms": stats(t["reply_ms"] for t in trials),
           "events_ms": {kind: stats(t[f"{kind}_ms"] for t in trials) for kind in kinds},
           "wrong": [{k: t[k] for k in ("from", "to", "before", "heard", "heard_ms")} for t in trials if t not in right],
           "monitor_chunks_ms": {"p50": percentile(gaps, 50), "p99": percentile(gaps, 99)},
           "trials": [{k: (round(v, 3) if isinstance(v, float) else v) for k, v in t.items()} for t in trials]}
    return out


def run_lines(args, work, pulse, only):
    """`line next` in listend and an absolute seek in mpv, each heard on the monitor."""
    out = {"started": now(), "reps": args.line_reps, "players": {},
           "file": {"cues": LINE_COUNT, "spacing": LINE_SPACING, "length": LINE_LENGTH,
                    "tones": f"{min(map(line_tone_hz, range(1, LINE_COUNT + 1)))}–{max(map(line_tone_hz, range(1, LINE_COUNT + 1)))} Hz"}}
    mp3 = make_line_media(work)
    underruns = len(pulse.underruns())
    root = os.path.join(work, "lines")
    for name in [p for p in LINE_PLAYERS if p in only]:
        player = ListendPlayer(root, pulse, args.bin) if name == "listend" else MpvPlayer(root, pulse)
        r = out["players"][name] = {}
        try:
            log(f"== lines {name}  (load {loadavg()})")
            player.start()
            player.play(mp3)
            r["load_before"] = loadavg()
            r.update(line_trials(player, pulse, args.line_reps))
            r["load_after"] = loadavg()
            log(f"   heard {r['heard_ms']}; reply {r['reply_ms']}; events {r['events_ms']}; wrong {r['wrong']}")
        except Exception as e:  # reported, the run goes on
            r["failure"] = f"{type(e).__name__}: {e}"
            log(f"   FAILED: {r['failure']}")
        finally:
            player.stop()
    out["underruns_logged"] = len(pulse.underruns()) - underruns
    out["finished"] = now()
    return out


# ---------------------------------------------------------------- dictation

DICTATION_TITLE = "Bench Dictation"
NUMBER_WORDS = {"two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9",
                "ten": "10", "twelve": "12", "fifteen": "15", "twenty": "20", "twenty-one": "21", "thirty-five": "35",
                "forty": "40", "a hundred and five": "105"}
CONTRACTIONS = {"don't": "do not", "doesn't": "does not", "didn't": "did not", "isn't": "is not", "can't": "cannot",
                "won't": "will not", "it's": "it is", "I'm": "I am", "I'd": "I would", "we've": "we have",
                "they're": "they are", "you'll": "you will", "that's": "that is", "let's": "let us"}
_PEOPLE = ["Anna", "Tom", "my sister", "the manager", "our neighbours", "the doctor", "your friend", "the children",
           "Mr Patel", "the new teacher", "my grandmother", "the driver", "Lucy", "the engineers", "his cousin"]
_THINGS = ["ticket", "umbrella", "report", "kitchen", "bicycle", "letter", "window", "garden", "meeting", "suitcase",
           "newspaper", "computer", "sandwich", "library card", "timetable", "passport", "recipe", "guitar", "jacket",
           "museum guide", "birthday cake", "washing machine", "phone charger", "coffee machine"]
_PLACES = ["the station", "Manchester", "the market", "the airport", "the hospital", "the city centre", "the beach",
           "the office", "Edinburgh", "the post office", "the swimming pool", "the old bridge", "the bus stop"]
_TIMES = ["this morning", "yesterday", "last week", "on Friday", "after lunch", "before dinner", "every day",
          "at the weekend", "tomorrow", "in the evening", "next month", "twice a week"]
_ADJ = ["broken", "expensive", "enormous", "well-known", "quiet", "crowded", "delicious", "old-fashioned",
        "comfortable", "difficult", "surprising", "beautiful", "dirty", "ready", "late"]
_VERBS = [("bring", "brought"), ("clean", "cleaned"), ("find", "found"), ("carry", "carried"), ("open", "opened"),
          ("repair", "repaired"), ("check", "checked"), ("borrow", "borrowed"), ("paint", "painted"), ("sell", "sold"),
          ("forget", "forgot"), ("lose", "lost"), ("buy", "bought"), ("wash", "washed")]
_TEMPLATES = [
    "{P} {past} the {t} {time}.",
    "Could you {verb} the {t}, please?",
    "I'd like {n} tickets to {pl}, please.",
    "{P} doesn't want to {verb} the {t} {time}.",
    "It's {n} o'clock and the {t} is still {a}.",
    "Where is the {a} {t}?",
    "We've been waiting at {pl} for {n} minutes.",
    "Don't forget to {verb} the {t} before you leave!",
    "The {t} was {a}, but the {t2} was even more {a2}.",
    "\u201cExcuse me,\u201d said {P}, \u201cis this the way to {pl}?\u201d",
    "They're going to {pl} {time} with {n} friends.",
    "I'm sure {P} didn't {verb} the {t}.",
    "That's the most {a} {t} I have ever seen.",
    "If it rains, you'll need an umbrella at {pl}.",
    "{P} can't {verb} the {t} without some help.",
    "Let's meet at {pl} at half past {n}.",
    "How much does the {a} {t} cost?",
    "There are {n} people waiting outside {pl}.",
    "The {t} isn't {a}; it's just a little {a2}.",
    "We won't {verb} anything {time}, I promise.",
    "Why did {P} {verb} the {t} {time}?",
    "My train leaves {pl} at {n} fifteen.",
]


def dictation_material(n, seed=7):
    """`n` cues of varied sentences and what a learner types for each: most are right with case,
    punctuation, digits or contractions changed; the rest have a spelling slip, a missing, extra
    or wrong word, or several, and a few are left blank. Returns (WebVTT text, typed lines,
    line numbers typed without a mistake, the audio's length in seconds)."""
    rng = random.Random(seed)
    t = 0.5
    cues, typed, clean = [], [], []
    for k in range(1, n + 1):
        verb, past = rng.choice(_VERBS)
        things = rng.sample(_THINGS, 2)
        adjs = rng.sample(_ADJ, 2)
        person = rng.choice(_PEOPLE)
        text = rng.choice(_TEMPLATES).format(
            P=person, verb=verb, past=past, t=things[0], t2=things[1], a=adjs[0], a2=adjs[1],
            pl=rng.choice(_PLACES), time=rng.choice(_TIMES), n=rng.choice([w for w in NUMBER_WORDS if w != "a hundred and five"]))
        if rng.random() < 0.03:
            text = f"The fare to {rng.choice(_PLACES)} was {rng.choice(['a hundred and five', 'thirty-five', 'twenty-one'])} pounds."
        first = 1 if text[0] == "\u201c" else 0
        text = text[:first] + text[first].upper() + text[first + 1:]
        duration = round(0.6 + 0.28 * len(text.split()), 3)
        speaker = rng.choice(["Anna", "Tom", None])
        cues.append(f"{k}\n{vtt_time(t)} --> {vtt_time(t + duration)}\n" + (f"<v {speaker}>" if speaker else "") + text + "\n")
        t += duration + 0.4
        typed_line, mistaken = learner_types(text, rng)
        typed.append(typed_line)
        if not mistaken:
            clean.append(k)
    return "WEBVTT\n\n" + "\n".join(cues), typed, clean, t + 1.0


def learner_types(text, rng):
    """What a learner types for `text`, and whether it has a mistake."""
    s = text
    if rng.random() < 0.5:
        for word, digits in sorted(NUMBER_WORDS.items(), key=lambda kv: -len(kv[0])):
            s = re.sub(rf"\b{re.escape(word)}\b", digits, s)
    if rng.random() < 0.4:
        for short, long in CONTRACTIONS.items():
            s = re.sub(rf"(?i)(?<![\w']){re.escape(short)}(?![\w'])", long, s)
    if rng.random() < 0.6:
        s = re.sub(r"[^\w\s'-]", "", s)
    if rng.random() < 0.5:
        s = s.lower()
    words = s.split()
    roll = rng.random()
    if roll < 0.01:
        return "", True
    if roll < 0.62:
        return " ".join(words), False
    order = ["missing", "slip", "wrong", "extra"]  # so that no mistake undoes another
    kinds = sorted(rng.sample(order, 2 if roll > 0.92 else 1), key=order.index)
    for kind in kinds:
        if kind == "slip":
            long_words = [i for i, w in enumerate(words) if len(re.sub(r"\W", "", w)) >= 4 and w.isalpha()]
            if not long_words:
                kind = "extra"
            else:
                i = rng.choice(long_words)
                w = words[i]
                j = rng.randrange(1, len(w) - 1)
                if rng.random() < 0.5:
                    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:] if w[j] != w[j + 1] else w[:j] + w[j + 1:]
                else:
                    words[i] = w[:j] + rng.choice([c for c in "aeioustrn" if c != w[j]]) + w[j + 1:]
        if kind == "missing" and len(words) > 3:
            del words[rng.randrange(len(words))]
        if kind == "extra":
            known = set(re.findall(r"[\w']+", text.lower()))
            words.insert(rng.randrange(len(words) + 1), rng.choice([w for w in ["really", "the", "very", "um", "so", "just"] if w not in known]))
        if kind == "wrong":
            i = rng.randrange(len(words))
            words[i] = rng.choice(["banana", "yellow", "quickly", "seventeen", "nothing"])
    return " ".join(words), True


def learnctl_env(root, sock):
    """A private HOME, XDG data, state, config and runtime folders: nothing of the user's is read or written."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "NO_COLOR": "1", "LISTEND_SOCKET": sock}
    for key, sub in [("HOME", "home"), ("XDG_DATA_HOME", "home/.local/share"), ("XDG_STATE_HOME", "home/.local/state"),
                     ("XDG_CONFIG_HOME", "home/.config"), ("XDG_RUNTIME_DIR", "runtime")]:
        env[key] = os.path.join(root, sub)
        os.makedirs(env[key], mode=0o700, exist_ok=True)
    return env


def timed_run(argv, env, stdin_path, stdout_path):
    """One process: wall time, CPU (user + sys) and max RSS from its resource usage (wait4)."""
    with open(stdin_path, "rb") as fin, open(stdout_path, "wb") as fout, open(stdout_path + ".err", "wb") as ferr:
        t0 = time.monotonic()
        proc = subprocess.Popen(argv, env=env, stdin=fin, stdout=fout, stderr=ferr)
        _, status, ru = os.wait4(proc.pid, 0)
        wall = time.monotonic() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    return {"wall_ms": wall * 1000, "user_ms": ru.ru_utime * 1000, "sys_ms": ru.ru_stime * 1000,
            "cpu_ms": (ru.ru_utime + ru.ru_stime) * 1000, "max_rss_kb": ru.ru_maxrss, "status": proc.returncode,
            "stderr": open(stdout_path + ".err", errors="replace").read()[-400:]}


def check_dictation_output(path, n, clean):
    """The output holds n results (lines 1…n, in order) and a summary of n lines; raises otherwise."""
    objects, bad = [], 0
    for line in open(path, errors="replace"):
        try:
            objects.append(json.loads(line))
        except ValueError:
            bad += 1
    results = [o for o in objects if o.get("type") == "result"]
    summaries = [o for o in objects if o.get("type") == "summary"]
    problems = []
    if bad:
        problems.append(f"{bad} output lines are not JSON")
    if len(results) != n:
        problems.append(f"{len(results)} result objects, not {n}")
    elif [o.get("line") for o in results] != list(range(1, n + 1)):
        problems.append("the results are not lines 1…n in order")
    if len(summaries) != 1 or objects[-1].get("type") != "summary":
        problems.append(f"{len(summaries)} summary objects (the last object is {objects[-1].get('type') if objects else 'missing'})")
    elif summaries[0].get("lines") != n:
        problems.append(f"the summary counts {summaries[0].get('lines')} lines, not {n}")
    if problems:
        raise RuntimeError("practice dictation output: " + "; ".join(problems))
    s = summaries[0]
    perfect = [o["line"] for o in results if o.get("perfect")]
    verdicts = {}
    for o in results:
        for w in o.get("words", []):
            verdicts[w.get("verdict")] = verdicts.get(w.get("verdict"), 0) + 1
    return {"percent": s.get("percent"), "accuracy": s.get("accuracy"), "lines_right": s.get("lines_right"),
            "typed_clean": len(clean), "verdicts": verdicts,
            "clean_not_perfect": sorted(set(clean) - set(perfect))[:10],
            "perfect_not_clean": sorted(set(perfect) - set(clean))[:10]}


def run_dictation(args, work):
    """`learnctl practice dictation TITLE --json --no-play` with n typed lines on stdin, timed as a
    whole process, against a listend (null output) holding an n-line recording, signed in to an
    account of its own."""
    n = args.dictation_lines
    root = os.path.join(work, "dictation")
    os.makedirs(root, exist_ok=True)
    sock = os.path.join(root, "runtime", "listend.sock")
    env = learnctl_env(root, sock)
    out = {"started": now(), "lines": n, "runs": [], "runs_asked": args.dictation_runs}
    vtt, typed, clean, seconds = dictation_material(n)
    audio = os.path.join(root, "dictation.flac")
    subprocess.run(["sox", "-n", "-r", "8000", "-c", "1", "-b", "16", audio, "trim", "0", f"{seconds:.3f}"], check=True)
    with open(os.path.join(root, "dictation.vtt"), "w") as f:
        f.write(vtt)
    typed_path = os.path.join(root, "typed.txt")
    with open(typed_path, "w") as f:
        f.write("\n".join(typed) + "\n")
    out["audio_s"] = round(seconds, 1)
    out["typed_clean"] = len(clean)
    learnctl = os.path.join(args.bin, "learnctl")
    daemon = subprocess.Popen([os.path.join(args.bin, "listend"), "--socket", sock, "--state-dir", os.path.join(root, "state"),
                               "--data-dir", os.path.join(root, "data"), "--audio-dir", os.path.join(ROOT, "Audio"),
                               "--output", "null", "--no-mpris"], env=env, stdin=subprocess.DEVNULL,
                              stdout=open(os.path.join(root, "listend.log"), "ab"), stderr=subprocess.STDOUT)
    try:
        def up():
            try:
                Listend(sock, 1).close()
                return True
            except OSError:
                return False
        wait_for(up, 20, 0.05, "listend")

        def learnctl_ok(argv, stdin=""):
            r = subprocess.run([learnctl, *argv], env=env, input=stdin, capture_output=True, text=True)
            if r.returncode != 0:
                raise RuntimeError(f"learnctl {' '.join(argv)} exited {r.returncode}: {(r.stderr or r.stdout)[:300]}")
            return r
        learnctl_ok(["signup", "--email", "bench@example.com", "--password-stdin"], "bench password 1\n")
        learnctl_ok(["library", "add", audio, "--title", DICTATION_TITLE, "--transcript", os.path.join(root, "dictation.vtt")])
        argv = [learnctl, "practice", "dictation", DICTATION_TITLE, "--json", "--no-play"]
        for i in range(args.dictation_runs):
            log(f"== dictation run {i + 1}  (load {loadavg()})")
            before = proc_cpu_s(daemon.pid)
            result_path = os.path.join(root, f"run{i + 1}.jsonl")
            r = timed_run(argv, env, typed_path, result_path)
            r["listend_cpu_ms"] = (proc_cpu_s(daemon.pid) - before) * 1000
            r["load"] = loadavg()
            if r["status"] != 0:
                raise RuntimeError(f"learnctl practice dictation exited {r['status']}: {r['stderr']}")
            r["check"] = check_dictation_output(result_path, n, clean)
            r.pop("stderr")
            out["runs"].append(r)
            log(f"   wall {r['wall_ms']:.0f} ms, CPU {r['cpu_ms']:.0f} ms (user {r['user_ms']:.0f}, sys {r['sys_ms']:.0f}), "
                f"max RSS {r['max_rss_kb'] / 1024:.1f} MB, listend {r['listend_cpu_ms']:.0f} ms; {r['check']}")
        out["wall_ms"] = statistics.median(r["wall_ms"] for r in out["runs"])
        out["cpu_ms"] = statistics.median(r["cpu_ms"] for r in out["runs"])
        out["user_ms"] = statistics.median(r["user_ms"] for r in out["runs"])
        out["sys_ms"] = statistics.median(r["sys_ms"] for r in out["runs"])
        out["max_rss_kb"] = max(r["max_rss_kb"] for r in out["runs"])
        out["listend_cpu_ms"] = statistics.median(r["listend_cpu_ms"] for r in out["runs"])
        out["check"] = out["runs"][-1]["check"]
    except Exception as e:  # the row says so, loudly
        out["failure"] = f"{type(e).__name__}: {e}"
        log(f"   FAILED: {out['failure']}")
    finally:
        daemon.terminate()
        try:
            daemon.wait(5)
        except subprocess.TimeoutExpired:
            daemon.kill()
            daemon.wait()
    out["finished"] = now()
    return out


# ---------------------------------------------------------------- the run

def versions(bindir):
    def first(argv):
        try:
            r = subprocess.run(argv, capture_output=True, text=True, timeout=10)
            return (r.stdout or r.stderr).strip().splitlines()[0]
        except (OSError, IndexError, subprocess.TimeoutExpired):
            return "?"

    def deb(pkg):
        return first(["dpkg-query", "-W", "-f=${Version}", pkg])
    return {
        "listend": f"{deb('libmpg123-0')} libmpg123; build {first(['git', '-C', ROOT, 'rev-parse', '--short', 'HEAD'])}"
                   f"{' (+ uncommitted changes)' if subprocess.run(['git', '-C', ROOT, 'diff', '--quiet', 'HEAD', '--', 'Sources', 'Package.swift']).returncode else ''}",
        "swift": first(["swift", "--version"]),
        "mpd": deb("mpd"), "mpc": deb("mpc"), "mpv": deb("mpv"), "cmus": deb("cmus"), "mpg123": deb("mpg123"),
        "pulseaudio": deb("pulseaudio"), "libsonic": deb("libsonic0"),
    }


def machine():
    model = "?"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    mem = open("/proc/meminfo").readline().split()[1]
    osname = "?"
    try:
        for line in open("/etc/os-release"):
            if line.startswith("PRETTY_NAME="):
                osname = line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} CPUs, {int(mem) // 1024} MB RAM, {osname}, Linux {platform.release()}"


def make_media(work):
    fixtures = os.path.join(work, "fixtures")
    subprocess.run([sys.executable, os.path.join(ROOT, "Tests/Fixtures/make_fixtures.py"), fixtures], check=True)
    # The benchmark file: 120 s, stereo, 128 kbps CBR (the marks tones, one per channel pair).
    wav = os.path.join(work, "stereo.wav")
    mp3 = os.path.join(work, "music-128k.mp3")
    subprocess.run(["sox", os.path.join(fixtures, "marks.wav"), "-c", "2", wav], check=True)
    subprocess.run(["lame", "--quiet", "-b", "128", "-m", "j", wav, mp3], check=True)
    return mp3, os.path.join(fixtures, "marks-vbr-noxing.mp3")


def run(args):
    work = tempfile.mkdtemp(prefix="bench-")
    bench_mp3, vbr = make_media(work)
    pulse = PrivatePulse()
    log(f"private PulseAudio pid {pulse.pid} in {pulse.dir}; work {work}")
    results = {"started": datetime.datetime.now().astimezone().isoformat(timespec="seconds"), "players": {},
               "machine": machine(), "versions": versions(args.bin), "seconds": args.seconds}
    only = args.only.split(",") if args.only else PLAYERS
    sections = args.sections.split(",")
    results["sections"] = [s for s in SECTIONS if s in sections]

    def make(name):
        return {"listend": lambda: ListendPlayer(work, pulse, args.bin), "mpg123": lambda: Mpg123Player(work, pulse),
                "mpd": lambda: MPDPlayer(work, pulse), "mpv": lambda: MpvPlayer(work, pulse),
                "cmus": lambda: CmusPlayer(work, pulse)}[name]()
    try:
        for name in [p for p in PLAYERS if p in only and "players" in sections]:
            r = results["players"][name] = {}
            player = make(name)
            try:
                log(f"== {name}  (load {loadavg()})")
                player.start()
                player.play(bench_mp3)
                time.sleep(5)
                r["load_before"] = loadavg()
                r["playing"] = measure_running(player.pid, args.seconds, pulse.pid)
                r["load_after"] = loadavg()
                r["smaps"] = smaps_rollup(player.pid)
                log(f"   playing: {r['playing']}  load {r['load_after']}")
                if player.has_protocol:
                    r["rtt"] = measure_rtt(player, args.queries)
                    log(f"   status round trip: {r['rtt']}")
                    argv, env, label = player.cli_status()
                    if argv:
                        stdin = b"status\n" if argv[0] == "socat" else None
                        r["cli"] = measure_cli(argv, env, args.cli_runs, stdin)
                        r["cli"]["label"] = label
                        log(f"   CLI status: {r['cli']}")
                    lat = []
                    for i in range(args.seeks):
                        v = player.seek_event_latency(20 + i)
                        if v is None:
                            break
                        lat.append(v * 1000)
                        time.sleep(0.1)
                    if lat:
                        r["seek_event_ms"] = {"p50": percentile(lat, 50), "max": max(lat), "n": len(lat)}
                        log(f"   seek -> event: {r['seek_event_ms']}")
                if player.can_pause:
                    player.pause()
                    time.sleep(1)
                    r["paused"] = measure_running(player.pid, args.paused_seconds, pulse.pid)
                    log(f"   paused: {r['paused']}")
                    player.resume()
                if name != "mpg123":
                    player.play(vbr)
                    time.sleep(1.0)
                    r["vbr_duration"] = player.duration()
                    r["vbr_seek"] = record_seek(player, pulse, 80, work)
                    r["vbr_position_reported"] = player.position()
                    log(f"   VBR no Xing: duration {r['vbr_duration']}, heard {r['vbr_seek']['heard']}, "
                        f"reply {str(r['vbr_seek']['reply'])[:120]}")
            except Exception as e:  # a peer that fails is reported, the run goes on
                r["failure"] = f"{type(e).__name__}: {e}"
                log(f"   FAILED: {r['failure']}")
            finally:
                player.stop()
        results["underruns_logged"] = len(pulse.underruns())
        if "lines" in sections and any(p in only for p in LINE_PLAYERS):
            results["lines"] = run_lines(args, work, pulse, only)
        if "dictation" in sections and "listend" in only:
            results["dictation"] = run_dictation(args, work)
        if "speed" in sections and any(p in only for p in SPEED_PLAYERS):
            results["speed"] = run_speed(args, work, pulse, bench_mp3, only)
            results["speed"]["underruns_logged"] = len(pulse.underruns()) - results["underruns_logged"] \
                - results.get("lines", {}).get("underruns_logged", 0)
            results["speed"]["sonic_quality"] = sonic_quality()
        if "formats" in sections and any(p in only for p in formats.PLAYERS):
            def player_in(name, root):
                return ListendPlayer(root, pulse, args.bin) if name == "listend" else MpvPlayer(root, pulse)
            results["formats"] = formats.run_formats(args, work, pulse, bench_mp3, only, player_in, measure_speed_window)
    finally:
        pulse.stop()
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    results["finished"] = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    results["load_end"] = loadavg()
    return results


# ---------------------------------------------------------------- report

TARGETS = {
    "rss": "≤ 12 MB", "cpu": "≤ 1.1 × mpg123", "ctx_playing": "≤ 40", "ctx_paused": "≤ 0.5",
    "rtt_p50": "≤ mpv", "rtt_p99": "≤ cmus", "cli": "≤ mpc status", "seek": "p50 ≤ mpv, max ≤ 2 ms", "vbr": "exact",
}


def fmt(v, spec):
    return "—" if v is None else format(v, spec)


def player_rows(results, names):
    """The players section's rows: (figure, {player: cell}, target)."""
    P = results["players"]
    g = lambda n, *keys: _dig(P.get(n, {}), keys)
    rows = []
    rows.append(("RSS while playing (max, MB)", {n: fmt(_mb(g(n, "playing", "rss_kb")), ".1f") for n in names}, TARGETS["rss"]))
    rows.append((f"CPU while playing, {results['seconds']} s (% of one core)",
                 {n: fmt(g(n, "playing", "cpu_pct"), ".2f") for n in names}, TARGETS["cpu"]))
    rows.append(("PulseAudio server CPU meanwhile (%)", {n: fmt(g(n, "playing", "pulse_cpu_pct"), ".2f") for n in names}, ""))
    rows.append(("context switches/s, playing", {n: fmt(g(n, "playing", "ctx_per_s"), ".1f") for n in names}, TARGETS["ctx_playing"]))
    rows.append(("context switches/s, paused", {n: fmt(g(n, "paused", "ctx_per_s"), ".1f") for n in names}, TARGETS["ctx_paused"]))
    rows.append(("threads", {n: fmt(g(n, "playing", "threads"), "d") for n in names}, ""))
    rows.append(("status round trip p50 (µs)", {n: fmt(g(n, "rtt", "p50_us"), ".0f") for n in names}, TARGETS["rtt_p50"]))
    rows.append(("status round trip p99 (µs)", {n: fmt(g(n, "rtt", "p99_us"), ".0f") for n in names}, TARGETS["rtt_p99"]))
    rows.append(("CLI status, whole process p50 (ms)", {n: fmt(g(n, "cli", "p50_ms"), ".2f") for n in names}, TARGETS["cli"]))
    rows.append(("seek → event on a subscriber p50 / max (ms)",
                 {n: (f"{g(n, 'seek_event_ms', 'p50'):.2f} / {g(n, 'seek_event_ms', 'max'):.2f}" if g(n, "seek_event_ms", "p50") is not None else "—") for n in names},
                 TARGETS["seek"]))
    rows.append(("VBR no Xing: reported duration (s; true 120)", {n: fmt(g(n, "vbr_duration"), ".1f") for n in names}, "120"))
    rows.append(("VBR no Xing: seek to 80 s, heard", {n: _heard(g(n, "vbr_seek")) for n in names}, TARGETS["vbr"]))
    return rows


# The rows and notes of the sections that add to the players table, told apart by how they begin,
# so that a run of some sections keeps the others' figures.
ROW_PREFIXES = {"lines": "`line next` →", "dictation": "`learnctl practice dictation"}
NOTE_PREFIXES = {"lines": "- `line next`", "dictation": "- `learnctl practice dictation`"}


def section_of(text, prefixes):
    return next((s for s, p in prefixes.items() if text.startswith(p)), None)


def _p50_max(st):
    return "—" if not st else f"{st['p50']:.1f} / {st['max']:.1f}"


def extra_rows(results):
    """The rows of the lines and dictation sections run now."""
    rows = []
    L = results.get("lines")
    if L:
        cells = {}
        for name, r in L["players"].items():
            if "failure" in r:
                cells[name] = "failed (below)"
                continue
            cells[name] = _p50_max(r.get("heard_ms")) + (" (absolute seek)" if name == "mpv" else "")
            if r.get("wrong"):
                cells[name] += f", {len(r['wrong'])} of {r['reps']} not the line asked for"
        rows.append((f"`line next` → heard on the monitor, p50 / max (ms; {L['reps']} jumps)", cells, ""))
    D = results.get("dictation")
    if D:
        what = f"`learnctl practice dictation --json`, {D['lines']:,} lines"
        if "failure" in D:
            rows.append((f"{what}: wall, median of {D['runs_asked']} (ms; ms per line)", {"listend": "**FAILED** (below)"}, ""))
            rows.append((f"{what}: CPU user + sys (ms) / max RSS (MB)", {"listend": "**FAILED** (below)"}, ""))
        else:
            rows.append((f"{what}: wall, median of {D['runs_asked']} (ms; ms per line)",
                         {"listend": f"{D['wall_ms']:.0f} ({D['wall_ms'] / D['lines']:.2f})"}, ""))
            rows.append((f"{what}: CPU user + sys (ms) / max RSS (MB)",
                         {"listend": f"{D['cpu_ms']:.0f} / {D['max_rss_kb'] / 1024:.1f}"}, ""))
    return rows


def extra_notes(results):
    """The notes of the lines and dictation sections run now, one line each; see `note_key`."""
    notes = []
    build = results["versions"].get("listend", "?").split("build ")[-1]
    L = results.get("lines")
    if L:
        f = L["file"]
        notes.append(f"- `line next` → heard, how: {L['reps']} jumps to the next cue of a {f['cues']}-cue 128 kbps MP3 (cue k a tone "
                     f"of its own, {f['tones']}, {f['length']:g} s, a cue every {f['spacing']:g} s; WebVTT beside it), each sent while "
                     "the cue before sounds; heard = when the 2 ms chunk of the sink's monitor (parec) holding the new cue's first "
                     "sound (its tone at half level in a 10 ms window) reached the recorder. mpv has no transcript: an absolute "
                     "`seek` to the cue's start.")
        for name, r in L["players"].items():
            head = f"- `line next`, {name} (run {L['started']}" + (f", build {build})" if name == "listend" else ")")
            if "failure" in r:
                notes.append(f"{head}: failed: {r['failure']}")
                continue
            ev = ", ".join(f"`{k}` event {_p50_max(v)} ms" for k, v in r["events_ms"].items())
            wrong = ("every jump heard at the cue asked for" if not r["wrong"] else
                     "not the cue asked for: " + ", ".join(f"{w['from']}→{w['to']} heard {w['heard']}" for w in r["wrong"]))
            extra = ""
            if name == "listend":
                off = [t for t in r["trials"] if t.get("landed") is not None and abs(t["landed"]) > 0.001]
                extra = "; reply position at the cue's start" + ("" if not off else f" except {len(off)} (off by up to {max(abs(t['landed']) for t in off):.3f} s)")
            notes.append(f"{head}: p50 / max reply {_p50_max(r['reply_ms'])} ms, {ev}; {wrong}{extra}; monitor chunks every "
                         f"{r['monitor_chunks_ms']['p50']:.1f} ms (p99 {r['monitor_chunks_ms']['p99']:.1f}); load "
                         f"{r.get('load_before', '?').split()[0]} → {r.get('load_after', '?').split()[0]}.")
    D = results.get("dictation")
    if D:
        head = (f"- `learnctl practice dictation` (run {D['started']}, build {build}): `--json --no-play` with "
                f"{D['lines']:,} typed lines on stdin ({D.get('typed_clean', '?')} right but for case, punctuation, digits or contractions; "
                f"the rest with slips, missing, extra or wrong words, a few blank) for a {D['lines']:,}-cue WebVTT recording "
                f"({D.get('audio_s', '?')} s of silence, FLAC) added with `library add`; listend `--output null`; a signed-in account; "
                "private HOME and XDG folders; wall and CPU from the process's wait4 resource usage.")
        if "failure" in D:
            notes.append(f"{head} **FAILED**: {D['failure']}")
        else:
            c = D["check"]
            runs = ", ".join(f"{r['wall_ms']:.0f}" for r in D["runs"])
            mismatch = ""
            if c["clean_not_perfect"] or c["perfect_not_clean"]:
                mismatch = (f" Typed right but not scored perfect: lines {c['clean_not_perfect']}; scored perfect but typed with a "
                            f"mistake: lines {c['perfect_not_clean']} (first 10).")
            notes.append(f"{head} Wall per run {runs} ms; median CPU user {D['user_ms']:.0f} ms, sys {D['sys_ms']:.0f} ms; "
                         f"listend's own CPU meanwhile {D['listend_cpu_ms']:.0f} ms. Output checked: {D['lines']:,} results and a summary; "
                         f"{c['percent']} %, {c['lines_right']} lines right (typed right: {c['typed_clean']}); word verdicts "
                         + ", ".join(f"{k} {v}" for k, v in sorted(c["verdicts"].items())) + "." + mismatch)
    return notes


def render_table(names, rows):
    head = "| figure | " + " | ".join(names) + " | target for listend |"
    sep = "|---|" + "---|" * len(names) + "---|"
    lines = [head, sep] + [f"| {label} | " + " | ".join(vals.get(n, "—") for n in names) + f" | {target} |" for label, vals, target in rows]
    return "\n".join(lines)


def parse_table(lines):
    """The figures table among `lines`: (its first line, the line after it, player names, rows), or None."""
    start = next((i for i, line in enumerate(lines) if line.startswith("| figure |")), None)
    if start is None:
        return None
    end = start
    while end < len(lines) and lines[end].startswith("|"):
        end += 1
    cells = lambda line: [c.strip() for c in line.strip()[1:-1].split(" | ")]
    names = cells(lines[start])[1:-1]
    rows = []
    for line in lines[start + 2:end]:
        c = cells(line)
        rows.append((c[0], dict(zip(names, c[1:-1])), c[-1] if len(c) > len(names) + 1 else ""))
    return start, end, names, rows


def row_key(label):
    """A row's figure whatever its parameters: "… (ms; 20 jumps)" and "… (ms; 5 jumps)" are one figure."""
    return re.sub(r"\d[\d,]*", "N", label)


def note_key(line):
    """What a note is about: its first code span and the player after it ("- `line next`, mpv (run …": `line next`, mpv)."""
    m = re.match(r"- (`[^`]+`(?:, \w+| → heard, how)?)", line)
    return m.group(1) if m else None


def merge_items(old, new, key, section, merge=None):
    """`old` with each item of `new` in place of the old item with its key (`merge(old, new)` when given), else after
    the last old item of its section, else at the end."""
    out = list(old)
    for item in new:
        i = next((i for i, o in enumerate(out) if key(o) == key(item)), None)
        if i is not None:
            out[i] = merge(out[i], item) if merge else item
            continue
        same = [i for i, o in enumerate(out) if section(o) == section(item)]
        if same:
            out.insert(same[-1] + 1, item)
        else:
            out.append(item)
    return out


def merge_rows(old, new):
    """Rows of this run in place of the document's: a figure measured with the same parameters keeps the cells of
    players not run now; with other parameters it is replaced whole."""
    return merge_items(old, new, lambda r: row_key(r[0]), lambda r: section_of(r[0], ROW_PREFIXES),
                       lambda o, n: (n[0], {**o[1], **n[1]} if o[0] == n[0] else n[1], n[2]))


def merge_notes(old, new):
    return merge_items(old, new, note_key, lambda line: section_of(line, NOTE_PREFIXES))


def table(results):
    extra = extra_rows(results)
    names = [n for n in PLAYERS if n in results["players"] or any(n in v for _, v, _ in extra)]
    return render_table(names, (player_rows(results, names) if results["players"] else []) + extra)


def _dig(d, keys):
    for k in keys:
        if not isinstance(d, dict) or k not in d:
            return None
        d = d[k]
    return d


def _mb(kb):
    return None if kb is None else kb / 1024


def _heard(seek):
    if not seek:
        return "—"
    h = seek.get("heard")
    if not h:
        return "no new tone"
    off = h.get("offset")
    return f"second {h['second']}" + (f" +{off:.2f} s" if off is not None and off > 0.015 else "")


MAIN_BEGIN = "<!-- bench:begin (written by bench/bench.py) -->"
MAIN_END = "<!-- bench:end -->"


def write_report(results, path):
    text = open(path).read() if os.path.exists(path) else "# Performance\n"
    ran = results.get("sections", SECTIONS)
    old = text.split(MAIN_BEGIN, 1)[1].split(MAIN_END, 1)[0].strip("\n").split("\n") if MAIN_BEGIN in text and MAIN_END in text else []
    parsed = parse_table(old)
    # The lines and dictation rows and notes of the document stay, with those of this run put in their place.
    extra = merge_rows([r for r in (parsed[3] if parsed else []) if section_of(r[0], ROW_PREFIXES)], extra_rows(results))
    notes = merge_notes([line for line in old if section_of(line, NOTE_PREFIXES)], extra_notes(results))
    if "players" in ran:
        body = players_block(results, extra, notes)
    elif parsed:  # the players table and notes stay; only the rows and notes of the sections run change
        start, end, names, rows = parsed
        names += [n for n in PLAYERS if n not in names and any(n in v for _, v, _ in extra)]
        rest = old[end:]
        under = next((i for i, line in enumerate(rest) if line.startswith("- PulseAudio underrun")), len(rest))
        rest = merge_notes(rest[:under], extra_notes(results)) + rest[under:]
        body = "\n".join(old[:start] + [render_table(names, merge_rows(rows, extra_rows(results)))] + rest)
    else:
        names = [n for n in PLAYERS if any(n in v for _, v, _ in extra)]
        body = "\n".join(["The players section has not been run yet; these rows come from `--sections "
                          + ",".join(s for s in ran if s in ROW_PREFIXES) + "`.", "", render_table(names, extra), ""] + notes)
    text = replace_block(text, MAIN_BEGIN, MAIN_END, body)
    if "speed" in results:
        text = replace_block(text, "<!-- bench:speed:begin (written by bench/bench.py) -->", "<!-- bench:speed:end -->",
                             speed_report(results), before="\n## Fault harness")
    if "formats" in results:
        text = replace_block(text, formats.BEGIN, formats.END, formats.formats_report(results), before="\n## Fault harness")
    with open(path, "w") as f:
        f.write(text)


def players_block(results, extra, notes):
    """The main block after a players run: its table with the lines and dictation rows (`extra`), and its notes."""
    names = [n for n in PLAYERS if n in results["players"] or any(n in v for _, v, _ in extra)]
    lines = [
        f"Run {results['started']} → {results['finished']}; {results['machine']}.",
        f"Load average (1/5/15 min) per player, before → after its {results['seconds']} s window: "
        + "; ".join(f"{n} {p.get('load_before', '?')} → {p.get('load_after', '?')}" for n, p in results["players"].items()) + ".",
        "",
        render_table(names, player_rows(results, names) + extra),
        "",
        "Versions: " + ", ".join(f"{k} {v}" for k, v in results["versions"].items()) + ".",
        "",
    ]
    for n, p in results["players"].items():
        if "failure" in p:
            lines.append(f"- {n} failed: {p['failure']}")
        if "cli" in p:
            lines.append(f"- {n} CLI: `{p['cli']['label']}` p50 {p['cli']['p50_ms']:.2f} ms, p90 {p['cli']['p90_ms']:.2f} ms.")
        if "vbr_seek" in p:
            v = p["vbr_seek"]
            lines.append(f"- {n} VBR seek: reply `{json.dumps(v['reply'])[:160]}`; heard {v['heard']}; position reported "
                         f"afterwards {p.get('vbr_position_reported')}.")
    lines += notes
    lines.append(f"- PulseAudio underrun lines logged over the players section: {results.get('underruns_logged')}.")
    return "\n".join(lines)


def replace_block(text, begin, end, generated, before=None):
    """`generated` between the markers; markers not there yet go before the heading `before` (or at the end)."""
    if begin not in text:
        block = f"{begin}\n{end}\n"
        if before and before in text:
            i = text.index(before)
            text = text[:i] + "\n" + block + text[i:]
        else:
            text += f"\n{block}"
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    return head + begin + "\n" + generated + "\n" + end + tail


def write_block(path, begin, end, generated):
    """Replaces the block between the markers in the file at `path` with `generated`."""
    with open(path, encoding="utf-8") as f:
        document = f.read()
    with open(path, "w", encoding="utf-8") as f:
        f.write(replace_block(document, begin, end, generated))


def speed_table(results):
    S = results["speed"]
    head = ("| file | player | speed | CPU, % of one core (× its 1.0) | ms of CPU per s of the recording (× its 1.0) "
            "| schedstat cross-check (%) | recording advanced (s per s) | RSS max (MB) | PulseAudio server CPU (%) |")
    lines = [head, "|---|---|---|---|---|---|---|---|---|"]
    for label, fr in S["files"].items():
        for name, runs in fr["players"].items():
            base = next((r for r in runs if r["speed"] == 1.0 and "failure" not in r), None)
            for r in runs:
                cells = [label, name, f"{r['speed']}×"]
                if "failure" in r:
                    lines.append("| " + " | ".join(cells + ["failed (below)"] + ["—"] * 5) + " |")
                    continue
                ms = r["cpu_s"] * 1000 / (r["wall"] * r["speed"])  # per second of the recording played
                ratio = lambda v, b: f" ({v / b:.2f} ×)" if b else ""
                b_pct = base["cpu_pct"] if base else None
                b_ms = base["cpu_s"] * 1000 / base["wall"] if base else None  # at 1.0 the recording runs at wall speed
                cells += [f"{r['cpu_pct']:.2f}{ratio(r['cpu_pct'], b_pct)}", f"{ms:.1f}{ratio(ms, b_ms)}",
                          f"{r['sched_cpu_pct']:.2f}", fmt(r.get("advance"), ".3f"), f"{r['rss_kb'] / 1024:.1f}",
                          f"{r['pulse_cpu_pct']:.2f}"]
                lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def speed_report(results):
    S = results["speed"]
    v = results["versions"]
    q = S.get("sonic_quality")
    tick = 1 / os.sysconf("SC_CLK_TCK")
    files = "; ".join(f"{label}: `{fr['path']}` ({fr.get('what', '')}; {fr['format'].get('channels', '?')} ch, {fr['format'].get('rate', '?')} Hz, "
                      f"{fr['format'].get('duration') or float('nan'):.1f} s)" for label, fr in S["files"].items())
    lines = [
        f"Run {S['started']} → {S['finished']}; {results['machine']}.",
        f"Each player is a fresh process per speed, playing into the private PulseAudio null sink: "
        f"{S['warmup']:g} s of playback, then {S['seconds']:g} s measured. Files: {files}. "
        f"listend: `{{\"cmd\":\"speed\",\"value\":…}}` before `play` (no stretcher at 1.0); "
        f"libsonic quality {q if q is not None else '?'} as `SonicStretcher.swift` read at the run "
        f"({'full-rate pitch search' if q else 'libsonic default'}). "
        f"mpv: `--speed=… --af=scaletempo2 --no-video --ao=pulse` (scaletempo2 in the chain at 1.0 too).",
        f"CPU is utime + stime of the process from /proc/<pid>/stat ({tick * 1000:g} ms ticks, so ± {tick / S['seconds'] * 100:.2f} % "
        f"of a core over {S['seconds']:g} s); ms of CPU per second of the recording is CPU time ÷ (window × speed).",
        "Load average (1 min) before → after each window: " + "; ".join(
            f"{name} {label} {r['speed']}× {r.get('load_before', '?').split()[0]} → {r.get('load_after', '?').split()[0]}"
            for label, fr in S["files"].items() for name, runs in fr["players"].items() for r in runs) + ".",
        "",
        speed_table(results),
        "",
        f"Versions: listend {v.get('listend')} (binary built {S.get('binary_built', '?')}), libsonic {v.get('libsonic')}, "
        f"mpv {v.get('mpv')}, pulseaudio {v.get('pulseaudio')}.",
        "",
    ]
    for label, fr in S["files"].items():
        for name, runs in fr["players"].items():
            for r in runs:
                if "failure" in r:
                    lines.append(f"- {name} {label} {r['speed']}× failed: {r['failure']}")
                if "warning" in r:
                    lines.append(f"- {name} {label} {r['speed']}×: {r['warning']}")
                if r.get("af") is not None and r["af"] != ["scaletempo2"]:
                    lines.append(f"- {name} {label} {r['speed']}×: audio filters {r['af']}")
    lines.append(f"- PulseAudio underrun lines logged during this section: {S.get('underruns_logged')}.")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", required=True, help="folder with the release listend and learnctl")
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--paused-seconds", type=float, default=10)
    ap.add_argument("--queries", type=int, default=1000)
    ap.add_argument("--cli-runs", type=int, default=200)
    ap.add_argument("--seeks", type=int, default=20)
    ap.add_argument("--only", help="comma-separated players (default: all)")
    ap.add_argument("--sections", default=",".join(SECTIONS),
                    help="comma-separated sections: players (the side-by-side table), lines (`line next` -> heard, listend "
                         "and mpv), dictation (learnctl practice dictation, 1,000 lines), speed (CPU at 1.0/0.75/1.5 x), "
                         "formats (CPU and RSS for MP3, AAC and Opus); "
                         "the document's rows and blocks of sections not run are left as they are (default: all)")
    ap.add_argument("--line-reps", type=int, default=20, help="jumps to the next cue per player in the lines section (default 20)")
    ap.add_argument("--dictation-runs", type=int, default=3, help="timed runs of the dictation (default 3; the median is reported)")
    ap.add_argument("--dictation-lines", type=int, default=1000, help="lines of the dictation's transcript (default 1000)")
    ap.add_argument("--speed-seconds", type=float, default=30, help="measured window per player and speed (default 30)")
    ap.add_argument("--speed-warmup", type=float, default=5, help="playing before the window starts (default 5)")
    ap.add_argument("--speed-files", default=",".join(SPEED_FILES),
                    help="speech (Audio/job-interview.mp3), music (the 128 kbps stereo MP3); default both")
    ap.add_argument("--formats-seconds", type=float, default=30, help="measured window per player and format (default 30)")
    ap.add_argument("--json", help="also write the raw results here")
    ap.add_argument("--write", help="update this Markdown file (between the bench markers)")
    ap.add_argument("--keep", action="store_true", help="keep the work folder")
    args = ap.parse_args()
    unknown = set(args.sections.split(",")) - set(SECTIONS)
    if unknown:
        ap.error(f"unknown sections {', '.join(sorted(unknown))}; the sections are {', '.join(SECTIONS)}")
    results = run(args)
    print()
    if results["players"] or "lines" in results or "dictation" in results:
        print(table(results))
    if "speed" in results:
        print()
        print(speed_table(results))
    if "formats" in results:
        print()
        print(formats.formats_report(results))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1, default=str)
    if args.write:
        write_report(results, args.write)
        print(f"\nwrote {args.write}")
    if "failure" in results.get("dictation", {}):
        sys.exit(f"\nthe dictation row FAILED: {results['dictation']['failure']}")


if __name__ == "__main__":
    main()
