"""The eight birth charts every Vedic oracle script (vedic_*.py) computes, so the vectors of
the different slices describe the same people: name, local date, local time, offset (hours
east), latitude, longitude. Spread over 1947-2024, both hemispheres, India, Europe, America.
"""
CASES = [
    ('delhi-1990', (1990, 7, 15), (14, 30, 0), 5.5, 28.6139, 77.209),
    ('chennai-1985', (1985, 1, 3), (5, 10, 0), 5.5, 13.0827, 80.2707),
    ('mumbai-2001', (2001, 11, 22), (23, 45, 30), 5.5, 19.076, 72.8777),
    ('london-1975', (1975, 3, 21), (8, 0, 0), 0.0, 51.5074, -0.1278),
    ('new-york-1969', (1969, 7, 20), (22, 56, 0), -4.0, 40.7128, -74.006),
    ('sydney-2010', (2010, 6, 5), (12, 0, 0), 10.0, -33.8688, 151.2093),
    ('kolkata-1947', (1947, 8, 15), (0, 0, 0), 5.5, 22.5726, 88.3639),
    ('bangalore-2024', (2024, 2, 29), (18, 20, 0), 5.5, 12.9716, 77.5946),
]
