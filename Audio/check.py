#!/usr/bin/env python3
"""Check the bundled listening library.

Usage:
    python3 Audio/check.py [DIR] [--scripts SCRIPTS]

DIR is the folder holding index.json and the recordings (default: the folder
of this file). Every recording listed in DIR/index.json is verified:

- the MP3 exists, plays 60-180 s (read from its LAME header) and that length
  matches `duration` within 0.1 s;
- the WebVTT transcript parses, its cues are in order, do not overlap, lie
  inside the audio, each carries a <v Speaker> tag naming one of `speakers`;
- `level` is A1-C1, `topic` is one of the topics, `kind` is `dialogue` (two
  or more speakers) or `monologue` (one);
- there are at least 5 questions, each with a prompt, 3-4 options, an
  `answer` among them, an explanation, and a `line` that is a cue of the
  transcript whose text contains the question's `quote`;
- ids and titles are unique, and the library has at least 24 recordings with
  at least 4 at each of A1, A2, B1, B2 and C1;
- no MP3 or VTT in DIR is left over from a recording that is not listed.

If a scripts folder is given (default: DIR/scripts, if it exists), the index
must also list exactly those scripts, in their order, with the same header
fields, one cue per spoken line with the script's text, and the questions
the scripts define; otherwise the message says to run generate.py.

Exits with status 1 and lists the problems if anything is wrong. Uses only
the Python standard library.
"""

import argparse
import json
import os
import re
import sys

AUDIO_DIR = os.path.dirname(os.path.abspath(__file__))

LEVELS = ("A1", "A2", "B1", "B2", "C1")
TOPICS = ("everyday", "work", "study", "travel", "news", "opinion")
KINDS = ("dialogue", "monologue")
MIN_SECONDS, MAX_SECONDS = 60.0, 180.0
DURATION_TOLERANCE = 0.1
MIN_QUESTIONS = 5
MIN_RECORDINGS = 24
MIN_PER_LEVEL = 4

TIMING_RE = re.compile(
    r"^(\d{2,}):([0-5]\d):([0-5]\d)\.(\d{3}) --> (\d{2,}):([0-5]\d):([0-5]\d)\.(\d{3})(?:[ \t].*)?$")
VOICE_TAG_RE = re.compile(r"^<v ([^>]+)>(.*)$")

FIELDS = {"id": str, "title": str, "level": str, "description": str, "topic": str,
          "kind": str, "file": str, "transcript": str, "duration": (int, float),
          "speakers": list, "questions": list}
QUESTION_FIELDS = {"prompt": str, "options": list, "answer": int, "quote": str,
                   "line": int, "explanation": str}


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
        rows = block.split("\n")
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


def check_questions(name, questions, cues):
    problems = []
    if len(questions) < MIN_QUESTIONS:
        problems.append("%s: %d questions, at least %d needed"
                        % (name, len(questions), MIN_QUESTIONS))
    for n, q in enumerate(questions, 1):
        where = "%s: question %d" % (name, n)
        if not isinstance(q, dict):
            problems.append("%s is not an object" % where)
            continue
        bad = [k for k, t in QUESTION_FIELDS.items()
               if not isinstance(q.get(k), t) or isinstance(q.get(k), bool)]
        if bad or set(q) != set(QUESTION_FIELDS):
            problems.append("%s: missing, extra or mistyped fields (%s)"
                            % (where, ", ".join(sorted(set(bad) | (set(q) ^ set(QUESTION_FIELDS))))))
            continue
        for key in ("prompt", "quote", "explanation"):
            if not q[key].strip():
                problems.append("%s: empty %s" % (where, key))
        options = q["options"]
        if not 3 <= len(options) <= 4:
            problems.append("%s: %d options, 3 or 4 needed" % (where, len(options)))
        if any(not isinstance(o, str) or not o.strip() for o in options):
            problems.append("%s: an option is empty or not a string" % where)
        elif len(set(options)) != len(options):
            problems.append("%s: two options are the same" % where)
        if not 0 <= q["answer"] < len(options):
            problems.append("%s: answer %d is not one of the %d options"
                            % (where, q["answer"], len(options)))
        if cues is not None:
            if not 0 <= q["line"] < len(cues):
                problems.append("%s: line %d is not in the transcript (%d lines)"
                                % (where, q["line"], len(cues)))
            elif q["quote"] not in cues[q["line"]][3]:
                problems.append("%s: line %d does not contain the quote %r"
                                % (where, q["line"], q["quote"]))
    return problems


