#!/usr/bin/env python3
"""Builds the English word lists in Content/articles/words/: en-lemmas.tsv and en-frequency.tsv.

    apt-get install -y wordnet-base
    python3 -m venv /tmp/wordlists && /tmp/wordlists/bin/pip install wordfreq==3.1.1
    /tmp/wordlists/bin/python scripts/make-word-lists.py [--coverage FILE ...]

The output depends only on WordNet 3.0 (Debian's wordnet-base, /usr/share/wordnet) and on
wordfreq 3.1.1, so running it again gives the same files. --coverage prints the share of the
running words of the given texts (WebVTT cue lines or plain text) that the top 1k/2k/5k/10k
lemmas cover.

en-lemmas.tsv: `form<TAB>lemma`, lowercase, sorted by form, for every inflected form that differs
from its lemma. A form's candidate lemmas come from WordNet's Morphy:
- the exception lists noun.exc, verb.exc, adj.exc and adv.exc (went -> go, children -> child,
  better -> good, stopped -> stop);
- Morphy's suffix rules (nouns: -s -ses -xes -zes -ches -shes -men -ies; verbs: -s -ies -es -ed
  -ing; adjectives: -er -est), a result counting only when the index file of that part of speech
  lists it and English spelling makes the form from it (sites is not a form of sit);
- the same rules run forwards on every lemma reached from wordfreq's 60,000 most frequent English
  words (plurals, -s, -ed, -ing, -er, -est), with English spelling: e-drop (make -> making),
  y -> ies/ied/ier, ie -> ying, and doubling of a final consonant after a single vowel
  (stop -> stopped). Where doubled and plain spellings both exist, each is kept unless it is
  over 100 times rarer than the other (travelled and traveled stay, stoped goes).
A form is kept only when wordfreq knows it (zipf frequency above 1.0), so no form is invented.
A candidate is refused when the lemma is a single letter or appears in WordNet only with a
capital letter (a name or an abbreviation: gas is not a plural of Ga); an -er or -est form
counts as a comparative only when both the -er and the -est forms of the adjective are known to
wordfreq (owner is not a comparative of own).

Ambiguity. When the form is itself a WordNet lemma (left, saw, meeting, building, better,
ground), it maps to the other lemma only when WordNet's sense-tagged counts (cntlist.rev, the
SemCor counts) for that lemma in the inflecting part of speech are at least those of the form
as a word of its own, all parts of speech together; otherwise it stays itself. So saw -> see
(1 against 1,214), left -> leave (78 against 414), better -> good (152 against 262),
meeting -> meet (39 against 237), building -> build (54 against 139), but ground stays ground
(112 against grind's 10), data stays data (76 against datum's 5), training stays training
(71 against train's 37). When several lemmas remain, the one with the highest count wins, then
the more frequent word in wordfreq, then the alphabetically first. Two more readings give way:
a regular -ed form made by rule for a verb with an irregular past in verb.exc (a form there not
ending in -ed, -ing, -s or -t: saw, seen) counts only when no other lemma is left and the form
has no tagged uses of its own (singed -> singe not sing, seed stays seed, lied -> lie); a form
that WordNet has only as a name and that is more frequent than the lemma stays itself
(james, not a plural of jam). A lemma that is itself a form of another lemma is followed to
that one (buildings -> building -> build), so that every lemma in the table stands for itself.
Function words: is/am/are/was/were/been/being -> be, has/had/having -> have,
does/did/done/doing -> do (not followed further: beings -> being), and be, have and do have no
other forms; pronouns, determiners, modal verbs, prepositions and conjunctions (me, him, her,
its, us, this, might, as...) are never the form of another lemma. Contractions and possessives
are left to the tokenizer and are not in the table.

en-frequency.tsv: the 25,000 most frequent lemmas, most frequent first (line order is the
rank). wordfreq.top_n_list('en', 60000), keeping words of letters only (single letters only
a and i); a contraction counts for its parts (don't -> do and not, I'm -> i and be, let's ->
let and us, it's -> it and be), a possessive for its noun (children's -> child); each word is
mapped to its lemma with the table above and wordfreq.word_frequency is summed per lemma; equal
sums (wordfreq rounds its figures) put WordNet's lemmas first, then go alphabetically. A lemma
that WordNet knows only as a noun written with a capital letter (london, james, christmas) is
left out, except the days and months; words that WordNet lacks stay (the, of, she...).
"""
import argparse
from importlib import metadata
import re
import sys
from collections import defaultdict
from pathlib import Path

