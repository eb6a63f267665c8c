"""Reference vectors for Ayurdaya (BPHS ch. 43) and the Tajika yogas, from pyjhora (PyJHora 4.8.7).

Ayurdaya: horoscope/dhasa/graha/aayu.py, the base years of each graha BEFORE the haranas:
_pindayu_santhanam / _nisargayu_santhanam (full years at deep exaltation, half at deep
debilitation, pro rata on the arc) and _amsayu(method=2) (navamsas elapsed = minutes of arc /
200, mod 12, the Varahamihira/BPHS reading; pyjhora's own default method=1, (degrees x 108) mod
12, is not the text's rule and is not used). pyjhora's module says "DO NOT USE THIS YET - NOT
FULLY IMPLEMENTED" and its haranas swap the benefic/malefic chakrapata factors, so only the base
years are taken from it; the haranas are tested against the text's rules by hand.

Tajika yogas: horoscope/transit/tajaka_yoga.py get_ithasala_yoga_planet_pairs and
get_eesarpha_yoga_planet_pairs on tajaka.annual_chart (its `years` counts the birth year as 1),
with the annual chart's signs and degrees so the test can restrict the comparison to the cases
where pyjhora's rule and the text's agree (see the test).
Lahiri, true node; pyjhora takes local-time Julian days.
Run: test/oracles/.venv/bin/python test/oracles/vedic_longevity_tajika.py
"""
import json, os, io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    from jhora.panchanga import drik
    from jhora.horoscope.chart import charts
    from jhora.horoscope.dhasa.graha import aayu
    from jhora.horoscope.transit import tajaka, tajaka_yoga
    from jhora import const
import swisseph as swe

drik.set_ayanamsa_mode('LAHIRI')

CASES = [
    ('delhi-1990', (1990, 7, 15), (14, 30, 0), 5.5, 28.6139, 77.209, [2000, 2024]),
    ('chennai-1985', (1985, 1, 3), (5, 10, 0), 5.5, 13.0827, 80.2707, [2020]),
    ('mumbai-2001', (2001, 11, 22), (23, 45, 30), 5.5, 19.076, 72.8777, [2025]),
    ('london-1975', (1975, 3, 21), (8, 0, 0), 0.0, 51.5074, -0.1278, [2010]),
    ('new-york-1969', (1969, 7, 20), (22, 56, 0), -4.0, 40.7128, -74.006, [1999]),
    ('sydney-2010', (2010, 6, 5), (12, 0, 0), 10.0, -33.8688, 151.2093, [2030]),
    ('kolkata-1947', (1947, 8, 15), (0, 0, 0), 5.5, 22.5726, 88.3639, [1990]),
    ('bangalore-2024', (2024, 2, 29), (18, 20, 0), 5.5, 12.9716, 77.5946, [2026]),
]

def longs(pp):
    return {('L' if p == const._ascendant_symbol else str(p)): h * 30 + d for p, (h, d) in pp}

out = []
for name, (y, m, d), (hh, mi, ss), off, lat, lon, years in CASES:
    jd = swe.julday(y, m, d, hh + mi / 60 + ss / 3600)
    place = drik.Place(name, lat, lon, off)
    with contextlib.redirect_stdout(io.StringIO()):
        pp = charts.rasi_chart(jd, place)
        pinda = aayu._pindayu_santhanam(pp, apply_haranas=False)
        nisarga = aayu._nisargayu_santhanam(pp, apply_haranas=False)
        amsa = aayu._amsayu(pp, apply_haranas=False, method=2)
    returns = []
    for year in years:
        n = year - y + 1
        with contextlib.redirect_stdout(io.StringIO()):
            cht, _ = tajaka.annual_chart(jd, place, years=n)
            ith = tajaka_yoga.get_ithasala_yoga_planet_pairs(cht)
            ees = tajaka_yoga.get_eesarpha_yoga_planet_pairs(cht)
        returns.append({'year': year, 'longitudes': longs(cht),
                        'ithasala': [[int(a), int(b), t] for a, b, t in ith],
                        'ishrafa': [[int(a), int(b)] for a, b in ees]})
    out.append({'name': name,
                'body': {'date': f'{y:04d}-{m:02d}-{d:02d}', 'time': f'{hh:02d}:{mi:02d}:{ss:02d}', 'timezoneOffset': off, 'latitude': lat, 'longitude': lon, 'nodeType': 'true'},
                'natal': longs(pp),
                'pindayuBase': {str(k): v for k, v in pinda.items()},
                'nisargayuBase': {str(k): v for k, v in nisarga.items()},
                'amsayuBase': {str(k): v for k, v in amsa.items()},
                'returns': returns})
json.dump({'source': 'pyjhora 4.8.7 (Lahiri, true node): aayu._pindayu_santhanam/_nisargayu_santhanam/_amsayu(method=2) without haranas; tajaka.annual_chart, tajaka_yoga.get_ithasala_yoga_planet_pairs/get_eesarpha_yoga_planet_pairs',
           'cases': out}, open(os.path.join(os.path.dirname(__file__), 'vectors', 'vedic-longevity-tajika.json'), 'w'), indent=1)
print('wrote', len(out))
