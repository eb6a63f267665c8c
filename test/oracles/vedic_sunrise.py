"""Hindu sunrises at 50-66 degrees north and south, independent of Swiss Ephemeris:
test/oracles/vectors/vedic-sunrise.json (read by test/vedic/sunrise-high-latitude.test.ts).

The Hindu rising (SE_BIT_HINDU_RISING in Swiss Ephemeris: the centre of the disc, no
refraction, the geocentric Sun with its ecliptic latitude dropped): the instant the Sun's
centre, seen from the Earth's centre, is on the true horizon of the place, i.e. its
geometric altitude sin h = sin phi sin delta + cos phi cos delta cos H is 0 and rising,
H = GAST + longitude - RA. RA and declination are the apparent geocentric place of date from
JPL DE421 through skyfield (light-time, aberration, deflection, IAU 2006/2000A precession-
nutation); GAST is skyfield's, on UT1 from the IERS data the package ships (delta T measured).
Dropping the ecliptic latitude (under 1") moves the instant by well under a second here.
The roots are found by skyfield's find_discrete (to about a millisecond).

Why these cases: issue 10. swe_rise_trans, started seconds after a sunrise, answered a
spurious sunrise minutes later, most visibly at high latitudes where the Sun rises at a
shallow angle (St Petersburg, 2025-06-19: 4 min 45 s). The service's Vedic day must agree
with this oracle at every latitude the operations accept.

Run: ``.venv/bin/python vedic_sunrise.py`` in test/oracles (about 10 s).
"""
from __future__ import annotations

import json
import math
import os
from importlib.metadata import version

import de421
import numpy as np
from skyfield.api import load
from skyfield.searchlib import find_discrete

from jpl_npy import NpyKernel

ts = load.timescale(builtin=True)
eph = NpyKernel(de421)
earth, sun = eph['earth'], eph['sun']

PLACES = [
    # name, latitude, longitude, timezone offset (hours)
    ('helsinki-60', 60.1699, 24.9384, 3),
    ('st-petersburg', 59.9343, 30.3351, 3),
    ('edinburgh-56', 55.9533, -3.1883, 1),
    ('kyiv-50', 50.45, 30.52, 3),
    ('arkhangelsk-64', 64.5399, 40.5152, 3),
    ('reykjavik-64', 64.1466, -21.9426, 0),
    ('lat-66', 66.0, 25.0, 2),
    ('ushuaia-south-55', -54.8019, -68.303, -3),
    ('south-62', -62.2, -58.96, -3),
    ('south-66', -66.0, 110.5, 8),
]
# Solstices, equinoxes and the weeks between: the shallowest and the steepest risings.
DATES = [(2025, 6, 19), (2025, 3, 20), (2024, 12, 21), (2025, 9, 23), (2025, 5, 10), (2025, 11, 2)]


def geometric_altitude_sign(lat: float, lon: float):
    phi = math.radians(lat)

    # sin(phi) and cos(phi) are scalars; declination, RA and GAST are arrays over find_discrete's samples.

    def up(t):
        ra, dec, _ = earth.at(t).observe(sun).apparent().radec(epoch='date')
        h = (t.gast + lon / 15.0 - ra.hours) * 15.0
        sin_alt = math.sin(phi) * np.sin(dec.radians) + math.cos(phi) * np.cos(dec.radians) * np.cos(np.radians(h))
        return sin_alt > 0

    up.step_days = 1 / 24  # no rise-set pair is closer than an hour at these latitudes on these dates
    return up


cases = []
for name, lat, lon, tz in PLACES:
    for (y, m, d) in DATES:
        t0 = ts.utc(y, m, d - 2)
        t1 = ts.utc(y, m, d + 3)
        times, ups = find_discrete(t0, t1, geometric_altitude_sign(lat, lon))
        rises = [float(t.ut1) for t, u in zip(times, ups) if u]  # UT1 Julian days (Swiss's UT)
        sets = [float(t.ut1) for t, u in zip(times, ups) if not u]
        if len(rises) < 3:
            continue  # polar day or night on this date: the operations refuse it (tested apart)
        cases.append({'name': f'{name}-{y:04d}-{m:02d}-{d:02d}', 'latitude': lat, 'longitude': lon, 'timezoneOffset': tz,
                      'sunrisesUT1': rises, 'sunsetsUT1': sets})

out = {
    'source': f'skyfield {version("skyfield")} over JPL DE421 (PyPI de421 {version("de421")}, jplephem npy), geometric altitude of the '
              'apparent geocentric Sun of date = 0 (Hindu rising: disc centre, no refraction), UT1 from skyfield\'s IERS data',
    'cases': cases,
}
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'vectors', 'vedic-sunrise.json'), 'w') as fh:
    json.dump(out, fh, indent=1)
    fh.write('\n')
print('wrote', len(cases), 'cases')
