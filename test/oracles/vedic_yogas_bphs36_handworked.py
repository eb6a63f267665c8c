"""pyjhora 4.8.7 verdicts on the hand-worked charts of test/vedic/yogas-bphs36.test.ts, for the
ch. 36 yogas whose pyjhora rule is the verse's rule or contains it (named in that test). The real
charts of vedic_yogas_bphs36.py rarely show these yogas; the hand-worked ones are built to show
each, so here pyjhora judges charts where the yoga is present as well as absent.

A chart is the lagna's sidereal longitude, then Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn,
Rahu, Ketu, as in the test's fakeChart. pyjhora's functions take planet positions [[planet,
(sign 0-11, degrees in sign)], ...] and, where a rule uses them, natural benefics and malefics.
Those are passed by the service's rule (lib/yogas.ts, the catalogue's): Jupiter, Venus, the Moon
in Shukla paksha (Moon - Sun below 180 degrees), Mercury unless it shares a sign with a malefic;
malefics the Sun, Mars, Saturn, Rahu, Ketu, a waning Moon, an afflicted Mercury. So the
comparison tests the yoga rules, not two benefic conventions.
Output: vectors/vedic-yogas-bphs36-handworked.json. Run: test/oracles/.venv/bin/python test/oracles/vedic_yogas_bphs36_handworked.py
"""
import json, os, io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    from jhora.horoscope.chart import yoga, house
    from jhora import utils

CHARTS = [
    # (label, lagna, [Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu])
    ('subha-lagna', 35, [130, 250, 160, 100, 40, 70, 215, 310, 130]),
    ('subha-none', 35, [130, 250, 160, 100, 105, 70, 215, 310, 130]),
    ('subha-asubha-mixed', 35, [130, 250, 160, 100, 40, 70, 215, 45, 225]),
    ('subha-flanks', 5, [100, 250, 160, 70, 40, 340, 215, 280, 100]),
    ('asubha-flanks', 5, [100, 250, 40, 70, 160, 190, 340, 280, 100]),
    ('asubha-one-flank', 5, [100, 250, 70, 75, 160, 190, 340, 280, 100]),
    ('asubha-waning-moon', 35, [130, 40, 160, 100, 105, 70, 215, 310, 130]),
    ('subha-waxing-moon', 35, [330, 40, 160, 100, 105, 70, 215, 310, 130]),
    ('amala-lagna', 5, [130, 70, 215, 160, 250, 280, 310, 40, 220]),
    ('amala-shared', 5, [130, 70, 215, 160, 250, 280, 285, 40, 220]),
    ('amala-moon', 5, [130, 70, 215, 160, 340, 305, 310, 40, 220]),
    ('chamara-exalted', 5, [130, 215, 280, 140, 40, 70, 310, 340, 160]),
    ('chamara-none', 5, [130, 215, 280, 140, 75, 70, 310, 340, 160]),
    ('chamara-two', 5, [130, 40, 70, 160, 190, 200, 310, 340, 160]),
    ('sharada-first', 5, [125, 40, 70, 100, 250, 160, 130, 340, 160]),
    ('sharada-none', 5, [125, 40, 70, 150, 250, 160, 130, 340, 160]),
    ('sharada-second', 5, [125, 40, 310, 150, 250, 160, 130, 340, 160]),
    ('matsya', 5, [130, 140, 100, 70, 250, 10, 215, 310, 130]),
    ('matsya-none', 5, [130, 140, 100, 70, 250, 40, 215, 310, 130]),
    ('matsya-raman', 5, [130, 100, 250, 115, 135, 75, 10, 215, 35]),
    ('khadga', 5, [130, 100, 15, 160, 40, 250, 310, 70, 250]),
    ('khadga-none', 5, [130, 100, 70, 160, 40, 250, 310, 70, 250]),
    ('amsavatara', 5, [130, 40, 70, 160, 95, 280, 200, 340, 160]),
    ('amsavatara-none', 5, [130, 40, 70, 160, 95, 250, 200, 340, 160]),
    ('devendra', 35, [10, 100, 130, 310, 40, 340, 70, 250, 70]),
    ('devendra-none', 35, [10, 100, 130, 310, 40, 340, 100, 250, 70]),
    ('indra', 5, [310, 135, 70, 290, 250, 340, 130, 40, 220]),
    ('indra-none', 5, [310, 160, 70, 290, 250, 340, 130, 40, 220]),
    ('marut', 95, [340, 250, 70, 140, 130, 10, 220, 40, 220]),
    ('marut-none', 95, [340, 15, 70, 140, 130, 10, 220, 40, 220]),
    ('budha', 5, [190, 100, 200, 175, 10, 220, 280, 130, 310]),
    ('budha-none', 5, [190, 100, 215, 175, 10, 220, 280, 130, 310]),
]

def natures(lons):
    sign = [int(l // 30) for l in lons]
    waxing = (lons[1] - lons[0]) % 360 < 180
    malefic = {0, 2, 6, 7, 8} | (set() if waxing else {1})
    if any(sign[3] == sign[m] for m in malefic):
        malefic.add(3)
    benefic = [g for g in range(7) if g not in malefic]
    return benefic, sorted(malefic)

out = []
for label, lagna, lons in CHARTS:
    pp = [['L', (int(lagna // 30), lagna % 30)]] + [[g, (int(l // 30), l % 30)] for g, l in enumerate(lons)]
    ben, mal = natures(lons)
    asc = int(lagna // 30)
    chart_1d = utils.get_house_planet_list_from_planet_positions(pp)
    with contextlib.redirect_stdout(io.StringIO()):
        lords = [int(house.house_owner_from_planet_positions(pp, (asc + h) % 12)) for h in range(12)]
        v = {
            # the module-level helpers take the chart and the natures (the public forms derive pyjhora's own natures)
            'subha': getattr(yoga, '__subha_yoga_calculation')(chart_1d, set(ben), set(mal), False, True),
            'asubha': yoga._asubha_yoga_calculation(chart_1d, set(ben), set(mal), False),
            'amala': yoga.amala_yoga_from_planet_positions(pp, natural_benefics=ben),
            'chamara': yoga.chaamara_yoga_from_planet_positions(pp, natural_benefics=ben),
            'saarada': yoga.saarada_yoga_from_planet_positions(pp),
            'matsya_parasari': yoga.matsya_yoga_from_planet_positions(pp, method=2, natural_benefics=ben, natural_malefics=mal),
            'khadga': yoga.khadga_yoga_from_planet_positions(pp),
            'amsavatara': yoga.amsaavatara_yoga_from_planet_positions(pp, method=2),
            'devendra': yoga.devendra_yoga_from_planet_positions(pp),
            'indra': yoga.indra_yoga_from_planet_positions(pp),
            'marud': yoga.marud_yoga_from_planet_positions(pp),
            'budha': yoga.budha_yoga_from_planet_positions(pp),
        }
    out.append({'label': label, 'lagna': lagna, 'lons': lons, 'lords': lords, 'benefics': ben, 'malefics': mal,
                'pyjhora': {k: (None if x is None else bool(x)) for k, x in v.items()}})

json.dump({'source': 'pyjhora 4.8.7 jhora.horoscope.chart.yoga.*_from_planet_positions on the hand-worked charts; benefics by the service rule',
           'cases': out}, open(os.path.join(os.path.dirname(__file__), 'vectors', 'vedic-yogas-bphs36-handworked.json'), 'w'), indent=1)
