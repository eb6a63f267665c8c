"""
Circumambulation vectors for /hellenistic/circumambulations: vectors.json.

Independent of the service's TypeScript: pyswisseph 2.10 (its own binding of the Swiss
Ephemeris, over the same data files as the service) gives the planets, the ARMC (swe_houses_ex) and the
true obliquity (SE_ECL_NUT); the bound boundaries' right ascension and declination come from
swe_cotrans; the arcs are written out here from the textbook formulas (Gansten, Primary
Directions, 2009, ch. 3-5):
  - to the Ascendant: arc = OA(boundary) - OA(ASC), OA = RA - asin(tan phi tan delta),
    OA(ASC) = ARMC + 90 (the rising point);
    the partners' contacts (a body's degree or a ray, latitude 0) directed the same way;
  - to the Sun and the Moon (Placidian proportional semi-arc): the boundary must reach the body's
    proportional distance from the meridian, MD_b / SA_b = MD_body / SA_body in the same quadrant.
The Egyptian bounds are typed here from Ptolemy, Tetrabiblos I.20 (Robbins, Loeb 1940).
Run: python3 circumambulations.py (writes vectors.json beside this file).
"""
import json, math, os
import swisseph as swe

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..'))
# The same ephemeris files the service reads (as tnos.py does): the check is of the direction
# arithmetic, through another binding and formulas written out here, not of the ephemeris.
swe.set_ephe_path(os.path.join(ROOT, 'node_modules/swisseph/ephe') + ':' + os.path.join(ROOT, 'runtime/ephe'))
D = math.pi / 180

EGYPTIAN = [
    [('Jupiter', 6), ('Venus', 12), ('Mercury', 20), ('Mars', 25), ('Saturn', 30)],
    [('Venus', 8), ('Mercury', 14), ('Jupiter', 22), ('Saturn', 27), ('Mars', 30)],
    [('Mercury', 6), ('Jupiter', 12), ('Venus', 17), ('Mars', 24), ('Saturn', 30)],
    [('Mars', 7), ('Venus', 13), ('Mercury', 19), ('Jupiter', 26), ('Saturn', 30)],
    [('Jupiter', 6), ('Venus', 11), ('Saturn', 18), ('Mercury', 24), ('Mars', 30)],
    [('Mercury', 7), ('Venus', 17), ('Jupiter', 21), ('Mars', 28), ('Saturn', 30)],
    [('Saturn', 6), ('Mercury', 14), ('Jupiter', 21), ('Venus', 28), ('Mars', 30)],
    [('Mars', 7), ('Venus', 11), ('Mercury', 19), ('Jupiter', 24), ('Saturn', 30)],
    [('Jupiter', 12), ('Venus', 17), ('Mercury', 21), ('Saturn', 26), ('Mars', 30)],
    [('Mercury', 7), ('Jupiter', 14), ('Venus', 22), ('Saturn', 26), ('Mars', 30)],
    [('Mercury', 7), ('Venus', 13), ('Jupiter', 20), ('Mars', 25), ('Saturn', 30)],
    [('Venus', 12), ('Jupiter', 16), ('Mercury', 19), ('Mars', 28), ('Saturn', 30)],
]
PLANETS = {'Sun': 0, 'Moon': 1, 'Mercury': 2, 'Venus': 3, 'Mars': 4, 'Jupiter': 5, 'Saturn': 6}


