"""Reference vectors for the Vedic strengths slice (shadbala components, sputa drishti,
ashtakavarga and its reductions, vaisheshikamsa counts, bhava bala), from pyjhora 4.8.7 (which
mirrors Jagannatha Hora), for the 8 charts of vedic_rashi.py.

pyjhora: Lahiri, true node; jd = local-time Julian day; drik.Place(name, lat, lon, tz).
Where pyjhora departs from BPHS the test says so and compares only what both compute alike.
Output: vectors/vedic-strength.json.
Run: test/oracles/.venv/bin/python test/oracles/vedic_strength.py
"""
import json, os, io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    from jhora.panchanga import drik, surya_sidhantha
    from jhora.horoscope.chart import charts, strength, ashtakavarga, house
    from jhora import const, utils
import swisseph as swe

drik.set_ayanamsa_mode('LAHIRI')

from vedic_cases import CASES  # the eight charts shared by the Vedic oracles
# chart_method 2 for D2 (Parashari hora, Leo/Cancer only), as vedic_rashi.py
METHOD = {2: 2, 5: 2}
SCHEMES = {
    'shadvarga': [1, 2, 3, 9, 12, 30],
    'saptavarga': [1, 2, 3, 7, 9, 12, 30],
    'dashavarga': [1, 2, 3, 7, 9, 10, 12, 16, 30, 60],
    'shodashavarga': [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60],
}

def q(f, *a, **k):
    with contextlib.redirect_stdout(io.StringIO()):
        return f(*a, **k)

def lst(x):
    return [float(v) for v in x]

# pyjhora's module-level helpers (double underscore: not importable by name, fetched as attributes).
_sputa = getattr(strength, '__drik_bala_calc_1')         # sputa drishti of shadbala's drik bala
_bhava_sputa = getattr(strength, '__bhava_drik_bala_calc_1')  # its bhava drishti variant (quartered)

def bhava_bala_parts(jd, place):
    """pyjhora's strength.bhava_bala with the intermediates its three parts use:
    _bhava_adhipathi_bala: shad_bala total of the lord of sign (lagna sign, or the one before when
      the lagna is under 15 deg: charts.bhava_chart_houses) + h;
    _bhava_dig_bala: drik.bhaava_madhya(bhava_method=2), Sripati (Placidus 1/4/7/10 trisected);
    _bhava_drik_bala: drik.bhaava_madhya default (const.bhaava_madhya_method 1 = Swiss Placidus),
      gated by graha + rasi drishti house lists, its own benefic list and sums.
    The drishti matrix is rebuilt here with pyjhora's own function, line by line as
    _bhava_drik_bala does, and checked against its result."""
    total, rupas, strength_ratio = q(strength.bhava_bala, jd, place)
    adhipati = q(strength._bhava_adhipathi_bala, jd, place)
    dig = q(strength._bhava_dig_bala, jd, place)
    drishti = q(strength._bhava_drik_bala, jd, place)
    sb_total = q(strength.shad_bala, jd, place)[6]
    asc_rasi = q(charts.bhava_chart_houses, jd, place)[const._ascendant_symbol][0]
    signs = [(asc_rasi + h) % 12 for h in range(12)]
    lords = [int(const.house_owners[r]) for r in signs]
    assert all(abs(adhipati[h] - sb_total[lords[h]]) < 1e-9 for h in range(12))
    sripati = lst(q(drik.bhaava_madhya, jd, place, bhava_method=2))
    placidus = lst(q(drik.bhaava_madhya, jd, place))
    pp = q(charts.rasi_chart, jd, place)[:const._pp_count_upto_ketu]
    hpl = utils.get_house_planet_list_from_planet_positions(pp)
    _, ghp, _ = q(house.graha_drishti_from_chart, hpl)
    _, rhp, _ = q(house.raasi_drishti_from_chart, hpl)
    gate = [sorted(set(int(x) for x in ghp[p] + rhp[p])) for p in range(7)]
    lons = [pp[p + 1][1][0] * 30 + pp[p + 1][1][1] for p in range(7)]
    matrix = [[0.0] * 7 for _ in range(12)]
    for h in range(12):
        for p in range(7):
            if (h + 1) in gate[p]:
                matrix[h][p] = round(_bhava_sputa(round((360.0 + placidus[h] - lons[p]) % 360, 2), p), 2)
    for h in range(12):
        plus = sum(matrix[h][p] for p in (1, 3, 4, 5))
        minus = sum(matrix[h]) if h in (0, 2, 6) else 0.0
        assert abs(round((plus - minus) / 4, 2) - drishti[h]) < 0.006, (h, plus, minus, drishti[h])
    # Sputa drishti of each graha on each Sripati madhya by pyjhora's shadbala drishti function
    # (angle rounded to 0.01 deg as its callers do): the BPHS quantity bhava drishti bala sums.
    sputa = [[round(_sputa(round((360.0 + sripati[h] - lons[p]) % 360, 2), p, None), 4) for p in range(7)] for h in range(12)]
    rise = q(drik.sunrise, jd, place)[0]; sets = q(drik.sunset, jd, place)[0]
    hours = (jd + 0.5) % 1 * 24
    return {
        'total': lst(total), 'rupas': lst(rupas), 'strength': lst(strength_ratio),
        'adhipati': lst(adhipati), 'dig': lst(dig), 'drishti': lst(drishti),
        'shadbalaTotal': lst(sb_total), 'signs': signs, 'lords': lords,
        'sripati': sripati, 'placidus': placidus, 'longitudes': lst(lons),
        'drishtiGate': gate, 'drishtiMatrix': matrix, 'sputaOnSripati': sputa,
        'sunrise': float(rise), 'sunset': float(sets), 'isDay': bool(rise <= hours < sets),
    }

