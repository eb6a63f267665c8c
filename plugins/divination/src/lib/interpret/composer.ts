/**
 * The built-in composer, the last link of every /interpret/* chain (issue 15): it writes the
 * reading from our own texts (the tarot decks' upright and reversed meanings and keywords, the
 * spreads' position meanings), in the asked language, with no network and the same words for
 * the same input. Facts first: each card is looked up through the Operations service (GET
 * /tarot/{deck}/cards/{slug}, its texts in the asked language) and the spread's positions (GET
 * /tarot/spreads/{slug}) before anything is written; the composer only arranges those texts.
 */
import type { Caller, LangCode, Operations } from '@celestial/core';
import { ApiError } from '@celestial/core';
// The position names' and meanings' translations: a text table no operation answers (GET
// /tarot/spreads/{slug} writes them in English), read as data.
import { spreadText } from '@celestial/plugin-tarot/lib/reading';
import type { ReadingJob } from '@celestial/core';

export { COMPOSER_MODEL } from '@celestial/core';

/** The reading is for reflection: the same sentence in the 21 response languages. */
export const DISCLAIMER: Readonly<Record<LangCode, string>> = {
  uk: 'Для роздумів і розваги; не є порадою щодо здоров’я, права чи фінансів.',
  en: 'For reflection and entertainment; not advice on health, law or money.',
  de: 'Zur Besinnung und Unterhaltung; keine Beratung zu Gesundheit, Recht oder Geld.',
  ru: 'Для размышления и развлечения; не является советом о здоровье, праве или финансах.',
  pl: 'Do refleksji i rozrywki; nie stanowi porady zdrowotnej, prawnej ani finansowej.',
  es: 'Para la reflexión y el entretenimiento; no es consejo de salud, legal ni financiero.',
  pt: 'Para reflexão e entretenimento; não é aconselhamento de saúde, jurídico ou financeiro.',
  fr: 'Pour la réflexion et le divertissement ; ce n’est pas un conseil médical, juridique ou financier.',
  it: 'Per riflessione e svago; non è un consiglio medico, legale o finanziario.',
  nl: 'Ter overdenking en vermaak; geen advies over gezondheid, recht of geld.',
  cs: 'K zamyšlení a pro zábavu; nejde o radu ke zdraví, právu ani penězům.',
  ro: 'Pentru reflecție și divertisment; nu este un sfat medical, juridic sau financiar.',
  hu: 'Elgondolkodásra és szórakozásra; nem egészségügyi, jogi vagy pénzügyi tanács.',
  el: 'Για στοχασμό και ψυχαγωγία· δεν αποτελεί συμβουλή για υγεία, νομικά ή οικονομικά.',
  tr: 'Düşünmek ve eğlenmek içindir; sağlık, hukuk veya para konusunda tavsiye değildir.',
  ar: 'للتأمل والترفيه؛ وليست نصيحة في الصحة أو القانون أو المال.',
  hi: 'चिंतन और मनोरंजन के लिए; स्वास्थ्य, कानून या धन संबंधी सलाह नहीं।',
  ja: '内省と娯楽のためのものであり、健康・法律・金銭に関する助言ではありません。',
  ko: '성찰과 재미를 위한 것이며 건강, 법률, 금전에 관한 조언이 아닙니다.',
  vi: 'Để suy ngẫm và giải trí; không phải lời khuyên về sức khỏe, pháp lý hay tài chính.',
  id: 'Untuk renungan dan hiburan; bukan nasihat kesehatan, hukum, atau keuangan.',
};

export interface CardInput {
  slug: string;
  reversed: boolean;
}

export interface ComposedPosition {
  index: number;
  position: string;
  positionMeaning: string | null;
  card: { slug: string; name: string };
  reversed: boolean;
  reading: string;
  keywords: string[];
}

export type DeckSlug = 'rider-waite' | 'marseille' | 'lenormand';

export interface TarotFacts {
  deck: DeckSlug;
  spread: { slug: string; name: string } | null;
  positions: ComposedPosition[];
}

/** One side of a card as GET /tarot/{deck}/cards/{slug} answers it. */
interface CardSide { keywords: string[]; meaning: string }

/** What the reading takes of a card's answer: its name and two sides in the asked language. */
interface AnsweredCard { slug: string; name: string; upright: CardSide; reversed: CardSide }

/** What it takes of GET /tarot/spreads/{slug}'s answer (names and meanings in English). */
interface AnsweredSpread { slug: string; name: string; positions: { name: string; meaning: string }[] }

