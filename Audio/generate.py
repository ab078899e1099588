#!/usr/bin/env python3
"""Build the bundled listening library from the scripts in Audio/scripts/.

For every script Audio/scripts/<id>.txt this writes

    Audio/<id>.mp3   the recording (mono MP3, speech synthesised with flite)
    Audio/<id>.vtt   a WebVTT transcript, one cue per spoken line

and finally Audio/index.json, which lists all recordings.

Usage:
    python3 Audio/generate.py           regenerate everything, then run the checks
    python3 Audio/generate.py --check   only check the existing files

Needs flite and lame (and sox for voices that do not produce 16 kHz audio):
    apt-get install flite lame sox

The output depends only on the scripts and the installed tool versions:
running the generator twice gives byte-identical files.
"""

import argparse
import array
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import wave

AUDIO_DIR = os.path.dirname(os.path.abspath(__file__))
SCRIPTS_DIR = os.path.join(AUDIO_DIR, "scripts")
INDEX_PATH = os.path.join(AUDIO_DIR, "index.json")

RATE = 16000             # sample rate of the assembled WAV (flite's native rate)
LEAD_IN = 0.3            # seconds of silence before the first line
GAP = 0.5                # seconds of silence between two lines
TAIL = 0.5               # seconds of silence after the last line
TRIM_MARGIN = 0.04       # seconds kept around the speech when trimming a line
TARGET_RMS = 0.1 * 32767    # loudness each speaker is brought to ...
PEAK_LIMIT = 0.89 * 32767   # ... unless that would push a peak above -1 dBFS

LEVELS = ("A1", "A2", "B1", "B2", "C1", "C2")
HEADER_KEYS = ("title", "level", "description", "order", "stretch")
LAME_ARGS = ["--quiet", "-V5", "--resample", "22.05", "-m", "m", "--id3v2-only"]

ID_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
LABEL_RE = re.compile(r"^[A-Za-z0-9]+$")
SAY_RE = re.compile(r"\{([^{}|]*)\|([^{}|]*)\}")
TIMING_RE = re.compile(
    r"^(\d{2,}):([0-5]\d):([0-5]\d)\.(\d{3}) --> (\d{2,}):([0-5]\d):([0-5]\d)\.(\d{3})(?:[ \t].*)?$")
VOICE_TAG_RE = re.compile(r"^<v ([^>]+)>(.*)$")


class ScriptError(Exception):
    pass


# --------------------------------------------------------------------------
# Scripts

def parse_script(path):
    """Parse one script file into a dict (see README.md for the format)."""
    rec_id = os.path.splitext(os.path.basename(path))[0]
    where = os.path.relpath(path, os.path.dirname(AUDIO_DIR))
    if not ID_RE.match(rec_id):
        raise ScriptError("%s: file name must be lowercase words joined by '-'" % where)

    header, voices, names, lines = {}, {}, {}, []
    in_body = False
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        here = "%s:%d" % (where, lineno)
        if not in_body:
            if line == "---":
                in_body = True
                continue
            key, sep, value = line.partition(":")
            if not sep:
                raise ScriptError("%s: expected 'key: value' or '---'" % here)
            key_words = key.split()
            value = value.strip()
            if len(key_words) == 2 and key_words[0].lower() in ("voice", "name"):
                label = key_words[1]
                if not LABEL_RE.match(label):
                    raise ScriptError("%s: bad speaker label %r" % (here, label))
                (voices if key_words[0].lower() == "voice" else names)[label] = value
            elif len(key_words) == 1 and key_words[0].lower() in HEADER_KEYS:
                header[key_words[0].lower()] = value
            else:
                raise ScriptError("%s: unknown header field %r" % (here, key.strip()))
        else:
            label, sep, value = line.partition(":")
            label = label.strip()
            if not sep or label not in voices:
                raise ScriptError("%s: line must start with a speaker label that has a "
                                  "'voice %s:' header" % (here, label))
            value = value.strip()
            written = SAY_RE.sub(lambda m: m.group(1), value)
            spoken = SAY_RE.sub(lambda m: m.group(2), value)
            if any(c in written for c in "{}|") or not written.strip() or not spoken.strip():
                raise ScriptError("%s: empty line or malformed {written|spoken} markup" % here)
            lines.append({"label": label, "text": " ".join(written.split()),
                          "say": " ".join(spoken.split())})

    for key in ("title", "level", "description"):
        if not header.get(key):
            raise ScriptError("%s: missing header field '%s'" % (where, key))
    if header["level"] not in LEVELS:
        raise ScriptError("%s: level must be one of %s" % (where, ", ".join(LEVELS)))
    if not lines:
        raise ScriptError("%s: no spoken lines after '---'" % where)
    try:
        stretch = float(header.get("stretch", "1.0"))
    except ValueError:
        raise ScriptError("%s: stretch must be a number" % where)
    if not 0.5 <= stretch <= 2.0:
        raise ScriptError("%s: stretch must be between 0.5 and 2.0" % where)
    order = None
    if "order" in header:
        if not header["order"].isdigit():
            raise ScriptError("%s: order must be a whole number" % where)
        order = int(header["order"])

    speakers = []           # labels in order of first appearance
    for line in lines:
        if line["label"] not in speakers:
            speakers.append(line["label"])
    speaker_names = [names.get(label, label) for label in speakers]
    for name in speaker_names:
        if any(c in name for c in "<>&") or not name:
            raise ScriptError("%s: speaker name %r must not contain < > &" % (where, name))
    if len(set(speaker_names)) != len(speaker_names):
        raise ScriptError("%s: two speakers have the same name" % where)
    used_voices = [voices[label] for label in speakers]
    if len(set(used_voices)) != len(used_voices):
        raise ScriptError("%s: each speaker needs a different voice" % where)

    return {
        "id": rec_id,
        "title": header["title"],
        "level": header["level"],
        "description": header["description"],
        "order": order,
        "stretch": stretch,
        "voices": {label: voices[label] for label in speakers},
        "names": {label: names.get(label, label) for label in speakers},
        "speakers": speaker_names,
        "lines": lines,
    }


