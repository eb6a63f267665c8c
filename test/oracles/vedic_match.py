"""Reference vectors for the koota tables of marriage matching, from pyjhora 4.8.7
(jhora/horoscope/match/compatibility.py, class Ashtakoota, method 'North').

Every groom star x bride star (27 x 27) at three pada pairs; each row holds pyjhora's points
koota by koota and its mahendra / vedha / rajju / stree-deergha flags.
Output: vectors/vedic-match.json. Run: test/oracles/.venv/bin/python test/oracles/vedic_match.py
"""
import json, os, io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    from jhora.horoscope.match import compatibility as c

PADAS = [(1, 1), (2, 3), (4, 4)]
rows = []
for bp, gp in PADAS:
    for b in range(1, 28):
        for g in range(1, 28):
            a = c.Ashtakoota(b, bp, g, gp, method='North')
            rows.append({
                'groom': [b, bp], 'bride': [g, gp],
                'groomSign': a.boy_raasi_number, 'brideSign': a.girl_raasi_number,
                'varna': a.varna_porutham()[0], 'vashya': a.vasiya_porutham()[0], 'tara': a.tara_porutham()[0],
                'yoni': a.yoni_porutham()[0], 'maitri': a.maitri_porutham()[0], 'gana': a.gana_porutham()[0],
                'bhakoot': a.raasi_porutham()[0], 'nadi': a.naadi_porutham()[0],
                'mahendra': bool(a.mahendra_porutham()), 'rajju': bool(a.rajju_porutham()),
            })
json.dump({'source': 'pyjhora 4.8.7 compatibility.Ashtakoota(boy_star, boy_pada, girl_star, girl_pada, method="North")', 'rows': rows},
          open(os.path.join(os.path.dirname(__file__), 'vectors', 'vedic-match.json'), 'w'))
print('wrote', len(rows))
