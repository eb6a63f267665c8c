"""Vectors for Yallop's crescent visibility (NAO Technical Note 69, 1997), from skyfield over JPL DE421.

For the new moon of 2024 March 10 and three places, the first three evenings after conjunction:
sunset and moonset (skyfield almanac.find_settings, its standard horizon for Sun and Moon), best
time Tb = Ts + 4/9 (Tm - Ts), and at Tb Yallop's geocentric airless ARCL, ARCV, DAZ (hour angle
from Greenwich apparent sidereal time, geodetic latitude), the topocentric crescent width
W' = SD (1 + sin h sin pi)(1 - cos ARCL) (Moon radius 1737.4 km) and q.

Run: ``/tmp/h8/venv/bin/python crescent_yallop.py`` in test/oracles/astronomy; writes
../vectors/astronomy-crescent.json.
"""
from __future__ import annotations

import json
import math
import os
import sys
from importlib.metadata import version

import de421
from skyfield import almanac
from skyfield.api import load, wgs84

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from jpl_npy import NpyKernel  # noqa: E402

ts = load.timescale(builtin=True)
eph = NpyKernel(de421)
EARTH, SUN, MOON = eph['earth'], eph['sun'], eph['moon']


def horizontal(t, body, lat, lon):
    """Geocentric apparent direction turned to the local horizon, no refraction: (altitude, azimuth from north)."""
    ra, dec, dist = EARTH.at(t).observe(body).apparent().radec(epoch='date')
    h = math.radians(t.gast * 15 + lon - ra.hours * 15)
    f, d = math.radians(lat), dec.radians
    alt = math.asin(math.sin(f) * math.sin(d) + math.cos(f) * math.cos(d) * math.cos(h))
    az = math.atan2(-math.cos(d) * math.sin(h), math.sin(d) * math.cos(f) - math.cos(d) * math.sin(f) * math.cos(h))
    return math.degrees(alt), math.degrees(az) % 360, dist.km


def q_of(arcv, w):
    return (arcv - (11.8371 - 6.3226 * w + 0.7319 * w ** 2 - 0.1018 * w ** 3)) / 10


PLACES = {'mecca': (21.4225, 39.8262), 'london': (51.5072, -0.1276), 'cape-town': (-33.9249, 18.4241)}
t0, t1 = ts.utc(2024, 3, 10, 9), ts.utc(2024, 3, 13, 23, 59)
cases = []
for name, (lat, lon) in PLACES.items():
    obs = EARTH + wgs84.latlon(lat, lon)
    sunsets, _ = almanac.find_settings(obs, SUN, t0, t1)
    for ts_ in sunsets[:3]:
        moonsets, _ = almanac.find_settings(obs, MOON, ts_, ts.tt_jd(ts_.tt + 1))
        tm = moonsets[0]
        tb = ts.tt_jd(ts_.tt + 4 / 9 * (tm.tt - ts_.tt))
        hs, azs, _ = horizontal(tb, SUN, lat, lon)
        hm, azm, dkm = horizontal(tb, MOON, lat, lon)
        e = EARTH.at(tb)
        arcl = e.observe(SUN).apparent().separation_from(e.observe(MOON).apparent()).degrees
        sd = math.degrees(math.asin(1737.4 / dkm)) * 60
        sdt = sd * (1 + math.sin(math.radians(hm)) * 6378.137 / dkm)
        w = sdt * (1 - math.cos(math.radians(arcl)))
        arcv = hm - hs
        cases.append({'place': name, 'latitude': lat, 'longitude': lon, 'sunsetUtc': ts_.utc_iso(), 'sunsetJdUt': ts_.ut1, 'moonsetJdUt': tm.ut1, 'bestJdUt': tb.ut1,
                      'arcl': arcl, 'arcv': arcv, 'daz': (azs - azm + 540) % 360 - 180, 'widthArcmin': w, 'q': q_of(arcv, w)})
out = {'source': f'skyfield {version("skyfield")} over JPL DE421; Yallop, NAO TN 69 (1997)', 'newMoon': '2024-03-10', 'cases': cases}
with open(os.path.join(os.path.dirname(HERE), 'vectors', 'astronomy-crescent.json'), 'w') as fh:
    json.dump(out, fh, indent=1)
    fh.write('\n')
print(len(cases), 'evenings')
