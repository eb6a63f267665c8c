"""
Vectors for /transits/heliocentric and /transits/to-progressed: vectors/transit-variants.json.
Independent of Swiss Ephemeris: JPL DE421 through skyfield 1.55 (the helpers of events.py:
apparent geocentric longitudes of date, sampled and bisected to 1e-7 day).
Heliocentric: the planet (or the Earth) seen from the Sun's centre with light-time (skyfield
observe from the Sun), ecliptic of date.
To-progressed: the progressed instant of t is birth + (t - birth) / 365.24219 (ephemeris days
of UT, the TT/UT difference is a constant shift of 58 s of progressed time here, under a
millisecond of calendar time for the targets, below the tolerance).
Birth: Kyiv, 1990-07-15 11:30 UT.
"""
import json, os, sys
import numpy as np
from skyfield.framelib import ecliptic_frame

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
_EVENTS = os.path.join(HERE, 'events.py')
_ns = {'__name__': 'events_helpers', '__file__': _EVENTS}
exec(compile(open(_EVENTS).read().replace('\nmain()\n', '\n'), _EVENTS, 'exec'), _ns)
K, EARTH, NAIF, NAMES, ts = _ns['K'], _ns['EARTH'], _ns['NAIF'], _ns['NAMES'], _ns['ts']
lon, angle_roots, tt, rec = _ns['lon'], _ns['angle_roots'], _ns['tt'], _ns['rec']

SUN = K[10]


def helio(body, jd_tt):
    t = ts.tt_jd(jd_tt)
    target = EARTH if body == 14 else K[NAIF[body]]
    _, l, _ = SUN.at(t).observe(target).frame_latlon(ecliptic_frame)
    return l.degrees


BIRTH = tt(1990, 7, 15, 11, 30)
BIRTH_UT = float(ts.tt_jd(BIRTH).ut1)
Y0, Y1 = tt(2024, 1, 1), tt(2025, 1, 1)
out = {'birth': {'date': '1990-07-15', 'time': '14:30:00', 'timezoneOffset': 3, 'latitude': 50.45, 'longitude': 30.52}}

natal = {b: float(helio(b, BIRTH)) for b in (14, 2, 3, 4, 5, 6)}
LABEL = {14: 'Earth', 2: 'Mercury', 3: 'Venus', 4: 'Mars', 5: 'Jupiter', 6: 'Saturn'}
out['natalHeliocentric'] = {LABEL[b]: round(v, 6) for b, v in natal.items()}
hel = []
for tb in (4, 5, 14):
    for nb, nl in natal.items():
        for angle in (0, 90, 180):
            for side in ([angle] if angle in (0, 180) else [angle, -angle]):
                for r, d in angle_roots(lambda x, tb=tb, nl=nl, side=side: helio(tb, x) - nl - side, Y0, Y1, 2.0):
                    hel.append(rec(r, transit=tb, natal=nb, angle=angle))
out['heliocentric'] = hel


def prog_lon(body, jd_tt):
    jd_ut = np.asarray(jd_tt) - 69.18 / 86400  # UT of the calendar instant in 2024 (Delta T ~69 s)
    p_ut = BIRTH_UT + (jd_ut - BIRTH_UT) / 365.24219
    return lon(body, p_ut + 57.2 / 86400)  # the progressed instant's TT (Delta T in 1990 ~57 s)


tp = []
for tb in (0, 4):
    for pb in (0, 1, 3):
        for angle in (0, 90, 180):
            for side in ([angle] if angle in (0, 180) else [angle, -angle]):
                for r, d in angle_roots(lambda x, tb=tb, pb=pb, side=side: lon(tb, x) - prog_lon(pb, x) - side, Y0, Y1, 1.0):
                    tp.append(rec(r, transit=tb, progressed=pb, angle=angle, progressedLongitude=round(float(prog_lon(pb, r)) % 360, 6)))
out['toProgressed'] = tp
out['source'] = 'JPL DE421 via skyfield 1.55, bisection to 1e-7 day (events.py helpers)'
json.dump(out, open(os.path.join(HERE, 'vectors', 'transit-variants.json'), 'w'), indent=1)
print(len(hel), len(tp))

# /transits/intensity: natal geocentric points and transiting longitudes at 12:00 UT, 1-5 March 2024.
import math
from skyfield.nutationlib import earth_tilt
t0 = ts.tt_jd(BIRTH)
armc = (t0.gast * 15 + 30.52) % 360
eps = float(earth_tilt(t0)[1])
D = math.pi / 180
mc = math.degrees(math.atan2(math.sin(armc * D), math.cos(armc * D) * math.cos(eps * D))) % 360
asc = math.degrees(math.atan2(math.cos(armc * D), -(math.sin(armc * D) * math.cos(eps * D) + math.tan(50.45 * D) * math.sin(eps * D)))) % 360
natal_geo = {NAMES[b]: round(float(lon(b, BIRTH)) % 360, 6) for b in range(10)}
natal_geo['Ascendant'] = round(asc, 6)
natal_geo['MC'] = round(mc, 6)
days = []
for d in range(1, 6):
    j = tt(2024, 3, d, 12)
    days.append({'date': f'2024-03-0{d}', 'longitudes': {NAMES[b]: round(float(lon(b, j)) % 360, 6) for b in (4, 5, 6)}})
out['intensity'] = {'natal': natal_geo, 'days': days}
json.dump(out, open(os.path.join(HERE, 'vectors', 'transit-variants.json'), 'w'), indent=1)
print(natal_geo)
