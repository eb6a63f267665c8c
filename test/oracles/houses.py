"""Reference vectors for house cusps: test/oracles/vectors/houses.json.

An implementation of the house systems written here from the textbook definitions, sharing
no code with Swiss Ephemeris, computed from ARMC, geographic latitude and the true obliquity.
Those three inputs are written into every case, so a comparison made from them (Swiss
Ephemeris' swe_houses_armc) is of the house mathematics alone; the same case also names a UT
date, time and place, and the inputs come from skyfield for that moment, so the adapter and
the HTTP service can be checked on the same chart end to end.

Inputs per case
---------------
* ARMC = Greenwich apparent sidereal time (skyfield ``Time.gast``: IAU 2006 GMST from the
  Earth rotation angle plus the IAU 2000A equation of the equinoxes with its complementary
  terms) x 15 + east longitude. The date/time is UT1 (``ts.ut1``).
* obliquity = IAU 2006 mean obliquity + IAU 2000A nutation in obliquity (skyfield), i.e. the
  true obliquity of date, as Swiss Ephemeris uses for houses.

Formulas (sources: R. W. Holden, "The Elements of House Division", Fowler 1977; M. Munkasey,
"A Concise Guide to House Systems" / "The Astrological Thesaurus: House Systems"; J. Meeus,
"Astronomical Algorithms", 2nd ed., ch. 13 for the coordinate transformations)
------------------------------------------------------------------------------------------
Notation: a = ARMC, f = latitude, e = obliquity, all in degrees.

* MC: l = atan2(sin a, cos a cos e). Ascendant: l = atan2(cos a, -(sin a cos e + tan f sin e)).
* The ecliptic point whose oblique ascension under pole P is R (Holden ch. on the "pole"
  method): l(R, P) = atan2(sin R, cos R cos e - tan P sin e). P = f, R = a + 90 gives the
  Ascendant; P = 0, R = a gives the MC.
* Regiomontanus: the equator divided in 30-degree steps from the meridian, cusps on the
  great circles through the north and south points of the horizon: for H = 30, 60, 90, 120,
  150 (cusps 11, 12, 1, 2, 3): tan P = tan f sin H, cusp = l(a + H, P).
* Campanus: the prime vertical divided in 30-degree steps from the zenith (A = 30 ... 150),
  the same family of circles: the circle through the prime-vertical point A meets the equator
  at H with tan H = cos f tan A (same quadrant as A); then as Regiomontanus.
* Placidus: cusps 11, 12 are the points whose hour angle east is 1/3, 2/3 of their own
  diurnal semi-arc DSA = acos(-tan f tan d); cusps 3, 2 are 1/3, 2/3 of the nocturnal
  semi-arc (180 - DSA) from the lower meridian: RA = a + k DSA / 3 (k = 1, 2) and
  RA = a + 180 - k (180 - DSA) / 3; solved by iterating l -> (RA, d) to 1e-12 degree.
* Koch (birthplace, GOH): D = diurnal semi-arc of the MC degree (its declination
  d = asin(sin e sin MC)). Cusps 11, 12, 1, 2, 3 are the Ascendants for the sidereal times
  a - 2D/3, a - D/3, a, a + D/3, a + 2D/3 (the MC degree rose at a - D).
* Porphyry: each quadrant of the ecliptic between the angles trisected in longitude.
* Equal: Ascendant + 30 (n - 1). Whole sign: 0 Aries-based sign of the Ascendant + 30 (n - 1).
* Alcabitius: the Ascendant degree's diurnal semi-arc trisected on the equator (nocturnal for
  cusps 2, 3), projected by hour circles: RA as for Placidus but with the Ascendant's DSA for
  every cusp, cusp = l(RA, 0).
* Meridian (axial rotation, X): cusp = l(a + 30 (n - 10), 0). Morinus: the equator points
  a + 30 (n - 10) projected through the ecliptic poles: cusp = atan2(sin R cos e, cos R).
Cusps 4-9 are the opposites of 10-3.

A third list, ``sidereal``, holds GAST x 15 (degrees) and the true obliquity for dates over
1800-2400, for checking the sidereal time the service derives from a date (ARMC at
longitude 0) on its own.

Self-checks (the script stops if one fails): MC, Ascendant, Regiomontanus and Campanus are
also solved by vector geometry (intersection of each house circle's plane with the ecliptic
plane, in horizon coordinates) and must agree to 1e-9 degree; Placidus cusps must satisfy
their semi-arc condition to 1e-9 degree; Koch's cusp 10 rule (Ascendant at a - D = MC degree)
is checked too.

Run: ``.venv/bin/python houses.py`` in test/oracles (see README.md).
"""
from __future__ import annotations

