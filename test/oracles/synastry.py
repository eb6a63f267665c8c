"""
Synastry and composite vectors from kerykeion (PyPI kerykeion, which drives pyswisseph: the
same Swiss Ephemeris, so positions agree to rounding; what it checks independently is the
relationship arithmetic - inter-aspect pairing and separation, and midpoint composites).

Writes vectors/synastry.json, read by test/western/relationships.test.ts.

Conventions that differ from the service, and how the test handles them:
- kerykeion's synastry aspects use its own orbs (e.g. conjunction/opposition 10, trine 8,
  square 5, sextile 6 in 5.x); we pass active_aspects with the service's orbs for the five
  majors (conjunction/opposition 8, trine/square 7, sextile 5), restrict both sides to
  Sun-Pluto, and compare only those major aspects, so both sides should list the same pairs
  (except pairs within ~1e-6 deg of an orb edge).
- kerykeion's midpoint composite takes the near midpoint per planet (as Hand); its houses are
  the midpoints of the cusps, not derived from the composite MC, so only planets and the MC
  (midpoint of MCs in both) are compared.
"""
import json
import kerykeion
from kerykeion import AstrologicalSubjectFactory, AspectsFactory, CompositeSubjectFactory

PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']
ATTR = {p: p.lower() for p in PLANETS}
ASPECTS = [
    {'name': 'conjunction', 'orb': 8}, {'name': 'opposition', 'orb': 8},
    {'name': 'trine', 'orb': 7}, {'name': 'square', 'orb': 7}, {'name': 'sextile', 'orb': 5},
]

PAIRS = {
    'kyiv-london': (
        dict(year=1990, month=7, day=15, hour=14, minute=30, lat=50.45, lng=30.52, tz_str='Europe/Kyiv'),
        dict(year=1988, month=3, day=2, hour=8, minute=15, lat=51.5074, lng=-0.1278, tz_str='Europe/London'),
    ),
    'ny-tokyo': (
        dict(year=1984, month=12, day=24, hour=19, minute=45, lat=40.7128, lng=-74.006, tz_str='America/New_York'),
        dict(year=1992, month=6, day=9, hour=5, minute=20, lat=35.6762, lng=139.6503, tz_str='Asia/Tokyo'),
    ),
}


def subject(name, d):
    return AstrologicalSubjectFactory.from_birth_data(name=name, online=False, houses_system_identifier='P',
                                                       active_points=PLANETS + ['Ascendant', 'Medium_Coeli'], suppress_geonames_warning=True, **d)


def lon(subj, p):
    return getattr(subj, ATTR[p]).abs_pos


out = {'meta': {'kerykeion': getattr(kerykeion, '__version__', '5.x'), 'orbs': {a['name']: a['orb'] for a in ASPECTS}, 'bodies': PLANETS}, 'pairs': {}}
for key, (d1, d2) in PAIRS.items():
    a, b = subject('A', d1), subject('B', d2)
    asp = AspectsFactory.dual_chart_aspects(a, b, active_points=PLANETS, active_aspects=ASPECTS)
    aspects = []
    for x in asp.aspects:
        if x.p1_owner != 'A':  # keep chart1 x chart2 orientation
            continue
        aspects.append({'planet1': x.p1_name, 'planet2': x.p2_name, 'aspect': x.aspect, 'separation': min(abs(x.p1_abs_pos - x.p2_abs_pos) % 360, 360 - abs(x.p1_abs_pos - x.p2_abs_pos) % 360), 'orb': abs(x.orbit)})
    comp = CompositeSubjectFactory(a, b).get_midpoint_composite_subject_model()
    out['pairs'][key] = {
        'chart1': {p: lon(a, p) for p in PLANETS} | {'mc': a.medium_coeli.abs_pos},
        'chart2': {p: lon(b, p) for p in PLANETS} | {'mc': b.medium_coeli.abs_pos},
        'aspects': sorted(aspects, key=lambda r: (PLANETS.index(r['planet1']), PLANETS.index(r['planet2']))),
        'composite': {p: lon(comp, p) for p in PLANETS} | {'mc': comp.medium_coeli.abs_pos},
    }

with open('vectors/synastry.json', 'w') as f:
    json.dump(out, f, indent=1)
print(json.dumps({k: len(v['aspects']) for k, v in out['pairs'].items()}))
