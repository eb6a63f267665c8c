"""Delta T (TT - UT1) from measured Earth rotation, for Swiss Ephemeris and for the tests.

Writes
- runtime/ephe/swe_deltat.txt: Delta T at 1 January of 2021-2027, which Swiss Ephemeris 2.09
  reads from its ephemeris path in place of its own table for those years (swephlib.c,
  init_dt: "swe_deltat.txt", lines "year seconds", '#' comments). The library's table was
  measured to 2020 and extrapolated after it (2024: 71.00 s at 1 January, 71.25 s mid-year,
  where the Earth's rotation gave 69.18 s). A 0 for 2028 ends the table there: init_dt takes
  the table to end before its first zero, and after the table's end the library joins its
  published extrapolation (Stephenson, Morrison and Hohenkerk 2016, the polynomial in
  swephlib.c deltat_aa) linearly over 100 years starting from the last tabulated value, so
  the curve is continuous. Before 2021 the library's own table (IERS values from 1974)
  is kept, so the past joins as it was.
- test/oracles/vectors/delta-t.json: Delta T on the 1st of every month of 2020-2027 from the
  same source, for test/accuracy/delta-t.test.ts.

Source: the IERS Earth orientation series finals2000A.all (IERS Rapid Service/Prediction
Centre at USNO: Bulletin A daily UT1-UTC, measured, and its one-year prediction), as skyfield
1.55 ships it (skyfield/data/iers.npz, daily Delta T = 32.184 s + (TAI-UTC) - (UT1-UTC) from
1973 to 2027-01-23). skyfield's table ends about a year after its release, and its last year
is the Bulletin A prediction: so the 2021-2026 values are measured and 2027 is predicted.

Run: ``.venv/bin/python delta_t.py`` in test/oracles (a second).
"""
from __future__ import annotations

import json
import os
from importlib.metadata import version

from skyfield.api import load

ts = load.timescale(builtin=True)
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

FIRST, LAST = 2021, 2027


def delta_t(y: int, m: int, d: int) -> float:
    return float(ts.utc(y, m, d).delta_t)


lines = [
    '# Delta T = TT - UT1 (seconds) at 1 January of each year, read by Swiss Ephemeris 2.09 in',
    '# place of its own table for these years (swephlib.c, init_dt). Written by',
    '# test/oracles/delta_t.py; do not edit by hand.',
    '# Source: IERS finals2000A.all (IERS Rapid Service/Prediction Centre, USNO, Bulletin A),',
    f'# as shipped by skyfield {version("skyfield")} (skyfield/data/iers.npz): Delta T = 32.184 s + (TAI-UTC) - (UT1-UTC).',
    f'# {FIRST}-{LAST - 1} measured; {LAST} the Bulletin A prediction. The 0 for {LAST + 1} ends the table: after it',
    '# the library joins the Stephenson-Morrison-Hohenkerk (2016) extrapolation over 100 years.',
]
for y in range(FIRST, LAST + 1):
    lines.append(f'{y} {delta_t(y, 1, 1):.4f}')
lines.append(f'{LAST + 1} 0')
with open(os.path.join(ROOT, 'runtime', 'ephe', 'swe_deltat.txt'), 'w') as fh:
    fh.write('\n'.join(lines) + '\n')

monthly = [{'date': f'{y:04d}-{m:02d}-01', 'jdUT': float(ts.utc(y, m, 1).ut1), 'deltaT': delta_t(y, m, 1)}
           for y in range(2020, 2027) for m in range(1, 13)]
with open(os.path.join(HERE, 'vectors', 'delta-t.json'), 'w') as fh:
    json.dump({'source': f'IERS finals2000A.all via skyfield {version("skyfield")} (iers.npz); Delta T = TT - UT1 in seconds on the 1st of each month, 0h UTC',
               'months': monthly}, fh, indent=1)
    fh.write('\n')
print('\n'.join(lines))
