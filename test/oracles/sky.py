"""Reference sunrises and sunsets for the planetary hours: test/oracles/vectors/sky.json.

Independent of Swiss Ephemeris: JPL DE421 (PyPI ``de421``) through skyfield's almanac
(``almanac.sunrise_sunset``: the Sun's upper limb at -0.8333 degrees, i.e. 16' semidiameter
plus 34' standard refraction), the same definition swe_rise_trans uses by default.

Run: ``.venv/bin/python sky.py`` in test/oracles.
"""
from __future__ import annotations

import json
import os
from importlib.metadata import version

import de421
from skyfield import almanac
from skyfield.api import load, wgs84

from jpl_npy import NpyKernel  # noqa: E402

ts = load.timescale(builtin=True)
eph = NpyKernel(de421)

CASES = [
    # name, latitude, longitude, UTC day start (y, m, d), span days
    ('london-2024-01-06', 51.5, -0.12, (2024, 1, 6), 2),
    ('kyiv-2024-06-21', 50.45, 30.52, (2024, 6, 20), 3),
    ('quito-2023-03-20', -0.18, -78.47, (2023, 3, 19), 3),
]

out = []
for name, lat, lon, (y, m, d), span in CASES:
    place = wgs84.latlon(lat, lon)
    t0 = ts.utc(y, m, d)
    t1 = ts.utc(y, m, d + span)
    f = almanac.sunrise_sunset(eph, place)
    times, ups = almanac.find_discrete(t0, t1, f)
    out.append({
        'case': name, 'latitude': lat, 'longitude': lon,
        'events': [{'utc': t.utc_iso(), 'kind': 'rise' if up else 'set'} for t, up in zip(times, ups)],
    })

with open(os.path.join(os.path.dirname(__file__), 'vectors', 'sky.json'), 'w') as fh:
    json.dump({'source': f'skyfield {version("skyfield")} almanac.sunrise_sunset over JPL DE421 (jplephem npy)', 'cases': out}, fh, indent=1)
    fh.write('\n')
