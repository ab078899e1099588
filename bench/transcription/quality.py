#!/usr/bin/env python3
"""Transcription quality: `learnctl transcribe` on the 24 bundled recordings, measured against
their scripts and true cue times.

Every recording in Audio/index.json (all MP3, all English: `--language en`) is transcribed twice
with `learnctl-study transcribe … --json --output FILE`, each run a whole process:

  plain    the words heard, cut into lines by learnctl. Word error rate (WER) against the
           bundled transcript: both sides lower case, accents and punctuation stripped, hyphens
           and dashes split words, numbers left as written (Whisper writing "1015" where the
           script has "ten fifteen" counts as errors; such words are listed). WER is
           (substitutions + deletions + insertions) / reference words of a word-level Levenshtein
           alignment. Line-start error: for each bundled cue, its first word is looked up in
           that alignment; when it is paired with the same heard word, the heard word's start
           (the cue's start or its <hh:mm:ss.ttt> tag in the made WebVTT) minus the cue's true
           start. Cues whose first word is not heard as itself are counted apart ("unmatched").
  aligned  `--text` with the bundled cue texts, one cue per line (speaker tags removed), so each
           line of the script that fits (65 characters, 10 s) becomes one made cue and a longer
           one several. Line-start error: for each bundled cue, the start of the made cue its
           first word begins (the made words are the script's own, so they pair one to one)
           minus the cue's true start; lines split and lines that do not begin a cue are
           counted. The share of the text's words heard is the `matched` of the final JSON line.

Errors are reported as the median and 90th percentile (nearest rank) of |error| in ms, and the
median of the signed error (negative: early) to show a constant offset. The real-time factor
is the process's wall time / the audio's duration, summed over all recordings; the CPU time
(user + system of learnctl-study and the helper it waits for) comes from wait4().

learnctl-study runs as a copy made at the start (a rebuild meanwhile changes nothing), with
LEARNCTL_CONTENT_DIR naming the repository's Content/, a private HOME and XDG folders and a
LISTEND_SOCKET that leads nowhere, so a running listend is never told about the transcripts.
Runs are sequential; a run that fails is made once more after 10 s before the script gives up.

Usage: python3 bench/transcription/quality.py [--recordings id,id] [--threads N] [--json]
                                              [--write-docs] [--keep DIR] [--load FILE]
with learnctl-study from beside $LEARNCTL_BINARY, else .build/debug/learnctl-study
(`--study PATH` names it). --write-docs writes the table into docs/transcription.md between
its markers; --load FILE reports (or writes) the figures of an earlier --json run without
transcribing again (with --keep DIR, recomputed from the transcripts kept there).
faster-whisper and the model: bash scripts/install-whisper.sh.
"""
import argparse, datetime, html, json, os, re, shutil, statistics, subprocess, sys, tempfile, time, unicodedata

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
from bench import machine, percentile, write_block  # noqa: E402

BEGIN = "<!-- bench:transcription:begin (written by bench/transcription/quality.py) -->"
END = "<!-- bench:transcription:end -->"
DOCS = os.path.join(ROOT, "docs", "transcription.md")
AUDIO = os.path.join(ROOT, "Audio")
# Every bundled recording is English (Audio/README.md: recordings for learners of English); a
# recording in another language would be listed here with its code.
LANGUAGES = {}
TIMING = re.compile(r"^\s*(\d+:)?(\d\d):(\d\d)\.(\d\d\d)\s+-->\s+(\d+:)?(\d\d):(\d\d)\.(\d\d\d)")
TAG = re.compile(r"<(\d+:)?(\d\d):(\d\d)\.(\d\d\d)>")


def log(*args):
    print(*args, file=sys.stderr, flush=True)


# ---------------------------------------------------------------- WebVTT and words

def clock(h, m, s, ms):
    return int((h or "0:")[:-1]) * 3600 + int(m) * 60 + int(s) + int(ms) / 1000


