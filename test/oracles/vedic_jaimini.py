"""Reference vectors for the Jaimini and KP operations, from pyjhora (PyJHora 4.8.7, which
mirrors Jagannatha Hora).

pyjhora: Lahiri, the true node (the test sends nodeType=true) and the sidereal year of
365.256363 days for the dashas (the test sends dashaYear=sidereal).
- chara karakas: horoscope.chart.house.chara_karakas (8 karakas, Rahu 30 - deg)
- arudha padas: horoscope.chart.arudhas.bhava_arudhas_from_planet_positions (A1..A12)
- argala occupants: horoscope.chart.house.get_argala
- chara dasha (K. N. Rao method, pyjhora's default), narayana, shoola, drig, sudasa:
  horoscope.dhasa.raasi.* at maha-dasha level (sign, start, years)
- KP: utils.kp_lords_for_longitude (star, sub, sub-sub lords) for 300 longitudes and for the
  Placidus cusps of drik.bhaava_madhya_kp on the KP-Senthilathiban ayanamsa (Swiss mode 45).
Output: vectors/vedic-jaimini.json.
Run: test/oracles/.venv/bin/python test/oracles/vedic_jaimini.py
"""
import json, os, io, contextlib, random
with contextlib.redirect_stdout(io.StringIO()):
    from jhora.panchanga import drik
    from jhora.horoscope.chart import charts, house, arudhas
    from jhora.horoscope.dhasa.raasi import chara, narayana, shoola, drig, sudasa
    from jhora import const, utils
import swisseph as swe

from vedic_cases import CASES  # the eight charts shared by the Vedic oracles

def quiet(f):
    with contextlib.redirect_stdout(io.StringIO()):
        return f()

def maha(rows):
    out = []
    for r in rows:
        sign = r[0][0] if isinstance(r[0], tuple) else r[0]
        y, m, d, h = r[1]
        out.append({'sign': int(sign) + 1, 'startJdLocal': swe.julday(y, m, d, h), 'years': float(r[2])})
    return out

cases = []
for name, (y, m, d), (hh, mi, ss), off, lat, lon in CASES:
    drik.set_ayanamsa_mode('LAHIRI')
    jd = swe.julday(y, m, d, hh + mi / 60 + ss / 3600)
    place = drik.Place(name, lat, lon, off)
    dob, tob = drik.Date(y, m, d), (hh, mi, ss)
    pp = quiet(lambda: charts.divisional_chart(jd, place, divisional_chart_factor=1))[:10]
    h_to_p = utils.get_house_planet_list_from_planet_positions(pp)
    argala, virodhargala = house.get_argala(h_to_p)
    lagna0 = pp[0][1][0]
    case = {
        'name': name,
        'body': {'date': f'{y:04d}-{m:02d}-{d:02d}', 'time': f'{hh:02d}:{mi:02d}:{ss:02d}', 'timezoneOffset': off, 'latitude': lat, 'longitude': lon, 'nodeType': 'true', 'dashaYear': 'sidereal'},
        'jdLocal': jd,
        'lagnaSign': lagna0 + 1,
        'grahaSigns': [p[1][0] + 1 for p in pp[1:10]],
        'grahaDegrees': [p[1][1] for p in pp[1:10]],
        'charaKarakas': quiet(lambda: house.chara_karakas(pp)),
        'arudhaPadas': [s + 1 for s in quiet(lambda: arudhas.bhava_arudhas_from_planet_positions(pp))],
        # argala[r] lists, for house r+1 from the lagna, the occupants of the 2nd, 4th, 11th (and 5th, 8th ...) per const.argala_houses
        'argalaHouses': list(const.argala_houses), 'virodhargalaHouses': list(const.virodhargala_houses),
        'argala': [[sorted(int(x) for x in cell.split('/') if x.strip().isdigit()) for cell in row] for row in argala],
        'virodhargala': [[sorted(int(x) for x in cell.split('/') if x.strip().isdigit()) for cell in row] for row in virodhargala],
        'chara': maha(quiet(lambda: chara.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=1))),
        'narayana': maha(quiet(lambda: narayana.narayana_dhasa_for_rasi_chart(dob, tob, place, dhasa_level_index=1))),
        'shoola': maha(quiet(lambda: shoola.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=1))),
        'drig': maha(quiet(lambda: drig.drig_dhasa_bhukthi(dob, tob, place, dhasa_level_index=1))),
        'sudasa': maha(quiet(lambda: sudasa.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=1))),
    }
    # KP cusps: Placidus on the KP-Senthilathiban ayanamsa (Swiss mode 45) with pyjhora's lords.
    swe.set_sid_mode(45)
    cusps = quiet(lambda: drik.bhaava_madhya_kp(jd, place))
    case['kpCusps'] = [{'longitude': c, 'lords': utils.kp_lords_for_longitude(0, c, include_sign_lord=True, include_kp_index=False, levels=2)[0]} for c in cusps]
    cases.append(case)

random.seed(249)
lons = [random.uniform(0, 360) for _ in range(300)]
kp = [{'longitude': x, 'lords': utils.kp_lords_for_longitude(0, x, include_sign_lord=True, include_kp_index=False, levels=2)[0]} for x in lons]
json.dump({'source': 'pyjhora 4.8.7 (Lahiri, true node, sidereal dasha year); KP lords [sign, star, sub, sub-sub] by utils.kp_lords_for_longitude', 'cases': cases, 'kpLords': kp},
          open(os.path.join(os.path.dirname(__file__), 'vectors', 'vedic-jaimini.json'), 'w'), indent=1)
print('wrote', len(cases))