import json
import math
import os
from importlib.metadata import version

import numpy as np
from skyfield.api import load

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'vectors', 'houses.json')

SYSTEMS = ['P', 'K', 'R', 'C', 'O', 'E', 'W', 'B', 'M', 'X']

d2r, r2d = math.radians, math.degrees


def sind(x): return math.sin(d2r(x))
def cosd(x): return math.cos(d2r(x))
def tand(x): return math.tan(d2r(x))
def atan2d(y, x): return r2d(math.atan2(y, x))
def norm(x): return x % 360.0


def arc(a, b):
    return (a - b + 540.0) % 360.0 - 180.0


def mc_of(a, e):
    return norm(atan2d(sind(a), cosd(a) * cosd(e)))


def asc_of(a, f, e):
    return norm(atan2d(cosd(a), -(sind(a) * cosd(e) + tand(f) * sind(e))))


def on_pole(r, tan_p, e):
    """Ecliptic longitude whose oblique ascension under a pole of tangent tan_p is r."""
    return norm(atan2d(sind(r), cosd(r) * cosd(e) - tan_p * sind(e)))


def ra_to_lon(ra, e):
    """Ecliptic longitude of the ecliptic point with right ascension ra."""
    return norm(atan2d(sind(ra), cosd(ra) * cosd(e)))


def declination(lon, e):
    return r2d(math.asin(sind(e) * sind(lon)))


def dsa(decl, f):
    """Diurnal semi-arc, degrees."""
    x = -tand(f) * tand(decl)
    if abs(x) > 1:
        raise ValueError('circumpolar point: no semi-arc')
    return r2d(math.acos(x))


def full(c10, c11, c12, c1, c2, c3):
    first = [c1, c2, c3, norm(c10 + 180), norm(c11 + 180), norm(c12 + 180)]
    return [norm(x) for x in first + [norm(x + 180) for x in first[:3]] + [c10, c11, c12]]


def regiomontanus(a, f, e):
    c = {h: on_pole(a + h, tand(f) * sind(h), e) for h in (30, 60, 90, 120, 150)}
    return full(mc_of(a, e), c[30], c[60], c[90], c[120], c[150])


def campanus_h(A, f):
    return atan2d(sind(A) * cosd(f), cosd(A))


def campanus(a, f, e):
    c = {}
    for A in (30, 60, 90, 120, 150):
        h = campanus_h(A, f)
        c[A] = on_pole(a + h, tand(f) * sind(h), e)
    return full(mc_of(a, e), c[30], c[60], c[90], c[120], c[150])


def placidus_cusp(a, f, e, upper, k):
    ra = a + (30 * k if upper else 180 - 30 * k)
    for _ in range(200):
        lon = ra_to_lon(ra, e)
        s = dsa(declination(lon, e), f)
        new = a + k * s / 3 if upper else a + 180 - k * (180 - s) / 3
        if abs(arc(new, ra)) < 1e-12:
            ra = new
            break
        ra = new
    else:
        raise RuntimeError('Placidus iteration did not converge')
    return ra_to_lon(ra, e)


def placidus(a, f, e):
    return full(mc_of(a, e), placidus_cusp(a, f, e, True, 1), placidus_cusp(a, f, e, True, 2), asc_of(a, f, e),
                placidus_cusp(a, f, e, False, 2), placidus_cusp(a, f, e, False, 1))


def koch(a, f, e):
    d = dsa(declination(mc_of(a, e), e), f)
    cs = [asc_of(a + k * d / 3, f, e) for k in (-2, -1, 0, 1, 2)]
    return full(mc_of(a, e), *cs)


def porphyry(a, f, e):
    mc, asc = mc_of(a, e), asc_of(a, f, e)
    q = norm(asc - mc) / 3
    r = norm(mc + 180 - asc) / 3
    return full(mc, mc + q, mc + 2 * q, asc, asc + r, asc + 2 * r)


def equal(a, f, e):
    asc = asc_of(a, f, e)
    return [norm(asc + 30 * i) for i in range(12)]


