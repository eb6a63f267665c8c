/**
 * Human Design: each type's strategy (Ra Uru Hu, 'The Definitive Book of Human Design', 2011),
 * keyed by the type's slug, in the 21 response languages.
 */
import { tableOfRows } from './by-language.js';
import { HD_TYPE_SLUGS } from './hd-type.js';
import type { TermTable } from '../terms.js';

export const HD_STRATEGY_TERMS = tableOfRows('hd-strategy', HD_TYPE_SLUGS, {
  en: 'To inform|To respond|To respond, then inform|Wait for the invitation|Wait a lunar cycle',
  uk: 'Інформувати|Відгукуватися|Відгукуватися, потім інформувати|Чекати на запрошення|Чекати місячний цикл',
  de: 'Informieren|Reagieren|Reagieren, dann informieren|Auf die Einladung warten|Einen Mondzyklus abwarten',
  ru: 'Информировать|Откликаться|Откликаться, затем информировать|Ждать приглашения|Ждать лунный цикл',
  pl: 'Informować|Odpowiadać|Odpowiadać, potem informować|Czekać na zaproszenie|Odczekać cykl księżycowy',
  es: 'Informar|Responder|Responder y luego informar|Esperar la invitación|Esperar un ciclo lunar',
  pt: 'Informar|Responder|Responder e depois informar|Esperar o convite|Esperar um ciclo lunar',
  fr: 'Informer|Répondre|Répondre, puis informer|Attendre l’invitation|Attendre un cycle lunaire',
  it: 'Informare|Rispondere|Rispondere, poi informare|Aspettare l’invito|Aspettare un ciclo lunare',
  nl: 'Informeren|Reageren|Reageren, dan informeren|Wachten op de uitnodiging|Een maancyclus wachten',
  cs: 'Informovat|Reagovat|Reagovat, pak informovat|Čekat na pozvání|Počkat lunární cyklus',
  ro: 'Să informeze|Să răspundă|Să răspundă, apoi să informeze|Să aștepte invitația|Să aștepte un ciclu lunar',
  hu: 'Tájékoztatni|Válaszolni|Válaszolni, aztán tájékoztatni|Várni a meghívásra|Kivárni egy holdciklust',
  el: 'Να ενημερώνει|Να ανταποκρίνεται|Να ανταποκρίνεται, μετά να ενημερώνει|Να περιμένει την πρόσκληση|Να περιμένει έναν σεληνιακό κύκλο',
  tr: 'Bilgilendirmek|Yanıt vermek|Yanıt vermek, sonra bilgilendirmek|Daveti beklemek|Bir ay döngüsü beklemek',
  ar: 'الإخبار|الاستجابة|الاستجابة ثم الإخبار|انتظار الدعوة|انتظار دورة قمرية',
  hi: 'सूचित करना|प्रतिक्रिया देना|प्रतिक्रिया देना, फिर सूचित करना|निमंत्रण की प्रतीक्षा करना|एक चंद्र चक्र की प्रतीक्षा करना',
  ja: '知らせる|応答する|応答してから知らせる|招待を待つ|月のサイクルを待つ',
  ko: '알리기|반응하기|반응한 뒤 알리기|초대를 기다리기|달의 주기를 기다리기',
  vi: 'Thông báo|Phản hồi|Phản hồi rồi thông báo|Chờ lời mời|Chờ một chu kỳ trăng',
  id: 'Memberi tahu|Merespons|Merespons, lalu memberi tahu|Menunggu undangan|Menunggu satu siklus bulan',
}) satisfies TermTable;
