"""Apparent geocentric right ascension and declination (true equator and equinox of date)
and the true obliquity of the ecliptic, for test/western/points.test.ts.

Skyfield 1.55 over JPL DE421 (read by jpl_npy.py): ``observe().apparent().radec(epoch='date')``
(light-time, deflection, aberration, IAU 2006 precession, IAU 2000A nutation), declination
speed by a central difference of +-1 h. True obliquity = IAU 2006 mean obliquity + IAU 2000A
nutation in obliquity (skyfield's ``_earth_tilt``). Shares no code with Swiss Ephemeris.

Run: .venv/bin/python declinations.py  (writes vectors/declinations.json)
"""
from __future__ import annotations

import json
import os
import sys
from importlib.metadata import version

import de421
from skyfield.api import load
from skyfield.nutationlib import earth_tilt

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from jpl_npy import NpyKernel  # noqa: E402

OUT = os.path.join(HERE, 'vectors', 'declinations.json')
BODIES = [(0, 'Sun', 10), (1, 'Moon', 301), (2, 'Mercury', 1), (3, 'Venus', 2), (4, 'Mars', 4),
          (5, 'Jupiter', 5), (6, 'Saturn', 6), (7, 'Uranus', 7), (8, 'Neptune', 8), (9, 'Pluto', 9)]
# UT instants: the KYIV test chart (1990-07-15 14:30 Europe/Kyiv = 11:30 UT) and the Moon
# near its greatest northern declination of the 2006 major lunar standstill.
CASES = [
    ('kyiv', (1990, 7, 15, 11, 30, 0)),
    ('standstill', (2006, 9, 15, 2, 0, 0)),
]


def main():
    k = NpyKernel(de421)
    ts = load.timescale()
    earth = k['earth']
    out = []
    for name, (y, mo, d, h, mi, s) in CASES:
        t = ts.ut1(y, mo, d, h, mi, s)
        bodies = []
        for sid, bname, code in BODIES:
            def radec(tt):
                ra, dec, _ = earth.at(tt).observe(k[code]).apparent().radec(epoch='date')
                return float(ra._degrees), float(dec.degrees)
            ra, dec = radec(t)
            hh = 1.0 / 24.0
            dec_speed = (radec(ts.tt_jd(t.tt + hh))[1] - radec(ts.tt_jd(t.tt - hh))[1]) / (2 * hh)
            bodies.append({'id': sid, 'name': bname, 'rightAscension': ra % 360.0, 'declination': dec, 'declinationSpeed': dec_speed})
        mean_ob, true_ob = earth_tilt(t)[0], earth_tilt(t)[1]
        out.append({'case': name, 'ut': [y, mo, d, h, mi, s], 'julianDayUT': float(t.ut1), 'trueObliquity': float(true_ob), 'meanObliquity': float(mean_ob), 'bodies': bodies})
    meta = {'quantity': 'apparent geocentric RA/declination, true equator and equinox of date, degrees; declinationSpeed degrees/day; obliquity degrees',
            'source': 'skyfield %s over JPL DE421 (de421 %s)' % (version('skyfield'), version('de421'))}
    with open(OUT, 'w') as f:
        json.dump({'meta': meta, 'cases': out}, f, indent=1)
    for c in out:
        print(c['case'], c['trueObliquity'], [(b['name'], round(b['declination'], 4)) for b in c['bodies']])


if __name__ == '__main__':
    main()