def check_recording(directory, rec):
    """Problems with one index entry and its files."""
    problems = []
    name = rec.get("id", "?") if isinstance(rec, dict) else "?"
    if not isinstance(rec, dict):
        return ["index.json: a recording is not an object"], None
    bad = [k for k, t in FIELDS.items() if not isinstance(rec.get(k), t)]
    if bad or set(rec) != set(FIELDS):
        wrong = sorted(set(bad) | (set(rec) ^ set(FIELDS)))
        return ["%s: missing, extra or mistyped fields in index.json: %s"
                % (name, ", ".join(wrong))], None
    if rec["level"] not in LEVELS:
        problems.append("%s: level %r is not one of %s" % (name, rec["level"], ", ".join(LEVELS)))
    if rec["topic"] not in TOPICS:
        problems.append("%s: topic %r is not one of %s" % (name, rec["topic"], ", ".join(TOPICS)))
    speakers = rec["speakers"]
    if not speakers or any(not isinstance(s, str) or not s for s in speakers) \
            or len(set(speakers)) != len(speakers):
        problems.append("%s: speakers must be distinct non-empty names" % name)
    expected_kind = "monologue" if len(speakers) == 1 else "dialogue"
    if rec["kind"] not in KINDS:
        problems.append("%s: kind %r is not one of %s" % (name, rec["kind"], ", ".join(KINDS)))
    elif rec["kind"] != expected_kind:
        problems.append("%s: kind is %s but there are %d speakers"
                        % (name, rec["kind"], len(speakers)))
    for key in ("title", "description"):
        if not rec[key].strip():
            problems.append("%s: empty %s" % (name, key))
    for key, ext in (("file", ".mp3"), ("transcript", ".vtt")):
        if rec[key] != rec["id"] + ext:
            problems.append("%s: %s should be %s" % (name, key, rec["id"] + ext))

    mp3 = os.path.join(directory, rec["file"])
    vtt = os.path.join(directory, rec["transcript"])
    played = None
    if not os.path.isfile(mp3):
        problems.append("%s: %s does not exist" % (name, rec["file"]))
    else:
        try:
            played = mp3_duration(mp3)
        except (OSError, ValueError) as e:
            problems.append("%s: %s: %s" % (name, rec["file"], e))
    if played is not None:
        if abs(played - rec["duration"]) > DURATION_TOLERANCE:
            problems.append("%s: MP3 plays %.3f s but index.json says %.3f s"
                            % (name, played, rec["duration"]))
        if not MIN_SECONDS <= played <= MAX_SECONDS:
            problems.append("%s: MP3 plays %.1f s, not between %d and %d s"
                            % (name, played, MIN_SECONDS, MAX_SECONDS))
    length = played if played is not None else rec["duration"]

    cues = None
    if not os.path.isfile(vtt):
        problems.append("%s: %s does not exist" % (name, rec["transcript"]))
    else:
        try:
            cues = parse_vtt(vtt)
        except (OSError, ValueError) as e:
            problems.append("%s: %s %s" % (name, rec["transcript"], e))
    if cues is not None:
        if cues[-1][1] > length:
            problems.append("%s: last cue ends at %.3f s, after the end of the audio (%.3f s)"
                            % (name, cues[-1][1], length))
        unknown = {c[2] for c in cues} - set(speakers)
        if unknown:
            problems.append("%s: cues name speakers not in index.json: %s"
                            % (name, ", ".join(sorted(unknown))))
        missing = set(speakers) - {c[2] for c in cues}
        if missing:
            problems.append("%s: speakers with no cue: %s" % (name, ", ".join(sorted(missing))))
    problems += check_questions(name, rec["questions"], cues)
    return problems, cues


