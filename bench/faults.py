#!/usr/bin/env python3
"""The listend fault harness: what goes wrong must not take the daemon down.

  protocol   >= 10,000 malformed, truncated, binary, oversized and wrongly-typed lines: every line
             gets a JSON reply (an error for the bad ones), a blank line is ignored, an oversized
             line gets line_too_long and a closed connection, and the daemon stays up.
  audio      a corpus of broken files (truncated, zero-length, garbage, huge ID3 tag, wrong
             extension): broken ones end in `error`, playable ones play, the daemon serves on.
  load       200 clients polling `status` at 10 Hz plus 100 subscribers for 60 s while playing:
             no PulseAudio underrun, fd count and RSS flat at the end.
  restarts   PulseAudio killed and restarted during playback, then kill -9 of the daemon and a
             restart, 20 times in a row: playback resumes each time, the daemon restores the track
             and position.
  streams    slow (a tagless MP3 at its bitrate) and stalled HTTP loads, each replaced by a local
             `play`: the slow one plays before its scan ends, the next play is served at once, and
             SIGTERM during a stalled load ends the daemon within 5 s.
  live       an endless Icecast-style stream with ICY titles that drops its connection: it plays
             with no duration, the title follows the stream, seek is refused, it reconnects.
  stall      PulseAudio stopped with SIGSTOP while a seek is sent: `status` on another connection
             answers within 100 ms, playback comes back after SIGCONT.
  reader     a client pipelines 10^6 `list` lines and never reads: RSS grows < 10 MB, others served.
  norange    a 500 MB WAV from a server without Range support, seek near its end: RSS grows < 16 MB.
  starts     two daemons started at once on one socket, 50 times: exactly one serves each time.
  --fuzz     libFuzzer on the request parser, the decoders and the transcript readers (bench/fuzz), from the corpus kept
             in Tests/Fixtures/fuzz; crash reproducers are added there as regression inputs.

Usage: bench/faults.py --bin DIR [--only protocol,audio,load,restarts,streams,live,stall,reader,norange,starts]
       [--lines 10000] [--load-seconds 60] [--rounds 20] [--fuzz [--fuzz-seconds 300] [--fuzz-keep]]
Exits 1 when any check fails; prints what failed.
"""
import argparse, json, os, random, selectors, shutil, signal, socket, subprocess, sys, tempfile, threading, time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import *  # noqa: E402,F403
from faultservers import IcyLive, NoRange, Stalled, Throttled  # noqa: E402

FAILURES = []


def check(ok, what):
    if not ok:
        FAILURES.append(what)
        log(f"   FAIL: {what}")
    return ok


class Daemon:
    def __init__(self, bindir, pulse, work):
        self.bindir, self.pulse, self.work = bindir, pulse, work
        self.sock = os.path.join(work, "listend.sock")
        self.proc = None

    def start(self):
        argv = [os.path.join(self.bindir, "listend"), "--socket", self.sock, "--state-dir", os.path.join(self.work, "state"),
                "--audio-dir", os.path.join(ROOT, "Audio"), "--output", "pulse", "--sink", self.pulse.sink,
                # The load section holds 300 connections, over the default cap of 256.
                "--max-connections", "512"]
        self.proc = subprocess.Popen(argv, env=self.pulse.env(), stdin=subprocess.DEVNULL,
                                     stdout=open(os.path.join(self.work, "listend.log"), "ab"), stderr=subprocess.STDOUT)

        def up():
            if self.proc.poll() is not None:
                raise RuntimeError(f"listend exited with {self.proc.returncode}")
            try:
                c = Listend(self.sock, 1)
                c.request({"cmd": "hello"})
                c.close()
                return True
            except (OSError, EOFError):
                return False
        wait_for(up, 20, 0.02, "listend to answer")
        return self

    @property
    def pid(self):
        return self.proc.pid

    def alive(self):
        return self.proc.poll() is None

    def client(self, timeout=5):
        return Listend(self.sock, timeout)

    def kill9(self):
        self.proc.kill()
        self.proc.wait()

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


# ---------------------------------------------------------------- protocol fuzzing

COMMANDS = ["hello", "list", "play", "pause", "resume", "toggle", "stop", "seek", "status", "subscribe", "unsubscribe"]
VALUES = [None, True, False, 0, -1, 1.5, 1e308, -1e308, 2 ** 63, "", "x", "+10", "1:35", "sideways", [], [1, 2], {},
          {"a": 1}, "\u0000", "\U0001F600", "é" * 50]


