#!/usr/bin/env python3
"""Runs a coach-report binary over generated mutations of exports and hostile paths, and counts what must
never happen: a crash (a signal), a hang (over the time limit), an exit status other than 0, 64, 65, 73 or 74, a
half-written output beside an error, or a temporary file left behind.

Beside the mutated exports, some runs are of the other kinds an independent probe tried: a symbolic link (to a
file or a folder outside), a dangling link or a FIFO planted where a multi-file command writes, after which
nothing outside the folder may have changed; hostile `--templates` folders (a partial that includes itself or
another that includes it back, sections nested thousands deep, many thousands of tags); one very long field;
and a multi-file run stopped by SIGINT or SIGTERM, after which no temporary file may be left.

And `batch` (issue 39): manifests of a few people with every kind of output, a link (to a folder outside or to
nothing), a FIFO or a file planted at a person's folder or at an output's folder beneath it, an export or health
file that is a FIFO nobody writes, health files with values no person records (5e18, 1e308, inf, nan, -1, a
date in 1850, thousands of records on one day); nothing outside may change and no run may stall. Some
batches are run twice into fresh folders, at other --jobs, and every file must be the same bytes
("nondeterministic"); `stats --json --health` must print JSON a strict parser takes ("bad-json").

usage: scripts/abuse.py BINARY [--runs N] [--seed S] [--timeout SECONDS] [--keep DIR]

The mutations are made from the repository's own fixtures and a small `coach-report sample`, with a seeded
random generator, so a run can be repeated exactly. Each failure is kept in --keep (default: a temporary
folder) with the command that showed it.
"""
import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile

ALLOWED = {0, 64, 65, 73, 74}
STOPPED = {-2, -15}  # killed by the SIGINT or SIGTERM a run sent on purpose
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "exports")

HOSTILE_STRINGS = [
    "<script>alert(1)</script>", "[x](javascript:alert(1))", "\u202eevil\u202c", "\x1b]0;title\x07", "\x00", "\ufffe",
    "\uffff", "\ud800", "a" * 70000, "😀" * 20000, "\n" * 5000, "}", "\"", "\\", "%s%n", "\u0000\u0001\u0002",
    "# heading\n---\n|a|b|", "&amp;&lt;", "]]>", "<!--", "\r\n\r\n", " " * 1000,
]
HOSTILE_NUMBERS = [0, -1, 1e999, -1e999, 2 ** 63, 2 ** 64, -(2 ** 63) - 1, 1.5, 1e-320, 10 ** 30, float("nan")]
HOSTILE_DATES = ["0001-01-01", "9999-12-31", "2026-02-30", "2026-13-01", "20261122", "", "2026-11-22T25:00:00Z",
                 "2026-11-22T10:00:00+99:00", "-2026-01-01", "2026-11-22T10:00:00.123456789012Z"]


def load(name):
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as f:
        return json.load(f)


