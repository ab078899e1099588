#!/usr/bin/env python3
"""Check the bundled articles.

Usage:
    python3 Content/articles/check.py [DIR]

DIR is the folder holding the articles (default: the folder of this file).
Every DIR/*.txt is read (README.md and subfolders are not) and verified:

- the name is a slug, lowercase words (letters and digits) joined by `-`,
  and is not the id of a recording of the listening library
  (Audio/index.json), whose transcripts are offered as articles too;
- the header has `title`, `level` (A1-C1), `topic` (one of TOPICS) and
  `summary`, each once and not empty, no other field, and ends with a `---`
  line; `# comment` lines are allowed in the header only;
- the body has paragraphs (runs of non-blank lines, joined by single
  spaces) and may have `## heading` lines; every heading is followed by a
  paragraph;
- `=== questions` follows with 3-5 questions, each a `Q:` prompt, 3 or 4
  options (`- wrong`, `* right`) with exactly one `*` and no two alike, a
  `quote:` that is a case-sensitive part of exactly one paragraph (headings
  do not count), and a `why:`;
- the body's word count (paragraphs and headings; a word is a run of
  letters and digits, with inner apostrophes and hyphens) is within the
  level's range in WORDS; less than 10% outside it is a warning only;
- no two articles share a title (ignoring case);
- there are at least MIN_PER_LEVEL articles at each level.

Problems are printed as `file:line: message` and the exit status is 1.
Otherwise a table of the articles and the number at each level are printed
(the status is still 1 if a level has too few). Warnings are printed as
`file:line: warning: message` and do not change the status. Uses only the
Python standard library.
"""

import argparse
import json
import os
import re
import sys
import unicodedata

ARTICLES_DIR = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(ARTICLES_DIR))
AUDIO_INDEX = os.path.join(ROOT, "Audio", "index.json")

LEVELS = ("A1", "A2", "B1", "B2", "C1")
TOPICS = ("everyday", "food", "health", "work", "study", "travel", "nature", "science",
          "technology", "history", "culture", "sport", "news", "opinion", "money", "family")
FIELDS = ("title", "level", "topic", "summary")
WORDS = {"A1": (120, 200), "A2": (180, 280), "B1": (250, 400), "B2": (350, 550),
         "C1": (450, 700)}
WORD_TOLERANCE = 0.10
MIN_QUESTIONS, MAX_QUESTIONS = 3, 5
MIN_OPTIONS, MAX_OPTIONS = 3, 4
MIN_PER_LEVEL = 5

SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
FIELD_RE = re.compile(r"^([A-Za-z][A-Za-z0-9_-]*):(.*)$")
WORD_RE = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")
QUESTIONS_LINE = "=== questions"


class Article:
    """What the checker learnt from one file."""

    def __init__(self, path):
        self.path = path
        self.slug = os.path.basename(path)[:-len(".txt")]
        self.fields = {}          # name -> (value, line number)
        self.blocks = []          # (kind, text, line number); kind is "heading" or "paragraph"
        self.questions = []       # dicts, see parse_questions
        self.questions_line = None
        self.problems = []        # (line number or None, message)
        self.warnings = []

    def problem(self, line, message):
        self.problems.append((line, message))

    @property
    def paragraphs(self):
        return [(text, line) for kind, text, line in self.blocks if kind == "paragraph"]

    @property
    def word_count(self):
        return sum(len(WORD_RE.findall(text)) for _, text, _ in self.blocks)


def plural(count, noun):
    return "%d %s%s" % (count, noun, "" if count == 1 else "s")


def recording_ids(index_path=AUDIO_INDEX):
    """The ids of the listening library's recordings, or raise ValueError."""
    try:
        with open(index_path, encoding="utf-8") as f:
            index = json.load(f)
        return {r["id"] for r in index["recordings"]}
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise ValueError("%s: cannot read the recording ids: %s" % (index_path, e))


def read_lines(article):
    """The file's lines without line ends, or None if it cannot be read."""
    try:
        with open(article.path, "rb") as f:
            data = f.read()
    except OSError as e:
        article.problem(None, "cannot be read: %s" % e)
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        article.problem(None, "is not UTF-8 (byte %d)" % e.start)
        return None
    if text.startswith("\ufeff"):
        article.problem(1, "starts with a byte order mark")
        text = text[1:]
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for number, line in enumerate(lines, 1):
        bad = sorted({"U+%04X" % ord(c) for c in line
                      if unicodedata.category(c) == "Cc" and c != "\t"})
        if "\r" in line:
            article.problem(number, "has a carriage return (use LF line ends)")
        elif bad:
            article.problem(number, "has control characters: %s" % ", ".join(bad))
    return lines


