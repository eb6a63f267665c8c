/**
 * The undertakings /electional/* elects for (plugins/horary lib/electional.ts ACTIVITIES, after
 * Sahl ibn Bishr, On Elections, and Bonatti, Liber Astronomiae Tr. 7), by slug: their `name`.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const ELECTIONAL_ACTIVITY_TERMS: TermTable = rowTable(`
marriage|Marriage|Heirat|Mariage|Matrimonio|Casamento|Matrimonio|Huwelijk|Małżeństwo|Sňatek|Căsătorie|Házasságkötés|Evlilik|Pernikahan|Kết hôn|Брак|Шлюб|Γάμος|الزواج|विवाह|結婚|결혼
contract|Signing a contract|Vertragsunterzeichnung|Signature d'un contrat|Firma de un contrato|Assinatura de um contrato|Firma di un contratto|Ondertekening van een contract|Podpisanie umowy|Podpis smlouvy|Semnarea unui contract|Szerződéskötés|Sözleşme imzalama|Penandatanganan kontrak|Ký hợp đồng|Подписание договора|Підписання договору|Υπογραφή συμβολαίου|توقيع عقد|अनुबंध पर हस्ताक्षर|契約の締結|계약 체결
travel|Travel|Reise|Voyage|Viaje|Viagem|Viaggio|Reis|Podróż|Cesta|Călătorie|Utazás|Yolculuk|Perjalanan|Du hành|Путешествие|Подорож|Ταξίδι|السفر|यात्रा|旅行|여행
surgery|Surgery|Operation|Chirurgie|Cirugía|Cirurgia|Intervento chirurgico|Operatie|Operacja|Operace|Operație chirurgicală|Műtét|Ameliyat|Pembedahan|Phẫu thuật|Хирургическая операция|Хірургічна операція|Χειρουργική επέμβαση|الجراحة|शल्य चिकित्सा|手術|수술
opening-business|Opening a business|Geschäftseröffnung|Ouverture d'une entreprise|Apertura de un negocio|Abertura de um negócio|Apertura di un'attività|Opening van een zaak|Otwarcie firmy|Založení podniku|Deschiderea unei afaceri|Vállalkozás indítása|İşyeri açılışı|Membuka usaha|Khai trương kinh doanh|Открытие дела|Відкриття справи|Έναρξη επιχείρησης|افتتاح عمل تجاري|व्यवसाय का आरंभ|開業|개업
buying-property|Buying property|Immobilienkauf|Achat d'un bien immobilier|Compra de una propiedad|Compra de um imóvel|Acquisto di un immobile|Aankoop van onroerend goed|Zakup nieruchomości|Koupě nemovitosti|Cumpărarea unei proprietăți|Ingatlanvásárlás|Mülk satın alma|Membeli properti|Mua bất động sản|Покупка недвижимости|Купівля нерухомості|Αγορά ακινήτου|شراء عقار|संपत्ति की ख़रीद|不動産の購入|부동산 구입
`);
