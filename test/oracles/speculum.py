"""
Speculum vectors for /speculum and /directions/primary: vectors/speculum.json.
Independent of Swiss Ephemeris: apparent right ascension and declination of date from JPL DE421
through skyfield 1.55, the ARMC from skyfield's Greenwich apparent sidereal time plus the east
longitude; the speculum formulas (Gansten, Primary Directions, 2009, ch. 3) written out here.
Birth: Kyiv, 1990-07-15 11:30 UTC, 50.45 N 30.52 E.
"""
import json, math, os
import de421
from skyfield.api import load
from jpl_npy import NpyKernel

HERE = os.path.dirname(os.path.abspath(__file__))
ts = load.timescale(builtin=True)
K = NpyKernel(de421)
EARTH = K['earth']
NAIF = {0: 10, 1: 301, 2: 1, 3: 2, 4: 4, 5: 5, 6: 6}
PHI, LON = 50.45, 30.52
t = ts.utc(1990, 7, 15, 11, 30)
armc = (t.gast * 15 + LON) % 360
D = math.pi / 180
rows = []
for sid, naif in NAIF.items():
    ra, dec, _ = EARTH.at(t).observe(K[naif]).apparent().radec(epoch='date')
    a, d = ra._degrees, dec.degrees
    h = (armc - a + 540) % 360 - 180
    tt = math.tan(PHI * D) * math.tan(d * D)
    ad = math.degrees(math.asin(tt))
    above = math.sin(PHI * D) * math.sin(d * D) + math.cos(PHI * D) * math.cos(d * D) * math.cos(h * D) > 0
    md = abs(h) if above else 180 - abs(h)
    dsa = 90 + ad
    sa = dsa if above else 180 - dsa
    # Regiomontanus pole by the spherical construction: the circle through the north and south
    # points of the horizon and the body; its pole height = angle between that circle and the horizon.
    # Horizon frame: x south, y east, z zenith. Body vector from hour angle and declination.
    x = math.cos(d * D) * math.cos(h * D) * math.sin(PHI * D) - math.sin(d * D) * math.cos(PHI * D)
    y = -math.cos(d * D) * math.sin(h * D)
    z = math.cos(d * D) * math.cos(h * D) * math.cos(PHI * D) + math.sin(d * D) * math.sin(PHI * D)
    # circle through (1,0,0) and the body: its normal n = (1,0,0) x b = (0, -z, y); tilt from horizon:
    # The circle's normal n = (1,0,0) x b, turned into the equatorial frame; the pole P is the
    # latitude at which that circle is the horizon: the normal's elevation above the equator.
    nx, ny, nz = 0.0, -z, y
    ez = -nx * math.cos(PHI * D) + nz * math.sin(PHI * D)
    nn = math.sqrt(nx * nx + ny * ny + nz * nz)
    pole = abs(math.degrees(math.asin(ez / nn)))
    rows.append({'id': sid, 'rightAscension': a, 'declination': d, 'hourAngle': h, 'ascensionalDifference': ad,
                 'obliqueAscension': (a - ad) % 360, 'diurnalSemiArc': dsa, 'meridianDistance': md, 'aboveHorizon': above,
                 'placidianPosition': md / sa, 'regiomontanusPole': pole})
json.dump({'source': 'skyfield 1.55 + DE421 (apparent of date, GAST); formulas of Gansten ch. 3; Regiomontanus pole by construction of the circle through the north/south points',
           'birth': {'date': '1990-07-15', 'time': '14:30:00', 'timezoneOffset': 3, 'latitude': PHI, 'longitude': LON},
           'armc': armc, 'bodies': rows}, open(os.path.join(HERE, 'vectors', 'speculum.json'), 'w'), indent=1)
print(armc, rows[0])
