"""Reference data for /vedic/gochara/sarvatobhadra, from pyjhora (PyJHora 4.8.7, after Jagannatha Hora).

- grid: the 9 x 9 Sarvatobhadra chakra as pyjhora lays it out (jhora/ui/chakra.py, class
  Sarvatobadra, `_grid_label_values`; North at the top, East on the right). Read from the source
  with `ast` (the module imports PyQt, which the oracle environment need not load). Integers on
  the border are stars 1-27 with 28 = Abhijit, integers inside are signs 1-12.
- cases: the natal Moon's nakshatra and the lagna sign (charts.divisional_chart), and for the
  transit moment the nine grahas' sidereal longitudes, nakshatras (drik.nakshatra_pada, 27-star),
  retrograde list (drik.planets_in_retrograde), speeds (drik.planets_speed_info), the tithi
  (drik.tithi) and the Vedic weekday (drik.vaara, sunrise to sunrise).
pyjhora: Lahiri, true node (the test sends nodeType=true). Output: vectors/vedic-sarvatobhadra.json.
Run: test/oracles/.venv/bin/python test/oracles/vedic_sarvatobhadra.py
"""
import ast, json, os, io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    import jhora
    from jhora.panchanga import drik
    from jhora.horoscope.chart import charts
    from jhora import const
import swisseph as swe

drik.set_ayanamsa_mode('LAHIRI')

src = open(os.path.join(os.path.dirname(jhora.__file__), 'ui', 'chakra.py')).read()
grid = None
for node in ast.walk(ast.parse(src)):
    if isinstance(node, ast.ClassDef) and node.name == 'Sarvatobadra':
        for sub in ast.walk(node):
            if isinstance(sub, ast.Assign) and any(isinstance(t, ast.Attribute) and t.attr == '_grid_label_values' for t in sub.targets):
                grid = ast.literal_eval(sub.value)
assert grid is not None and len(grid) == 9

CASES = [
    # name, natal (date, time, offset, lat, lon), transit (date, time)
    ('delhi-1990', (1990, 7, 15), (14, 30, 0), 5.5, 28.6139, 77.209, (2025, 3, 1), (12, 0, 0)),
    ('delhi-1990-b', (1990, 7, 15), (14, 30, 0), 5.5, 28.6139, 77.209, (2024, 10, 15), (6, 0, 0)),
    ('chennai-1985', (1985, 1, 3), (5, 10, 0), 5.5, 13.0827, 80.2707, (2023, 6, 20), (18, 30, 0)),
]

def jd_of(ymd, hms):
    return swe.julday(ymd[0], ymd[1], ymd[2], hms[0] + hms[1] / 60 + hms[2] / 3600)

out = []
for name, nd, nt, off, lat, lon, td, tt in CASES:
    place = drik.Place(name, lat, lon, off)
    jn, jt = jd_of(nd, nt), jd_of(td, tt)
    with contextlib.redirect_stdout(io.StringIO()):
        natal = charts.divisional_chart(jn, place, divisional_chart_factor=1)
        sky = charts.divisional_chart(jt, place, divisional_chart_factor=1)
        retro = drik.planets_in_retrograde(jt, place)
        speeds = drik.planets_speed_info(jt, place)
        tithi = drik.tithi(jt, place)
        vaara = drik.vaara(jt, place)
    natal_lon = {('L' if p == const._ascendant_symbol else int(p)): s * 30 + d for p, (s, d) in natal}
    sky_lon = {int(p): s * 30 + d for p, (s, d) in sky if p != const._ascendant_symbol and int(p) <= 8}
    out.append({
        'name': name,
        'body': {'date': f'{nd[0]:04d}-{nd[1]:02d}-{nd[2]:02d}', 'time': f'{nt[0]:02d}:{nt[1]:02d}:{nt[2]:02d}', 'timezoneOffset': off, 'latitude': lat, 'longitude': lon, 'nodeType': 'true',
                 'targetDate': f'{td[0]:04d}-{td[1]:02d}-{td[2]:02d}', 'targetTime': f'{tt[0]:02d}:{tt[1]:02d}:{tt[2]:02d}'},
        'natalMoonLongitude': natal_lon[1],
        'natalMoonNakshatra': drik.nakshatra_pada(natal_lon[1])[:2],
        'lagnaSign': int(natal_lon['L'] // 30) + 1,
        'transit': {str(p): {'longitude': l, 'nakshatra': drik.nakshatra_pada(l)[0], 'speed': speeds[p][3] if p in speeds else None} for p, l in sky_lon.items()},
        'retrograde': [int(p) for p in retro],
        'tithi': int(tithi[0]),
        'weekday': int(vaara),
    })
json.dump({'source': 'pyjhora 4.8.7 (Lahiri, true node): ui/chakra.py Sarvatobadra grid; charts.divisional_chart, drik.nakshatra_pada, planets_in_retrograde, planets_speed_info, tithi, vaara',
           'grid': grid, 'cases': out}, open(os.path.join(os.path.dirname(__file__), 'vectors', 'vedic-sarvatobhadra.json'), 'w'), indent=1)
print('wrote', len(out))
