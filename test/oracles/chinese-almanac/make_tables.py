"""
Writes plugins/chinese/src/lib/almanac-tables.ts from 6tail/lunar-javascript (MIT licence,
Copyright (c) 2020 6tail): the day table of suitable/avoid activities (DAY_YI_JI, keyed by
month ganzhi x day ganzhi, after Xie Ji Bian Fang Shu, 1741), the day gods (DAY_SHEN_SHA, keyed
by month branch x day ganzhi), their vocabularies (YI_JI, SHEN_SHA) and the Peng Zu taboos.
The encoded strings are copied verbatim; the vocabularies are converted to traditional
characters (OpenCC s2t, as the rest of the family writes) and given stable slugs: activities
in English kebab-case (the catalogue's marriage, move-in, open-business, travel,
groundbreaking, burial ...), gods in toneless pinyin.

Run: /tmp/venv/bin/pip install opencc-python-reimplemented; python3 make_tables.py
(from the repository root, with node_modules/lunar-javascript 1.7.7 installed).
"""
import json, re, sys
from opencc import OpenCC

SRC = 'node_modules/lunar-javascript/lunar.js'
OUT = 'plugins/chinese/src/lib/almanac-tables.ts'
src = open(SRC, encoding='utf8').read()
_s2t = OpenCC('s2t').convert
# OpenCC turns a bare 斗 (the Dou xiu) and 丑 (the branch chou) into 鬥 and 醜: put them back.
t2 = lambda s: _s2t(s).replace('鬥', '斗').replace('醜', '丑')

def arr(name):
    m = re.search(name + r':\s*\[(.*?)\]', src, re.S)
    return re.findall(r"'([^']*)'", m.group(1))

msg_start = src.index('var _messages')
en_start = src.index("'en': {", msg_start)
chs = dict(re.findall(r"'([a-z]+\.[A-Za-z0-9]+)': '([^']*)'", src[msg_start:en_start]))
en = dict(re.findall(r"'([a-z]+\.[A-Za-z0-9]+)': '([^']*)'", src[en_start:en_start + 300000]))

def fill(s):
    return re.sub(r'\{([a-z]+\.[A-Za-z0-9]+)\}', lambda m: chs[m.group(1)], s)

def kebab(s):
    return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')

ACTIVITY_SLUGS = {  # where lunar-javascript's English is wrong, ambiguous or duplicated
    'yj.jiaQu': 'marriage', 'yj.ruZhai': 'move-in', 'yj.kaiShi': 'open-business', 'yj.chuXing': 'travel',
    'yj.dongTu': 'groundbreaking', 'yj.anZang': 'burial', 'yj.yiXi': 'relocate', 'yj.kaiGuang': 'consecration',
    'yj.wanMian': 'face-threading', 'yj.anXiang': 'install-incense-altar', 'yj.zhuShi': 'nothing-suitable',
    'yj.yuShi': 'nothing-else', 'yj.poWuHuaiYuan': 'demolish-house-and-wall', 'yj.huaiYuan': 'break-wall',
    'yj.gaiWu': 'roof-house', 'yj.zaoWu': 'build-house', 'yj.zaoCangKu': 'build-storehouse', 'yj.zaoCang': 'build-granary',
    'yj.huiYou': 'meet-friends', 'yj.huiQinYou': 'meet-relatives-and-friends', 'yj.qiJi': 'raise-foundation',
    'yj.qiJiDongTu': 'lay-foundation', 'yj.heZhang': 'hang-bed-curtains', 'yj.kaiZhuYan': 'drill-pillar-holes',
    'yj.chuanPing': 'fit-screens-and-frames', 'yj.zhuDi': 'build-embankment', 'yj.jiaMa': 'set-up-trestles',
    'yj.anDuiWei': 'install-mill', 'yj.jingLuo': 'weave', 'yj.zaoChuChou': 'build-livestock-pen', 'yj.guiXiu': 'gui-xiu',
    'yj.chengFu': 'put-on-mourning', 'yj.puDu': 'universal-salvation', 'yj.qiZuan': 'exhume', 'yj.guanJi': 'coming-of-age',
    'yj.tanBing': 'visit-the-sick', 'yj.xiuZao': 'build-and-repair', 'yj.poTu': 'break-earth-for-grave',
    'yj.jieChu': 'cleansing', 'yj.qiJiao': 'offering-ceremony', 'yj.zhaiJiao': 'fasting-ceremony', 'yj.xieTu': 'thank-earth-god',
    'yj.chuHuo': 'move-altar-fire', 'yj.heShouMu': 'make-coffin', 'yj.ruLian': 'encoffin', 'yj.yiJiu': 'move-coffin',
    'yj.jinRenKou': 'adopt', 'yj.kaiRong': 'open-face', 'yj.kaiShengFen': 'prepare-grave', 'yj.zuoBei': 'build-dam-release-water',
    'yj.chaiXie': 'dismantle', 'yj.poWu': 'demolish-house', 'yj.buYuan': 'mend-wall', 'yj.faMuZuoLiang': 'fell-trees-for-beams',
    'yj.gaiWuHeJi': 'roof-and-ridge', 'yj.saiXue': 'block-holes', 'yj.zuoLiang': 'make-beams', 'yj.dingSang': 'set-plinth-stones',
    'yj.xiuShi': 'decorate-walls', 'yj.anJiXie': 'install-machinery', 'yj.anJi': 'install-loom', 'yj.zaoCheQi': 'build-vehicles',
    'yj.guZhu': 'casting', 'yj.muYang': 'herding', 'yj.naChu': 'acquire-livestock', 'yj.heJi': 'close-ridge',
    'yj.TiTou': 'shave-head', 'yj.liFa': 'haircut', 'yj.zhengShou': 'trim-nails', 'yj.qiuYiLiaoBing': 'seek-treatment',
    'yj.qiuYi': 'see-doctor', 'yj.zhiBing': 'treat-illness', 'yj.xingSang': 'funeral', 'yj.duanYi': 'block-ant-holes',
    's.none': 'none', 'yj.zaoChuan': 'build-boat', 'yj.DingHun': 'engagement', 'yj.naCai': 'betrothal-gifts', 'yj.dingMeng': 'make-alliance',
}
GOD_SLUGS = {'sn.fourHit': 'si-ji-strike', 'sn.tuHu': 'tu-fu-mansion', 's.none': 'none', 'sn.siJi': 'si-ji'}

