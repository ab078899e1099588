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

Usage: bench/faults.py --bin DIR [--only protocol,audio,load,restarts] [--lines 10000]
       [--load-seconds 60] [--rounds 20]
Exits 1 when any check fails; prints what failed.
"""
import argparse, json, os, random, selectors, shutil, signal, socket, subprocess, sys, tempfile, time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import *  # noqa: E402,F403

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
                "--audio-dir", os.path.join(ROOT, "Audio"), "--output", "pulse", "--sink", self.pulse.sink]
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
            if not conn["sub"] and now >= conn["next"]:
                conn["next"] += 0.1
                if conn["outstanding"] < 5:
                    try:
                        conn["sock"].send(b"status\n")
                        conn["outstanding"] += 1
                        conn["sent_at"].append(now)
                    except BlockingIOError:
                        pass
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


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", required=True)
    ap.add_argument("--only", default="protocol,audio,load,restarts")
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
