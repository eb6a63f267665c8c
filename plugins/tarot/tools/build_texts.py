#!/usr/bin/env python3
"""
Writes plugins/tarot/data/<deck>/<lang>.json for the 20 languages besides English: card names
from tools/names.py, keywords through the per-language glossaries tools/keywords/<lang>.txt
('english = translation' lines for the keywords of tools/keywords/en.txt), meanings from
tools/meanings/<lang>.py where written. A member missing here falls back to English
in the answer, with a warning (plugins/tarot/src/lib/decks.ts).
    python3 plugins/tarot/tools/build_texts.py
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from names import MAJORS, MARSEILLE, MINOR, lenormand_names, minor_name  # noqa: E402

DATA = os.path.join(HERE, "..", "data")
LANGS = ["uk", "de", "ru", "pl", "es", "pt", "fr", "it", "nl", "cs", "ro", "hu", "el", "tr", "ar", "hi", "ja", "ko", "vi", "id"]
RANKS = ["ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "page", "knight", "queen", "king"]
RWS_MAJORS = ["the-fool", "the-magician", "the-high-priestess", "the-empress", "the-emperor", "the-hierophant", "the-lovers",
              "the-chariot", "strength", "the-hermit", "wheel-of-fortune", "justice", "the-hanged-man", "death", "temperance",
              "the-devil", "the-tower", "the-star", "the-moon", "the-sun", "judgement", "the-world"]
MARSEILLE_SLUG_TO_RWS = {"the-juggler": "the-magician", "the-popess": "the-high-priestess", "the-pope": "the-hierophant", "the-lover": "the-lovers"}


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def glossary(lang):
    """tools/keywords/<lang>.txt: one 'english = translation' line per keyword of tools/keywords/en.txt."""
    path = os.path.join(HERE, "keywords", f"{lang}.txt")
    if not os.path.exists(path):
        return {}
    out = {}
    for line in open(path, encoding="utf-8"):
        if " = " in line:
            en, tr = line.rstrip("\n").split(" = ", 1)
            out[en.strip()] = tr.strip()
    return out


def cap(text):
    return text[:1].upper() + text[1:]


def meanings_of(deck, lang, slugs):
    """tools/meanings/<lang>.py: RWS, MARSEILLE_MAJORS, MINORS, LENORMAND, DOMAINS, STAGES in canonical order."""
    path = os.path.join(HERE, "meanings", f"{lang}.py")
    if not os.path.exists(path):
        return {}
    ns = {}
    exec(open(path, encoding="utf-8").read(), ns)
    out = {}
    if deck == "lenormand":
        assert len(ns["LENORMAND"]) == 36, lang
        for slug, up in zip(slugs, ns["LENORMAND"]):
            out[slug] = {"upright": up, "reversed": ""}
        return out
    majors = ns["RWS"] if deck == "rider-waite" else ns["MARSEILLE_MAJORS"]
    assert len(majors) == 22 and len(ns["MINORS"]) == 56, lang
    for slug, (up, rv) in zip(slugs[:22], majors):
        out[slug] = {"upright": up, "reversed": rv}
    for i, slug in enumerate(slugs[22:]):
        if deck == "rider-waite":
            up, rv = ns["MINORS"][i]
        else:
            suit = slug.split("-of-")[1]
            # A template may open with the domain ("{d} alanında"): the sentence still starts with a capital.
            up, rv = (cap(x.format(d=ns["DOMAINS"][suit])) for x in ns["STAGES"][i % 14])
        out[slug] = {"upright": up, "reversed": rv}
    return out


def name_of(deck, slug, lang):
    if deck == "lenormand":
        return lenormand_names(lang)[slug]
    if deck == "marseille" and slug in MARSEILLE and lang in MARSEILLE[slug]:
        return MARSEILLE[slug][lang]
    rws_slug = MARSEILLE_SLUG_TO_RWS.get(slug, slug) if deck == "marseille" else slug
    if rws_slug in RWS_MAJORS:
        return MAJORS[lang][RWS_MAJORS.index(rws_slug)]
    rank, _, suit = slug.partition("-of-")
    return minor_name(lang, RANKS.index(rank), suit)


def spread_tables():
    """tools/spreads/<lang>.txt ('english = translation', numbers as {n}) to data/spreads/<lang>.json."""
    en = [l.rstrip("\n") for l in open(os.path.join(HERE, "spreads", "en.txt"), encoding="utf-8") if l.strip()]
    os.makedirs(os.path.join(DATA, "spreads"), exist_ok=True)
    for lang in LANGS:
        path = os.path.join(HERE, "spreads", f"{lang}.txt")
        if not os.path.exists(path):
            continue
        table = {}
        for line in open(path, encoding="utf-8"):
            if " = " in line:
                k, v = line.rstrip("\n").split(" = ", 1)
                table[k] = v
        missing = [k for k in en if k not in table]
        if missing:
            raise SystemExit(f"spreads/{lang}.txt lacks {missing[:5]}")
        with open(os.path.join(DATA, "spreads", f"{lang}.json"), "w", encoding="utf-8") as f:
            json.dump({k: table[k] for k in en}, f, ensure_ascii=False, indent=1)
            f.write("\n")


def main():
    spread_tables()
    for deck in ["rider-waite", "marseille", "lenormand"]:
        en = load(os.path.join(DATA, deck, "en.json"))
        for lang in LANGS:
            g = glossary(lang)
            meanings = meanings_of(deck, lang, list(en))
            out = {}
            for slug, card in en.items():
                rec = {"name": name_of(deck, slug, lang)}
                up = card["upright"]["keywords"]
                rv = card["reversed"]["keywords"]
                if g and all(k in g for k in up + rv):
                    rec["upright"] = {"keywords": [g[k] for k in up]}
                    rec["reversed"] = {"keywords": [g[k] for k in rv]}
                    if slug in meanings:
                        rec["upright"]["meaning"] = meanings[slug]["upright"]
                        rec["reversed"]["meaning"] = meanings[slug]["reversed"]
                out[slug] = rec
            with open(os.path.join(DATA, deck, f"{lang}.json"), "w", encoding="utf-8") as f:
                json.dump(out, f, ensure_ascii=False, indent=1)
                f.write("\n")


if __name__ == "__main__":
    main()
