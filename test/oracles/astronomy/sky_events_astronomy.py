"""Reference vectors for plugins/astronomy: test/oracles/vectors/astronomy.json.

Independent of Swiss Ephemeris:
- Eclipses 2000-2050: Astronomy Engine 2.1.19 (Don Cross, PyPI ``astronomy-engine``; its own
  VSOP87/ELP-derived ephemeris and shadow geometry): every global solar eclipse
  (SearchGlobalSolarEclipse / NextGlobalSolarEclipse) and every lunar eclipse (SearchLunarEclipse
  / NextLunarEclipse) with the instant of greatest eclipse in UT and the kind. NASA's Five
  Millennium Canon (Espenak and Meeus, eclipse.gsfc.nasa.gov/SEcat5, /LEcat5) was not reachable
  from this machine; Astronomy Engine's own test suite checks its eclipses against that canon.
  One canon value is written by hand from the NASA page that was citable:
  https://eclipse.gsfc.nasa.gov/SEpubs/20010621/tables/table_1.html (2001 June 21, greatest
  eclipse 12:04:46.26 TDT = 12:03:41.26 UT).
- Equinoxes and solstices 2000-2050 and moon phases 2024-2025: skyfield 1.55 almanac
  (``seasons``, ``moon_phases``) over JPL DE421 (PyPI ``de421`` via jpl_npy.py).
- Algol minima: the GCVS elements (Min I = HJD 2445641.5135 + 2.8673043 E) with the heliocentric
  light-time from DE421 (Earth minus Sun, ICRF) towards Hipparcos's Algol (HIP 14576).
- Rises, sets, transits and twilights: skyfield almanac (``find_risings``/``find_settings``,
  ``find_transits``, ``dark_twilight_day``) over DE421 at latitudes 0-65 deg N and S, with the
  conventional horizon (upper limb, 34' refraction) swe_rise_trans uses.

Run: ``/tmp/h8/venv/bin/python sky_events_astronomy.py`` in test/oracles/astronomy (skyfield, de421,
jplephem, numpy, astronomy-engine from ../requirements.txt).
"""
from __future__ import annotations

import json
import os
import sys
from importlib.metadata import version

import astronomy as ae
import de421
from skyfield import almanac
from skyfield.api import load, wgs84

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from jpl_npy import NpyKernel  # noqa: E402

ts = load.timescale(builtin=True)
eph = NpyKernel(de421)
EARTH, SUN, MOON = eph['earth'], eph['sun'], eph['moon']


def iso(t):
    return t.utc_strftime('%Y-%m-%dT%H:%M:%S') + 'Z' if hasattr(t, 'utc_strftime') else t


def ae_iso(t: ae.Time) -> str:
    # Astronomy Engine Time.ut is days since J2000 (UT).
    return ts.ut1_jd(t.ut + 2451545.0).utc_iso()


# ---- eclipses ----
solar = []
e = ae.SearchGlobalSolarEclipse(ae.Time.Make(2000, 1, 1, 0, 0, 0))
while e.peak.ut < ae.Time.Make(2051, 1, 1, 0, 0, 0).ut:
    solar.append({'peakUt': ae_iso(e.peak), 'jdUt': e.peak.ut + 2451545.0, 'kind': e.kind.name.lower()})
    e = ae.NextGlobalSolarEclipse(e.peak)
lunar = []
e = ae.SearchLunarEclipse(ae.Time.Make(2000, 1, 1, 0, 0, 0))
while e.peak.ut < ae.Time.Make(2051, 1, 1, 0, 0, 0).ut:
    lunar.append({'peakUt': ae_iso(e.peak), 'jdUt': e.peak.ut + 2451545.0, 'kind': e.kind.name.lower()})
    e = ae.NextLunarEclipse(e.peak)

# ---- seasons ----
t, y = almanac.find_discrete(ts.utc(2000, 1, 1), ts.utc(2051, 1, 1), almanac.seasons(eph))
seasons = [{'utc': ti.utc_iso(), 'jdUt': ti.ut1, 'index': int(yi)} for ti, yi in zip(t, y)]

# ---- moon phases ----
t, y = almanac.find_discrete(ts.utc(2024, 1, 1), ts.utc(2026, 1, 1), almanac.moon_phases(eph))
phases = [{'utc': ti.utc_iso(), 'jdUt': ti.ut1, 'index': int(yi)} for ti, yi in zip(t, y)]