def load_scripts():
    if not os.path.isdir(SCRIPTS_DIR):
        raise ScriptError("no scripts directory at %s" % SCRIPTS_DIR)
    paths = sorted(os.path.join(SCRIPTS_DIR, name) for name in os.listdir(SCRIPTS_DIR)
                   if name.endswith(".txt"))
    if not paths:
        raise ScriptError("no scripts in %s" % SCRIPTS_DIR)
    scripts = [parse_script(p) for p in paths]
    # Scripts with an 'order:' field come first (by that number), the rest
    # follow in alphabetical order of their file names.
    scripts.sort(key=lambda s: (s["order"] is None,
                                s["order"] if s["order"] is not None else 0, s["id"]))
    return scripts


# --------------------------------------------------------------------------
# Audio

def read_wav(path):
    with wave.open(path, "rb") as w:
        params = (w.getnchannels(), w.getsampwidth(), w.getframerate())
        frames = w.readframes(w.getnframes())
    return params, frames


def to_samples(frames):
    samples = array.array("h")
    samples.frombytes(frames)
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


def write_wav(path, samples):
    data = array.array("h", samples)
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def synthesize(voice, stretch, text, tmpdir, n):
    """Speak one line with flite; return its samples (mono, 16-bit, RATE Hz)."""
    raw = os.path.join(tmpdir, "line%03d.wav" % n)
    cmd = ["flite", "-voice", voice]
    if stretch != 1.0:
        cmd += ["--setf", "duration_stretch=%g" % stretch]
    cmd += ["-t", text, "-o", raw]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    params, frames = read_wav(raw)
    if params != (1, 2, RATE):
        converted = os.path.join(tmpdir, "line%03d-%d.wav" % (n, RATE))
        subprocess.run(["sox", raw, "-c", "1", "-b", "16", "-r", str(RATE), converted],
                       check=True)
        params, frames = read_wav(converted)
        if params != (1, 2, RATE):
            raise ScriptError("could not convert flite output for voice %s" % voice)
    return to_samples(frames)


