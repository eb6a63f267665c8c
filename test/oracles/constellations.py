"""
Constellation boundaries and the oracle vectors of /constellations.

1. Writes plugins/western/data/constellations.json: the IAU boundaries of Nancy Roman,
   'Identification of a Constellation From a Position', PASP 99 (1987), CDS VI/42, in the grid
   layout skyfield ships (skyfield/data/constellations.npz: every right ascension and
   declination that bounds a constellation, B1875.0, and the constellation of each cell), with
   the 88 names (skyfield/data/constellations.gz).
2. Writes vectors/constellations.json: the constellation of the Sun and Moon at a set of
   instants, with skyfield's own DE421 positions and its own (IAU 2006) precession to B1875.
   Only the boundary table is shared with the service; positions and precession are not.
"""
import gzip, json, os
import numpy as np
import de421
import skyfield
from skyfield.api import load, load_constellation_map
from jpl_npy import NpyKernel

here = os.path.dirname(os.path.abspath(__file__))
data = os.path.join(os.path.dirname(skyfield.__file__), 'data')
arr = np.load(os.path.join(data, 'constellations.npz'))
names = dict(line.split(' ', 1) for line in gzip.open(os.path.join(data, 'constellations.gz'), 'rt').read().strip().split('\n'))
table = {
    'source': 'Roman (1987), PASP 99, CDS VI/42; grid layout of skyfield 1.55 (constellations.npz). Epoch B1875.0.',
    'sortedRaHours': [float(x) for x in arr['sorted_ra']],
    'sortedDec': [float(x) for x in arr['sorted_dec']],
    'cells': [[int(x) for x in row] for row in arr['radec_to_index']],
    'abbreviations': [str(x) for x in arr['indexed_abbreviations']],
    'names': {k: v.strip() for k, v in names.items()},
}
with open(os.path.join(here, '..', '..', 'plugins', 'western', 'data', 'constellations.json'), 'w') as f:
    json.dump(table, f, separators=(',', ':'))

ts = load.timescale(builtin=True)
eph = NpyKernel(de421)
earth = eph['earth']
at = load_constellation_map()
cases = []
# The Sun through the year (Ophiuchus 30 Nov-17 Dec), the Moon at high latitude.
for (y, m, d, h) in [(1990, 7, 15, 11.5), (2024, 12, 5, 0), (2024, 11, 25, 0), (2024, 3, 20, 12), (2024, 8, 20, 0), (2024, 1, 25, 0), (2000, 1, 1, 12), (2024, 6, 21, 0)]:
    t = ts.utc(y, m, d, h)
    for name, body in (('Sun', 10), ('Moon', 301)):
        pos = earth.at(t).observe(eph[body]).apparent()
        cases.append({'utc': t.utc_iso(), 'julianDayUT': float(t.ut1), 'raJ2000': float(pos.radec()[0]._degrees), 'decJ2000': float(pos.radec()[1].degrees), 'body': name, 'constellation': str(at(pos))})
with open(os.path.join(here, 'vectors', 'constellations.json'), 'w') as f:
    json.dump({'source': 'skyfield 1.55 + DE421, load_constellation_map (B1875 by IAU 2006 precession)', 'cases': cases}, f, indent=1)
print(len(cases), 'cases')
