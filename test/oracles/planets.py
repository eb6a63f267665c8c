"""Reference vectors for planet positions: test/oracles/vectors/planets.json.

What is computed
----------------
Apparent geocentric ecliptic longitude and latitude of date (true equinox and true ecliptic
of date) of the Sun, Moon, Mercury ... Pluto, as Swiss Ephemeris answers them by default:
light-time, gravitational light deflection by the Sun, annual aberration, IAU 2006
precession and IAU 2000A nutation applied. Skyfield (``observe().apparent()`` then
``ecliptic_latlon(epoch='date')``) does that reduction; the positions come from JPL
integrations (below). Also recorded: the longitude and latitude speeds (degrees/day, central
difference over +-1 h), used by the tests only to move the reference across a difference of Delta T.

Time
----
The dates are UT (UT1): ``ts.ut1(...)`` of skyfield's builtin timescale (``builtin=True``:
no download). Skyfield's Delta T = TT - UT1 is the IERS series where measured and, before
and after it, the Stephenson, Morrison & Hohenkerk (2016) spline and its parabola. Swiss
Ephemeris has its own Delta T model, and for the future the two models part by minutes
(2400: about 750 s here against about 520 s in Swiss Ephemeris 2.09). That is a convention
about Earth's future rotation, not ephemeris accuracy, so every case records ``deltaT``,
``jdTT`` and each body's ``speed``; the tests compare at the same TT instant by moving the
reference by ``speed * (deltaT_api - deltaT) / 86400`` and check Delta T on its own.

Sources and their own accuracy
------------------------------
* 1900-2049: JPL DE421 (PyPI ``de421`` 2008.1; Folkner, Williams & Boggs 2009, IPN
  Progress Report 42-178). Inner planets to better than 1 km (a few milliarcseconds), Moon
  to about 1 m over the lunar laser ranging era, Jupiter ~ tens of km, Saturn ~ a few km,
  Uranus and Neptune ~ hundreds of km to thousands of km, Pluto a few thousand km in the
  20th century: all well below 0.1 arcsecond, except Pluto, good to well under 1 arcsecond.
* 1800-1899 and 2050-2399 (and the Moshier-range dates below): JPL DE406 (PyPI ``de406``
  1997.1; Standish 1998, JPL IOM 312.F-98-048), the long version of DE405 covering
  -3000..+3000, with its interpolation precision relaxed to 25 m (planets) and 1 m (Moon).
  DE405's planetary positions are good to a few km for the inner planets and to 0.1-1
  arcsecond-class for the outer planets over the historical period; Pluto before its 1930
  discovery rests on pre-discovery plates and extrapolation, with errors of the order of an
  arcsecond (its observed arc is short); the Moon away from the LLR era degrades with the
  tidal acceleration uncertainty, reaching arcseconds only centuries from the present.
  All of that is at least 10 times below the tolerances (0.002 deg = 7.2", 0.01 deg = 36").
* Cross-check inside this script: every date in 1900-2049 is also computed with DE406 and
  the largest DE421-DE406 difference per body is written to the vectors' meta.
* Guard against wiring mistakes (frames, signs, Delta T), not a reference: Astronomy Engine
  (PyPI ``astronomy-engine``; VSOP87 truncated, the Improved Lunar Ephemeris 1954 for the
  Moon, its own numerical integration for Pluto; stated accuracy about 1 arcminute) is
  computed at the same TT and the script fails if any body differs by more than 0.05 deg.
  Astronomy Engine is written independently of both JPL and Swiss Ephemeris.

Rejected: pyswisseph (same code as the service under test); astropy/ERFA builtin
ephemeris (epv00 for the Earth only, plan94 for the planets: arcseconds to arcminutes, no
Moon or Pluto); pymeeus (truncated VSOP87, and its Pluto theory, Meeus ch. 37, only holds for
1885-2099); Astronomy Engine as the reference (about 1 arcminute, worse than 0.01 deg).

Swiss Ephemeris in the service reads sepl_18/semo_18 (1800-2400) and uses the Moshier
analytical theory outside: the ``era: "moshier"`` cases (1600-1799, 2400-2600) check that path
against DE406 too.

Run: ``.venv/bin/python planets.py`` in test/oracles (see README.md).
"""
from __future__ import annotations

import json
import math
import os
import sys
from importlib.metadata import version

import astronomy
import de406
import de421
from skyfield.api import load

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from jpl_npy import NpyKernel  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'vectors', 'planets.json')

# Swiss Ephemeris body number -> (name, NAIF code, Astronomy Engine body)
BODIES = [
    (0, 'Sun', 10, astronomy.Body.Sun),
    (1, 'Moon', 301, astronomy.Body.Moon),
    (2, 'Mercury', 1, astronomy.Body.Mercury),
    (3, 'Venus', 2, astronomy.Body.Venus),
    (4, 'Mars', 4, astronomy.Body.Mars),
    (5, 'Jupiter', 5, astronomy.Body.Jupiter),
    (6, 'Saturn', 6, astronomy.Body.Saturn),
    (7, 'Uranus', 7, astronomy.Body.Uranus),
    (8, 'Neptune', 8, astronomy.Body.Neptune),
    (9, 'Pluto', 9, astronomy.Body.Pluto),
]