def camel_pinyin(key):
    k = key.split('.', 1)[1]
    return '-'.join(p.lower() for p in re.findall(r'[A-Z]?[a-z]+', k))

yiji_keys = re.findall(r"\{([^}]+)\}", re.search(r'YI_JI:\s*\[(.*?)\]', src, re.S).group(1))
ss_keys = re.findall(r"\{([^}]+)\}", re.search(r'SHEN_SHA:\s*\[(.*?)\]', src, re.S).group(1))
activities = [[ACTIVITY_SLUGS.get(k) or kebab(en[k]), t2(chs[k])] for k in yiji_keys]
gods = [[GOD_SLUGS.get(k) or camel_pinyin(k), t2(chs[k])] for k in ss_keys]
for name, rows in (('activities', activities), ('gods', gods)):
    slugs = [r[0] for r in rows]
    dup = {s for s in slugs if slugs.count(s) > 1}
    if dup - {'none'}: sys.exit(f'duplicate {name} slugs: {dup}')
day_yi_ji = re.search(r"DAY_YI_JI:'([^']*)'", src).group(1)
day_shen_sha = re.findall(r"'(;[^']*)'", re.search(r'DAY_SHEN_SHA:\s*\[(.*?)\]', src, re.S).group(1))
pengzu_gan = [t2(fill(s)) for s in arr('PENGZU_GAN')[1:]]
pengzu_zhi = [t2(fill(s)) for s in arr('PENGZU_ZHI')[1:]]
assert len(day_shen_sha) == 12 and len(pengzu_gan) == 10 and len(pengzu_zhi) == 12

with open(OUT, 'w', encoding='utf8') as f:
    f.write('''/**
 * The Tong Shu day tables, generated by test/oracles/chinese-almanac/make_tables.py from
 * 6tail/lunar-javascript 1.7.7 (MIT licence, Copyright (c) 2020 6tail), which tabulates the
 * rules of Xie Ji Bian Fang Shu (the Qianlong imperial almanac, 1741). Do not edit by hand.
 *
 * DAY_YI_JI: for each day ganzhi (two hex digits, 0 = jia-zi) one or more groups
 * `DD=MM...:YY...,JJ...` where MM are the month ganzhi (hex) sharing the group, YY the suitable
 * and JJ the avoided activities (hex indexes into ACTIVITIES).
 * DAY_SHEN_SHA: by month branch from yin (0 = yin ... 11 = chou), `;DD` + god indexes (hex)
 * into GODS less one: below 60 auspicious gods, from 60 inauspicious ones.
 */
''')
    f.write('/** [slug, characters] of each activity, by index. */\n')
    f.write('export const ACTIVITIES: readonly (readonly [string, string])[] = ' + json.dumps(activities, ensure_ascii=False) + ';\n')
    f.write('/** [slug, characters] of each day god, by index (0 = none). */\n')
    f.write('export const GODS: readonly (readonly [string, string])[] = ' + json.dumps(gods, ensure_ascii=False) + ';\n')
    f.write('/** Peng Zu Bai Ji taboos by day stem (jia ... gui) and by day branch (zi ... hai). */\n')
    f.write('export const PENGZU_STEM: readonly string[] = ' + json.dumps(pengzu_gan, ensure_ascii=False) + ';\n')
    f.write('export const PENGZU_BRANCH: readonly string[] = ' + json.dumps(pengzu_zhi, ensure_ascii=False) + ';\n')
    f.write('export const DAY_SHEN_SHA: readonly string[] = ' + json.dumps(day_shen_sha) + ';\n')
    f.write("export const DAY_YI_JI = '" + day_yi_ji + "';\n")
print('wrote', OUT, len(activities), 'activities', len(gods), 'gods')
