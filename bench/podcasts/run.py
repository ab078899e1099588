#!/usr/bin/env python3
"""Podcast refresh: `learnctl podcasts refresh` beside gPodder's command-line client (`gpo update`),
both refreshing the same 100 feeds from a local HTTP server.

The server (ThreadingHTTPServer on 127.0.0.1, a free port) serves 100 generated RSS 2.0 feeds
with the iTunes and Podcasting 2.0 namespaces, 50 items each (HTML descriptions in CDATA,
pubDates, enclosures with lengths, itunes:duration, a podcast:transcript on every third item),
with an ETag and a Last-Modified, and answers If-None-Match / If-Modified-Since with 304.
Both clients subscribe to the 100 feeds from one OPML file (`learnctl podcasts import`,
`gpo import`; timed once as "subscribe 100"), then, --runs times and alternating between the
clients: a refresh where nothing changed, and a refresh after every feed gained 2 new items
(a new ETag and Last-Modified). Each refresh is a whole process, timed wall-clock; its CPU time
and peak RSS come from wait4(). The server counts each client's requests and 304s.

learnctl runs with a private HOME, XDG folders and LEARNCTL_DB, signed up as a throwaway
account; gpo with a private HOME and GPODDER_HOME. If gpodder cannot be installed, learnctl is
measured alone.

Usage: python3 bench/podcasts/run.py [--runs 5] [--write docs/performance.md]
with LEARNCTL_BINARY pointing at a release learnctl (learnctl-study is taken from beside it;
bench/run.sh --podcasts builds both).
"""
import argparse, datetime, email.utils, http.server, os, random, re, shutil, signal, statistics, subprocess, sys, tempfile, threading, time
from xml.sax.saxutils import escape

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
from bench import machine, write_block  # noqa: E402

BEGIN = "<!-- bench:podcasts:begin (written by bench/podcasts/run.py) -->"
END = "<!-- bench:podcasts:end -->"
FEEDS, ITEMS, ADDED = 100, 50, 2
EPOCH = datetime.datetime(2025, 1, 6, 7, 0, tzinfo=datetime.timezone.utc)
WORDS = ("listening practice slow news story market weather train coast river kitchen family school "
         "summer winter journey city village music history science interview language culture").split()


def log(*args):
    print(*args, flush=True)


# ---------------------------------------------------------------- the feeds

class Feeds:
    """The 100 feeds: feed n has ITEMS + ADDED * version items; each version has its own ETag
    and Last-Modified (the newest item's date). Bodies are built once per version."""

    def __init__(self, base):
        self.base = base
        self.version = 0
        self.lock = threading.Lock()
        self.cache = {}

    def bump(self):
        with self.lock:
            self.version += 1

    def item_date(self, feed, index):
        return EPOCH + datetime.timedelta(days=index * 3, hours=feed % 12, minutes=feed)

    def current(self, feed):
        """(body, etag, last-modified datetime) of feed n as it is now."""
        with self.lock:
            version = self.version
            key = (feed, version)
            if key not in self.cache:
                count = ITEMS + ADDED * version
                modified = self.item_date(feed, count - 1).replace(microsecond=0)
                self.cache[key] = (self.render(feed, count, modified), f'"f{feed}-v{version}"', modified)
            return self.cache[key]

    def render(self, feed, count, modified):
        rng = random.Random(feed)
        title = f"{rng.choice(WORDS).title()} {rng.choice(WORDS).title()} Podcast {feed:03d}"
        site = f"{self.base}/site/{feed}"
        out = [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" '
            'xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom" '
            'xmlns:content="http://purl.org/rss/1.0/modules/content/">',
            "<channel>",
            f"<title>{escape(title)}</title>",
            f'<atom:link href="{self.base}/feeds/{feed}.xml" rel="self" type="application/rss+xml"/>',
            f"<link>{site}</link>",
            "<language>es</language>",
            f"<description><![CDATA[<p>Episodes for learners of Spanish, feed {feed}: "
            "<b>slow</b> speech, <a href=\"https://example.com\">transcripts</a>.</p>]]></description>",
            f"<lastBuildDate>{email.utils.format_datetime(modified)}</lastBuildDate>",
            "<itunes:author>Bench Radio</itunes:author>",
            f'<itunes:image href="{self.base}/art/{feed}.jpg"/>',
            '<itunes:category text="Education"><itunes:category text="Language Learning"/></itunes:category>',
            "<itunes:explicit>false</itunes:explicit>",
            f"<podcast:guid>00000000-0000-4000-8000-{feed:012d}</podcast:guid>",
        ]
        for index in reversed(range(count)):  # newest first, as feeds are
            irng = random.Random(feed * 100_003 + index)
            words = " ".join(irng.choice(WORDS) for _ in range(irng.randint(4, 9)))
            paragraph = " ".join(irng.choice(WORDS) for _ in range(60))
            seconds = irng.randint(600, 3600)
            length = seconds * 16_000
            audio = f"{self.base}/audio/{feed}/{index}.mp3"
            out += [
                "<item>",
                f"<title>{index + 1}. {escape(words.capitalize())}</title>",
                f"<link>{site}/episodes/{index}</link>",
                f'<guid isPermaLink="false">bench-{feed}-{index}</guid>',
                f"<pubDate>{email.utils.format_datetime(self.item_date(feed, index))}</pubDate>",
                f"<description><![CDATA[<p>{paragraph.capitalize()}.</p><ul><li>Vocabulary: <i>{words}</i></li>"
                f"<li>Level B1</li></ul><p>More at <a href=\"{site}\">our site</a> &amp; friends.</p>]]></description>",
                f'<enclosure url="{audio}" length="{length}" type="audio/mpeg"/>',
                f"<itunes:duration>{seconds // 3600:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}</itunes:duration>",
                f"<itunes:episode>{index + 1}</itunes:episode>",
                "<itunes:episodeType>full</itunes:episodeType>",
                "<itunes:explicit>false</itunes:explicit>",
            ]
            if index % 3 == 0:
                out.append(f'<podcast:transcript url="{self.base}/transcripts/{feed}/{index}.vtt" type="text/vtt" language="es"/>')
            out.append("</item>")
        out += ["</channel>", "</rss>", ""]
        return "\n".join(out).encode()


