"""Shared pieces of the listend benchmarks and fault harness (python3 stdlib only).

A private PulseAudio server in a temporary XDG_RUNTIME_DIR, /proc readers, protocol clients for
listend, MPD, mpv and cmus, and tone analysis of monitor recordings (the "marks" fixtures carry a
300 + 20*k Hz tone in second k, opened by 20 ms of silence); a monitor recorder that tells when
each sample arrived, and tone onsets read from it.
"""
import array, bisect, json, math, operator, os, shutil, signal, socket, subprocess, tempfile, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RATE = 44100


def log(*args):
    print(*args, flush=True)


def loadavg():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def wait_for(predicate, timeout, step=0.02, what="condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    raise TimeoutError(f"timed out after {timeout} s waiting for {what}")


# ---------------------------------------------------------------- private PulseAudio

class PrivatePulse:
    """pulseaudio -n with one null sink (`bench`) and the native protocol, in its own runtime dir."""

    def __init__(self, sink="bench", log_file=None):
        self.dir = tempfile.mkdtemp(prefix="bench-pulse-")
        os.chmod(self.dir, 0o700)
        self.sink = sink
        self.log_file = log_file or os.path.join(self.dir, "pulse.log")
        self.pid = None
        self.start()

    @property
    def server(self):
        return f"unix:{self.dir}/pulse/native"

    def env(self, **extra):
        env = dict(os.environ)
        env.pop("PULSE_SINK", None)
        env.update(XDG_RUNTIME_DIR=self.dir, PULSE_SERVER=self.server, HOME=self.dir)
        env.update(extra)
        return env

    def start(self):
        try:
            os.remove(f"{self.dir}/pulse/pid")
        except FileNotFoundError:
            pass
        # Debug logging to a file: the server logs each stream underrun ("Underrun on …").
        subprocess.run(["pulseaudio", "--daemonize=yes", "--exit-idle-time=-1", "-n", "--use-pid-file=yes",
                        "--log-level=debug", f"--log-target=newfile:{self.log_file}" if not os.path.exists(self.log_file)
                        else f"--log-target=file:{self.log_file}",
                        f"--load=module-null-sink sink_name={self.sink}", "--load=module-native-protocol-unix"],
                       env=self.env(), check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

        def ready():
            try:
                pid = int(open(f"{self.dir}/pulse/pid").read().strip())
                os.kill(pid, 0)
                return pid if os.path.exists(f"{self.dir}/pulse/native") else None
            except (OSError, ValueError):
                return None
        self.pid = wait_for(ready, 10, 0.05, "PulseAudio")

    def kill(self, sig=signal.SIGKILL):
        if self.pid:
            try:
                os.kill(self.pid, sig)
            except ProcessLookupError:
                pass
            try:
                wait_for(lambda: not alive(self.pid), 10, what="PulseAudio to exit")
            except TimeoutError:
                os.kill(self.pid, signal.SIGKILL)
            self.pid = None

    def stop(self):
        self.kill(signal.SIGTERM)
        shutil.rmtree(self.dir, ignore_errors=True)

    def pactl(self, *args):
        return subprocess.run(["pactl", *args], env=self.env(), check=True, capture_output=True, text=True).stdout

    def underruns(self):
        """Ends of stream underruns the server logged so far ("Requesting rewind due to end of underrun": one per underrun, plus one as each stream first fills)."""
        try:
            with open(self.log_file, errors="replace") as f:
                return [line for line in f if "end of underrun" in line]
        except FileNotFoundError:
            return []


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is not alive
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


# ---------------------------------------------------------------- /proc

def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def smaps_rollup(pid):
    out = {}
    with open(f"/proc/{pid}/smaps_rollup") as f:
        for line in f:
            parts = line.split()
            if len(parts) >= 3 and parts[-1] == "kB":
                out[parts[0].rstrip(":")] = int(parts[1])
    return out


def proc_cpu_s(pid):
    """User + system time of the whole process from /proc/<pid>/stat (utime + stime, clock ticks;
    includes threads that have exited), in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def tasks(pid):
    try:
        return os.listdir(f"/proc/{pid}/task")
    except FileNotFoundError:
        return []


def _per_thread(pid, read):
    """{thread id: read(thread folder)} for every thread of the process."""
    values = {}
    for t in tasks(pid):
        try:
            values[t] = read(f"/proc/{pid}/task/{t}")
        except (FileNotFoundError, ProcessLookupError):
            pass
    return values


def _schedstat_ns(folder):
    with open(f"{folder}/schedstat") as f:
        return int(f.read().split()[0])


def _switches(folder):
    vol = invol = 0
    with open(f"{folder}/status") as f:
        for line in f:
            if line.startswith("voluntary_ctxt_switches:"):
                vol = int(line.split()[1])
            elif line.startswith("nonvoluntary_ctxt_switches:"):
                invol = int(line.split()[1])
    return vol + invol


class ThreadCounter(dict):
    """Per-thread counters of a process at one moment. `since(earlier)` is what the threads did
    in between: the threads alive at both moments count their difference, threads started in
    between count in full. (A sum over the threads alive at each end would go down when a thread
    that had worked before the window exits inside it, as idle libdispatch workers do.)"""

    def since(self, earlier):
        return sum(v - earlier.get(t, 0) for t, v in self.items())


def cpu_ns(pid):
    """Time on CPU of every thread of the process (schedstat, nanoseconds), per thread."""
    return ThreadCounter(_per_thread(pid, _schedstat_ns))


def ctx_switches(pid):
    """Voluntary + involuntary context switches of every thread of the process, per thread."""
    return ThreadCounter(_per_thread(pid, _switches))


def fd_count(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


# ---------------------------------------------------------------- line clients

class LineClient:
    """A blocking Unix-socket client that reads replies line by line."""

    def __init__(self, path, timeout=5.0):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(timeout)
        self.sock.connect(path)
        self.buf = b""

    def send(self, data):
        if isinstance(data, str):
            data = data.encode()
        self.sock.sendall(data)

    def readline(self):
        while b"\n" not in self.buf:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError("connection closed")
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return line

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


class Listend(LineClient):
    def request(self, obj):
        self.send((json.dumps(obj) if isinstance(obj, dict) else obj) + "\n")
        while True:
            reply = json.loads(self.readline())
            if "event" not in reply:
                return reply

    def status(self):
        return self.request({"cmd": "status"})["data"]


class MPDClient(LineClient):
    def __init__(self, path, timeout=5.0):
        super().__init__(path, timeout)
        self.readline()  # OK MPD x.y.z

    def command(self, line):
        self.send(line + "\n")
        out = {}
        while True:
            reply = self.readline().decode(errors="replace")
            if reply == "OK":
                return out
            if reply.startswith("ACK"):
                raise RuntimeError(f"MPD: {reply}")
            key, _, value = reply.partition(": ")
            out[key] = value


class MpvClient(LineClient):
    def __init__(self, path, timeout=5.0):
        super().__init__(path, timeout)
        self.next_id = 1
        self.events = []

    def command(self, *args):
        rid = self.next_id
        self.next_id += 1
        self.send(json.dumps({"command": list(args), "request_id": rid}) + "\n")
        while True:
            reply = json.loads(self.readline())
            if reply.get("request_id") == rid:
                return reply
            self.events.append(reply)


class CmusClient(LineClient):
    def command(self, line):
        """cmus answers a command with its output and an empty line."""
        self.send(line + "\n")
        lines = []
        while True:
            reply = self.readline().decode(errors="replace")
            if reply == "":
                return lines
            lines.append(reply)


# ---------------------------------------------------------------- tones

def tone_hz(k):
    return 300 + 20 * k


def goertzel_power(samples, start, n, freq):
    w = 2 * math.pi * freq / RATE
    coeff = 2 * math.cos(w)
    s1 = s2 = 0.0
    for i in range(start, start + n):
        s0 = samples[i] + coeff * s1 - s2
        s2, s1 = s1, s0
    return s1 * s1 + s2 * s2 - coeff * s1 * s2


def rms(samples, start, n):
    return math.sqrt(sum(x * x for x in samples[start:start + n]) / max(n, 1))


def detect_second(samples, start, n):
    """Which marks second (k) sounds in samples[start:start+n], or None for silence.

    A zero-crossing count narrows the candidates; a Goertzel over the neighbouring
    300 + 20k Hz tones picks the one.
    """
    if rms(samples, start, n) < 300:
        return None
    crossings = sum(1 for i in range(start + 1, start + n) if (samples[i - 1] < 0) != (samples[i] < 0))
    estimate = crossings / 2 / (n / RATE)
    k0 = round((estimate - 300) / 20)
    candidates = [k for k in range(k0 - 3, k0 + 4) if 0 <= k < 120]
    if not candidates:
        return None
    return max(candidates, key=lambda k: goertzel_power(samples, start, n, tone_hz(k)))


def read_s16(path):
    data = array.array("h")
    with open(path, "rb") as f:
        data.frombytes(f.read())
    return data


def tone_runs(samples, window=0.005):
    """The recording as runs of [second k or None for silence, start s, length s].

    Silence is found in 5 ms windows; each sounding run between silences is identified as a whole.
    """
    n = int(window * RATE)
    flags = []
    for i in range(0, len(samples) - n, n):
        flags.append(rms(samples, i, n) >= 300)
    runs = []
    for idx, sounding in enumerate(flags):
        if runs and runs[-1][0] == sounding:
            runs[-1][2] += window
        else:
            runs.append([sounding, idx * window, window])
    out = []
    for sounding, start, length in runs:
        k = None
        if sounding and length >= 0.03:
            a = int(start * RATE) + n
            m = min(int((length - 2 * window) * RATE), int(0.3 * RATE))
            k = detect_second(samples, a, m) if m > 0 else None
        if out and out[-1][0] == k:
            out[-1][2] += length
        else:
            out.append([k, start, length])
    return out


# ---------------------------------------------------------------- the monitor on the clock

class MonitorRecorder:
    """The sink's monitor recorded into memory (mono, s16, RATE, 2 ms chunks), with the time each
    chunk arrived: `arrival_of(i)` says when sample i reached the recorder."""

    def __init__(self, pulse, latency_ms=2):
        self.proc = subprocess.Popen(["parec", "-d", f"{pulse.sink}.monitor", "--raw", "--format=s16le", f"--rate={RATE}",
                                      "--channels=1", f"--latency-msec={latency_ms}"], env=pulse.env(), stdout=subprocess.PIPE)
        self.data = bytearray()
        self.arrivals = []  # (monotonic time, bytes received so far)
        self.ends = []
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        fd = self.proc.stdout.fileno()
        while True:
            chunk = os.read(fd, 65536)
            t = time.monotonic()
            if not chunk:
                return
            self.data += chunk
            self.arrivals.append((t, len(self.data)))

    def wait_started(self, seconds=0.3, timeout=10):
        """Waits until `seconds` of audio have arrived (parec can take a while to deliver its first chunk)."""
        wait_for(lambda: len(self.data) >= 2 * RATE * seconds, timeout, 0.01, "the monitor recording")

    def stop(self):
        """Ends the recording; returns its samples."""
        self.proc.terminate()
        self.proc.wait()
        self.thread.join(5)
        self.proc.stdout.close()
        self.ends = [n for _, n in self.arrivals]
        samples = array.array("h")
        samples.frombytes(bytes(self.data[:len(self.data) // 2 * 2]))
        return samples

    def arrival_of(self, i):
        """When the chunk holding sample i arrived (None if it never did)."""
        k = bisect.bisect_right(self.ends, 2 * i)
        return self.arrivals[k][0] if k < len(self.arrivals) else None

    def index_at(self, t):
        """The first sample that arrived at `t` or later."""
        k = bisect.bisect_left(self.arrivals, (t, 0))
        return self.arrivals[k - 1][1] // 2 if k > 0 else 0


_bins = {}


def tone_amplitude(samples, center, n, freq):
    """Amplitude of `freq` in the n samples around `center` (a Hann-windowed DFT bin: a steady sine
    of amplitude A reads A); 0 outside the recording."""
    start = center - n // 2
    if start < 0 or start + n > len(samples):
        return 0.0
    key = (n, freq)
    if key not in _bins:
        hann = [0.5 - 0.5 * math.cos(2 * math.pi * j / (n - 1)) for j in range(n)]
        w = 2 * math.pi * freq / RATE
        scale = 2 / sum(hann)
        _bins[key] = ([h * math.cos(w * j) * scale for j, h in enumerate(hann)],
                      [h * math.sin(w * j) * scale for j, h in enumerate(hann)])
    cos_t, sin_t = _bins[key]
    seg = samples[start:start + n]
    return math.hypot(sum(map(operator.mul, seg, cos_t)), sum(map(operator.mul, seg, sin_t)))


def tone_onset(samples, start, stop, freq, level, n=441):
    """The first sample in [start, stop) where a 10 ms window centred on it holds `freq` at half of
    `level` or more: for a tone that starts abruptly, the sample it starts at (± 0.25 ms); None if none."""
    coarse, fine = 88, 11
    start = max(start, n // 2)
    for c in range(start, stop, coarse):
        if tone_amplitude(samples, c, n, freq) >= level / 2:
            for f in range(max(start, c - coarse + fine), c, fine):
                if tone_amplitude(samples, f, n, freq) >= level / 2:
                    return f
            return c
    return None


def strongest_tone(samples, center, freqs, n=2205):
    """Which of `freqs` sounds loudest in the n samples (50 ms) around `center`: (index, amplitude)."""
    amps = [tone_amplitude(samples, center, n, f) for f in freqs]
    best = max(range(len(freqs)), key=lambda i: amps[i])
    return best, amps[best]


class EventLog:
    """Every line a connection receives, as (monotonic time of arrival, parsed JSON), read by a thread."""

    def __init__(self, client):
        self.client = client
        self.client.sock.settimeout(0.2)
        self.lines = []
        self.stopped = False
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        while not self.stopped:
            try:
                line = self.client.readline()
            except socket.timeout:
                continue
            except (OSError, EOFError):
                return
            t = time.monotonic()
            try:
                self.lines.append((t, json.loads(line)))
            except ValueError:
                pass

    def first_after(self, t0, match):
        return next(((t, ev) for t, ev in self.lines if t >= t0 and match(ev)), (None, None))

    def stop(self):
        self.stopped = True
        self.thread.join(2)
        self.client.close()
