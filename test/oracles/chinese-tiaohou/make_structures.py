"""
Regular Ge Ju of 400 random charts by a second implementation, bazi-chart 1.2.0 (PyPI,
bazi/pattern.py determine_pattern: Lu/blade by the month's position, else the first revealed
hidden stem of the month, main qi first, else the main qi), for test/chinese/structure.test.ts.
Charts are drawn with a fixed seed as cycle indexes with valid month and hour stems (Five Tigers
and Five Rats rules); its special structures use other thresholds and are only recorded.

Run: /tmp/venv/bin/python test/oracles/chinese-tiaohou/make_structures.py  (bazi-chart installed)
"""
import json, random
from bazi.pillars import Pillar, FourPillars, day_master_strength, wuxing_balance
from bazi.pattern import determine_pattern

G = '甲乙丙丁戊己庚辛壬癸'; Z = '子丑寅卯辰巳午未申酉戌亥'
rng = random.Random(1401)
def cyc(i): return G[i % 10] + Z[i % 12]
charts = []
for _ in range(400):
    y = rng.randrange(60)
    mb = rng.randrange(12)
    ms = (2 * (y % 10 % 5) + 2 + (mb - 2) % 12) % 10
    m = next(i for i in range(60) if i % 10 == ms and i % 12 == mb)
    d = rng.randrange(60)
    hb = rng.randrange(12)
    hs = (2 * (d % 10 % 5) + hb) % 10
    h = next(i for i in range(60) if i % 10 == hs and i % 12 == hb)
    fp = FourPillars(*(Pillar(cyc(i)[0], cyc(i)[1]) for i in (y, m, d, h)), None, None, 2000, None)
    r = determine_pattern(fp, day_master_strength(fp), wuxing_balance(fp)).to_dict()
    charts.append({'pillars': [y, m, d, h], 'ganzhi': ' '.join(cyc(i) for i in (y, m, d, h)), 'structure': r['格局'], 'category': r['类别']})
json.dump({'source': 'bazi-chart 1.2.0 (PyPI), bazi/pattern.py determine_pattern', 'charts': charts},
          open('test/oracles/chinese-tiaohou/structures.json', 'w'), ensure_ascii=False, indent=0)
print(len(charts), 'charts')