class Counts:
    """Requests the server answered, by status, for the phase under way."""

    def __init__(self):
        self.lock = threading.Lock()
        self.reset()

    def reset(self):
        with self.lock:
            self.requests, self.not_modified, self.other, self.agents, self.paths = 0, 0, 0, set(), set()

    def add(self, status, agent, path):
        with self.lock:
            self.requests += 1
            self.not_modified += status == 304
            self.other += status not in (200, 304)
            self.agents.add(agent)
            if not path.startswith("/feeds/"):
                self.paths.add(path)

    def snapshot(self):
        with self.lock:
            return {"requests": self.requests, "not_modified": self.not_modified, "other": self.other,
                    "agents": sorted(self.agents), "paths": sorted(self.paths)}


def serve(feeds, counts):
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def answer(self, status, body=b"", headers=()):
            self.send_response(status)
            for name, value in headers:
                self.send_header(name, value)
            if status != 304:
                self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD" and status != 304:
                self.wfile.write(body)
            counts.add(status, self.headers.get("User-Agent", ""), self.path)

        def do_GET(self):
            path = self.path.split("?", 1)[0]
            if not (path.startswith("/feeds/") and path.endswith(".xml")):
                return self.answer(404, b"not found\n", [("Content-Type", "text/plain")])
            try:
                feed = int(path[len("/feeds/"):-len(".xml")])
            except ValueError:
                feed = -1
            if not 0 <= feed < FEEDS:
                return self.answer(404, b"not found\n", [("Content-Type", "text/plain")])
            body, etag, modified = feeds.current(feed)
            validators = [("ETag", etag), ("Last-Modified", email.utils.format_datetime(modified, usegmt=True)),
                          ("Cache-Control", "max-age=0")]
            match = self.headers.get("If-None-Match")
            since = self.headers.get("If-Modified-Since")
            if match is not None:
                fresh = etag in [tag.strip() for tag in match.split(",")] or match.strip() == "*"
            elif since is not None:
                try:
                    fresh = email.utils.parsedate_to_datetime(since) >= modified
                except (TypeError, ValueError):
                    fresh = False
            else:
                fresh = False
            if fresh:
                return self.answer(304, headers=validators)
            self.answer(200, body, [("Content-Type", "application/rss+xml; charset=utf-8")] + validators)

        do_HEAD = do_GET

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


# ---------------------------------------------------------------- running the clients

