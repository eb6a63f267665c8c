"""
Vectors for /progressions/fixed-stars: vectors/progressed-stars.json. Independent of Swiss
Ephemeris: the progressed Moon, Mercury and Sun (DE421 through skyfield, events.py helpers)
meeting Regulus from the Hipparcos catalogue (ESA 1997, HIP 49669, as sky_calendars.py),
apparent ecliptic of date, roots in ephemeris days bisected to 1e-7 day; the calendar date
is birth + (progressed day - birth) x 365.24219. Birth: Kyiv 1990-07-15 11:30 UT, to age 90.
"""
import json, os, sys
from skyfield.api import Star

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
_EVENTS = os.path.join(HERE, 'events.py')
_ns = {'__name__': 'events_helpers', '__file__': _EVENTS}
exec(compile(open(_EVENTS).read().replace('\nmain()\n', '\n'), _EVENTS, 'exec'), _ns)
lon, angle_roots, tt, ts, EARTH, NAMES = _ns['lon'], _ns['angle_roots'], _ns['tt'], _ns['ts'], _ns['EARTH'], _ns['NAMES']
regulus = Star(ra_hours=(10, 8, 22.311), dec_degrees=(11, 58, 1.95), ra_mas_per_year=-248.73, dec_mas_per_year=5.59, parallax_mas=41.13, radial_km_per_s=5.9)


def star_lon(jd_tt):
    _, l, _ = EARTH.at(ts.tt_jd(jd_tt)).observe(regulus).apparent().ecliptic_latlon(epoch='date')
    return l.degrees


birth = tt(1990, 7, 15, 11, 30)
out = []
for b in (0, 1, 2):
    for r, d in angle_roots(lambda x, b=b: lon(b, x) - star_lon(x), birth, birth + 90, 0.5):
        out.append({'body': NAMES[b], 'star': 'Regulus', 'progressedJdTT': r, 'age': r - birth, 'starLongitude': float(star_lon(r)) % 360})
json.dump({'source': 'DE421 + Hipparcos Regulus through skyfield 1.55; bisection 1e-7 day', 'birth': {'date': '1990-07-15', 'time': '14:30:00', 'timezoneOffset': 3, 'latitude': 50.45, 'longitude': 30.52},
           'contacts': out}, open(os.path.join(HERE, 'vectors', 'progressed-stars.json'), 'w'), indent=1)
print(out)
