/**
 * The registry of translation tables: one concept, one file, one entry here. A family that
 * needs a concept of its own (tithi, karana, aspect pattern...) adds its table file and one
 * line below; `Concept` follows.
 */
import type { TermTable } from '../terms.js';
import { ASPECT_TERMS } from './aspect.js';
import { BODY_PART_TERMS } from './body-part.js';
import { BODY_TERMS } from './body.js';
import { CHART_ANGLE_TERMS } from './chart-angle.js';
import { DECAN_IMAGE_TERMS } from './decan-image.js';
import { DIGNITY_TERMS } from './dignity.js';
import { ELEMENT_TERMS } from './element.js';
import { HOUSE_SYSTEM_TERMS } from './house-system.js';
import { HOUSE_GREEK_NAME_TERMS } from './house-greek-name.js';
import { HOUSE_TOPIC_TERMS } from './house-topic.js';
import { HOUSE_TERMS } from './house.js';
import { LOT_SIGNIFICATION_TERMS } from './lot-signification.js';
import { LOT_TERMS } from './lot.js';
import { LUNAR_PHASE_TERMS } from './lunar-phase.js';
import { MODALITY_TERMS } from './modality.js';
import { NAKSHATRA_DEITY_TERMS } from './nakshatra-deity.js';
import { NAKSHATRA_SYMBOL_TERMS } from './nakshatra-symbol.js';
import { NAKSHATRA_TERMS } from './nakshatra.js';
import { POLARITY_TERMS } from './polarity.js';
import { SEASON_ROLE_TERMS } from './season-role.js';
import { SIGN_TERMS } from './sign.js';
import { WEEKDAY_TERMS } from './weekday.js';
import { ZODIAC_TYPE_DESCRIPTION_TERMS } from './zodiac-type-description.js';
import { ZODIAC_TYPE_TERMS } from './zodiac-type.js';
import { TITHI_TERMS } from './tithi.js';
import { KARANA_TERMS } from './karana.js';
import { PANCHANG_YOGA_TERMS } from './panchang-yoga.js';
import { YOGA_TERMS } from './yoga.js';
import { DOSHA_TERMS } from './dosha.js';
import { TARA_TERMS } from './tara.js';
import { CHOGHADIYA_TERMS } from './choghadiya.js';
import { RITU_TERMS } from './ritu.js';
import { LUNAR_MONTH_TERMS } from './lunar-month.js';
import { VARGA_TERMS } from './varga.js';
import { KOOTA_TERMS } from './koota.js';
import { KOOTA_QUALITY_TERMS } from './koota-quality.js';
import { YONI_ANIMAL_TERMS } from './yoni-animal.js';
import { SAMVATSARA_TERMS } from './samvatsara.js';
import { SAHAM_TERMS } from './saham.js';
import { SAHAM_MEANING_TERMS } from './saham-meaning.js';
import { YOGINI_TERMS } from './yogini.js';
import { UPAGRAHA_TERMS } from './upagraha.js';
import { KARAKA_TERMS } from './karaka.js';
import { DASHA_TERMS } from './dasha.js';
import { MUHURTA_ACTIVITY_TERMS } from './muhurta-activity.js';
import { HEXAGRAM_TERMS } from './hexagram.js';
import { TRIGRAM_TERMS } from './trigram.js';
import { LUNAR_NODE_TERMS } from './lunar-node.js';
import { WU_XING_TERMS } from './wu-xing.js';
import { CHINESE_STEM_TERMS } from './chinese-stem.js';
import { CHINESE_BRANCH_TERMS } from './chinese-branch.js';
import { CHINESE_ANIMAL_TERMS } from './chinese-animal.js';
import { SOLAR_TERM_TERMS } from './solar-term.js';
import { TEN_GOD_TERMS } from './ten-god.js';
import { CHINESE_DAY_OFFICER_TERMS } from './chinese-day-officer.js';
import { CHINESE_DAY_SPIRIT_TERMS } from './chinese-day-spirit.js';
import { CHINESE_MANSION_TERMS } from './chinese-mansion.js';
import { CHINESE_STRUCTURE_TERMS } from './chinese-structure.js';
import { CHINESE_ALMANAC_ACTIVITY_TERMS } from './chinese-almanac-activity.js';
import { CHINESE_DAY_GOD_TERMS } from './chinese-day-god.js';
import { CHINESE_PENGZU_TABOO_TERMS } from './chinese-pengzu-taboo.js';
import { CHINESE_MANSION_ANIMAL_TERMS } from './chinese-mansion-animal.js';
import { PANCHANG_LIMB_TERMS } from './panchang-limb.js';
import { HD_ACTIVATION_SIDE_TERMS } from './hd-activation-side.js';
import { HD_TYPE_TERMS } from './hd-type.js';
import { HD_STRATEGY_TERMS } from './hd-strategy.js';
import { HD_NOT_SELF_TERMS } from './hd-not-self.js';
import { HD_AUTHORITY_TERMS } from './hd-authority.js';
import { HD_DEFINITION_TERMS } from './hd-definition.js';
import { HD_CENTRE_TERMS } from './hd-centre.js';
import { HD_CHANNEL_TERMS } from './hd-channel.js';
import { HD_CROSS_ANGLE_TERMS } from './hd-cross-angle.js';
import { HD_CROSS_TERMS } from './hd-cross.js';
import { NUMEROLOGY_NUMBER_TERMS } from './numerology-number.js';
import { NUMEROLOGY_MEANING_TERMS } from './numerology-meaning.js';
import { NUMEROLOGY_SYSTEM_TERMS } from './numerology-system.js';
import { ASPECT_PATTERN_TERMS } from './aspect-pattern.js';
import { YIN_YANG_TERMS } from './yin-yang.js';
import { PAKSHA_TERMS } from './paksha.js';
import { NADI_DOSHA_EXCEPTION_TERMS } from './nadi-dosha-exception.js';
import { YOGA_CIRCUMSTANCE_TERMS } from './yoga-circumstance.js';
import { YOGA_RULE_TERMS } from './yoga-rule.js';
import { YOGA_CANCELLATION_TERMS } from './yoga-cancellation.js';
import { DOSHA_DETAIL_TERMS } from './dosha-detail.js';
import { DOSHA_CANCELLATION_TERMS } from './dosha-cancellation.js';
import { PORUTHAM_DETAIL_TERMS } from './porutham-detail.js';
import { RAJJU_TERMS } from './rajju.js';
import { GRAHA_RELATION_TERMS } from './graha-relation.js';
import { KARAKA_YOGA_TERMS } from './karaka-yoga.js';
import { KAAL_SARP_TYPE_TERMS } from './kaal-sarp-type.js';
import { FIXED_STAR_TERMS } from './fixed-star.js';
import { WESTERN_NOTE_TERMS } from './western-note.js';
import { LILITH_VARIANT_TERMS } from './lilith-variant.js';
import { HOUSE_CIRCLE_TERMS } from './house-circle.js';
import { ASPECT_SIDE_TERMS } from './aspect-side.js';
import { MINOR_BODY_TERMS } from './minor-body.js';
import { CONSTELLATION_TERMS } from './constellation.js';
import { AYANAMSA_TERMS } from './ayanamsa.js';
import { VARGA_DEITY_TERMS } from './varga-deity.js';
import { VAISHESHIKAMSA_TERMS } from './vaisheshikamsa.js';
import { TAJIKA_YOGA_TERMS } from './tajika-yoga.js';
import { TAJIKA_OFFICE_TERMS } from './tajika-office.js';
import { TAJIKA_PHRASE_TERMS } from './tajika-phrase.js';
import { AVASTHA_PHRASE_TERMS } from './avastha-phrase.js';
import { ASHTAKAVARGA_RULE_TERMS } from './ashtakavarga-rule.js';
import { FUNCTIONAL_NATURE_REASON_TERMS } from './functional-nature-reason.js';
import { LONGEVITY_REASON_TERMS } from './longevity-reason.js';
import { JAIMINI_PHRASE_TERMS } from './jaimini-phrase.js';
import { KARAKA_SIGNIFICATION_TERMS } from './karaka-signification.js';
import { MUHURTA_REASON_TERMS } from './muhurta-reason.js';
import { MUHURTA_RULE_TERMS } from './muhurta-rule.js';
import { NAKSHATRA_CLASS_TERMS } from './nakshatra-class.js';
import { SIDDHI_YOGA_TERMS } from './siddhi-yoga.js';
import { ANANDADI_YOGA_TERMS } from './anandadi-yoga.js';
import { SANKRANTI_TERMS } from './sankranti.js';
import { TITHI_GROUP_TERMS } from './tithi-group.js';
import { SANSKRIT_LETTER_TERMS } from './sanskrit-letter.js';
import { DASHA_CONDITION_TERMS } from './dasha-condition.js';
import { DECAN_NAME_TERMS } from './decan-name.js';
import { LUNAR_MANSION_ARABIC_TERMS, LUNAR_MANSION_TERMS } from './lunar-mansion.js';
import { LANGUAGE_NAME_TERMS } from './language-name.js';
import { HORARY_TESTIMONY_TERMS } from './horary-testimony.js';
import { HORARY_CONSIDERATION_TERMS } from './horary-consideration.js';
import { THIEF_COMPLEXION_TERMS } from './thief-complexion.js';
import { LOST_OBJECT_PLACE_TERMS } from './lost-object-place.js';
import { ELECTIONAL_ACTIVITY_TERMS } from './electional-activity.js';
import { ELECTIONAL_RULE_TERMS } from './electional-rule.js';
import { STREAM_PRICING_TERMS } from './stream-pricing.js';
import { REQUEST_WARNING_TERMS } from './request-warning.js';
import { TRIGRAM_FAMILY_TERMS } from './trigram-family.js';
import { TRIGRAM_ATTRIBUTE_TERMS } from './trigram-attribute.js';
import { SOURCE_NOTICE_TERMS } from './source-notice.js';
import { METEOR_SHOWER_TERMS } from './meteor-shower.js';
import { DELTA_T_MODEL_TERMS } from './delta-t-model.js';
import { USEFUL_GOD_REASON_TERMS } from './useful-god-reason.js';
import { PILLAR_BOUNDARY_WARNING_TERMS } from './pillar-boundary-warning.js';
import { BRANCH_RELATION_TERMS } from './branch-relation.js';
import { ANIMAL_COMPATIBILITY_NOTE_TERMS } from './animal-compatibility-note.js';
import { CHINESE_PILLAR_MEMBER_TERMS } from './chinese-pillar-member.js';
import { SHEN_SHA_RULE_TERMS } from './shen-sha-rule.js';
import { ZIWEI_STAR_TERMS } from './ziwei-star.js';
import { ZIWEI_PATTERN_RULE_TERMS } from './ziwei-pattern-rule.js';
import { TRIGRAM_BODY_PART_TERMS } from './trigram-body-part.js';
import { TRIGRAM_ANIMAL_TERMS } from './trigram-animal.js';
import { HYLEG_REASON_TERMS } from './hyleg-reason.js';
import { LENGTH_OF_LIFE_TEXT_TERMS } from './length-of-life-text.js';
import { ELEMENT_BALANCE_NOTE_TERMS } from './element-balance-note.js';
import { HUBER_MOTIVATION_TERMS } from './huber-motivation.js';
import { LUNATION_KEYWORD_TERMS } from './lunation-keyword.js';

