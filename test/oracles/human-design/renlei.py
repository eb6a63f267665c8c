"""Oracle vectors for Human Design from renlei-tu 0.1.0 (PyPI, MIT; pyswisseph, Moshier).

Run: python3 -m venv /tmp/h11/venv && /tmp/h11/venv/bin/pip install renlei-tu==0.1.0
     /tmp/h11/venv/bin/python test/oracles/human-design/renlei.py > test/oracles/human-design/renlei.json
Writes, per birth (UTC), renlei-tu's Design instant and the 13 x 2 gate/line activations, which
test/human-design/bodygraph.test.ts compares with plugins/divination/src/lib/human-design.ts.
Type, authority and definition are NOT taken from it: renlei-tu lists 34 channels (without
10-34 and 10-57), puts gate 28 in the Root as well as the Spleen and counts only non-Sacral
motors for the Manifesting Generator, so its derived fields follow other rules than the
catalogue's; the tests check those against published charts instead.
"""
import json
import random
from datetime import datetime, timedelta, timezone

import swisseph as swe
from rlt import engine

random.seed(15)
out = []
start = datetime(1900, 1, 1, tzinfo=timezone.utc)
for i in range(40):
    utc = start + timedelta(minutes=random.randrange(0, 200 * 365 * 1440))
    jd = engine.jd_from_utc(utc)
    p_sun = swe.calc_ut(jd, swe.SUN)[0][0]
    jd_design = engine.find_design_jd(jd, p_sun)
    pers = engine.get_planet_positions(jd)
    des = engine.get_planet_positions(jd_design)
    out.append({
        "utc": utc.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "julianDayUT": jd,
        "designJulianDayUT": jd_design,
        "personality": {k: [v["gate"], v["line"], v["degree"]] for k, v in pers.items()},
        "design": {k: [v["gate"], v["line"], v["degree"]] for k, v in des.items()},
    })
print(json.dumps({"source": "renlei-tu 0.1.0 (PyPI), pyswisseph 2.10.3.2 Moshier", "charts": out}, indent=1))
