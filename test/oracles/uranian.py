"""Positions of the eight Hamburg School transneptunian points (Swiss Ephemeris fictitious
bodies SE_CUPIDO 40 ... SE_POSEIDON 47: Witte's Cupido, Hades, Zeus, Kronos; Sieggruen's
Apollon, Admetos, Vulkanus, Poseidon), from pyswisseph: the C library through Python, an
independent binding and body-number mapping with the library's built-in orbital elements
(swemplan.c plan_oscu_elem, Witte/Sieggruen elements as Astrodienst publishes them).
Writes vectors/uranian.json; test/hellenistic/uranian.cases.ts reads it."""
import json, os
import swisseph as swe

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..', '..')
swe.set_ephe_path(os.path.join(ROOT, 'node_modules/swisseph/ephe') + ':' + os.path.join(ROOT, 'runtime/ephe'))
NAMES = ['cupido', 'hades', 'zeus', 'kronos', 'apollon', 'admetos', 'vulkanus', 'poseidon']
DATES = [(1990, 7, 15, 11.5), (1950, 1, 1, 0.0), (2000, 1, 1, 12.0), (2024, 3, 20, 3.0)]
out = []
for (y, m, d, h) in DATES:
    jd = swe.julday(y, m, d, h)
    rows = []
    for i, name in enumerate(NAMES):
        r, fl = swe.calc_ut(jd, 40 + i, swe.FLG_SWIEPH | swe.FLG_SPEED)
        rows.append({'id': 40 + i, 'slug': name, 'name': swe.get_planet_name(40 + i), 'longitude': r[0], 'latitude': r[1], 'speed': r[3]})
    out.append({'utc': f'{y:04d}-{m:02d}-{d:02d}T{int(h):02d}:{int(round((h % 1) * 60)):02d}:00Z', 'jd': jd, 'bodies': rows})
json.dump({'source': 'pyswisseph ' + swe.version, 'dates': out}, open(os.path.join(HERE, 'vectors', 'uranian.json'), 'w'), indent=1)
print('ok', len(out))
