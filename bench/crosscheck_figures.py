#!/usr/bin/env python3
"""An independent reading of the contract's figure definitions, used to cross-check `stats --json`.

Usage: crosscheck_figures.py EXPORT.json TIMEZONE WEEKSTART(monday|sunday|saturday) ASOF
Prints the figures as JSON: showedUp days, currentStreak, longestStreak, discipline by day.
"""
import json, sys, datetime
from zoneinfo import ZoneInfo

path, tzname, weekstart, asof = sys.argv[1:5]
tz = ZoneInfo(tzname)
ref = datetime.datetime(2001, 1, 1, tzinfo=datetime.timezone.utc)

def day_of(v):
    if isinstance(v, (int, float)):
        return (ref + datetime.timedelta(seconds=v)).astimezone(tz).date()
    if len(v) == 10:
        return datetime.date.fromisoformat(v)
    return datetime.datetime.fromisoformat(v.replace("Z", "+00:00")).astimezone(tz).date()

doc = json.load(open(path))
checkins = doc if isinstance(doc, list) else doc.get("checkIns", [])
entries = [] if isinstance(doc, list) else doc.get("entries", [])
notes = [] if isinstance(doc, list) else doc.get("cravingNotes", [])

def filled(v):
    if v is True: return True
    if isinstance(v, str): return v.strip() != ""
    return False

def entry_shows(e):
    for part in ("nightPrep", "morningFocus", "endOfDay"):
        for k, v in (e.get(part) or {}).items():
            if k == "challenge":
                if isinstance(v, str) and v.strip() and v != "none": return True
            elif k in ("followedSwap", "didCareAction"):
                if v is not None: return True
            elif k in ("completedAt", "dayCompletedAt"):
                if v is not None: return True
            elif filled(v): return True
    return bool(e.get("prepChecks")) or bool(e.get("voiceNotes"))

shown = set()
for e in entries:
    if entry_shows(e): shown.add(day_of(e["date"]))
for n in notes: shown.add(day_of(n["at"]))
for c in checkins: shown.add(day_of(c["date"]))
asof_d = datetime.date.fromisoformat(asof)

def streak_ending(d):
    n = 0
    while d in shown:
        n += 1; d -= datetime.timedelta(days=1)
    return n

current = streak_ending(asof_d) if asof_d in shown else streak_ending(asof_d - datetime.timedelta(days=1))
longest = max([streak_ending(d) for d in shown] or [0])
cdays = [(day_of(c["date"]), c["completedTraining"]) for c in checkins]
disc = {}
if cdays:
    d = min(x for x, _ in cdays)
    while d <= asof_d:
        w = [ok for x, ok in cdays if d - datetime.timedelta(days=13) <= x <= d]
        if w:
            q = sum(w) * 100 / len(w)
            disc[d.isoformat()] = int(q + 0.5)
        else:
            disc[d.isoformat()] = None
        d += datetime.timedelta(days=1)
print(json.dumps({"showedUp": sorted(x.isoformat() for x in shown if x <= asof_d or True),
                  "currentStreak": current, "longestStreak": longest, "discipline": disc}, sort_keys=True))
