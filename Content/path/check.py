#!/usr/bin/env python3
"""Checks path.txt: its syntax, and that every lesson names material that exists — a recording
of the bundled library (Audio/index.json), a grammar topic (Content/grammar/SLUG.gift), a card
group of the starter cards (Content/cards/*.tsv) or a bundled article (Content/articles/SLUG.txt). Prints each problem; exits 1 if there is one."""
import json, os, re, sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "path.txt")
recordings = {r["id"] for r in json.load(open(os.path.join(root, "Audio", "index.json")))["recordings"]}
topics = {f[:-5] for f in os.listdir(os.path.join(root, "Content", "grammar")) if f.endswith(".gift")}
groups = set()
for name in os.listdir(os.path.join(root, "Content", "cards")):
    if name.endswith(".tsv"):
        for line in open(os.path.join(root, "Content", "cards", name), encoding="utf-8"):
            if line.strip() and not line.startswith("#"):
                groups.add(line.rstrip("\n").split("\t")[3].lower())
articles = {f[:-4] for f in os.listdir(os.path.join(root, "Content", "articles")) if f.endswith(".txt")}
known = {"recording": recordings, "grammar": topics, "cards": groups, "article": articles}
problems, stages, lessons, current = [], set(), set(), None
for number, line in enumerate(open(path, encoding="utf-8"), 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    head, _, title = (part.strip() for part in line.partition("|"))
    keyword, _, reference = head.partition(" ")
    reference = reference.strip()
    if not reference or not title:
        problems.append(f"line {number}: '{keyword}' needs a name and a title after '|'")
    elif keyword == "stage":
        if not re.fullmatch(r"(A1|A2|B1|B2|C1|C2)-\d+", reference):
            problems.append(f"line {number}: stage ID '{reference}' is not LEVEL-N (A1-1)")
        if reference.lower() in stages:
            problems.append(f"line {number}: stage '{reference}' is defined twice")
        if current is not None and current[1] == 0:
            problems.append(f"stage '{current[0]}' has no lessons")
        stages.add(reference.lower())
        current = [reference, 0]
    elif keyword in known:
        if current is None:
            problems.append(f"line {number}: a lesson before any stage")
            continue
        current[1] += 1
        key = (keyword, reference.lower())
        if key in lessons:
            problems.append(f"line {number}: {keyword} '{reference}' is already a lesson")
        lessons.add(key)
        if (reference if keyword != "cards" else reference.lower()) not in known[keyword]:
            problems.append(f"line {number}: there is no {keyword} '{reference}'")
    else:
        problems.append(f"line {number}: '{keyword}' is not stage, recording, grammar, cards or article")
if current is None:
    problems.append("the path has no stages")
elif current[1] == 0:
    problems.append(f"stage '{current[0]}' has no lessons")
for problem in problems:
    print(f"{path}: {problem}")
sys.exit(1 if problems else 0)
