#!/usr/bin/env python3
"""Validate the grammar question bank (Content/grammar/*.gift).

Usage: python3 Content/grammar/check.py [FILE_OR_DIR ...]

Without arguments every .gift file next to this script is checked.
Each problem is reported as `file:line: message`. A summary (topics,
questions per topic and per CEFR level) is printed at the end. The exit
status is 1 if any problem was found, 0 otherwise.

The accepted format is documented in README.md in this directory.
"""

import os
import re
import sys
from collections import Counter, OrderedDict

LEVELS = ("A1", "A2", "B1", "B2", "C1", "C2")
SPECIAL = "~=#{}:"
MIN_OPTIONS, MAX_OPTIONS = 3, 5
MIN_EXPLANATION_WORDS = 6

HEADER_RE = re.compile(r"^::(?P<id>[^:]*)::(?P<rest>.*)$")
LEVEL_RE = re.compile(r"^\s*\[(?P<level>[^\]]*)\]\s*(?P<prompt>.*)$")
CATEGORY_RE = re.compile(r"^\$CATEGORY:\s*(?P<name>.*?)\s*$")
DESCRIPTION_RE = re.compile(r"^//\s*description:\s*(?P<text>.*?)\s*$")


class Question:
    def __init__(self, path, line, qid, level, prompt):
        self.path = path
        self.line = line
        self.id = qid
        self.level = level
        self.prompt = prompt
        self.options = []          # (line, is_correct, text)
        self.explanation = None
        self.explanation_line = None


