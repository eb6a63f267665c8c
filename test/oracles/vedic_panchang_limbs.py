"""Reference instants of the panchanga limb boundaries by their definition, independent of
Swiss Ephemeris positions and of the service's Brent search: test/oracles/vectors/vedic-panchang-limbs.json.

Positions: JPL DE421 (PyPI de421) reduced by skyfield to apparent geocentric ecliptic longitude
of date (as events.py). Boundaries (Surya Siddhanta II.64-69):
- tithi: elongation Moon - Sun crosses k * 12 deg; karana: k * 6 deg (ayanamsa-free);
- nakshatra: the sidereal Moon crosses k * 13 deg 20'; yoga: sidereal Sun + Moon crosses k * 13 deg 20'.
Sidereal = apparent longitude of date - nutation in longitude (skyfield IAU 2000A) - the Lahiri
ayanamsa from pyswisseph's swe.get_ayanamsa_ut (mean, without nutation: Swiss Ephemeris'
sidereal positions are referred to the mean equinox of date). The ayanamsa is the one input
taken from the Swiss library: it is a convention (a definition), not an ephemeris.
Roots: a plain scan (1 h samples, unwrapped) and bisection to 1e-7 day, written here.
Times: jdUT (UT1, skyfield's builtin Delta T).

Run: test/oracles/.venv/bin/python test/oracles/vedic_panchang_limbs.py
"""
import json, os, sys
import numpy as np
import de421
import swisseph as swe
from skyfield.api import load
from skyfield.nutationlib import iau2000a_radians

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from jpl_npy import NpyKernel  # noqa: E402

ts = load.timescale(builtin=True)
K = NpyKernel(de421)
EARTH = K['earth']
swe.set_sid_mode(swe.SIDM_LAHIRI)


def lon(naif, jd_ut):
    t = ts.ut1_jd(jd_ut)
    _, l, _ = EARTH.at(t).observe(K[naif]).apparent().ecliptic_latlon(epoch='date')
    return l.degrees


def nut(jd_ut):
    dpsi, _ = iau2000a_radians(ts.ut1_jd(jd_ut))
    return np.degrees(dpsi)


def ayan(jd_ut):
    return np.array([swe.get_ayanamsa_ut(float(j)) for j in np.atleast_1d(jd_ut)])


def moon_sid(j):
    return lon(301, j) - nut(j) - ayan(j)


def sun_sid(j):
    return lon(10, j) - nut(j) - ayan(j)


ANGLES = {
    'tithi': (lambda j: lon(301, j) - lon(10, j), 12.0),
    'karana': (lambda j: lon(301, j) - lon(10, j), 6.0),
    'nakshatra': (moon_sid, 40.0 / 3.0),
    'yoga': (lambda j: moon_sid(j) + sun_sid(j), 40.0 / 3.0),
}


def bisect(f, a, b):
    fa = f(a)
    while b - a > 1e-7:
        m = 0.5 * (a + b)
        fm = f(m)
        if (fm < 0) == (fa < 0):
            a, fa = m, fm
        else:
            b = m
    return 0.5 * (a + b)


def crossings(kind, start, end):
    g, span = ANGLES[kind]
    tsamp = np.arange(start, end + 1 / 24, 1 / 24)
    u = np.degrees(np.unwrap(np.radians(np.asarray(g(tsamp)) % 360.0)))
    out = []
    for i in range(len(tsamp) - 1):
        for k in range(int(np.floor(u[i] / span)) + 1, int(np.floor(u[i + 1] / span)) + 1):
            target = k * span
            base = u[i]
            h = lambda x, base=base, target=target: base + ((float(np.asarray(g(x)).ravel()[0]) - base + 180.0) % 360.0 - 180.0) - target
            r = bisect(h, tsamp[i], tsamp[i + 1])
            if start <= r < end:
                n = round(360 / span)
                out.append({'jdUT': round(r, 8), 'index': int(k % n)})
    return out


WINDOWS = [
    ('delhi-1990-07-15', 2448087.5 - 5.5 / 24, 3),
    ('2010-06-05', 2455352.5, 3),
    ('2024-03-01', 2460370.5, 3),
    ('2001-11-22', 2452235.5, 2),
]
out = []
for name, start, days in WINDOWS:
    rec = {'name': name, 'startUT': start, 'endUT': start + days}
    for kind in ANGLES:
        rec[kind] = crossings(kind, start, start + days)
    out.append(rec)
json.dump({'source': 'skyfield + JPL DE421 (apparent of date), Lahiri ayanamsa from swe.get_ayanamsa_ut; index = 0-based limb beginning at the instant', 'windows': out},
          open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'vectors', 'vedic-panchang-limbs.json'), 'w'), indent=1)
print('wrote', sum(len(w[k]) for w in out for k in ANGLES))