def fuzz_lines(rng, n, oversized_every):
    """Yields (kind, bytes of one line without the newline)."""
    valid = ['{"cmd":"status"}', '{"id":1,"cmd":"seek","offset":5}', '{"cmd":"subscribe","interval_ms":100}',
             '{"cmd":"play","track":"Travel Dialogue 1"}', "seek +10", "play At the Doctor's", 'play "a b"']
    for i in range(n):
        if oversized_every and i % oversized_every == oversized_every - 1:
            yield "oversized", b"x" * rng.choice([65537, 70000, 200000, 1_000_000])
            continue
        kind = rng.choice(["malformed", "truncated", "binary", "wrong_type", "text", "long", "mutated"])
        if kind == "malformed":
            line = rng.choice(["{", "{{", '{"cmd"', '{"cmd":}', '{"cmd":"status",}', "{'cmd':'status'}", '{"cmd":"status"}}',
                               '{"cmd":"status" "id":1}', '{"cmd":NaN}', '{"cmd":"st\\uZZZZ"}', "{" * 5000, '{"a":' * 300,
                               '{"cmd":"status","id":1e999999}', '{"cmd":"\\ud800"}', "[]", "{}", "null", '"status"'])
            data = line.encode()
        elif kind == "truncated":
            line = rng.choice(valid)
            data = line[: rng.randrange(0, len(line))].encode()
        elif kind == "binary":
            data = bytes(b for b in (rng.getrandbits(8) for _ in range(rng.randrange(1, 400))) if b != 10)
        elif kind == "wrong_type":
            obj = {"cmd": rng.choice(COMMANDS + [rng.choice(VALUES)])}
            for key in rng.sample(["id", "offset", "position", "interval_ms", "track", "file", "url"], rng.randrange(0, 4)):
                obj[key] = rng.choice(VALUES)
            if obj["cmd"] in ("play",) and isinstance(obj.get("file"), str):
                obj["file"] = "/nonexistent/" + obj["file"]
            if obj["cmd"] == "play" and "url" in obj:
                obj["url"] = rng.choice([None, 5, "", "ftp://x", "http://127.0.0.1:9/none.mp3"])
            data = json.dumps(obj).encode()
        elif kind == "text":
            words = [rng.choice(COMMANDS + ["'", '"', "\\", "'unclosed", "\t", "\r", "é", "--", "-1e400", "1:99:99"])
                     for _ in range(rng.randrange(0, 6))]
            data = " ".join(words).encode()
            if data.startswith(b"play") and rng.random() < 0.5:
                data = b"play /nonexistent/" + data[4:]
        elif kind == "long":
            data = b'{"cmd":"status","pad":"' + b"a" * rng.randrange(1000, 65000) + b'"}'
            data = data[:65536]
        else:  # mutated valid line
            line = bytearray(rng.choice(valid).encode())
            for _ in range(rng.randrange(1, 4)):
                pos = rng.randrange(0, len(line))
                line[pos] = rng.choice([0, 9, 13, 34, 44, 58, 92, 123, 125, 255, rng.getrandbits(7) or 1])
            data = bytes(line).replace(b"\n", b" ")
        if kind != "binary" and rng.random() < 0.05:
            data += b"\r"
        yield kind, data


def read_reply(client, timeout):
    """The next non-event line as JSON; None for EOF."""
    client.sock.settimeout(timeout)
    while True:
        try:
            line = client.readline()
        except (EOFError, ConnectionResetError):
            # A reset is a close with our unread bytes still queued (an oversized line).
            return None
        reply = json.loads(line)
        if "event" not in reply:
            return reply


def run_protocol(daemon, args):
    log(f"== protocol fuzzing: {args.lines} lines (load {loadavg()})")
    rng = random.Random(args.seed)
    stats = {"error": 0, "ok": 0, "closed_oversized": 0, "kinds": {}}
    client = daemon.client()
    t0 = time.monotonic()
    bad = 0
    for i, (kind, data) in enumerate(fuzz_lines(rng, args.lines, 97)):
        stats["kinds"][kind] = stats["kinds"].get(kind, 0) + 1
        if not data.strip():
            # A blank line is ignored by design (typing Enter in socat); the next request answers first.
            try:
                client.send(data + b"\n" + b'{"cmd":"hello","id":"after-blank"}\n')
                reply = read_reply(client, 5)
            except (OSError, ValueError) as e:
                reply = e
            ok = isinstance(reply, dict) and reply.get("id") == "after-blank"
            if not check(ok, f"line {i} (blank) {data!r}: the next reply was {reply!r}"):
                bad += 1
                client.close()
                client = daemon.client()
            stats["ignored_blank"] = stats.get("ignored_blank", 0) + 1
            continue
        try:
            client.send(data + b"\n")
        except OSError as e:
            reply = e  # an oversized line is cut off by the daemon while it is still being sent
        try:
            reply = read_reply(client, 5)
        except (OSError, ValueError) as e:
            reply = e
        if kind == "oversized":
            code = reply.get("error", {}).get("code") if isinstance(reply, dict) else None
            closed = read_reply(client, 5) is None if code == "line_too_long" else False
            if check(code == "line_too_long" and closed, f"oversized line {len(data)} B: reply {reply!r}, closed afterwards"):
                stats["closed_oversized"] += 1
            else:
                bad += 1
            client.close()
            client = daemon.client()
            continue
        if not isinstance(reply, dict) or "ok" not in reply:
            bad += 1
            check(False, f"line {i} ({kind}) {data[:80]!r}: no JSON reply ({reply!r})")
            if not daemon.alive():
                break
            client.close()
            client = daemon.client()
            continue
        stats["ok" if reply["ok"] else "error"] += 1
        if not reply["ok"]:
            code = reply.get("error", {}).get("code")
            stats.setdefault("codes", {})[code] = stats.setdefault("codes", {}).get(code, 0) + 1
            if code == "internal_error":
                check(False, f"line {i} ({kind}) {data[:80]!r}: internal_error {reply}")
        if bad > 20:
            break
    client.close()
    elapsed = time.monotonic() - t0
    check(daemon.alive(), "daemon alive after fuzzing")
    c = daemon.client()
    check(c.request({"cmd": "hello"}).get("ok"), "hello answers after fuzzing")
    c.request({"cmd": "stop"})
    c.close()
    log(f"   {args.lines} lines in {elapsed:.1f} s: {stats['error']} errors, {stats['ok']} ok (valid by chance), "
        f"{stats['closed_oversized']} oversized closed, {stats.get('ignored_blank', 0)} blank ignored; codes {stats.get('codes')}; kinds {stats['kinds']}")
    return stats


