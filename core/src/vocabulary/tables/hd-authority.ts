/**
 * Human Design: the seven inner authorities (Ra Uru Hu, 'The Definitive Book of Human Design',
 * 2011), in the 21 response languages; the centre an authority is named after uses the names of
 * hd-centre.ts.
 */
import { tableOfRows } from './by-language.js';
import type { TermTable } from '../terms.js';

export const HD_AUTHORITY_SLUGS = ['emotional', 'sacral', 'splenic', 'ego', 'self-projected', 'mental', 'lunar'] as const;

export const HD_AUTHORITY_TERMS = tableOfRows('hd-authority', HD_AUTHORITY_SLUGS, {
  en: 'Emotional (Solar Plexus)|Sacral|Splenic|Ego|Self-projected|Mental (outer authority)|Lunar',
  uk: 'Емоційний (Сонячне сплетіння)|Сакральний|Селезінковий|Его|Самопроєктований|Ментальний (зовнішній авторитет)|Місячний',
  de: 'Emotional (Solarplexus)|Sakral|Milz|Ego|Selbstprojiziert|Mental (äußere Autorität)|Lunar',
  ru: 'Эмоциональный (Солнечное сплетение)|Сакральный|Селезёночный|Эго|Самопроецируемый|Ментальный (внешний авторитет)|Лунный',
  pl: 'Emocjonalny (Splot słoneczny)|Sakralny|Śledzionowy|Ego|Samoprojektowany|Mentalny (autorytet zewnętrzny)|Księżycowy',
  es: 'Emocional (Plexo Solar)|Sacral|Esplénica|Ego|Autoproyectada|Mental (autoridad externa)|Lunar',
  pt: 'Emocional (Plexo Solar)|Sacral|Esplênica|Ego|Autoprojetada|Mental (autoridade externa)|Lunar',
  fr: 'Émotionnelle (Plexus solaire)|Sacrale|Splénique|Ego|Auto-projetée|Mentale (autorité extérieure)|Lunaire',
  it: 'Emotiva (Plesso solare)|Sacrale|Splenica|Ego|Autoproiettata|Mentale (autorità esterna)|Lunare',
  nl: 'Emotioneel (Zonnevlecht)|Sacraal|Milt|Ego|Zelfgeprojecteerd|Mentaal (externe autoriteit)|Lunair',
  cs: 'Emoční (Solar plexus)|Sakrální|Slezinná|Ego|Sebeprojektovaná|Mentální (vnější autorita)|Lunární',
  ro: 'Emoțională (Plexul solar)|Sacrală|Splenică|Ego|Autoproiectată|Mentală (autoritate exterioară)|Lunară',
  hu: 'Érzelmi (Napfonat)|Szakrális|Lép|Ego|Önkivetített|Mentális (külső autoritás)|Holdi',
  el: 'Συναισθηματική (Ηλιακό πλέγμα)|Σακραλική|Σπληνική|Εγώ|Αυτοπροβαλλόμενη|Νοητική (εξωτερική αυθεντία)|Σεληνιακή',
  tr: 'Duygusal (Solar Pleksus)|Sakral|Dalak|Ego|Kendini yansıtan|Zihinsel (dış otorite)|Ay',
  ar: 'عاطفية (الضفيرة الشمسية)|عجزية|طحالية|الأنا|مُسقَطة ذاتيًا|ذهنية (سلطة خارجية)|قمرية',
  hi: 'भावनात्मक (सोलर प्लेक्सस)|सैक्रल|प्लीहा|अहं|स्व-प्रक्षेपित|मानसिक (बाहरी अधिकार)|चंद्र',
  ja: '感情（ソーラープレクサス）|セイクラル|スプリーン|エゴ|セルフ・プロジェクテッド|メンタル（外的権威）|ルナー',
  ko: '감정 (태양신경총)|천골|비장|에고|자기 투사|멘탈 (외적 권위)|달',
  vi: 'Cảm xúc (Đám rối mặt trời)|Xương cùng|Lá lách|Bản ngã|Tự phóng chiếu|Tâm trí (thẩm quyền bên ngoài)|Mặt trăng',
  id: 'Emosional (Solar Plexus)|Sakral|Limpa|Ego|Proyeksi diri|Mental (otoritas luar)|Lunar',
}) satisfies TermTable;