# ---- rise, set, transit, twilight ----
PLACES = [
    ('quito', -0.18, -78.47), ('cairo', 30.04, 31.24), ('london', 51.5, -0.12), ('sydney', -33.87, 151.21),
    ('helsinki', 60.17, 24.94), ('reykjavik-ish', 64.9, -18.0), ('ushuaia', -54.8, -68.3),
]
DATES = [(2024, 3, 20), (2024, 6, 21), (2024, 12, 21), (2025, 9, 1)]
rise = []
for name, lat, lon in PLACES:
    obs = EARTH + wgs84.latlon(lat, lon)
    for (yy, mm, dd) in DATES:
        t0 = ts.utc(yy, mm, dd, -lon / 15.0)  # local mean midnight
        t1 = ts.utc(yy, mm, dd + 1, -lon / 15.0)
        case = {'place': name, 'latitude': lat, 'longitude': lon, 'date': f'{yy:04d}-{mm:02d}-{dd:02d}', 'fromUtc': t0.utc_iso()}
        for body, target in (('sun', SUN), ('moon', MOON)):
            r, ok = almanac.find_risings(obs, target, t0, t1)
            s, ok2 = almanac.find_settings(obs, target, t0, t1)
            tr = almanac.find_transits(obs, target, t0, t1)
            case[body] = {
                'rise': [ti.utc_iso() for ti, k in zip(r, ok) if k],
                'set': [ti.utc_iso() for ti, k in zip(s, ok2) if k],
                'transit': [ti.utc_iso() for ti in tr],
            }
        f = almanac.dark_twilight_day(eph, wgs84.latlon(lat, lon))
        tt, yy2 = almanac.find_discrete(t0, t1, f)
        case['twilight'] = [{'utc': ti.utc_iso(), 'level': int(v), 'previous': int(f(ti - 1e-6))} for ti, v in zip(tt, yy2)]
        rise.append(case)

# ---- Algol minima (GCVS elements, heliocentric light-time from DE421; Algol at Hipparcos J2000) ----
import math
ALGOL_RA, ALGOL_DEC = math.radians(47.04221855), math.radians(40.95564667)  # Hipparcos (ESA 1997) HIP 14576, ICRS
N = (math.cos(ALGOL_DEC) * math.cos(ALGOL_RA), math.cos(ALGOL_DEC) * math.sin(ALGOL_RA), math.sin(ALGOL_DEC))
C_AU_DAY = 173.1446326846693


def hel_corr(jd_ut):
    t = ts.ut1_jd(jd_ut)
    r = EARTH.at(t).position.au - SUN.at(t).position.au
    return (r[0] * N[0] + r[1] * N[1] + r[2] * N[2]) / C_AU_DAY


algol = []
for date in ['2024-01-01', '2024-04-15', '2024-07-01', '2024-10-20', '2025-02-14', '2030-06-30']:
    y, m, d = map(int, date.split('-'))
    jd0 = ts.utc(y, m, d).ut1
    E = round((jd0 + hel_corr(jd0) - 2445641.5135) / 2.8673043)
    hjd = 2445641.5135 + E * 2.8673043
    jd = hjd
    for _ in range(3):
        jd = hjd - hel_corr(jd)
    algol.append({'date': date, 'jdUt': jd, 'utc': ts.ut1_jd(jd).utc_iso(), 'cycle': E, 'hoursUntil': (jd - jd0) * 24})

# ---- local solar eclipses (Astronomy Engine SearchLocalSolarEclipse; contacts in UT) ----
local_solar = []
for name, lat, lon, (y, m, d) in [('dallas', 32.78, -96.8, (2024, 4, 1)), ('madrid', 40.42, -3.70, (2026, 8, 1)), ('kyiv', 50.45, 30.52, (2025, 1, 1))]:
    e = ae.SearchLocalSolarEclipse(ae.Time.Make(y, m, d, 0, 0, 0), ae.Observer(lat, lon, 0))
    ev = lambda x: None if x is None else ae_iso(x.time)  # noqa: E731
    local_solar.append({'place': name, 'latitude': lat, 'longitude': lon, 'from': f'{y:04d}-{m:02d}-{d:02d}', 'kind': e.kind.name.lower(),
                        'c1': ev(e.partial_begin), 'c2': ev(e.total_begin), 'max': ev(e.peak), 'c3': ev(e.total_end), 'c4': ev(e.partial_end),
                        'sunAltitudeAtMax': e.peak.altitude, 'obscuration': e.obscuration})

# ---- Moon: perigees, apogees and node crossings of 2024 (skyfield/DE421, apparent geocentric) ----
from skyfield.searchlib import find_discrete, find_maxima, find_minima  # noqa: E402


def moon_distance(t):
    return EARTH.at(t).observe(MOON).apparent().distance().km


moon_distance.step_days = 0.5


def moon_north(t):
    lat, _, _ = EARTH.at(t).observe(MOON).apparent().ecliptic_latlon(epoch='date')
    return lat.degrees > 0


moon_north.step_days = 0.5
t0, t1 = ts.utc(2024, 1, 1), ts.utc(2025, 1, 1)


def moon_receding(t):
    # Sign of the distance rate by a central difference over +-1 minute: the extrema are where it changes
    # (find_minima's golden section on the flat distance itself stopped up to 90 s off).
    h = 1 / 1440
    return moon_distance(ts.tt_jd(t.tt + h)) > moon_distance(ts.tt_jd(t.tt - h))


moon_receding.step_days = 0.5
tx, yx = find_discrete(t0, t1, moon_receding, epsilon=1e-8)
apsides = [{'kind': 'perigee' if y else 'apogee', 'utc': x.utc_iso(), 'jdUt': x.ut1, 'distanceKm': float(moon_distance(x))} for x, y in zip(tx, yx)]
clusters = []  # the difference flickers within a second or two of a flat extremum: one event per cluster, its middle
for e in apsides:
    if clusters and e['jdUt'] - clusters[-1][-1]['jdUt'] < 0.5:
        clusters[-1].append(e)
    else:
        clusters.append([e])
