#!/usr/bin/env python3
"""Runs the test suite (`swift test --skip-build`) and turns a hang into a short, named failure.

Swift Testing runs the tests in parallel in one process and prints through a buffer, so a test
that never returns leaves nothing that says which one it was. This runner follows the live event
stream (`--event-stream-output-path`) and the processes under the suite: when no test starts or
ends and no process starts or ends under the suite for --stall seconds, or the run passes --limit
seconds, it prints the tests that started and never ended and the processes still running under
the suite, stops the suite and exits 1. Otherwise it exits with swift test's status.

The processes count because Swift Testing announces a test's end only when a thread of its pool
is free: with tests that block (waiting for a program, a daemon, real-time audio) on a machine
with few cores, the ends of a whole run can come together at its close, long after they happened.

    python3 scripts/run-tests.py [--stall S] [--limit S] [--events FILE] [-- ARGS FOR swift test]

--events keeps a copy of the event stream, e.g. to see which tests took longest.
"""
import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time


def descendants(root):
    """The processes below `root` as (pid, `ps` line), parents first."""
    table = subprocess.run(["ps", "-eo", "pid=,ppid=,etimes=,stat=,args="], capture_output=True, text=True).stdout
    children, lines = {}, {}
    for line in table.splitlines():
        fields = line.split(None, 4)
        if len(fields) < 5:
            continue
        pid, ppid = int(fields[0]), int(fields[1])
        children.setdefault(ppid, []).append(pid)
        lines[pid] = f"{pid:>7} {fields[2]:>6}s {fields[3]:<5} {fields[4][:160]}"
    found, queue = [], [root]
    while queue:
        pid = queue.pop(0)
        for child in children.get(pid, []):
            found.append((child, lines[child]))
            queue.append(child)
    return found


class EventStream:
    """Follows the JSON-lines event stream and keeps which tests are running."""

    def __init__(self, path):
        self.path, self.offset, self.partial = path, 0, ""
        self.running, self.last_event = {}, time.monotonic()
        self.issues = []

    def read(self):
        try:
            with open(self.path, encoding="utf-8", errors="replace") as stream:
                stream.seek(self.offset)
                text = stream.read()
                self.offset = stream.tell()
        except FileNotFoundError:
            return
        if not text:
            return
        self.last_event = time.monotonic()
        lines = (self.partial + text).split("\n")
        self.partial = lines.pop()
        for line in lines:
            try:
                payload = json.loads(line).get("payload", {})
            except ValueError:
                continue
            kind, test = payload.get("kind"), payload.get("testID")
            if test is None:
                continue
            if kind == "issueRecorded" and not payload.get("issue", {}).get("isKnown"):
                where = payload.get("issue", {}).get("sourceLocation", {})
                text = " — ".join(m.get("text", "") for m in payload.get("messages", []))
                self.issues.append(f"{test}\n    {where.get('fileID', '?')}:{where.get('line', '?')}: {text}")
            if kind in ("testStarted", "testCaseStarted"):
                self.running[test] = self.running.get(test, 0) + 1
            elif kind in ("testEnded", "testCaseEnded"):
                self.running[test] = self.running.get(test, 1) - 1
                if self.running[test] <= 0:
                    del self.running[test]

    def print_issues(self):
        """Repeats every failed expectation: CI keeps the end of the output, so they go there."""
        if self.issues:
            print(f"\nrun-tests: {len(self.issues)} failed expectation(s):", flush=True)
        for issue in self.issues:
            print(f"  {issue[:2000]}", flush=True)

    def unfinished(self):
        """Running tests (functions, not suites), shortest identifiers first."""
        return sorted((t for t in self.running if "(" in t), key=len)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stall", type=float, default=600,
                        help="seconds without any test or process under the suite starting or ending (600)")
    parser.add_argument("--limit", type=float, default=2400, help="seconds for the whole run (2400)")
    parser.add_argument("--events", help="a file to keep the event stream (JSON lines) in")
    parser.add_argument("swift_test_arguments", nargs="*", help="passed on to swift test")
    options = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="listend-tests-") as folder:
        events_path = os.path.abspath(options.events) if options.events else os.path.join(folder, "events.jsonl")
        command = ["swift", "test", "--skip-build", "--event-stream-output-path", events_path,
                   "--event-stream-version", "0", *options.swift_test_arguments]
        suite = subprocess.Popen(command, start_new_session=True)
        events, started = EventStream(events_path), time.monotonic()
        processes, last_change = set(), started
        while True:
            try:
                status = suite.wait(timeout=5)
                events.read()
                events.print_issues()
                return status
            except subprocess.TimeoutExpired:
                pass
            events.read()
            now = time.monotonic()
            running = {pid for pid, _ in descendants(suite.pid)}
            if running != processes:
                processes, last_change = running, now
            quiet = now - max(events.last_event, last_change)
            stalled, overdue = quiet > options.stall, now - started > options.limit
            if stalled or overdue:
                break

        reason = (f"no test and no process under the suite started or ended for {options.stall:.0f} s" if stalled
                  else f"the run took longer than {options.limit:.0f} s")
        events.print_issues()
        print(f"\nrun-tests: stopping the suite: {reason}.", flush=True)
        print("run-tests: tests that started and never ended:", flush=True)
        for test in events.unfinished() or ["(none: the stall is outside any test)"]:
            print(f"  {test}", flush=True)
        print("run-tests: processes still running under the suite:", flush=True)
        left = descendants(suite.pid)
        for _, line in left or [(0, "(none)")]:
            print(f"  {line}", flush=True)
        # swift test runs the suite in a process group of its own: each process is stopped by pid.
        for pid in [suite.pid] + [pid for pid, _ in left]:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        suite.wait()
        return 1


if __name__ == "__main__":
    sys.exit(main())
