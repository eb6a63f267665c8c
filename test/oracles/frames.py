"""Reference vectors for /chart/heliocentric and /chart/topocentric: vectors/frames.json.

Independent of Swiss Ephemeris: JPL DE421 (PyPI ``de421``, read by jpl_npy.py) through skyfield.

* Heliocentric: the planet (and Earth) seen from the Sun, light-time corrected
  (``sun.at(t).observe(body)``; no aberration or deflection, as SEFLG_HELCTR), ecliptic
  longitude/latitude of date (``ecliptic_latlon(epoch='date')``) and distance in AU.
* Topocentric: apparent place seen from a WGS84 site at the given height
  (``(earth + wgs84.latlon(lat, lon, h)).at(t).observe(body).apparent()``) and the geocentric
  apparent place, ecliptic of date; the Moon's parallax is the difference.

Times are UT1 (builtin timescale). Run: ``.venv/bin/python frames.py`` in test/oracles.
"""
from __future__ import annotations

import json
import os
import sys
from importlib.metadata import version

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import de421  # noqa: E402
from skyfield.api import load, wgs84  # noqa: E402

from jpl_npy import NpyKernel  # noqa: E402

ts = load.timescale(builtin=True)
eph = NpyKernel(de421)
sun, earth = eph[10], eph[399]
HELIO = [(14, 'Earth', 399), (2, 'Mercury', 1), (3, 'Venus', 2), (4, 'Mars', 4), (5, 'Jupiter', 5), (6, 'Saturn', 6), (7, 'Uranus', 7), (8, 'Neptune', 8), (9, 'Pluto', 9)]
TOPO = [(1, 'Moon', 301), (0, 'Sun', 10), (4, 'Mars', 4)]

# name, (y, m, d, h, mi), latitude, longitude, altitude m
CASES = [
    ('j2000-greenwich', (2000, 1, 1, 12, 0), 51.48, 0.0, 0.0),
    ('kyiv-1990', (1990, 7, 15, 11, 30), 50.45, 30.52, 0.0),
    ('quito-2010-high', (2010, 3, 20, 6, 0), -0.18, -78.47, 2850.0),
]


def ecl(pos):
    lat, lon, dist = pos.ecliptic_latlon(epoch='date')
    return float(lon.degrees), float(lat.degrees), float(dist.au)


out = []
for name, (y, m, d, h, mi), lat, lon, alt in CASES:
    t = ts.ut1(y, m, d, h, mi, 0)
    helio = []
    for sid, label, code in HELIO:
        lo, la, di = ecl(sun.at(t).observe(eph[code]))
        helio.append({'id': sid, 'name': label, 'longitude': lo, 'latitude': la, 'distanceAu': di})
    site = earth + wgs84.latlon(lat, lon, elevation_m=alt)
    topo = []
    for sid, label, code in TOPO:
        tl, tb, _ = ecl(site.at(t).observe(eph[code]).apparent())
        gl, gb, _ = ecl(earth.at(t).observe(eph[code]).apparent())
        topo.append({'id': sid, 'name': label, 'topocentricLongitude': tl, 'topocentricLatitude': tb, 'geocentricLongitude': gl, 'geocentricLatitude': gb})
    out.append({'case': name, 'ut': f'{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00Z', 'latitude': lat, 'longitude': lon, 'altitude': alt, 'heliocentric': helio, 'topocentric': topo})

with open(os.path.join(os.path.dirname(__file__), 'vectors', 'frames.json'), 'w') as fh:
    json.dump({'source': f'skyfield {version("skyfield")} over JPL DE421 (jplephem npy): heliocentric observe() from the Sun; topocentric apparent from a WGS84 site', 'cases': out}, fh, indent=1)
    fh.write('\n')
print(json.dumps(out[0]['topocentric'], indent=1))