# ---------------------------------------------------------------- broken audio

def make_corpus(work):
    fixtures = os.path.join(work, "fixtures")
    subprocess.run([sys.executable, os.path.join(ROOT, "Tests/Fixtures/make_fixtures.py"), fixtures], check=True)
    corpus = os.path.join(work, "corpus")
    os.makedirs(corpus, exist_ok=True)
    f = lambda name: os.path.join(fixtures, name)
    expect = {}
    for name in ["truncated.mp3", "truncated.flac", "truncated.wav", "truncated-header.wav", "garbage.mp3", "empty.wav"]:
        shutil.copyfile(f(name), os.path.join(corpus, name))
        expect[name] = "error"
    for name in ["huge-id3.mp3", "flac-named.mp3"]:
        shutil.copyfile(f(name), os.path.join(corpus, name))
        expect[name] = "playing"
    open(os.path.join(corpus, "empty.mp3"), "wb").close()
    expect["empty.mp3"] = "error"
    open(os.path.join(corpus, "text.mp3"), "w").write("this is not audio\n" * 100)
    expect["text.mp3"] = "error"
    shutil.copyfile(f("garbage.mp3"), os.path.join(corpus, "garbage.flac"))
    expect["garbage.flac"] = "error"
    shutil.copyfile(f("marks-cbr.mp3"), os.path.join(corpus, "mp3-named.wav"))
    expect["mp3-named.wav"] = "playing"
    shutil.copyfile(f("marks.ogg"), os.path.join(corpus, "ogg-named.mp3"))
    expect["ogg-named.mp3"] = "playing"
    # An ID3v2 header that claims a 256 MB tag in a 1 kB file.
    open(os.path.join(corpus, "id3-lies.mp3"), "wb").write(b"ID3\x04\x00\x00\x7f\x7f\x7f\x7f" + b"\x00" * 1024)
    expect["id3-lies.mp3"] = "error"
    return corpus, expect, f("marks-cbr.mp3")


def settle(client, timeout=8):
    """Waits until the player leaves `loading`; returns the status."""
    deadline = time.monotonic() + timeout
    while True:
        s = client.status()
        if s["state"] != "loading" or time.monotonic() > deadline:
            return s
        time.sleep(0.02)


def run_audio(daemon, work, args):
    log(f"== broken audio corpus (load {loadavg()})")
    corpus, expect, good = make_corpus(work)
    c = daemon.client(10)
    results = {}
    for name, expected in sorted(expect.items()):
        r = c.request({"cmd": "play", "file": os.path.join(corpus, name)})
        s = settle(c)
        if s["state"] == "playing":
            time.sleep(0.5)
            s = c.status()
        results[name] = (s["state"], s.get("duration"), s.get("error"))
        check(s["state"] == expected, f"{name}: state {s['state']} (expected {expected}); error {s.get('error')!r}; reply ok {r.get('ok')}")
        if expected == "error":
            check(name in (s.get("error") or ""), f"{name}: the error names the file ({s.get('error')!r})")
        check(daemon.alive() and c.request({"cmd": "hello"}).get("ok"), f"daemon serves on after {name}")
        log(f"   {name}: {s['state']}, duration {s.get('duration')}, error {s.get('error')!r}")
    c.request({"cmd": "play", "file": good})
    s = settle(c)
    check(s["state"] == "playing", f"a good file plays after the corpus ({s['state']})")
    c.request({"cmd": "stop"})
    c.close()
    return results


# ---------------------------------------------------------------- load

