#!/usr/bin/env python3
"""Builds a large Anki deck with Anki's own Python package, for bench/cards/run.sh.

  make_apkg.py NOTES OUT.apkg

NOTES notes of Anki's Basic type in the deck "Bench::Anki", every tenth with a sound file of its
own (0.2 s WAV), and every other note's card with a history of five answers spread over the past
60 days (written straight into the review log, as a collection used for months holds them).
Exported as Anki 2.1.50+ writes packages (collection.anki21b).
"""
import math, os, random, struct, sys, tempfile, time, wave

from anki.collection import Collection, ExportAnkiPackageOptions

notes, out = int(sys.argv[1]), os.path.abspath(sys.argv[2])
work = tempfile.mkdtemp()
col = Collection(os.path.join(work, "collection.anki2"))
basic = col.models.by_name("Basic")
deck = col.decks.id("Bench::Anki")
random.seed(7)
sound = b"".join(struct.pack("<h", int(4000 * math.sin(i / 5))) for i in range(3200))
now_ms = int(time.time() * 1000)
revlog = []
for i in range(notes):
    note = col.new_note(basic)
    note["Front"] = f"word{i:06d}"
    note["Back"] = f"<b>palabra</b> {i}"
    if i % 10 == 0:
        path = os.path.join(work, f"word{i:06d}.wav")
        with wave.open(path, "wb") as w:
            w.setnchannels(1); w.setsampwidth(2); w.setframerate(16000); w.writeframes(sound)
        note["Front"] += f" [sound:{col.media.add_file(path)}]"
    col.add_note(note, deck)
    if i % 2 == 0:
        card = note.cards()[0].id
        for answer in range(5):
            revlog.append((now_ms - (60 - 12 * answer) * 86_400_000 + i, card, random.choice([1, 3, 3, 3, 4])))
col.db.executemany("insert into revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) values (?, ?, -1, ?, 1, 0, 2500, 6000, 1)", revlog)
col.export_anki_package(out_path=out, options=ExportAnkiPackageOptions(with_scheduling=True, with_media=True, legacy=False), limit=None)
col.close()
print(f"{notes} notes, {notes // 10} sounds, {len(revlog)} reviews: {os.path.getsize(out)} bytes")
