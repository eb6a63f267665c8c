/**
 * The twelve sankrantis, the Sun's entries into the sidereal signs (/vedic/panchang/sankranti,
 * /vedic/panchang/lunar-month; Surya Siddhanta ch. 14, Muhurta Chintamani, Sankranti
 * prakarana), named as the almanacs name them: the rashi entered and "sankranti" (Makara
 * Sankranti = the entry into Makara, Capricorn). Sanskrit names: Hindi in Devanagari (मकर
 * संक्रांति), the other non-Latin scripts transliterate, Latin-script languages keep the
 * transliteration (German joins with a hyphen).
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const SANKRANTI_TERMS: TermTable = rowTable(`
mesha-sankranti|Mesha Sankranti|Mesha-Sankranti|Mesha Sankranti|Mesha Sankranti|Mesha Sankranti|Mesha Sankranti|Mesha Sankranti|Mesha Sankranti|Mesha Sankranti|Mesha Sankranti|Mesha Sankranti|Mesha Sankranti|Mesha Sankranti|Mesha Sankranti|Меша-санкранти|Меша-санкранті|Μέσα Σανκράντι|ميشا سانكرانتي|मेष संक्रांति|メーシャ・サンクラーンティ|메샤 산크란티
vrishabha-sankranti|Vrishabha Sankranti|Vrishabha-Sankranti|Vrishabha Sankranti|Vrishabha Sankranti|Vrishabha Sankranti|Vrishabha Sankranti|Vrishabha Sankranti|Vrishabha Sankranti|Vrishabha Sankranti|Vrishabha Sankranti|Vrishabha Sankranti|Vrishabha Sankranti|Vrishabha Sankranti|Vrishabha Sankranti|Вришабха-санкранти|Врішабха-санкранті|Βρισάμπα Σανκράντι|فريشابها سانكرانتي|वृषभ संक्रांति|ヴリシャバ・サンクラーンティ|브리샤바 산크란티
mithuna-sankranti|Mithuna Sankranti|Mithuna-Sankranti|Mithuna Sankranti|Mithuna Sankranti|Mithuna Sankranti|Mithuna Sankranti|Mithuna Sankranti|Mithuna Sankranti|Mithuna Sankranti|Mithuna Sankranti|Mithuna Sankranti|Mithuna Sankranti|Mithuna Sankranti|Mithuna Sankranti|Митхуна-санкранти|Мітхуна-санкранті|Μιτούνα Σανκράντι|ميثونا سانكرانتي|मिथुन संक्रांति|ミトゥナ・サンクラーンティ|미투나 산크란티
karka-sankranti|Karka Sankranti|Karka-Sankranti|Karka Sankranti|Karka Sankranti|Karka Sankranti|Karka Sankranti|Karka Sankranti|Karka Sankranti|Karka Sankranti|Karka Sankranti|Karka Sankranti|Karka Sankranti|Karka Sankranti|Karka Sankranti|Карка-санкранти|Карка-санкранті|Κάρκα Σανκράντι|كاركا سانكرانتي|कर्क संक्रांति|カルカ・サンクラーンティ|카르카 산크란티
simha-sankranti|Simha Sankranti|Simha-Sankranti|Simha Sankranti|Simha Sankranti|Simha Sankranti|Simha Sankranti|Simha Sankranti|Simha Sankranti|Simha Sankranti|Simha Sankranti|Simha Sankranti|Simha Sankranti|Simha Sankranti|Simha Sankranti|Симха-санкранти|Сімха-санкранті|Σίμχα Σανκράντι|سيمها سانكرانتي|सिंह संक्रांति|シンハ・サンクラーンティ|심하 산크란티
kanya-sankranti|Kanya Sankranti|Kanya-Sankranti|Kanya Sankranti|Kanya Sankranti|Kanya Sankranti|Kanya Sankranti|Kanya Sankranti|Kanya Sankranti|Kanya Sankranti|Kanya Sankranti|Kanya Sankranti|Kanya Sankranti|Kanya Sankranti|Kanya Sankranti|Канья-санкранти|Кан’я-санкранті|Κάνια Σανκράντι|كانيا سانكرانتي|कन्या संक्रांति|カニヤー・サンクラーンティ|칸야 산크란티
tula-sankranti|Tula Sankranti|Tula-Sankranti|Tula Sankranti|Tula Sankranti|Tula Sankranti|Tula Sankranti|Tula Sankranti|Tula Sankranti|Tula Sankranti|Tula Sankranti|Tula Sankranti|Tula Sankranti|Tula Sankranti|Tula Sankranti|Тула-санкранти|Тула-санкранті|Τούλα Σανκράντι|تولا سانكرانتي|तुला संक्रांति|トゥラー・サンクラーンティ|툴라 산크란티
vrishchika-sankranti|Vrishchika Sankranti|Vrishchika-Sankranti|Vrishchika Sankranti|Vrishchika Sankranti|Vrishchika Sankranti|Vrishchika Sankranti|Vrishchika Sankranti|Vrishchika Sankranti|Vrishchika Sankranti|Vrishchika Sankranti|Vrishchika Sankranti|Vrishchika Sankranti|Vrishchika Sankranti|Vrishchika Sankranti|Вришчика-санкранти|Врішчіка-санкранті|Βρίστσικα Σανκράντι|فريشتشيكا سانكرانتي|वृश्चिक संक्रांति|ヴリシュチカ・サンクラーンティ|브리슈치카 산크란티
dhanu-sankranti|Dhanu Sankranti|Dhanu-Sankranti|Dhanu Sankranti|Dhanu Sankranti|Dhanu Sankranti|Dhanu Sankranti|Dhanu Sankranti|Dhanu Sankranti|Dhanu Sankranti|Dhanu Sankranti|Dhanu Sankranti|Dhanu Sankranti|Dhanu Sankranti|Dhanu Sankranti|Дхану-санкранти|Дхану-санкранті|Ντάνου Σανκράντι|دهانو سانكرانتي|धनु संक्रांति|ダヌ・サンクラーンティ|다누 산크란티
makara-sankranti|Makara Sankranti|Makara-Sankranti|Makara Sankranti|Makara Sankranti|Makara Sankranti|Makara Sankranti|Makara Sankranti|Makara Sankranti|Makara Sankranti|Makara Sankranti|Makara Sankranti|Makara Sankranti|Makara Sankranti|Makara Sankranti|Макара-санкранти|Макара-санкранті|Μάκαρα Σανκράντι|ماكارا سانكرانتي|मकर संक्रांति|マカラ・サンクラーンティ|마카라 산크란티
kumbha-sankranti|Kumbha Sankranti|Kumbha-Sankranti|Kumbha Sankranti|Kumbha Sankranti|Kumbha Sankranti|Kumbha Sankranti|Kumbha Sankranti|Kumbha Sankranti|Kumbha Sankranti|Kumbha Sankranti|Kumbha Sankranti|Kumbha Sankranti|Kumbha Sankranti|Kumbha Sankranti|Кумбха-санкранти|Кумбха-санкранті|Κούμπα Σανκράντι|كومبها سانكرانتي|कुम्भ संक्रांति|クンバ・サンクラーンティ|쿰바 산크란티
meena-sankranti|Meena Sankranti|Meena-Sankranti|Meena Sankranti|Meena Sankranti|Meena Sankranti|Meena Sankranti|Meena Sankranti|Meena Sankranti|Meena Sankranti|Meena Sankranti|Meena Sankranti|Meena Sankranti|Meena Sankranti|Meena Sankranti|Мина-санкранти|Міна-санкранті|Μίνα Σανκράντι|مينا سانكرانتي|मीन संक्रांति|ミーナ・サンクラーンティ|미나 산크란티
`);
