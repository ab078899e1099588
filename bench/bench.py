#!/usr/bin/env python3
"""listend side by side with MPD, mpv, cmus and the mpg123 CLI, in one run.

Every player plays the same 128 kbps MP3 into the same private PulseAudio null sink, one player
at a time, and is measured from /proc (RSS, CPU from schedstat, context switches), over its own
control socket (status round trips, seek -> event), as a whole CLI process (status), and by ear
(seek accuracy in a VBR MP3 without a Xing header, read from the sink's monitor).

The "speed" section then plays a speech recording and the same MP3 with listend and mpv at
speeds 1.0, 0.75 and 1.5 (the pitch kept: libsonic in listend, scaletempo2 in mpv), a fresh
process per speed, and measures CPU (utime + stime from /proc/<pid>/stat) over a fixed window.

Usage: bench/bench.py --bin DIR [--seconds 60] [--only listend,mpv] [--sections players,speed]
                      [--write docs/performance.md]
(bench/run.sh installs, builds and calls this; `bash bench/run.sh -- --sections speed` runs
only the speed section and rewrites only its block of the document.)
"""
import argparse, datetime, json, os, platform, re, shutil, signal, statistics, subprocess, sys, tempfile, time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import *  # noqa: E402,F403

PLAYERS = ["listend", "mpg123", "mpd", "mpv", "cmus"]
SECTIONS = ["players", "speed"]
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
    return {"cpu_pct": (c1 - c0) / 1e9 / wall * 100, "cpu_s": (c1 - c0) / 1e9, "ctx_per_s": (x1 - x0) / wall,
            "pulse_cpu_pct": (p1 - p0) / 1e9 / wall * 100, "rss_kb": max(rss_samples), "rss_first_kb": rss_samples[0],
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
            "sched_cpu_pct": (n1 - n0) / 1e9 / wall * 100, "pulse_cpu_pct": (p1 - p0) / wall * 100,
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
    """The libsonic quality TimeStretcher.swift sets, as the source reads now (0: libsonic's default)."""
    try:
        src = open(os.path.join(ROOT, "Sources/ListenEngine/Speed/TimeStretcher.swift")).read()
    except OSError:
        return None
    m = re.search(r"^\s*sonicSetQuality\([^,]+,\s*(\d+)\)", src, re.M)
    return int(m.group(1)) if m else 0


def now():
    return datetime.datetime.now().astimezone().isoformat(timespec="seconds")


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
        if "speed" in sections and any(p in only for p in SPEED_PLAYERS):
            results["speed"] = run_speed(args, work, pulse, bench_mp3, only)
            results["speed"]["underruns_logged"] = len(pulse.underruns()) - results["underruns_logged"]
            results["speed"]["sonic_quality"] = sonic_quality()
    finally:
        pulse.stop()
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    results["finished"] = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    results["load_end"] = loadavg()
    return results


# ---------------------------------------------------------------- report

TARGETS = {
    "rss": "≤ 15 MB", "cpu": "≤ 1.2 × mpg123", "ctx": "≤ 50/s playing, ~0 paused", "rtt": "p50 < cmus, p99 ≤ 200 µs",
    "cli": "≤ mpc status", "seek": "≤ 2 ms", "vbr": "exact",
}


def fmt(v, spec):
    return "—" if v is None else format(v, spec)


def table(results):
    P = results["players"]
    names = [n for n in PLAYERS if n in P]
    g = lambda n, *keys: _dig(P.get(n, {}), keys)
    rows = []
    rows.append(("RSS while playing (max, MB)", {n: fmt(_mb(g(n, "playing", "rss_kb")), ".1f") for n in names}, TARGETS["rss"]))
    rows.append((f"CPU while playing, {results['seconds']} s (% of one core)",
                 {n: fmt(g(n, "playing", "cpu_pct"), ".2f") for n in names}, TARGETS["cpu"]))
    rows.append(("PulseAudio server CPU meanwhile (%)", {n: fmt(g(n, "playing", "pulse_cpu_pct"), ".2f") for n in names}, ""))
    rows.append(("context switches/s, playing", {n: fmt(g(n, "playing", "ctx_per_s"), ".1f") for n in names}, "≤ 50"))
    rows.append(("context switches/s, paused", {n: fmt(g(n, "paused", "ctx_per_s"), ".1f") for n in names}, "~0"))
    rows.append(("threads", {n: fmt(g(n, "playing", "threads"), "d") for n in names}, ""))
    rows.append(("status round trip p50 (µs)", {n: fmt(g(n, "rtt", "p50_us"), ".0f") for n in names}, "< cmus"))
    rows.append(("status round trip p99 (µs)", {n: fmt(g(n, "rtt", "p99_us"), ".0f") for n in names}, "≤ 200"))
    rows.append(("CLI status, whole process p50 (ms)", {n: fmt(g(n, "cli", "p50_ms"), ".2f") for n in names}, TARGETS["cli"]))
    rows.append(("seek → event on a subscriber p50 / max (ms)",
                 {n: (f"{g(n, 'seek_event_ms', 'p50'):.2f} / {g(n, 'seek_event_ms', 'max'):.2f}" if g(n, "seek_event_ms", "p50") is not None else "—") for n in names},
                 TARGETS["seek"]))
    rows.append(("VBR no Xing: reported duration (s; true 120)", {n: fmt(g(n, "vbr_duration"), ".1f") for n in names}, "120"))
    rows.append(("VBR no Xing: seek to 80 s, heard", {n: _heard(g(n, "vbr_seek")) for n in names}, TARGETS["vbr"]))
    head = "| figure | " + " | ".join(names) + " | target for listend |"
    sep = "|---|" + "---|" * len(names) + "---|"
    lines = [head, sep] + [f"| {label} | " + " | ".join(vals.get(n, "—") for n in names) + f" | {target} |" for label, vals, target in rows]
    return "\n".join(lines)


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


def write_report(results, path):
    lines = [
        f"Run {results['started']} → {results['finished']}; {results['machine']}.",
        f"Load average (1/5/15 min) per player, before → after its {results['seconds']} s window: "
        + "; ".join(f"{n} {p.get('load_before', '?')} → {p.get('load_after', '?')}" for n, p in results["players"].items()) + ".",
        "",
        table(results),
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
    lines.append(f"- PulseAudio underrun lines logged over the whole run: {results.get('underruns_logged')}.")
    text = open(path).read() if os.path.exists(path) else "# Performance\n"
    # Each section rewrites only its own block: `--sections speed` leaves the players table alone.
    if "players" in results.get("sections", SECTIONS):
        text = replace_block(text, "<!-- bench:begin (written by bench/bench.py) -->", "<!-- bench:end -->", "\n".join(lines))
    if "speed" in results:
        text = replace_block(text, "<!-- bench:speed:begin (written by bench/bench.py) -->", "<!-- bench:speed:end -->",
                             speed_report(results), before="\n## Fault harness")
    with open(path, "w") as f:
        f.write(text)


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
        f"libsonic quality {q if q is not None else '?'} as `TimeStretcher.swift` read at the run "
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
                    help="comma-separated sections: players (the side-by-side table), speed (CPU at 1.0/0.75/1.5 x); "
                         "the document's block of a section not run is left as it is (default: both)")
    ap.add_argument("--speed-seconds", type=float, default=30, help="measured window per player and speed (default 30)")
    ap.add_argument("--speed-warmup", type=float, default=5, help="playing before the window starts (default 5)")
    ap.add_argument("--speed-files", default=",".join(SPEED_FILES),
                    help="speech (Audio/job-interview.mp3), music (the 128 kbps stereo MP3); default both")
    ap.add_argument("--json", help="also write the raw results here")
    ap.add_argument("--write", help="update this Markdown file (between the bench markers)")
    ap.add_argument("--keep", action="store_true", help="keep the work folder")
    args = ap.parse_args()
    results = run(args)
    print()
    if results["players"]:
        print(table(results))
    if "speed" in results:
        print()
        print(speed_table(results))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1, default=str)
    if args.write:
        write_report(results, args.write)
        print(f"\nwrote {args.write}")


if __name__ == "__main__":
    main()