def parse_header(article, lines):
    """Read the header; return the index of the line after `---`, or None."""
    for i, raw in enumerate(lines):
        number, line = i + 1, raw.strip()
        if line == "---":
            break
        if not line or line.startswith("#"):
            continue
        m = FIELD_RE.match(line)
        if not m:
            article.problem(number, "not a 'field: value' header line: %r" % line)
            continue
        name, value = m.group(1), m.group(2).strip()
        if name not in FIELDS:
            article.problem(number, "unknown header field %r (known: %s)"
                            % (name, ", ".join(FIELDS)))
        elif name in article.fields:
            article.problem(number, "header field %r given twice (first on line %d)"
                            % (name, article.fields[name][1]))
        else:
            article.fields[name] = (value, number)
    else:
        article.problem(len(lines) or None, "no '---' line ends the header")
        return None

    end = i + 1
    for name in FIELDS:
        if name not in article.fields:
            article.problem(end, "header field %r is missing" % name)
            continue
        value, number = article.fields[name]
        if not value:
            article.problem(number, "header field %r is empty" % name)
        elif name == "level" and value not in LEVELS:
            article.problem(number, "level %r is not one of %s" % (value, ", ".join(LEVELS)))
        elif name == "topic" and value not in TOPICS:
            article.problem(number, "topic %r is not one of %s" % (value, ", ".join(TOPICS)))
    return end


def parse_body(article, lines, start):
    """Read headings and paragraphs; return the index of `=== questions`, or None."""
    paragraph, first_line = [], None

    def close():
        if paragraph:
            article.blocks.append(("paragraph", " ".join(paragraph), first_line))
            paragraph.clear()

    for i in range(start, len(lines)):
        number, line = i + 1, lines[i].strip()
        if line == QUESTIONS_LINE:
            close()
            break
        if not line:
            close()
        elif line.startswith("## "):
            close()
            heading = line[3:].strip()
            if not heading:
                article.problem(number, "empty heading")
            else:
                article.blocks.append(("heading", heading, number))
        elif line.startswith("#"):
            article.problem(number, "a body line may not start with '#' (a heading is '## text'; "
                                    "comments belong in the header)")
        elif line.startswith("==="):
            article.problem(number, "%r is not %r" % (line, QUESTIONS_LINE))
        else:
            if not paragraph:
                first_line = number
            paragraph.append(line)
    else:
        close()
        article.problem(len(lines), "no %r line" % QUESTIONS_LINE)
        return None

    if not article.paragraphs:
        article.problem(start + 1, "the body has no paragraph")
    for n, (kind, text, number) in enumerate(article.blocks):
        if kind == "heading" and (n + 1 == len(article.blocks)
                                  or article.blocks[n + 1][0] != "paragraph"):
            article.problem(number, "heading %r is not followed by a paragraph" % text)
    return i


def parse_questions(article, lines, start):
    """Read the questions after `=== questions` (line index start)."""
    article.questions_line = start + 1
    current = None
    for i in range(start + 1, len(lines)):
        number, line = i + 1, lines[i].strip()
        if not line:
            continue
        if line.startswith("Q:"):
            current = {"line": number, "prompt": line[2:].strip(), "options": [],
                       "quote": None, "why": None}
            article.questions.append(current)
            if not current["prompt"]:
                article.problem(number, "empty question")
            continue
        if current is None:
            article.problem(number, "line before the first 'Q:': %r" % line)
            continue
        if line[:2] in ("- ", "* ") or line in ("-", "*"):
            text = line[1:].strip()
            if current["quote"] is not None or current["why"] is not None:
                article.problem(number, "option after the question's quote: or why:")
            if not text:
                article.problem(number, "empty option")
            current["options"].append((line[0] == "*", text, number))
            continue
        m = re.match(r"^(quote|why):(.*)$", line)
        if not m:
            article.problem(number, "not a question line ('Q:', '- ', '* ', 'quote:', 'why:'): %r"
                            % line)
            continue
        key, value = m.group(1), m.group(2).strip()
        if current[key] is not None:
            article.problem(number, "second %s: for this question" % key)
            continue
        if not value:
            article.problem(number, "empty %s:" % key)
        current[key] = (value, number)


def check_questions(article):
    count = len(article.questions)
    if not MIN_QUESTIONS <= count <= MAX_QUESTIONS:
        where = article.questions[-1]["line"] if article.questions else article.questions_line
        article.problem(where, "%s, %d-%d needed"
                        % (plural(count, "question"), MIN_QUESTIONS, MAX_QUESTIONS))
    paragraphs = article.paragraphs
    for q in article.questions:
        options = q["options"]
        if not MIN_OPTIONS <= len(options) <= MAX_OPTIONS:
            article.problem(q["line"], "%s, %d or %d needed"
                            % (plural(len(options), "option"), MIN_OPTIONS, MAX_OPTIONS))
        right = [o for o in options if o[0]]
        if len(right) != 1:
            article.problem(q["line"], "%d options marked '*', exactly one needed" % len(right))
        seen = {}
        for _, text, number in options:
            key = " ".join(text.lower().split())
            if key and key in seen:
                article.problem(number, "option repeats the one on line %d" % seen[key])
            seen.setdefault(key, number)
        if q["why"] is None:
            article.problem(q["line"], "question has no why:")
        if q["quote"] is None:
            article.problem(q["line"], "question has no quote:")
            continue
        quote, number = q["quote"]
        if not quote:
            continue
        found = [line for text, line in paragraphs if quote in text]
        if not found:
            article.problem(number, "quote %r is not in any paragraph" % quote)
        elif len(found) > 1:
            article.problem(number, "quote %r is in %d paragraphs (lines %s); it must be in one"
                            % (quote, len(found), ", ".join(map(str, found))))


