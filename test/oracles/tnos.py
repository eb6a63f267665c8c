"""Positions of the seven trans-Neptunian bodies whose Swiss files runtime/ephe holds, from
pyswisseph (the C library through Python: an independent binding and body-number mapping,
but the same data files: there is no offline independent orbit for these bodies here).
Writes vectors/tnos.json."""
import json, os
import swisseph as swe

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..', '..')
swe.set_ephe_path(os.path.join(ROOT, 'node_modules/swisseph/ephe') + ':' + os.path.join(ROOT, 'runtime/ephe'))
BODIES = {136199: 'Eris', 90377: 'Sedna', 136108: 'Haumea', 136472: 'Makemake', 50000: 'Quaoar', 90482: 'Orcus', 28978: 'Ixion'}
DATES = [(1990, 7, 15, 11.5), (2000, 1, 1, 12.0), (2024, 3, 20, 3.0), (1850, 6, 1, 0.0)]
out = []
for (y, m, d, h) in DATES:
    jd = swe.julday(y, m, d, h)
    rows = []
    for n, name in BODIES.items():
        r, fl = swe.calc_ut(jd, swe.AST_OFFSET + n, swe.FLG_SWIEPH | swe.FLG_SPEED)
        assert fl & swe.FLG_SWIEPH
        rows.append({'number': n, 'name': name, 'longitude': r[0], 'latitude': r[1], 'speed': r[3]})
    out.append({'utc': f'{y:04d}-{m:02d}-{d:02d}T{int(h):02d}:{int(round((h % 1) * 60)):02d}:00Z', 'jd': jd, 'bodies': rows})
json.dump({'source': 'pyswisseph ' + swe.version + ', runtime/ephe files', 'dates': out}, open(os.path.join(HERE, 'vectors', 'tnos.json'), 'w'), indent=1)
print('ok', len(out))
