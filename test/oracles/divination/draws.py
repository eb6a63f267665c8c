"""Independent re-implementation of the seeded draws of divination.jsonl, for
test/divination/draws.test.ts: mulberry32 (Tommy Ettinger, 2017) in Python integers,
Durstenfeld's Fisher-Yates over the 24 runes in futhark order (for i = 23 down to 1,
j = floor(r * (i + 1)), swap), then one PRNG value per drawn reversible rune in order
(merkstave when < 0.5; Gebo, Hagalaz, Nauthiz, Isa, Jera, Eihwaz, Sowilo, Ingwaz, Dagaz take
none); astro dice: three faces floor(r * 12), planet, sign, house. Writes vectors/draws.json.
Run: python3 test/oracles/divination/draws.py
"""
import json
import os

M = 0xFFFFFFFF
RUNES = ["fehu", "uruz", "thurisaz", "ansuz", "raidho", "kenaz", "gebo", "wunjo", "hagalaz", "nauthiz", "isa", "jera",
         "eihwaz", "perthro", "algiz", "sowilo", "tiwaz", "berkano", "ehwaz", "mannaz", "laguz", "ingwaz", "dagaz", "othala"]
FIXED = {"gebo", "hagalaz", "nauthiz", "isa", "jera", "eihwaz", "sowilo", "ingwaz", "dagaz"}


def mulberry32(seed):
    state = seed & M

    def nxt():
        nonlocal state
        state = (state + 0x6D2B79F5) & M
        t = state
        t = ((t ^ (t >> 15)) * (t | 1)) & M
        t ^= (t + (((t ^ (t >> 7)) * (t | 61)) & M)) & M
        return ((t ^ (t >> 14)) & M) / 4294967296

    return nxt


def runes(seed, count):
    r = mulberry32(seed)
    deck = RUNES[:]
    for i in range(len(deck) - 1, 0, -1):
        j = int(r() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    out = []
    for slug in deck[:count]:
        out.append([slug, slug not in FIXED and r() < 0.5])
    return out


def dice(seed):
    r = mulberry32(seed)
    return [int(r() * 12) for _ in range(3)]


SEEDS = [0, 1, 7, 24, 42, 2024, 4294967295]
vectors = {
    "runes": [{"seed": s, "count": n, "drawn": runes(s, n)} for s in SEEDS for n in (1, 3, 5, 9)],
    "dice": [{"seed": s, "faces": dice(s)} for s in SEEDS],
}
path = os.path.join(os.path.dirname(__file__), "vectors", "draws.json")
with open(path, "w") as f:
    json.dump(vectors, f)
    f.write("\n")
print(vectors["runes"][:2], vectors["dice"][:2])