def trim(samples, text):
    """Cut the silence flite leaves around a line, keeping a short margin."""
    peak = max(abs(s) for s in samples) if samples else 0
    threshold = max(64, peak // 50)
    loud = [i for i, s in enumerate(samples) if abs(s) > threshold]
    if not loud:
        raise ScriptError("flite produced no audible speech for %r" % text)
    margin = int(TRIM_MARGIN * RATE)
    return samples[max(0, loud[0] - margin):min(len(samples), loud[-1] + 1 + margin)]


def speaker_gain(clips):
    """One gain per speaker, so that all voices sound about equally loud."""
    total = sum(len(c) for c in clips)
    energy = sum(float(s) * s for c in clips for s in c)
    rms = (energy / total) ** 0.5 if total else 0.0
    peak = max((max(abs(s) for s in c) for c in clips if c), default=0)
    if rms == 0 or peak == 0:
        return 1.0
    return min(TARGET_RMS / rms, PEAK_LIMIT / peak)


def apply_gain(samples, gain):
    out = array.array("h")
    for s in samples:
        v = int(round(s * gain))
        out.append(32767 if v > 32767 else -32768 if v < -32768 else v)
    return out


def timestamp(sample):
    """HH:MM:SS.mmm for a sample position, rounded to the nearest millisecond."""
    ms = (sample * 1000 + RATE // 2) // RATE
    hours, ms = divmod(ms, 3600000)
    minutes, ms = divmod(ms, 60000)
    seconds, ms = divmod(ms, 1000)
    return "%02d:%02d:%02d.%03d" % (hours, minutes, seconds, ms)


def vtt_escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def write_text(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(tmp, path)


def build(script, tmpdir):
    """Synthesise one recording; write its MP3 and VTT; return its index entry."""
    lines = script["lines"]
    clips = []
    for n, line in enumerate(lines):
        samples = synthesize(script["voices"][line["label"]], script["stretch"],
                             line["say"], tmpdir, n)
        clips.append(trim(samples, line["say"]))

    gains = {label: speaker_gain([c for c, l in zip(clips, lines) if l["label"] == label])
             for label in script["voices"]}
    clips = [apply_gain(c, gains[l["label"]]) for c, l in zip(clips, lines)]

    audio = array.array("h", bytes(2 * int(LEAD_IN * RATE)))
    gap = array.array("h", bytes(2 * int(GAP * RATE)))
    cues = []
    for n, clip in enumerate(clips):
        if n:
            audio.extend(gap)
        start = len(audio)
        audio.extend(clip)
        cues.append((start, len(audio)))
    audio.extend(array.array("h", bytes(2 * int(TAIL * RATE))))

    wav_path = os.path.join(tmpdir, script["id"] + ".wav")
    write_wav(wav_path, audio)
    mp3_name = script["id"] + ".mp3"
    mp3_tmp = os.path.join(tmpdir, mp3_name)
    subprocess.run(["lame"] + LAME_ARGS + ["--tt", script["title"], "--tg", "Speech",
                                           wav_path, mp3_tmp], check=True)
    shutil.move(mp3_tmp, os.path.join(AUDIO_DIR, mp3_name))

    vtt = ["WEBVTT", ""]
    for n, ((start, end), line) in enumerate(zip(cues, lines), 1):
        vtt.append(str(n))
        vtt.append("%s --> %s" % (timestamp(start), timestamp(end)))
        vtt.append("<v %s>%s" % (script["names"][line["label"]], vtt_escape(line["text"])))
        vtt.append("")
    vtt_name = script["id"] + ".vtt"
    write_text(os.path.join(AUDIO_DIR, vtt_name), "\n".join(vtt))

    return {
        "id": script["id"],
        "title": script["title"],
        "level": script["level"],
        "description": script["description"],
        "file": mp3_name,
        "transcript": vtt_name,
        "duration": round(len(audio) / RATE, 3),
        "speakers": script["speakers"],
    }


def available_voices():
    out = subprocess.run(["flite", "-lv"], check=True, stdout=subprocess.PIPE,
                         universal_newlines=True).stdout
    return set(out.split(":", 1)[-1].split())


def generate():
    for tool in ("flite", "lame"):
        if shutil.which(tool) is None:
            raise ScriptError("%s is not installed (apt-get install flite lame sox)" % tool)
    scripts = load_scripts()
    voices = available_voices()
    for script in scripts:
        for voice in script["voices"].values():
            if voice not in voices:
                raise ScriptError("%s: flite has no voice %r (it has: %s)"
                                  % (script["id"], voice, " ".join(sorted(voices))))

    entries = []
    tmpdir = tempfile.mkdtemp(prefix="listening-audio-")
    try:
        for script in scripts:
            entry = build(script, tmpdir)
            entries.append(entry)
            print("%-32s %-3s %8.3f s  %2d lines" % (entry["id"], entry["level"],
                                                    entry["duration"], len(script["lines"])))
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)

    # Remove recordings whose script no longer exists.
    keep = {e["file"] for e in entries} | {e["transcript"] for e in entries}
    for name in sorted(os.listdir(AUDIO_DIR)):
        if name.endswith((".mp3", ".vtt")) and name not in keep:
            os.remove(os.path.join(AUDIO_DIR, name))
            print("removed stale %s" % name)

    index = {"recordings": entries}
    write_text(INDEX_PATH, json.dumps(index, indent=2, sort_keys=True, ensure_ascii=False) + "\n")


# --------------------------------------------------------------------------
# Checks

def mp3_duration(path):
    """Playing time of a LAME-encoded MP3 in seconds, without encoder delay and
    padding (read from the Xing/Info and LAME headers of the first frame)."""
    with open(path, "rb") as f:
        data = f.read()
    pos = 0
    if data[:3] == b"ID3":
        size = 0
        for b in data[6:10]:
            size = (size << 7) | (b & 0x7F)
        pos = 10 + size + (10 if data[5] & 0x10 else 0)
    while pos + 4 <= len(data) and not (data[pos] == 0xFF and data[pos + 1] & 0xE0 == 0xE0):
        pos += 1
    if pos + 4 > len(data):
        raise ValueError("no MPEG frame found")
    header = int.from_bytes(data[pos:pos + 4], "big")
    version = (header >> 19) & 3          # 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
    layer = (header >> 17) & 3            # 1: Layer III
    no_crc = (header >> 16) & 1
    rate_index = (header >> 10) & 3
    mono = ((header >> 6) & 3) == 3
    rates = {3: (44100, 48000, 32000), 2: (22050, 24000, 16000), 0: (11025, 12000, 8000)}
    if version not in rates or layer != 1 or rate_index == 3:
        raise ValueError("not an MPEG Layer III file")
    rate = rates[version][rate_index]
    if version == 3:
        samples_per_frame, side_info = 1152, (17 if mono else 32)
    else:
        samples_per_frame, side_info = 576, (9 if mono else 17)
    x = pos + 4 + side_info + (0 if no_crc else 2)
    if data[x:x + 4] not in (b"Xing", b"Info"):
        raise ValueError("no Xing/Info header")
    flags = int.from_bytes(data[x + 4:x + 8], "big")
    off = x + 8
    if not flags & 1:
        raise ValueError("Xing header has no frame count")
    frames = int.from_bytes(data[off:off + 4], "big")
    off += 4
    off += (4 if flags & 2 else 0) + (100 if flags & 4 else 0) + (4 if flags & 8 else 0)
    delay = padding = 0
    if data[off:off + 4] == b"LAME":
        d = data[off + 21:off + 24]
        delay = (d[0] << 4) | (d[1] >> 4)
        padding = ((d[1] & 0x0F) << 8) | d[2]
    return (frames * samples_per_frame - delay - padding) / rate


def parse_vtt(path):
    """Parse a WebVTT file; return a list of (start, end, voice, text).
    Raises ValueError on anything that is not valid WebVTT as written here."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if "\r" in text:
        raise ValueError("uses CR line endings")
    blocks = text.split("\n\n")
    first = blocks[0].split("\n")
    if not (first[0] == "WEBVTT" or first[0].startswith(("WEBVTT ", "WEBVTT\t"))):
        raise ValueError("does not start with a WEBVTT line")
    if any("-->" in l for l in first[1:]):
        raise ValueError("no blank line after the header")
    cues = []
    previous_end = 0.0
    for block in blocks[1:]:
        rows = [r for r in block.split("\n")]
        while rows and rows[-1] == "":
            rows.pop()
        if not rows:
            continue
        if rows[0].startswith("NOTE"):
            continue
        if "-->" not in rows[0]:
            cue_id, rows = rows[0], rows[1:]
            if not rows:
                raise ValueError("cue %r has no timing line" % cue_id)
        m = TIMING_RE.match(rows[0])
        if not m:
            raise ValueError("bad timing line %r" % rows[0])
        g = [int(v) for v in m.groups()]
        start = g[0] * 3600 + g[1] * 60 + g[2] + g[3] / 1000
        end = g[4] * 3600 + g[5] * 60 + g[6] + g[7] / 1000
        if not end > start:
            raise ValueError("cue at %s ends before it starts" % rows[0])
        if start < previous_end:
            raise ValueError("cue at %s overlaps the previous cue" % rows[0])
        previous_end = end
        body = rows[1:]
        if not body or any(r.strip() == "" for r in body):
            raise ValueError("cue at %s has no text" % rows[0])
        vm = VOICE_TAG_RE.match(" ".join(body))
        if not vm:
            raise ValueError("cue at %s has no <v Speaker> tag" % rows[0])
        cue_text = vm.group(2).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
        cues.append((start, end, vm.group(1), cue_text))
    if not cues:
        raise ValueError("has no cues")
    return cues


def check():
    """Verify index.json against the scripts and the files; return a list of problems."""
    problems = []
    try:
        with open(INDEX_PATH, encoding="utf-8") as f:
            index = json.load(f)
    except (OSError, ValueError) as e:
        return ["index.json: %s" % e]
    recordings = index.get("recordings") if isinstance(index, dict) else None
    if not isinstance(recordings, list) or not recordings:
        return ["index.json: no 'recordings' list"]

    try:
        scripts = load_scripts()
    except ScriptError as e:
        return [str(e)]
    by_id = {s["id"]: s for s in scripts}
    if [r.get("id") for r in recordings] != [s["id"] for s in scripts]:
        problems.append("index.json: recordings do not match the scripts (or their order); "
                        "run generate.py")

    fields = {"id": str, "title": str, "level": str, "description": str, "file": str,
              "transcript": str, "duration": (int, float), "speakers": list}
    total_size = 0
    for rec in recordings:
        name = rec.get("id", "?")
        bad = [k for k, t in fields.items() if not isinstance(rec.get(k), t)]
        if bad or set(rec) != set(fields):
            problems.append("%s: missing, extra or mistyped fields in index.json" % name)
            continue
        if rec["level"] not in LEVELS:
            problems.append("%s: unknown level %r" % (name, rec["level"]))
        mp3 = os.path.join(AUDIO_DIR, rec["file"])
        vtt = os.path.join(AUDIO_DIR, rec["transcript"])
        missing = [p for p in (mp3, vtt) if not os.path.isfile(p)]
        for path in missing:
            problems.append("%s: %s does not exist" % (name, os.path.basename(path)))
        if missing:
            continue
        total_size += os.path.getsize(mp3)

        try:
            played = mp3_duration(mp3)
            if abs(played - rec["duration"]) > 0.05:
                problems.append("%s: MP3 plays %.3f s but index.json says %.3f s"
                                % (name, played, rec["duration"]))
        except ValueError as e:
            problems.append("%s: %s: %s" % (name, rec["file"], e))

        try:
            cues = parse_vtt(vtt)
        except ValueError as e:
            problems.append("%s: %s %s" % (name, rec["transcript"], e))
            continue
        if cues[-1][1] >= rec["duration"]:
            problems.append("%s: last cue ends at %.3f s, after the end of the audio"
                            % (name, cues[-1][1]))
        unknown = {c[2] for c in cues} - set(rec["speakers"])
        if unknown:
            problems.append("%s: cues name speakers not in index.json: %s"
                            % (name, ", ".join(sorted(unknown))))
        script = by_id.get(name)
        if script:
            expected = [(script["names"][l["label"]], l["text"]) for l in script["lines"]]
            if [(c[2], c[3]) for c in cues] != expected:
                problems.append("%s: transcript differs from the script; run generate.py"
                                % name)
            meta = {k: script[k] for k in ("title", "level", "description", "speakers")}
            if any(rec[k] != v for k, v in meta.items()):
                problems.append("%s: index.json differs from the script header; "
                                "run generate.py" % name)

    if not problems:
        print("ok: %d recordings, %.1f minutes, %.2f MB of MP3"
              % (len(recordings), sum(r["duration"] for r in recordings) / 60,
                 total_size / 1e6))
    return problems


def main():
    parser = argparse.ArgumentParser(description="Build or check the listening library.")
    parser.add_argument("--check", action="store_true",
                        help="only check index.json, the transcripts and the MP3s")
    args = parser.parse_args()
    try:
        if not args.check:
            generate()
        problems = check()
    except (ScriptError, subprocess.CalledProcessError) as e:
        print("error: %s" % e, file=sys.stderr)
        return 1
    for p in problems:
        print("problem: %s" % p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
