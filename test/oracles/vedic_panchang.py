"""Reference vectors for the panchanga from pyjhora (PyJHora 4.8.7, which mirrors Jagannatha
Hora): test/oracles/vectors/vedic-panchang.json.

Eight places in both hemispheres (latitudes -34 to +52), three dates each, at an afternoon
local time (after sunrise, so pyjhora's calendar-date reading and the Vedic day coincide).
Recorded: Hindu sunrise and sunset and moonrise/moonset (drik.sunrise etc., local hours), vaara,
the tithi, nakshatra (and pada), yoga and karana numbers at the moment, rahu kaalam, yamaganda,
gulikai (strings HH:MM:SS), abhijit, durmuhurtam, brahma muhurtha, the 16 gauri choghadiya
types, lunar_month (amanta index 1-12, adhika) and anandhaadhi_yoga (0-based). pyjhora's
samvatsara is not used: it counts the year from the Mesha sankranti (a solar year) and needs
ephemeris files outside the installed range.
pyjhora's limb END times are not recorded: they come from inverse Lagrange interpolation and
are off by minutes; vedic_panchang_limbs.py gives the boundaries by the definition instead.

Set up as vedic_rashi.py: Lahiri, jd = local-time Julian day, drik.Place(name, lat, lon, tz).
Run: test/oracles/.venv/bin/python test/oracles/vedic_panchang.py
"""
import json, os, io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    from jhora.panchanga import drik
import swisseph as swe

drik.set_ayanamsa_mode('LAHIRI')

PLACES = [
    ('delhi', 28.6139, 77.209, 5.5, 'Asia/Kolkata'),
    ('chennai', 13.0827, 80.2707, 5.5, 'Asia/Kolkata'),
    ('london', 51.5074, -0.1278, 0.0, None),
    ('new-york', 40.7128, -74.006, -5.0, None),
    ('sydney', -33.8688, 151.2093, 10.0, None),
    ('cape-town', -33.9249, 18.4241, 2.0, None),
    ('sao-paulo', -23.5505, -46.6333, -3.0, None),
    ('tokyo', 35.6762, 139.6503, 9.0, None),
]
DATES = [((1990, 7, 15), (14, 30, 0)), ((2024, 3, 5), (15, 0, 0)), ((2010, 11, 20), (13, 15, 0))]

out = []
for name, lat, lon, tz, zone in PLACES:
    for (y, m, d), (hh, mi, ss) in DATES:
        jd = swe.julday(y, m, d, hh + mi / 60 + ss / 3600)
        place = drik.Place(name, lat, lon, tz)
        with contextlib.redirect_stdout(io.StringIO()):
            nak = drik.nakshatra(jd, place)
            rec = {
                'name': f'{name}-{y:04d}-{m:02d}-{d:02d}',
                'body': {'date': f'{y:04d}-{m:02d}-{d:02d}', 'time': f'{hh:02d}:{mi:02d}:{ss:02d}', 'timezoneOffset': tz, 'latitude': lat, 'longitude': lon, 'nodeType': 'true'},
                'sunrise': drik.sunrise(jd, place)[0],
                'sunset': drik.sunset(jd, place)[0],
                'previousSunset': drik.sunset(jd - 1, place)[0] - 24,
                'nextSunrise': drik.sunrise(jd + 1, place)[0] + 24,
                'moonrise': drik.moonrise(jd, place)[0],
                'moonset': drik.moonset(jd, place)[0],
                'vaara': drik.vaara(jd, place),
                'tithi': drik.tithi(jd, place)[0],
                'nakshatra': nak[0],
                'pada': nak[1],
                'yoga': drik.yogam(jd, place)[0],
                'karana': drik.karana(jd, place)[0],
                'rahu': drik.raahu_kaalam(jd, place),
                'yamaganda': drik.yamaganda_kaalam(jd, place),
                'gulika': drik.gulikai_kaalam(jd, place),
                'abhijit': drik.abhijit_muhurta(jd, place),
                'durmuhurta': drik.durmuhurtam(jd, place),
                'brahma': list(drik.brahma_muhurtha(jd, place)),
                'choghadiya': [c[0] for c in drik.gauri_choghadiya(jd, place)],
                'lunarMonth': drik.lunar_month(jd, place)[:2],
                'anandadi': drik.anandhaadhi_yoga(jd, place)[0],
            }
        out.append(rec)
json.dump({'source': 'pyjhora 4.8.7 (Lahiri), jhora.panchanga.drik; times in local hours or HH:MM:SS', 'cases': out},
          open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'vectors', 'vedic-panchang.json'), 'w'), indent=1)
print('wrote', len(out))