/**
 * The facts of a tarot reading: each card looked up in the deck (400 naming `cards.i` for a
 * slug the deck lacks), its meaning upright or reversed in `lang`, and the spread's positions
 * when `spread` names one of ours (else the positions are numbered). Lenormand cards are
 * never reversed.
 */
export async function tarotFacts(deck: DeckSlug, spreadSlug: string | undefined, cards: readonly CardInput[], operations: Operations, lang: LangCode, caller: Caller): Promise<TarotFacts> {
  const notFound = (e: unknown) => e instanceof ApiError && e.code === 'NOT_FOUND';
  const spread = spreadSlug
    ? await operations.invoke<AnsweredSpread>('GET /tarot/spreads/{slug}', { params: { slug: spreadSlug }, lang, caller }).catch((e: unknown) => {
        if (notFound(e)) return null; // not one of ours: the positions are numbered
        throw e;
      })
    : null;
  const local = (text: string) => spreadText(text, lang) ?? text;
  const answered = await Promise.all(cards.map((c, i) =>
    operations.invoke<AnsweredCard>(`GET /tarot/${deck}/cards/{slug}`, { params: { slug: c.slug }, lang, caller }).catch((e: unknown) => {
      throw notFound(e) ? ApiError.invalidField(`cards.${i}`, `'${c.slug}' is not a card of the ${deck} deck (GET /v1/tarot/${deck}/cards lists them)`) : e;
    }),
  ).map((p) => p.then((card) => ({ card }), (error: unknown) => ({ error }))));
  // The first refused card by its place in the spread, whichever lookup settled first.
  const refused = answered.find((a): a is { error: unknown } => 'error' in a);
  if (refused) throw refused.error;
  const positions = answered.map((a, i) => {
    const card = (a as { card: AnsweredCard }).card;
    const reversed = deck !== 'lenormand' && cards[i]!.reversed;
    const side = reversed ? card.reversed : card.upright;
    const p = spread?.positions[i];
    return {
      index: i + 1,
      position: p ? local(p.name) : String(i + 1),
      positionMeaning: p ? local(p.meaning) : null,
      card: { slug: cards[i]!.slug, name: card.name },
      reversed,
      reading: side.meaning || side.keywords.join(', '),
      keywords: side.keywords,
    };
  });
  return { deck, spread: spread ? { slug: spread.slug, name: local(spread.name) } : spreadSlug ? { slug: spreadSlug, name: spreadSlug } : null, positions };
}

/**
 * The composer's prose: each position's reading is the card's meaning on its side; the
 * synthesis strings the cards' first keywords in spread order (card name: keyword); the
 * advice is the last card's keywords, the card that closes the spread.
 */
export function composeTarot(f: TarotFacts): { positions: (Omit<ComposedPosition, 'keywords'>)[]; synthesis: string; advice: string } {
  const positions = f.positions.map(({ keywords: _k, ...p }) => p);
  const synthesis = f.positions.map((p) => `${p.card.name}: ${p.keywords[0] ?? p.reading}`).join(' → ');
  const last = f.positions[f.positions.length - 1]!;
  const advice = `${last.card.name}: ${last.keywords.join(', ')}`;
  return { positions, synthesis, advice };
}

/**
 * A tarot reading as a job for the chain: one slot per position (`position1`...), the
 * synthesis and the advice; the facts are the cards' meanings on their side and the positions'
 * meanings, the composer's text is composeTarot's.
 */
export function tarotJob(f: TarotFacts, question: string | null, lang: LangCode): ReadingJob<string> {
  const composed = composeTarot(f);
  const slots: Record<string, string> = {};
  const texts: Record<string, string> = {};
  for (const p of composed.positions) {
    slots[`position${p.index}`] = `the reading of position ${p.index} (${p.position}${p.positionMeaning ? `: ${p.positionMeaning}` : ''}): ${p.card.name}${p.reversed ? ', reversed' : ''}, in the light of the question`;
    texts[`position${p.index}`] = p.reading;
  }
  slots.synthesis = 'a synthesis of the whole spread, two to four sentences';
  slots.advice = 'one piece of advice, one sentence';
  texts.synthesis = composed.synthesis;
  texts.advice = composed.advice;
  return {
    subject: `a ${f.deck} ${f.deck === 'lenormand' ? 'Lenormand' : 'tarot'} reading`,
    language: lang,
    question,
    facts: {
      deck: f.deck,
      spread: f.spread,
      positions: f.positions.map((p) => ({ index: p.index, position: p.position, positionMeaning: p.positionMeaning, card: p.card.name, reversed: p.reversed, meaning: p.reading, keywords: p.keywords })),
    },
    slots,
    composed: texts,
  };
}