def whole_sign(a, f, e):
    first = math.floor(asc_of(a, f, e) / 30) * 30
    return [norm(first + 30 * i) for i in range(12)]


def alcabitius(a, f, e):
    asc = asc_of(a, f, e)
    s = dsa(declination(asc, e), f)
    n = 180 - s
    return full(mc_of(a, e), ra_to_lon(a + s / 3, e), ra_to_lon(a + 2 * s / 3, e), asc,
                ra_to_lon(a + 180 - 2 * n / 3, e), ra_to_lon(a + 180 - n / 3, e))


def meridian(a, f, e):
    return [ra_to_lon(a + 30 * (n - 10), e) for n in range(1, 13)]


def morinus(a, f, e):
    return [norm(atan2d(sind(a + 30 * (n - 10)) * cosd(e), cosd(a + 30 * (n - 10)))) for n in range(1, 13)]


FUNCS = {'P': placidus, 'K': koch, 'R': regiomontanus, 'C': campanus, 'O': porphyry, 'E': equal,
         'W': whole_sign, 'B': alcabitius, 'M': morinus, 'X': meridian}


# ---- independent geometric checks -----------------------------------------------------

def _frames(a, f, e):
    """Horizon unit vectors and the ecliptic basis, in equatorial-of-date coordinates."""
    zen = np.array([cosd(f) * cosd(a), cosd(f) * sind(a), sind(f)])
    north = np.array([-sind(f) * cosd(a), -sind(f) * sind(a), cosd(f)])
    east = np.array([-sind(a), cosd(a), 0.0])
    south = -north
    ecl_x = np.array([1.0, 0.0, 0.0])
    ecl_y = np.array([0.0, cosd(e), sind(e)])
    ecl_n = np.array([0.0, -sind(e), cosd(e)])
    return zen, south, east, ecl_x, ecl_y, ecl_n


def _cut(normal, toward, ecl_x, ecl_y, ecl_n):
    d = np.cross(normal, ecl_n)
    if np.dot(d, toward) < 0:
        d = -d
    return norm(atan2d(np.dot(d, ecl_y), np.dot(d, ecl_x)))


def geometric(a, f, e):
    zen, south, east, ex, ey, en = _frames(a, f, e)
    upper_equator = cosd(f) * zen + sind(f) * south  # hour angle 0, on the equator
    out = {'mc': _cut(east, upper_equator, ex, ey, en), 'asc': _cut(zen, east, ex, ey, en), 'R': {}, 'C': {}}
    for k, x in ((11, 30), (12, 60), (1, 90), (2, 120), (3, 150)):
        m = cosd(x) * upper_equator + sind(x) * east           # Regiomontanus: equator point
        q = m - np.dot(m, south) * south
        out['R'][k] = _cut(np.cross(south, q), q, ex, ey, en)
        p = cosd(x) * zen + sind(x) * east                     # Campanus: prime-vertical point
        out['C'][k] = _cut(np.cross(south, p), p, ex, ey, en)
    return out


def self_check(a, f, e, cusps):
    g = geometric(a, f, e)
    problems = []
    if abs(arc(g['mc'], mc_of(a, e))) > 1e-9:
        problems.append('MC')
    if abs(arc(g['asc'], asc_of(a, f, e))) > 1e-9:
        problems.append('Asc')
    index = {11: 10, 12: 11, 1: 0, 2: 1, 3: 2}
    for s in ('R', 'C'):
        for k, v in g[s].items():
            if abs(arc(v, cusps[s][index[k]])) > 1e-9:
                problems.append(f'{s}{k}: closed {cusps[s][index[k]]} vs geometric {v}')
    for i, upper, k in ((10, True, 1), (11, True, 2), (1, False, 2), (2, False, 1)):
        lon = cusps['P'][i]
        ra = norm(atan2d(sind(lon) * cosd(e), cosd(lon)))
        s = dsa(declination(lon, e), f)
        want = a + k * s / 3 if upper else a + 180 - k * (180 - s) / 3
        if abs(arc(ra, want)) > 1e-9:
            problems.append(f'Placidus cusp {i + 1} semi-arc condition')
    d = dsa(declination(mc_of(a, e), e), f)
    if abs(arc(asc_of(a - d, f, e), mc_of(a, e))) > 1e-9:
        problems.append('Koch: Ascendant when the MC degree rose is not the MC')
    if problems:
        raise SystemExit(f'self-check failed at ARMC {a} lat {f} eps {e}: {problems}')


