#!/usr/bin/env python3
"""Speaking scores on the evaluation set: how often `learnctl speak score` tells a correct reading
from one with a word substituted, left out or added, per engine and voice.

Renders the set (bench/speaking/set.tsv, by make-set.sh, cached), scores every reading against its
sentence with `learnctl speak score --json` (one process per engine, so the recogniser stays
loaded; LEARNCTL_SPEAKING_ENGINE chooses it), and counts:

  correct      readings scored 90 or more
  substituted  changed words marked wrong or unclear at their place
  left_out     left-out words marked missed
  added        added words marked extra at their place
  false alarms words read as written but not marked right, in the readings with a change
  the three    "I need a jacket for the bus" / "… for the box" / "… a taxi for the airport":
               each below 100 with its changed words marked

Usage: python3 bench/speaking/evaluate.py [--learnctl PATH] [--voices slt,rms,espeak,kal] [--rotate]
                                          [--engines whisper,pocketsphinx] [--sentences N]
                                          [--work DIR] [--json] [--write-docs docs/speaking.md]
--rotate reads each sentence in one voice only, taking the voices in turn (a quarter of the set with
four voices: what the test suite runs); --sentences N keeps the first N sentences.
"""
import argparse, collections, datetime, json, os, re, statistics, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BEGIN = "<!-- bench:speaking-evaluation:begin (written by bench/speaking/evaluate.py) -->"
END = "<!-- bench:speaking-evaluation:end -->"
KINDS = ("correct", "substituted", "left_out", "added")
THE_THREE = ("travel-2-substituted", "travel-2-substituted-box", "travel-2-substituted-taxi")


