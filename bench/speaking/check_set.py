#!/usr/bin/env python3
"""Checks bench/speaking/set.tsv, the speaking evaluation set.

Every row must name a sentence of Content/speaking/TOPIC.txt (numbered as learnctl numbers them)
and repeat it exactly in its reference column; applying its changes to the reference, word by
word, must give its reading (ignoring case and punctuation); a substitute must be another word
that sounds different (no pronunciation in common with the original in CMUdict, so no homophone
and no spelling variant) and must replace a word that occurs only once in the sentence; a word
left out must not be the first one nor occur twice; an added word must not come first nor be in
the sentence already; every word of every reading must be in the recogniser's dictionary. The
set must hold 40 sentences, each with one correct, left_out and added reading and at least one
substituted one (at least 160 rows), and start with travel sentence 2.

Usage: python3 bench/speaking/check_set.py [--set FILE] [--content DIR] [--dict FILE]
Prints a summary and exits 0, or lists every mistake as `set.tsv:LINE: reason` and exits 1.
Python 3 standard library only.
"""
import argparse
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DICT = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict"
COLUMNS = ["id", "topic", "sentence", "kind", "reading", "changes", "reference"]
KINDS = ["correct", "substituted", "left_out", "added"]
LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"]
SENTENCES = 40
MIN_ROWS = 160
FIRST = ("travel", 2)
# Only for the summary (share of function words among the words left out).
FUNCTION_WORDS = set("""a an the to of in on at for from with by and or but so if that this these those
is are was were be been am do does did didn't don't doesn't not no can could would should will won't
i you he she it we they me my your his her its our their some any""".split())


def load_topics(content):
    """{topic: [(level, sentence), ...]} following Content/speaking/README.md."""
    topics = {}
    for name in sorted(os.listdir(content)):
        if not name.endswith(".txt"):
            continue
        sentences = []
        with open(os.path.join(content, name), encoding="utf-8-sig") as f:
            for line in f:
                s = line.strip()
                if not s or s.startswith("#") or re.match(r"(?i)title\s*:", s):
                    continue
                level, _, text = s.partition("|")
                sentences.append((level.strip(), text.strip()))
        topics[name[:-4]] = sentences
    return topics


def load_dict(path):
    """{word: set of pronunciations}; `word(2)` lines are variants of `word`."""
    prons = collections.defaultdict(set)
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.split()
            if len(parts) < 2:
                continue
            word = re.sub(r"\(\d+\)$", "", parts[0]).lower()
            prons[word].add(" ".join(re.sub(r"\d", "", p) for p in parts[1:]))
    return prons


def core(word):
    """A word without the punctuation around it, in lower case ("bus." -> "bus", "I'd" -> "i'd")."""
    return re.sub(r"^[^\w']+|[^\w']+$", "", word).strip("'").lower()


def words(text):
    return [w for w in (core(t) for t in text.split()) if w]


def dict_parts(word):
    """What the recogniser looks up: a hyphenated word counts as its parts."""
    return [p for p in (core(x) for x in word.split("-")) if p]


def parse_changes(kind, text):
    """[(pos, original, new)]; original is None for added, new is None for left_out."""
    if kind == "correct":
        if text != "-":
            raise ValueError("a correct reading has changes '-'")
        return []
    out = []
    for item in text.split(","):
        m = re.fullmatch(r"(\d+):(.+)", item.strip())
        if not m:
            raise ValueError(f"change '{item}' is not POS:WORD")
        pos, rest = int(m.group(1)), m.group(2)
        if kind == "substituted":
            original, sep, new = rest.partition(">")
            if not sep or not original or not new:
                raise ValueError(f"substitution '{item}' is not POS:original>substitute")
            out.append((pos, original, new))
        elif kind == "left_out":
            out.append((pos, rest, None))
        else:
            out.append((pos, None, rest))
    if kind != "substituted" and len(out) != 1:
        raise ValueError(f"a {kind} reading has exactly one change")
    return out