apsides = [dict(c[0], jdUt=(c[0]['jdUt'] + c[-1]['jdUt']) / 2, utc=ts.ut1_jd((c[0]['jdUt'] + c[-1]['jdUt']) / 2).utc_iso()) for c in clusters]
tn, yn = find_discrete(t0, t1, moon_north)
nodes = [{'node': 'ascending' if y else 'descending', 'utc': x.utc_iso(), 'jdUt': x.ut1} for x, y in zip(tn, yn)]

# ---- planets 2024-2026: oppositions and conjunctions with the Sun (skyfield almanac.oppositions_conjunctions:
# the ecliptic longitude difference of date 0 or 180), greatest elongations of Mercury and Venus (maxima of the
# apparent angular separation from the Sun, find_maxima) ----
PLANETS = {2: 'mercury barycenter', 3: 'venus barycenter', 4: 'mars barycenter', 5: 'jupiter barycenter', 6: 'saturn barycenter'}
PNAIF = {2: 1, 3: 2, 4: 4, 5: 5, 6: 6}
ta, tb = ts.utc(2024, 1, 1), ts.utc(2027, 1, 1)
sun_conj = []
for pid in PNAIF:
    f = almanac.oppositions_conjunctions(eph, eph[PNAIF[pid]])
    tt_, yy_ = almanac.find_discrete(ta, tb, f)
    for x, y in zip(tt_, yy_):
        sun_conj.append({'planet': pid, 'kind': 'opposition' if y == 1 else 'conjunction', 'utc': x.utc_iso(), 'jdUt': x.ut1})
elong = []
for pid in (2, 3):
    def sep(t, pid=pid):
        e = EARTH.at(t)
        return e.observe(eph[PNAIF[pid]]).apparent().separation_from(e.observe(SUN).apparent()).degrees
    sep.step_days = 5
    tm, vm = find_maxima(ta, tb, sep, epsilon=1e-6, num=12)
    last = None
    for x, v in zip(tm, vm):
        if v < 10 or (last is not None and x.tt - last < 20):
            continue
        last = x.tt
        elong.append({'planet': pid, 'utc': x.utc_iso(), 'jdUt': x.ut1, 'elongationDeg': float(v)})

# ---- Earth's perihelia and aphelia 2024-2026 (skyfield/DE421: the Sun's apparent geocentric distance, zeros of its
# central difference over +-1 minute, as the apsides above) ----
def sun_receding(t):
    h = 1 / 1440
    d = lambda x: EARTH.at(ts.tt_jd(x)).observe(SUN).apparent().distance().au  # noqa: E731
    return d(t.tt + h) > d(t.tt - h)


sun_receding.step_days = 20
tx, yx = find_discrete(ts.utc(2024, 1, 1), ts.utc(2027, 1, 1), sun_receding, epsilon=1e-7)
earth_apsides = []
for x, y in zip(tx, yx):
    e = {'kind': 'perihelion' if y else 'aphelion', 'utc': x.utc_iso(), 'jdUt': x.ut1, 'distanceAu': float(EARTH.at(x).observe(SUN).apparent().distance().au)}
    if earth_apsides and earth_apsides[-1]['kind'] == e['kind'] and e['jdUt'] - earth_apsides[-1]['jdUt'] < 5:
        continue  # the difference flickers at a flat extremum
    earth_apsides.append(e)

out = {
    'sources': {
        'eclipses': f'Astronomy Engine {version("astronomy-engine")} SearchGlobalSolarEclipse/SearchLunarEclipse, peak of greatest eclipse in UT',
        'seasons': f'skyfield {version("skyfield")} almanac.seasons over JPL DE421',
        'phases': f'skyfield {version("skyfield")} almanac.moon_phases over JPL DE421',
        'riseSet': f'skyfield {version("skyfield")} almanac.find_risings/find_settings/find_transits/dark_twilight_day over JPL DE421',
    },
    'nasaCanon': [{'date': '2001-06-21', 'greatestUt': '2001-06-21T12:03:41Z', 'type': 'total', 'saros': 127, 'url': 'https://eclipse.gsfc.nasa.gov/SEpubs/20010621/tables/table_1.html'}],
    'solarEclipses': solar, 'lunarEclipses': lunar, 'seasons': seasons, 'moonPhases': phases, 'riseSet': rise, 'algol': algol, 'localSolarEclipses': local_solar, 'moonApsides': apsides, 'moonNodes': nodes, 'sunConjunctions': sun_conj, 'greatestElongations': elong, 'earthApsides': earth_apsides,
}
with open(os.path.join(os.path.dirname(HERE), 'vectors', 'astronomy.json'), 'w') as fh:
    json.dump(out, fh, indent=1)
    fh.write('\n')
print(len(solar), 'solar', len(lunar), 'lunar', len(seasons), 'seasons', len(phases), 'phases', len(rise), 'rise cases')
