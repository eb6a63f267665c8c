"""Vectors for the eclipse path, planetary conjunctions and transits of Mercury and Venus.

Independent geometry with skyfield over JPL DE421 (not the Swiss Ephemeris the service uses):
- the central line of the 2024 April 8 eclipse: where the shadow axis (the line from the Sun
  through the Moon, apparent geocentric positions, as in Besselian elements) meets the WGS84
  ellipsoid, at whole ten minutes of UT;
- conjunctions in ecliptic longitude (apparent, ecliptic and equinox of date) of the planets
  Mercury to Neptune, 2020-2022, and the least true separation near each;
- transits of Mercury (2016-05-09, 2019-11-11) and Venus (2012-06-06): least separation of the
  centres and the contacts where it equals sSun +- sPlanet, with the radii the service uses
  (Sun 696,000 km; Mercury 2,440 km; Venus 6,052 km).

Run: ``/tmp/h8/venv/bin/python sky_geometry_h12.py`` in test/oracles/astronomy (skyfield, de421,
jplephem, numpy from ../requirements.txt); writes ../vectors/astronomy-geometry.json.
"""
from __future__ import annotations

import json
import math
import os
import sys
from importlib.metadata import version

import de421
import numpy as np
from skyfield.api import load
from skyfield.framelib import itrs, ecliptic_frame

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from jpl_npy import NpyKernel  # noqa: E402

ts = load.timescale(builtin=True)
eph = NpyKernel(de421)
EARTH, SUN, MOON = eph['earth'], eph['sun'], eph['moon']
A_KM, F = 6378.137, 1 / 298.257223563
B_KM = A_KM * (1 - F)
AU_KM = 149597870.7


def axis_point(t):
    """Where the Sun-Moon axis meets the WGS84 ellipsoid (geodetic lat, lon) or None."""
    s = EARTH.at(t).observe(SUN).apparent().frame_xyz(itrs).km
    m = EARTH.at(t).observe(MOON).apparent().frame_xyz(itrs).km
    d = (m - s) / np.linalg.norm(m - s)
    k = np.array([1.0, 1.0, A_KM / B_KM])  # scale z: the ellipsoid becomes a sphere of radius A
    p, q = m * k, d * k
    a, b, c = q @ q, 2 * p @ q, p @ p - A_KM ** 2
    disc = b * b - 4 * a * c
    if disc < 0:
        return None
    u = (-b - math.sqrt(disc)) / (2 * a)  # the nearer intersection, on the Moon's side
    x, y, z = m + u * d
    lat = math.degrees(math.atan2(z, (1 - F) ** 2 * math.hypot(x, y)))
    return lat, math.degrees(math.atan2(y, x))


path = []
for minute in range(0, 200, 10):
    t = ts.utc(2024, 4, 8, 16, 40 + minute)
    pt = axis_point(t)
    if pt:
        path.append({'utc': t.utc_iso(), 'jdUt': t.ut1, 'latitude': pt[0], 'longitude': pt[1]})

PLANETS = {2: 'mercury barycenter', 3: 'venus barycenter', 4: 'mars barycenter', 5: 'jupiter barycenter', 6: 'saturn barycenter', 7: 'uranus barycenter', 8: 'neptune barycenter'}


def ecl_lon(t, body):
    return EARTH.at(t).observe(eph[body]).apparent().frame_latlon(ecliptic_frame)[1].degrees


def separation(t, a, b):
    e = EARTH.at(t)
    return e.observe(eph[a]).apparent().separation_from(e.observe(eph[b]).apparent()).degrees


def bisect(f, lo, hi, tol=1e-6):
    flo = f(lo)
    while hi - lo > tol:
        mid = (lo + hi) / 2
        fm = f(mid)
        if (fm > 0) == (flo > 0):
            lo, flo = mid, fm
        else:
            hi = mid
    return (lo + hi) / 2


def golden_min(f, lo, hi, tol=1e-6):
    g = (math.sqrt(5) - 1) / 2
    c, d = hi - g * (hi - lo), lo + g * (hi - lo)
    while hi - lo > tol:
        if f(c) < f(d):
            hi, d = d, c
            c = hi - g * (hi - lo)
        else:
            lo, c = c, d
            d = lo + g * (hi - lo)
    return (lo + hi) / 2


def wrap(x):
    return (x + 180) % 360 - 180