def read_set():
    rows = []
    with open(os.path.join(HERE, "set.tsv"), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            id_, topic, sentence, kind, reading, changes, reference = line.split("\t")
            rows.append(dict(id=id_, topic=topic, sentence=int(sentence), kind=kind, reading=reading,
                             changes=changes, reference=reference))
    return rows


def parse_changes(kind, changes):
    """[(position, original or None, new or None)]: position is 1-based in the reference's words."""
    if kind == "correct":
        return []
    out = []
    for part in changes.split(","):
        position, rest = part.split(":", 1)
        if kind == "substituted":
            original, new = rest.split(">")
            out.append((int(position), original, new))
        elif kind == "left_out":
            out.append((int(position), rest, None))
        else:
            out.append((int(position), None, rest))
    return out


def words_only(text):
    return re.sub(r"[^\w']+", "", text.lower().replace("’", "'")).strip("'")


def judged_positions(result, reference):
    """For each reference word (whitespace split, 1-based): its index in result["words"]; the
    scorer drops tokens without a letter or digit, which this skips too."""
    tokens = reference.split()
    places, index = {}, 0
    judged = [i for i, w in enumerate(result["words"]) if w["verdict"] != "extra"]
    for position, token in enumerate(tokens, 1):
        if not re.search(r"\w", token):
            continue
        if index < len(judged):
            places[position] = judged[index]
        index += 1
    return places


def judge_row(row, result):
    """(caught, total, false alarms, unchanged words) for one scored reading."""
    words = result["words"]
    places = judged_positions(result, row["reference"])
    changes = parse_changes(row["kind"], row["changes"])
    changed = {p for p, _, _ in changes if row["kind"] != "added"}
    caught = 0
    for position, original, new in changes:
        if row["kind"] == "substituted":
            i = places.get(position)
            caught += i is not None and words[i]["verdict"] in ("wrong", "unclear")
        elif row["kind"] == "left_out":
            i = places.get(position)
            caught += i is not None and words[i]["verdict"] == "missed"
        else:
            before = places.get(position - 1, -1)
            after = places.get(position, len(words))
            caught += any(words[i]["verdict"] == "extra" and words_only(words[i]["text"]) == new.lower()
                          for i in range(before + 1, after))
    alarms = unchanged = 0
    for position, i in places.items():
        if position in changed or words[i]["verdict"] == "unscored":
            continue
        unchanged += 1
        alarms += words[i]["verdict"] != "right"
    if row["kind"] == "correct":
        return (result["score"] >= 90), 1, alarms, unchanged
    return caught, len(changes), alarms, unchanged


def render(rows, voices, work, rotate):
    """{(voice, id): wav path} for the readings to score."""
    sentences = list(dict.fromkeys((r["topic"], r["sentence"]) for r in rows))
    wanted = collections.defaultdict(list)
    for row in rows:
        ordinal = sentences.index((row["topic"], row["sentence"]))
        for voice in ([voices[ordinal % len(voices)]] if rotate else voices):
            wanted[voice].append(row["id"])
    paths = {}
    for voice, ids in wanted.items():
        ids_file = os.path.join(work, f"ids-{voice}.txt")
        os.makedirs(work, exist_ok=True)
        with open(ids_file, "w") as f:
            f.write("\n".join(ids) + "\n")
        subprocess.run(["bash", os.path.join(HERE, "make-set.sh"), work, "--voices", voice, "--ids", ids_file],
                       check=True, stdout=sys.stderr)
        for id_ in ids:
            paths[(voice, id_)] = os.path.join(work, voice, id_ + ".wav")
    return paths


def score(learnctl, engine, requests):
    env = dict(os.environ, LEARNCTL_SPEAKING_ENGINE=engine)
    body = "".join(json.dumps(r) + "\n" for r in requests)
    out = subprocess.run([learnctl, "speak", "score", "--json"], input=body, capture_output=True, text=True, env=env)
    results = {}
    for line in out.stdout.splitlines():
        answer = json.loads(line)
        results[answer["id"]] = answer
    missing = [r["id"] for r in requests if r["id"] not in results]
    if missing:
        sys.exit(f"evaluate: {engine} gave no answer for {missing[:5]} …: {out.stderr[-500:]}")
    return results


def figures(rows, paths, results):
    by_id = {r["id"]: r for r in rows}
    table = collections.defaultdict(lambda: [0, 0])  # (voice, kind) → [caught, total]
    alarms = collections.defaultdict(lambda: [0, 0])  # voice → [alarms, unchanged]
    three, misses, seconds, readings = {}, [], [], []
    for (voice, id_), _ in paths.items():
        row, result = by_id[id_], results[f"{voice}/{id_}"]
        if result["type"] != "score":
            caught, total, a, u = 0, max(1, len(parse_changes(row["kind"], row["changes"]))), 0, 0
        else:
            caught, total, a, u = judge_row(row, result)
            seconds.append(result["seconds"])
        readings.append([voice, id_, caught, total])
        table[(voice, row["kind"])][0] += caught
        table[(voice, row["kind"])][1] += total
        if row["kind"] != "correct":
            alarms[voice][0] += a
            alarms[voice][1] += u
        if caught < total:
            misses.append(dict(voice=voice, id=id_, reading=row["reading"], heard=result.get("heard"),
                               score=result.get("score"), marks=" ".join(
                                   w["text"] + ("" if w["verdict"] == "right" else f"[{w['verdict']}" + (f":{w['heard']}" if w.get("heard") else "") + "]")
                                   for w in result.get("words", []))))
        if id_ in THE_THREE:
            three[f"{voice}/{id_}"] = dict(score=result.get("score"), caught=caught == total and result.get("score", 100) < 100,
                                          heard=result.get("heard"))
    voices = sorted({v for v, _ in paths})
    out = {"voices": {}, "all": {}, "three": three, "misses": misses, "readings": readings,
           "seconds_median": statistics.median(seconds) if seconds else None}
    for voice in voices:
        out["voices"][voice] = {kind: table[(voice, kind)] for kind in KINDS if table[(voice, kind)][1]}
        out["voices"][voice]["false_alarms"] = alarms[voice]
    for kind in KINDS:
        out["all"][kind] = [sum(table[(v, kind)][0] for v in voices), sum(table[(v, kind)][1] for v in voices)]
    out["all"]["false_alarms"] = [sum(alarms[v][0] for v in voices), sum(alarms[v][1] for v in voices)]
    return out


def percent(pair):
    return f"{100 * pair[0] / pair[1]:.1f} % ({pair[0]}/{pair[1]})" if pair[1] else "—"


def markdown(results, started, commit):
    lines = [f"Measured {started} on {commit} with `python3 bench/speaking/evaluate.py --write-docs docs/speaking.md`.", ""]
    names = {"whisper": "Whisper base", "pocketsphinx": "PocketSphinx (general English model)"}
    for engine, r in results.items():
        lines += [f"**{names.get(engine, engine)}** (median time to score one reading: {r['seconds_median']:.2f} s, "
                  "the model loaded):", "",
                  "| voice | correct scored ≥ 90 | substituted words marked | left-out words missed | added words extra | unchanged words not right |",
                  "|---|---|---|---|---|---|"]
        for voice, v in list(r["voices"].items()) + [("all", r["all"])]:
            label = f"**{voice}**" if voice == "all" else voice
            lines.append(f"| {label} | " + " | ".join(percent(v.get(k, [0, 0])) for k in KINDS) + f" | {percent(v['false_alarms'])} |")
        three = ", ".join(f"{k.split('/')[0]} {k.split('/')[1].replace('travel-2-substituted', 'jacket').replace('jacket-box', 'box').replace('jacket-taxi', 'taxi/airport')}: "
                          f"{t['score']}{'' if t['caught'] else ' (not marked)'}" for k, t in sorted(r["three"].items()))
        lines += ["", f"The three readings of “I need a ticket for the bus.”: {three}.", ""]
    return "\n".join(lines).rstrip() + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--learnctl", help="the learnctl to run (default: the debug build's)")
    parser.add_argument("--voices", default="slt,rms,espeak,kal")
    parser.add_argument("--rotate", action="store_true", help="each sentence in one voice, in turn")
    parser.add_argument("--engines", default="whisper,pocketsphinx")
    parser.add_argument("--sentences", type=int, help="only the first N sentences")
    parser.add_argument("--work", default=os.path.join(os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")),
                                                       "listend-bench", "speaking-set"))
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    parser.add_argument("--write-docs", metavar="MARKDOWN", help="rewrite the evaluation block of this file")
    args = parser.parse_args()
    learnctl = args.learnctl or os.path.join(subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                                                            capture_output=True, text=True).stdout.strip(), "learnctl")
    rows = read_set()
    if args.sentences:
        keep = list(dict.fromkeys((r["topic"], r["sentence"]) for r in rows))[:args.sentences]
        rows = [r for r in rows if (r["topic"], r["sentence"]) in keep]
    started = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    paths = render(rows, args.voices.split(","), args.work, args.rotate)
    by_id = {r["id"]: r for r in rows}
    requests = [dict(id=f"{voice}/{id_}", reference=by_id[id_]["reference"], file=path) for (voice, id_), path in paths.items()]
    results = {}
    for engine in args.engines.split(","):
        results[engine] = figures(rows, paths, score(learnctl, engine, requests))
    if args.json:
        print(json.dumps(results))
    else:
        for engine, r in results.items():
            for miss in r["misses"]:
                print(f"{engine} {miss['voice']} {miss['id']}: said “{miss['reading']}”, heard “{miss['heard']}” → {miss['score']}: {miss['marks']}")
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    text = markdown(results, started, commit)
    print(text, file=sys.stderr if args.json else sys.stdout)
    if args.write_docs:
        sys.path.insert(0, os.path.dirname(HERE))
        from bench import replace_block
        doc = open(args.write_docs).read()
        open(args.write_docs, "w").write(replace_block(doc, BEGIN, END, text))


if __name__ == "__main__":
    main()
