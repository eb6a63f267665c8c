"""Reference vectors for the event root finder: test/oracles/vectors/events.json.

Independent of Swiss Ephemeris and of core/src/astro/events.ts: positions are JPL DE421
(PyPI ``de421``, 1900-2049) reduced by skyfield to apparent geocentric ecliptic longitude of
date (true equinox; light-time, deflection, aberration, IAU 2006/2000A), exactly as
planets.py does (see README.md for the sources and their accuracy). Roots are found here by
a plain scan (vectorised skyfield samples, unwrapped) and bisection to 1e-7 day (0.009 s),
written in this file: no shared code with the service's Brent search.

Events: stations of Mercury-Pluto in 2024 (speed = central difference of longitude over
+-30 min), the Sun's and Mercury's sign ingresses in 2024 (Mercury's retrograde re-entry of
Leo included), Moon ingresses in January 2024, lunations January-February 2024, a solar
return (2024) and lunar returns (2024) of a 1990 birth, the three passes of Mercury over
20 Aries in 2024, and exact Moon-planet aspects (0/60/90/120/180) in January 2024.

Times: every event records jdTT (the search runs on TT, like an ephemeris), jdUT (UT1) and
deltaT (skyfield builtin). The tests compare at TT: the service's UT root + its Delta T.

Run: ``.venv/bin/python events.py`` in test/oracles.
"""
from __future__ import annotations

import json
import os
import sys
from importlib.metadata import version

import numpy as np
import de421
from skyfield.api import load

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from jpl_npy import NpyKernel  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'vectors', 'events.json')
NAIF = {0: 10, 1: 301, 2: 1, 3: 2, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9}
NAMES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']

ts = load.timescale(builtin=True)
K = NpyKernel(de421)
EARTH = K['earth']
TOL = 1e-7  # days


def lon(body, jd_tt):
    t = ts.tt_jd(jd_tt)
    _, l, _ = EARTH.at(t).observe(K[NAIF[body]]).apparent().ecliptic_latlon(epoch='date')
    return l.degrees


def speed(body, jd_tt):
    h = 1 / 48
    jd = np.asarray(jd_tt, dtype=float)
    d = (lon(body, jd + h) - lon(body, jd - h) + 540.0) % 360.0 - 180.0
    return d / (2 * h)


def bisect(f, a, b, fa):
    while b - a > TOL:
        m = 0.5 * (a + b)
        fm = f(m)
        if (fm < 0) == (fa < 0):
            a, fa = m, fm
        else:
            b = m
    return 0.5 * (a + b)


def scalar_roots(f, start, end, step):
    ts_ = np.arange(start, end + step, step)
    v = f(ts_)
    out = []
    for i in range(len(ts_) - 1):
        if v[i] == 0 or (v[i] < 0) != (v[i + 1] < 0):
            r = bisect(lambda x: float(f(x)), ts_[i], ts_[i + 1], v[i])
            if start <= r <= end:
                out.append((r, 1 if v[i + 1] > v[i] else -1))
    return out


def angle_roots(g, start, end, step):
    """t with g(t) = 0 mod 360: g sampled, unwrapped, each multiple of 360 crossed bisected."""
    ts_ = np.arange(start, end + step, step)
    u = np.unwrap(np.radians(np.asarray(g(ts_)) % 360.0))
    u = np.degrees(u)
    out = []
    for i in range(len(ts_) - 1):
        lo, hi = sorted((u[i], u[i + 1]))
        for k in range(int(np.floor(lo / 360.0)) + 1, int(np.floor(hi / 360.0)) + 1):
            target = 360.0 * k
            base = u[i]

            def h(x, base=base, target=target):
                return base + ((float(g(x)) - base + 180.0) % 360.0 - 180.0) - target

            r = bisect(h, ts_[i], ts_[i + 1], u[i] - target)
            if start <= r <= end:
                out.append((r, 1 if u[i + 1] > u[i] else -1))
    return out


def tt(y, mo, d, h=0, mi=0, s=0):
    return float(ts.ut1(y, mo, d, h, mi, s).tt)


def rec(jd_tt, **extra):
    t = ts.tt_jd(jd_tt)
    return {'jdTT': round(jd_tt, 8), 'jdUT': round(float(t.ut1), 8), 'deltaT': round(float(t.delta_t), 3),
            'utc': t.ut1_strftime('%Y-%m-%dT%H:%M:%SZ') if hasattr(t, 'ut1_strftime') else t.utc_strftime('%Y-%m-%dT%H:%M:%SZ'), **extra}