def read_vtt(path):
    """The cues of a WebVTT file: [{"start", "end", "text", "words": [(word, start), ...]}].
    A word's start is the cue's start for the first words, then the last timestamp tag before it."""
    with open(path, encoding="utf-8") as f:
        blocks = re.split(r"\n\s*\n", f.read().replace("\r\n", "\n"))
    cues = []
    for block in blocks:
        lines = block.strip("\n").split("\n")
        for k, line in enumerate(lines):
            m = TIMING.match(line)
            if not m:
                continue
            start, end = clock(*m.group(1, 2, 3, 4)), clock(*m.group(5, 6, 7, 8))
            text = "\n".join(lines[k + 1:])
            words, at = [], start
            for piece in split_tags(text):
                if isinstance(piece, float):
                    at = piece
                    continue
                for word in normalise(piece):
                    words.append((word, at))
            cues.append({"start": start, "end": end, "text": plain_text(text), "words": words})
            break
    return cues


def split_tags(text):
    """The cue text as text pieces and timestamps (floats), other tags (<v Name>, <c>) dropped."""
    out, pos = [], 0
    for m in re.finditer(r"<[^>]*>", text):
        out.append(text[pos:m.start()])
        t = TAG.fullmatch(m.group(0))
        if t:
            out.append(clock(*t.groups()))
        pos = m.end()
    out.append(text[pos:])
    return [p for p in out if isinstance(p, float) or p]


def plain_text(text):
    """The cue's words as written: tags removed, entities decoded, lines joined."""
    return " ".join(html.unescape(re.sub(r"<[^>]*>", "", text)).split())


def normalise(text):
    """Lower-case words without accents or punctuation; hyphens and dashes split words."""
    text = unicodedata.normalize("NFKD", html.unescape(text).lower())
    text = "".join(c for c in text if not unicodedata.combining(c)).replace("’", "'").replace("‘", "'")
    text = re.sub(r"[-‐‑–—/]", " ", text)
    words = []
    for token in text.split():
        token = re.sub(r"[^a-z0-9']", "", token).strip("'")
        if token:
            words.append(token)
    return words


def levenshtein(ref, hyp):
    """Word-level edit alignment: (substitutions, deletions, insertions, pairs) where pairs[i] is
    the hypothesis index reference word i is aligned to (equal or substituted), or None."""
    n, m = len(ref), len(hyp)
    d = [list(range(m + 1))] + [[i] + [0] * m for i in range(1, n + 1)]
    for i in range(1, n + 1):
        row, above = d[i], d[i - 1]
        r = ref[i - 1]
        for j in range(1, m + 1):
            row[j] = min(above[j - 1] + (r != hyp[j - 1]), above[j] + 1, row[j - 1] + 1)
    subs = dels = ins = 0
    pairs = [None] * n
    i, j = n, m
    while i > 0 or j > 0:
        if i > 0 and j > 0 and d[i][j] == d[i - 1][j - 1] + (ref[i - 1] != hyp[j - 1]):
            subs += ref[i - 1] != hyp[j - 1]
            pairs[i - 1] = j - 1
            i, j = i - 1, j - 1
        elif i > 0 and d[i][j] == d[i - 1][j] + 1:
            dels += 1
            i -= 1
        else:
            ins += 1
            j -= 1
    return subs, dels, ins, pairs


# ---------------------------------------------------------------- running learnctl

def clean_env(home, threads):
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "TZ": "UTC", "LANG": "C.UTF-8",
           "XDG_DATA_HOME": os.path.join(home, "data"), "XDG_STATE_HOME": os.path.join(home, "state"),
           "XDG_CACHE_HOME": os.path.join(home, "cache"), "XDG_CONFIG_HOME": os.path.join(home, "config"),
           "XDG_RUNTIME_DIR": os.path.join(home, "run"), "LISTEND_SOCKET": os.path.join(home, "no-listend.sock")}
    # learnctl-study runs as a copy (below), so its content folder is named.
    env["LEARNCTL_CONTENT_DIR"] = os.environ.get("LEARNCTL_CONTENT_DIR") or os.path.join(ROOT, "Content")
    if os.environ.get("LEARNCTL_WHISPER_HOME"):
        env["LEARNCTL_WHISPER_HOME"] = os.environ["LEARNCTL_WHISPER_HOME"]
    if threads:
        env["LEARNCTL_WHISPER_THREADS"] = str(threads)
    return env