class Checker:
    def __init__(self):
        self.errors = []
        self.topics = OrderedDict()     # path -> dict(category, description, questions)
        self.ids = {}                   # id -> (path, line)
        self.prompts = {}               # normalised prompt -> (path, line)
        self.categories = {}            # category -> path

    # -- reporting -------------------------------------------------------
    def error(self, path, line, message):
        self.errors.append((path, line, message))

    # -- text helpers ----------------------------------------------------
    def unescape(self, text, path, line, what):
        """Return text with escapes resolved; report unescaped specials."""
        out = []
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == "\\":
                if i + 1 < len(text) and (text[i + 1] in SPECIAL or text[i + 1] == "\\"):
                    out.append(text[i + 1])
                    i += 2
                    continue
                nxt = text[i + 1] if i + 1 < len(text) else "end of line"
                self.error(path, line, "%s: unknown escape '\\%s'" % (what, nxt))
                i += 1
                continue
            if ch in SPECIAL:
                self.error(path, line,
                           "%s: unescaped special character '%s' (write '\\%s')" % (what, ch, ch))
            out.append(ch)
            i += 1
        return "".join(out)

    @staticmethod
    def normalise(text):
        return " ".join(text.lower().split())

    # -- parsing ---------------------------------------------------------
    def check_file(self, path):
        slug = os.path.splitext(os.path.basename(path))[0]
        try:
            with open(path, "rb") as fh:
                raw = fh.read()
        except OSError as exc:
            self.error(path, 0, "cannot read file (%s)" % exc)
            return
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            self.error(path, 0, "not valid UTF-8 (%s)" % exc)
            return
        if text.startswith("\ufeff"):
            self.error(path, 1, "file starts with a byte order mark")
            text = text[1:]
        if "\r" in text:
            self.error(path, 0, "file contains CR characters; use LF line endings")
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        if text and not text.endswith("\n"):
            self.error(path, len(text.split("\n")), "file does not end with a newline")

        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()

        topic = {"category": None, "description": None, "questions": []}
        self.topics[path] = topic

        state = "start"        # start, between, options, closing
        question = None
        in_first_block = False   # inside the comment block right after $CATEGORY
        need_blank = False       # the line after '}' must be blank

        for lineno, line in enumerate(lines, start=1):
            stripped = line.strip()
            if line != line.rstrip():
                self.error(path, lineno, "trailing whitespace")
            if "\t" in line:
                self.error(path, lineno, "tab character; use spaces")

            if need_blank:
                need_blank = False
                if stripped != "":
                    self.error(path, lineno, "a blank line is required after '}'")

            # Comments: allowed only outside questions.
            if stripped.startswith("//"):
                if state in ("options", "closing"):
                    self.error(path, lineno, "comment inside a question")
                    continue
                m = DESCRIPTION_RE.match(stripped)
                if m:
                    if not in_first_block:
                        self.error(path, lineno,
                                   "'// description:' must be in the first comment block after $CATEGORY")
                    elif topic["description"] is not None:
                        self.error(path, lineno, "second '// description:' line")
                    elif not m.group("text"):
                        self.error(path, lineno, "empty description")
                    else:
                        topic["description"] = m.group("text")
                continue
            in_first_block = False

            if stripped == "":
                if state == "options":
                    self.error(path, lineno, "blank line inside a question")
                elif state == "closing":
                    self.error(path, lineno, "blank line between explanation and '}'")
                continue

            if line != stripped and state in ("start", "between"):
                self.error(path, lineno, "unexpected indentation")

            if state == "start":
                m = CATEGORY_RE.match(stripped)
                if not m:
                    self.error(path, lineno, "expected '$CATEGORY: <Topic name>' before any question")
                    state = "between"
                    # fall through to question parsing below
                else:
                    name = m.group("name")
                    if not name:
                        self.error(path, lineno, "empty $CATEGORY name")
                    else:
                        name = self.unescape(name, path, lineno, "category")
                        topic["category"] = name
                        if name in self.categories:
                            self.error(path, lineno, "category '%s' also used in %s"
                                       % (name, self.categories[name]))
                        else:
                            self.categories[name] = path
                    state = "between"
                    in_first_block = True
                    continue

            if state == "between":
                if stripped.startswith("$CATEGORY"):
                    self.error(path, lineno, "$CATEGORY may appear only once, at the top")
                    continue
                question = self.parse_header(path, slug, lineno, stripped)
                if question is None:
                    continue
                topic["questions"].append(question)
                state = "options"
                continue

            if state == "options":
                if stripped[0] in "=~":
                    body = stripped[1:].strip()
                    if not body:
                        self.error(path, lineno, "empty option")
                    body = self.unescape(body, path, lineno, "option")
                    question.options.append((lineno, stripped[0] == "=", body))
                    continue
                if stripped.startswith("####"):
                    body = stripped[4:].strip()
                    if not body:
                        self.error(path, lineno, "empty explanation")
                    body = self.unescape(body, path, lineno, "explanation")
                    question.explanation = body
                    question.explanation_line = lineno
                    state = "closing"
                    continue
                if stripped == "}":
                    self.error(path, lineno, "question %s has no '####' explanation" % question.id)
                    self.finish_question(question)
                    state = "between"
                    need_blank = True
                    continue
                self.error(path, lineno,
                           "expected an option ('=' or '~'), '####<explanation>' or '}'")
                continue

            if state == "closing":
                if stripped == "}":
                    self.finish_question(question)
                    state = "between"
                    need_blank = True
                elif stripped.startswith("####"):
                    self.error(path, lineno, "more than one explanation")
                elif stripped[0] in "=~":
                    self.error(path, lineno, "options must come before the explanation")
                else:
                    self.error(path, lineno, "expected '}' after the explanation")
                continue

        if state in ("options", "closing"):
            self.error(path, question.line, "question %s is not closed with '}'" % question.id)
            self.finish_question(question)
        if topic["category"] is None:
            self.error(path, 1, "missing '$CATEGORY: <Topic name>'")
        if not topic["questions"]:
            self.error(path, 1, "no questions")

    def parse_header(self, path, slug, lineno, stripped):
        m = HEADER_RE.match(stripped)
        if not m:
            self.error(path, lineno, "expected a question starting with '::<id>::'")
            return None
        qid = m.group("id").strip()
        rest = m.group("rest")
        if not re.fullmatch(re.escape(slug) + r"-\d{2,}", qid):
            self.error(path, lineno, "id '%s' must look like '%s-NN'" % (qid, slug))
        if qid in self.ids:
            other = self.ids[qid]
            self.error(path, lineno, "duplicate id '%s' (first at %s:%d)" % (qid, other[0], other[1]))
        else:
            self.ids[qid] = (path, lineno)
        if not rest.rstrip().endswith("{"):
            self.error(path, lineno, "the question line must end with '{'")
            body = rest
        else:
            body = rest.rstrip()[:-1]
        lm = LEVEL_RE.match(body)
        level = None
        if not lm:
            self.error(path, lineno, "missing CEFR level '[A1]'..'[C2]' after the id")
            prompt = body.strip()
        else:
            level = lm.group("level")
            prompt = lm.group("prompt").strip()
            if level not in LEVELS:
                self.error(path, lineno, "invalid level '[%s]' (use one of %s)"
                           % (level, ", ".join(LEVELS)))
                level = None
        if not prompt:
            self.error(path, lineno, "empty prompt")
        prompt = self.unescape(prompt, path, lineno, "prompt")
        key = self.normalise(prompt)
        if key in self.prompts:
            other = self.prompts[key]
            self.error(path, lineno, "duplicate prompt (first at %s:%d)" % other)
        else:
            self.prompts[key] = (path, lineno)
        return Question(path, lineno, qid, level, prompt)

    def finish_question(self, q):
        n = len(q.options)
        if not MIN_OPTIONS <= n <= MAX_OPTIONS:
            self.error(q.path, q.line, "question %s has %d options (need %d to %d)"
                       % (q.id, n, MIN_OPTIONS, MAX_OPTIONS))
        correct = sum(1 for _, ok, _ in q.options if ok)
        if correct != 1:
            self.error(q.path, q.line, "question %s has %d correct ('=') options (need exactly 1)"
                       % (q.id, correct))
        seen = {}
        for line, _, text in q.options:
            key = self.normalise(text)
            if key in seen:
                self.error(q.path, line, "duplicate option '%s' (also on line %d)" % (text, seen[key]))
            else:
                seen[key] = line
        if q.explanation is not None:
            words = len(q.explanation.split())
            if words < MIN_EXPLANATION_WORDS:
                self.error(q.path, q.explanation_line,
                           "explanation too short (%d words); say why the answer is right" % words)