def main():
    Y0, Y1 = tt(2024, 1, 1), tt(2025, 1, 1)
    out = {}
    # Stations of Mercury-Pluto, 2024.
    st = []
    for b in range(2, 10):
        for r, d in scalar_roots(lambda x, b=b: speed(b, x), Y0, Y1, 1.0):
            st.append(rec(r, body=b, name=NAMES[b], kind='direct' if d > 0 else 'retrograde', longitude=round(float(lon(b, r)) % 360, 6)))
    out['stations'] = st
    # Ingresses: Sun and Mercury 2024, Moon January 2024 (12 x longitude = 0 mod 360).
    ing = []
    for b, a, e, step in ((0, Y0, Y1, 1.0), (2, Y0, Y1, 0.5), (1, Y0, tt(2024, 2, 1), 0.125)):
        for r, d in angle_roots(lambda x, b=b: 12 * lon(b, x), a, e, step):
            boundary = int(round(float(lon(b, r)) % 360 / 30)) % 12
            ing.append(rec(r, body=b, name=NAMES[b], toSignIndex=boundary if d > 0 else (boundary + 11) % 12, retrograde=d < 0))
    out['ingresses'] = ing
    # Lunations January-February 2024: 4 x (Moon - Sun) = 0 mod 360.
    lun = []
    for r, _ in angle_roots(lambda x: 4 * (lon(1, x) - lon(0, x)), Y0, tt(2024, 3, 1), 0.125):
        lun.append(rec(r, phase=int(round(float((lon(1, r) - lon(0, r)) % 360) / 90)) % 4 * 90))
    out['lunations'] = lun
    # Returns of a birth 1990-07-15 09:00 UT (Greenwich): natal Sun and Moon from DE421.
    birth = tt(1990, 7, 15, 9, 0, 0)
    sun0, moon0 = float(lon(0, birth)) % 360, float(lon(1, birth)) % 360
    solar = [rec(r, target=round(sun0, 8)) for r, _ in angle_roots(lambda x: lon(0, x) - sun0, tt(2024, 6, 1), tt(2024, 9, 1), 1.0)]
    lunar = [rec(r, target=round(moon0, 8)) for r, _ in angle_roots(lambda x: lon(1, x) - moon0, Y0, Y1, 0.125)]
    out['birth'] = {'date': '1990-07-15', 'time': '09:00:00', 'timezoneOffset': 0, 'sunLongitude': round(sun0, 8), 'moonLongitude': round(moon0, 8)}
    out['solarReturns'] = solar
    out['lunarReturns'] = lunar
    # Mercury over 20 Aries in 2024: three passes around the April retrograde.
    out['mercuryPasses20Aries'] = [rec(r, retrograde=d < 0) for r, d in angle_roots(lambda x: lon(2, x) - 20.0, Y0, Y1, 0.5)]
    # Exact Moon-planet Ptolemaic aspects, January 2024.
    asp = []
    for b in (0,) + tuple(range(2, 10)):
        for angle in (0, 60, 90, 120, 180):
            targets = [angle] if angle in (0, 180) else [angle, 360 - angle]
            for tg in targets:
                for r, _ in angle_roots(lambda x, b=b, tg=tg: lon(1, x) - lon(b, x) - tg, Y0, tt(2024, 2, 1), 0.125):
                    asp.append(rec(r, body=b, name=NAMES[b], angle=angle, separation=tg))
    asp.sort(key=lambda e: e['jdTT'])
    out['moonAspects'] = asp
    out['meta'] = {
        'generator': 'test/oracles/events.py',
        'source': 'JPL DE421 via skyfield (apparent geocentric ecliptic longitude of date)',
        'rootTolerance': 'bisection to 1e-7 day (0.009 s)',
        'time': 'jdTT is the reference; jdUT/utc are UT1 with skyfield builtin Delta T',
        'versions': {p: version(p) for p in ('skyfield', 'jplephem', 'de421', 'numpy')},
    }
    with open(OUT, 'w') as f:
        json.dump(out, f, indent=1)
        f.write('\n')
    for k in ('stations', 'ingresses', 'lunations', 'solarReturns', 'lunarReturns', 'mercuryPasses20Aries', 'moonAspects'):
        print(k, len(out[k]))
    for s in out['stations'][:2] + out['solarReturns'] + out['lunations'][:1] + [e for e in out['ingresses'] if e['body'] == 0][:3]:
        print(s)


if __name__ == '__main__':
    main()