def transcribe(study, env, audio, language, output, text=None):
    """One `learnctl-study transcribe … --json`: its final JSON line, wall and CPU seconds.
    A failed run is made once more (the machine is shared; a failure is then reported)."""
    try:
        return transcribe_once(study, env, audio, language, output, text)
    except (RuntimeError, OSError) as error:
        log(f"failed, once more in 10 s: {error}")
        time.sleep(10)
        return transcribe_once(study, env, audio, language, output, text)


def transcribe_once(study, env, audio, language, output, text=None):
    argv = [study, "transcribe", audio, "--language", language, "--output", output, "--json"]
    if text:
        argv += ["--text", text]
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        proc = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - started
        out.seek(0)
        err.seek(0)
        lines, errors = out.read().decode(errors="replace").splitlines(), err.read().decode(errors="replace")
    status = os.waitstatus_to_exitcode(status)
    done = None
    for line in lines:
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if message.get("type") == "done":
            done = message
    if status != 0 or done is None or not os.path.isfile(output):
        raise RuntimeError(f"{' '.join(argv)} exited with {status}: {errors.strip()[-1000:]}")
    return done, wall, usage.ru_utime + usage.ru_stime


# ---------------------------------------------------------------- measuring

def starts_summary(errors):
    """Median / p90 of |error| and the median signed error, in ms."""
    if not errors:
        return {"n": 0, "median_ms": None, "p90_ms": None, "signed_median_ms": None, "mean_ms": None}
    absolute = [abs(e) for e in errors]
    return {"n": len(errors), "median_ms": round(statistics.median(absolute) * 1000),
            "p90_ms": round(percentile(absolute, 90) * 1000),
            "signed_median_ms": round(statistics.median(errors) * 1000),
            "mean_ms": round(statistics.mean(errors) * 1000)}


def plain_figures(reference, made):
    ref_words = [(w, i) for i, cue in enumerate(reference) for w, _ in cue["words"]]
    hyp = [(w, t) for cue in made for w, t in cue["words"]]
    subs, dels, ins, pairs = levenshtein([w for w, _ in ref_words], [w for w, _ in hyp])
    first = {}
    for k, (_, cue) in enumerate(ref_words):
        first.setdefault(cue, k)
    errors, unmatched, first_line = [], [], None
    for cue, k in sorted(first.items()):
        j = pairs[k]
        if j is not None and hyp[j][0] == ref_words[k][0]:
            errors.append(hyp[j][1] - reference[cue]["start"])
            if cue == 0:
                first_line = round(errors[-1], 3)
        else:
            unmatched.append(cue)
    numbers = sorted({w for w, _ in hyp if re.search(r"\d", w)})
    return {"ref_words": len(ref_words), "hyp_words": len(hyp), "substitutions": subs, "deletions": dels,
            "insertions": ins, "wer": round((subs + dels + ins) / len(ref_words), 4),
            "cues": len(reference), "made_cues": len(made),
            "starts": starts_summary(errors), "errors_s": [round(e, 3) for e in errors],
            "unmatched": len(unmatched), "unmatched_share": round(len(unmatched) / len(reference), 4),
            "first_line_s": first_line,
            "digit_words": numbers}


