"""Reference vectors for the Vedic charts slice (special lagnas, upagrahas, bhava madhyas),
from pyjhora (PyJHora 4.8.7, which mirrors Jagannatha Hora), for the 8 charts of
vedic_rashi.py. Output: vectors/vedic-charts.json.
Run: test/oracles/.venv/bin/python test/oracles/vedic_charts.py

What is recorded, and why:
- hora/ghati/bhava lagna: drik.hora_lagna etc. as pyjhora gives them ('pyjhora'), and the same
  rule recomputed from pyjhora's own parts ('rule'): the Sun at the sunrise opening the Vedic
  day (the previous sunrise for a birth before dawn) + rate x minutes since it. pyjhora's
  special_ascendant passes jd_at_sunrise = local JD + tz/24 to charts.divisional_chart, which
  subtracts tz again, so its Sun is taken tz hours after the real sunrise (~0.23 deg for
  India); and before dawn it counts a negative time from the same civil day's sunrise.
- sree (drik.sree_lagna), indu (drik.indu_lagna), pranapada (drik.pranapada_lagna, and the rule
  recomputed, see below),
  varnada (charts.varnada_lagna, method 1 = B.V. Raman, the catalogue's rule).
- aprakasha: drik.solar_upagraha_longitudes from the Sun.
- kalavelas: drik.upagraha_longitude(part='begin') for day births only (pyjhora's night
  branch measures the night from the wrong sunrise); and the start times of the 8 parts from
  pyjhora's sunrise/sunset for every chart, with drik.ascendant at each start.
- bhava chalit: drik._bhaava_madhya_new(method 1); Sripati: drik.bhaava_madhya_sripathi.
"""
import json, os, io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    from jhora.panchanga import drik
    from jhora.horoscope.chart import charts
    from jhora import const, utils
import swisseph as swe

drik.set_ayanamsa_mode('LAHIRI')

from vedic_cases import CASES  # the eight charts shared by the Vedic oracles
full = lambda r: r[0] * 30 + r[1]
out = []
for name, (y, m, d), (hh, mi, ss), off, lat, lon in CASES:
    jd = swe.julday(y, m, d, hh + mi / 60 + ss / 3600)
    place = drik.Place(name, lat, lon, off)
    dob = drik.Date(y, m, d)
    tob = (hh, mi, ss)
    birth_h = hh + mi / 60 + ss / 3600
    with contextlib.redirect_stdout(io.StringIO()):
        pp = charts.divisional_chart(jd, place)
        sun_birth = full(pp[1][1])
        asc = full(pp[0][1])
        # the sunrise opening the Vedic day, from pyjhora's sunrise
        sr = drik.sunrise(jd, place)
        before_dawn = birth_h < sr[0]
        if before_dawn:
            sr = drik.sunrise(jd - 1, place)
            minutes = (birth_h + 24 - sr[0]) * 60
        else:
            minutes = (birth_h - sr[0]) * 60
        # sr[2] is the local-time JD of the sunrise; divisional_chart subtracts tz to get UT.
        sun_at_sunrise = full(charts.divisional_chart(sr[2], place)[1][1])
        rule = {k: (sun_at_sunrise + minutes * f) % 360 for k, f in (('hora', 0.5), ('ghati', 1.25), ('bhava', 0.25))}
        # Pranapada by BPHS ch. 3 from the same ishta kala: one sign per 6 minutes, from the Sun at
        # birth (+240 fixed, +120 dual). pyjhora's udhayadhi_nazhikai counts a second of time as one
        # tatpara instead of 2.5, so drik.pranapada_lagna runs up to ~5 deg behind.
        rule['pranapada'] = (sun_birth + [0, 240, 120][int(sun_birth // 30) % 3] + minutes / 6 * 30) % 360
        special = {
            'hora': full(drik.hora_lagna(jd, place)), 'ghati': full(drik.ghati_lagna(jd, place)), 'bhava': full(drik.bhava_lagna(jd, place)),
            'sree': full(drik.sree_lagna(jd, place)), 'induSign': drik.indu_lagna(jd, place)[0] + 1,
            'pranapada': full(drik.pranapada_lagna(jd, place)), 'varnadaSign': charts.varnada_lagna(dob, tob, place, varnada_method=1)[0] + 1,
        }
        aprakasha = {u: full(drik.solar_upagraha_longitudes(sun_birth, u)) for u in ['dhuma', 'vyatipaata', 'parivesha', 'indrachaapa', 'upaketu']}
        # day or night half from pyjhora's sunrise and sunset of the Vedic day
        day_jd = jd - 1 if before_dawn else jd
        rise = drik.sunrise(day_jd, place)[0]
        sset = drik.sunset(day_jd, place)[0]
        is_day = (not before_dawn) and birth_h < sset
        if is_day:
            start, end = rise, sset
        else:
            start, end = sset, drik.sunrise(day_jd + 1, place)[0] + 24
        weekday = drik.vaara(jd, place)
        rulers = const.day_rulers[weekday] if is_day else const.night_rulers[weekday]
        base = swe.julday(*(utils.jd_to_gregorian(day_jd)[:3]), 0.0)
        part_len = (end - start) / 8
        parts = []
        for i in range(8):
            t = start + i * part_len
            a = drik.ascendant(base + t / 24, place)
            parts.append({'lord': rulers[i], 'ascendant': a[0] * 30 + a[1]})
        kalavela_begin = None
        if is_day:
            kalavela_begin = {str(p): full(drik.upagraha_longitude(dob, tob, place, p, upagraha_part='begin')) for p in [0, 2, 3, 4, 6]}
        chalit = drik._bhaava_madhya_new(jd, place, bhava_madhya_method=1)
        sripati = drik.bhaava_madhya_sripathi(jd, place)
    out.append({
        'name': name,
        'body': {'date': f'{y:04d}-{m:02d}-{d:02d}', 'time': f'{hh:02d}:{mi:02d}:{ss:02d}', 'timezoneOffset': off, 'latitude': lat, 'longitude': lon, 'nodeType': 'true'},
        'beforeDawn': before_dawn, 'isDayBirth': is_day, 'weekday': weekday,
        'ishtaMinutes': minutes, 'sunAtSunrise': sun_at_sunrise,
        'rule': rule, 'pyjhora': special, 'aprakasha': aprakasha,
        'kalaParts': parts, 'kalavelaBegin': kalavela_begin,
        'chalit': {'madhya': [h[1][1] for h in chalit], 'planets': {str(p): i + 1 for i, h in enumerate(chalit) for p in h[2] if p != const._ascendant_symbol}},
        'sripati': list(sripati),
    })
json.dump({'source': 'pyjhora 4.8.7 (Lahiri, true node): drik special lagnas, solar upagrahas, upagraha_longitude, _bhaava_madhya_new, bhaava_madhya_sripathi', 'cases': out}, open(os.path.join(os.path.dirname(__file__), 'vectors', 'vedic-charts.json'), 'w'), indent=1)
print('wrote', len(out))
