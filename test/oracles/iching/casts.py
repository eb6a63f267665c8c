"""Independent re-implementation of the I Ching casts of catalogue iching.jsonl, for
test/iching/iching.test.ts: mulberry32 (Tommy Ettinger, 2017) in Python integers, three coins
per line (heads = 3 when the PRNG value < 0.5, tails = 2) and the yarrow 16-slot table
(floor(r * 16): 0 -> 6, 1-5 -> 7, 6-12 -> 8, 13-15 -> 9), lines bottom to top.
Writes vectors/casts.json. Run: python3 test/oracles/iching/casts.py
"""
import json
import os

M = 0xFFFFFFFF


def imul(a, b):
    return (a * b) & M


def mulberry32(seed):
    state = seed & M

    def nxt():
        nonlocal state
        state = (state + 0x6D2B79F5) & M
        t = state
        t = imul(t ^ (t >> 15), t | 1)
        t ^= (t + imul(t ^ (t >> 7), t | 61)) & M
        t &= M
        return ((t ^ (t >> 14)) & M) / 4294967296

    return nxt


def coins(seed):
    r = mulberry32(seed)
    return [sum(3 if r() < 0.5 else 2 for _ in range(3)) for _ in range(6)]


def yarrow(seed):
    r = mulberry32(seed)
    out = []
    for _ in range(6):
        slot = int(r() * 16)
        out.append(6 if slot == 0 else 7 if slot <= 5 else 8 if slot <= 12 else 9)
    return out


SEEDS = [0, 1, 7, 42, 2024, 123456789, 4294967295]
vectors = {"seeds": [{"seed": s, "coins": coins(s), "yarrow": yarrow(s)} for s in SEEDS]}
path = os.path.join(os.path.dirname(__file__), "vectors", "casts.json")
with open(path, "w") as f:
    json.dump(vectors, f)
    f.write("\n")
print(json.dumps(vectors))
