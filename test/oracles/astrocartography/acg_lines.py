"""Reference points of Astro*Carto*Graphy lines: test/oracles/vectors/astrocartography.json.

Independent of Swiss Ephemeris and of plugins/astrocartography/src/lib/lines.ts: JPL DE421
(PyPI ``de421`` via ../jpl_npy.py) reduced by skyfield 1.55 to the apparent geocentric right
ascension and declination of date (``radec(epoch='date')``) and skyfield's Greenwich apparent
sidereal time (``t.gast``). At each latitude the rising (ASC) and setting (DSC) longitudes are found
by bisection on the body's geocentric altitude, sin h = sin phi sin delta + cos phi cos delta cos H
with H = GAST + longitude - RA (the geometric horizon, as ACG maps draw it), scanning longitude in
1-degree steps for the sign changes; the MC line where H = 0 by the same bisection on sin H.

Birth: 1990-07-15 11:30 UTC (Kyiv, the service's example chart).
Run: ``/tmp/h8/venv/bin/python acg_lines.py`` in test/oracles/astrocartography.
"""
from __future__ import annotations

import json
import math
import os
import sys
from importlib.metadata import version

import de421
from skyfield.api import load

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from jpl_npy import NpyKernel  # noqa: E402

ts = load.timescale(builtin=True)
eph = NpyKernel(de421)
EARTH = eph['earth']
NAIF = {0: 10, 1: 301, 4: 4, 5: 5}
t = ts.utc(1990, 7, 15, 11, 30, 0)
gast_deg = t.gast * 15


def radec(body):
    ra, dec, _ = EARTH.at(t).observe(eph[NAIF[body]]).apparent().radec(epoch='date')
    return ra._degrees, dec.degrees


def altitude(lat, lng, ra, dec):
    h = math.radians(gast_deg + lng - ra)
    f, d = math.radians(lat), math.radians(dec)
    return math.sin(f) * math.sin(d) + math.cos(f) * math.cos(d) * math.cos(h)


def bisect(fn, a, b):
    fa = fn(a)
    for _ in range(60):
        m = (a + b) / 2
        fm = fn(m)
        if (fm > 0) == (fa > 0):
            a, fa = m, fm
        else:
            b = m
    return (a + b) / 2


def norm(lng):
    return (lng + 180) % 360 - 180


cases = []
for body in (0, 1, 4, 5):
    ra, dec = radec(body)
    mc = norm(bisect(lambda lng: math.sin(math.radians(gast_deg + lng - ra)), ra - gast_deg - 30, ra - gast_deg + 30))
    rows = []
    for lat in (-60, -30, 0, 30, 50, 60):
        f = lambda lng: altitude(lat, lng, ra, dec)  # noqa: E731
        asc = dsc = None
        for k in range(-180, 180):
            a, b = float(k), float(k + 1)
            if (f(a) > 0) != (f(b) > 0):
                root = bisect(f, a, b)
                # Rising: east of the meridian (the hour angle sin H < 0).
                if math.sin(math.radians(gast_deg + root - ra)) < 0:
                    asc = norm(root)
                else:
                    dsc = norm(root)
        rows.append({'latitude': lat, 'asc': asc, 'dsc': dsc})
    cases.append({'body': body, 'rightAscension': ra, 'declination': dec, 'mcLongitude': mc, 'horizon': rows})

out = {
    'source': f'skyfield {version("skyfield")} over JPL DE421: apparent RA/Dec of date, GAST, horizon crossings by bisection',
    'birthUtc': '1990-07-15T11:30:00Z', 'gastDeg': gast_deg, 'bodies': cases,
}
with open(os.path.join(os.path.dirname(HERE), 'vectors', 'astrocartography.json'), 'w') as fh:
    json.dump(out, fh, indent=1)
    fh.write('\n')
print(json.dumps(cases[0])[:400])
