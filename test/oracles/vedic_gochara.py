"""Reference instants for the gochara calendar: sidereal (Lahiri) sign ingresses of the Sun,
Mars, Jupiter, Saturn and the mean node in 2025, and the Moon's nakshatra ingresses in March
2025, from pyswisseph directly (swe.calc_ut with FLG_SWIEPH | FLG_SIDEREAL | FLG_SPEED, apparent
positions as the service computes them): daily samples (hourly for the Moon), bisection to 1e-7 day.
Output: vectors/vedic-gochara.json. Run: test/oracles/.venv/bin/python test/oracles/vedic_gochara.py
"""
import json, os
import swisseph as swe

swe.set_sid_mode(swe.SIDM_LAHIRI, 0, 0)
FLAGS = swe.FLG_SWIEPH | swe.FLG_SIDEREAL | swe.FLG_SPEED

def lon(jd, body, off=0.0):
    return (swe.calc_ut(jd, body, FLAGS)[0][0] + off) % 360

def crossings(body, start, end, step, span, off=0.0):
    out = []
    t = start
    a = lon(t, body, off)
    while t < end:
        t2 = t + step
        b = lon(t2, body, off)
        ka, kb = int(a // span), int(b // span)
        if ka != kb:
            # one boundary between the samples (steps are short enough)
            boundary = kb if (b - a) % 360 < 180 else ka
            target = (boundary * span) % 360
            lo, hi = t, t2
            f = lambda x: ((lon(x, body, off) - target + 180) % 360) - 180
            flo = f(lo)
            for _ in range(60):
                mid = (lo + hi) / 2
                fm = f(mid)
                if (fm < 0) == (flo < 0):
                    lo, flo = mid, fm
                else:
                    hi = mid
            out.append({'jd': (lo + hi) / 2, 'from': ka, 'to': kb})
        t, a = t2, b
    return out

start = swe.julday(2025, 1, 1, 0.0)
end = swe.julday(2026, 1, 1, 0.0)
res = {'source': 'pyswisseph ' + swe.version + ' calc_ut FLG_SWIEPH|FLG_SIDEREAL (Lahiri), bisection', 'signs': {}, 'moonNakshatras': []}
for name, body, off in [('Sun', swe.SUN, 0), ('Mars', swe.MARS, 0), ('Jupiter', swe.JUPITER, 0), ('Saturn', swe.SATURN, 0), ('Rahu', swe.MEAN_NODE, 0), ('Ketu', swe.MEAN_NODE, 180)]:
    res['signs'][name] = crossings(body, start, end, 0.5, 30, off)
res['moonNakshatras'] = crossings(swe.MOON, swe.julday(2025, 3, 1, 0.0), swe.julday(2025, 4, 1, 0.0), 1 / 24, 40 / 3)
json.dump(res, open(os.path.join(os.path.dirname(__file__), 'vectors', 'vedic-gochara.json'), 'w'), indent=1)
print({k: len(v) for k, v in res['signs'].items()}, len(res['moonNakshatras']))
