#!/usr/bin/env python3
"""
Independent re-implementation of the tarot draw engine (catalogue, tarot.jsonl: mulberry32 seeded
with a uint32, Fisher-Yates in Durstenfeld's form over the deck in canonical order, first N cards
fill the positions, then one PRNG value per drawn card decides reversal when < 0.5; FNV-1a 32-bit
for the daily seeds), written from the published algorithms, not from the TypeScript:
  mulberry32: Tommy Ettinger (2017), the widely copied C form
      z = (a += 0x6D2B79F5); z = (z ^ z >> 15) * (z | 1); z ^= z + (z ^ z >> 7) * (z | 61);
      return (z ^ z >> 14) / 2^32
  FNV-1a: offset basis 2166136261, prime 16777619, over UTF-8 bytes (Fowler, Noll, Vo).
The decks' canonical orders are written here from the catalogue's text. Run:
    python3 test/oracles/tarot/engine.py > test/oracles/tarot/vectors.json
"""
import json

M32 = 0xFFFFFFFF


def mulberry32(seed):
    state = [seed & M32]

    def nxt():
        state[0] = (state[0] + 0x6D2B79F5) & M32
        z = state[0]
        z = ((z ^ (z >> 15)) * (z | 1)) & M32
        z = (z ^ (z + (((z ^ (z >> 7)) * (z | 61)) & M32))) & M32
        return ((z ^ (z >> 14)) & M32) / 4294967296.0

    return nxt


def fnv1a32(text):
    h = 2166136261
    for b in text.encode("utf-8"):
        h ^= b
        h = (h * 16777619) & M32
    return h


def shuffle(items, nxt):
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = int(nxt() * (i + 1))
        out[i], out[j] = out[j], out[i]
    return out


def draw(deck, count, seed, reversals):
    nxt = mulberry32(seed)
    taken = shuffle(deck, nxt)[:count]
    return [{"slug": s, "reversed": (nxt() < 0.5) if reversals else False} for s in taken]


RANKS = ["ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "page", "knight", "queen", "king"]
RWS_MAJORS = ["the-fool", "the-magician", "the-high-priestess", "the-empress", "the-emperor", "the-hierophant", "the-lovers",
              "the-chariot", "strength", "the-hermit", "wheel-of-fortune", "justice", "the-hanged-man", "death", "temperance",
              "the-devil", "the-tower", "the-star", "the-moon", "the-sun", "judgement", "the-world"]
RWS = RWS_MAJORS + [f"{r}-of-{s}" for s in ["wands", "cups", "swords", "pentacles"] for r in RANKS]
# Marseille order: Le Mat first (0), then I ... XXI with VIII Justice and XI Force.
MARSEILLE_MAJORS = ["the-fool", "the-juggler", "the-popess", "the-empress", "the-emperor", "the-pope", "the-lover", "the-chariot",
                    "justice", "the-hermit", "wheel-of-fortune", "strength", "the-hanged-man", "death", "temperance", "the-devil",
                    "the-tower", "the-star", "the-moon", "the-sun", "judgement", "the-world"]
MARSEILLE = MARSEILLE_MAJORS + [f"{r}-of-{s}" for s in ["batons", "cups", "swords", "coins"] for r in RANKS]
LENORMAND = ["rider", "clover", "ship", "house", "tree", "clouds", "snake", "coffin", "bouquet", "scythe", "whip", "birds", "child",
             "fox", "bear", "stars", "stork", "dog", "tower", "garden", "mountain", "crossroads", "mice", "heart", "ring", "book",
             "letter", "man", "woman", "lily", "sun", "moon", "key", "fish", "anchor", "cross"]


def main():
    out = {
        "mulberry32": {str(s): (lambda n: [n() for _ in range(5)])(mulberry32(s)) for s in [0, 1, 42, 123456789, 4294967295]},
        "fnv1a32": {t: fnv1a32(t) for t in ["", "a", "foobar", "rider-waite:2026-01-01", "marseille:2026-01-01:alice", "lenormand:2026-11-26", "ключ"]},
        "draws": [],
    }
    cases = [
        ("rider-waite", "three-card", 3, 42, True),
        ("rider-waite", "celtic-cross", 10, 20260101, True),
        ("rider-waite", "shadow-work", 6, 42, True),
        ("marseille", "three-card", 3, 42, False),
        ("marseille", "romany", 21, 7, False),
        ("lenormand", "nine-card-box", 9, 42, False),
        ("lenormand", "grand-tableau", 36, 42, False),
    ]
    decks = {"rider-waite": RWS, "marseille": MARSEILLE, "lenormand": LENORMAND}
    for deck, spread, n, seed, rev in cases:
        out["draws"].append({"deck": deck, "spread": spread, "seed": seed, "allowReversed": rev, "drawn": draw(decks[deck], n, seed, rev)})
    # Wirth's cross: four cards from the 22 majors (Marseille numbering), synthesis computed.
    for deck, majors, seed in [("marseille", MARSEILLE_MAJORS, 42), ("rider-waite", RWS_MAJORS, 5)]:
        drawn = draw(majors, 4, seed, deck == "rider-waite")
        nums = [majors.index(d["slug"]) or 22 for d in drawn]
        total = sum(nums)
        x = total
        while x > 22:
            x = sum(int(c) for c in str(x))
        out["draws"].append({"deck": deck, "spread": "cross", "seed": seed, "allowReversed": deck == "rider-waite", "drawn": drawn,
                             "synthesis": {"sum": total, "slug": majors[0 if x == 22 else x]}})
    # Card of the day: seed = FNV-1a of '<deck>:<date>[:<salt>]', one card, reversals per deck default.
    for deck, key in [("rider-waite", "rider-waite:2026-01-01"), ("marseille", "marseille:2026-01-01:alice"), ("lenormand", "lenormand:2026-11-26")]:
        seed = fnv1a32(key)
        out["draws"].append({"deck": deck, "spread": "daily", "key": key, "seed": seed, "allowReversed": deck == "rider-waite",
                             "drawn": draw(decks[deck], 1, seed, deck == "rider-waite")})
    print(json.dumps(out, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