def boundaries_after(lon, count):
    """(start longitude, lord) of the bounds following the one holding lon."""
    out = []
    s = int(lon // 30)
    d = lon - 30 * s
    i = next(k for k, (_, end) in enumerate(EGYPTIAN[s]) if d < end) + 1
    while len(out) < count:
        if i == 5:
            i, s = 0, (s + 1) % 12
        start = 30 * s + (0 if i == 0 else EGYPTIAN[s][i - 1][1])
        out.append((start, EGYPTIAN[s][i][0]))
        i += 1
    return out


def equatorial(lon, eps):
    ra, dec, _ = swe.cotrans((lon, 0.0, 1.0), -eps)
    return ra % 360, dec


def semi_arcs(phi, dec):
    ad = math.degrees(math.asin(math.tan(phi * D) * math.tan(dec * D)))
    return 90 + ad, 90 - ad


def proportional(ha, dsa, nsa):
    """Quadrant and fraction MD / SA of a point with hour angle ha in [0, 360) (west positive)."""
    if ha < dsa: return 0, ha / dsa                      # above, west of the meridian
    if ha < 180: return 1, (180 - ha) / nsa               # below, west (distance from the lower meridian)
    if ha < 180 + nsa: return 2, (ha - 180) / nsa         # below, east
    return 3, (360 - ha) / dsa                            # above, east


def hour_angle_for(quadrant, f, dsa, nsa):
    return [f * dsa, 180 - f * nsa, 180 + f * nsa, 360 - f * dsa][quadrant]


def chart(y, m, d, hour_ut, phi, lam):
    jd = swe.julday(y, m, d, hour_ut)
    eps = swe.calc_ut(jd, swe.ECL_NUT)[0][0]
    cusps, ascmc = swe.houses_ex(jd, phi, lam, b'P')
    lon = {p: swe.calc_ut(jd, i)[0][0] for p, i in PLANETS.items()}
    eq = {p: swe.calc_ut(jd, i, swe.FLG_EQUATORIAL)[0] for p, i in PLANETS.items()}
    return jd, eps, ascmc[0], ascmc[2], lon, eq


def oblique_ascension(lon, eps, phi):
    ra, dec = equatorial(lon, eps)
    dsa, _ = semi_arcs(phi, dec)
    return ra - (dsa - 90)


def contacts(start, end, lon):
    """Bodies and Ptolemaic rays (60, 90, 120 either way, 180) of the seven planets in [start, end)."""
    out = []
    for p, l in lon.items():
        for off, kind in [(0, 'body'), (60, 'ray'), (-60, 'ray'), (90, 'ray'), (-90, 'ray'), (120, 'ray'), (-120, 'ray'), (180, 'ray')]:
            x = (l + off) % 360
            if (x - start) % 360 < (end - start) % 360:
                out.append((p, kind, x))
    return out


def to_ascendant(asc, armc, eps, phi, rate, years, lon=None):
    oa_asc = armc + 90
    rows = []
    for k, (start, lord) in enumerate(boundaries_after(asc, 40)):
        arc = (oblique_ascension(start, eps, phi) - oa_asc) % 360
        if arc / rate > years: break
        row = {'boundStartLongitude': start, 'lord': lord, 'arc': arc, 'age': arc / rate}
        if lon is not None:
            end = boundaries_after(asc, 41)[k + 1][0]
            row['partners'] = sorted(({'planet': p, 'contact': kind, 'longitude': x, 'arc': (oblique_ascension(x, eps, phi) - oa_asc) % 360}
                                      for p, kind, x in contacts(start, end, lon)), key=lambda c: c['arc'])
        rows.append(row)
    return rows


def to_body(body_lon, body_eq, armc, eps, phi, rate, years):
    """Bound entries of a body directed by the Placidian proportion. A body off the ecliptic (the
    Moon) may stand in mundo beyond the next boundaries of its longitude's bound: boundaries
    already passed (the arc would exceed 180) are skipped and the last of them starts the run."""
    dsa_s, nsa_s = semi_arcs(phi, body_eq[1])
    q, f = proportional((armc - body_eq[0]) % 360, dsa_s, nsa_s)
    rows, start_lord, ahead = [], None, False
    s = int(body_lon // 30)
    d = body_lon - 30 * s
    start_lord = next(l for l, end in EGYPTIAN[s] if d < end)
    for start, lord in boundaries_after(body_lon, 40):
        ra, dec = equatorial(start, eps)
        dsa, nsa = semi_arcs(phi, dec)
        arc = (hour_angle_for(q, f, dsa, nsa) - (armc - ra) % 360) % 360
        if arc > 180:
            if not ahead:
                start_lord = lord
                continue
            break
        ahead = True
        if arc / rate > years: break
        rows.append({'boundStartLongitude': start, 'lord': lord, 'arc': arc, 'age': arc / rate})
    return {'startLord': start_lord, 'entries': rows}


NAIBOD = 0.98564733
cases = []
for name, (y, m, d, h, phi, lam) in {
    'kyiv': (1990, 7, 15, 11.5, 50.45, 30.52),
    'paris-night': (1985, 1, 10, 22.25, 48.85, 2.35),
}.items():
    jd, eps, asc, armc, lon, eq = chart(y, m, d, h, phi, lam)
    cases.append({
        'name': name, 'jd': jd, 'trueObliquity': eps, 'armc': armc, 'ascendant': asc, 'longitudes': lon,
        'ascendantPtolemy90': to_ascendant(asc, armc, eps, phi, 1.0, 90, lon),
        'ascendantNaibod60': to_ascendant(asc, armc, eps, phi, NAIBOD, 60),
        'sunPtolemy60': to_body(lon['Sun'], eq['Sun'], armc, eps, phi, 1.0, 60),
        'moonPtolemy40': to_body(lon['Moon'], eq['Moon'], armc, eps, phi, 1.0, 40),
    })

with open(os.path.join(HERE, 'vectors.json'), 'w') as f:
    json.dump({'generator': 'test/oracles/circumambulations/circumambulations.py, pyswisseph ' + swe.version, 'cases': cases}, f, indent=1)
print('wrote', sum(len(c['ascendantPtolemy90']) + len(c['sunPtolemy60']['entries']) + len(c['moonPtolemy40']['entries']) for c in cases), 'arcs')