import wordfreq

WORDFREQ_VERSION = "3.1.1"
TOP_WORDS = 60000
LIST_SIZE = 25000
MIN_ZIPF = 1.0
SPELLING_VARIANT_RATIO = 100.0

PARTS_OF_SPEECH = ("noun", "verb", "adj", "adv")
# cntlist.rev's ss_type: 1 noun, 2 verb, 3 adjective, 4 adverb, 5 adjective satellite.
SS_TYPE_POS = {"1": "noun", "2": "verb", "3": "adj", "4": "adv", "5": "adj"}

MORPHY_RULES = {
    "noun": [("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
             ("men", "man"), ("ies", "y")],
    "verb": [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""),
             ("ing", "e"), ("ing", "")],
    "adj": [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
    "adv": [],
}

FUNCTION_WORD_LEMMAS = {
    "is": "be", "am": "be", "are": "be", "was": "be", "were": "be", "been": "be", "being": "be",
    "has": "have", "had": "have", "having": "have",
    "does": "do", "did": "do", "done": "do", "doing": "do",
}

# Never the inflected form of another lemma, and never left out as a name.
FUNCTION_WORDS = set("""
i me my mine myself you your yours yourself yourselves he him his himself she her hers herself
it its itself we us our ours ourselves they them their theirs themselves
a an the this that these those who whom whose which what as
can could may might must shall should will would ought
and or but nor so yet if then than because while although though unless until whether
in on at by for from to of with without into onto over under about above below after before
between through during against among around up down out off near since per via not no yes oh
mr mrs ms dr
""".split()) | set(FUNCTION_WORD_LEMMAS) | set(FUNCTION_WORD_LEMMAS.values())

DAYS_AND_MONTHS = set("""
monday tuesday wednesday thursday friday saturday sunday january february march april may june
july august september october november december
""".split())

# Contractions: the part after the apostrophe, and the lemma it stands for.
CONTRACTION_ENDINGS = {"n't": "not", "'re": "be", "'m": "be", "'ve": "have", "'ll": "will",
                       "'d": "would"}
NEGATIVE_STEMS = {"can't": "can", "won't": "will", "shan't": "shall", "ain't": "be"}
# Words whose 's is "is" rather than a possessive.
IS_AFTER = set("it he she that there here what who where how when why this".split())

LETTERS = re.compile(r"[a-z]+")
WORD_LETTERS = re.compile(r"[a-zà-öø-ÿ]+")
VOWELS = set("aeiou")

PRINCETON_NOTICE = """\
# WordNet Release 3.0. This software and database is being provided to you, the LICENSEE, by
# Princeton University under the following license. By obtaining, using and/or copying this
# software and database, you agree that you have read, understood, and will comply with these
# terms and conditions.: Permission to use, copy, modify and distribute this software and
# database and its documentation for any purpose and without fee or royalty is hereby granted,
# provided that you agree to comply with the following copyright notice and statements,
# including the disclaimer, and that the same appear on ALL copies of the software, database and
# documentation, including modifications that you make for internal use or for distribution.
# WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.
# THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO
# REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION,
# PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANT- ABILITY OR FITNESS
# FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE LICENSED SOFTWARE, DATABASE OR
# DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR OTHER
# RIGHTS. The name of Princeton University or Princeton may not be used in advertising or
# publicity pertaining to distribution of the software and/or database. Title to copyright in
# this software, database and any associated documentation shall at all times remain with
# Princeton University and LICENSEE agrees to preserve same.
"""

WORDFREQ_NOTICE = f"""\
# Derived from wordfreq {WORDFREQ_VERSION} by Robyn Speer (https://github.com/rspeer/wordfreq),
# data CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/); shared under the same
# licence. wordfreq's English figures combine Wikipedia, ParaCrawl, the Leeds Internet Corpus,
# OPUS OpenSubtitles 2018 (from OpenSubtitles, http://www.opensubtitles.org/), SUBTLEX-US and
# SUBTLEX-UK by Marc Brysbaert et al. (freely available data), news, Google Books Ngrams
# (http://books.google.com/ngrams), web text, Twitter and Reddit.
"""


class WordNet:
    """The parts of WordNet 3.0 that Morphy and the ambiguity rule need."""

    def __init__(self, folder):
        self.index = {pos: self._read_index(folder / f"index.{pos}") for pos in PARTS_OF_SPEECH}
        self.exceptions = {pos: self._read_exceptions(folder / f"{pos}.exc")
                           for pos in PARTS_OF_SPEECH}
        self.tag_counts = self._read_tag_counts(folder / "cntlist.rev")
        self.lowercase_somewhere = set()
        self.capitalised_nouns_only = set()
        self._read_spellings(folder)

    @staticmethod
    def _read_index(path):
        lemmas = set()
        with open(path, encoding="utf-8") as file:
            for line in file:
                if not line.startswith(" "):
                    lemmas.add(line.split(" ", 1)[0])
        return lemmas

    @staticmethod
    def _read_exceptions(path):
        exceptions = {}
        with open(path, encoding="utf-8") as file:
            for line in file:
                fields = line.split()
                if len(fields) >= 2:
                    exceptions[fields[0]] = fields[1:]
        return exceptions

    @staticmethod
    def _read_tag_counts(path):
        counts = defaultdict(int)
        with open(path, encoding="utf-8") as file:
            for line in file:
                sense_key, _, count = line.split()
                lemma, rest = sense_key.split("%", 1)
                counts[(lemma.lower(), SS_TYPE_POS[rest[0]])] += int(count)
        return counts

    def _read_spellings(self, folder):
        """Which lemmas WordNet ever writes in lowercase, and which only as capitalised nouns."""
        capitalised = defaultdict(set)
        title_case = set()
        for pos in PARTS_OF_SPEECH:
            with open(folder / f"data.{pos}", encoding="utf-8") as file:
                for line in file:
                    if line.startswith(" "):
                        continue
                    fields = line.split(" ")
                    word_count = int(fields[3], 16)
                    for word in fields[4:4 + 2 * word_count:2]:
                        word = re.sub(r"\([a-z]+\)$", "", word)
                        lower = word.lower()
                        if word == lower:
                            self.lowercase_somewhere.add(lower)
                        else:
                            capitalised[lower].add(pos)
                            if word != word.upper():
                                title_case.add(lower)
        for lemma, parts in capitalised.items():
            if lemma not in self.lowercase_somewhere and parts == {"noun"} and lemma in title_case:
                self.capitalised_nouns_only.add(lemma)

    def is_lemma(self, word, pos=None):
        if pos:
            return word in self.index[pos]
        return any(word in self.index[p] for p in PARTS_OF_SPEECH)

    def count(self, lemma, pos=None):
        if pos:
            return self.tag_counts.get((lemma, pos), 0)
        return sum(self.tag_counts.get((lemma, p), 0) for p in PARTS_OF_SPEECH)

    def only_capitalised(self, lemma):
        return self.is_lemma(lemma) and lemma not in self.lowercase_somewhere

    def has_irregular_past(self, verb):
        return verb in self.irregular_pasts

    def find_irregular_pasts(self):
        """Verbs whose verb.exc forms include one not ending in -ed, -ing, -s or -t (saw, seen)."""
        self.irregular_pasts = {
            lemma
            for form, lemmas in self.exceptions["verb"].items()
            if not form.endswith(("ed", "ing", "s", "t"))
            for lemma in lemmas
        }


def zipf(word):
    return wordfreq.zipf_frequency(word, "en")


def frequency(word):
    return wordfreq.word_frequency(word, "en")


def doubles_final_consonant(stem):
    """A final consonant after a single vowel may double: stop -> stopped (visit -> visited too;
    wordfreq decides between them)."""
    return (len(stem) >= 3 and stem[-1] not in "aeiouwxy" and stem[-2] in VOWELS
            and stem[-3] not in VOWELS)


def ends_in_consonant_y(stem):
    return len(stem) >= 2 and stem[-1] == "y" and stem[-2] not in VOWELS


def s_forms(stem, verb):
    if stem.endswith(("s", "x", "z", "ch", "sh")):
        return [stem + "es"]
    if ends_in_consonant_y(stem):
        return [stem[:-1] + "ies"]
    if verb and stem.endswith("o"):
        return [stem + "es", stem + "s"]
    forms = [stem + "s"]
    if not verb and stem.endswith("man"):
        forms.append(stem[:-3] + "men")
    return forms


def suffixed_forms(stem, suffix):
    """stem + a suffix starting with e or i (-ed, -ing, -er, -est), spelled as English does."""
    if suffix == "ing":
        if stem.endswith("ie"):
            return [stem[:-2] + "ying"]
        if len(stem) > 2 and stem.endswith("e") and not stem.endswith(("ee", "oe", "ye")):
            return [stem[:-1] + "ing"]
    elif stem.endswith("e"):
        return [stem + suffix[1:]]
    elif ends_in_consonant_y(stem):
        return [stem[:-1] + "i" + suffix]
    forms = [stem + suffix]
    if doubles_final_consonant(stem):
        forms.append(stem + stem[-1] + suffix)
    return forms


def regular_forms(lemma, pos):
    """(slot, spellings) of the regular inflections of a lemma in one part of speech."""
    if pos == "noun":
        return [("plural", s_forms(lemma, verb=False))]
    if pos == "verb":
        return [("s", s_forms(lemma, verb=True)), ("ed", suffixed_forms(lemma, "ed")),
                ("ing", suffixed_forms(lemma, "ing"))]
    if pos == "adj":
        return [("er", suffixed_forms(lemma, "er")), ("est", suffixed_forms(lemma, "est"))]
    return []


def known_spellings(spellings):
    """The spellings wordfreq knows, less any over SPELLING_VARIANT_RATIO times rarer than another."""
    known = [s for s in spellings if zipf(s) > MIN_ZIPF]
    if not known:
        return []
    most = max(frequency(s) for s in known)
    return [s for s in known if frequency(s) * SPELLING_VARIANT_RATIO >= most]


def is_regular_form(form, lemma, pos):
    """Whether English spelling makes `form` from `lemma` (Morphy's rules read backwards also
    give sites -> sit and singing -> singe; only the first of these is refused here)."""
    return any(form in known_spellings(spellings) for _, spellings in regular_forms(lemma, pos))


class LemmaTable:
    """Collects candidate (lemma, part of speech, by rule?) for each form and resolves them."""

    def __init__(self, wordnet):
        self.wordnet = wordnet
        self.candidates = defaultdict(set)

    def comparative_pair_known(self, lemma):
        return all(any(zipf(s) > MIN_ZIPF for s in suffixed_forms(lemma, suffix))
                   for suffix in ("er", "est"))

    def acceptable(self, form, lemma, pos, by_rule):
        wordnet = self.wordnet
        if lemma == form or len(lemma) < 2 or not LETTERS.fullmatch(lemma):
            return False
        if lemma in FUNCTION_WORD_LEMMAS.values():
            return False  # be, have and do have the forms listed in FUNCTION_WORD_LEMMAS only
        if not wordnet.is_lemma(lemma, pos) or wordnet.only_capitalised(lemma):
            return False
        if by_rule and pos == "adj" and not self.comparative_pair_known(lemma):
            return False
        return True

    def name_of_its_own(self, form, lemma):
        """A form that WordNet has only as a name and that is more frequent than the lemma:
        james is not a form of jam, wales not of wale."""
        return self.wordnet.only_capitalised(form) and frequency(form) > frequency(lemma)

    def past_of_irregular_verb(self, form, lemma, pos, by_rule):
        """A regular -ed form made by rule for a verb whose past is irregular (seed from see)."""
        return (by_rule and pos == "verb" and form.endswith("ed")
                and self.wordnet.has_irregular_past(lemma))

    def add(self, form, lemma, pos, by_rule):
        if self.acceptable(form, lemma, pos, by_rule):
            self.candidates[form].add((lemma, pos, by_rule))

    def add_morphy(self, form):
        """Morphy's exception lists and suffix rules, checked against the index files."""
        if not LETTERS.fullmatch(form) or len(form) < 2:
            return
        for pos in PARTS_OF_SPEECH:
            for lemma in self.wordnet.exceptions[pos].get(form, []):
                self.add(form, lemma, pos, by_rule=False)
            if pos == "noun" and form.endswith("ss"):
                continue
            for ending, replacement in MORPHY_RULES[pos]:
                if form.endswith(ending) and len(form) > len(ending):
                    lemma = form[:-len(ending)] + replacement
                    if is_regular_form(form, lemma, pos):
                        self.add(form, lemma, pos, by_rule=True)

    def add_forms_of(self, lemma):
        """The exception-list forms and the regular forms of a lemma that wordfreq knows."""
        for pos in PARTS_OF_SPEECH:
            if not self.wordnet.is_lemma(lemma, pos):
                continue
            for slot, spellings in regular_forms(lemma, pos):
                for form in known_spellings(spellings):
                    self.add(form, lemma, pos, by_rule=True)

    def add_exception_forms(self, lemmas):
        for pos in PARTS_OF_SPEECH:
            for form, targets in self.wordnet.exceptions[pos].items():
                if LETTERS.fullmatch(form) and zipf(form) > MIN_ZIPF:
                    for lemma in targets:
                        if lemma in lemmas:
                            self.add(form, lemma, pos, by_rule=False)

    def resolve(self):
        """form -> lemma, by the ambiguity rule in this file's docstring."""
        wordnet = self.wordnet
        table = {}
        for form, candidates in self.candidates.items():
            if form in FUNCTION_WORDS or zipf(form) <= MIN_ZIPF:
                continue
            own = wordnet.count(form) if wordnet.is_lemma(form) else -1
            regular = [c for c in candidates if not self.past_of_irregular_verb(form, *c)]
            if not regular and own > 0:
                continue
            ranked = sorted(
                ((wordnet.count(lemma, pos), frequency(lemma), lemma)
                 for lemma, pos, _ in regular or candidates),
                key=lambda c: (-c[0], -c[1], c[2]))
            count, _, lemma = ranked[0]
            if count >= own and not self.name_of_its_own(form, lemma):
                table[form] = lemma
        # A lemma that is itself a form of another lemma gives way to that one
        # (buildings -> building -> build), so that every lemma in the table stands for itself;
        # the function words' forms below are not followed (beings -> being, not be).
        for form in table:
            seen = {form}
            while table[form] in table and table[form] not in seen:
                seen.add(table[form])
                table[form] = table[table[form]]
        table.update(FUNCTION_WORD_LEMMAS)
        return {form: lemma for form, lemma in table.items() if form != lemma}


def split_contraction(word):
    """The lemmas (before lemmatising) a word with an apostrophe stands for, or None."""
    if word in NEGATIVE_STEMS:
        return [NEGATIVE_STEMS[word], "not"]
    for ending, lemma in CONTRACTION_ENDINGS.items():
        if word.endswith(ending) and LETTERS.fullmatch(word[:-len(ending)]):
            return [word[:-len(ending)], lemma]
    if word == "let's":
        return ["let", "us"]
    if word.endswith("'s") and LETTERS.fullmatch(word[:-2]):
        stem = word[:-2]
        return [stem, "be"] if stem in IS_AFTER else [stem]
    return None


def words_of(word, wordnet):
    """The words a wordfreq token counts for: itself, its parts, or none."""
    if "'" in word:
        parts = split_contraction(word)
        if parts is not None:
            return parts
        return [word] if wordnet.is_lemma(word) else []
    if not WORD_LETTERS.fullmatch(word):
        return []
    if len(word) == 1 and word not in ("a", "i"):
        return []
    return [word]


def is_left_out_as_name(lemma, wordnet):
    return (lemma in wordnet.capitalised_nouns_only and lemma not in FUNCTION_WORDS
            and lemma not in DAYS_AND_MONTHS)


def build(wordnet_folder):
    wordnet = WordNet(wordnet_folder)
    wordnet.find_irregular_pasts()
    top = wordfreq.top_n_list("en", TOP_WORDS)
    words = [w for token in top for w in words_of(token, wordnet)]

    table = LemmaTable(wordnet)
    for word in words:
        table.add_morphy(word)
    lemmas = {w for w in words if wordnet.is_lemma(w)}
    lemmas |= {lemma for candidates in table.candidates.values() for lemma, _, _ in candidates}
    for lemma in sorted(lemmas):
        table.add_forms_of(lemma)
    table.add_exception_forms(lemmas)
    # Forms made by the rules above go through Morphy too, so that every form weighs all its lemmas.
    for form in sorted(table.candidates):
        table.add_morphy(form)
    lemma_of = table.resolve()

    totals = defaultdict(float)
    for token in top:
        share = frequency(token)
        for word in words_of(token, wordnet):
            totals[lemma_of.get(word, word)] += share
    ranked = sorted((lemma for lemma in totals if not is_left_out_as_name(lemma, wordnet)),
                    key=lambda lemma: (-totals[lemma], not wordnet.is_lemma(lemma), lemma))
    return lemma_of, ranked[:LIST_SIZE]


def write_lemmas(path, lemma_of):
    with open(path, "w", encoding="utf-8", newline="\n") as file:
        file.write(
            "# English inflected forms and their lemmas: form<TAB>lemma, lowercase, sorted by form.\n"
            "# Made by scripts/make-word-lists.py from WordNet 3.0 (Debian's wordnet-base): Morphy's\n"
            f"# exception lists and suffix rules, forms kept when wordfreq {WORDFREQ_VERSION} knows them.\n"
            "# The WordNet licence asks for this notice on all copies:\n")
        file.write(PRINCETON_NOTICE)
        file.write("# The forms listed are those that wordfreq knows (zipf frequency above 1.0):\n")
        file.write(WORDFREQ_NOTICE)
        for form in sorted(lemma_of):
            file.write(f"{form}\t{lemma_of[form]}\n")


def write_frequency(path, ranked):
    with open(path, "w", encoding="utf-8", newline="\n") as file:
        file.write(
            f"# The {len(ranked):,} most frequent English lemmas, most frequent first: the line order\n"
            "# (not counting these comment lines) is the rank. Made by scripts/make-word-lists.py:\n"
            "# wordfreq's 60,000 most frequent English words mapped to lemmas with en-lemmas.tsv\n"
            "# (WordNet 3.0, Princeton University; see the notice there) and their frequencies\n"
            "# summed per lemma; names that WordNet knows only as capitalised nouns left out.\n")
        file.write(WORDFREQ_NOTICE)
        for lemma in ranked:
            file.write(lemma + "\n")


def running_words(path):
    """Lowercase words of a text, WebVTT timings and headers left out, possessives stripped."""
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.startswith("WEBVTT") or "-->" in line or line.strip().isdigit():
            continue
        line = re.sub(r"<[^>]*>", " ", line)
        for token in re.findall(r"[a-z]+(?:['’][a-z]+)*", line.lower()):
            token = token.replace("’", "'")
            parts = split_contraction(token) if "'" in token else [token]
            yield from parts or []


def print_coverage(files, lemma_of, ranked):
    rank = {lemma: i + 1 for i, lemma in enumerate(ranked)}
    words = [w for path in files for w in running_words(path)]
    print(f"{len(words)} running words in {len(files)} files")
    for top in (1000, 2000, 3000, 5000, 10000, 25000):
        covered = sum(1 for w in words if rank.get(lemma_of.get(w, w), top + 1) <= top)
        print(f"top {top:>6,}: {100 * covered / len(words):.1f}%")
    missing = sorted({w for w in words if lemma_of.get(w, w) not in rank})
    print("not in the list:", " ".join(missing))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--wordnet", type=Path, default=Path("/usr/share/wordnet"))
    parser.add_argument("--out", type=Path,
                        default=Path(__file__).resolve().parent.parent / "Content/articles/words")
    parser.add_argument("--coverage", nargs="*", default=[])
    args = parser.parse_args()
    if metadata.version("wordfreq") != WORDFREQ_VERSION:
        sys.exit(f"wordfreq {WORDFREQ_VERSION} is needed (pip install wordfreq=={WORDFREQ_VERSION})")
    lemma_of, ranked = build(args.wordnet)
    args.out.mkdir(parents=True, exist_ok=True)
    write_lemmas(args.out / "en-lemmas.tsv", lemma_of)
    write_frequency(args.out / "en-frequency.tsv", ranked)
    print(f"{len(lemma_of)} forms, {len(ranked)} lemmas")
    if args.coverage:
        print_coverage(args.coverage, lemma_of, ranked)


if __name__ == "__main__":
    main()