def collect(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            files.extend(os.path.join(p, n) for n in sorted(os.listdir(p)) if n.endswith(".gift"))
        else:
            files.append(p)
    return files


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    files = collect(argv[1:] or [here])
    if not files:
        print("no .gift files found", file=sys.stderr)
        return 1
    checker = Checker()
    for f in files:
        checker.check_file(os.path.relpath(f))

    for path, line, message in sorted(checker.errors, key=lambda e: (e[0], e[1])):
        print("%s:%d: %s" % (path, line, message))

    # Summary.
    level_total = Counter()
    total = 0
    name_width = max([len(t["category"] or os.path.basename(p)) for p, t in checker.topics.items()] + [len("All topics")])
    print()
    print("%-*s  %5s  %s" % (name_width, "Topic", "Total", "  ".join("%3s" % l for l in LEVELS)))
    for path, topic in checker.topics.items():
        per_level = Counter(q.level for q in topic["questions"])
        level_total.update(per_level)
        total += len(topic["questions"])
        print("%-*s  %5d  %s" % (name_width, topic["category"] or os.path.basename(path),
                                  len(topic["questions"]),
                                  "  ".join("%3d" % per_level[l] for l in LEVELS)))
    print("%-*s  %5d  %s" % (name_width, "All topics", total,
                              "  ".join("%3d" % level_total[l] for l in LEVELS)))
    print()
    print("%d topics, %d questions, %d problem(s)" % (len(checker.topics), total, len(checker.errors)))
    return 1 if checker.errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