def aligned_figures(reference, made):
    """Each bundled cue paired with the made cue its first word begins. The made words are the
    given text's own words, so both sides are the same word sequence (else they are paired by a
    Levenshtein alignment). A bundled line that does not fit one cue (over 65 characters or 10 s)
    is split over several made cues ("split"); one whose first word does not begin a made cue
    ("not a cue start") has no line-start error."""
    ref = [(w, i) for i, cue in enumerate(reference) for w, _ in cue["words"]]
    hyp = [(w, i, k == 0) for i, cue in enumerate(made) for k, (w, _) in enumerate(cue["words"])]
    if [w for w, _ in ref] == [w for w, _, _ in hyp]:
        pairs = list(range(len(ref)))
    else:
        pairs = levenshtein([w for w, _ in ref], [w for w, _, _ in hyp])[3]
    spans = {}
    for k, (_, cue) in enumerate(ref):
        if pairs[k] is not None:
            spans.setdefault(cue, []).append(pairs[k])
    errors, not_start, split = [], 0, 0
    for i, cue in enumerate(reference):
        first = next((pairs[k] for k, (_, c) in enumerate(ref) if c == i), None)
        if first is None or not hyp[first][2]:
            not_start += 1
            continue
        errors.append(made[hyp[first][1]]["start"] - cue["start"])
        split += len({hyp[j][1] for j in spans.get(i, [])}) > 1
    return {"cues": len(reference), "made_cues": len(made), "same_words": pairs == list(range(len(ref))),
            "split": split, "not_cue_start": not_start,
            "starts": starts_summary(errors), "errors_s": [round(e, 3) for e in errors]}


def analyse(row, reference, folder):
    """Adds the figures of the made transcripts in `folder` to the row of a recording."""
    row["plain"].update(plain_figures(reference, read_vtt(os.path.join(folder, f"{row['id']}.vtt"))))
    row["aligned"].update(aligned_figures(reference, read_vtt(os.path.join(folder, f"{row['id']}.aligned.vtt"))))


def measure(study, recordings, work, threads, keep):
    results = []
    home = os.path.join(work, "home")
    os.makedirs(os.path.join(home, "run"), exist_ok=True)
    env = clean_env(home, threads)
    out_dir = keep or os.path.join(work, "out")
    os.makedirs(out_dir, exist_ok=True)
    for n, r in enumerate(recordings, 1):
        rid, language = r["id"], LANGUAGES.get(r["id"], "en")
        audio, script = os.path.join(AUDIO, r["file"]), os.path.join(AUDIO, r["transcript"])
        reference = read_vtt(script)
        text = os.path.join(work, f"{rid}.txt")
        with open(text, "w", encoding="utf-8") as f:
            f.write("".join(cue["text"] + "\n" for cue in reference))
        row = {"id": rid, "level": r["level"], "kind": r["kind"], "language": language, "duration": r["duration"]}
        plain_out, aligned_out = os.path.join(out_dir, f"{rid}.vtt"), os.path.join(out_dir, f"{rid}.aligned.vtt")
        done, wall, cpu = transcribe(study, env, audio, language, plain_out)
        row["plain"] = {}
        row["plain"].update(wall=round(wall, 2), cpu=round(cpu, 2), seconds=done.get("seconds"), lines=done.get("lines"),
                            words=done.get("words"), detected=done.get("language"))
        done, wall, cpu = transcribe(study, env, audio, language, aligned_out, text=text)
        row["aligned"] = {}
        row["aligned"].update(wall=round(wall, 2), cpu=round(cpu, 2), seconds=done.get("seconds"),
                              matched=done.get("matched"), words=done.get("words"))
        analyse(row, reference, out_dir)
        p, a = row["plain"], row["aligned"]
        log(f"[{n}/{len(recordings)}] {rid} ({r['duration']:.0f} s): WER {p['wer'] * 100:.1f} %, plain starts "
            f"{p['starts']['median_ms']}/{p['starts']['p90_ms']} ms ({p['unmatched']} unmatched), aligned "
            f"{a['made_cues']}/{a['cues']} cues ({a['split']} split, {a['not_cue_start']} not a cue start), matched {a['matched']}, starts {a['starts']['median_ms']}/"
            f"{a['starts']['p90_ms']} ms; {p['wall']:.1f} + {a['wall']:.1f} s")
        results.append(row)
    return results