def run_load(daemon, pulse, work, args):
    log(f"== load: {args.pollers} clients polling status at 10 Hz + {args.subscribers} subscribers, "
        f"{args.load_seconds} s (load {loadavg()})")
    fixtures = os.path.join(work, "fixtures")
    if not os.path.exists(os.path.join(fixtures, "marks-cbr.mp3")):
        subprocess.run([sys.executable, os.path.join(ROOT, "Tests/Fixtures/make_fixtures.py"), fixtures], check=True)
    c = daemon.client()
    c.request({"cmd": "play", "file": os.path.join(fixtures, "marks-cbr.mp3")})
    wait_for(lambda: c.status()["state"] == "playing", 10, what="playing")
    time.sleep(2)
    fd0, rss0, under0 = fd_count(daemon.pid), rss_kb(daemon.pid), len(pulse.underruns())
    sel = selectors.DefaultSelector()
    conns = []
    for i in range(args.subscribers + args.pollers):
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.connect(daemon.sock)
        s.setblocking(False)
        conn = {"sock": s, "buf": b"", "sub": i < args.subscribers, "next": 0.0, "outstanding": 0, "sent_at": [],
                "replies": 0, "events": 0, "lat": []}
        if conn["sub"]:
            s.send(b"subscribe\n")
        conns.append(conn)
        sel.register(s, selectors.EVENT_READ, conn)
    t0 = time.monotonic()
    end = t0 + args.load_seconds
    rng = random.Random(1)
    for conn in conns:
        conn["next"] = t0 + rng.random() * 0.1
    errors = 0
    while True:
        now = time.monotonic()
        if now >= end:
            break
        for conn in conns:
            if not conn["sub"] and not conn.get("closed") and now >= conn["next"]:
                conn["next"] += 0.1
                if conn["outstanding"] < 5:
                    try:
                        conn["sock"].send(b"status\n")
                        conn["outstanding"] += 1
                        conn["sent_at"].append(now)
                    except BlockingIOError:
                        pass
                    except (BrokenPipeError, ConnectionResetError):
                        conn["closed"] = True  # by the daemon: counted when its EOF is read
        timeout = max(0.0, min(min((c_["next"] for c_ in conns if not c_["sub"]), default=end), end) - time.monotonic())
        for key, _ in sel.select(timeout):
            conn = key.data
            try:
                chunk = conn["sock"].recv(262144)
            except BlockingIOError:
                continue
            if not chunk:
                errors += 1
                sel.unregister(conn["sock"])
                continue
            conn["buf"] += chunk
            *lines, conn["buf"] = conn["buf"].split(b"\n")
            t = time.monotonic()
            for line in lines:
                if b'"event"' in line[:200] or line.startswith(b'{"duration'):
                    conn["events"] += 1
                else:
                    conn["replies"] += 1
                    if conn["outstanding"]:
                        conn["outstanding"] -= 1
                        conn["lat"].append(t - conn["sent_at"].pop(0))
    elapsed = time.monotonic() - t0
    under1 = len(pulse.underruns())
    s_end = c.status()
    for conn in conns:
        conn["sock"].close()
    time.sleep(1.0)
    fd1, rss1 = fd_count(daemon.pid), rss_kb(daemon.pid)
    polls = sum(cn["replies"] for cn in conns if not cn["sub"])
    ticks = sum(cn["events"] for cn in conns if cn["sub"])
    lat = sorted(x for cn in conns for x in cn["lat"])
    p = lambda q: lat[min(len(lat) - 1, int(q * len(lat)))] * 1000 if lat else float("nan")
    result = {"seconds": round(elapsed, 1), "status_replies": polls, "replies_per_s": round(polls / elapsed),
              "events_received": ticks, "events_per_subscriber_per_s": round(ticks / max(1, args.subscribers) / elapsed, 2),
              "reply_ms_p50": round(p(0.5), 2), "reply_ms_p99": round(p(0.99), 2), "reply_ms_max": round(p(1.0) if lat else 0, 2),
              "underruns": under1 - under0, "fd_before": fd0, "fd_after": fd1, "rss_kb_before": rss0, "rss_kb_after": rss1,
              "closed_by_daemon": errors, "state_at_end": s_end["state"], "load": loadavg()}
    log(f"   {result}")
    check(s_end["state"] == "playing", f"still playing at the end of the load ({s_end['state']})")
    check(result["underruns"] == 0, f"no PulseAudio underrun under load ({result['underruns']})")
    check(fd1 <= fd0 + 2, f"fd count flat ({fd0} -> {fd1})")
    check(rss1 <= rss0 + 2048, f"RSS flat ({rss0} kB -> {rss1} kB)")
    check(errors == 0, f"no client closed by the daemon ({errors})")
    check(polls >= 0.9 * args.pollers * 10 * elapsed, f"status replies keep up ({polls} in {elapsed:.0f} s)")
    c.request({"cmd": "stop"})
    c.close()
    return result


# ---------------------------------------------------------------- restarts