start, end = ts.utc(2020, 1, 1).ut1, ts.utc(2023, 1, 1).ut1
days = np.arange(start, end + 1, 1.0)
T = ts.ut1_jd(days)
lons = {i: EARTH.at(T).observe(eph[n]).apparent().frame_latlon(ecliptic_frame)[1].degrees for i, n in PLANETS.items()}
conj = []
ids = sorted(PLANETS)
for ai, a in enumerate(ids):
    for b in ids[ai + 1:]:
        diff = wrap(lons[a] - lons[b])
        for k in range(len(days) - 1):
            if abs(diff[k]) < 90 and abs(diff[k + 1]) < 90 and (diff[k] > 0) != (diff[k + 1] > 0):
                jd = bisect(lambda x: wrap(ecl_lon(ts.ut1_jd(x), PLANETS[a]) - ecl_lon(ts.ut1_jd(x), PLANETS[b])), days[k], days[k + 1])
                sep_at = separation(ts.ut1_jd(jd), PLANETS[a], PLANETS[b])
                near = golden_min(lambda x: separation(ts.ut1_jd(x), PLANETS[a], PLANETS[b]), jd - 3, jd + 3)
                conj.append({'planet1': a, 'planet2': b, 'jdUt': jd, 'utc': ts.ut1_jd(jd).utc_iso(), 'longitude': float(ecl_lon(ts.ut1_jd(jd), PLANETS[a])),
                             'separationDeg': sep_at, 'closestJdUt': near, 'closestSeparationDeg': separation(ts.ut1_jd(near), PLANETS[a], PLANETS[b])})
conj.sort(key=lambda c: c['jdUt'])

R_SUN, R_PL = 696000.0, {'mercury': 2440.0, 'venus': 6052.0}
transits = []
for name, (y, mo, d) in [('mercury', (2016, 5, 9)), ('mercury', (2019, 11, 11)), ('venus', (2012, 6, 6))]:
    def sep(x):
        return separation(ts.ut1_jd(x), 'sun', name + ' barycenter')

    def semi(x, body, r):
        dist = EARTH.at(ts.ut1_jd(x)).observe(eph[body]).apparent().distance().km
        return math.degrees(math.asin(r / dist))

    t0 = ts.utc(y, mo, d).ut1
    g = golden_min(sep, t0 - 1, t0 + 1)
    ext = lambda x: sep(x) - semi(x, 'sun', R_SUN) - semi(x, name + ' barycenter', R_PL[name])  # noqa: E731
    inn = lambda x: sep(x) - semi(x, 'sun', R_SUN) + semi(x, name + ' barycenter', R_PL[name])  # noqa: E731
    c = [bisect(ext, g - 0.6, g), bisect(inn, g - 0.6, g), g, bisect(inn, g, g + 0.6), bisect(ext, g, g + 0.6)]
    transits.append({'planet': name, 'contactsJdUt': c, 'contactsUtc': [ts.ut1_jd(x).utc_iso() for x in c], 'minSeparationArcsec': sep(g) * 3600})

out = {
    'sources': {
        'eclipsePath': f'skyfield {version("skyfield")} over JPL DE421: the Sun-Moon axis (apparent geocentric, ITRS) met with the WGS84 ellipsoid',
        'conjunctions': f'skyfield {version("skyfield")} over JPL DE421: apparent ecliptic longitudes of date, bisection to 0.1 s; least separation by golden section within +-3 days',
        'transits': f'skyfield {version("skyfield")} over JPL DE421: separation of the apparent centres; radii Sun 696000 km, Mercury 2440 km, Venus 6052 km',
    },
    # Written by hand from NASA/GSFC (F. Espenak), not reachable from this machine: greatest eclipse and
    # path width of 2024 April 8 (eclipse.gsfc.nasa.gov/SEgoogle/SEgoogle2001/SE2024Apr08Tgoogle.html),
    # geocentric transit contacts in UT (eclipse.gsfc.nasa.gov/transit/catalog/MercuryCatalog.html,
    # .../VenusCatalog.html). The skyfield geometry above agrees with them within 6 s.
    'nasa': {
        'eclipse20240408': {'greatestLatitude': 25.3, 'greatestLongitude': -104.1, 'pathWidthKm': 197.5, 'saros': 139},
        'transits': [
            {'planet': 'mercury', 'contactsUtc': ['2016-05-09T11:12:19Z', '2016-05-09T11:15:31Z', '2016-05-09T14:57:26Z', '2016-05-09T18:39:14Z', '2016-05-09T18:42:26Z'], 'minSeparationArcsec': 318.5},
            {'planet': 'mercury', 'contactsUtc': ['2019-11-11T12:35:27Z', '2019-11-11T12:37:08Z', '2019-11-11T15:19:48Z', '2019-11-11T18:02:33Z', '2019-11-11T18:04:13Z'], 'minSeparationArcsec': 75.9},
            {'planet': 'venus', 'contactsUtc': ['2012-06-05T22:09:38Z', '2012-06-05T22:27:34Z', '2012-06-06T01:29:36Z', '2012-06-06T04:31:38Z', '2012-06-06T04:49:35Z'], 'minSeparationArcsec': 554.4},
        ],
    },
    'eclipsePath20240408': path, 'conjunctions2020to2022': conj, 'transits': transits,
}
with open(os.path.join(os.path.dirname(HERE), 'vectors', 'astronomy-geometry.json'), 'w') as fh:
    json.dump(out, fh, indent=1)
    fh.write('\n')
print(len(path), 'path points', len(conj), 'conjunctions', len(transits), 'transits')
