/**
 * The member of the four pillars a symbolic star (shen sha) is derived from (San Ming Tong Hui;
 * plugins/chinese/src/lib/shen-sha.ts `basis`): the day or year stem, the year, day or month
 * branch, the day pillar. Japanese and Korean write the terms of the Bazi literature (日干 年干 年支
 * 日支 月支 日柱 / 일간 연간 연지 일지 월지 일주), Vietnamese the Sino-Vietnamese can/chi/trụ.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const CHINESE_PILLAR_MEMBER_TERMS: TermTable = rowTable(`
day-stem|day stem|Tagesstamm|tronc du jour|tronco del día|tronco do dia|tronco del giorno|dagstam|pień dnia|kmen dne|trunchiul zilei|napi törzs|gün gövdesi|batang hari|can ngày|ствол дня|стовбур дня|κορμός της ημέρας|جذع اليوم|दिवस का तना|日干|일간
year-stem|year stem|Jahresstamm|tronc de l’année|tronco del año|tronco do ano|tronco dell’anno|jaarstam|pień roku|kmen roku|trunchiul anului|évi törzs|yıl gövdesi|batang tahun|can năm|ствол года|стовбур року|κορμός του έτους|جذع السنة|वर्ष का तना|年干|연간
year-branch|year branch|Jahreszweig|branche de l’année|rama del año|ramo do ano|ramo dell’anno|jaartak|gałąź roku|větev roku|ramura anului|évi ág|yıl dalı|cabang tahun|chi năm|ветвь года|гілка року|κλάδος του έτους|فرع السنة|वर्ष की शाखा|年支|연지
day-branch|day branch|Tageszweig|branche du jour|rama del día|ramo do dia|ramo del giorno|dagtak|gałąź dnia|větev dne|ramura zilei|napi ág|gün dalı|cabang hari|chi ngày|ветвь дня|гілка дня|κλάδος της ημέρας|فرع اليوم|दिवस की शाखा|日支|일지
month-branch|month branch|Monatszweig|branche du mois|rama del mes|ramo do mês|ramo del mese|maandtak|gałąź miesiąca|větev měsíce|ramura lunii|havi ág|ay dalı|cabang bulan|chi tháng|ветвь месяца|гілка місяця|κλάδος του μήνα|فرع الشهر|मास की शाखा|月支|월지
day-pillar|day pillar|Tagessäule|pilier du jour|pilar del día|pilar do dia|pilastro del giorno|dagpilaar|filar dnia|sloup dne|pilonul zilei|napi oszlop|gün sütunu|pilar hari|trụ ngày|столп дня|стовп дня|στήλη της ημέρας|عمود اليوم|दिवस स्तंभ|日柱|일주
`);
