"""Skyfield over the JPL ephemerides that PyPI ships as jplephem "npy" packages.

The PyPI packages ``de421`` (DE421, 1900-2050) and ``de406`` (DE406, -3000..+3000) hold the
JPL Chebyshev coefficients as numpy arrays (one ``jpl-<body>.npy`` per body, kilometres,
ICRF axes, TDB), not as the SPICE ``.bsp`` files that ``skyfield.api.load`` downloads from
JPL (unreachable here). This module reads them with jplephem's own reader for that format
(``jplephem.ephem.Ephemeris``) and exposes them to skyfield as a kernel with the same
segment layout as de421.bsp, so skyfield's own light-time, deflection, aberration, precession
and nutation code is used unchanged.

Segments (NAIF codes), centre -> target:
  0 -> 10 Sun, 0 -> 3 Earth-Moon barycentre, 3 -> 399 Earth, 3 -> 301 Moon,
  0 -> 1, 2, 4, 5, 6, 7, 8, 9 planetary-system barycentres (Mercury ... Pluto).
In the JPL files the Moon is stored geocentric; Earth = EMB - Moon/(1+EMRAT) and
Moon = EMB + Moon*EMRAT/(1+EMRAT), as in jplephem.ephem.
"""
from __future__ import annotations

import numpy as np
from jplephem.ephem import Ephemeris as NpyEphemeris
from skyfield.constants import AU_KM
from skyfield.jpllib import SpiceKernel
from skyfield.vectorlib import VectorFunction

# NAIF code -> (file name in the package, factor applied to the stored vector, centre code)
_LAYOUT = {
    10: ('sun', None, 0),
    3: ('earthmoon', None, 0),
    399: ('moon', 'earth_share', 3),
    301: ('moon', 'moon_share', 3),
    1: ('mercury', None, 0),
    2: ('venus', None, 0),
    4: ('mars', None, 0),
    5: ('jupiter', None, 0),
    6: ('saturn', None, 0),
    7: ('uranus', None, 0),
    8: ('neptune', None, 0),
    9: ('pluto', None, 0),
}


class _NpySegment(VectorFunction):
    def __init__(self, kernel: 'NpyKernel', center: int, target: int, name: str, factor: float):
        self.ephemeris = kernel
        self.center = center
        self.target = target
        self._name = name
        self._factor = factor

    @property
    def vector_name(self):
        return '{0} {1}'.format(self.ephemeris.filename, self._name)

    def _at(self, t):
        whole, fraction = t.whole, t.tdb_fraction
        scalar = np.ndim(whole) == 0
        pos, vel = self.ephemeris.eph.position_and_velocity(self._name, np.atleast_1d(whole), np.atleast_1d(fraction))
        pos = pos * (self._factor / AU_KM)
        vel = vel * (self._factor / AU_KM)  # km/day -> au/day
        if scalar:
            pos, vel = pos[:, 0], vel[:, 0]
        return pos, vel, None, None


class NpyKernel(SpiceKernel):
    """A skyfield kernel over a jplephem npy ephemeris package (``import de421``)."""

    def __init__(self, module):  # noqa: D401 - deliberately not calling SpiceKernel.__init__
        self.eph = NpyEphemeris(module)
        self.path = self.filename = module.__name__
        self.first_jd = float(self.eph.jalpha)
        self.last_jd = float(self.eph.jomega)
        shares = {'earth_share': -self.eph.earth_share, 'moon_share': self.eph.moon_share}
        self.segments = [
            _NpySegment(self, center, target, name, 1.0 if factor is None else shares[factor])
            for target, (name, factor, center) in _LAYOUT.items()
        ]

    def close(self):
        pass