def overall(results):
    audio = sum(r["duration"] for r in results)
    plain = [e for r in results for e in r["plain"]["errors_s"]]
    ref = sum(r["plain"]["ref_words"] for r in results)
    errors = sum(r["plain"]["substitutions"] + r["plain"]["deletions"] + r["plain"]["insertions"] for r in results)
    cues = sum(r["plain"]["cues"] for r in results)
    words_heard = sum(r["aligned"]["words"] * r["aligned"]["matched"] for r in results)
    words_given = sum(r["aligned"]["words"] for r in results)

    def rtf(mode, key):
        return round(sum(r[mode][key] for r in results) / audio, 4)

    return {
        "recordings": len(results), "audio_seconds": round(audio, 1), "ref_words": ref,
        "wer": round(errors / ref, 4), "wer_median": round(statistics.median(r["plain"]["wer"] for r in results), 4),
        "plain_starts": starts_summary([e for r in results for e in r["plain"]["errors_s"]]),
        "plain_unmatched": sum(r["plain"]["unmatched"] for r in results), "cues": cues,
        "plain_unmatched_share": round(sum(r["plain"]["unmatched"] for r in results) / cues, 4),
        "aligned_starts": starts_summary([e for r in results for e in r["aligned"]["errors_s"]]),
        "aligned_count_differs": sum(1 for r in results if r["aligned"]["made_cues"] != r["aligned"]["cues"]),
        "aligned_made_cues": sum(r["aligned"]["made_cues"] for r in results),
        "aligned_split": sum(r["aligned"]["split"] for r in results),
        "aligned_not_cue_start": sum(r["aligned"]["not_cue_start"] for r in results),
        "aligned_matched": round(words_heard / words_given, 4) if words_given else None,
        "rtf": round((rtf("plain", "wall") + rtf("aligned", "wall")) / 2, 4),
        "rtf_plain": rtf("plain", "wall"), "rtf_aligned": rtf("aligned", "wall"),
        "cpu_per_audio_second": round((sum(r["plain"]["cpu"] + r["aligned"]["cpu"] for r in results)) / (2 * audio), 4),
        "digit_words": sorted({w for r in results for w in r["plain"]["digit_words"]}),
        "plain_early_share": round(sum(e < 0 for e in plain) / len(plain), 4) if plain else None,
        "plain_over_half_second_early": sum(e < -0.5 for e in plain),
        "plain_measured": len(plain),
        "first_lines_s": [r["plain"]["first_line_s"] for r in results if r["plain"].get("first_line_s") is not None],
        "plain_starts_without_those": starts_summary([e for e in plain if e >= -0.5]),
    }


# ---------------------------------------------------------------- reporting

def ms(value):
    return "—" if value is None else f"{value:,}"