def dates():
    """40 UT moments over 1800-2399 (every 15 years, month/day/hour varied so that the Moon
    and the inner planets are sampled at unrelated phases), a few landmarks, and six dates
    outside 1800-2400 where the service uses the Moshier theory."""
    out = []
    for k in range(40):
        year = 1801 + 15 * k
        out.append((year, 1 + (5 * k) % 12, 1 + (11 * k) % 28, (7 * k) % 24, (13 * k) % 60, (29 * k) % 60))
    out += [
        (1800, 1, 2, 0, 0, 0),     # first day of the Swiss files
        (1899, 12, 31, 12, 0, 0),  # DE406 side of the DE421 switch
        (1900, 1, 1, 12, 0, 0),    # DE421 side
        (2000, 1, 1, 12, 0, 0),    # J2000
        (2049, 12, 31, 0, 0, 0),
        (2050, 1, 1, 0, 0, 0),
        (2399, 12, 31, 0, 0, 0),   # last day of the Swiss files
    ]
    moshier = [
        (1600, 6, 15, 6, 0, 0), (1700, 3, 1, 18, 0, 0), (1750, 11, 20, 0, 0, 0),
        (2400, 1, 2, 12, 0, 0), (2450, 8, 8, 8, 0, 0), (2600, 2, 28, 0, 0, 0),
    ]
    return sorted(out), moshier


def apparent(kernel, ts, t, code):
    earth = kernel['earth']
    target = kernel[code]

    def lonlat(tt):
        lat, lon, _ = earth.at(tt).observe(target).apparent().ecliptic_latlon(epoch='date')
        return float(lon.degrees), float(lat.degrees)

    lon, lat = lonlat(t)
    h = 1.0 / 24.0
    lon0, lat0 = lonlat(ts.tt_jd(t.tt - h))
    lon1, lat1 = lonlat(ts.tt_jd(t.tt + h))
    speed = ((lon1 - lon0 + 540.0) % 360.0 - 180.0) / (2 * h)
    lat_speed = (lat1 - lat0) / (2 * h)
    return lon % 360.0, lat, speed, lat_speed


def guard(t, swiss_id, body):
    """Astronomy Engine at the same TT: a check of this script's wiring, ~1' accurate."""
    at = astronomy.Time.FromTerrestrialTime(t.tt - 2451545.0)
    if swiss_id == 0:
        s = astronomy.SunPosition(at)
        return s.elon
    if swiss_id == 1:
        # EclipticGeoMoon has no aberration (~0.7" for the Moon): irrelevant for a 0.05 deg guard.
        return astronomy.EclipticGeoMoon(at).lon
    return astronomy.Ecliptic(astronomy.GeoVector(body, at, True)).elon


def arc(a, b):
    return (a - b + 540.0) % 360.0 - 180.0


def main():
    ts = load.timescale(builtin=True)
    k421 = NpyKernel(de421)
    k406 = NpyKernel(de406)
    regular, moshier = dates()
    cases = []
    cross = {name: 0.0 for _, name, _, _ in BODIES}
    guard_worst = {name: 0.0 for _, name, _, _ in BODIES}
    for era, group in (('swiss', regular), ('moshier', moshier)):
        for (y, mo, d, h, mi, s) in group:
            t = ts.ut1(y, mo, d, h, mi, s)
            use421 = 1900 <= y <= 2049
            kernel = k421 if use421 else k406
            bodies = []
            for swiss_id, name, code, ae_body in BODIES:
                lon, lat, speed, lat_speed = apparent(kernel, ts, t, code)
                if use421:
                    lon406 = apparent(k406, ts, t, code)[0]
                    cross[name] = max(cross[name], abs(arc(lon, lon406)) * 3600)
                g = abs(arc(lon, float(guard(t, swiss_id, ae_body))))
                guard_worst[name] = max(guard_worst[name], g * 3600)
                if g > 0.05:
                    raise SystemExit(f'guard: {name} {y}-{mo}-{d} differs from Astronomy Engine by {g:.4f} deg')
                bodies.append({'id': swiss_id, 'name': name, 'longitude': round(lon, 9), 'latitude': round(lat, 9), 'speed': round(speed, 9), 'latitudeSpeed': round(lat_speed, 9)})
            cases.append({
                'date': f'{y:04d}-{mo:02d}-{d:02d}',
                'time': f'{h:02d}:{mi:02d}:{s:02d}',
                'era': era,
                'source': 'DE421' if use421 else 'DE406',
                'jdUT': round(float(t.ut1), 9),
                'jdTT': round(float(t.tt), 9),
                'deltaT': round(float(t.delta_t), 4),
                'bodies': bodies,
            })
    meta = {
        'generator': 'test/oracles/planets.py',
        'quantity': 'apparent geocentric ecliptic longitude/latitude of date (true equinox and ecliptic of date), degrees; speed in degrees/day',
        'time': 'date/time are UT1; deltaT = TT - UT1 in seconds from skyfield builtin timescale',
        'sources': {'DE421': '1900-2049', 'DE406': '1800-1899, 2050-2399 and the moshier-era dates'},
        'versions': {p: version(p) for p in ('skyfield', 'jplephem', 'de421', 'de406', 'astronomy-engine', 'numpy')},
        'crossCheckDE421vsDE406MaxArcsec': {k: round(v, 3) for k, v in cross.items()},
        'guardAstronomyEngineMaxArcsec': {k: round(v, 1) for k, v in guard_worst.items()},
    }
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, 'w') as f:
        json.dump({'meta': meta, 'cases': cases}, f, indent=1)
        f.write('\n')
    print(f'{len(cases)} cases -> {OUT}')
    print('DE421 vs DE406, max arcsec:', meta['crossCheckDE421vsDE406MaxArcsec'])
    print('Astronomy Engine guard, max arcsec:', meta['guardAstronomyEngineMaxArcsec'])


if __name__ == '__main__':
    main()