def walk(value, path=()):
    """Every (path, value) in a JSON value."""
    yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from walk(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from walk(v, path + (i,))


def set_at(value, path, new):
    if not path:
        return new
    target = value
    for p in path[:-1]:
        target = target[p]
    target[path[-1]] = new
    return value


def structural(doc, rng):
    """A mutation of the JSON value: a field given a hostile value, a type swapped, a member dropped or doubled."""
    doc = json.loads(json.dumps(doc))
    places = list(walk(doc))
    path, value = rng.choice(places)
    kind = rng.randrange(8)
    if kind == 0:
        new = rng.choice(HOSTILE_STRINGS)
    elif kind == 1:
        new = rng.choice(HOSTILE_NUMBERS)
    elif kind == 2:
        new = rng.choice(HOSTILE_DATES)
    elif kind == 3:
        new = rng.choice([None, True, [], {}, "x", 7])
    elif kind == 4 and isinstance(value, list) and value:
        new = value * rng.choice([2, 50, 400])
    elif kind == 5:
        # Deep nesting, spliced in as text by `to_bytes` (Python's own encoder would recurse too deep).
        new = f"__DEEP_{rng.choice([50, 500, 5000, 100000])}__"
    elif kind == 6 and path and isinstance(path[-1], str):
        parent = doc
        for p in path[:-1]:
            parent = parent[p]
        del parent[path[-1]]
        return doc
    else:
        new = rng.choice(HOSTILE_STRINGS + HOSTILE_DATES)
    try:
        return set_at(doc, path, new)
    except (TypeError, KeyError, IndexError):
        return doc


def to_bytes(doc):
    try:
        data = json.dumps(doc, ensure_ascii=False, allow_nan=True).encode("utf-8", "surrogatepass")
    except (ValueError, OverflowError):
        return b"{}"
    for depth in (50, 500, 5000, 100000):
        data = data.replace(f'"__DEEP_{depth}__"'.encode(), b"[" * depth + b'"leaf"' + b"]" * depth)
    return data


def byte_level(data, rng):
    """A mutation of the bytes: flips, cuts, insertions and repeats."""
    data = bytearray(data)
    for _ in range(rng.randrange(1, 6)):
        if not data:
            break
        kind = rng.randrange(5)
        i = rng.randrange(len(data))
        if kind == 0:
            data[i] = rng.randrange(256)
        elif kind == 1:
            del data[i:]
        elif kind == 2:
            data[i:i] = bytes(rng.choice([b"\xff", b"\x00", b"{", b"[", b"\"", b"\\u", b"\\ud800", b"1e999", b",", b"\xe2\x80"]))
        elif kind == 3:
            j = min(len(data), i + rng.randrange(1, 64))
            data[i:i] = data[i:j] * rng.randrange(2, 20)
        else:
            del data[i:i + rng.randrange(1, 32)]
    return bytes(data)


def commands(path, out):
    return [
        ["validate", path],
        ["stats", path, "--json", "--out", os.path.join(out, "stats.json")],
        ["summary", path, "--out", os.path.join(out, "summary.md")],
        ["chart", "heatmap", path, "--out", os.path.join(out, "heatmap.svg")],
        ["chart", "rings", path, "--out", os.path.join(out, "rings.png")],
        ["week", path, "--pdf-only", "--out", out],
        ["email", path, "--redact", "full", "--from", "a@example.org", "--to", "b@example.org", "--out", os.path.join(out, "week.eml")],
    ]


HOSTILE_PATH_CASES = [
    ["stats", "{fixture}", "--out", ""],
    ["stats", "{fixture}", "--out", "/dev/null"],
    ["stats", "{fixture}", "--out", "{out}/missing/folder/x.json"],
    ["stats", "{fixture}", "--out", "{out}"],
    ["chart", "rings", "{fixture}", "--out", "{out}/x.txt"],
    ["stats", "{out}"],
    ["stats", "/nonexistent/export.json"],
    ["stats", "-"],
    ["week", "{fixture}", "--week", "2026-W99", "--out", "{out}"],
    ["week", "{fixture}", "--as-of", "9999-12-31", "--out", "{out}"],
    ["stats", "{fixture}", "--as-of", "0001-01-01"],
    ["summary", "{fixture}", "--from", "2026-11-30", "--to", "2026-11-01"],
    ["stats", "{fixture}", "--time-zone", "Not/AZone"],
    ["stats", "{fixture}", "--time-zone", "\x1b]0;x\x07"],
    ["stats", "{fixture}", "--locale", "xx-YY"],
    ["chart", "heatmap", "{fixture}", "--weeks", "100000", "--out", "{out}/h.svg"],
    ["email", "{fixture}", "--from", "\x1b]0;x\x07@example.org", "--to", "b@example.org"],
    ["email", "{fixture}", "--from", "a@example.org", "--to", "b@example.org\r\nBcc: c@example.org"],
    ["email", "{fixture}", "--from", "a@example.org", "--to", "b@example.org", "--subject", "\x1b[2J\r\nBcc: c@example.org", "--out", "{out}/m.eml"],
    ["email", "{fixture}", "--from", "a@example.org", "--to", "b@example.org", "--out", "/dev/null"],
    ["email", "{fixture}", "--from", "a@example.org", "--to", "b@example.org", "--out", "{out}"],
]


def planted(rng, out, fixture, outside):
    """A multi-file command's output folder with a link, a dangling link or a FIFO where it writes."""
    target = rng.choice([
        (["week", fixture, "--week", "2026-W47", "--pdf-only", "--out", out], "2026-W47.pdf"),
        (["site", fixture, "--no-pdf", "--quiet", "--out", out], rng.choice(["index.html", "weeks", "weeks/2026-W47.html", "feed.xml", ".coach-report-site"])),
        (["summary", fixture, "--every-week", "--quiet", "--out", out], "2026-W47.md"),
        (["email", fixture, "--from", "a@example.org", "--to", "b@example.org", "--out", os.path.join(out, "week.eml")], "week.eml"),
    ])
    args, name = target
    place = os.path.join(out, name)
    os.makedirs(os.path.dirname(place), exist_ok=True)
    kind = rng.choice(["file", "folder", "dangling", "fifo"])
    if kind == "file":
        os.symlink(os.path.join(outside, "precious.txt"), place)
    elif kind == "folder":
        os.symlink(outside, place)
    elif kind == "dangling":
        os.symlink(os.path.join(outside, "nothing-here", "x"), place)
    else:
        os.mkfifo(place)
    return args


def outside_state(outside):
    """What the folder outside holds, to find any write through a planted link."""
    state = {}
    for folder, _, names in os.walk(outside):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as f:
                state[os.path.relpath(path, outside)] = f.read()
    return state


def hostile_templates(rng, folder):
    """A --templates folder that must be refused with a sentence (or rendered), never crash or stall."""
    kind = rng.randrange(6)
    files = {}
    if kind == 0:
        files["summary.md.mustache"] = "# {{{title}}}\n{{#days}}{{> summary.md}}{{/days}}\n"
    elif kind == 1:
        files["summary.md.mustache"] = "# {{{title}}}\n{{> a.md}}\n"
        files["a.md.mustache"] = "{{=<% %>=}}<%> b.md%>\n"
        files["b.md.mustache"] = "{{#x}}{{> a.md}}{{/x}}\n"
    elif kind == 2:
        depth = rng.choice([65, 5000, 100000])
        files["summary-care.md.mustache"] = "{{#a}}" * depth + "x" + "{{/a}}" * depth + "\n"
    elif kind == 3:
        files["summary.md.mustache"] = "{{{title}}} " * rng.choice([1000, 20000]) + "\n"
    elif kind == 4:
        # Output multiplied without bound: each partial includes the next four times, twenty deep.
        files["summary.md.mustache"] = "{{> p1}}\n"
        for i in range(1, 21):
            files["p%d.mustache" % i] = "{{> p%d}}" % (i + 1) * 4 if i < 20 else "a line of text, " * rng.choice([1, 20]) + "\n"
    else:
        # Time multiplied without bound: the week's days nested in its days twelve deep, with or without words.
        inner = rng.choice(["", "{{{date}}} and some words\n"])
        files["summary.md.mustache"] = "{{#care}}" + "{{#days}}" * 12 + inner + "{{/days}}" * 12 + "{{/care}}\n"
    for name, text in files.items():
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            f.write(text)


def long_field(doc, rng):
    """The export with one answer of a quarter of a megabyte: one word, or short lines."""
    doc = json.loads(json.dumps(doc))
    text = "x" * 262144 if rng.random() < 0.5 else "a few words\n" * 21845
    for entry in doc.get("entries", [])[-1:]:
        entry.setdefault("endOfDay", {})["whatHelped"] = text
    return doc


EXTREME_VALUES = ["5e18", "1e308", "1e999", "inf", "-inf", "nan", "-1", "0", "1e20", "-70", "199999.5", "650.0001", "81.2", "412"]
EXTREME_DATES = ["2026-11-16 07:00:00 -0500", "1850-01-01 07:00:00 +0000", "2250-01-01 07:00:00 +0000",
                 "9999-12-31 23:59:59 +1400", "2026-11-17 23:59:59 -1200"]


def extreme_health(rng, path):
    """An export.xml whose records carry values no person records, and sometimes thousands on one day."""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<HealthData locale="en_US">']
    for _ in range(rng.randrange(1, 40)):
        kind, unit = rng.choice([("StepCount", "count"), ("BodyMass", "kg"), ("BodyMass", "lb"), ("BodyMass", "st")])
        lines.append(f' <Record type="HKQuantityTypeIdentifier{kind}" sourceName="{rng.choice("ab")}" unit="{unit}" '
                     f'startDate="{rng.choice(EXTREME_DATES)}" value="{rng.choice(EXTREME_VALUES)}"/>')
    if rng.random() < 0.3:
        record = ' <Record type="HKQuantityTypeIdentifierStepCount" sourceName="a" unit="count" startDate="2026-11-16 08:00:00 -0500" value="%s"/>'
        lines += [record % rng.choice(["1000", "5e18", "150"])] * rng.choice([300, 5000])
    lines.append("</HealthData>")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def strict_json(text):
    """Whether `text` is JSON a strict parser takes: no NaN, Infinity or -Infinity."""
    def refuse(name):
        raise ValueError(name)
    try:
        json.loads(text, parse_constant=refuse)
        return True
    except ValueError:
        return False


BATCH_OUTPUTS = [("summary", "summary"), ("chart:rings.svg", "chart"), ("chart:heatmap.png", "chart"), ("week:pdf", "week"),
                 ("email", "email"), ("week", "week"), ("site", "site"), ("reflect:month", "reflect")]


def batch_case(rng, folder, outside, exports):
    """A manifest of a few people in `folder`, with plants under `folder/out` and FIFO or extreme inputs; returns
    the manifest and the batch folder."""
    out = os.path.join(folder, "out")
    lines = []
    for n in range(rng.randrange(1, 6)):
        pid = f"p{n}"
        chosen = rng.sample(BATCH_OUTPUTS[:5] if rng.random() < 0.85 else BATCH_OUTPUTS, rng.randrange(1, 3))
        line = {"id": pid, "export": rng.choice(exports), "outputs": [name for name, _ in chosen]}
        if any(name == "email" for name, _ in chosen):
            line["email"] = {"from": "a@example.org", "to": ["b@example.org"]}
        if rng.random() < 0.3:
            line["locale"] = "nb-NO"
        roll = rng.random()
        if roll < 0.15:
            fifo = os.path.join(folder, f"fifo-{pid}.json")
            os.mkfifo(fifo)
            line["export"] = fifo
        elif roll < 0.35:
            health = os.path.join(folder, f"health-{pid}.xml")
            if rng.random() < 0.2:
                os.mkfifo(health)
            else:
                extreme_health(rng, health)
            line["health"] = health
        if rng.random() < 0.35:
            place = os.path.join(out, pid) if rng.random() < 0.5 else os.path.join(out, pid, rng.choice(chosen)[1])
            os.makedirs(os.path.dirname(place), exist_ok=True)
            kind = rng.choice(["folder", "dangling", "fifo", "file"])
            if kind == "folder":
                os.symlink(outside, place)
            elif kind == "dangling":
                os.symlink(os.path.join(outside, "nothing-here"), place)
            elif kind == "fifo":
                os.mkfifo(place)
            else:
                with open(place, "w") as f:
                    f.write("mine\n")
        lines.append(json.dumps(line))
    manifest = os.path.join(folder, "people.jsonl")
    with open(manifest, "w") as f:
        f.write("\n".join(lines) + "\n")
    return manifest, out


def tree_bytes(folder):
    """Every regular file beneath `folder` but the status files, with its bytes."""
    files = {}
    for d, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(d, name)
            if name.startswith("batch-status") or not os.path.isfile(path) or os.path.islink(path):
                continue
            with open(path, "rb") as f:
                files[os.path.relpath(path, folder)] = f.read()
    return files


def run(binary, args, timeout, stdin=b""):
    try:
        p = subprocess.run([binary] + args, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stderr
    except subprocess.TimeoutExpired:
        return "hang", b""


def stop(binary, args, timeout, rng):
    """Runs a multi-file command and sends it SIGINT or SIGTERM at a random moment of its run."""
    p = subprocess.Popen([binary] + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        p.wait(timeout=rng.uniform(0.02, 0.6))
    except subprocess.TimeoutExpired:
        p.send_signal(rng.choice([signal.SIGINT, signal.SIGTERM]))
    try:
        _, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        p.communicate()
        return "hang", b""
    return p.returncode, err


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--runs", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("--keep")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    keep = a.keep or tempfile.mkdtemp(prefix="coach-report-abuse-")
    os.makedirs(keep, exist_ok=True)
    work = tempfile.mkdtemp(prefix="coach-report-abuse-run-")
    seeds = [load("sample-export.json"), load("uke-nb.json"), load("checkins.json")]
    sample = subprocess.run([a.binary, "sample", "--days", "21", "--seed", "5"], capture_output=True, check=True).stdout
    seeds.append(json.loads(sample))
    fixture = os.path.join(FIXTURES, "sample-export.json")
    signal_sample = os.path.join(work, "year.json")
    subprocess.run([a.binary, "sample", "--days", "365", "--seed", "9", "--out", signal_sample], check=True)

    counts = {"runs": 0, "crash": 0, "hang": 0, "bad-status": 0, "left-behind": 0, "wrote-outside": 0, "bad-json": 0,
              "nondeterministic": 0}
    batch_exports = []
    for n, (days, locale) in enumerate([(14, "en-US"), (40, "nb-NO"), (3, "en-US")]):
        path = os.path.join(work, f"batch-{n}.json")
        subprocess.run([a.binary, "sample", "--days", str(days), "--seed", str(n + 11), "--locale", locale, "--out", path], check=True)
        batch_exports.append(path)
    statuses = {}
    failures = []

    def judge(args, status, err, stdin=b"", made=None, stopped=False, outside=None, before=None, problem=None, evidence=None):
        counts["runs"] += 1
        statuses[status] = statuses.get(status, 0) + 1
        if problem:
            pass
        elif status == "hang":
            problem = "hang"
        elif status < 0 and not (stopped and status in STOPPED):
            problem = "crash"
        elif status >= 0 and status not in ALLOWED:
            problem = "bad-status"
        elif outside is not None and outside_state(outside) != before:
            problem = "wrote-outside"
        elif made is not None:
            leftovers = [os.path.join(d, f) for d, _, names in os.walk(made) for f in names if f.endswith(".tmp")]
            if leftovers:
                problem = "left-behind"
        if problem:
            counts[problem] += 1
            n = len(failures)
            case = os.path.join(keep, f"case-{n}")
            os.makedirs(case, exist_ok=True)
            with open(os.path.join(case, "command.txt"), "w") as f:
                f.write(" ".join(repr(x) for x in args) + f"\nstatus: {status}\n" + err.decode("utf-8", "replace")[-2000:])
            if stdin:
                with open(os.path.join(case, "input.json"), "wb") as f:
                    f.write(stdin)
            for name, data in (evidence or {}).items():
                with open(os.path.join(case, name.replace("/", "__")), "wb") as f:
                    f.write(data)
            failures.append((problem, args))

    for case in HOSTILE_PATH_CASES:
        out = tempfile.mkdtemp(dir=work)
        args = [x.replace("{fixture}", fixture).replace("{out}", out) for x in case]
        status, err = run(a.binary, args, a.timeout, stdin=open(fixture, "rb").read())
        judge(args, status, err, made=out)

    for i in range(a.runs):
        out = tempfile.mkdtemp(dir=work)
        kind = rng.random()
        if kind < 0.08:
            outside = tempfile.mkdtemp(dir=work)
            with open(os.path.join(outside, "precious.txt"), "w") as f:
                f.write("mine\n")
            before = outside_state(outside)
            args = planted(rng, os.path.join(out, "o"), fixture, outside)
            status, err = run(a.binary, args, a.timeout)
            judge(args, status, err, made=out, outside=outside, before=before)
            shutil.rmtree(outside, ignore_errors=True)
        elif kind < 0.14:
            folder = os.path.join(out, "templates")
            os.makedirs(folder)
            hostile_templates(rng, folder)
            args = rng.choice([["summary", fixture, "--templates", folder, "--out", os.path.join(out, "s.md")],
                               ["week", fixture, "--templates", folder, "--out", out]])
            status, err = run(a.binary, args, a.timeout)
            judge(args, status, err, made=out)
        elif kind < 0.18:
            data = to_bytes(long_field(rng.choice(seeds[:2]), rng))
            path = os.path.join(out, "export.json")
            with open(path, "wb") as f:
                f.write(data)
            args = rng.choice([["week", path, "--pdf-only", "--out", out], ["summary", path, "--out", os.path.join(out, "s.md")]])
            status, err = run(a.binary, args, a.timeout)
            judge(args, status, err, made=out)
        elif kind < 0.24:
            args = rng.choice([["week", signal_sample, "--week", "all", "--quiet", "--out", out],
                               ["site", signal_sample, "--quiet", "--out", out]])
            status, err = stop(a.binary, args, a.timeout, rng)
            judge(args, status, err, made=out, stopped=True)
        elif kind < 0.30:
            health = os.path.join(out, "export.xml")
            extreme_health(rng, health)
            export = rng.choice(batch_exports[:2])
            args = rng.choice([["stats", export, "--json", "--health", health], ["validate", export, "--health", health],
                               ["week", export, "--health", health, "--pdf-only", "--out", out],
                               ["summary", export, "--health", health, "--out", os.path.join(out, "s.md")]])
            if args[0] == "stats":
                try:
                    p = subprocess.run([a.binary] + args, capture_output=True, timeout=a.timeout)
                    status, err = p.returncode, p.stderr
                    bad = status == 0 and not strict_json(p.stdout.decode("utf-8", "replace"))
                except subprocess.TimeoutExpired:
                    status, err, bad = "hang", b"", False
                judge(args, status, err, made=out, problem="bad-json" if bad else None)
            else:
                status, err = run(a.binary, args, a.timeout)
                judge(args, status, err, made=out)
        elif kind < 0.40:
            outside = tempfile.mkdtemp(dir=work)
            with open(os.path.join(outside, "precious.txt"), "w") as f:
                f.write("mine\n")
            before = outside_state(outside)
            manifest, batch_out = batch_case(rng, out, outside, batch_exports)
            jobs = rng.choice(["1", "2", "4"])
            args = ["batch", manifest, "--out", batch_out, "--jobs", jobs, "--quiet"]
            status, err = run(a.binary, args, a.timeout * 3)
            judge(args, status, err, made=out, outside=outside, before=before)
            if rng.random() < 0.3 and status != "hang":
                # The same manifest again into a fresh folder, at other --jobs: the same bytes, file for file.
                again = os.path.join(out, "again")
                args2 = ["batch", manifest, "--out", again, "--jobs", rng.choice(["1", "2", "4"]), "--quiet"]
                first = tree_bytes(batch_out)
                if os.path.isdir(again):
                    shutil.rmtree(again)
                status2, err2 = run(a.binary, args2, a.timeout * 3)
                second = tree_bytes(again)
                # People whose folder was planted in the first run are compared only where both runs made them.
                differing = sorted(k for k in set(first) & set(second) if first[k] != second[k])
                # Both copies of each differing file, and the manifest, are kept to compare.
                evidence = {"people.jsonl": open(manifest, "rb").read()}
                for k in differing:
                    evidence["first-" + k] = first[k]
                    evidence["second-" + k] = second[k]
                judge(args2, status2, err2, made=out, outside=outside, before=before,
                      problem="nondeterministic" if differing else None, evidence=evidence if differing else None)
            shutil.rmtree(outside, ignore_errors=True)
        else:
            doc = rng.choice(seeds)
            data = to_bytes(structural(doc, rng)) if rng.random() < 0.6 else byte_level(to_bytes(doc), rng)
            path = os.path.join(out, "export.json")
            with open(path, "wb") as f:
                f.write(data)
            args = rng.choice(commands(path, out))
            status, err = run(a.binary, args, a.timeout)
            judge(args, status, err, stdin=data, made=out)
        shutil.rmtree(out, ignore_errors=True)
        if (i + 1) % 500 == 0:
            print(f"{i + 1} mutations, {counts['crash']} crashes, {counts['hang']} hangs", file=sys.stderr)

    shutil.rmtree(work, ignore_errors=True)
    print(f"runs: {counts['runs']}  crashes: {counts['crash']}  hangs: {counts['hang']}  "
          f"other statuses: {counts['bad-status']}  temporary files left: {counts['left-behind']}  "
          f"writes outside the folder: {counts['wrote-outside']}  bad JSON: {counts['bad-json']}  "
          f"nondeterministic outputs: {counts['nondeterministic']}")
    print("exit statuses: " + ", ".join(f"{k}: {v}" for k, v in sorted(statuses.items(), key=lambda kv: str(kv[0]))))
    if failures:
        print(f"failures kept in {keep}")
        for problem, args in failures[:20]:
            print(f"  {problem}: {' '.join(args)[:200]}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
