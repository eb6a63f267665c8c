"""Vectors for a local lunar occultation: Mars, 2025 January 14, seen from Toronto (43.65 N, 79.38 W).

skyfield over JPL DE421: topocentric apparent separation of the Moon's and Mars's centres; the
first and last contacts where it equals the Moon's topocentric semidiameter plus Mars's
(radii 1737.4 and 3389.5 km), by bisection to 0.1 s.

Run: ``/tmp/h8/venv/bin/python occultation_local.py`` in test/oracles/astronomy; writes
../vectors/astronomy-occultation-local.json.
"""
from __future__ import annotations

import json
import math
import os
import sys
from importlib.metadata import version

import de421
from skyfield.api import load, wgs84

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from jpl_npy import NpyKernel  # noqa: E402

ts = load.timescale(builtin=True)
eph = NpyKernel(de421)
obs = eph['earth'] + wgs84.latlon(43.65, -79.38)
MOON, MARS = eph['moon'], eph['mars barycenter']


def gap(jd):
    o = obs.at(ts.ut1_jd(jd))
    m, p = o.observe(MOON).apparent(), o.observe(MARS).apparent()
    sm = math.degrees(math.asin(1737.4 / m.distance().km))
    sp = math.degrees(math.asin(3389.5 / p.distance().km))
    return m.separation_from(p).degrees - sm - sp


def bisect(lo, hi):
    flo = gap(lo)
    while hi - lo > 1e-6:
        mid = (lo + hi) / 2
        if (gap(mid) > 0) == (flo > 0):
            lo, flo = mid, gap(mid)
        else:
            hi = mid
    return (lo + hi) / 2


mid = ts.utc(2025, 1, 14, 2, 50).ut1
c1, c4 = bisect(mid - 0.1, mid), bisect(mid, mid + 0.1)
out = {'source': f'skyfield {version("skyfield")} over JPL DE421, topocentric', 'place': {'latitude': 43.65, 'longitude': -79.38},
       'disappearanceUtc': ts.ut1_jd(c1).utc_iso(), 'disappearanceJdUt': c1, 'reappearanceUtc': ts.ut1_jd(c4).utc_iso(), 'reappearanceJdUt': c4}
with open(os.path.join(os.path.dirname(HERE), 'vectors', 'astronomy-occultation-local.json'), 'w') as fh:
    json.dump(out, fh, indent=1)
    fh.write('\n')
print(out)