def run_restarts(daemon, pulse, work, args):
    log(f"== PulseAudio restart + kill -9 of the daemon, {args.rounds} rounds (load {loadavg()})")
    fixtures = os.path.join(work, "fixtures")
    if not os.path.exists(os.path.join(fixtures, "marks-cbr.mp3")):
        subprocess.run([sys.executable, os.path.join(ROOT, "Tests/Fixtures/make_fixtures.py"), fixtures], check=True)
    track = os.path.join(fixtures, "marks-cbr.mp3")
    c = daemon.client()
    c.request({"cmd": "play", "file": track})
    wait_for(lambda: c.status()["state"] == "playing", 10, what="playing")
    c.close()
    times = []
    ok_rounds = 0
    for rnd in range(args.rounds):
        round_ok = True
        t0 = time.monotonic()
        c = daemon.client()
        time.sleep(0.5)
        before = c.status()
        # 1. PulseAudio dies and comes back: the player keeps its position, then plays on by itself.
        pulse.kill()
        time.sleep(0.3)
        during = c.status()
        round_ok &= check(daemon.alive(), f"round {rnd}: daemon alive without PulseAudio")
        round_ok &= check(during["state"] == "playing", f"round {rnd}: state while PulseAudio is away: {during['state']} ({during.get('error')})")
        pulse.start()
        try:
            def advancing():
                s = c.status()
                return s["state"] == "playing" and s.get("error") is None and s["position"] > during["position"] + 0.2 and s
            after = wait_for(advancing, 10, 0.05, "playback to resume after the PulseAudio restart")
            resumed_in = time.monotonic() - t0
        except TimeoutError as e:
            s = c.status()
            round_ok &= check(False, f"round {rnd}: {e}: {s['state']} at {s['position']} ({s.get('error')})")
            after = s
        round_ok &= check(abs(during["position"] - before["position"]) < 1.0,
                          f"round {rnd}: position kept across the PulseAudio loss ({before['position']} -> {during['position']})")
        c.close()
        # 2. kill -9 of the daemon: it comes back with the same recording and position, paused.
        time.sleep(0.6)  # the state is written twice a second while playing
        c = daemon.client()
        pos = c.status()["position"]
        c.close()
        daemon.kill9()
        daemon.start()
        c = daemon.client()
        restored = c.status()
        path = (restored.get("track") or {}).get("id") or (restored.get("track") or {}).get("title")
        round_ok &= check(restored["state"] in ("paused", "loading"), f"round {rnd}: state after kill -9: {restored['state']}")
        round_ok &= check(restored.get("track") is not None, f"round {rnd}: track restored after kill -9 ({path})")
        round_ok &= check(abs(restored["position"] - pos) < 1.0, f"round {rnd}: position restored ({pos:.2f} -> {restored['position']:.2f})")
        if restored["position"] > 100:
            c.request({"cmd": "seek", "position": 5})
        c.request({"cmd": "resume"})
        try:
            wait_for(lambda: c.status()["state"] == "playing", 10, what="playing after restart")
        except TimeoutError as e:
            round_ok &= check(False, f"round {rnd}: {e}")
        c.close()
        times.append(round(resumed_in if 'resumed_in' in dir() else float('nan'), 2))
        ok_rounds += bool(round_ok)
        log(f"   round {rnd + 1}: {'ok' if round_ok else 'FAILED'}; audio back {times[-1]} s after the PulseAudio kill; "
            f"restored at {restored['position']:.2f} (was {pos:.2f})")
    check(ok_rounds == args.rounds, f"{ok_rounds}/{args.rounds} rounds without a failure")
    return {"rounds": args.rounds, "ok_rounds": ok_rounds, "resume_after_pulse_kill_s": times}


# ---------------------------------------------------------------- hardening

def fixtures_in(work):
    fixtures = os.path.join(work, "fixtures")
    if not os.path.exists(os.path.join(fixtures, "marks-cbr.mp3")):
        subprocess.run([sys.executable, os.path.join(ROOT, "Tests/Fixtures/make_fixtures.py"), fixtures], check=True)
    return fixtures