export const TABLES = {
  sign: SIGN_TERMS,
  body: BODY_TERMS,
  'chart-angle': CHART_ANGLE_TERMS,
  aspect: ASPECT_TERMS,
  house: HOUSE_TERMS,
  'house-system': HOUSE_SYSTEM_TERMS,
  nakshatra: NAKSHATRA_TERMS,
  'lunar-phase': LUNAR_PHASE_TERMS,
  element: ELEMENT_TERMS,
  modality: MODALITY_TERMS,
  polarity: POLARITY_TERMS,
  weekday: WEEKDAY_TERMS,
  dignity: DIGNITY_TERMS,
  lot: LOT_TERMS,
  'body-part': BODY_PART_TERMS,
  'zodiac-type': ZODIAC_TYPE_TERMS,
  'season-role': SEASON_ROLE_TERMS,
  'lot-signification': LOT_SIGNIFICATION_TERMS,
  'house-topic': HOUSE_TOPIC_TERMS,
  'zodiac-type-description': ZODIAC_TYPE_DESCRIPTION_TERMS,
  'house-greek-name': HOUSE_GREEK_NAME_TERMS,
  'nakshatra-deity': NAKSHATRA_DEITY_TERMS,
  'nakshatra-symbol': NAKSHATRA_SYMBOL_TERMS,
  'decan-image': DECAN_IMAGE_TERMS,
  tithi: TITHI_TERMS,
  karana: KARANA_TERMS,
  'panchang-yoga': PANCHANG_YOGA_TERMS,
  yoga: YOGA_TERMS,
  dosha: DOSHA_TERMS,
  tara: TARA_TERMS,
  choghadiya: CHOGHADIYA_TERMS,
  ritu: RITU_TERMS,
  'lunar-month': LUNAR_MONTH_TERMS,
  varga: VARGA_TERMS,
  koota: KOOTA_TERMS,
  'koota-quality': KOOTA_QUALITY_TERMS,
  'yoni-animal': YONI_ANIMAL_TERMS,
  samvatsara: SAMVATSARA_TERMS,
  saham: SAHAM_TERMS,
  'saham-meaning': SAHAM_MEANING_TERMS,
  yogini: YOGINI_TERMS,
  upagraha: UPAGRAHA_TERMS,
  karaka: KARAKA_TERMS,
  dasha: DASHA_TERMS,
  'muhurta-activity': MUHURTA_ACTIVITY_TERMS,
  hexagram: HEXAGRAM_TERMS,
  trigram: TRIGRAM_TERMS,
  'lunar-node': LUNAR_NODE_TERMS,
  'wu-xing': WU_XING_TERMS,
  'chinese-stem': CHINESE_STEM_TERMS,
  'chinese-branch': CHINESE_BRANCH_TERMS,
  'chinese-animal': CHINESE_ANIMAL_TERMS,
  'solar-term': SOLAR_TERM_TERMS,
  'ten-god': TEN_GOD_TERMS,
  'chinese-day-officer': CHINESE_DAY_OFFICER_TERMS,
  'chinese-day-spirit': CHINESE_DAY_SPIRIT_TERMS,
  'chinese-mansion': CHINESE_MANSION_TERMS,
  'chinese-structure': CHINESE_STRUCTURE_TERMS,
  'chinese-almanac-activity': CHINESE_ALMANAC_ACTIVITY_TERMS,
  'chinese-day-god': CHINESE_DAY_GOD_TERMS,
  'chinese-pengzu-taboo': CHINESE_PENGZU_TABOO_TERMS,
  'chinese-mansion-animal': CHINESE_MANSION_ANIMAL_TERMS,
  'panchang-limb': PANCHANG_LIMB_TERMS,
  'hd-activation-side': HD_ACTIVATION_SIDE_TERMS,
  'hd-type': HD_TYPE_TERMS,
  'hd-strategy': HD_STRATEGY_TERMS,
  'hd-not-self': HD_NOT_SELF_TERMS,
  'hd-authority': HD_AUTHORITY_TERMS,
  'hd-definition': HD_DEFINITION_TERMS,
  'hd-centre': HD_CENTRE_TERMS,
  'hd-channel': HD_CHANNEL_TERMS,
  'hd-cross-angle': HD_CROSS_ANGLE_TERMS,
  'hd-cross': HD_CROSS_TERMS,
  'numerology-number': NUMEROLOGY_NUMBER_TERMS,
  'numerology-meaning': NUMEROLOGY_MEANING_TERMS,
  'numerology-system': NUMEROLOGY_SYSTEM_TERMS,
  'aspect-pattern': ASPECT_PATTERN_TERMS,
  'yin-yang': YIN_YANG_TERMS,
  paksha: PAKSHA_TERMS,
  'nadi-dosha-exception': NADI_DOSHA_EXCEPTION_TERMS,
  'yoga-circumstance': YOGA_CIRCUMSTANCE_TERMS,
  'fixed-star': FIXED_STAR_TERMS,
  'western-note': WESTERN_NOTE_TERMS,
  'lilith-variant': LILITH_VARIANT_TERMS,
  'house-circle': HOUSE_CIRCLE_TERMS,
  'aspect-side': ASPECT_SIDE_TERMS,
  'minor-body': MINOR_BODY_TERMS,
  constellation: CONSTELLATION_TERMS,
  ayanamsa: AYANAMSA_TERMS,
  'varga-deity': VARGA_DEITY_TERMS,
  vaisheshikamsa: VAISHESHIKAMSA_TERMS,
  'tajika-yoga': TAJIKA_YOGA_TERMS,
  'tajika-office': TAJIKA_OFFICE_TERMS,
  'tajika-phrase': TAJIKA_PHRASE_TERMS,
  'avastha-phrase': AVASTHA_PHRASE_TERMS,
  'ashtakavarga-rule': ASHTAKAVARGA_RULE_TERMS,
  'functional-nature-reason': FUNCTIONAL_NATURE_REASON_TERMS,
  'longevity-reason': LONGEVITY_REASON_TERMS,
  'jaimini-phrase': JAIMINI_PHRASE_TERMS,
  'karaka-signification': KARAKA_SIGNIFICATION_TERMS,
  'muhurta-reason': MUHURTA_REASON_TERMS,
  'muhurta-rule': MUHURTA_RULE_TERMS,
  'nakshatra-class': NAKSHATRA_CLASS_TERMS,
  'siddhi-yoga': SIDDHI_YOGA_TERMS,
  'anandadi-yoga': ANANDADI_YOGA_TERMS,
  sankranti: SANKRANTI_TERMS,
  'tithi-group': TITHI_GROUP_TERMS,
  'sanskrit-letter': SANSKRIT_LETTER_TERMS,
  'dasha-condition': DASHA_CONDITION_TERMS,
  'decan-name': DECAN_NAME_TERMS,
  'lunar-mansion': LUNAR_MANSION_TERMS,
  'lunar-mansion-arabic': LUNAR_MANSION_ARABIC_TERMS,
  'language-name': LANGUAGE_NAME_TERMS,
  'horary-testimony': HORARY_TESTIMONY_TERMS,
  'horary-consideration': HORARY_CONSIDERATION_TERMS,
  'thief-complexion': THIEF_COMPLEXION_TERMS,
  'lost-object-place': LOST_OBJECT_PLACE_TERMS,
  'electional-activity': ELECTIONAL_ACTIVITY_TERMS,
  'electional-rule': ELECTIONAL_RULE_TERMS,
  'yoga-rule': YOGA_RULE_TERMS,
  'yoga-cancellation': YOGA_CANCELLATION_TERMS,
  'dosha-detail': DOSHA_DETAIL_TERMS,
  'dosha-cancellation': DOSHA_CANCELLATION_TERMS,
  'porutham-detail': PORUTHAM_DETAIL_TERMS,
  rajju: RAJJU_TERMS,
  'graha-relation': GRAHA_RELATION_TERMS,
  'karaka-yoga': KARAKA_YOGA_TERMS,
  'kaal-sarp-type': KAAL_SARP_TYPE_TERMS,
  'stream-pricing': STREAM_PRICING_TERMS,
  'request-warning': REQUEST_WARNING_TERMS,
  'trigram-family': TRIGRAM_FAMILY_TERMS,
  'trigram-attribute': TRIGRAM_ATTRIBUTE_TERMS,
  'source-notice': SOURCE_NOTICE_TERMS,
  'meteor-shower': METEOR_SHOWER_TERMS,
  'delta-t-model': DELTA_T_MODEL_TERMS,
  'useful-god-reason': USEFUL_GOD_REASON_TERMS,
  'pillar-boundary-warning': PILLAR_BOUNDARY_WARNING_TERMS,
  'branch-relation': BRANCH_RELATION_TERMS,
  'animal-compatibility-note': ANIMAL_COMPATIBILITY_NOTE_TERMS,
  'chinese-pillar-member': CHINESE_PILLAR_MEMBER_TERMS,
  'shen-sha-rule': SHEN_SHA_RULE_TERMS,
  'ziwei-star': ZIWEI_STAR_TERMS,
  'ziwei-pattern-rule': ZIWEI_PATTERN_RULE_TERMS,
  'trigram-body-part': TRIGRAM_BODY_PART_TERMS,
  'trigram-animal': TRIGRAM_ANIMAL_TERMS,
  'hyleg-reason': HYLEG_REASON_TERMS,
  'length-of-life-text': LENGTH_OF_LIFE_TEXT_TERMS,
  'element-balance-note': ELEMENT_BALANCE_NOTE_TERMS,
  'huber-motivation': HUBER_MOTIVATION_TERMS,
  'lunation-keyword': LUNATION_KEYWORD_TERMS,
} satisfies Record<string, TermTable>;

export type Concept = keyof typeof TABLES;
export const CONCEPTS = Object.keys(TABLES) as Concept[];