def run(argv, env, stdin=None, check=True):
    """Runs argv to its end: wall seconds, CPU seconds (user + system), peak RSS (MB), output."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        proc = subprocess.Popen(argv, env=env, stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                                stdout=out, stderr=err)
        if stdin is not None:
            proc.stdin.write(stdin.encode())
            proc.stdin.close()
        # wait4 reaps the process and gives its own rusage (CPU time, peak RSS).
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - started
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        out, err = out.read().decode(errors="replace"), err.read().decode(errors="replace")
    if check and proc.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} exited with {proc.returncode}:\n{err.strip()}\n{out.strip()[-2000:]}")
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss": usage.ru_maxrss / 1024,
            "status": proc.returncode, "out": out, "err": err}


def clean_env(home, **extra):
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "TZ": "UTC", "LANG": "C.UTF-8",
           "no_proxy": "127.0.0.1,localhost", "NO_PROXY": "127.0.0.1,localhost"}
    env.update(extra)
    return env


def install_gpo():
    if shutil.which("gpo"):
        return None
    apt = ["apt-get"] if os.geteuid() == 0 else (["sudo", "-n", "apt-get"] if shutil.which("sudo") else None)
    if apt is None:
        return "gpo is not installed and apt-get needs root (no sudo)"
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    log("installing gpodder (apt-get install -y gpodder)")
    subprocess.run(apt + ["update", "-qq"], env=env, check=False)
    done = subprocess.run(apt + ["install", "-y", "-qq", "gpodder"], env=env, capture_output=True, text=True)
    if done.returncode != 0 or not shutil.which("gpo"):
        return f"apt-get install gpodder failed ({done.returncode}): {done.stderr.strip()[-500:]}"
    return None


def gpo_version():
    package = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "gpodder"], capture_output=True, text=True).stdout.strip()
    return package or "?"


# ---------------------------------------------------------------- the benchmark

def learnctl_feeds(database):
    """The feed URLs learnctl's database holds (read directly: a cross-check, not an interface)."""
    import sqlite3
    db = sqlite3.connect(database)
    try:
        return {row[0] for row in db.execute("SELECT feedURL FROM podcast")}
    except sqlite3.Error:
        return set()
    finally:
        db.close()


