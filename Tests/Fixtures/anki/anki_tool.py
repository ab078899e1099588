#!/usr/bin/env python3
"""Anki's own Python package (`anki` on PyPI), for the Anki package tests.

  anki_tool.py make OUT_DIR    builds a collection with Anki and exports it as OUT_DIR/new.apkg
                               (collection.anki21b, Anki 2.1.50+) and OUT_DIR/legacy.apkg
                               (collection.anki21); writes OUT_DIR/expected.json (what is inside)
  anki_tool.py read FILE.apkg… imports the FILEs, in order, into one new collection with Anki and
                               prints JSON: decks, note types with their fields, notes, cards, media

The review history is answered through Anki's scheduler, then its entries are moved to
days in the past (revlog ids are the answer times), as a learner's history would be.
"""
import json, math, os, struct, sys, tempfile, wave

from anki.collection import Collection, ExportAnkiPackageOptions, ImportAnkiPackageOptions, ImportAnkiPackageRequest

DAY_MS = 86_400_000


def tone(path, seconds=0.5, freq=440):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16000)
        w.writeframes(b"".join(struct.pack("<h", int(8000 * math.sin(2 * math.pi * freq * i / 16000)))
                               for i in range(int(16000 * seconds))))


def make(out):
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp()
    col = Collection(os.path.join(work, "collection.anki2"))
    basic = col.models.by_name("Basic")
    vocab = col.models.new("Vocabulary")
    for name in ["Word", "IPA", "Meaning", "Audio"]:
        col.models.add_field(vocab, col.models.new_field(name))
    template = col.models.new_template("Recognition")
    template["qfmt"] = "{{Word}} {{Audio}}"
    template["afmt"] = "{{FrontSide}}<hr id=answer>{{IPA}} {{Meaning}}"
    col.models.add_template(vocab, template)
    col.models.add(vocab)
    vocab = col.models.by_name("Vocabulary")

    verbs = col.decks.id("Spanish::Verbs")
    food = col.decks.id("Food")
    tone(os.path.join(work, "hablar.wav"), freq=440)
    tone(os.path.join(work, "comer.wav"), freq=660)
    hablar_audio = col.media.add_file(os.path.join(work, "hablar.wav"))
    comer_audio = col.media.add_file(os.path.join(work, "comer.wav"))

    def add(model, deck, fields):
        note = col.new_note(model)
        for key, value in fields.items():
            note[key] = value
        col.add_note(note, deck)
        return note

    notes = [
        add(vocab, verbs, {"Word": "hablar", "IPA": "/aˈβlaɾ/", "Meaning": "to speak", "Audio": f"[sound:{hablar_audio}]"}),
        add(vocab, verbs, {"Word": "comer", "IPA": "/koˈmeɾ/", "Meaning": "<b>to eat</b>", "Audio": f"[sound:{comer_audio}]"}),
        add(vocab, verbs, {"Word": "vivir", "IPA": "", "Meaning": "to live", "Audio": ""}),
        add(basic, food, {"Front": "el pan", "Back": "bread<br>(a loaf)"}),
        add(basic, food, {"Front": "la leche &amp; el café", "Back": "milk &amp; coffee"}),
    ]

    # hablar: Good, Good, Good on days -30, -29, -20; comer: Good, Good, Again, Good on days -30, -29, -10, -9.
    histories = {"hablar": [3, 3, 3], "comer": [3, 3, 1, 3]}
    days = {"hablar": [-30, -29, -20], "comer": [-30, -29, -10, -9]}
    now_ms = int(col.db.scalar("select strftime('%s','now')")) * 1000
    for note in notes[:2]:
        word = note["Word"]
        card = note.cards()[0]
        for ease in histories[word]:
            card = col.get_card(card.id)
            card.start_timer()
            col.sched.answerCard(card, ease)
        ids = col.db.list("select id from revlog where cid = ? order by id", card.id)
        for old, day in zip(ids, days[word]):
            col.db.execute("update revlog set id = ? where id = ?", now_ms + day * DAY_MS + 1000 * len(word), old)

    expected = {
        "notes": [{"noteType": n.note_type()["name"], "fields": list(n.fields), "deck": col.decks.name(n.cards()[0].did)}
                  for n in notes],
        "media": sorted([hablar_audio, comer_audio]),
        "histories": histories,
        "days": days,
    }
    for legacy, name in [(False, "new.apkg"), (True, "legacy.apkg")]:
        col.export_anki_package(out_path=os.path.join(out, name),
                                options=ExportAnkiPackageOptions(with_scheduling=True, with_media=True, legacy=legacy),
                                limit=None)
    col.close()
    with open(os.path.join(out, "expected.json"), "w") as f:
        json.dump(expected, f, ensure_ascii=False, indent=1)


def read(paths):
    work = tempfile.mkdtemp()
    col = Collection(os.path.join(work, "collection.anki2"))
    for path in paths:
        col.import_anki_package(ImportAnkiPackageRequest(package_path=os.path.abspath(path),
                                                         options=ImportAnkiPackageOptions(with_scheduling=True)))
    result = {
        "decks": sorted(d.name for d in col.decks.all_names_and_ids()),
        "noteTypes": {m["name"]: [f["name"] for f in m["flds"]] for m in col.models.all()},
        "notes": [],
        "media": sorted(os.listdir(col.media.dir())),
        "cards": col.card_count(),
    }
    for nid in col.find_notes(""):
        note = col.get_note(nid)
        result["notes"].append({"noteType": note.note_type()["name"], "fields": list(note.fields),
                                "deck": col.decks.name(note.cards()[0].did),
                                "cards": [{"question": c.question(), "answer": c.answer()} for c in note.cards()]})
    print(json.dumps(result, ensure_ascii=False))
    col.close()


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "make":
        make(sys.argv[2])
    elif len(sys.argv) >= 3 and sys.argv[1] == "read":
        read(sys.argv[2:])
    else:
        sys.exit(__doc__)
