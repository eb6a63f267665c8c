"""The Moon of 2024-2026 against Delta T: test/oracles/vectors/moon-2024-2026.json (read by
test/accuracy/delta-t.test.ts).

The apparent geocentric ecliptic longitude and latitude of the Moon of date (true equinox and
ecliptic; light-time, aberration, IAU 2006/2000A) from JPL DE421 by skyfield 1.55, at given UT
instants. skyfield turns UT into TT with the measured Delta T of the IERS data it ships
(finals2000A.all), so where the service's Delta T is wrong its Moon is off by 0.55" per second
of error (issue 10: Swiss Ephemeris 2.09's table had 71.25 s for mid-2024, the Earth 69.16 s,
1.1" on the Moon). Also the birth instants of the Vimshottari cases of the same test.

Run: ``.venv/bin/python moon_2024_2026.py`` in test/oracles (a few seconds).
"""
from __future__ import annotations

import json
import os
from importlib.metadata import version

import de421
from skyfield.api import load

from jpl_npy import NpyKernel

ts = load.timescale(builtin=True)
eph = NpyKernel(de421)
earth, moon = eph['earth'], eph['moon']

instants = []
for y in (2024, 2025, 2026):
    for m in range(1, 13):
        instants.append((f'{y:04d}-{m:02d}-11T03:17:00Z', (y, m, 11, 3, 17, 0)))
# The Vimshottari births (UTC): Delhi, Kyiv, Sao Paulo, Sydney, London, Tokyo.
BIRTHS = [(2024, 2, 29, 4, 30, 0), (2024, 9, 14, 17, 5, 30), (2025, 1, 20, 12, 0, 0), (2025, 6, 19, 0, 48, 0), (2025, 12, 31, 23, 59, 0), (2026, 8, 8, 8, 8, 8)]
for b in BIRTHS:
    instants.append(('%04d-%02d-%02dT%02d:%02d:%02dZ' % b, b))

out = []
for iso, (y, mo, d, h, mi, s) in instants:
    t = ts.utc(y, mo, d, h, mi, s)
    lat, lon, _ = earth.at(t).observe(moon).apparent().ecliptic_latlon(epoch='date')
    out.append({'utc': iso, 'jdUT': float(t.ut1), 'deltaT': float(t.delta_t), 'longitude': lon.degrees, 'latitude': lat.degrees})

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'vectors', 'moon-2024-2026.json'), 'w') as fh:
    json.dump({'source': f'skyfield {version("skyfield")} over JPL DE421 (PyPI de421 {version("de421")}), apparent geocentric ecliptic of date; UT1 and Delta T from skyfield\'s IERS data',
               'instants': out}, fh, indent=1)
    fh.write('\n')
print('wrote', len(out))
