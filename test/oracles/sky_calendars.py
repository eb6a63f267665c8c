"""Mundane sky calendars for test/western/sky-calendars.test.ts: exact aspects between two
planets (/sky-aspects), parallels and contra-parallels of declination (/sky-parallels) and the
Moon's out-of-bounds periods (/out-of-bounds/calendar), from JPL DE421 through skyfield 1.55
(apparent geocentric ecliptic longitude of date; apparent RA/Dec, true equator and equinox of
date; true obliquity IAU 2006 + IAU 2000A). Roots on an hourly (aspects: 6 h) grid, bisected
to 1e-7 day. Shares no code with Swiss Ephemeris; reuses events.py's helpers (without running its main).

Run: .venv/bin/python sky_calendars.py  (writes vectors/sky-calendars.json)
"""
from __future__ import annotations

import json
import os
import sys

import numpy as np
from skyfield.nutationlib import earth_tilt

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
# events.py calls main() at import (it would rewrite vectors/events.json): load its helpers
# without that last call.
_EVENTS = os.path.join(HERE, 'events.py')
_ns: dict = {'__name__': 'events_helpers', '__file__': _EVENTS}
exec(compile(open(_EVENTS).read().replace('\nmain()\n', '\n'), _EVENTS, 'exec'), _ns)
K, EARTH, NAIF, NAMES, ts = _ns['K'], _ns['EARTH'], _ns['NAIF'], _ns['NAMES'], _ns['ts']
lon, angle_roots, scalar_roots, tt, rec = _ns['lon'], _ns['angle_roots'], _ns['scalar_roots'], _ns['tt'], _ns['rec']

OUT = os.path.join(HERE, 'vectors', 'sky-calendars.json')


def dec(body, jd_tt):
    t = ts.tt_jd(jd_tt)
    _, d, _ = EARTH.at(t).observe(K[NAIF[body]]).apparent().radec(epoch='date')
    return d.degrees


def true_obliquity(jd_tt):
    return np.asarray(earth_tilt(ts.tt_jd(jd_tt))[1], dtype=float)


def main():
    start, end = tt(2024, 1, 1), tt(2025, 1, 1)
    aspects = []
    # Pairs with well-known 2024 events: Jupiter-Uranus conjunction (April), Sun-Jupiter
    # conjunction (May), Mars-Saturn conjunction (April), Mercury's inferior conjunction (April).
    for b1, b2 in [(5, 7), (0, 5), (4, 6), (0, 2)]:
        for angle in (0, 90, 180):
            targets = [angle] if angle in (0, 180) else [angle, 360 - angle]
            for target in targets:
                for r, _ in angle_roots(lambda x: lon(b1, x) - lon(b2, x) - target, start, end, 0.25):
                    aspects.append(rec(r, planet1=NAMES[b1], planet2=NAMES[b2], angle=angle))
    aspects.sort(key=lambda a: a['jdTT'])
    parallels = []
    for b1, b2 in [(0, 4), (3, 5)]:
        for kind, sgn in (('parallel', -1), ('contraParallel', 1)):
            for r, _ in scalar_roots(lambda x: dec(b1, x) + sgn * dec(b2, x), start, end, 0.25):
                parallels.append(rec(r, planet1=NAMES[b1], planet2=NAMES[b2], kind=kind, declination=float(dec(b1, r))))
    parallels.sort(key=lambda a: a['jdTT'])
    # The Moon out of bounds in January-March 2024 (near the 2024-25 major standstill).
    s2, e2 = tt(2024, 1, 1), tt(2024, 4, 1)
    oob = []
    for hemi, sgn in (('north', 1), ('south', -1)):
        for r, d in scalar_roots(lambda x: sgn * dec(1, x) - true_obliquity(x), s2, e2, 1 / 24):
            oob.append(rec(r, hemisphere=hemi, edge='start' if d > 0 else 'end'))
    oob.sort(key=lambda a: a['jdTT'])
    # Transiting Sun and Mars against the natal Sun's declination (the KYIV chart, 1990-07-15
    # 11:30 UT, DE421 declination from vectors/declinations.json): parallels, contra-parallels
    # and the orb (1 deg) boundaries in 2024.
    natal = json.load(open(os.path.join(HERE, 'vectors', 'declinations.json')))['cases'][0]
    dn = next(b['declination'] for b in natal['bodies'] if b['id'] == 0)
    decl = []
    for b in (0, 4):
        for kind, target in (('parallel', dn), ('contraParallel', -dn)):
            for what, off in (('exact', 0.0), ('bound', 1.0), ('bound', -1.0)):
                for r, d in scalar_roots(lambda x: dec(b, x) - (target + off), start, end, 0.25):
                    decl.append(rec(r, planet=NAMES[b], kind=kind, what=what, natalDeclination=dn))
    decl.sort(key=lambda a: a['jdTT'])
    # Transiting Sun and Mars on the antiscion (180 - lambda) and contra-antiscion (360 - lambda)
    # of the natal Sun of events.py's birth (1990-07-15 09:00 UT, DE421 longitude) in 2024.
    birth = json.load(open(os.path.join(HERE, 'vectors', 'events.json')))['birth']
    lam = birth['sunLongitude']
    anti = []
    for b in (0, 4):
        for kind, target in (('antiscion', (180.0 - lam) % 360.0), ('contraAntiscion', (360.0 - lam) % 360.0)):
            for r, d in angle_roots(lambda x: lon(b, x) - target, start, end, 1.0):
                anti.append(rec(r, planet=NAMES[b], kind=kind, targetLongitude=target, retrograde=d < 0))
    anti.sort(key=lambda a: a['jdTT'])
    # The Sun and Mercury (retrograde over it in August) conjoining Regulus in 2024. Regulus from
    # the Hipparcos catalogue (ESA 1997, HIP 49669: RA 10h08m22.311s, Dec +11 58' 01.95",
    # pm -248.73 / +5.59 mas/yr, parallax 41.13 mas, RV +5.9 km/s), apparent ecliptic of date.
    from skyfield.api import Star
    regulus = Star(ra_hours=(10, 8, 22.311), dec_degrees=(11, 58, 1.95), ra_mas_per_year=-248.73, dec_mas_per_year=5.59,
                   parallax_mas=41.13, radial_km_per_s=5.9)

    def star_lon(jd_tt):
        _, l, _ = EARTH.at(ts.tt_jd(jd_tt)).observe(regulus).apparent().ecliptic_latlon(epoch='date')
        return l.degrees
    stars = []
    for b in (0, 2):
        for r, d in angle_roots(lambda x: lon(b, x) - star_lon(x), start, end, 1.0):
            stars.append(rec(r, planet=NAMES[b], star='Regulus', starLongitude=float(star_lon(r)), retrograde=d < 0))
    stars.sort(key=lambda a: a['jdTT'])
    meta = {'generator': 'test/oracles/sky_calendars.py', 'source': 'JPL DE421 via skyfield 1.55', 'rootTolerance': 'bisection to 1e-7 day',
            'time': 'jdTT is the reference; jdUT/utc are UT1 with skyfield builtin Delta T'}
    with open(OUT, 'w') as f:
        json.dump({'meta': meta, 'aspects': aspects, 'parallels': parallels, 'moonOutOfBounds': oob, 'declinationTransits': decl, 'antiscia': anti, 'starConjunctions': stars}, f, indent=1)
    for k, v in (('stars', stars), ('anti', anti), ('decl', decl), ('aspects', aspects), ('parallels', parallels), ('oob', oob)):
        print(k, len(v), [x['utc'] for x in v][:12])


if __name__ == '__main__':
    main()