def check_against_scripts(recordings, cues_by_id, scripts_dir):
    """The index must be what generate.py makes of the scripts."""
    sys.path.insert(0, AUDIO_DIR)
    sys.dont_write_bytecode = True   # no __pycache__ in Audio/
    import generate      # the script parser lives there
    try:
        scripts = generate.load_scripts(scripts_dir)
    except generate.ScriptError as e:
        return [str(e)]
    problems = []
    if [r.get("id") for r in recordings] != [s["id"] for s in scripts]:
        problems.append("index.json: recordings do not match the scripts in %s (or their "
                        "order); run generate.py" % scripts_dir)
    by_id = {r.get("id"): r for r in recordings}
    for script in scripts:
        rec = by_id.get(script["id"])
        if rec is None:
            continue
        expected = generate.index_entry(script, rec.get("duration"))
        differs = sorted(k for k in expected if k != "duration" and rec.get(k) != expected[k])
        if differs:
            problems.append("%s: index.json differs from the script (%s); run generate.py"
                            % (script["id"], ", ".join(differs)))
        cues = cues_by_id.get(script["id"])
        if cues is not None:
            lines = [(script["names"][l["label"]], l["text"]) for l in script["lines"]]
            if len(cues) != len(lines):
                problems.append("%s: %d cues for %d spoken lines; run generate.py"
                                % (script["id"], len(cues), len(lines)))
            elif [(c[2], c[3]) for c in cues] != lines:
                problems.append("%s: transcript differs from the script; run generate.py"
                                % script["id"])
    return problems


def check(directory=AUDIO_DIR, scripts_dir=None, quiet=False):
    """Verify DIR/index.json and the files it lists; return a list of problems."""
    index_path = os.path.join(directory, "index.json")
    try:
        with open(index_path, encoding="utf-8") as f:
            index = json.load(f)
    except (OSError, ValueError) as e:
        return ["%s: %s" % (index_path, e)]
    recordings = index.get("recordings") if isinstance(index, dict) else None
    if not isinstance(recordings, list) or not recordings:
        return ["index.json: no 'recordings' list"]

    problems = []
    cues_by_id = {}
    total_size = 0
    for rec in recordings:
        found, cues = check_recording(directory, rec)
        problems += found
        if cues is not None:
            cues_by_id[rec["id"]] = cues
        if isinstance(rec, dict) and isinstance(rec.get("file"), str):
            path = os.path.join(directory, rec["file"])
            if os.path.isfile(path):
                total_size += os.path.getsize(path)

    good = [r for r in recordings if isinstance(r, dict)]
    for key in ("id", "title"):
        values = [r.get(key) for r in good]
        dupes = sorted({v for v in values if values.count(v) > 1 and isinstance(v, str)})
        if dupes:
            problems.append("index.json: %ss used more than once: %s" % (key, ", ".join(dupes)))
    if len(recordings) < MIN_RECORDINGS:
        problems.append("index.json: %d recordings, at least %d needed"
                        % (len(recordings), MIN_RECORDINGS))
    for level in LEVELS:
        count = sum(1 for r in good if r.get("level") == level)
        if count < MIN_PER_LEVEL:
            problems.append("index.json: %d recordings at level %s, at least %d needed"
                            % (count, level, MIN_PER_LEVEL))

    listed = {r.get(k) for r in good for k in ("file", "transcript")}
    for name in sorted(os.listdir(directory)):
        if name.endswith((".mp3", ".vtt")) and name not in listed:
            problems.append("%s is not listed in index.json" % name)

    if scripts_dir is None and os.path.isdir(os.path.join(directory, "scripts")):
        scripts_dir = os.path.join(directory, "scripts")
    if scripts_dir is not None:
        problems += check_against_scripts(good, cues_by_id, scripts_dir)

    if not problems and not quiet:
        print("ok: %d recordings, %.1f minutes, %.2f MB of MP3"
              % (len(recordings), sum(r["duration"] for r in recordings) / 60,
                 total_size / 1e6))
    return problems


def main():
    parser = argparse.ArgumentParser(description="Check the listening library.")
    parser.add_argument("dir", nargs="?", default=AUDIO_DIR,
                        help="folder with index.json and the recordings (default: %(default)s)")
    parser.add_argument("--scripts", metavar="DIR",
                        help="also check that the index matches these scripts "
                             "(default: DIR/scripts if it exists)")
    args = parser.parse_args()
    problems = check(args.dir, args.scripts)
    for p in problems:
        print("problem: %s" % p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