def summary(samples, key):
    values = [s[key] for s in samples]
    return statistics.median(values), min(values)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--write", metavar="FILE")
    args = parser.parse_args()
    learnctl = os.environ.get("LEARNCTL_BINARY") or os.path.join(ROOT, ".build", "release", "learnctl")
    study = os.path.join(os.path.dirname(os.path.realpath(learnctl)), "learnctl-study")
    for path in (learnctl, study):
        if not os.access(path, os.X_OK):
            sys.exit(f"{path} is missing: build it with `swift build -c release --product learnctl --product learnctl-study`")
    no_gpo = install_gpo()
    if no_gpo:
        log(f"gPodder is not measured: {no_gpo}")
    started = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    with open("/proc/loadavg") as f:
        load = " ".join(f.read().split()[:3])

    with tempfile.TemporaryDirectory(prefix="bench-podcasts-") as work:
        counts = Counts()
        feeds = Feeds(None)
        server = serve(feeds, counts)
        base = feeds.base = f"http://127.0.0.1:{server.server_address[1]}"
        opml = os.path.join(work, "subs.opml")
        with open(opml, "w", encoding="utf-8") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0"><head><title>Bench</title></head><body>\n')
            for n in range(FEEDS):
                f.write(f'<outline type="rss" text="Feed {n}" xmlUrl="{base}/feeds/{n}.xml"/>\n')
            f.write("</body></opml>\n")
        sizes = [len(feeds.current(n)[0]) for n in range(FEEDS)]
        log(f"serving {FEEDS} feeds of {ITEMS} items at {base} ({sum(sizes) / 1e6:.1f} MB in all, "
            f"{statistics.mean(sizes) / 1e3:.0f} kB each)")

        lhome = os.path.join(work, "learnctl")
        lenv = clean_env(lhome, XDG_DATA_HOME=os.path.join(lhome, "data"), XDG_STATE_HOME=os.path.join(lhome, "state"),
                         XDG_CACHE_HOME=os.path.join(lhome, "cache"), XDG_CONFIG_HOME=os.path.join(lhome, "config"),
                         LEARNCTL_DB=os.path.join(lhome, "learn.sqlite"),
                         LISTEND_SOCKET=os.path.join(lhome, "no-listend.sock"))
        ghome = os.path.join(work, "gpodder")
        genv = clean_env(ghome, GPODDER_HOME=os.path.join(ghome, "gPodder"),
                         GPODDER_DOWNLOAD_DIR=os.path.join(ghome, "gPodder", "Downloads"))
        os.makedirs(lhome)
        os.makedirs(ghome)
        run([learnctl, "signup", "--email", "bench@example.com", "--password-stdin"], lenv, stdin="k7#mQz2p bench\n")

        clients = {"learnctl": {"subscribe": [learnctl, "podcasts", "import", opml],
                                "refresh": [study, "podcasts", "refresh", "--quiet"], "env": lenv}}
        if not no_gpo:
            clients["gpo"] = {"subscribe": ["gpo", "import", opml], "refresh": ["gpo", "update"], "env": genv}
        results = {name: {"subscribe": None, "unchanged": [], "changed": []} for name in clients}
        failures = []

        def measure(name, phase):
            client = clients[name]
            counts.reset()
            argv = client["subscribe" if phase == "subscribe" else "refresh"]
            sample = run(argv, client["env"], check=False)
            sample.update(counts.snapshot())
            if sample["status"] != 0:
                status = sample["status"]
                how = f"was killed by {signal.Signals(-status).name}" if status < 0 else f"exited with {status}"
                command = " ".join(os.path.basename(a) for a in argv)
                failures.append(f"{name} {phase}: `{command}` {how}" + (f": {'; '.join(sample['err'].strip()[-600:].splitlines())}" if sample["err"].strip() else ""))
            if phase != "subscribe" and sample["requests"] != FEEDS:
                failures.append(f"{name} {phase}: {sample['requests']} requests reached the server ({FEEDS} feeds)")
            log(f"  {name:8} {phase:9} {sample['wall'] * 1000:8.0f} ms  cpu {sample['cpu'] * 1000:6.0f} ms  "
                f"rss {sample['rss']:6.1f} MB  requests {sample['requests']:3} (304: {sample['not_modified']:3}"
                f"{', other: %d' % sample['other'] if sample['other'] else ''})")
            if phase == "subscribe":
                results[name]["subscribe"] = sample
            else:
                results[name][phase].append(sample)
            return sample

        log("subscribing")
        for name in clients:
            measure(name, "subscribe")
        subscribed = learnctl_feeds(lenv["LEARNCTL_DB"])
        if len(subscribed) < FEEDS:
            # The import did not subscribe to every feed: the rest one by one with `podcasts add`, timed together.
            missing = [f"{base}/feeds/{n}.xml" for n in range(FEEDS) if f"{base}/feeds/{n}.xml" not in subscribed]
            log(f"  learnctl's import left {len(missing)} feeds out; adding them with `podcasts add`")
            counts.reset()
            adds = [run([learnctl, "podcasts", "add", url], lenv, check=False) for url in missing]
            bad = [a for a in adds if a["status"] != 0]
            if bad:
                failures.append(f"learnctl subscribe: `podcasts add` failed {len(bad)} times: {bad[0]['err'].strip()[-300:]}")
            fallback = {"wall": sum(a["wall"] for a in adds), "cpu": sum(a["cpu"] for a in adds),
                        "rss": max(a["rss"] for a in adds), "adds": len(adds)}
            fallback.update(counts.snapshot())
            results["learnctl"]["add"] = fallback
            log(f"  learnctl add × {len(adds)}: {fallback['wall'] * 1000:.0f} ms, {len(learnctl_feeds(lenv['LEARNCTL_DB']))} feeds subscribed")
        # One untimed refresh each, so that every client starts from its steady state.
        for name in clients:
            counts.reset()
            run(clients[name]["refresh"], clients[name]["env"], check=False)
        for rep in range(args.runs):
            log(f"run {rep + 1} of {args.runs}")
            order = list(clients) if rep % 2 == 0 else list(reversed(clients))
            for name in order:
                measure(name, "unchanged")
            feeds.bump()
            for name in order:
                measure(name, "changed")
        server.shutdown()
        server.server_close()
        gpo_items = None
        if "gpo" in clients:
            listing = run(["gpo", "episodes"], genv, check=False)["out"]
            gpo_items = sum(1 for line in listing.splitlines() if re.match(r"\s+\d+\.\s", line))
        learnctl_items = None
        try:
            import sqlite3
            db = sqlite3.connect(lenv["LEARNCTL_DB"])
            learnctl_items = db.execute("SELECT COUNT(*) FROM podcastEpisode").fetchone()[0]
            db.close()
        except Exception as error:  # the table's name is learnctl's business; the count is a cross-check
            log(f"could not count learnctl's episodes: {error}")

    names = list(clients)
    expected = FEEDS * (ITEMS + ADDED * args.runs)
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    if subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--", "Sources"], capture_output=True, text=True).stdout.strip():
        commit += " with uncommitted changes in Sources"
    built = datetime.datetime.fromtimestamp(os.path.getmtime(study)).strftime("%Y-%m-%d %H:%M")
    header = "| figure | " + " | ".join(names) + " |"
    lines = [header, "|---" * (len(names) + 1) + "|"]

    def row(label, cells):
        lines.append(f"| {label} | " + " | ".join(cells) + " |")

    def ms(value):
        return f"{value * 1000:,.0f}"

    def subscribe_cell(n):
        sample = results[n]["subscribe"]
        cell = ms(sample["wall"]) + ("" if sample["status"] == 0 else f" (failed: exit {sample['status']})")
        if "add" in results[n]:
            cell += f"; then `podcasts add` × {results[n]['add']['adds']}: {ms(results[n]['add']['wall'])}"
        return cell

    row("subscribe 100 (OPML import), wall (ms)", [subscribe_cell(n) for n in names])
    for phase, what in (("unchanged", "refresh, nothing changed"), ("changed", f"refresh, {ADDED} new items in every feed")):
        row(f"{what}: wall, median / min (ms)",
            [" / ".join(ms(v) for v in summary(results[n][phase], "wall")) for n in names])
        row(f"{what}: CPU, median / min (ms)",
            [" / ".join(ms(v) for v in summary(results[n][phase], "cpu")) for n in names])
        row(f"{what}: peak RSS, median (MB)", [f"{summary(results[n][phase], 'rss')[0]:.1f}" for n in names])
        row(f"{what}: requests / 304s per refresh",
            [f"{statistics.median(s['requests'] for s in results[n][phase]):.0f} / "
             f"{statistics.median(s['not_modified'] for s in results[n][phase]):.0f}" for n in names])
    row("peak RSS of the subscribe (MB)", [f"{results[n]['subscribe']['rss']:.1f}"
                                           + (f"; add: {results[n]['add']['rss']:.1f}" if "add" in results[n] else "") for n in names])
    row(f"episodes stored at the end (feeds hold {expected:,})",
        [f"{learnctl_items:,}" if learnctl_items is not None else "?"] + ([f"{gpo_items:,}" if gpo_items is not None else "?"] if "gpo" in names else []))

    size = statistics.mean(sizes) / 1e3
    agents = {n: sorted({a for s in [results[n]["subscribe"]] + results[n]["unchanged"] + results[n]["changed"] for a in s["agents"]}) for n in names}
    other = {n: sorted({p for s in [results[n]["subscribe"]] + results[n]["unchanged"] + results[n]["changed"] for p in s["paths"]}) for n in names}
    notes = [f"Run {started}; {machine()} (nproc {os.cpu_count()}), load {load} at the start; HEAD {commit}, learnctl-study built {built} (release); "
             + (f"gpodder {gpo_version()} (Debian package; `gpo update`)." if "gpo" in names else f"gPodder not measured: {no_gpo}."), "",
             *lines, "",
             f"{FEEDS} RSS 2.0 feeds of {ITEMS} items at the start ({size:.0f} kB each, uncompressed), served from "
             "127.0.0.1 by a Python ThreadingHTTPServer with ETag and Last-Modified, 304 to a matching If-None-Match "
             "(else If-Modified-Since). Each figure is one whole process: `learnctl-study podcasts refresh --quiet` "
             "(four feeds at a time) and `gpo update` (one feed after another); wall clock, user + system CPU and peak RSS "
             f"from wait4(), median and min of {args.runs} runs per row, the two clients alternating, after one untimed "
             f"refresh each. “{ADDED} new items” runs came right after the server added {ADDED} items to every feed "
             "(a new ETag and Last-Modified), so each is 100 full downloads and parses. "
             + ("Where learnctl's OPML import failed, the feeds were subscribed to with `learnctl podcasts add URL`, one process "
               "per feed, one after another (the time is their sum). " if "add" in results.get("learnctl", {}) else "")
             + "User agents seen: " + "; ".join(f"{n}: {', '.join(f'`{a}`' for a in agents[n]) or '—'}" for n in names) + "."]
    if any(other.values()):
        notes.append("")
        notes.append("Requests other than feeds: " + "; ".join(f"{n}: {', '.join(other[n][:5]) or 'none'}" for n in names) + ".")
    if failures:
        notes += ["", "Failures:", ""] + [f"- {f}" for f in failures]
    text = "\n".join(notes)
    print(text)
    if args.write:
        write_block(args.write, BEGIN, END, text)


if __name__ == "__main__":
    main()
