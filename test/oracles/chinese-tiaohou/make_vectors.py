"""
A second transcription of Qiong Tong Bao Jian's Tiao Hou table for test/chinese/structure.test.ts:
the 120 cells of bazi-chart 1.2.0 (PyPI; its qiongtong.py, which took them from the
china-testing/bazi compilation), as {dayStem, monthBranch, primary, ranks}. Its ranks group
stems (1 first, 2 and 3 assistants) without ordering inside a rank, so the test compares the
first stem and the set.

Run: python3 -m venv /tmp/venv && /tmp/venv/bin/pip install bazi-chart==1.2.0
     /tmp/venv/bin/python test/oracles/chinese-tiaohou/make_vectors.py   (from the repository root)
"""
import json
from bazi.qiongtong import qiongtong

STEMS = '甲乙丙丁戊己庚辛壬癸'
BRANCHES = '子丑寅卯辰巳午未申酉戌亥'
cells = []
for s in STEMS:
    for b in BRANCHES:
        q = qiongtong(s, b)
        cells.append({'dayStem': s, 'monthBranch': b, 'primary': q['primary'], 'stems': [g for _, gs in q['ranks'] for g in gs], 'raw': q['raw']})
json.dump({'source': 'bazi-chart 1.2.0 (PyPI), bazi/qiongtong.py', 'cells': cells},
          open('test/oracles/chinese-tiaohou/vectors.json', 'w'), ensure_ascii=False, indent=0)
print(len(cells), 'cells')
