"""Reference vectors for the BPHS ch. 36 yogas (/vedic/yogas/bphs-chapter-36), from pyjhora 4.8.7
(jhora.horoscope.chart.yoga), which implements many of them from B. V. Raman's "Three Hundred
Important Combinations" (BVR-n).

For the eight charts of vedic_cases.py: pyjhora's rasi signs (Lahiri, true node), the lords of houses 1-12 it uses, its natural
benefics and malefics (charts.benefics_and_malefics, method 2: Jupiter, Venus, the Moon of
Shukla paksha by tithi, Mercury by its company), and its verdict for each ch. 36 yoga it
implements. Where a pyjhora function takes the chart's benefics, they are passed from
benefics_and_malefics (its *_from_jd_place forms do the same). The test
(test/vedic/yogas-bphs36.test.ts) compares only where pyjhora's rule is the verse's rule and
names every departure.
Output: vectors/vedic-yogas-bphs36.json. Run: test/oracles/.venv/bin/python test/oracles/vedic_yogas_bphs36.py
"""
import json, os, io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    from jhora.panchanga import drik
    from jhora.horoscope.chart import charts, yoga
    from jhora import const, utils
import swisseph as swe

drik.set_ayanamsa_mode('LAHIRI')

from vedic_cases import CASES  # the eight charts shared by the Vedic oracles

out = []
for name, (y, m, d), (hh, mi, ss), off, lat, lon in CASES:
    jd = swe.julday(y, m, d, hh + mi / 60 + ss / 3600)  # pyjhora takes the local-time Julian day
    place = drik.Place(name, lat, lon, off)
    with contextlib.redirect_stdout(io.StringIO()):
        pp = charts.divisional_chart(jd, place, divisional_chart_factor=1)[:const._pp_count_upto_ketu]
        ben, mal = charts.benefics_and_malefics(jd, place)
        h2p = utils.get_house_planet_list_from_planet_positions(pp)
        nav = charts.navamsa_chart(pp)[:const._pp_count_upto_ketu]
        asc = pp[0][1][0]
        # pyjhora's lord of each house 1-12: Scorpio and Aquarius may go to Ketu / Rahu (its
        # stronger-of-two co-lordship), where BPHS ch. 36 uses the sign's own lord (Mars, Saturn).
        from jhora.horoscope.chart import house
        lords = [int(house.house_owner_from_planet_positions(pp, (asc + h) % 12)) for h in range(12)]
        v = {
            'subha': yoga.subha_yoga_from_jd_place(jd, place),
            'asubha': yoga.asubha_yoga_from_jd_place(jd, place),
            'amala': yoga.amala_yoga_from_jd_place(jd, place),
            'sankha': yoga.sankha_yoga_from_planet_positions(pp),
            'bheri': yoga.bheri_yoga_from_planet_positions(pp),
            'mridanga': yoga.mridanga_yoga_from_planet_positions(pp),
            'parijatha': yoga.parijatha_yoga_from_planet_positions(pp),
            'kahala': yoga.kahala_yoga_from_planet_positions(pp),
            'chamara': yoga.chaamara_yoga_from_planet_positions(pp, natural_benefics=ben),
            'parvata': yoga.parvata_yoga_from_planet_positions(pp, natural_benefics=ben),
            'sreenatha': yoga.sreenatha_yoga_from_planet_positions(pp),
            'matsya': yoga.matsya_yoga_from_planet_positions(pp, method=1, natural_benefics=ben, natural_malefics=mal),
            # method 2 (PVR's "Parasari" form): benefics in the 1st and 9th, as BPHS ch. 36 sl. 21-22 reads.
            'matsya_parasari': yoga.matsya_yoga_from_planet_positions(pp, method=2, natural_benefics=ben, natural_malefics=mal),
            'koorma': yoga.koorma_yoga_from_planet_positions(pp, method=2, natural_benefics=ben, natural_malefics=mal),
            'khadga': yoga.khadga_yoga_from_planet_positions(pp),
            'kusuma': yoga.kusuma_yoga_from_planet_positions(pp),
            'kalanidhi': yoga.kalanidhi_yoga_from_planet_positions(pp),
            'kalpadruma': yoga.kalpadruma_yoga_from_planet_positions(pp, nav),
            'amsavatara': yoga.amsaavatara_yoga_from_planet_positions(pp, method=2),
            'hari': yoga.hari_yoga_from_planet_positions(pp, natural_benefics=ben),
            'harihara_brahma': yoga.harihara_brahma_yoga_from_planet_positions(pp),
            'saarada': yoga.saarada_yoga_from_planet_positions(pp),
            'devendra': yoga.devendra_yoga_from_planet_positions(pp),
            'indra': yoga.indra_yoga_from_planet_positions(pp),
            'budha': yoga.budha_yoga_from_planet_positions(pp),
            'marud': yoga.marud_yoga_from_planet_positions(pp),
        }
    signs = {('L' if p == const._ascendant_symbol else str(p)): int(s) + 1 for p, (s, _) in pp}
    out.append({'name': name,
                'body': {'date': f'{y:04d}-{m:02d}-{d:02d}', 'time': f'{hh:02d}:{mi:02d}:{ss:02d}', 'timezoneOffset': off, 'latitude': lat, 'longitude': lon, 'nodeType': 'true'},
                'signs': signs, 'lords': lords, 'benefics': sorted(int(b) for b in set(ben)), 'malefics': sorted(int(b) for b in set(mal)),
                'pyjhora': {k: bool(x) for k, x in v.items()}})

json.dump({'source': 'pyjhora 4.8.7 (Lahiri, true node): charts.divisional_chart, charts.benefics_and_malefics (method 2), jhora.horoscope.chart.yoga.*',
           'cases': out}, open(os.path.join(os.path.dirname(__file__), 'vectors', 'vedic-yogas-bphs36.json'), 'w'), indent=1)
