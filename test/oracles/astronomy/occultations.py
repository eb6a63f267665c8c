"""Vectors for lunar occultations of planets, 2024-2025, from skyfield over JPL DE421.

An occultation is seen somewhere on the Earth when, at the least geocentric separation of the
Moon and the planet, that separation is below asin((R_earth + R_moon) / d_moon) plus the planet's
semidiameter (Meeus, Astronomical Algorithms ch. 9 and 54: the Moon's shadow cast by the planet
is a cylinder as wide as the Moon; R_earth 6378.137 km, R_moon 1737.4 km). Each lunar month's
least separation and that limit are written, so the test can skip grazing months (margin < 0.02 deg).

Run: ``/tmp/h8/venv/bin/python occultations.py`` in test/oracles/astronomy; writes
../vectors/astronomy-occultations.json.
"""
from __future__ import annotations

import json
import math
import os
import sys
from importlib.metadata import version

import de421
import numpy as np
from skyfield.api import load

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from jpl_npy import NpyKernel  # noqa: E402

ts = load.timescale(builtin=True)
eph = NpyKernel(de421)
EARTH, MOON = eph['earth'], eph['moon']
PLANETS = {3: ('venus barycenter', 6051.8), 4: ('mars barycenter', 3389.5), 5: ('jupiter barycenter', 69911.0), 6: ('saturn barycenter', 58232.0)}


def sep(jd, target):
    e = EARTH.at(ts.ut1_jd(jd))
    return e.observe(MOON).apparent().separation_from(e.observe(target).apparent()).degrees


out = []
start, end = ts.utc(2024, 1, 1).ut1, ts.utc(2026, 1, 1).ut1
for pid, (name, radius) in PLANETS.items():
    target = eph[name]
    grid = np.arange(start, end, 0.25)
    eg = EARTH.at(ts.ut1_jd(grid))
    s = eg.observe(MOON).apparent().separation_from(eg.observe(target).apparent()).degrees
    for k in range(1, len(grid) - 1):
        if s[k] <= s[k - 1] and s[k] < s[k + 1] and s[k] < 8:
            lo, hi = grid[k - 1], grid[k + 1]
            g = (math.sqrt(5) - 1) / 2
            while hi - lo > 1e-6:
                c, d = hi - g * (hi - lo), lo + g * (hi - lo)
                if sep(c, target) < sep(d, target):
                    hi = d
                else:
                    lo = c
            jd = (lo + hi) / 2
            e = EARTH.at(ts.ut1_jd(jd))
            dm = e.observe(MOON).apparent().distance().km
            dp = e.observe(target).apparent().distance().km
            limit = math.degrees(math.asin((6378.137 + 1737.4) / dm)) + math.degrees(math.asin(radius / dp))
            out.append({'planet': pid, 'jdUt': float(jd), 'utc': ts.ut1_jd(jd).utc_iso(), 'leastSeparationDeg': float(sep(jd, target)), 'limitDeg': float(limit), 'occultation': bool(sep(jd, target) < limit)})
with open(os.path.join(os.path.dirname(HERE), 'vectors', 'astronomy-occultations.json'), 'w') as fh:
    json.dump({'source': f'skyfield {version("skyfield")} over JPL DE421: least geocentric Moon-planet separation against asin((R_earth + R_moon)/d) + planet semidiameter', 'months': out}, fh, indent=1)
    fh.write('\n')
print(sum(o['occultation'] for o in out), 'occultations of', len(out), 'months')
for o in out:
    if o['occultation']:
        print(o['planet'], o['utc'], round(o['leastSeparationDeg'], 3), round(o['limitDeg'], 3))