def run_streams(daemon, work, args):
    """Loads that wait on the network are cancelled by the next command and never hold up shutdown."""
    log(f"== hung streams: {args.stream_rounds} slow and stalled loads replaced by a local play (load {loadavg()})")
    fixtures = fixtures_in(work)
    local, tagless = os.path.join(fixtures, "marks-cbr.mp3"), os.path.join(fixtures, "marks-vbr-noxing.mp3")
    c = daemon.client(10)
    to_playing, next_play, cancelled = [], [], 0
    with Throttled(tagless, os.path.getsize(tagless) // 120) as slow, Stalled() as stalled:
        for rnd in range(args.stream_rounds):
            url = slow if rnd % 2 == 0 else stalled
            t0 = time.monotonic()
            c.request({"cmd": "play", "url": url})
            if url == slow:
                try:
                    wait_for(lambda: c.status()["state"] == "playing", 10, 0.02, "the slow tagless MP3 to play")
                    to_playing.append(time.monotonic() - t0)
                except TimeoutError:
                    s = c.status()
                    check(False, f"round {rnd}: a tagless MP3 arriving at its bitrate plays before its scan ends ({s['state']}, {s.get('error')})")
            else:
                time.sleep(0.3)
                cancelled += c.status()["state"] == "loading"
            t1 = time.monotonic()
            c.request({"cmd": "play", "file": local})
            try:
                wait_for(lambda: c.status()["state"] == "playing", 10, 0.01, "the next play")
            except TimeoutError:
                check(False, f"round {rnd}: the next play after a {'slow' if url == slow else 'stalled'} load")
            next_play.append(time.monotonic() - t1)
        # SIGTERM while a load waits on a stalled server: the daemon ends at once.
        c.request({"cmd": "play", "url": stalled})
        time.sleep(0.3)
        c.close()
        t2 = time.monotonic()
        daemon.proc.terminate()
        try:
            daemon.proc.wait(5)
            exit_s = time.monotonic() - t2
        except subprocess.TimeoutExpired:
            exit_s = None
            daemon.kill9()
        check(exit_s is not None, "SIGTERM ends the daemon within 5 s while a load waits on a stalled server")
    daemon.start()
    daemon.client().request({"cmd": "stop"})
    result = {"rounds": args.stream_rounds, "stalled_loads_cancelled": cancelled,
              "slow_tagless_to_playing_s_max": round(max(to_playing), 3) if to_playing else None,
              "next_play_s_max": round(max(next_play), 3) if next_play else None,
              "sigterm_exit_s": round(exit_s, 3) if exit_s is not None else None}
    check(result["next_play_s_max"] is not None and result["next_play_s_max"] < 2, f"the next play is served within 2 s ({result['next_play_s_max']})")
    log(f"   {result}")
    return result


def run_live(daemon, work, args):
    """An Icecast-style live stream: plays without a duration, follows ICY titles, reconnects."""
    log(f"== live stream with ICY titles and a dropped connection (load {loadavg()})")
    track = os.path.join(fixtures_in(work), "marks-cbr.mp3")
    server = IcyLive(track, rate=os.path.getsize(track) // 120, title_every=1.5, drop_after=4)
    with server as url:
        c = daemon.client(10)
        c.request({"cmd": "play", "url": url})
        try:
            wait_for(lambda: c.status()["state"] == "playing", 10, 0.05, "the live stream to play")
        except TimeoutError:
            s = c.status()
            check(False, f"a live stream plays ({s['state']}, {s.get('error')})")
        first = c.status()
        titles = set()
        end = time.monotonic() + 8
        while time.monotonic() < end:
            titles.add(((c.status().get("track") or {}).get("title")))
            time.sleep(0.1)
        last = c.status()
        seek = c.request({"cmd": "seek", "position": 10})
        c.request({"cmd": "stop"})
        c.close()
    result = {"state": last["state"], "duration": last.get("duration"), "position_from": first["position"],
              "position_to": last["position"], "titles_seen": len(titles - {None}), "connections": server.requests,
              "seek_error": (seek.get("error") or {}).get("code")}
    check(last["state"] == "playing" and last.get("duration") is None, f"still playing with no duration ({last['state']}, {last.get('duration')})")
    check(last["position"] > first["position"] + 6, f"the position counts up ({first['position']} -> {last['position']})")
    check(result["titles_seen"] >= 3, f"the title follows the stream ({sorted(t for t in titles if t)})")
    check(server.requests >= 2, f"the dropped connection was reopened ({server.requests} connections)")
    check(result["seek_error"] == "invalid_state", f"seek is refused ({seek})")
    log(f"   {result}")
    return result


def run_stall(daemon, pulse, work, args):
    """PulseAudio stopped with SIGSTOP: a seek must not hold up `status` on another connection."""
    log(f"== SIGSTOPped PulseAudio, {args.stall_rounds} rounds (load {loadavg()})")
    track = os.path.join(fixtures_in(work), "marks-cbr.mp3")
    c = daemon.client(10)
    c.request({"cmd": "play", "file": track})
    wait_for(lambda: c.status()["state"] == "playing", 10, what="playing")
    worst, recovered = 0.0, []
    for rnd in range(args.stall_rounds):
        time.sleep(1)
        os.kill(pulse.pid, signal.SIGSTOP)
        try:
            seeker = daemon.client(30)
            threading.Thread(target=lambda: seeker.request({"cmd": "seek", "position": 20 + rnd}), daemon=True).start()
            end = time.monotonic() + 4
            while time.monotonic() < end:
                t0 = time.monotonic()
                c.status()
                worst = max(worst, time.monotonic() - t0)
                time.sleep(0.01)
        finally:
            os.kill(pulse.pid, signal.SIGCONT)
        t1 = time.monotonic()
        try:
            first = c.status()["position"]
            wait_for(lambda: (lambda s: s["state"] == "playing" and s.get("error") is None and s["position"] > first + 0.3)(c.status()),
                     15, 0.05, "playback after SIGCONT")
            recovered.append(round(time.monotonic() - t1, 2))
        except TimeoutError:
            s = c.status()
            check(False, f"round {rnd}: playback comes back after SIGCONT ({s['state']}, {s.get('error')})")
        seeker.close()
    c.request({"cmd": "stop"})
    c.close()
    result = {"rounds": args.stall_rounds, "status_worst_ms": round(worst * 1000, 1), "recovered_after_s": recovered}
    check(worst < 0.1, f"status answers within 100 ms while PulseAudio is stopped ({worst * 1000:.1f} ms)")
    log(f"   {result}")
    return result


def run_reader(daemon, args):
    """A client that pipelines requests and never reads: bounded memory, others served."""
    log(f"== a client that never reads: {args.reader_lines} pipelined `list` lines (load {loadavg()})")
    rss0 = rss_kb(daemon.pid)
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.connect(daemon.sock)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    s.settimeout(0.2)
    payload = b"list\n" * args.reader_lines
    sent, peak, worst, stuck_since = 0, rss0, 0.0, None
    other = daemon.client(10)
    deadline = time.monotonic() + 30
    while sent < len(payload) and time.monotonic() < deadline:
        try:
            sent += s.send(payload[sent:sent + 65536])
            stuck_since = None
        except socket.timeout:
            stuck_since = stuck_since or time.monotonic()
        except (BrokenPipeError, ConnectionResetError):
            break
        t0 = time.monotonic()
        other.status()
        worst = max(worst, time.monotonic() - t0)
        peak = max(peak, rss_kb(daemon.pid))
        if stuck_since and time.monotonic() - stuck_since > 3:
            break
    for _ in range(20):  # the daemon works off what it has read
        time.sleep(0.1)
        t0 = time.monotonic()
        other.status()
        worst = max(worst, time.monotonic() - t0)
        peak = max(peak, rss_kb(daemon.pid))
    s.close()
    other.close()
    result = {"lines": args.reader_lines, "lines_accepted": sent // 5, "rss_kb_before": rss0, "rss_kb_peak": peak,
              "rss_growth_mb": round((peak - rss0) / 1024, 1), "other_status_worst_ms": round(worst * 1000, 1)}
    check(peak - rss0 < 10 * 1024, f"RSS growth under 10 MB ({(peak - rss0) / 1024:.1f} MB)")
    check(worst < 0.5, f"another client's status within 500 ms ({worst * 1000:.0f} ms)")
    check(daemon.alive(), "daemon alive after the non-reading client")
    log(f"   {result}")
    return result


def run_norange(daemon, args):
    """A long file from a server without Range support, and a seek near its end: bounded memory."""
    log(f"== no-range server, {args.norange_mb} MB WAV, seek near the end (load {loadavg()})")
    size = args.norange_mb * 1_000_000
    seconds = (size - 44) / (44100 * 4)
    with NoRange(size) as url:
        c = daemon.client(30)
        c.request({"cmd": "play", "url": url})
        wait_for(lambda: c.status()["state"] != "loading", 20, 0.05, "the no-range WAV to load")
        time.sleep(1)
        rss0, peak = rss_kb(daemon.pid), 0
        t0 = time.monotonic()
        reply = c.request({"cmd": "seek", "position": seconds - 20})
        reached = None
        while time.monotonic() - t0 < 60:
            peak = max(peak, rss_kb(daemon.pid))
            st = c.status()
            if st["state"] == "error":
                break
            if st["state"] == "playing" and st["position"] > seconds - 19.5:
                reached = time.monotonic() - t0
                break
            time.sleep(0.05)
        st = c.status()
        c.request({"cmd": "stop"})
        c.close()
    result = {"size_mb": args.norange_mb, "seek_ok": reply.get("ok"), "rss_kb_before": rss0, "rss_kb_peak": peak,
              "rss_growth_mb": round((peak - rss0) / 1024, 1), "seek_to_playing_s": round(reached, 2) if reached else None,
              "state": st["state"], "error": st.get("error")}
    check(reached is not None, f"the seek near the end plays ({st['state']}, {st.get('error')})")
    check(peak - rss0 < 16 * 1024, f"RSS growth under 16 MB ({(peak - rss0) / 1024:.1f} MB)")
    log(f"   {result}")
    return result


def run_starts(bindir, work, args):
    """Two daemons started at the same moment on one socket: exactly one serves."""
    log(f"== {args.start_rounds} simultaneous starts of two daemons (load {loadavg()})")
    serving_one, messages = 0, set()
    for rnd in range(args.start_rounds):
        d = tempfile.mkdtemp(prefix="start-", dir=work)
        sock = os.path.join(d, "listend.sock")
        argv = [os.path.join(bindir, "listend"), "--socket", sock, "--state-dir", os.path.join(d, "state"),
                "--data-dir", os.path.join(d, "data"), "--audio-dir", os.path.join(ROOT, "Audio"), "--output", "null"]
        procs = [subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT) for _ in range(2)]
        try:
            loser = None
            deadline = time.monotonic() + 10
            while loser is None and time.monotonic() < deadline:
                loser = next((p for p in procs if p.poll() is not None), None)
                time.sleep(0.01)
            winner = next((p for p in procs if p is not loser), None)
            ok = loser is not None and loser.returncode == 1 and winner.poll() is None
            if loser is not None:
                said = loser.stdout.read().decode(errors="replace").strip().splitlines()
                messages.add(said[-1].replace(sock, "SOCKET") if said else "")
            if ok:
                cl = Listend(sock, 5)
                ok = cl.request({"cmd": "hello"}).get("ok", False)
                cl.close()
            serving_one += bool(ok)
            check(ok, f"round {rnd}: exactly one daemon serves, the other exits 1 ({[p.poll() for p in procs]})")
        finally:
            for p in procs:
                if p.poll() is None:
                    p.terminate()
                    p.wait(10)
    result = {"rounds": args.start_rounds, "rounds_with_exactly_one_serving": serving_one, "loser_says": sorted(messages)}
    log(f"   {result}")
    return result


def run_fuzz(work, args):
    """libFuzzer on the request parser, the decoders' open-and-seek path and the transcript readers, from the kept corpus."""
    log(f"== fuzzing, {args.fuzz_seconds} s per target (load {loadavg()})")
    scratch = os.path.join(ROOT, ".build-fuzz")
    env = dict(os.environ, LISTEND_FUZZ="1")
    # libFuzzer, not Swift's backtracer, must catch a trap, so that it writes the input out.
    run_env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    results = {}
    for target, corpus, max_len in [("requests", "requests", 1024), ("decoders", "audio", 16384),
                                    ("transcripts", "transcripts", 8192)]:
        subprocess.run(["swift", "build", "-c", "release", "--scratch-path", scratch, "-Xswiftc", "-sanitize=fuzzer",
                        "--product", f"fuzz-{target}"], cwd=ROOT, env=env, check=True)
        binary = os.path.join(scratch, "release", f"fuzz-{target}")
        kept = os.path.join(ROOT, "Tests/Fixtures/fuzz", corpus)
        grown = os.path.join(work, f"corpus-{target}")
        artifacts = os.path.join(work, f"crashes-{target}") + "/"
        os.makedirs(artifacts, exist_ok=True)
        shutil.copytree(kept, grown, dirs_exist_ok=True)
        run = subprocess.run([binary, f"-max_total_time={args.fuzz_seconds}", f"-max_len={max_len}", "-rss_limit_mb=1024",
                              "-timeout=10", f"-artifact_prefix={artifacts}", grown], capture_output=True, text=True, env=run_env)
        done = [line for line in run.stderr.splitlines() if line.startswith("Done ") or "#" in line and "DONE" in line]
        execs = int(done[-1].split()[1]) if done and done[-1].startswith("Done ") else None
        crashes = sorted(os.listdir(artifacts))
        for name in crashes:  # every reproducer becomes a regression input
            shutil.copyfile(os.path.join(artifacts, name), os.path.join(kept, name))
        if args.fuzz_keep:  # keep only the inputs that add coverage
            subprocess.run([binary, "-merge=1", f"-max_len={max_len}", kept, grown], capture_output=True)
        results[target] = {"execs": execs, "crashes": len(crashes), "corpus": len(os.listdir(grown)), "exit": run.returncode}
        check(not crashes and run.returncode == 0, f"fuzz-{target}: {len(crashes)} crash(es), exit {run.returncode}: "
              + "\n".join(run.stderr.splitlines()[-15:]))
        log(f"   fuzz-{target}: {results[target]}")
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", required=True)
    ap.add_argument("--only", default="protocol,audio,load,restarts,streams,live,stall,reader,norange,starts")
    ap.add_argument("--fuzz", action="store_true", help="also run the fuzz targets (after --only's sections)")
    ap.add_argument("--fuzz-seconds", type=int, default=300)
    ap.add_argument("--fuzz-keep", action="store_true", help="merge inputs that add coverage into Tests/Fixtures/fuzz")
    ap.add_argument("--stream-rounds", type=int, default=20)
    ap.add_argument("--stall-rounds", type=int, default=5)
    ap.add_argument("--reader-lines", type=int, default=1_000_000)
    ap.add_argument("--norange-mb", type=int, default=500)
    ap.add_argument("--start-rounds", type=int, default=50)
    ap.add_argument("--lines", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=8)
    ap.add_argument("--pollers", type=int, default=200)
    ap.add_argument("--subscribers", type=int, default=100)
    ap.add_argument("--load-seconds", type=float, default=60)
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--json", help="write the results here")
    args = ap.parse_args()
    only = args.only.split(",")
    work = tempfile.mkdtemp(prefix="faults-")
    pulse = PrivatePulse()
    daemon = Daemon(args.bin, pulse, work)
    results = {}
    try:
        daemon.start()
        if "protocol" in only:
            results["protocol"] = run_protocol(daemon, args)
        if "audio" in only:
            results["audio"] = run_audio(daemon, work, args)
        if "load" in only:
            results["load"] = run_load(daemon, pulse, work, args)
        if "restarts" in only:
            results["restarts"] = run_restarts(daemon, pulse, work, args)
        if "streams" in only:
            results["streams"] = run_streams(daemon, work, args)
        if "live" in only:
            results["live"] = run_live(daemon, work, args)
        if "stall" in only:
            results["stall"] = run_stall(daemon, pulse, work, args)
        if "reader" in only:
            results["reader"] = run_reader(daemon, args)
        if "norange" in only:
            results["norange"] = run_norange(daemon, args)
        if "starts" in only:
            results["starts"] = run_starts(args.bin, work, args)
        if args.fuzz:
            results["fuzz"] = run_fuzz(work, args)
    finally:
        daemon.stop()
        pulse.stop()
        if not FAILURES:
            shutil.rmtree(work, ignore_errors=True)
        else:
            log(f"work folder kept: {work}")
    results["failures"] = FAILURES
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1, default=str)
    log(f"\n{len(FAILURES)} failure(s)" + "".join(f"\n  - {f}" for f in FAILURES))
    sys.exit(1 if FAILURES else 0)


if __name__ == "__main__":
    main()