# ---- cases ------------------------------------------------------------------------------

PLACES = [
    # name, latitude, east longitude, UT date: each place gets 8 times 3 h apart (+17 min each)
    ('London', 51.5, -0.13, (1990, 7, 15)),
    ('Cape Town', -33.9, 18.42, (2024, 3, 20)),
    ('New York', 40.7, -74.0, (1950, 12, 25)),
    ('lat 60 N', 60.0, 10.75, (2010, 6, 21)),
    ('Dunedin', -45.87, 170.5, (1875, 10, 10)),
    ('Reykjavik', 64.15, -21.94, (2035, 1, 1)),
    ('Quito', -0.22, -78.51, (2000, 1, 1)),
    ('lat 60 S', -60.0, -45.0, (2045, 9, 1)),
]

# Greenwich apparent sidereal time (degrees) and true obliquity over 1800-2400, for the ARMC
# the service computes from a date: the cases above stay within 1850-2050, where Swiss
# Ephemeris uses the IERS/IAU 2006 sidereal time; outside it uses a long-term formula.
SIDEREAL_DATES = [(y, 1 + (y * 7) % 12, 1 + (y * 3) % 28, (y * 5) % 24) for y in (
    1800, 1820, 1840, 1849, 1851, 1875, 1900, 1925, 1950, 1975, 2000, 2025, 2049,
    2051, 2075, 2100, 2125, 2150, 2200, 2250, 2300, 2350, 2399)]


def main():
    ts = load.timescale(builtin=True)
    cases = []
    for name, lat, lon, (y, mo, d) in PLACES:
        for i in range(8):
            minutes = i * (180 + 17)
            t = ts.ut1(y, mo, d, minutes // 60, minutes % 60, 0)
            armc = norm(float(t.gast) * 15.0 + lon)
            _, d_eps = t._nutation_angles_radians
            eps = r2d(float(t._mean_obliquity_radians) + float(d_eps))
            cusps = {s: FUNCS[s](armc, lat, eps) for s in SYSTEMS}
            self_check(armc, lat, eps, cusps)
            cases.append({
                'place': name,
                'date': f'{y:04d}-{mo:02d}-{d:02d}',
                'time': f'{minutes // 60:02d}:{minutes % 60:02d}:00',
                'latitude': lat,
                'longitude': lon,
                'jdUT': round(float(t.ut1), 9),
                'armc': round(armc, 10),
                'obliquity': round(eps, 10),
                'ascendant': round(asc_of(armc, lat, eps), 10),
                'mc': round(mc_of(armc, eps), 10),
                'cusps': {s: [round(c, 10) for c in v] for s, v in cusps.items()},
            })
    sidereal = []
    for (y, mo, d, h) in SIDEREAL_DATES:
        t = ts.ut1(y, mo, d, h)
        _, d_eps = t._nutation_angles_radians
        sidereal.append({
            'date': f'{y:04d}-{mo:02d}-{d:02d}', 'time': f'{h:02d}:00:00', 'jdUT': round(float(t.ut1), 9),
            'gast': round(norm(float(t.gast) * 15.0), 10),
            'obliquity': round(r2d(float(t._mean_obliquity_radians) + float(d_eps)), 10),
        })
    meta = {
        'generator': 'test/oracles/houses.py',
        'quantity': 'tropical house cusps (index 0 = house 1), degrees, from armc/latitude/obliquity as recorded',
        'inputs': 'armc = skyfield GAST*15 + east longitude at the UT1 date/time; obliquity = IAU 2006 mean + IAU 2000A nutation (true)',
        'systems': SYSTEMS,
        'versions': {p: version(p) for p in ('skyfield', 'numpy')},
    }
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, 'w') as f:
        f.write('{"meta": ' + json.dumps(meta) + ',\n"cases": [\n')
        f.write(',\n'.join(json.dumps(c) for c in cases))
        f.write('\n],\n"sidereal": [\n')
        f.write(',\n'.join(json.dumps(c) for c in sidereal))
        f.write('\n]}\n')
    print(f'{len(cases)} cases x {len(SYSTEMS)} systems -> {OUT}')


if __name__ == '__main__':
    main()
