"""Mayan calendar vectors from convertdate 2.5.1 (PyPI; its own Long Count, Tzolk'in and Haab'
code, GMT correlation 584283), for test/divination/divination.test.ts: for dates from 1 CE to
2999, the Long Count, the Tzolk'in number and day-sign position (1 Imix ... 20 Ajaw), the Haab'
day and month position (0 Pop ... 18 Wayeb). Writes vectors/mayan.json.
Run: python3 -m venv /tmp/v && /tmp/v/bin/pip install convertdate==2.5.1 &&
     /tmp/v/bin/python test/oracles/divination/mayan.py
"""
import json
import os
import random

from convertdate import mayan

random.seed(584283)
dates = [(2012, 12, 21), (2000, 1, 1), (1, 1, 1), (1582, 10, 15), (1900, 3, 1), (2999, 12, 31), (2026, 11, 26)]
while len(dates) < 60:
    y = random.randint(1, 2999)
    m = random.randint(1, 12)
    d = random.randint(1, 28)
    dates.append((y, m, d))
out = []
for y, m, d in dates:
    lc = mayan.from_gregorian(y, m, d)
    num, sign = mayan.lc_to_tzolkin(*lc)
    hday, hmonth = mayan.lc_to_haab(*lc)
    out.append({
        "date": f"{y:04d}-{m:02d}-{d:02d}",
        "longCount": list(lc),
        "tzolkin": [num, mayan.TZOLKIN.index(sign) + 1],
        "haab": [hday, mayan.HAAB.index(hmonth)],
    })
path = os.path.join(os.path.dirname(__file__), "vectors", "mayan.json")
with open(path, "w") as f:
    json.dump({"source": "convertdate 2.5.1 (GMT 584283)", "dates": out}, f)
    f.write("\n")
print(out[:3])
