"""
Hour Qi Men charts from kinqimen 0.0.6.6 (PyPI, kentang2017, chaibu method) for
test/chinese/more.test.ts: dun and ju, yuan, door and deity by palace, hour void and post horse.
Run: python3 -m venv /tmp/qm && /tmp/qm/bin/pip install kinqimen==0.0.6.6 &&
/tmp/qm/bin/python test/oracles/chinese/qimen_kinqimen.py > test/oracles/chinese/qimen_kinqimen.json
Times are Beijing civil time (UT+8). The test skips the few whose term (kinqimen takes it
from its own sxtwl calendar, to the day) differs from ours: an hour near a term instant.
kinqimen 0.0.6.6 imports its `config` module by a bare name, hence the sys.path line.
"""
import json, os, random, sys
import kinqimen as _pkg
sys.path.insert(0, os.path.dirname(_pkg.__file__))
from kinqimen import kinqimen

PALACE = {'坎': 1, '坤': 2, '震': 3, '巽': 4, '中': 5, '乾': 6, '兌': 7, '艮': 8, '離': 9}
DOOR = {'休': 'xiu', '死': 'si', '傷': 'shang', '杜': 'du', '開': 'kai', '驚': 'jing-alarm', '生': 'sheng', '景': 'jing-view'}
# kinqimen writes the older deity set: Gou Chen and Zhu Que stand where Bai Hu and Xuan Wu do.
DEITY = {'符': 'zhi-fu', '蛇': 'teng-she', '陰': 'tai-yin', '合': 'liu-he', '勾': 'bai-hu', '雀': 'xuan-wu', '虎': 'bai-hu', '玄': 'xuan-wu', '地': 'jiu-di', '天': 'jiu-tian'}
NUM = '一二三四五六七八九'

random.seed(14)
out = []
while len(out) < 24:
    y, m, d, h = random.randint(1950, 2049), random.randint(1, 12), random.randint(1, 28), random.randint(0, 22)
    mi = random.choice([10, 30, 50])
    p = kinqimen.Qimen(y, m, d, h, mi).pan(1)
    ju = p['排局']
    out.append({
        'date': f'{y:04d}-{m:02d}-{d:02d}', 'time': f'{h:02d}:{mi:02d}:00',
        'dun': 'yang' if ju.startswith('陽') else 'yin', 'ju': NUM.index(ju[2]) + 1,
        'yuan': {'上': 'upper', '中': 'middle', '下': 'lower'}[ju[4]],
        'term': p['節氣'],
        'doors': {str(PALACE[k]): DOOR[v] for k, v in p['門'].items()},
        'deities': {str(PALACE[k]): DEITY[v] for k, v in p['神'].items()},
        'hourVoid': p['旬空']['時空'], 'horse': p['馬星']['驛馬'],
    })
json.dump(out, sys.stdout, ensure_ascii=False, indent=0)
