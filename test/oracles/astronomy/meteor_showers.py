"""Vectors for meteor shower maxima of 2024 from skyfield over JPL DE421.

Input: each shower's solar longitude of maximum (J2000) from the IMO Meteor Shower Calendar
2024 (the same values as plugins/astronomy/src/lib/imo-showers.ts). Output: the instant the
Sun's apparent geocentric longitude on the J2000 ecliptic (skyfield ecliptic_J2000_frame)
reaches it (bisection to 0.1 s) and the Moon's illuminated fraction then
(almanac.fraction_illuminated).

Run: ``/tmp/h8/venv/bin/python meteor_showers.py`` in test/oracles/astronomy; writes
../vectors/astronomy-meteors.json.
"""
from __future__ import annotations

import json
import os
import sys
from importlib.metadata import version

import de421
from skyfield import almanac
from skyfield.api import load
from skyfield.framelib import ecliptic_J2000_frame

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from jpl_npy import NpyKernel  # noqa: E402

ts = load.timescale(builtin=True)
eph = NpyKernel(de421)
EARTH, SUN = eph['earth'], eph['sun']
SHOWERS = {'QUA': 283.15, 'LYR': 32.32, 'ETA': 45.5, 'SDA': 127, 'CAP': 127, 'PER': 140.0, 'DRA': 195.4, 'ORI': 208, 'LEO': 235.27, 'GEM': 262.2, 'URS': 270.7}


def lam(jd):
    return EARTH.at(ts.ut1_jd(jd)).observe(SUN).apparent().frame_latlon(ecliptic_J2000_frame)[1].degrees


out = []
start = ts.utc(2024, 1, 1).ut1
for code, target in SHOWERS.items():
    lo = start + ((target - lam(start)) % 360) / 0.9856 - 5  # mean motion estimate, then bracket
    hi = lo + 10
    f = lambda x: (lam(x) - target + 180) % 360 - 180  # noqa: E731
    while hi - lo > 1e-6:
        mid = (lo + hi) / 2
        if (f(mid) > 0) == (f(lo) > 0):
            lo = mid
        else:
            hi = mid
    t = ts.ut1_jd((lo + hi) / 2)
    out.append({'code': code, 'solarLongitude': target, 'peakUtc': t.utc_iso(), 'jdUt': t.ut1, 'moonIllumination': float(almanac.fraction_illuminated(eph, 'moon', t))})
with open(os.path.join(os.path.dirname(HERE), 'vectors', 'astronomy-meteors.json'), 'w') as fh:
    json.dump({'source': f'skyfield {version("skyfield")} over JPL DE421, ecliptic_J2000_frame; IMO Meteor Shower Calendar 2024 solar longitudes', 'year': 2024, 'maxima': out}, fh, indent=1)
    fh.write('\n')
for o in out:
    print(o['code'], o['peakUtc'], round(o['moonIllumination'], 3))