out = []
for name, (y, m, d), (hh, mi, ss), off, lat, lon in CASES:
    jd = swe.julday(y, m, d, hh + mi / 60 + ss / 3600)
    place = drik.Place(name, lat, lon, off)
    rasi = q(charts.rasi_chart, jd, place)[:const._pp_count_upto_ketu]
    nav = q(charts.divisional_chart, jd, place, divisional_chart_factor=9)[:const._pp_count_upto_ketu]
    h_to_p = utils.get_house_planet_list_from_planet_positions(rasi)
    bav, sav, prastara = q(ashtakavarga.get_ashtaka_varga, h_to_p)
    bav7 = [list(map(int, r)) for r in bav[:7]]
    tri = q(ashtakavarga._trikona_sodhana, [r[:] for r in bav7])
    eka = q(ashtakavarga._ekadhipatya_sodhana, [r[:] for r in tri], h_to_p)
    rp, gp, sp = q(ashtakavarga.sodhaya_pindas, [r[:] for r in bav7], h_to_p)
    ben, mal = q(charts.benefics_and_malefics, jd, place, exclude_rahu_ketu=True)
    # Vaisheshikamsa counts: own, exalted or moolatrikona sign in each varga (pyjhora's tables).
    vcounts = {}
    for scheme, vargas in SCHEMES.items():
        counts = [0] * 7
        for n in vargas:
            pp = q(charts.divisional_chart, jd, place, divisional_chart_factor=n, chart_method=METHOD.get(n, 1))[:const._pp_count_upto_ketu]
            for p, (h, _) in pp:
                if p == const._ascendant_symbol or p > 6:
                    continue
                if h == const.moola_trikona_of_planets[p] or const.house_strengths_of_planets[p][h] > const._FRIEND:
                    counts[p] += 1
        vcounts[scheme] = counts
    # Surya Siddhanta mean longitudes as pyjhora's surya_sidhantha module computes them (its
    # _planet_mean_longitude fails in 4.8.7 on drik.planet_list, so its parts are used): whole
    # Kali ahargana days x revolutions / civil days of the mahayuga, plus the desantara correction.
    kan = int(jd - const.mahabharatha_tithi_julian_day)  # surya_sidhantha.kali_ahargana's count (its weekday check fails in 4.8.7)
    means = {}
    for p, pl in [(0, const._SUN), (2, const._MARS), (3, const._MERCURY), (4, const._JUPITER), (5, const._VENUS), (6, const._SATURN)]:
        daily = const.planet_mean_revolutions_at_kali[pl] / const.civil_days_in_mahayuga * 360
        means[str(p)] = ((kan * daily) + (const.ujjain_lat_long[1] - lon) / 360.0 * daily) % 360
    out.append({
        'name': name,
        'body': {'date': f'{y:04d}-{m:02d}-{d:02d}', 'time': f'{hh:02d}:{mi:02d}:{ss:02d}', 'timezoneOffset': off, 'latitude': lat, 'longitude': lon, 'nodeType': 'true'},
        'uchcha': lst(q(strength._uchcha_bala, rasi)),
        'ojhayugma': lst(q(strength._ojayugama_bala, rasi, nav)),
        'kendradi': lst(q(strength._kendra_bala, rasi)),
        'drekkana': lst(q(strength._dreshkon_bala, rasi)),
        'natonnata': lst(q(strength._nathonnath_bala, jd, place)),
        'paksha': lst(q(strength._paksha_bala, jd, place)),
        'tribhaga': lst(q(strength._tribhaga_bala, jd, place)),
        'vara': lst(q(strength._vaara_bala, jd, place)),
        'hora': lst(q(strength._hora_bala, jd, place)),
        'ayana': lst(q(strength._ayana_bala, jd, place)),
        'declinations': lst(q(drik.declination_of_planets, jd, place))[:7],
        'ssMean': means, 'kaliAhargana': int(kan),
        'naisargika': lst(q(strength._naisargika_bala)),
        'drishti': [[float(v) for v in row[:7]] for row in q(strength.planet_aspect_relationship_table, rasi)[:7]],
        'benefics': [int(b) for b in ben], 'malefics': [int(b) for b in mal],
        'bhinna': bav7, 'sarva': list(map(int, sav)),
        'prastara': [[list(map(int, r)) for r in g[:8]] for g in prastara[:7]],
        'trikona': [list(map(int, r)) for r in tri], 'ekadhipatya': [list(map(int, r)) for r in eka],
        'rashiPinda': list(map(int, rp)), 'grahaPinda': list(map(int, gp)), 'shodhyaPinda': list(map(int, sp)),
        'vaisheshikamsa': vcounts,
        # Compound (panchadha) relations 1 adhishatru .. 5 adhimitra, row graha towards column graha.
        'compound': [[int(v) for v in row[:7]] for row in q(house._get_compound_relationships_of_planets, h_to_p)[:7]],
        # Grahas each of the seven aspects with full graha drishti (7th and the special aspects).
        'fullDrishtiOn': [sorted(int(x) for x in q(house.graha_drishti_from_chart, h_to_p)[2][p] if int(x) <= 6) for p in range(7)],
        # strength.bhava_bala (virupas; rupas = /60; strength = rupas / 7) and its parts, see bhava_bala_parts.
        'bhavaBala': bhava_bala_parts(jd, place),
    })
NATURAL = {'friends': [list(map(int, const.friendly_planets[p])) for p in range(7)], 'neutrals': [list(map(int, const.neutral_planets[p])) for p in range(7)], 'enemies': [list(map(int, const.enemy_planets[p])) for p in range(7)]}
json.dump({'natural': NATURAL, 'source': 'pyjhora 4.8.7 (Lahiri, true node): horoscope/chart/strength.py, ashtakavarga.py, charts.py (D2, D5 chart_method 2)', 'cases': out},
          open(os.path.join(os.path.dirname(__file__), 'vectors', 'vedic-strength.json'), 'w'), indent=1)
print('wrote', len(out))
