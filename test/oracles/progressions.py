"""Reference vectors for secondary progressions: test/oracles/vectors/progressions.json.

Oracle: immanuel (PyPI ``immanuel``, The Rift Lab; tools/forecast.py ``progression``), which
computes the secondary-progressed Julian day (birth JD + elapsed years x 1 day, its year the
astro.com tropical-year polynomial, ~365.24219 d) and the progressed ARMC by its NAIBOD
(natal ARMC + years x 0.98564733) and DAILY_HOUSES (the ARMC of the progressed day) methods.
Progressed bodies, the Ascendant and MC from the progressed ARMC (swe.houses_armc, the true
obliquity of the progressed day, as immanuel's charts.Progressed) and the solar arc in RA /
true solar arc are read with the pyswisseph immanuel ships (pysweph), written here: no code
shared with the service.

Case: 1990-07-15 14:30 Europe/Kyiv (UTC+3, 11:30 UT), 50.45 N 30.52 E, Placidus; target
2024-07-15 0h UT.

Run: ``.venv/bin/python progressions.py`` in test/oracles.
"""
from __future__ import annotations

import json
import os
from importlib.metadata import version

import swisseph as swe
from immanuel.const import calc, chart
from immanuel.tools import orbit

LAT, LON = 50.45, 30.52
BIRTH = swe.julday(1990, 7, 15, 11.5)
TARGET = swe.julday(2024, 7, 15, 0.0)
HSYS = b'P'


def lon(jd: float, body: int) -> float:
    return swe.calc_ut(jd, body, swe.FLG_SWIEPH | swe.FLG_SPEED)[0][0]


def ra(jd: float, body: int) -> float:
    return swe.calc_ut(jd, body, swe.FLG_SWIEPH | swe.FLG_EQUATORIAL)[0][0]


def eps(jd: float) -> float:
    return swe.calc_ut(jd, swe.ECL_NUT)[0][0]


def from_armc(armc: float, jd: float) -> dict:
    cusps, ascmc = swe.houses_armc(armc % 360, LAT, eps(jd), HSYS)
    return {'armc': armc % 360, 'ascendant': ascmc[0], 'mc': ascmc[1]}


natal_cusps, natal_ascmc = swe.houses(BIRTH, LAT, LON, HSYS)
natal_armc = natal_ascmc[2]
out: dict = {
    'source': f"immanuel {version('immanuel')} forecast.progression formulas (restated); pyswisseph {swe.version}",
    'birth': {'date': '1990-07-15', 'time': '14:30:00', 'timezone': 'Europe/Kyiv', 'latitude': LAT, 'longitude': LON},
    'birthJd': BIRTH, 'targetDate': '2024-07-15', 'targetJd': TARGET,
    'yearDays': orbit.solar_year_length(BIRTH),
}
# immanuel 1.6.0's forecast.progression fails on this pysweph (houses answers 12 cusps where
# it indexes 13), so its three lines are restated with its own year length and mean motion:
years = (TARGET - BIRTH) / orbit.solar_year_length(BIRTH)
pjd = BIRTH + years
armc_naibod = natal_armc + years * calc.MEAN_MOTIONS[chart.SUN]
armc_daily = swe.houses(pjd, LAT, LON, HSYS)[1][2]
out['progressedJd'] = pjd
out['bodies'] = {str(b): lon(pjd, b) for b in range(10)}
out['naibod'] = from_armc(armc_naibod, pjd)
out['dailyHouses'] = from_armc(armc_daily, pjd)
armc_sa = natal_armc + (ra(pjd, swe.SUN) - ra(BIRTH, swe.SUN))
out['solarArcRa'] = from_armc(armc_sa, pjd)
out['trueSolarArc'] = (lon(pjd, swe.SUN) - lon(BIRTH, swe.SUN)) % 360
out['natal'] = {'sun': lon(BIRTH, swe.SUN), 'armc': natal_armc, 'ascendant': natal_ascmc[0], 'mc': natal_ascmc[1]}

path = os.path.join(os.path.dirname(__file__), 'vectors', 'progressions.json')
with open(path, 'w') as f:
    json.dump(out, f, indent=2)
print(json.dumps(out, indent=2))
