#!/usr/bin/env python3
"""Validate the starter flash card groups (Content/cards/*.tsv).

Usage: python3 Content/cards/check.py [FILE_OR_DIR ...]

Without arguments every .tsv file next to this script is checked. Errors
are reported as `file:line: message` and make the exit status 1; warnings
(`file:line: warning: ...`) point at things worth a second look but do not
fail the check. A summary with the number of cards per group is printed
at the end. The format is described in README.md in this directory.
"""

import os
import re
import sys
import unicodedata

HEADER = [
    "#separator:tab",
    "#html:false",
    "#columns:Word\tTranslation\tTranscription\tGroup",
    "#deck column:4",
]
FIELDS = 4

# Symbols allowed in a British RP transcription (one-character units).
CONSONANTS = set("pbtdkgfvθðszʃʒhmnŋlrjw")
VOWELS = set("ɪeæʌɒʊəiɑɔuɜa")
MARKS = set("ːˈˌ ")
ALLOWED = CONSONANTS | VOWELS | MARKS
# Look-alike characters that are easy to type by mistake.
LOOKALIKES = {
    ":": "use the length mark 'ː' (U+02D0), not a colon",
    "'": "use the stress mark 'ˈ' (U+02C8), not an apostrophe",
    "’": "use the stress mark 'ˈ' (U+02C8), not a quotation mark",
    ",": "use the secondary stress mark 'ˌ' (U+02CC), not a comma",
    "ɡ": "write plain 'g' (U+0067) like the rest of the files, not 'ɡ' (U+0261)",
    "ɹ": "RP transcriptions here use 'r', not 'ɹ'",
    "ɛ": "RP uses 'e' for the vowel in 'bed', not 'ɛ'",
    "o": "RP has no plain 'o'; the vowel in 'go' is 'əʊ'",
    "ɚ": "RP is non-rhotic; use 'ə'",
    "ɝ": "RP is non-rhotic; use 'ɜː'",
}
SPANISH_ARTICLES = ("el ", "la ", "los ", "las ", "el/la ")
INFINITIVE_RE = re.compile(r"^\S*(ar|er|ir|ír)(se)?(\s|$)")


def check_ipa(ipa):
    """Return a list of problems with one transcription (without slashes)."""
    problems = []
    if not ipa or ipa != ipa.strip():
        problems.append("transcription is empty or has spaces at the ends")
        return problems
    for ch in sorted(set(ipa)):
        if ch in LOOKALIKES:
            problems.append("transcription: '%s' - %s" % (ch, LOOKALIKES[ch]))
        elif ch not in ALLOWED:
            problems.append("transcription: unexpected symbol '%s' (U+%04X)" % (ch, ord(ch)))
    for i, ch in enumerate(ipa):
        nxt = ipa[i + 1] if i + 1 < len(ipa) else ""
        prev = ipa[i - 1] if i > 0 else ""
        if ch == "ː" and prev not in "iɑɔuɜ":
            problems.append("transcription: length mark 'ː' after '%s' (only iː ɑː ɔː uː ɜː)" % prev)
        if ch in "ɑɜ" and nxt != "ː":
            problems.append("transcription: '%s' must be long ('%sː') in RP" % (ch, ch))
        if ch == "ɔ" and nxt not in ("ː", "ɪ"):
            problems.append("transcription: 'ɔ' must be 'ɔː' or 'ɔɪ'")
        if ch == "a" and nxt not in ("ɪ", "ʊ"):
            problems.append("transcription: 'a' only occurs in 'aɪ' and 'aʊ'")
        if ch == "r" and nxt not in VOWELS:
            problems.append("transcription: 'r' before '%s'; RP is non-rhotic, so 'r' "
                            "is only pronounced before a vowel" % (nxt or "end"))
        if ch in "ˈˌ" and (nxt == "" or nxt in MARKS):
            problems.append("transcription: stress mark '%s' not followed by a sound" % ch)
    for word in ipa.split(" "):
        if word.count("ˈ") > 1:
            problems.append("transcription: more than one primary stress in '%s'" % word)
    return problems


