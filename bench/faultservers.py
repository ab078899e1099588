"""Loopback HTTP servers that misbehave the way real ones do, for bench/faults.py.

  Throttled   serves a file at a fixed byte rate (a lecture arriving at its bitrate), no Range.
  Stalled     answers with audio headers and a length, then sends nothing.
  NoRange     a WAV of any size generated on the fly, from the start on every request (Range ignored).
  IcyLive     an endless Icecast-style MP3 stream with `icy-metaint` metadata and changing titles.

Each runs in a thread of the harness: `with Throttled(path, 6000) as url: …`.
"""
import http.server, socketserver, struct, threading, time


class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


class _Base:
    path = "/audio"

    def __enter__(self):
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *a):
                pass

            def do_GET(self):
                try:
                    outer.serve(self)
                except (BrokenPipeError, ConnectionResetError):
                    pass

        self.stopping = threading.Event()
        self.requests = 0
        self.httpd = _Server(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        return f"http://127.0.0.1:{self.httpd.server_address[1]}{self.path}"

    def __exit__(self, *exc):
        self.stopping.set()
        self.httpd.shutdown()
        self.httpd.server_close()


def _range_start(handler):
    value = handler.headers.get("Range", "")
    if value.startswith("bytes=") and value[6:].split("-")[0].isdigit():
        return int(value[6:].split("-")[0])
    return 0


class Throttled(_Base):
    """`path` at `rate` bytes a second, with a Content-Length and without Range support (the
    hardest case: nothing can be fetched out of order)."""
    path = "/lecture.mp3"

    def __init__(self, path, rate):
        self.data, self.rate = open(path, "rb").read(), rate

    def serve(self, h):
        self.requests += 1
        h.send_response(200)
        h.send_header("Content-Type", "audio/mpeg")
        h.send_header("Content-Length", str(len(self.data)))
        h.end_headers()
        step = max(1, self.rate // 20)
        for offset in range(0, len(self.data), step):
            if self.stopping.is_set():
                return
            h.wfile.write(self.data[offset:offset + step])
            h.wfile.flush()
            time.sleep(0.05)


class Stalled(_Base):
    """Audio headers with a length of `size` bytes, then silence until the client gives up."""
    path = "/stalled.mp3"

    def __init__(self, size=50_000_000):
        self.size = size

    def serve(self, h):
        self.requests += 1
        h.send_response(200)
        h.send_header("Content-Type", "audio/mpeg")
        h.send_header("Content-Length", str(self.size))
        h.end_headers()
        h.wfile.flush()
        while not self.stopping.wait(0.2):
            pass


class NoRange(_Base):
    """A 16-bit stereo 44.1 kHz WAV of `size` bytes (a quiet tone), sent from byte 0 every time."""
    path = "/long.wav"

    def __init__(self, size=500_000_000):
        self.size = size
        self.sent = 0
        frames = 44100
        tone = bytearray()
        for i in range(frames):
            v = int(3000 * ((i * 440 * 2 // 44100) % 2 * 2 - 1))
            tone += struct.pack("<hh", v, v)
        self.block = bytes(tone)

    def serve(self, h):
        self.requests += 1
        data_size = self.size - 44
        header = b"RIFF" + struct.pack("<I", self.size - 8) + b"WAVEfmt " + struct.pack(
            "<IHHIIHH", 16, 1, 2, 44100, 44100 * 4, 4, 16) + b"data" + struct.pack("<I", data_size)
        h.send_response(200)
        h.send_header("Content-Type", "audio/wav")
        h.send_header("Content-Length", str(self.size))
        h.end_headers()
        h.wfile.write(header)
        left = data_size
        while left > 0 and not self.stopping.is_set():
            chunk = self.block[:min(left, len(self.block))]
            h.wfile.write(chunk)
            left -= len(chunk)
            self.sent += len(chunk)


class IcyLive(_Base):
    """An endless MP3 stream (`path` looped, from its first audio frame) with ICY metadata every `metaint` bytes; the title
    changes every `title_every` seconds; `drop_after` seconds into each connection it is cut."""
    path = "/live"

    def __init__(self, path, rate=16000, metaint=8192, title_every=2.0, drop_after=None):
        data = open(path, "rb").read()
        tag = max(data.find(b"Info"), data.find(b"Xing"))
        if tag >= 0:  # a stream has no length tag: start at the frame after it
            data = data[data.find(b"\xff\xfb", tag):]
        self.data, self.rate, self.metaint = data, rate, metaint
        self.title_every, self.drop_after = title_every, drop_after
        self.started = time.monotonic()

    def title(self):
        return f"News at {int((time.monotonic() - self.started) / self.title_every)}"

    def serve(self, h):
        self.requests += 1
        wants_meta = h.headers.get("Icy-MetaData") == "1"
        h.protocol_version = "HTTP/1.0"
        h.close_connection = True  # the body ends when the connection does
        h.send_response(200)
        h.send_header("Content-Type", "audio/mpeg")
        h.send_header("icy-name", "Loopback News")
        if wants_meta:
            h.send_header("icy-metaint", str(self.metaint))
        h.end_headers()
        offset, until_meta, opened = 0, self.metaint, time.monotonic()
        step, burst = max(1, self.rate // 20), 64 * 1024  # Icecast sends a burst on connect
        while not self.stopping.is_set():
            if self.drop_after and time.monotonic() - opened > self.drop_after:
                return
            n = min(step, until_meta) if wants_meta else step
            chunk = self.data[offset:offset + n]
            if len(chunk) < n:
                chunk += self.data[:n - len(chunk)]
            offset = (offset + n) % len(self.data)
            h.wfile.write(chunk)
            if wants_meta:
                until_meta -= n
                if until_meta == 0:
                    text = f"StreamTitle='{self.title()}';".encode()
                    blocks = (len(text) + 15) // 16
                    h.wfile.write(bytes([blocks]) + text.ljust(blocks * 16, b"\0"))
                    until_meta = self.metaint
            h.wfile.flush()
            if burst > 0:
                burst -= n
            else:
                time.sleep(n / self.rate)
