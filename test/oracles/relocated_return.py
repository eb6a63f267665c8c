"""
Vectors for /returns/solar/locations: vectors/relocated-return.json. Independent of Swiss
Ephemeris: the solar return instant of vectors/events.json (birth 1990-07-15 09:00 UT, DE421,
bisection), and at that instant the Ascendant and MC of three places from skyfield's sidereal
time (GAST) and true obliquity by the textbook formulas (Meeus ch. 13/14); the return Moon to
Pluto from DE421 (events.py helpers) for the angular-planet check. The return is found in TT;
the Earth's rotation is taken at UT from skyfield's own Delta T (the IERS series it ships), the
measured value the service now gives Swiss Ephemeris too (runtime/ephe/swe_deltat.txt; before,
Swiss Ephemeris 2.09's 71.268 s for that date was used here so both sides turned the sky alike).
"""
import json, math, os, sys
from skyfield.nutationlib import earth_tilt

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
_EVENTS = os.path.join(HERE, 'events.py')
_ns = {'__name__': 'events_helpers', '__file__': _EVENTS}
exec(compile(open(_EVENTS).read().replace('\nmain()\n', '\n'), _EVENTS, 'exec'), _ns)
lon, ts, NAMES = _ns['lon'], _ns['ts'], _ns['NAMES']
D = math.pi / 180
ev = json.load(open(os.path.join(HERE, 'vectors', 'events.json')))
sr = ev['solarReturns'][0]
t = ts.tt_jd(sr['jdTT'])
DELTA_T = float(t.delta_t)
eps = float(earth_tilt(t)[1])
places = [('Kyiv', 50.45, 30.52), ('Lisbon', 38.72, -9.14), ('Tokyo', 35.68, 139.69)]
out = []
for name, phi, lam in places:
    armc = (t.gast * 15 + lam) % 360
    mc = math.degrees(math.atan2(math.sin(armc * D), math.cos(armc * D) * math.cos(eps * D))) % 360
    asc = math.degrees(math.atan2(math.cos(armc * D), -(math.sin(armc * D) * math.cos(eps * D) + math.tan(phi * D) * math.sin(eps * D)))) % 360
    out.append({'name': name, 'latitude': phi, 'longitude': lam, 'ascendant': asc, 'mc': mc})
planets = {NAMES[b]: float(lon(b, sr['jdTT'])) % 360 for b in range(10)}
json.dump({'source': 'events.json solar return (DE421) + skyfield 1.55 GAST/true obliquity, textbook Ascendant and MC',
           'birth': ev['birth'], 'year': 2024, 'returnUtc': sr['utc'], 'returnJdTT': sr['jdTT'], 'deltaT': DELTA_T, 'places': out, 'planets': planets},
          open(os.path.join(HERE, 'vectors', 'relocated-return.json'), 'w'), indent=1)
print(out)
