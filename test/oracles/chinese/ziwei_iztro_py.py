"""
Zi Wei Dou Shu vectors from iztro-py (PyPI, the Python port of iztro), the second
implementation the /ziwei/chart tests compare with.

Run:  python3 -m venv /tmp/h4/venv && /tmp/h4/venv/bin/pip install iztro-py
      /tmp/h4/venv/bin/python test/oracles/chinese/ziwei_iztro_py.py > test/oracles/chinese/ziwei-iztro-py.json

80 lunar births drawn with a fixed seed (years 1901-2099, months 1-12 not leap, days 1-29,
hour branches 0-11, both genders); for each: life and body palace branches, bureau, life and
body masters, and per palace its branch, stem, major stars with brightness and minor stars.
Names are iztro-py's keys (tianliangMaj, haiEarthly...), normalised to toneless pinyin.
"""
import json
import random
import re
from importlib.metadata import version

from iztro_py import astro


def key(s):
    """'tianliangMaj' -> 'tianliang', 'haiEarthly' -> 'hai', 'dingHeavenly' -> 'ding'."""
    return re.sub(r'(Maj|Min|Earthly|Heavenly)$', '', s or '')


rng = random.Random(20261126)
out = []
for _ in range(80):
    y, m, d, h = rng.randint(1901, 2099), rng.randint(1, 12), rng.randint(1, 29), rng.randint(0, 11)
    g = rng.choice(['male', 'female'])
    a = astro.by_lunar(f'{y}-{m}-{d}', h, '男' if g == 'male' else '女', False, True, 'zh-CN')
    out.append({
        'lunar': [y, m, d], 'hourBranch': h, 'gender': g,
        'lifeBranch': key(a.earthly_branch_of_soul_palace), 'bodyBranch': key(a.earthly_branch_of_body_palace),
        'bureau': a.five_elements_class, 'lifeMaster': key(a.soul), 'bodyMaster': key(a.body),
        'palaces': [{
            'branch': key(p.earthly_branch), 'stem': key(p.heavenly_stem),
            'major': [[key(s.name), s.brightness or ''] for s in p.major_stars],
            'minor': sorted(key(s.name) for s in p.minor_stars),
        } for p in a.palaces],
    })
print(json.dumps({'source': f'iztro-py {version("iztro-py")}', 'births': out}, ensure_ascii=False, indent=1))
