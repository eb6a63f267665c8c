/**
 * The major showers of the IMO working list (plugins/astronomy/src/lib/imo-showers.ts: IMO
 * Meteor Shower Calendar 2024, Rendtel), named as each language's astronomy writes them (issue
 * 12: the IAU English name was the name in every language): the radiant's constellation in the
 * language's plural form (Perseiden, Perséides, Персеиды, Περσείδες), Japanese ペルセウス座流星群
 * and Korean 페르세우스자리 유성우 after the constellation (国立天文台, 한국천문연구원), Arabic
 * شهب البرشاويات, Vietnamese "mưa sao băng" with the IAU name as the Vietnamese press writes it.
 * Slugs are the kebab-case of the IMO name.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const METEOR_SHOWER_TERMS: TermTable = rowTable(`
quadrantids|Quadrantids|Quadrantiden|Quadrantides|Cuadrántidas|Quadrântidas|Quadrantidi|Quadrantiden|Kwadrantydy|Kvadrantidy|Quadrantide|Quadrantidák|Kuadrantidler|Quadrantid|mưa sao băng Quadrantids|Квадрантиды|Квадрантиди|Τεταρτημορίδες|شهب الربعيات|क्वाड्रंटिड्स|しぶんぎ座流星群|사분의자리 유성우
april-lyrids|April Lyrids|April-Lyriden|Lyrides d’avril|Líridas de abril|Líridas de abril|Liridi di aprile|April-Lyriden|Kwietniowe Lirydy|Dubnové Lyridy|Lyridele din aprilie|Áprilisi Lyridák|Nisan Liridleri|Lyrid April|mưa sao băng Lyrids tháng Tư|Апрельские Лириды|Квітневі Ліриди|Λυρίδες του Απριλίου|شهب القيثاريات الأبريلية|अप्रैल लिरिड्स|4月こと座流星群|4월 거문고자리 유성우
eta-aquariids|eta-Aquariids|Eta-Aquariiden|Êta Aquarides|Eta Acuáridas|Eta Aquáridas|Eta Aquaridi|Eta Aquariiden|Eta Akwarydy|Éta Akvaridy|Eta Acvaride|Éta Aquaridák|Eta Akuaridler|Eta Aquariid|mưa sao băng Eta Aquariids|Эта-Аквариды|Ета-Акваріди|Ήτα Υδροχοΐδες|شهب إيتا الدلويات|ईटा एक्वेरिड्स|みずがめ座η流星群|물병자리 에타 유성우
southern-delta-aquariids|Southern delta-Aquariids|Südliche Delta-Aquariiden|Delta Aquarides du Sud|Delta Acuáridas del Sur|Delta Aquáridas do Sul|Delta Aquaridi meridionali|Zuidelijke Delta Aquariiden|Południowe Delta Akwarydy|Jižní Delta Akvaridy|Delta Acvaride sudice|Déli Delta Aquaridák|Güney Delta Akuaridler|Delta Aquariid Selatan|mưa sao băng Delta Aquariids phía Nam|Южные Дельта-Аквариды|Південні Дельта-Акваріди|Νότιες Δέλτα Υδροχοΐδες|شهب دلتا الدلويات الجنوبية|दक्षिणी डेल्टा एक्वेरिड्स|みずがめ座δ南流星群|남쪽 물병자리 델타 유성우
alpha-capricornids|alpha-Capricornids|Alpha-Capricorniden|Alpha Capricornides|Alfa Capricórnidas|Alfa Capricórnidas|Alfa Capricornidi|Alfa Capricorniden|Alfa Kaprikornidy|Alfa Kaprikornidy|Alfa Capricornide|Alfa Capricornidák|Alfa Kaprikornidler|Alpha Capricornid|mưa sao băng Alpha Capricornids|Альфа-Каприкорниды|Альфа-Каприкорніди|Άλφα Αιγοκερίδες|شهب ألفا الجدييات|अल्फ़ा कैप्रिकॉर्निड्स|やぎ座α流星群|염소자리 알파 유성우
perseids|Perseids|Perseiden|Perséides|Perseidas|Perseidas|Perseidi|Perseïden|Perseidy|Perseidy|Perseide|Perseidák|Perseidler|Perseid|mưa sao băng Perseids|Персеиды|Персеїди|Περσείδες|شهب البرشاويات|पर्सिड्स|ペルセウス座流星群|페르세우스자리 유성우
october-draconids|October Draconids|Oktober-Draconiden|Draconides d’octobre|Dracónidas de octubre|Dracónidas de outubro|Draconidi di ottobre|Oktober-Draconiden|Październikowe Drakonidy|Říjnové Drakonidy|Draconidele din octombrie|Októberi Draconidák|Ekim Drakonidleri|Draconid Oktober|mưa sao băng Draconids tháng Mười|Октябрьские Дракониды|Жовтневі Драконіди|Δρακοντίδες του Οκτωβρίου|شهب التنينيات الأكتوبرية|अक्टूबर ड्रेकोनिड्स|10月りゅう座流星群|10월 용자리 유성우
orionids|Orionids|Orioniden|Orionides|Oriónidas|Oriónidas|Orionidi|Orioniden|Orionidy|Orionidy|Orionide|Orionidák|Orionidler|Orionid|mưa sao băng Orionids|Ориониды|Оріоніди|Ωριωνίδες|شهب الجباريات|ओरायोनिड्स|オリオン座流星群|오리온자리 유성우
leonids|Leonids|Leoniden|Léonides|Leónidas|Leónidas|Leonidi|Leoniden|Leonidy|Leonidy|Leonide|Leonidák|Leonidler|Leonid|mưa sao băng Leonids|Леониды|Леоніди|Λεοντίδες|شهب الأسديات|लियोनिड्स|しし座流星群|사자자리 유성우
geminids|Geminids|Geminiden|Géminides|Gemínidas|Gemínidas|Geminidi|Geminiden|Geminidy|Geminidy|Geminide|Geminidák|Geminidler|Geminid|mưa sao băng Geminids|Геминиды|Гемініди|Διδυμίδες|شهب التوأميات|जेमिनिड्स|ふたご座流星群|쌍둥이자리 유성우
ursids|Ursids|Ursiden|Ursides|Úrsidas|Úrsidas|Ursidi|Ursiden|Ursydy|Ursidy|Urside|Ursidák|Ursidler|Ursid|mưa sao băng Ursids|Урсиды|Урсиди|Αρκτίδες|شهب الدببيات|अर्सिड्स|こぐま座流星群|작은곰자리 유성우
`);