def check_file(path, errors, warnings):
    stem = os.path.splitext(os.path.basename(path))[0]
    expected_group = re.sub(r"[-_]+", " ", stem).lower()
    try:
        raw = open(path, "rb").read()
    except OSError as exc:
        errors.append((path, 0, "cannot read file (%s)" % exc))
        return None, 0
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        errors.append((path, 0, "not valid UTF-8 (%s)" % exc))
        return None, 0
    if text.startswith("\ufeff"):
        errors.append((path, 1, "file starts with a byte order mark"))
        text = text[1:]
    if "\r" in text:
        errors.append((path, 0, "file contains CR characters; use LF line endings"))
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if text and not text.endswith("\n"):
        errors.append((path, text.count("\n") + 1, "file does not end with a newline"))
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()

    # The header is the block of '#' lines at the top of the file.
    n_header = 0
    while n_header < len(lines) and lines[n_header].startswith("#"):
        n_header += 1
    header = lines[:n_header]
    for i, want in enumerate(HEADER):
        if want not in header:
            errors.append((path, min(i + 1, n_header + 1), "missing header line %r" % want))
        elif header.index(want) != i:
            errors.append((path, header.index(want) + 1,
                           "header line %r must be line %d" % (want, i + 1)))
    for i, got in enumerate(header):
        if got not in HEADER:
            errors.append((path, i + 1, "unexpected header line %r" % got))
        elif header.count(got) > 1 and header.index(got) != i:
            errors.append((path, i + 1, "repeated header line %r" % got))

    words = {}
    translations = {}
    group_name = None
    count = 0
    for lineno, line in enumerate(lines[n_header:], start=n_header + 1):
        if line.strip() == "":
            errors.append((path, lineno, "blank line"))
            continue
        if line.startswith("#"):
            errors.append((path, lineno, "header or comment line after the header"))
            continue
        if unicodedata.normalize("NFC", line) != line:
            errors.append((path, lineno, "text is not in Unicode NFC form"))
        fields = line.split("\t")
        if len(fields) != FIELDS:
            errors.append((path, lineno, "expected %d tab-separated fields, found %d"
                           % (FIELDS, len(fields))))
            continue
        count += 1
        word, translation, transcription, group = fields
        for name, value in zip(("word", "translation", "transcription", "group"), fields):
            if value != value.strip() or "  " in value:
                errors.append((path, lineno, "%s has extra spaces" % name))
        if not word.strip():
            errors.append((path, lineno, "empty word"))
        if not translation.strip():
            errors.append((path, lineno, "empty translation"))
        if len(transcription) < 3 or not (transcription.startswith("/") and transcription.endswith("/")):
            errors.append((path, lineno, "transcription must be written in slashes, e.g. /ˈpɑːspɔːt/"))
        else:
            for problem in check_ipa(transcription[1:-1]):
                errors.append((path, lineno, problem))
        if group.lower() != expected_group:
            errors.append((path, lineno, "group '%s' does not match the file name '%s'"
                           % (group, os.path.basename(path))))
        elif group_name is None:
            group_name = group
        elif group != group_name:
            errors.append((path, lineno, "group '%s' is spelt differently from '%s' above"
                           % (group, group_name)))
        key = word.strip().lower()
        if key in words:
            errors.append((path, lineno, "duplicate word '%s' (first on line %d)" % (word, words[key])))
        else:
            words[key] = lineno
        tkey = translation.strip().lower()
        if tkey in translations:
            warnings.append((path, lineno, "translation '%s' also used on line %d"
                             % (translation, translations[tkey])))
        else:
            translations[tkey] = lineno
        if translation and not (translation.startswith(SPANISH_ARTICLES)
                                or INFINITIVE_RE.match(translation)):
            warnings.append((path, lineno, "translation '%s' starts with neither an article "
                             "(el/la/los/las) nor an infinitive" % translation))
    if count == 0:
        errors.append((path, len(lines), "no cards"))
    return group_name or stem, count


def collect(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            files.extend(os.path.join(p, n) for n in sorted(os.listdir(p)) if n.endswith(".tsv"))
        else:
            files.append(p)
    return files


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    files = collect(argv[1:] or [here])
    if not files:
        print("no .tsv files found", file=sys.stderr)
        return 1
    errors, warnings, summary = [], [], []
    for f in files:
        name, count = check_file(os.path.relpath(f), errors, warnings)
        summary.append((name or f, count))
    for path, line, message in errors:
        print("%s:%d: %s" % (path, line, message))
    for path, line, message in warnings:
        print("%s:%d: warning: %s" % (path, line, message))
    print()
    for name, count in summary:
        print("%-12s %3d cards" % (name, count))
    print("%-12s %3d cards" % ("All groups", sum(c for _, c in summary)))
    print()
    print("%d group(s), %d error(s), %d warning(s)" % (len(summary), len(errors), len(warnings)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
