#!/usr/bin/env python3
"""Progress: how long `learnctl` (home), `learnctl path` and `learnctl achievements` take with a
large history, and how long one card review takes now that it also keeps the learning day and
the badges up to date.

Signs up a throwaway account, then fills its database directly: 100,000 cards in one group
(each reviewed once, 80 % known), the starter groups, 1,000 finished dictations of 10 lines each
(10,000 practice results) across the bundled recordings, 1,000 quiz answers and 60 learning days.
Each command is timed as a whole process (start, database, output), median and range of --runs.
Goal: the home screen renders in at most 150 ms.

Usage: python3 bench/progress/run.py [--runs 15] [--write docs/performance.md]
with LEARNCTL_BINARY pointing at a release learnctl (bench/run.sh --progress builds one).
"""
import argparse, datetime, json, os, random, sqlite3, statistics, subprocess, sys, tempfile, time

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
from bench import machine, write_block  # noqa: E402

GOAL_MS = 150
BEGIN = "<!-- bench:progress:begin (written by bench/progress/run.py) -->"
END = "<!-- bench:progress:end -->"
CARDS, DICTATIONS, LINES = 100_000, 1_000, 10


def stamp(moment):
    return moment.strftime("%Y-%m-%d %H:%M:%S.000")


def seed(db_path, now):
    db = sqlite3.connect(db_path)
    account = db.execute("SELECT id FROM account").fetchone()[0]
    rng = random.Random(7)
    created = stamp(now - datetime.timedelta(days=90))
    db.execute("INSERT INTO cardGroup (accountId, name, createdAt) VALUES (?, 'Bulk', ?)", (account, created))
    group = db.execute("SELECT id FROM cardGroup WHERE name = 'Bulk'").fetchone()[0]
    cards = []
    for i in range(CARDS):
        due = stamp(now + datetime.timedelta(days=rng.randint(-5, 30)))
        cards.append((account, group, f"word{i}", "", f"palabra{i}", created, "review", None, 5.0, 5.0, due, created, 1, 0))
    db.executemany("""INSERT INTO card (accountId, groupId, word, transcription, translation, createdAt, state, step,
                      stability, difficulty, due, lastReview, reps, lapses) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)""", cards)
    ids = [row[0] for row in db.execute("SELECT id FROM card WHERE groupId = ?", (group,))]
    db.executemany("""INSERT INTO cardReview (accountId, cardId, reviewedAt, rating, elapsedDays, stateBefore, stateAfter,
                      stabilityAfter, difficultyAfter, dueAfter) VALUES (?,?,?,?,0,'new','review',5,5,?)""",
                   [(account, card, created, 3 if rng.random() < 0.8 else 1, created) for card in ids])
    recordings = [r["id"] for r in json.load(open(os.path.join(ROOT, "Audio", "index.json")))["recordings"]]
    for n in range(DICTATIONS):
        recording = recordings[n % len(recordings)]
        day = now - datetime.timedelta(days=n % 60, minutes=n)
        cur = db.execute("""INSERT INTO practiceAttempt (accountId, kind, recordingId, recordingTitle, items, seed, startedAt, finishedAt)
                            VALUES (?, 'dictation', ?, ?, '[]', 1, ?, ?)""", (account, recording, recording, stamp(day), stamp(day)))
        attempt = cur.lastrowid
        db.executemany("""INSERT INTO dictationLine (accountId, attemptId, lineIndex, reference, typed, verdicts, points, wordCount,
                          extraCount, mistakeCount, replays, slowReplays, hints, checkedAt) VALUES (?,?,?,'a b c','a b c','[]',?,3,0,0,0,0,0,?)""",
                       [(account, attempt, line + 1, rng.choice([2.0, 3.0]), stamp(day)) for line in range(LINES)])
        if n % 10 == 0:
            cur = db.execute("""INSERT INTO practiceAttempt (accountId, kind, recordingId, recordingTitle, items, seed, startedAt, finishedAt)
                                VALUES (?, 'quiz', ?, ?, '[]', 1, ?, ?)""", (account, recording, recording, stamp(day), stamp(day)))
            db.executemany("""INSERT INTO quizAnswer (accountId, attemptId, position, questionIndex, prompt, chosenAnswer, correctAnswer,
                              isCorrect, answeredAt) VALUES (?,?,?,?,'q','a','a',?,?)""",
                           [(account, cur.lastrowid, q, q, rng.random() < 0.9, stamp(day)) for q in range(10)])
    db.executemany("INSERT OR IGNORE INTO learningDay (accountId, day, firstActivityAt) VALUES (?,?,?)",
                   [(account, (now - datetime.timedelta(days=d)).strftime("%Y-%m-%d"), stamp(now)) for d in range(60)])
    db.commit()
    db.close()