def apply_changes(kind, ref_words, changes, prons):
    """The reference's words with the changes applied; raises ValueError on a rule broken."""
    n = len(ref_words)
    result = list(ref_words)
    if kind == "substituted":
        seen = set()
        for pos, original, new in changes:
            if not 1 <= pos <= n:
                raise ValueError(f"position {pos} is outside the sentence (1..{n})")
            if pos in seen:
                raise ValueError(f"position {pos} is changed twice")
            seen.add(pos)
            if core(original) != ref_words[pos - 1]:
                raise ValueError(f"word {pos} is '{ref_words[pos - 1]}', not '{original}'")
            if core(new) == core(original):
                raise ValueError(f"substitute '{new}' is the original word")
            if ref_words.count(core(original)) > 1:
                raise ValueError(f"substituted word '{original}' occurs more than once in the sentence")
            same = prons.get(core(original), set()) & prons.get(core(new), set())
            if same:
                raise ValueError(f"'{new}' sounds like '{original}' ({sorted(same)[0]}): a homophone")
            result[pos - 1] = core(new)
    elif kind == "left_out":
        pos, original, _ = changes[0]
        if not 2 <= pos <= n:
            raise ValueError(f"left-out position {pos} must be 2..{n} (never the first word)")
        if core(original) != ref_words[pos - 1]:
            raise ValueError(f"word {pos} is '{ref_words[pos - 1]}', not '{original}'")
        if ref_words.count(core(original)) > 1:
            raise ValueError(f"left-out word '{original}' occurs more than once in the sentence")
        del result[pos - 1]
    elif kind == "added":
        pos, _, new = changes[0]
        if not 2 <= pos <= n + 1:
            raise ValueError(f"added position {pos} must be 2..{n + 1} (never at the start)")
        if core(new) in ref_words:
            raise ValueError(f"added word '{new}' is already in the sentence")
        result.insert(pos - 1, core(new))
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", default=os.path.join(HERE, "set.tsv"))
    parser.add_argument("--content", default=os.path.join(ROOT, "Content", "speaking"))
    parser.add_argument("--dict", default=DICT)
    args = parser.parse_args()

    topics = load_topics(args.content)
    prons = load_dict(args.dict)
    name = os.path.basename(args.set)
    errors = []
    rows = []  # (line, fields)
    with open(args.set, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != len(COLUMNS):
                errors.append(f"{name}:{number}: {len(fields)} tab-separated columns, not {len(COLUMNS)}")
                continue
            rows.append((number, dict(zip(COLUMNS, fields))))

    ids = set()
    kinds = collections.defaultdict(collections.Counter)  # (topic, n) -> Counter of kinds
    left_out_words = []
    for number, r in rows:
        def bad(reason):
            errors.append(f"{name}:{number}: {r['id']}: {reason}")
        if r["id"] in ids:
            bad("id used twice")
        ids.add(r["id"])
        for column, value in r.items():
            if value != value.strip() or not value:
                bad(f"column {column} is empty or has spaces around it")
        if r["kind"] not in KINDS:
            bad(f"kind '{r['kind']}' is not one of {', '.join(KINDS)}")
            continue
        if r["topic"] not in topics:
            bad(f"no topic file {r['topic']}.txt in {args.content}")
            continue
        if not r["sentence"].isdigit() or not 1 <= int(r["sentence"]) <= len(topics[r["topic"]]):
            bad(f"topic {r['topic']} has no sentence {r['sentence']} (1..{len(topics[r['topic']])})")
            continue
        n = int(r["sentence"])
        if not re.fullmatch(rf"{re.escape(r['topic'])}-{n}-{r['kind']}(-[a-z0-9']+)?", r["id"]):
            bad(f"id is not {r['topic']}-{n}-{r['kind']}[-WORD]")
        level, reference = topics[r["topic"]][n - 1]
        if r["reference"] != reference:
            bad(f"reference differs from {r['topic']}.txt sentence {n}: '{reference}'")
            continue
        kinds[(r["topic"], n)][r["kind"]] += 1
        try:
            changes = parse_changes(r["kind"], r["changes"])
            expected = apply_changes(r["kind"], words(reference), changes, prons)
        except ValueError as e:
            bad(str(e))
            continue
        if words(r["reading"]) != expected:
            bad(f"the changes give '{' '.join(expected)}', the reading is '{' '.join(words(r['reading']))}'")
        if r["kind"] == "left_out":
            left_out_words.append(core(changes[0][1]))
        for w in r["reading"].split():
            for part in dict_parts(w):
                if part not in prons:
                    bad(f"'{part}' (in reading) is not in {args.dict}")

    sentences = sorted(kinds)
    if len(sentences) != SENTENCES:
        errors.append(f"{name}: {len(sentences)} sentences, not {SENTENCES}")
    if len(rows) < MIN_ROWS:
        errors.append(f"{name}: {len(rows)} rows, fewer than {MIN_ROWS}")
    for key in sentences:
        c = kinds[key]
        for kind in KINDS:
            want = "at least one" if kind == "substituted" else "exactly one"
            if (c[kind] < 1) if kind == "substituted" else (c[kind] != 1):
                errors.append(f"{name}: {key[0]} sentence {key[1]}: {c[kind]} {kind} readings, not {want}")
    missing = sorted(set(topics) - {t for t, _ in sentences})
    if missing:
        errors.append(f"{name}: no sentence from {', '.join(missing)}")
    if rows:
        first = rows[0][1]
        if (first["topic"], first["sentence"], first["kind"]) != (FIRST[0], str(FIRST[1]), "correct"):
            errors.append(f"{name}:{rows[0][0]}: the first row is not {FIRST[0]} sentence {FIRST[1]}, correct")

    if errors:
        print("\n".join(errors), file=sys.stderr)
        print(f"{len(errors)} mistake(s)", file=sys.stderr)
        sys.exit(1)
    per_kind = collections.Counter(r["kind"] for _, r in rows)
    per_topic = collections.Counter(t for t, _ in sentences)
    per_level = collections.Counter(topics[t][n - 1][0] for t, n in sentences)
    lengths = [len(topics[t][n - 1][1].split()) for t, n in sentences]
    function = sum(w in FUNCTION_WORDS for w in left_out_words)
    print(f"{name}: OK, {len(rows)} readings of {len(sentences)} sentences")
    print("  kinds:  " + ", ".join(f"{k} {per_kind[k]}" for k in KINDS))
    print("  topics: " + ", ".join(f"{t} {per_topic[t]}" for t in sorted(per_topic)))
    print("  levels: " + ", ".join(f"{l} {per_level[l]}" for l in LEVELS if per_level[l]))
    print(f"  words a sentence: {min(lengths)}–{max(lengths)}, {sum(5 <= x <= 14 for x in lengths)} of "
          f"{len(lengths)} with 5–14")
    print(f"  left out: {function} function word(s), {len(left_out_words) - function} content word(s)")


if __name__ == "__main__":
    main()