def table(result):
    o = result["overall"]
    lines = [
        "| recording | level | audio (s) | words | WER | plain: line start, median / p90 (ms) | plain: first word not heard "
        "| aligned: cues made / script (lines split) | aligned: words heard | aligned: line start, median / p90 (ms) | RTF plain / aligned |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in result["recordings"]:
        p, a = r["plain"], r["aligned"]
        lines.append(
            f"| {r['id']} | {r['level']} | {r['duration']:.1f} | {p['ref_words']} | {p['wer'] * 100:.1f} % "
            f"| {ms(p['starts']['median_ms'])} / {ms(p['starts']['p90_ms'])} | {p['unmatched']} of {p['cues']} "
            f"| {a['made_cues']} / {a['cues']} ({a['split']}) | {a['matched'] * 100:.1f} % "
            f"| {ms(a['starts']['median_ms'])} / {ms(a['starts']['p90_ms'])} "
            f"| {p['wall'] / r['duration']:.3f} / {a['wall'] / r['duration']:.3f} |")
    lines.append(
        f"| **all {o['recordings']}** | | {o['audio_seconds']:.0f} | {o['ref_words']:,} | **{o['wer'] * 100:.1f} %** "
        f"| **{ms(o['plain_starts']['median_ms'])} / {ms(o['plain_starts']['p90_ms'])}** "
        f"| {o['plain_unmatched']} of {o['cues']} ({o['plain_unmatched_share'] * 100:.1f} %) "
        f"| {o['aligned_made_cues']} / {o['cues']} ({o['aligned_split']}) "
        f"| **{o['aligned_matched'] * 100:.1f} %** "
        f"| **{ms(o['aligned_starts']['median_ms'])} / {ms(o['aligned_starts']['p90_ms'])}** "
        f"| **{o['rtf_plain']:.3f} / {o['rtf_aligned']:.3f}** |")
    return "\n".join(lines)


def report(result, explain=True):
    """The setup, the table and the notes; `explain` adds how each figure is measured (the
    documentation says that in its own words)."""
    o, s = result["overall"], result["setup"]
    notes = [
        f"Run {s['started']}; {s['machine']}, load {s['load']} at the start; HEAD {s['commit']}; "
        f"learnctl-study {s['study']} (built {s['built']}); faster-whisper {s['faster_whisper']}, Whisper base, "
        f"int8, {s['threads']} threads, beam size 1, VAD on. The machine was shared with other work; the "
        "real-time factors are wall-clock times and move with its load.",
        "",
        table(result),
        "",
        f"Signed median error (negative: early): plain {o['plain_starts']['signed_median_ms']} ms "
        f"(mean {o['plain_starts']['mean_ms']} ms), aligned {o['aligned_starts']['signed_median_ms']} ms "
        f"(mean {o['aligned_starts']['mean_ms']} ms). CPU (user + system, learnctl-study and the helper) per "
        f"second of audio: {o['cpu_per_audio_second']:.3f} s. Aligned: "
        + (f"{o['aligned_not_cue_start']} bundled lines did not begin a made cue."
           if o["aligned_not_cue_start"] else "every bundled line began a made cue (none was joined to another)."),
    ]
    if explain:
        notes[4:4] = [
            "How each figure is measured (bench/transcription/quality.py): every bundled recording is transcribed "
            "twice with `learnctl transcribe --language en`, each a whole process. *WER* (plain transcription): a "
            "word-level edit distance between the bundled transcript and the words of the made one, both lower case "
            "without punctuation or accents, divided by the bundled transcript's words. *Line start* (plain): for each "
            "bundled cue whose first word is heard as that word in the edit alignment, that word's start in the made "
            "transcript minus the cue's true start (the bundled cue times are exact: the recordings were assembled from "
            "them); the other cues are counted under *first word not heard*. *Aligned*: `--text` given the bundled "
            "cue texts, one line per cue; for each bundled cue, the start of the made cue that begins with its first "
            "word minus the bundled cue's start, and the share of the text's words heard as the JSON result reports it. "
            "A line longer than 65 characters (or 10 s) is split into several cues by design, so *cues made* exceeds "
            "the script's count by the lines split; only the first cue of a split line is measured. Medians and 90th "
            "percentiles are of the absolute error, pooled over all cues in the last row. *RTF*: the process's wall "
            "time / the recording's duration.",
            "",
        ]
    firsts = o["first_lines_s"]
    notes += ["", f"Line starts are early: {o['plain_early_share'] * 100:.0f} % of the {o['plain_measured']} measured in the "
              f"plain transcripts. {o['plain_over_half_second_early']} of them "
              f"({o['plain_over_half_second_early'] / o['plain_measured'] * 100:.0f} %) are more than 0.5 s early; without those, "
              f"the median error is {o['plain_starts_without_those']['signed_median_ms']} ms and the 90th percentile of "
              f"|error| {o['plain_starts_without_those']['p90_ms']} ms. The first line of a recording starts "
              + (f"{statistics.median(firsts) * 1000:+.0f} ms from its true start (median of {len(firsts)})." if firsts else "—.")]
    if o["digit_words"]:
        notes += ["", "Numbers: the scripts write numbers as words; the plain transcripts wrote "
                  + ", ".join(f"“{w}”" for w in o["digit_words"][:12])
                  + (" …" if len(o["digit_words"]) > 12 else "")
                  + " in digits, each counted as errors against the words (e.g. “ten fifteen”)."]
    else:
        notes += ["", "Numbers: no word of the plain transcripts was written in digits."]
    return "\n".join(notes)


def setup(study, threads):
    python = os.path.join(os.environ.get("LEARNCTL_WHISPER_HOME", "/usr/local/lib/learnctl-whisper"), "venv", "bin", "python3")
    version = subprocess.run([python, "-c", "import faster_whisper; print(faster_whisper.__version__)"],
                             capture_output=True, text=True).stdout.strip() or "?"
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    if subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--", "Sources", "Content"],
                      capture_output=True, text=True).stdout.strip():
        commit += " with uncommitted changes in Sources or Content"
    with open("/proc/loadavg") as f:
        load = " ".join(f.read().split()[:3])
    return {"started": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"), "machine": machine(), "load": load,
            "commit": commit, "study": os.path.relpath(study, ROOT) if study.startswith(ROOT) else study,
            "built": datetime.datetime.fromtimestamp(os.path.getmtime(study)).strftime("%Y-%m-%d %H:%M"),
            "faster_whisper": version, "threads": threads or 2}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--recordings", help="bundled recording ids, comma-separated (default: all)")
    parser.add_argument("--study", help="the learnctl-study to run")
    parser.add_argument("--threads", type=int, help="LEARNCTL_WHISPER_THREADS for the runs (default: learnctl's, 2)")
    parser.add_argument("--keep", metavar="DIR", help="keep the made transcripts in DIR")
    parser.add_argument("--json", action="store_true", help="print every figure as one JSON object")
    parser.add_argument("--write-docs", action="store_true", help=f"write the table into {os.path.relpath(DOCS, ROOT)}")
    parser.add_argument("--load", metavar="FILE", help="report the figures of an earlier --json run instead of measuring")
    args = parser.parse_args()
    if args.load:
        with open(args.load, encoding="utf-8") as f:
            result = json.load(f)
        if args.keep:  # the figures again, from the transcripts kept
            for row in result["recordings"]:
                analyse(row, read_vtt(os.path.join(AUDIO, row["id"] + ".vtt")), args.keep)
            result["overall"] = overall(result["recordings"])
        print(json.dumps(result) if args.json else report(result))
        if args.write_docs:
            write_block(DOCS, BEGIN, END, report(result, explain=False))
        return
    study = args.study
    if not study:
        study = (os.path.join(os.path.dirname(os.path.realpath(os.environ["LEARNCTL_BINARY"])), "learnctl-study")
                 if os.environ.get("LEARNCTL_BINARY") else os.path.join(ROOT, ".build", "debug", "learnctl-study"))
    if not os.access(study, os.X_OK):
        sys.exit(f"{study} is missing: build it with `swift build --product learnctl-study`")
    with open(os.path.join(AUDIO, "index.json"), encoding="utf-8") as f:
        recordings = json.load(f)["recordings"]
    if args.recordings:
        wanted = args.recordings.split(",")
        unknown = set(wanted) - {r["id"] for r in recordings}
        if unknown:
            sys.exit(f"no bundled recording {', '.join(sorted(unknown))}")
        recordings = [r for r in recordings if r["id"] in wanted]
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
    info = setup(study, args.threads)
    with tempfile.TemporaryDirectory(prefix="bench-transcription-") as work:
        # A copy, so that a rebuild during the run (minutes long) neither stops it nor mixes builds.
        copy = os.path.join(work, "learnctl-study")
        shutil.copy2(study, copy)
        rows = measure(copy, recordings, work, args.threads, args.keep)
    result = {"setup": info, "recordings": rows, "overall": overall(rows)}
    if args.json:
        print(json.dumps(result))
    else:
        print(report(result))
    if args.write_docs:
        write_block(DOCS, BEGIN, END, report(result, explain=False))


if __name__ == "__main__":
    main()