def timed(binary, env, arguments, runs, stdin=""):
    times = []
    for _ in range(runs + 1):
        started = time.perf_counter()
        out = subprocess.run([binary] + arguments, env=env, input=stdin, capture_output=True, text=True)
        times.append(time.perf_counter() - started)
        if out.returncode != 0:
            sys.exit(f"learnctl {' '.join(arguments)} failed: {out.stderr}")
    times = times[1:]  # the first run warms the page cache
    return statistics.median(times) * 1000, min(times) * 1000, max(times) * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--write", metavar="FILE")
    args = parser.parse_args()
    binary = os.environ.get("LEARNCTL_BINARY") or os.path.join(ROOT, ".build", "release", "learnctl")
    started = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    with tempfile.TemporaryDirectory() as home:
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "TZ": "UTC",
               "XDG_DATA_HOME": os.path.join(home, "data"), "XDG_STATE_HOME": os.path.join(home, "state"),
               "LISTEND_SOCKET": os.path.join(home, "no-listend.sock")}
        subprocess.run([binary, "signup", "--email", "bench@example.com", "--password-stdin"], env=env,
                       input="k7#mQz2p bench\n", capture_output=True, text=True, check=True)
        subprocess.run([binary, "cards", "import", "--starter"], env=env, capture_output=True, check=True)
        now = datetime.datetime.now(datetime.timezone.utc).replace(tzinfo=None)
        database = os.path.join(home, "data", "learnctl", "learn.sqlite")
        seeding = time.perf_counter()
        seed(database, now)
        seeding = time.perf_counter() - seeding
        rows = {}
        for label, arguments, stdin in [
            ("`learnctl` (home)", [], ""), ("`learnctl home --json`", ["home", "--json"], ""),
            ("`learnctl path`", ["path"], ""), ("`learnctl achievements`", ["achievements"], ""),
            ("one card review: `cards study Bulk --limit 1`", ["cards", "study", "Bulk", "--limit", "1", "--json"], "know\n"),
        ]:
            rows[label] = timed(binary, env, arguments, args.runs, stdin)
        size = os.path.getsize(database) / 1e6
    home_ms = rows["`learnctl` (home)"][0]
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    lines = [f"Run {started}; {machine()}; build {commit}, {os.path.basename(os.path.dirname(os.path.realpath(binary)))}.", "",
             "| command | median (ms) | range (ms) | goal |", "|---|---|---|---|"]
    for label, (median, low, high) in rows.items():
        goal = f"≤ {GOAL_MS} ({'met' if home_ms <= GOAL_MS else 'missed'})" if label.startswith("`learnctl` (home)") else ""
        lines.append(f"| {label} | {median:.1f} | {low:.1f}–{high:.1f} | {goal} |")
    lines += ["", f"Database: {CARDS:,} cards with one review each, the starter groups, {DICTATIONS * LINES:,} dictation "
              f"lines in {DICTATIONS:,} finished dictations, {DICTATIONS // 10 * 10:,} quiz answers, 60 learning days "
              f"({size:.0f} MB, seeded in {seeding:.1f} s). Whole processes, median of {args.runs} after one warm-up run; "
              "listend not running (home's question to it fails at once)."]
    text = "\n".join(lines)
    print(text)
    if args.write:
        write_block(args.write, BEGIN, END, text)


if __name__ == "__main__":
    main()