def check_words(article):
    level = article.fields.get("level", (None,))[0]
    if level not in WORDS:
        return
    low, high = WORDS[level]
    words = article.word_count
    if low <= words <= high:
        return
    line = article.fields["level"][1]
    message = "%s; %s needs %d-%d" % (plural(words, "word"), level, low, high)
    if low * (1 - WORD_TOLERANCE) <= words <= high * (1 + WORD_TOLERANCE):
        article.warnings.append((line, message))
    else:
        article.problem(line, message)


def check_file(path, recordings):
    """Parse and check one article file; return an Article."""
    article = Article(path)
    if not SLUG_RE.match(article.slug):
        article.problem(None, "name %r is not a slug (lowercase words joined by '-')"
                        % article.slug)
    if article.slug in recordings:
        article.problem(None, "slug %r is the id of a recording in Audio/index.json"
                        % article.slug)
    lines = read_lines(article)
    if lines is None:
        return article
    body = parse_header(article, lines)
    if body is None:
        return article
    questions = parse_body(article, lines, body)
    if questions is None:
        return article
    parse_questions(article, lines, questions)
    check_questions(article)
    check_words(article)
    return article


def display(path):
    relative = os.path.relpath(path)
    return path if relative.startswith("..") else relative


def location(article, line):
    return "%s:%d" % (display(article.path), line) if line else display(article.path)


def check(directory=ARTICLES_DIR, index_path=AUDIO_INDEX, out=sys.stdout):
    """Check every DIR/*.txt; print problems, warnings and the summary; return the exit status."""
    try:
        recordings = recording_ids(index_path)
    except ValueError as e:
        print(e, file=out)
        return 1
    names = sorted(n for n in os.listdir(directory)
                   if n.endswith(".txt") and os.path.isfile(os.path.join(directory, n)))
    articles = [check_file(os.path.join(directory, n), recordings) for n in names]

    titles = {}
    for article in articles:
        if "title" not in article.fields:
            continue
        title, line = article.fields["title"]
        key = " ".join(title.lower().split())
        if key in titles:
            other, other_line = titles[key]
            article.problem(line, "title %r is also the title of %s"
                            % (title, location(other, other_line)))
        else:
            titles[key] = (article, line)

    problems = 0
    for article in articles:
        for line, message in sorted(article.warnings, key=lambda p: p[0] or 0):
            print("%s: warning: %s" % (location(article, line), message), file=out)
        for line, message in sorted(article.problems, key=lambda p: p[0] or 0):
            print("%s: %s" % (location(article, line), message), file=out)
            problems += 1
    if problems:
        print("%d problems in %d of %d articles"
              % (problems, sum(1 for a in articles if a.problems), len(articles)), file=out)
        return 1

    def level_of(a):
        return a.fields["level"][0]

    articles.sort(key=lambda a: (LEVELS.index(level_of(a)), a.slug))
    width = max([len("slug")] + [len(a.slug) for a in articles])
    print("%-*s  level  %-10s  words  questions" % (width, "slug", "topic"), file=out)
    for a in articles:
        print("%-*s  %-5s  %-10s  %5d  %9d" % (width, a.slug, level_of(a), a.fields["topic"][0],
                                               a.word_count, len(a.questions)), file=out)
    counts = {level: sum(1 for a in articles if level_of(a) == level) for level in LEVELS}
    print("%d articles: %s" % (len(articles), ", ".join("%s %d" % (level, counts[level])
                                                       for level in LEVELS)), file=out)
    short = [level for level in LEVELS if counts[level] < MIN_PER_LEVEL]
    for level in short:
        print("%s: %d articles at level %s, at least %d needed"
              % (display(directory), counts[level], level, MIN_PER_LEVEL), file=out)
    return 1 if short else 0


def main():
    parser = argparse.ArgumentParser(description="Check the bundled articles.")
    parser.add_argument("dir", nargs="?", default=ARTICLES_DIR,
                        help="folder with the article files (default: %(default)s)")
    args = parser.parse_args()
    return check(args.dir)


if __name__ == "__main__":
    sys.exit(main())
