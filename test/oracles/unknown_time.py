"""
Vectors for /chart/unknown-time: vectors/unknown-time.json. Independent of Swiss Ephemeris:
skyfield 1.55 sidereal time (GAST) and true obliquity give the Ascendant by the textbook
formula (Meeus, Astronomical Algorithms, ch. 13/14: tan Asc = -cos ARMC / (sin ARMC cos eps +
tan phi sin eps)); its sign changes over the local day found on a one-minute grid and bisected
to 0.01 s. The Moon's longitude at the local day's ends from DE421 (events.py helpers).
Day: Kyiv 1990-07-15 (UTC+3), 50.45 N 30.52 E; and Tromso 1990-12-20 (UTC+1), 69.65 N 18.96 E.
"""
import json, math, os, sys
from skyfield.nutationlib import earth_tilt

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
_EVENTS = os.path.join(HERE, 'events.py')
_ns = {'__name__': 'events_helpers', '__file__': _EVENTS}
exec(compile(open(_EVENTS).read().replace('\nmain()\n', '\n'), _EVENTS, 'exec'), _ns)
lon, ts = _ns['lon'], _ns['ts']
D = math.pi / 180


def asc(jd_ut, phi, lam):
    t = ts.ut1_jd(jd_ut)
    armc = (t.gast * 15 + lam) % 360
    eps = float(earth_tilt(t)[1])
    return math.degrees(math.atan2(math.cos(armc * D), -(math.sin(armc * D) * math.cos(eps * D) + math.tan(phi * D) * math.sin(eps * D)))) % 360


def day(name, y, m, d, offset, phi, lam):
    start = float(ts.ut1(y, m, d, -offset).ut1)
    end = start + 1
    sign = lambda jd: int(asc(jd, phi, lam) // 30)
    changes = []
    step = 1 / 1440
    t, s = start, sign(start)
    while t < end:
        t2 = min(t + step, end)
        s2 = sign(t2)
        if s2 != s:
            a, b = t, t2
            while b - a > 0.01 / 86400:
                mid = (a + b) / 2
                if sign(mid) == s: a = mid
                else: b = mid
            changes.append({'jdUT': (a + b) / 2, 'toSignIndex': s2})
        t, s = t2, s2
    tt = lambda jd: float(ts.ut1_jd(jd).tt)
    return {'case': name, 'dayStartJdUT': start, 'ascendantChanges': changes,
            'moonStart': float(lon(1, tt(start))) % 360, 'moonEnd': float(lon(1, tt(end))) % 360}


out = {'source': 'skyfield 1.55 GAST + true obliquity (Ascendant formula), DE421 Moon; bisection to 0.01 s',
       'cases': [day('kyiv', 1990, 7, 15, 3, 50.45, 30.52), day('tromso', 1990, 12, 20, 1, 69.65, 18.96)]}
json.dump(out, open(os.path.join(HERE, 'vectors', 'unknown-time.json'), 'w'), indent=1)
print([len(c['ascendantChanges']) for c in out['cases']])
