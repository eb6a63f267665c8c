/**
 * Vedic readings for the kundli and muhurta reports. The lagna by sign with its lord, and the
 * Vimshottari mahadasha lords' significations, after Brihat Parashara Hora Shastra (lagna:
 * ch. 4 on the signs and ch. 11 bhava effects; dashas: ch. 46-47 mahadasha effects) and
 * Mantreswara's Phaladeepika (ch. 2 graha significations, ch. 19-20 dasha results); the yogas
 * named by BPHS ch. 34-41 and Phaladeepika ch. 6 (Pancha Mahapurusha, Gaja Kesari, Budha-Aditya,
 * Raja, Dhana, Adhi, Kemadruma, Lakshmi, Saraswati, Neecha Bhanga, the three Viparita Raja
 * yogas Harsha, Sarala, Vimala); the Kuja (Manglik) dosha and its cancellations as the Vedic
 * family checks them; the seven star classes (dhruva, chara, kshipra, mridu, ugra, mishra,
 * tikshna) and the five tithi groups (Nanda, Bhadra, Jaya, Rikta, Purna) after Muhurta
 * Chintamani (Daivajna Rama, 1600), Nakshatra and Shubhashubha prakaranas. Short plain
 * sentences, the name given before each by the report.
 */
import { bundle } from './bundle.js';

export const VEDIC_READING_KEYS = [
  'lagna-1', 'lagna-2', 'lagna-3', 'lagna-4', 'lagna-5', 'lagna-6', 'lagna-7', 'lagna-8', 'lagna-9', 'lagna-10', 'lagna-11', 'lagna-12',
  'lord-sun', 'lord-moon', 'lord-mars', 'lord-mercury', 'lord-jupiter', 'lord-venus', 'lord-saturn', 'lord-rahu', 'lord-ketu',
  'star-dhruva', 'star-chara', 'star-kshipra', 'star-mridu', 'star-ugra', 'star-mishra', 'star-tikshna',
  'manglik-present', 'manglik-cancelled', 'manglik-absent',
  'ruchaka', 'bhadra', 'hamsa', 'malavya', 'sasa', 'gaja-kesari', 'budha', 'raja-yoga', 'dhana-yoga', 'adhi-yoga', 'kemadruma', 'lakshmi', 'saraswati', 'neecha-bhanga', 'harsha', 'sarala', 'vimala',
  'tithi-nanda', 'tithi-bhadra', 'tithi-jaya', 'tithi-rikta', 'tithi-purna',
] as const;
export type VedicReadingKey = (typeof VEDIC_READING_KEYS)[number];

/** The yogas that have a reading (the principal ones); the others stay in the report's table. */
export const READ_YOGAS = VEDIC_READING_KEYS.slice(31, 48);

export const VEDIC_READINGS = bundle('vedic', VEDIC_READING_KEYS, {
  en: `
Active, brave and quick to begin; Mars, the lagna lord, gives energy and impatience.
Steady, patient and fond of comfort; Venus, the lagna lord, gives taste and a love of beauty.
Curious, talkative and versatile; Mercury, the lagna lord, gives wit and restlessness.
Caring, sensitive and attached to home; the Moon, the lagna lord, makes the moods change.
Proud, generous and commanding; the Sun, the lagna lord, seeks dignity and recognition.
Careful, modest and analytical; Mercury, the lagna lord, gives skill with detail.
Fair, sociable and refined; Venus, the lagna lord, seeks harmony and partnership.
Intense, private and resilient; Mars, the lagna lord, gives depth and persistence.
Honest, optimistic and principled; Jupiter, the lagna lord, gives faith and learning.
Practical, disciplined and ambitious; Saturn, the lagna lord, rewards slow and steady work.
Independent, humane and thoughtful; Saturn, the lagna lord, gives detachment and endurance.
Gentle, imaginative and devoted; Jupiter, the lagna lord, gives compassion and faith.
Authority, the father, government and vitality come to the fore.
The mind, the mother, home and public life come to the fore.
Courage, land and property, siblings and disputes come to the fore.
Learning, trade, speech and friends come to the fore.
Wisdom, teachers, children and growth come to the fore.
Marriage, comfort, the arts and vehicles come to the fore.
Work, discipline, delays and lasting results come to the fore.
Ambition, foreign things and sudden changes come to the fore.
Detachment, the spiritual search and sudden endings come to the fore.
A fixed (dhruva) star: stable, for what should last.
A movable (chara) star: for travel, motion and change.
A swift (kshipra) star: light and quick, for trade, learning and healing.
A soft (mridu) star: gentle, for friendship, the arts and love.
A fierce (ugra) star: harsh, for bold and forceful deeds.
A mixed (mishra) star: both sharp and soft, for everyday work.
A sharp (tikshna) star: piercing, for separations and endings.
Mars stands in a Kuja house (1, 2, 4, 7, 8 or 12 from the lagna, Moon or Venus). Tradition advises matching with a similar chart.
Mars stands in a Kuja house, but classical exceptions cancel the dosha.
Mars stands in no Kuja house: there is no Manglik dosha.
Mars strong in a kendra: courage, leadership and vigour.
Mercury strong in a kendra: intelligence, eloquence and skill in trade.
Jupiter strong in a kendra: virtue, learning and respect.
Venus strong in a kendra: beauty, comfort and artistic taste.
Saturn strong in a kendra: authority over people and endurance.
Jupiter in a kendra from the Moon: fame, wisdom and a lasting name.
The Sun with Mercury: a sharp intellect and skill with words.
Lords of kendras and trikonas joined: a rise in status and power.
Lords of the houses of wealth joined: gains and savings.
Benefics in the 6th, 7th and 8th from the Moon: comfort, leadership and long life.
No planet beside the Moon: times of loneliness or want; other yogas can cancel it.
A strong ninth lord with Venus: fortune, grace and prosperity.
Jupiter, Venus and Mercury well placed: learning, poetry and the arts.
A debilitated planet’s weakness cancelled: a fall turned into a rise.
The sixth lord in a dusthana: victory over enemies and good health.
The eighth lord in a dusthana: fearlessness, long life and prosperity.
The twelfth lord in a dusthana: thrift, independence and good conduct.
A Nanda tithi (1, 6, 11): joyful, good for festivities and beginnings.
A Bhadra tithi (2, 7, 12): auspicious, good for lasting works and ceremonies.
A Jaya tithi (3, 8, 13): victorious, good for contests and bold work.
A Rikta tithi (4, 9, 14): empty, avoided for auspicious work.
A Purna tithi (5, 10, 15): full, good for completion and prosperity.
`,
  de: `
Tatkräftig, mutig und schnell im Beginnen; Mars, der Herr des Lagna, gibt Energie und Ungeduld.
Beständig, geduldig und dem Komfort zugeneigt; Venus, die Herrin des Lagna, gibt Geschmack und Sinn für Schönheit.
Neugierig, gesprächig und vielseitig; Merkur, der Herr des Lagna, gibt Witz und Unruhe.
Fürsorglich, empfindsam und häuslich; der Mond, Herr des Lagna, lässt die Stimmungen wechseln.
Stolz, großzügig und gebieterisch; die Sonne, Herrin des Lagna, sucht Würde und Anerkennung.
Sorgfältig, bescheiden und analytisch; Merkur, der Herr des Lagna, gibt Geschick im Detail.
Gerecht, gesellig und kultiviert; Venus, die Herrin des Lagna, sucht Harmonie und Partnerschaft.
Intensiv, verschlossen und widerstandsfähig; Mars, der Herr des Lagna, gibt Tiefe und Ausdauer.
Ehrlich, zuversichtlich und grundsatztreu; Jupiter, der Herr des Lagna, gibt Glauben und Bildung.
Praktisch, diszipliniert und ehrgeizig; Saturn, der Herr des Lagna, belohnt langsame, stetige Arbeit.
Unabhängig, menschenfreundlich und nachdenklich; Saturn, der Herr des Lagna, gibt Abstand und Ausdauer.
Sanft, fantasievoll und hingebungsvoll; Jupiter, der Herr des Lagna, gibt Mitgefühl und Glauben.
Autorität, der Vater, Behörden und Lebenskraft treten in den Vordergrund.
Der Geist, die Mutter, das Zuhause und das öffentliche Leben treten in den Vordergrund.
Mut, Land und Besitz, Geschwister und Streit treten in den Vordergrund.
Lernen, Handel, Sprache und Freunde treten in den Vordergrund.
Weisheit, Lehrer, Kinder und Wachstum treten in den Vordergrund.
Ehe, Komfort, die Künste und Fahrzeuge treten in den Vordergrund.
Arbeit, Disziplin, Verzögerungen und bleibende Ergebnisse treten in den Vordergrund.
Ehrgeiz, Fremdes und plötzliche Wechsel treten in den Vordergrund.
Loslösung, spirituelle Suche und plötzliche Enden treten in den Vordergrund.
Ein fester Stern (dhruva): beständig, für das, was dauern soll.
Ein beweglicher Stern (chara): für Reisen, Bewegung und Wandel.
Ein schneller Stern (kshipra): leicht und rasch, für Handel, Lernen und Heilen.
Ein sanfter Stern (mridu): mild, für Freundschaft, Künste und Liebe.
Ein grimmiger Stern (ugra): hart, für kühne und gewaltsame Taten.
Ein gemischter Stern (mishra): scharf und sanft zugleich, für die tägliche Arbeit.
Ein scharfer Stern (tikshna): durchdringend, für Trennungen und Abschlüsse.
Mars steht in einem Kuja-Haus (1, 2, 4, 7, 8 oder 12 vom Lagna, Mond oder Venus). Die Tradition rät zu einem Partner mit ähnlichem Horoskop.
Mars steht in einem Kuja-Haus, doch klassische Ausnahmen heben den Dosha auf.
Mars steht in keinem Kuja-Haus: Es gibt keinen Manglik-Dosha.
Mars stark in einem Kendra: Mut, Führung und Tatkraft.
Merkur stark in einem Kendra: Intelligenz, Redegewandtheit und Geschick im Handel.
Jupiter stark in einem Kendra: Tugend, Bildung und Ansehen.
Venus stark in einem Kendra: Schönheit, Komfort und Kunstsinn.
Saturn stark in einem Kendra: Autorität über Menschen und Ausdauer.
Jupiter in einem Kendra vom Mond: Ruhm, Weisheit und ein bleibender Name.
Die Sonne mit Merkur: ein scharfer Verstand und Geschick mit Worten.
Herren von Kendras und Trikonas verbunden: Aufstieg an Stellung und Macht.
Herren der Häuser des Reichtums verbunden: Gewinne und Ersparnisse.
Wohltäter im 6., 7. und 8. vom Mond: Wohlstand, Führung und langes Leben.
Kein Planet neben dem Mond: Zeiten der Einsamkeit oder des Mangels; andere Yogas können ihn aufheben.
Ein starker Herr des 9. Hauses mit Venus: Glück, Anmut und Wohlstand.
Jupiter, Venus und Merkur gut gestellt: Gelehrsamkeit, Dichtung und Künste.
Die Schwäche eines gefallenen Planeten aufgehoben: ein Fall wird zum Aufstieg.
Der Herr des 6. Hauses in einem Dusthana: Sieg über Feinde und gute Gesundheit.
Der Herr des 8. Hauses in einem Dusthana: Furchtlosigkeit, langes Leben und Wohlstand.
Der Herr des 12. Hauses in einem Dusthana: Sparsamkeit, Unabhängigkeit und gutes Betragen.
Ein Nanda-Tithi (1, 6, 11): freudvoll, gut für Feste und Anfänge.
Ein Bhadra-Tithi (2, 7, 12): glückverheißend, gut für dauerhafte Werke und Zeremonien.
Ein Jaya-Tithi (3, 8, 13): siegreich, gut für Wettstreit und kühnes Werk.
Ein Rikta-Tithi (4, 9, 14): leer, für glückverheißende Werke gemieden.
Ein Purna-Tithi (5, 10, 15): voll, gut für Vollendung und Wohlstand.
`,
  fr: `
Actif, courageux et prompt à commencer ; Mars, maître du lagna, donne énergie et impatience.
Stable, patient et amateur de confort ; Vénus, maîtresse du lagna, donne le goût et l’amour du beau.
Curieux, bavard et polyvalent ; Mercure, maître du lagna, donne esprit et agitation.
Attentionné, sensible et attaché au foyer ; la Lune, maîtresse du lagna, rend l’humeur changeante.
Fier, généreux et autoritaire ; le Soleil, maître du lagna, recherche dignité et reconnaissance.
Soigneux, modeste et analytique ; Mercure, maître du lagna, donne le sens du détail.
Juste, sociable et raffiné ; Vénus, maîtresse du lagna, recherche harmonie et partenariat.
Intense, secret et résistant ; Mars, maître du lagna, donne profondeur et persévérance.
Honnête, optimiste et fidèle à ses principes ; Jupiter, maître du lagna, donne foi et savoir.
Pratique, discipliné et ambitieux ; Saturne, maître du lagna, récompense le travail lent et régulier.
Indépendant, humaniste et réfléchi ; Saturne, maître du lagna, donne détachement et endurance.
Doux, imaginatif et dévoué ; Jupiter, maître du lagna, donne compassion et foi.
L’autorité, le père, l’État et la vitalité passent au premier plan.
L’esprit, la mère, le foyer et la vie publique passent au premier plan.
Le courage, les terres et biens, la fratrie et les conflits passent au premier plan.
L’étude, le commerce, la parole et les amis passent au premier plan.
La sagesse, les maîtres, les enfants et la croissance passent au premier plan.
Le mariage, le confort, les arts et les véhicules passent au premier plan.
Le travail, la discipline, les retards et les résultats durables passent au premier plan.
L’ambition, l’étranger et les changements soudains passent au premier plan.
Le détachement, la quête spirituelle et les fins soudaines passent au premier plan.
Une étoile fixe (dhruva) : stable, pour ce qui doit durer.
Une étoile mobile (chara) : pour les voyages, le mouvement et le changement.
Une étoile rapide (kshipra) : légère et vive, pour le commerce, l’étude et les soins.
Une étoile douce (mridu) : tendre, pour l’amitié, les arts et l’amour.
Une étoile féroce (ugra) : dure, pour les actes audacieux et violents.
Une étoile mixte (mishra) : à la fois vive et douce, pour le travail quotidien.
Une étoile tranchante (tikshna) : perçante, pour les séparations et les fins.
Mars occupe une maison de Kuja (1, 2, 4, 7, 8 ou 12 depuis le lagna, la Lune ou Vénus). La tradition conseille un partenaire au thème semblable.
Mars occupe une maison de Kuja, mais des exceptions classiques annulent le dosha.
Mars n’occupe aucune maison de Kuja : il n’y a pas de dosha Manglik.
Mars fort dans un kendra : courage, commandement et vigueur.
Mercure fort dans un kendra : intelligence, éloquence et habileté commerciale.
Jupiter fort dans un kendra : vertu, savoir et respect.
Vénus forte dans un kendra : beauté, confort et goût artistique.
Saturne fort dans un kendra : autorité sur les gens et endurance.
Jupiter dans un kendra depuis la Lune : renommée, sagesse et nom durable.
Le Soleil avec Mercure : intelligence vive et aisance avec les mots.
Maîtres de kendras et de trikonas réunis : élévation du rang et du pouvoir.
Maîtres des maisons de richesse réunis : gains et épargne.
Bénéfiques en 6, 7 et 8 depuis la Lune : confort, commandement et longue vie.
Aucune planète à côté de la Lune : périodes de solitude ou de manque ; d’autres yogas peuvent l’annuler.
Un maître de la 9e fort avec Vénus : fortune, grâce et prospérité.
Jupiter, Vénus et Mercure bien placés : savoir, poésie et arts.
La faiblesse d’une planète en chute annulée : une chute changée en ascension.
Le maître de la 6e dans un dusthana : victoire sur les ennemis et bonne santé.
Le maître de la 8e dans un dusthana : intrépidité, longue vie et prospérité.
Le maître de la 12e dans un dusthana : économie, indépendance et bonne conduite.
Un tithi Nanda (1, 6, 11) : joyeux, bon pour les fêtes et les commencements.
Un tithi Bhadra (2, 7, 12) : propice, bon pour les œuvres durables et les cérémonies.
Un tithi Jaya (3, 8, 13) : victorieux, bon pour les compétitions et les entreprises hardies.
Un tithi Rikta (4, 9, 14) : vide, évité pour les œuvres propices.
Un tithi Purna (5, 10, 15) : plein, bon pour l’achèvement et la prospérité.
`,
  es: `
Activo, valiente y rápido en empezar; Marte, señor del lagna, da energía e impaciencia.
Estable, paciente y amante del confort; Venus, señora del lagna, da buen gusto y amor por la belleza.
Curioso, hablador y versátil; Mercurio, señor del lagna, da ingenio e inquietud.
Protector, sensible y apegado al hogar; la Luna, señora del lagna, vuelve cambiante el ánimo.
Orgulloso, generoso y dominante; el Sol, señor del lagna, busca dignidad y reconocimiento.
Cuidadoso, modesto y analítico; Mercurio, señor del lagna, da destreza en el detalle.
Justo, sociable y refinado; Venus, señora del lagna, busca armonía y pareja.
Intenso, reservado y resistente; Marte, señor del lagna, da profundidad y constancia.
Honesto, optimista y de principios; Júpiter, señor del lagna, da fe y saber.
Práctico, disciplinado y ambicioso; Saturno, señor del lagna, premia el trabajo lento y constante.
Independiente, humanitario y reflexivo; Saturno, señor del lagna, da desapego y resistencia.
Amable, imaginativo y devoto; Júpiter, señor del lagna, da compasión y fe.
La autoridad, el padre, el gobierno y la vitalidad pasan a primer plano.
La mente, la madre, el hogar y la vida pública pasan a primer plano.
El valor, las tierras y bienes, los hermanos y las disputas pasan a primer plano.
El estudio, el comercio, la palabra y los amigos pasan a primer plano.
La sabiduría, los maestros, los hijos y el crecimiento pasan a primer plano.
El matrimonio, el confort, las artes y los vehículos pasan a primer plano.
El trabajo, la disciplina, los retrasos y los logros duraderos pasan a primer plano.
La ambición, lo extranjero y los cambios repentinos pasan a primer plano.
El desapego, la búsqueda espiritual y los finales repentinos pasan a primer plano.
Una estrella fija (dhruva): estable, para lo que debe durar.
Una estrella móvil (chara): para viajes, movimiento y cambio.
Una estrella rápida (kshipra): ligera y ágil, para el comercio, el estudio y la curación.
Una estrella suave (mridu): amable, para la amistad, las artes y el amor.
Una estrella feroz (ugra): dura, para actos audaces y violentos.
Una estrella mixta (mishra): aguda y suave a la vez, para el trabajo diario.
Una estrella aguda (tikshna): penetrante, para separaciones y finales.
Marte ocupa una casa de Kuja (1, 2, 4, 7, 8 o 12 desde el lagna, la Luna o Venus). La tradición aconseja una pareja con una carta parecida.
Marte ocupa una casa de Kuja, pero excepciones clásicas anulan el dosha.
Marte no ocupa ninguna casa de Kuja: no hay dosha Manglik.
Marte fuerte en un kendra: valor, liderazgo y vigor.
Mercurio fuerte en un kendra: inteligencia, elocuencia y habilidad comercial.
Júpiter fuerte en un kendra: virtud, saber y respeto.
Venus fuerte en un kendra: belleza, confort y gusto artístico.
Saturno fuerte en un kendra: autoridad sobre la gente y resistencia.
Júpiter en un kendra desde la Luna: fama, sabiduría y un nombre duradero.
El Sol con Mercurio: intelecto agudo y destreza con las palabras.
Señores de kendras y trikonas unidos: ascenso en posición y poder.
Señores de las casas de riqueza unidos: ganancias y ahorros.
Benéficos en la 6, 7 y 8 desde la Luna: bienestar, liderazgo y larga vida.
Ningún planeta junto a la Luna: épocas de soledad o carencia; otros yogas pueden anularlo.
Un señor de la 9 fuerte con Venus: fortuna, gracia y prosperidad.
Júpiter, Venus y Mercurio bien situados: saber, poesía y artes.
La debilidad de un planeta en caída anulada: una caída convertida en ascenso.
El señor de la 6 en un dusthana: victoria sobre enemigos y buena salud.
El señor de la 8 en un dusthana: valentía, larga vida y prosperidad.
El señor de la 12 en un dusthana: austeridad, independencia y buena conducta.
Un tithi Nanda (1, 6, 11): alegre, bueno para fiestas y comienzos.
Un tithi Bhadra (2, 7, 12): propicio, bueno para obras duraderas y ceremonias.
Un tithi Jaya (3, 8, 13): victorioso, bueno para contiendas y empresas audaces.
Un tithi Rikta (4, 9, 14): vacío, se evita para obras propicias.
Un tithi Purna (5, 10, 15): lleno, bueno para culminar y prosperar.
`,
  pt: `
Ativo, corajoso e rápido em começar; Marte, senhor do lagna, dá energia e impaciência.
Estável, paciente e amante do conforto; Vênus, senhora do lagna, dá gosto e amor pela beleza.
Curioso, falante e versátil; Mercúrio, senhor do lagna, dá espírito e inquietação.
Cuidadoso com os seus, sensível e apegado ao lar; a Lua, senhora do lagna, torna o humor mutável.
Orgulhoso, generoso e imponente; o Sol, senhor do lagna, busca dignidade e reconhecimento.
Cuidadoso, modesto e analítico; Mercúrio, senhor do lagna, dá habilidade nos detalhes.
Justo, sociável e refinado; Vênus, senhora do lagna, busca harmonia e parceria.
Intenso, reservado e resistente; Marte, senhor do lagna, dá profundidade e persistência.
Honesto, otimista e de princípios; Júpiter, senhor do lagna, dá fé e saber.
Prático, disciplinado e ambicioso; Saturno, senhor do lagna, recompensa o trabalho lento e constante.
Independente, humanitário e ponderado; Saturno, senhor do lagna, dá desapego e resistência.
Gentil, imaginativo e devoto; Júpiter, senhor do lagna, dá compaixão e fé.
A autoridade, o pai, o governo e a vitalidade vêm para o primeiro plano.
A mente, a mãe, o lar e a vida pública vêm para o primeiro plano.
A coragem, terras e bens, os irmãos e as disputas vêm para o primeiro plano.
O estudo, o comércio, a fala e os amigos vêm para o primeiro plano.
A sabedoria, os mestres, os filhos e o crescimento vêm para o primeiro plano.
O casamento, o conforto, as artes e os veículos vêm para o primeiro plano.
O trabalho, a disciplina, os atrasos e os resultados duradouros vêm para o primeiro plano.
A ambição, o estrangeiro e as mudanças súbitas vêm para o primeiro plano.
O desapego, a busca espiritual e os finais súbitos vêm para o primeiro plano.
Uma estrela fixa (dhruva): estável, para o que deve durar.
Uma estrela móvel (chara): para viagens, movimento e mudança.
Uma estrela rápida (kshipra): leve e ágil, para comércio, estudo e cura.
Uma estrela suave (mridu): gentil, para amizade, artes e amor.
Uma estrela feroz (ugra): dura, para atos ousados e violentos.
Uma estrela mista (mishra): aguda e suave ao mesmo tempo, para o trabalho diário.
Uma estrela cortante (tikshna): penetrante, para separações e desfechos.
Marte ocupa uma casa de Kuja (1, 2, 4, 7, 8 ou 12 a partir do lagna, da Lua ou de Vênus). A tradição aconselha um par com mapa semelhante.
Marte ocupa uma casa de Kuja, mas exceções clássicas anulam o dosha.
Marte não ocupa nenhuma casa de Kuja: não há dosha Manglik.
Marte forte num kendra: coragem, liderança e vigor.
Mercúrio forte num kendra: inteligência, eloquência e habilidade comercial.
Júpiter forte num kendra: virtude, saber e respeito.
Vênus forte num kendra: beleza, conforto e gosto artístico.
Saturno forte num kendra: autoridade sobre as pessoas e resistência.
Júpiter num kendra a partir da Lua: fama, sabedoria e nome duradouro.
O Sol com Mercúrio: intelecto afiado e jeito com as palavras.
Senhores de kendras e trikonas unidos: ascensão em posição e poder.
Senhores das casas de riqueza unidos: ganhos e poupança.
Benéficos na 6, 7 e 8 a partir da Lua: conforto, liderança e vida longa.
Nenhum planeta junto à Lua: fases de solidão ou carência; outros yogas podem anulá-lo.
Um senhor da 9 forte com Vênus: fortuna, graça e prosperidade.
Júpiter, Vênus e Mercúrio bem colocados: saber, poesia e artes.
A fraqueza de um planeta em queda anulada: uma queda transformada em ascensão.
O senhor da 6 num dusthana: vitória sobre inimigos e boa saúde.
O senhor da 8 num dusthana: destemor, vida longa e prosperidade.
O senhor da 12 num dusthana: frugalidade, independência e boa conduta.
Um tithi Nanda (1, 6, 11): alegre, bom para festas e começos.
Um tithi Bhadra (2, 7, 12): propício, bom para obras duradouras e cerimônias.
Um tithi Jaya (3, 8, 13): vitorioso, bom para disputas e empreitadas ousadas.
Um tithi Rikta (4, 9, 14): vazio, evitado para obras propícias.
Um tithi Purna (5, 10, 15): pleno, bom para conclusão e prosperidade.
`,
  it: `
Attivo, coraggioso e rapido nel cominciare; Marte, signore del lagna, dà energia e impazienza.
Stabile, paziente e amante delle comodità; Venere, signora del lagna, dà gusto e amore per il bello.
Curioso, loquace e versatile; Mercurio, signore del lagna, dà arguzia e irrequietezza.
Premuroso, sensibile e legato alla casa; la Luna, signora del lagna, rende mutevole l’umore.
Fiero, generoso e autorevole; il Sole, signore del lagna, cerca dignità e riconoscimento.
Accurato, modesto e analitico; Mercurio, signore del lagna, dà abilità nei dettagli.
Equo, socievole e raffinato; Venere, signora del lagna, cerca armonia e unione.
Intenso, riservato e tenace; Marte, signore del lagna, dà profondità e perseveranza.
Onesto, ottimista e di saldi principi; Giove, signore del lagna, dà fede e sapere.
Pratico, disciplinato e ambizioso; Saturno, signore del lagna, premia il lavoro lento e costante.
Indipendente, umano e riflessivo; Saturno, signore del lagna, dà distacco e resistenza.
Gentile, fantasioso e devoto; Giove, signore del lagna, dà compassione e fede.
L’autorità, il padre, il governo e la vitalità passano in primo piano.
La mente, la madre, la casa e la vita pubblica passano in primo piano.
Il coraggio, terre e beni, i fratelli e le liti passano in primo piano.
Lo studio, il commercio, la parola e gli amici passano in primo piano.
La saggezza, i maestri, i figli e la crescita passano in primo piano.
Il matrimonio, le comodità, le arti e i veicoli passano in primo piano.
Il lavoro, la disciplina, i ritardi e i risultati duraturi passano in primo piano.
L’ambizione, le cose straniere e i cambiamenti improvvisi passano in primo piano.
Il distacco, la ricerca spirituale e le fini improvvise passano in primo piano.
Una stella fissa (dhruva): stabile, per ciò che deve durare.
Una stella mobile (chara): per viaggi, movimento e cambiamento.
Una stella rapida (kshipra): leggera e svelta, per commercio, studio e cure.
Una stella dolce (mridu): gentile, per amicizia, arti e amore.
Una stella feroce (ugra): dura, per azioni audaci e violente.
Una stella mista (mishra): acuta e dolce insieme, per il lavoro quotidiano.
Una stella tagliente (tikshna): penetrante, per separazioni e conclusioni.
Marte occupa una casa di Kuja (1, 2, 4, 7, 8 o 12 dal lagna, dalla Luna o da Venere). La tradizione consiglia un partner con un tema simile.
Marte occupa una casa di Kuja, ma eccezioni classiche annullano il dosha.
Marte non occupa alcuna casa di Kuja: non c’è dosha Manglik.
Marte forte in un kendra: coraggio, comando e vigore.
Mercurio forte in un kendra: intelligenza, eloquenza e abilità nei commerci.
Giove forte in un kendra: virtù, sapere e rispetto.
Venere forte in un kendra: bellezza, agio e gusto artistico.
Saturno forte in un kendra: autorità sulle persone e resistenza.
Giove in un kendra dalla Luna: fama, saggezza e un nome duraturo.
Il Sole con Mercurio: intelletto acuto e abilità con le parole.
Signori di kendra e trikona uniti: ascesa di rango e potere.
Signori delle case della ricchezza uniti: guadagni e risparmi.
Benefici in 6ª, 7ª e 8ª dalla Luna: agio, comando e lunga vita.
Nessun pianeta accanto alla Luna: periodi di solitudine o bisogno; altri yoga possono annullarlo.
Un signore della 9ª forte con Venere: fortuna, grazia e prosperità.
Giove, Venere e Mercurio ben posti: sapere, poesia e arti.
La debolezza di un pianeta in caduta annullata: una caduta mutata in ascesa.
Il signore della 6ª in un dusthana: vittoria sui nemici e buona salute.
Il signore dell’8ª in un dusthana: coraggio, lunga vita e prosperità.
Il signore della 12ª in un dusthana: parsimonia, indipendenza e buona condotta.
Una tithi Nanda (1, 6, 11): gioiosa, buona per feste e inizi.
Una tithi Bhadra (2, 7, 12): propizia, buona per opere durature e cerimonie.
Una tithi Jaya (3, 8, 13): vittoriosa, buona per gare e imprese audaci.
Una tithi Rikta (4, 9, 14): vuota, evitata per le opere propizie.
Una tithi Purna (5, 10, 15): piena, buona per compimento e prosperità.
`,
  nl: `
Actief, moedig en snel van start; Mars, heer van de lagna, geeft energie en ongeduld.
Standvastig, geduldig en gesteld op comfort; Venus, vrouwe van de lagna, geeft smaak en liefde voor schoonheid.
Nieuwsgierig, spraakzaam en veelzijdig; Mercurius, heer van de lagna, geeft geestigheid en onrust.
Zorgzaam, gevoelig en huiselijk; de Maan, vrouwe van de lagna, maakt de stemming wisselend.
Trots, gul en gebiedend; de Zon, heer van de lagna, zoekt waardigheid en erkenning.
Zorgvuldig, bescheiden en analytisch; Mercurius, heer van de lagna, geeft oog voor detail.
Eerlijk, gezellig en verfijnd; Venus, vrouwe van de lagna, zoekt harmonie en partnerschap.
Intens, gesloten en veerkrachtig; Mars, heer van de lagna, geeft diepgang en volharding.
Oprecht, optimistisch en principieel; Jupiter, heer van de lagna, geeft geloof en kennis.
Praktisch, gedisciplineerd en ambitieus; Saturnus, heer van de lagna, beloont langzaam en gestaag werk.
Onafhankelijk, menslievend en bedachtzaam; Saturnus, heer van de lagna, geeft afstand en uithoudingsvermogen.
Zacht, fantasierijk en toegewijd; Jupiter, heer van de lagna, geeft mededogen en geloof.
Gezag, de vader, de overheid en levenskracht komen op de voorgrond.
Het gemoed, de moeder, het thuis en het openbare leven komen op de voorgrond.
Moed, grond en bezit, broers en zussen en geschillen komen op de voorgrond.
Leren, handel, spraak en vrienden komen op de voorgrond.
Wijsheid, leraren, kinderen en groei komen op de voorgrond.
Huwelijk, comfort, de kunsten en voertuigen komen op de voorgrond.
Werk, discipline, vertraging en blijvende resultaten komen op de voorgrond.
Ambitie, het buitenland en plotselinge veranderingen komen op de voorgrond.
Onthechting, spiritueel zoeken en plotselinge afsluitingen komen op de voorgrond.
Een vaste ster (dhruva): stabiel, voor wat moet blijven.
Een beweeglijke ster (chara): voor reizen, beweging en verandering.
Een snelle ster (kshipra): licht en vlug, voor handel, leren en genezen.
Een zachte ster (mridu): mild, voor vriendschap, kunst en liefde.
Een felle ster (ugra): hard, voor gedurfde en krachtige daden.
Een gemengde ster (mishra): scherp en zacht tegelijk, voor het dagelijkse werk.
Een scherpe ster (tikshna): doordringend, voor scheidingen en afsluitingen.
Mars staat in een Kuja-huis (1, 2, 4, 7, 8 of 12 vanaf de lagna, de Maan of Venus). De traditie raadt een partner met een vergelijkbare horoscoop aan.
Mars staat in een Kuja-huis, maar klassieke uitzonderingen heffen de dosha op.
Mars staat in geen enkel Kuja-huis: er is geen Manglik-dosha.
Mars sterk in een kendra: moed, leiderschap en kracht.
Mercurius sterk in een kendra: intelligentie, welsprekendheid en handelsgeest.
Jupiter sterk in een kendra: deugd, kennis en aanzien.
Venus sterk in een kendra: schoonheid, comfort en kunstzin.
Saturnus sterk in een kendra: gezag over mensen en uithoudingsvermogen.
Jupiter in een kendra vanaf de Maan: roem, wijsheid en een blijvende naam.
De Zon met Mercurius: een scherp verstand en vaardigheid met woorden.
Heren van kendra's en trikona's verbonden: opgang in positie en macht.
Heren van de huizen van rijkdom verbonden: winst en spaargeld.
Weldoeners in het 6e, 7e en 8e vanaf de Maan: welvaart, leiderschap en een lang leven.
Geen planeet naast de Maan: tijden van eenzaamheid of gebrek; andere yoga's kunnen dit opheffen.
Een sterke heer van het 9e huis met Venus: geluk, gratie en voorspoed.
Jupiter, Venus en Mercurius goed geplaatst: geleerdheid, poëzie en kunst.
De zwakte van een planeet in val opgeheven: een val wordt een opgang.
De heer van het 6e huis in een dusthana: overwinning op vijanden en goede gezondheid.
De heer van het 8e huis in een dusthana: onverschrokkenheid, een lang leven en voorspoed.
De heer van het 12e huis in een dusthana: zuinigheid, onafhankelijkheid en goed gedrag.
Een Nanda-tithi (1, 6, 11): vreugdevol, goed voor feesten en begin.
Een Bhadra-tithi (2, 7, 12): gunstig, goed voor blijvend werk en ceremonies.
Een Jaya-tithi (3, 8, 13): zegevierend, goed voor wedstrijden en gedurfd werk.
Een Rikta-tithi (4, 9, 14): leeg, vermeden voor gunstig werk.
Een Purna-tithi (5, 10, 15): vol, goed voor voltooiing en voorspoed.
`,
  pl: `
Aktywny, odważny i szybki w działaniu; Mars, władca lagny, daje energię i niecierpliwość.
Stały, cierpliwy i lubiący wygodę; Wenus, władczyni lagny, daje gust i miłość do piękna.
Ciekawy, rozmowny i wszechstronny; Merkury, władca lagny, daje dowcip i niepokój.
Troskliwy, wrażliwy i przywiązany do domu; Księżyc, władca lagny, czyni nastroje zmiennymi.
Dumny, hojny i władczy; Słońce, władca lagny, szuka godności i uznania.
Staranny, skromny i analityczny; Merkury, władca lagny, daje zręczność w szczegółach.
Sprawiedliwy, towarzyski i wytworny; Wenus, władczyni lagny, szuka harmonii i partnerstwa.
Intensywny, skryty i odporny; Mars, władca lagny, daje głębię i wytrwałość.
Uczciwy, optymistyczny i pryncypialny; Jowisz, władca lagny, daje wiarę i wiedzę.
Praktyczny, zdyscyplinowany i ambitny; Saturn, władca lagny, nagradza powolną i wytrwałą pracę.
Niezależny, humanitarny i rozważny; Saturn, władca lagny, daje dystans i wytrzymałość.
Łagodny, pełen wyobraźni i oddany; Jowisz, władca lagny, daje współczucie i wiarę.
Na pierwszy plan wysuwają się władza, ojciec, urzędy i siły życiowe.
Na pierwszy plan wysuwają się umysł, matka, dom i życie publiczne.
Na pierwszy plan wysuwają się odwaga, ziemia i majątek, rodzeństwo i spory.
Na pierwszy plan wysuwają się nauka, handel, mowa i przyjaciele.
Na pierwszy plan wysuwają się mądrość, nauczyciele, dzieci i rozwój.
Na pierwszy plan wysuwają się małżeństwo, wygoda, sztuka i pojazdy.
Na pierwszy plan wysuwają się praca, dyscyplina, opóźnienia i trwałe wyniki.
Na pierwszy plan wysuwają się ambicja, sprawy zagraniczne i nagłe zmiany.
Na pierwszy plan wysuwają się oderwanie, poszukiwanie duchowe i nagłe zakończenia.
Gwiazda stała (dhruva): trwała, dla tego, co ma przetrwać.
Gwiazda ruchoma (chara): dla podróży, ruchu i zmiany.
Gwiazda szybka (kshipra): lekka i zwinna, dla handlu, nauki i leczenia.
Gwiazda łagodna (mridu): delikatna, dla przyjaźni, sztuki i miłości.
Gwiazda groźna (ugra): surowa, dla śmiałych i gwałtownych czynów.
Gwiazda mieszana (mishra): ostra i łagodna zarazem, dla codziennej pracy.
Gwiazda ostra (tikshna): przenikliwa, dla rozstań i zakończeń.
Mars stoi w domu Kuja (1, 2, 4, 7, 8 lub 12 od lagny, Księżyca albo Wenus). Tradycja radzi partnera o podobnym horoskopie.
Mars stoi w domu Kuja, ale klasyczne wyjątki znoszą doszę.
Mars nie stoi w żadnym domu Kuja: nie ma doszy Manglik.
Mars silny w kendrze: odwaga, przywództwo i wigor.
Merkury silny w kendrze: inteligencja, elokwencja i zmysł handlowy.
Jowisz silny w kendrze: cnota, wiedza i szacunek.
Wenus silna w kendrze: piękno, wygoda i gust artystyczny.
Saturn silny w kendrze: władza nad ludźmi i wytrzymałość.
Jowisz w kendrze od Księżyca: sława, mądrość i trwałe imię.
Słońce z Merkurym: bystry umysł i łatwość słowa.
Władcy kendr i trikon połączeni: wzrost pozycji i władzy.
Władcy domów bogactwa połączeni: zyski i oszczędności.
Dobroczyńcy w 6., 7. i 8. od Księżyca: dostatek, przywództwo i długie życie.
Żadnej planety obok Księżyca: czasy samotności lub niedostatku; inne jogi mogą to znieść.
Silny władca 9. domu z Wenus: szczęście, wdzięk i pomyślność.
Jowisz, Wenus i Merkury dobrze ustawieni: wiedza, poezja i sztuka.
Słabość planety w upadku zniesiona: upadek zmienia się we wzlot.
Władca 6. domu w dusthanie: zwycięstwo nad wrogami i dobre zdrowie.
Władca 8. domu w dusthanie: nieustraszoność, długie życie i pomyślność.
Władca 12. domu w dusthanie: oszczędność, niezależność i dobre obyczaje.
Tithi Nanda (1, 6, 11): radosny, dobry na święta i początki.
Tithi Bhadra (2, 7, 12): pomyślny, dobry na trwałe dzieła i ceremonie.
Tithi Jaya (3, 8, 13): zwycięski, dobry na współzawodnictwo i śmiałe przedsięwzięcia.
Tithi Rikta (4, 9, 14): pusty, unikany przy pomyślnych dziełach.
Tithi Purna (5, 10, 15): pełny, dobry na dopełnienie i pomyślność.
`,
  cs: `
Aktivní, statečný a rychlý v začínání; Mars, pán lagny, dává energii a netrpělivost.
Stálý, trpělivý a rád v pohodlí; Venuše, paní lagny, dává vkus a lásku ke kráse.
Zvídavý, hovorný a všestranný; Merkur, pán lagny, dává vtip a neklid.
Starostlivý, citlivý a vázaný na domov; Měsíc, pán lagny, činí nálady proměnlivými.
Hrdý, štědrý a panovačný; Slunce, pán lagny, hledá důstojnost a uznání.
Pečlivý, skromný a analytický; Merkur, pán lagny, dává zručnost v detailech.
Spravedlivý, společenský a uhlazený; Venuše, paní lagny, hledá harmonii a partnerství.
Intenzivní, uzavřený a odolný; Mars, pán lagny, dává hloubku a vytrvalost.
Poctivý, optimistický a zásadový; Jupiter, pán lagny, dává víru a vzdělání.
Praktický, ukázněný a ctižádostivý; Saturn, pán lagny, odměňuje pomalou a vytrvalou práci.
Nezávislý, lidumilný a přemýšlivý; Saturn, pán lagny, dává odstup a vytrvalost.
Jemný, obrazotvorný a oddaný; Jupiter, pán lagny, dává soucit a víru.
Do popředí vystupuje autorita, otec, úřady a životní síla.
Do popředí vystupuje mysl, matka, domov a veřejný život.
Do popředí vystupuje odvaha, půda a majetek, sourozenci a spory.
Do popředí vystupuje učení, obchod, řeč a přátelé.
Do popředí vystupuje moudrost, učitelé, děti a růst.
Do popředí vystupuje manželství, pohodlí, umění a vozidla.
Do popředí vystupuje práce, kázeň, zdržení a trvalé výsledky.
Do popředí vystupuje ctižádost, cizina a náhlé změny.
Do popředí vystupuje odpoutání, duchovní hledání a náhlé konce.
Pevná hvězda (dhruva): stálá, pro to, co má trvat.
Pohyblivá hvězda (chara): pro cesty, pohyb a změnu.
Rychlá hvězda (kshipra): lehká a hbitá, pro obchod, učení a léčení.
Jemná hvězda (mridu): mírná, pro přátelství, umění a lásku.
Divoká hvězda (ugra): tvrdá, pro odvážné a násilné činy.
Smíšená hvězda (mishra): ostrá i jemná zároveň, pro každodenní práci.
Ostrá hvězda (tikshna): pronikavá, pro rozchody a konce.
Mars stojí v domě Kuja (1, 2, 4, 7, 8 nebo 12 od lagny, Měsíce či Venuše). Tradice radí partnera s podobným horoskopem.
Mars stojí v domě Kuja, ale klasické výjimky dóšu ruší.
Mars nestojí v žádném domě Kuja: Manglik dóša není.
Mars silný v kendře: odvaha, vůdcovství a síla.
Merkur silný v kendře: inteligence, výřečnost a obchodní zručnost.
Jupiter silný v kendře: ctnost, vzdělání a úcta.
Venuše silná v kendře: krása, pohodlí a umělecký vkus.
Saturn silný v kendře: autorita nad lidmi a vytrvalost.
Jupiter v kendře od Měsíce: sláva, moudrost a trvalé jméno.
Slunce s Merkurem: bystrý rozum a obratnost ve slovech.
Páni kender a trikon spojeni: vzestup postavení a moci.
Páni domů bohatství spojeni: zisky a úspory.
Benefiky v 6., 7. a 8. od Měsíce: blahobyt, vůdcovství a dlouhý život.
Žádná planeta vedle Měsíce: období osamění či nouze; jiné jógy to mohou zrušit.
Silný pán 9. domu s Venuší: štěstí, půvab a prosperita.
Jupiter, Venuše a Merkur dobře umístěni: učenost, poezie a umění.
Slabost planety v pádu zrušena: pád se mění ve vzestup.
Pán 6. domu v dusthaně: vítězství nad nepřáteli a dobré zdraví.
Pán 8. domu v dusthaně: nebojácnost, dlouhý život a prosperita.
Pán 12. domu v dusthaně: šetrnost, nezávislost a dobré chování.
Tithi Nanda (1, 6, 11): radostná, dobrá pro slavnosti a začátky.
Tithi Bhadra (2, 7, 12): příznivá, dobrá pro trvalá díla a obřady.
Tithi Džaja (3, 8, 13): vítězná, dobrá pro soutěže a odvážné dílo.
Tithi Rikta (4, 9, 14): prázdná, pro příznivá díla se jí vyhýbá.
Tithi Purna (5, 10, 15): plná, dobrá pro dovršení a prosperitu.
`,
  ro: `
Activ, curajos și iute la început; Marte, stăpânul lagnei, dă energie și nerăbdare.
Statornic, răbdător și iubitor de confort; Venus, stăpâna lagnei, dă gust și dragoste de frumos.
Curios, vorbăreț și versatil; Mercur, stăpânul lagnei, dă spirit și neliniște.
Grijuliu, sensibil și legat de casă; Luna, stăpâna lagnei, face dispozițiile schimbătoare.
Mândru, generos și autoritar; Soarele, stăpânul lagnei, caută demnitate și recunoaștere.
Atent, modest și analitic; Mercur, stăpânul lagnei, dă pricepere la detalii.
Drept, sociabil și rafinat; Venus, stăpâna lagnei, caută armonie și parteneriat.
Intens, tainic și rezistent; Marte, stăpânul lagnei, dă profunzime și perseverență.
Cinstit, optimist și cu principii; Jupiter, stăpânul lagnei, dă credință și învățătură.
Practic, disciplinat și ambițios; Saturn, stăpânul lagnei, răsplătește munca lentă și statornică.
Independent, umanitar și chibzuit; Saturn, stăpânul lagnei, dă detașare și rezistență.
Blând, imaginativ și devotat; Jupiter, stăpânul lagnei, dă compasiune și credință.
Autoritatea, tatăl, statul și vitalitatea trec în prim-plan.
Mintea, mama, casa și viața publică trec în prim-plan.
Curajul, pământul și averea, frații și disputele trec în prim-plan.
Învățătura, comerțul, vorbirea și prietenii trec în prim-plan.
Înțelepciunea, învățătorii, copiii și creșterea trec în prim-plan.
Căsătoria, confortul, artele și vehiculele trec în prim-plan.
Munca, disciplina, întârzierile și rezultatele durabile trec în prim-plan.
Ambiția, străinătatea și schimbările bruște trec în prim-plan.
Detașarea, căutarea spirituală și sfârșiturile bruște trec în prim-plan.
O stea fixă (dhruva): stabilă, pentru ce trebuie să dureze.
O stea mobilă (chara): pentru călătorii, mișcare și schimbare.
O stea rapidă (kshipra): ușoară și iute, pentru comerț, studiu și vindecare.
O stea blândă (mridu): delicată, pentru prietenie, arte și iubire.
O stea aprigă (ugra): aspră, pentru fapte îndrăznețe și violente.
O stea mixtă (mishra): ascuțită și blândă deodată, pentru munca zilnică.
O stea tăioasă (tikshna): pătrunzătoare, pentru despărțiri și încheieri.
Marte stă într-o casă Kuja (1, 2, 4, 7, 8 sau 12 de la lagna, Lună sau Venus). Tradiția sfătuiește un partener cu o hartă asemănătoare.
Marte stă într-o casă Kuja, dar excepții clasice anulează dosha.
Marte nu stă în nicio casă Kuja: nu există dosha Manglik.
Marte puternic într-o kendra: curaj, conducere și vigoare.
Mercur puternic într-o kendra: inteligență, elocvență și pricepere în comerț.
Jupiter puternic într-o kendra: virtute, învățătură și respect.
Venus puternică într-o kendra: frumusețe, confort și gust artistic.
Saturn puternic într-o kendra: autoritate asupra oamenilor și rezistență.
Jupiter într-o kendra de la Lună: faimă, înțelepciune și un nume durabil.
Soarele cu Mercur: minte ageră și pricepere la cuvinte.
Stăpâni de kendra și trikona uniți: ridicare în rang și putere.
Stăpânii caselor bogăției uniți: câștiguri și economii.
Benefici în a 6-a, a 7-a și a 8-a de la Lună: confort, conducere și viață lungă.
Nicio planetă lângă Lună: perioade de singurătate sau lipsă; alte yoga o pot anula.
Un stăpân puternic al casei a 9-a cu Venus: noroc, grație și prosperitate.
Jupiter, Venus și Mercur bine așezați: învățătură, poezie și arte.
Slăbiciunea unei planete în cădere anulată: o cădere transformată în înălțare.
Stăpânul casei a 6-a într-o dusthana: biruință asupra dușmanilor și sănătate bună.
Stăpânul casei a 8-a într-o dusthana: neînfricare, viață lungă și prosperitate.
Stăpânul casei a 12-a într-o dusthana: cumpătare, independență și purtare bună.
Un tithi Nanda (1, 6, 11): vesel, bun pentru sărbători și începuturi.
Un tithi Bhadra (2, 7, 12): favorabil, bun pentru lucrări durabile și ceremonii.
Un tithi Jaya (3, 8, 13): biruitor, bun pentru întreceri și lucrări îndrăznețe.
Un tithi Rikta (4, 9, 14): gol, evitat pentru lucrările favorabile.
Un tithi Purna (5, 10, 15): plin, bun pentru împlinire și prosperitate.
`,
  hu: `
Tevékeny, bátor és gyorsan kezd; Mars, a lagna ura, energiát és türelmetlenséget ad.
Kitartó, türelmes és szereti a kényelmet; Vénusz, a lagna úrnője, ízlést és szépségszeretetet ad.
Kíváncsi, beszédes és sokoldalú; Merkúr, a lagna ura, szellemességet és nyugtalanságot ad.
Gondoskodó, érzékeny és otthonához kötődő; a Hold, a lagna ura, változékonnyá teszi a hangulatot.
Büszke, nagyvonalú és parancsoló; a Nap, a lagna ura, méltóságot és elismerést keres.
Gondos, szerény és elemző; Merkúr, a lagna ura, ügyességet ad a részletekben.
Igazságos, társaságkedvelő és kifinomult; Vénusz, a lagna úrnője, harmóniát és társat keres.
Szenvedélyes, zárkózott és szívós; Mars, a lagna ura, mélységet és kitartást ad.
Becsületes, derűlátó és elvhű; Jupiter, a lagna ura, hitet és tudást ad.
Gyakorlatias, fegyelmezett és becsvágyó; Szaturnusz, a lagna ura, a lassú, kitartó munkát jutalmazza.
Független, emberbarát és megfontolt; Szaturnusz, a lagna ura, távolságtartást és kitartást ad.
Szelíd, képzelettel teli és odaadó; Jupiter, a lagna ura, együttérzést és hitet ad.
Előtérbe kerül a tekintély, az apa, a hatóságok és az életerő.
Előtérbe kerül az elme, az anya, az otthon és a közélet.
Előtérbe kerül a bátorság, a föld és vagyon, a testvérek és a viták.
Előtérbe kerül a tanulás, a kereskedelem, a beszéd és a barátok.
Előtérbe kerül a bölcsesség, a tanítók, a gyermekek és a növekedés.
Előtérbe kerül a házasság, a kényelem, a művészetek és a járművek.
Előtérbe kerül a munka, a fegyelem, a késedelem és a tartós eredmény.
Előtérbe kerül a becsvágy, az idegen dolgok és a hirtelen változások.
Előtérbe kerül az elengedés, a spirituális keresés és a hirtelen lezárások.
Állandó csillag (dhruva): szilárd, arra, aminek tartania kell.
Mozgó csillag (chara): utazásra, mozgásra és változásra.
Gyors csillag (kshipra): könnyű és fürge, kereskedésre, tanulásra és gyógyításra.
Lágy csillag (mridu): szelíd, barátságra, művészetre és szerelemre.
Vad csillag (ugra): kemény, merész és erőszakos tettekre.
Vegyes csillag (mishra): éles és lágy egyszerre, a mindennapi munkára.
Éles csillag (tikshna): átható, elválásra és lezárásra.
A Mars Kuja-házban áll (a lagnától, a Holdtól vagy a Vénusztól 1., 2., 4., 7., 8. vagy 12.). A hagyomány hasonló képletű társat ajánl.
A Mars Kuja-házban áll, de klasszikus kivételek feloldják a dosát.
A Mars egyik Kuja-házban sem áll: nincs Manglik dosa.
Erős Mars egy kendrában: bátorság, vezetés és életerő.
Erős Merkúr egy kendrában: értelem, ékesszólás és kereskedői érzék.
Erős Jupiter egy kendrában: erény, tudás és tisztelet.
Erős Vénusz egy kendrában: szépség, kényelem és művészi ízlés.
Erős Szaturnusz egy kendrában: tekintély az emberek fölött és kitartás.
Jupiter a Holdtól kendrában: hírnév, bölcsesség és maradandó név.
A Nap a Merkúrral: éles ész és ügyesség a szavakban.
Kendrák és trikonák urai együtt: emelkedés rangban és hatalomban.
A vagyon házainak urai együtt: nyereség és megtakarítás.
Jótevők a Holdtól 6., 7. és 8. házban: jólét, vezetés és hosszú élet.
Nincs bolygó a Hold mellett: magány vagy szűkölködés időszakai; más jógák feloldhatják.
Erős 9. ház ura a Vénusszal: szerencse, kegy és jólét.
Jupiter, Vénusz és Merkúr jó helyzetben: tudás, költészet és művészet.
Egy esésben lévő bolygó gyengesége feloldva: a bukásból emelkedés lesz.
A 6. ház ura dusztanában: győzelem az ellenségek fölött és jó egészség.
A 8. ház ura dusztanában: félelem nélküliség, hosszú élet és jólét.
A 12. ház ura dusztanában: takarékosság, függetlenség és jó magaviselet.
Nanda tithi (1, 6, 11): örömteli, jó ünnepekre és kezdetekre.
Bhadra tithi (2, 7, 12): kedvező, jó tartós művekre és szertartásokra.
Dzsaja tithi (3, 8, 13): győzedelmes, jó versengésre és merész munkára.
Rikta tithi (4, 9, 14): üres, kedvező munkákhoz kerülik.
Purna tithi (5, 10, 15): teljes, jó befejezésre és gyarapodásra.
`,
  tr: `
Hareketli, cesur ve başlamakta hızlı; lagna yöneticisi Mars enerji ve sabırsızlık verir.
İstikrarlı, sabırlı ve konforu seven; lagna yöneticisi Venüs zevk ve güzellik sevgisi verir.
Meraklı, konuşkan ve çok yönlü; lagna yöneticisi Merkür zekâ ve huzursuzluk verir.
Şefkatli, duyarlı ve evine bağlı; lagna yöneticisi Ay ruh hâlini değişken kılar.
Gururlu, cömert ve buyurgan; lagna yöneticisi Güneş saygınlık ve takdir arar.
Dikkatli, alçakgönüllü ve çözümleyici; lagna yöneticisi Merkür ayrıntıda beceri verir.
Adil, sosyal ve zarif; lagna yöneticisi Venüs uyum ve ortaklık arar.
Yoğun, ketum ve dayanıklı; lagna yöneticisi Mars derinlik ve azim verir.
Dürüst, iyimser ve ilkeli; lagna yöneticisi Jüpiter inanç ve bilgi verir.
Pratik, disiplinli ve hırslı; lagna yöneticisi Satürn yavaş ve istikrarlı çalışmayı ödüllendirir.
Bağımsız, insancıl ve düşünceli; lagna yöneticisi Satürn mesafe ve dayanıklılık verir.
Yumuşak, hayal gücü geniş ve bağlı; lagna yöneticisi Jüpiter şefkat ve inanç verir.
Otorite, baba, devlet ve canlılık öne çıkar.
Zihin, anne, ev ve toplum hayatı öne çıkar.
Cesaret, toprak ve mülk, kardeşler ve anlaşmazlıklar öne çıkar.
Öğrenme, ticaret, söz ve arkadaşlar öne çıkar.
Bilgelik, öğretmenler, çocuklar ve gelişme öne çıkar.
Evlilik, konfor, sanatlar ve taşıtlar öne çıkar.
Çalışma, disiplin, gecikmeler ve kalıcı sonuçlar öne çıkar.
Hırs, yabancı şeyler ve ani değişimler öne çıkar.
Dünyadan el çekme, manevi arayış ve ani sonlar öne çıkar.
Sabit bir yıldız (dhruva): istikrarlı, kalıcı olması gerekenler için.
Hareketli bir yıldız (chara): yolculuk, hareket ve değişim için.
Hızlı bir yıldız (kshipra): hafif ve çevik, ticaret, öğrenme ve şifa için.
Yumuşak bir yıldız (mridu): nazik, dostluk, sanat ve aşk için.
Sert bir yıldız (ugra): haşin, cüretkâr ve zorlu işler için.
Karma bir yıldız (mishra): hem keskin hem yumuşak, günlük işler için.
Keskin bir yıldız (tikshna): delici, ayrılıklar ve bitişler için.
Mars bir Kuja evinde duruyor (lagnadan, Ay'dan ya da Venüs'ten 1, 2, 4, 7, 8 veya 12). Gelenek benzer haritalı bir eş önerir.
Mars bir Kuja evinde duruyor, ancak klasik istisnalar doşayı kaldırıyor.
Mars hiçbir Kuja evinde değil: Manglik doşa yok.
Kendrada güçlü Mars: cesaret, önderlik ve dinçlik.
Kendrada güçlü Merkür: zekâ, belagat ve ticarette beceri.
Kendrada güçlü Jüpiter: erdem, bilgi ve saygınlık.
Kendrada güçlü Venüs: güzellik, konfor ve sanat zevki.
Kendrada güçlü Satürn: insanlar üzerinde otorite ve dayanıklılık.
Ay'dan kendrada Jüpiter: ün, bilgelik ve kalıcı bir ad.
Merkür'le birlikte Güneş: keskin bir zekâ ve söz ustalığı.
Kendra ve trikona yöneticileri birleşmiş: mevki ve güçte yükseliş.
Servet evlerinin yöneticileri birleşmiş: kazanç ve birikim.
Ay'dan 6., 7. ve 8. evde yararlılar: refah, önderlik ve uzun ömür.
Ay'ın yanında gezegen yok: yalnızlık ya da yoksunluk dönemleri; başka yogalar bunu kaldırabilir.
Venüs'le güçlü bir 9. ev yöneticisi: şans, zarafet ve bolluk.
Jüpiter, Venüs ve Merkür iyi yerleşmiş: bilgi, şiir ve sanat.
Düşüşteki bir gezegenin zayıflığı kalkmış: düşüş yükselişe dönüşür.
6. ev yöneticisi bir dusthanada: düşmanlara üstünlük ve iyi sağlık.
8. ev yöneticisi bir dusthanada: korkusuzluk, uzun ömür ve bolluk.
12. ev yöneticisi bir dusthanada: tutumluluk, bağımsızlık ve iyi davranış.
Nanda tithi (1, 6, 11): neşeli, kutlamalar ve başlangıçlar için iyi.
Bhadra tithi (2, 7, 12): uğurlu, kalıcı işler ve törenler için iyi.
Jaya tithi (3, 8, 13): muzaffer, yarışmalar ve cesur işler için iyi.
Rikta tithi (4, 9, 14): boş, uğurlu işlerde kaçınılır.
Purna tithi (5, 10, 15): dolu, tamamlama ve bolluk için iyi.
`,
  id: `
Aktif, berani dan cepat memulai; Mars, penguasa lagna, memberi energi dan ketidaksabaran.
Mantap, sabar dan suka kenyamanan; Venus, penguasa lagna, memberi selera dan cinta keindahan.
Ingin tahu, banyak bicara dan serba bisa; Merkurius, penguasa lagna, memberi kecerdikan dan kegelisahan.
Penuh perhatian, peka dan lekat pada rumah; Bulan, penguasa lagna, membuat suasana hati berubah-ubah.
Bangga, murah hati dan berwibawa; Matahari, penguasa lagna, mencari martabat dan pengakuan.
Cermat, rendah hati dan analitis; Merkurius, penguasa lagna, memberi ketelitian pada detail.
Adil, ramah dan halus budi; Venus, penguasa lagna, mencari keselarasan dan kemitraan.
Intens, tertutup dan tangguh; Mars, penguasa lagna, memberi kedalaman dan kegigihan.
Jujur, optimis dan berprinsip; Yupiter, penguasa lagna, memberi iman dan ilmu.
Praktis, disiplin dan ambisius; Saturnus, penguasa lagna, mengganjar kerja yang lambat dan tekun.
Mandiri, peduli sesama dan bijak; Saturnus, penguasa lagna, memberi jarak dan daya tahan.
Lembut, imajinatif dan setia; Yupiter, penguasa lagna, memberi welas asih dan iman.
Wewenang, ayah, pemerintahan dan vitalitas mengemuka.
Pikiran, ibu, rumah dan kehidupan publik mengemuka.
Keberanian, tanah dan harta, saudara dan perselisihan mengemuka.
Belajar, dagang, tutur kata dan sahabat mengemuka.
Kebijaksanaan, guru, anak-anak dan pertumbuhan mengemuka.
Pernikahan, kenyamanan, seni dan kendaraan mengemuka.
Kerja, disiplin, penundaan dan hasil yang langgeng mengemuka.
Ambisi, hal-hal asing dan perubahan mendadak mengemuka.
Pelepasan, pencarian spiritual dan akhir yang mendadak mengemuka.
Bintang tetap (dhruva): stabil, untuk yang harus bertahan lama.
Bintang bergerak (chara): untuk perjalanan, gerak dan perubahan.
Bintang cepat (kshipra): ringan dan gesit, untuk dagang, belajar dan penyembuhan.
Bintang lembut (mridu): halus, untuk persahabatan, seni dan cinta.
Bintang garang (ugra): keras, untuk tindakan berani dan kuat.
Bintang campuran (mishra): tajam sekaligus lembut, untuk pekerjaan sehari-hari.
Bintang tajam (tikshna): menusuk, untuk perpisahan dan pengakhiran.
Mars berada di rumah Kuja (1, 2, 4, 7, 8 atau 12 dari lagna, Bulan atau Venus). Tradisi menganjurkan pasangan dengan bagan serupa.
Mars berada di rumah Kuja, tetapi pengecualian klasik membatalkan dosha itu.
Mars tidak berada di rumah Kuja mana pun: tidak ada dosha Manglik.
Mars kuat di kendra: keberanian, kepemimpinan dan semangat.
Merkurius kuat di kendra: kecerdasan, kefasihan dan kecakapan dagang.
Yupiter kuat di kendra: kebajikan, ilmu dan rasa hormat.
Venus kuat di kendra: keindahan, kenyamanan dan cita rasa seni.
Saturnus kuat di kendra: wibawa atas orang banyak dan daya tahan.
Yupiter di kendra dari Bulan: kemasyhuran, kebijaksanaan dan nama yang abadi.
Matahari bersama Merkurius: kecerdasan tajam dan pandai berkata-kata.
Penguasa kendra dan trikona bergabung: naiknya kedudukan dan kuasa.
Penguasa rumah-rumah kekayaan bergabung: keuntungan dan tabungan.
Planet baik di rumah 6, 7 dan 8 dari Bulan: kenyamanan, kepemimpinan dan umur panjang.
Tak ada planet di samping Bulan: masa kesepian atau kekurangan; yoga lain dapat membatalkannya.
Penguasa rumah 9 yang kuat bersama Venus: keberuntungan, keanggunan dan kemakmuran.
Yupiter, Venus dan Merkurius berkedudukan baik: ilmu, puisi dan seni.
Kelemahan planet yang jatuh dibatalkan: kejatuhan berubah menjadi kebangkitan.
Penguasa rumah 6 di dusthana: kemenangan atas musuh dan kesehatan baik.
Penguasa rumah 8 di dusthana: tanpa rasa takut, umur panjang dan kemakmuran.
Penguasa rumah 12 di dusthana: hemat, mandiri dan berkelakuan baik.
Tithi Nanda (1, 6, 11): penuh sukacita, baik untuk perayaan dan permulaan.
Tithi Bhadra (2, 7, 12): baik, cocok untuk karya yang langgeng dan upacara.
Tithi Jaya (3, 8, 13): penuh kemenangan, baik untuk persaingan dan kerja berani.
Tithi Rikta (4, 9, 14): kosong, dihindari untuk karya yang baik.
Tithi Purna (5, 10, 15): penuh, baik untuk penyelesaian dan kemakmuran.
`,
  vi: `
Năng động, dũng cảm và khởi sự nhanh; Sao Hỏa, chủ lagna, cho nghị lực và sự nóng vội.
Vững vàng, kiên nhẫn và ưa tiện nghi; Sao Kim, chủ lagna, cho óc thẩm mỹ và lòng yêu cái đẹp.
Tò mò, hoạt ngôn và đa năng; Sao Thủy, chủ lagna, cho sự lanh lợi và bồn chồn.
Chu đáo, nhạy cảm và gắn bó với gia đình; Mặt Trăng, chủ lagna, khiến tâm trạng hay đổi.
Kiêu hãnh, hào phóng và uy nghi; Mặt Trời, chủ lagna, tìm kiếm phẩm giá và sự công nhận.
Cẩn thận, khiêm tốn và giỏi phân tích; Sao Thủy, chủ lagna, cho sự khéo léo với chi tiết.
Công bằng, hòa đồng và tinh tế; Sao Kim, chủ lagna, tìm kiếm hòa hợp và bạn đời.
Mãnh liệt, kín đáo và bền bỉ; Sao Hỏa, chủ lagna, cho chiều sâu và sự kiên trì.
Thẳng thắn, lạc quan và có nguyên tắc; Sao Mộc, chủ lagna, cho niềm tin và học vấn.
Thực tế, kỷ luật và tham vọng; Sao Thổ, chủ lagna, đền đáp công việc chậm mà chắc.
Độc lập, nhân ái và chín chắn; Sao Thổ, chủ lagna, cho sự điềm tĩnh và sức bền.
Hiền hòa, giàu tưởng tượng và tận tụy; Sao Mộc, chủ lagna, cho lòng trắc ẩn và niềm tin.
Quyền uy, người cha, nhà nước và sinh lực trở nên nổi bật.
Tâm trí, người mẹ, gia đình và đời sống công chúng trở nên nổi bật.
Lòng can đảm, đất đai và tài sản, anh em và tranh chấp trở nên nổi bật.
Học hành, buôn bán, lời nói và bạn bè trở nên nổi bật.
Trí tuệ, thầy dạy, con cái và sự phát triển trở nên nổi bật.
Hôn nhân, tiện nghi, nghệ thuật và xe cộ trở nên nổi bật.
Công việc, kỷ luật, trì hoãn và thành quả lâu dài trở nên nổi bật.
Tham vọng, những điều ngoại quốc và biến đổi đột ngột trở nên nổi bật.
Buông bỏ, tìm kiếm tâm linh và kết thúc đột ngột trở nên nổi bật.
Sao cố định (dhruva): vững bền, cho những gì cần lâu dài.
Sao di động (chara): cho đi lại, vận động và thay đổi.
Sao nhanh (kshipra): nhẹ và lẹ, cho buôn bán, học hành và chữa bệnh.
Sao mềm (mridu): hiền dịu, cho tình bạn, nghệ thuật và tình yêu.
Sao dữ (ugra): khắc nghiệt, cho việc táo bạo và mạnh bạo.
Sao hỗn hợp (mishra): vừa sắc vừa mềm, cho công việc thường ngày.
Sao sắc (tikshna): xuyên thấu, cho chia ly và kết thúc.
Sao Hỏa nằm trong một nhà Kuja (1, 2, 4, 7, 8 hoặc 12 tính từ lagna, Mặt Trăng hay Sao Kim). Truyền thống khuyên chọn người có lá số tương tự.
Sao Hỏa nằm trong một nhà Kuja, nhưng các ngoại lệ cổ điển hóa giải dosha.
Sao Hỏa không nằm trong nhà Kuja nào: không có Manglik dosha.
Sao Hỏa mạnh ở kendra: can đảm, lãnh đạo và sinh lực.
Sao Thủy mạnh ở kendra: thông minh, hùng biện và giỏi buôn bán.
Sao Mộc mạnh ở kendra: đức hạnh, học vấn và được kính trọng.
Sao Kim mạnh ở kendra: vẻ đẹp, tiện nghi và óc thẩm mỹ.
Sao Thổ mạnh ở kendra: uy quyền với mọi người và sức bền.
Sao Mộc ở kendra tính từ Mặt Trăng: danh tiếng, trí tuệ và tên tuổi lâu dài.
Mặt Trời cùng Sao Thủy: trí óc sắc bén và khéo ăn nói.
Chủ các kendra và trikona hợp lại: thăng tiến về địa vị và quyền lực.
Chủ các nhà tài lộc hợp lại: lợi lộc và tích lũy.
Cát tinh ở nhà 6, 7 và 8 tính từ Mặt Trăng: sung túc, lãnh đạo và trường thọ.
Không có hành tinh nào bên Mặt Trăng: những thời kỳ cô đơn hay thiếu thốn; các yoga khác có thể hóa giải.
Chủ nhà 9 mạnh cùng Sao Kim: may mắn, duyên dáng và thịnh vượng.
Sao Mộc, Sao Kim và Sao Thủy được vị trí tốt: học vấn, thi ca và nghệ thuật.
Sự yếu của hành tinh hãm được hóa giải: suy chuyển thành thịnh.
Chủ nhà 6 ở dusthana: thắng kẻ thù và sức khỏe tốt.
Chủ nhà 8 ở dusthana: không sợ hãi, trường thọ và thịnh vượng.
Chủ nhà 12 ở dusthana: tiết kiệm, độc lập và hạnh kiểm tốt.
Tithi Nanda (1, 6, 11): vui vẻ, tốt cho lễ hội và khởi đầu.
Tithi Bhadra (2, 7, 12): cát lành, tốt cho công trình lâu dài và nghi lễ.
Tithi Jaya (3, 8, 13): thắng lợi, tốt cho tranh tài và việc táo bạo.
Tithi Rikta (4, 9, 14): trống rỗng, tránh cho việc cát lành.
Tithi Purna (5, 10, 15): viên mãn, tốt cho hoàn tất và thịnh vượng.
`,
  ru: `
Деятельный, смелый и быстрый на начинания; Марс, управитель лагны, даёт энергию и нетерпение.
Устойчивый, терпеливый и любящий комфорт; Венера, управительница лагны, даёт вкус и любовь к красоте.
Любознательный, разговорчивый и разносторонний; Меркурий, управитель лагны, даёт остроумие и непоседливость.
Заботливый, чувствительный и привязанный к дому; Луна, управительница лагны, делает настроение переменчивым.
Гордый, щедрый и властный; Солнце, управитель лагны, ищет достоинства и признания.
Тщательный, скромный и аналитичный; Меркурий, управитель лагны, даёт мастерство в деталях.
Справедливый, общительный и утончённый; Венера, управительница лагны, ищет гармонии и партнёрства.
Сильный, скрытный и стойкий; Марс, управитель лагны, даёт глубину и упорство.
Честный, оптимистичный и принципиальный; Юпитер, управитель лагны, даёт веру и знания.
Практичный, дисциплинированный и честолюбивый; Сатурн, управитель лагны, вознаграждает медленный, упорный труд.
Независимый, человечный и вдумчивый; Сатурн, управитель лагны, даёт отстранённость и выносливость.
Мягкий, мечтательный и преданный; Юпитер, управитель лагны, даёт сострадание и веру.
На первый план выходят власть, отец, государство и жизненная сила.
На первый план выходят ум, мать, дом и общественная жизнь.
На первый план выходят смелость, земля и имущество, братья и сёстры, споры.
На первый план выходят учёба, торговля, речь и друзья.
На первый план выходят мудрость, учителя, дети и рост.
На первый план выходят брак, комфорт, искусства и транспорт.
На первый план выходят труд, дисциплина, задержки и прочные результаты.
На первый план выходят честолюбие, всё иностранное и внезапные перемены.
На первый план выходят отрешённость, духовный поиск и внезапные завершения.
Неподвижная звезда (дхрува): устойчивая, для того, что должно длиться.
Подвижная звезда (чара): для путешествий, движения и перемен.
Быстрая звезда (кшипра): лёгкая и скорая, для торговли, учёбы и лечения.
Мягкая звезда (мриду): кроткая, для дружбы, искусств и любви.
Свирепая звезда (угра): суровая, для смелых и силовых дел.
Смешанная звезда (мишра): и острая, и мягкая, для повседневных дел.
Острая звезда (тикшна): пронзительная, для разлук и завершений.
Марс стоит в доме Куджи (1, 2, 4, 7, 8 или 12 от лагны, Луны или Венеры). Традиция советует партнёра со схожей картой.
Марс стоит в доме Куджи, но классические исключения отменяют дошу.
Марс не стоит ни в одном доме Куджи: манглик-доши нет.
Сильный Марс в кендре: смелость, лидерство и сила.
Сильный Меркурий в кендре: ум, красноречие и торговая хватка.
Сильный Юпитер в кендре: добродетель, знания и уважение.
Сильная Венера в кендре: красота, комфорт и художественный вкус.
Сильный Сатурн в кендре: власть над людьми и выносливость.
Юпитер в кендре от Луны: слава, мудрость и долгая память.
Солнце с Меркурием: острый ум и умение обращаться со словом.
Управители кендр и трикон соединены: рост положения и власти.
Управители домов богатства соединены: доходы и сбережения.
Благодетели в 6-м, 7-м и 8-м от Луны: достаток, лидерство и долгая жизнь.
Рядом с Луной нет планет: времена одиночества или нужды; другие йоги могут это отменить.
Сильный управитель 9-го дома с Венерой: удача, изящество и процветание.
Юпитер, Венера и Меркурий хорошо расположены: учёность, поэзия и искусства.
Слабость планеты в падении отменена: падение обращается в подъём.
Управитель 6-го дома в дустхане: победа над врагами и хорошее здоровье.
Управитель 8-го дома в дустхане: бесстрашие, долгая жизнь и процветание.
Управитель 12-го дома в дустхане: бережливость, независимость и достойное поведение.
Титхи нанда (1, 6, 11): радостная, хороша для праздников и начинаний.
Титхи бхадра (2, 7, 12): благоприятная, хороша для долговечных дел и обрядов.
Титхи джая (3, 8, 13): победная, хороша для состязаний и смелых дел.
Титхи рикта (4, 9, 14): пустая, её избегают для благих дел.
Титхи пурна (5, 10, 15): полная, хороша для завершения и процветания.
`,
  uk: `
Діяльний, сміливий і швидкий на початки; Марс, управитель лагни, дає енергію й нетерплячість.
Стійкий, терплячий і охочий до затишку; Венера, управителька лагни, дає смак і любов до краси.
Допитливий, балакучий і різнобічний; Меркурій, управитель лагни, дає дотепність і непосидючість.
Дбайливий, чутливий і прив’язаний до дому; Місяць, управитель лагни, робить настрій мінливим.
Гордий, щедрий і владний; Сонце, управитель лагни, шукає гідності й визнання.
Ретельний, скромний і аналітичний; Меркурій, управитель лагни, дає вправність у деталях.
Справедливий, товариський і витончений; Венера, управителька лагни, шукає гармонії й партнерства.
Сильний, потайний і стійкий; Марс, управитель лагни, дає глибину й наполегливість.
Чесний, оптимістичний і принциповий; Юпітер, управитель лагни, дає віру й знання.
Практичний, дисциплінований і амбітний; Сатурн, управитель лагни, винагороджує повільну, наполегливу працю.
Незалежний, людяний і вдумливий; Сатурн, управитель лагни, дає відстороненість і витривалість.
Лагідний, мрійливий і відданий; Юпітер, управитель лагни, дає співчуття й віру.
На перший план виходять влада, батько, держава й життєва сила.
На перший план виходять розум, мати, дім і громадське життя.
На перший план виходять сміливість, земля й майно, брати й сестри, суперечки.
На перший план виходять навчання, торгівля, мова й друзі.
На перший план виходять мудрість, учителі, діти й зростання.
На перший план виходять шлюб, затишок, мистецтва й транспорт.
На перший план виходять праця, дисципліна, затримки й тривкі результати.
На перший план виходять амбіції, усе іноземне й раптові зміни.
На перший план виходять відстороненість, духовний пошук і раптові завершення.
Нерухома зоря (дхрува): стійка, для того, що має тривати.
Рухлива зоря (чара): для подорожей, руху й змін.
Швидка зоря (кшипра): легка й скора, для торгівлі, навчання й лікування.
М’яка зоря (мріду): лагідна, для дружби, мистецтв і кохання.
Люта зоря (угра): сувора, для сміливих і силових справ.
Змішана зоря (мішра): і гостра, і м’яка, для щоденних справ.
Гостра зоря (тікшна): пронизлива, для розлук і завершень.
Марс стоїть у домі Куджі (1, 2, 4, 7, 8 або 12 від лагни, Місяця чи Венери). Традиція радить партнера зі схожою картою.
Марс стоїть у домі Куджі, але класичні винятки скасовують дошу.
Марс не стоїть у жодному домі Куджі: манглік-доші немає.
Сильний Марс у кендрі: сміливість, лідерство й сила.
Сильний Меркурій у кендрі: розум, красномовство й торговий хист.
Сильний Юпітер у кендрі: чеснота, знання й повага.
Сильна Венера в кендрі: краса, затишок і художній смак.
Сильний Сатурн у кендрі: влада над людьми й витривалість.
Юпітер у кендрі від Місяця: слава, мудрість і довга пам’ять.
Сонце з Меркурієм: гострий розум і вміння володіти словом.
Управителі кендр і трикон поєднані: зростання становища й влади.
Управителі домів багатства поєднані: прибутки й заощадження.
Благодійники в 6-му, 7-му й 8-му від Місяця: достаток, лідерство й довге життя.
Поруч із Місяцем немає планет: часи самотності чи нестатку; інші йоги можуть це скасувати.
Сильний управитель 9-го дому з Венерою: удача, вишуканість і процвітання.
Юпітер, Венера й Меркурій добре розташовані: вченість, поезія й мистецтва.
Слабкість планети в падінні скасовано: падіння обертається піднесенням.
Управитель 6-го дому в дустхані: перемога над ворогами й добре здоров’я.
Управитель 8-го дому в дустхані: безстрашність, довге життя й процвітання.
Управитель 12-го дому в дустхані: ощадливість, незалежність і гідна поведінка.
Тітхі нанда (1, 6, 11): радісна, добра для свят і починань.
Тітхі бхадра (2, 7, 12): сприятлива, добра для тривких справ і обрядів.
Тітхі джая (3, 8, 13): переможна, добра для змагань і сміливих справ.
Тітхі рікта (4, 9, 14): порожня, її уникають для добрих справ.
Тітхі пурна (5, 10, 15): повна, добра для завершення й процвітання.
`,
  el: `
Δραστήριος, θαρραλέος και γρήγορος στα ξεκινήματα· ο Άρης, κυβερνήτης του λάγκνα, δίνει ενέργεια και ανυπομονησία.
Σταθερός, υπομονετικός και φίλος της άνεσης· η Αφροδίτη, κυβερνήτρια του λάγκνα, δίνει γούστο και αγάπη για το ωραίο.
Περίεργος, ομιλητικός και πολύπλευρος· ο Ερμής, κυβερνήτης του λάγκνα, δίνει ευστροφία και ανησυχία.
Φροντιστικός, ευαίσθητος και δεμένος με το σπίτι· η Σελήνη, κυβερνήτρια του λάγκνα, κάνει τη διάθεση ευμετάβλητη.
Περήφανος, γενναιόδωρος και επιβλητικός· ο Ήλιος, κυβερνήτης του λάγκνα, ζητά αξιοπρέπεια και αναγνώριση.
Προσεκτικός, μετριόφρων και αναλυτικός· ο Ερμής, κυβερνήτης του λάγκνα, δίνει δεξιότητα στη λεπτομέρεια.
Δίκαιος, κοινωνικός και εκλεπτυσμένος· η Αφροδίτη, κυβερνήτρια του λάγκνα, ζητά αρμονία και συντροφικότητα.
Έντονος, κρυψίνους και ανθεκτικός· ο Άρης, κυβερνήτης του λάγκνα, δίνει βάθος και επιμονή.
Έντιμος, αισιόδοξος και με αρχές· ο Δίας, κυβερνήτης του λάγκνα, δίνει πίστη και γνώση.
Πρακτικός, πειθαρχημένος και φιλόδοξος· ο Κρόνος, κυβερνήτης του λάγκνα, ανταμείβει την αργή, σταθερή δουλειά.
Ανεξάρτητος, ανθρωπιστής και στοχαστικός· ο Κρόνος, κυβερνήτης του λάγκνα, δίνει απόσταση και αντοχή.
Ήπιος, ευφάνταστος και αφοσιωμένος· ο Δίας, κυβερνήτης του λάγκνα, δίνει συμπόνια και πίστη.
Στο προσκήνιο έρχονται η εξουσία, ο πατέρας, το κράτος και η ζωτικότητα.
Στο προσκήνιο έρχονται ο νους, η μητέρα, το σπίτι και ο δημόσιος βίος.
Στο προσκήνιο έρχονται το θάρρος, η γη και η περιουσία, τα αδέλφια και οι διαφορές.
Στο προσκήνιο έρχονται η μάθηση, το εμπόριο, ο λόγος και οι φίλοι.
Στο προσκήνιο έρχονται η σοφία, οι δάσκαλοι, τα παιδιά και η ανάπτυξη.
Στο προσκήνιο έρχονται ο γάμος, η άνεση, οι τέχνες και τα οχήματα.
Στο προσκήνιο έρχονται η εργασία, η πειθαρχία, οι καθυστερήσεις και τα διαρκή αποτελέσματα.
Στο προσκήνιο έρχονται η φιλοδοξία, τα ξένα και οι αιφνίδιες αλλαγές.
Στο προσκήνιο έρχονται η απόσπαση, η πνευματική αναζήτηση και τα αιφνίδια τέλη.
Σταθερό άστρο (dhruva): μόνιμο, για ό,τι πρέπει να διαρκέσει.
Κινητό άστρο (chara): για ταξίδια, κίνηση και αλλαγή.
Γρήγορο άστρο (kshipra): ελαφρύ και ταχύ, για εμπόριο, μάθηση και θεραπεία.
Ήπιο άστρο (mridu): τρυφερό, για φιλία, τέχνες και αγάπη.
Άγριο άστρο (ugra): σκληρό, για τολμηρές και βίαιες πράξεις.
Μεικτό άστρο (mishra): οξύ και ήπιο μαζί, για την καθημερινή δουλειά.
Κοφτερό άστρο (tikshna): διαπεραστικό, για χωρισμούς και τέλη.
Ο Άρης βρίσκεται σε οίκο Κούτζα (1, 2, 4, 7, 8 ή 12 από το λάγκνα, τη Σελήνη ή την Αφροδίτη). Η παράδοση συμβουλεύει σύντροφο με παρόμοιο χάρτη.
Ο Άρης βρίσκεται σε οίκο Κούτζα, όμως κλασικές εξαιρέσεις αναιρούν την ντόσα.
Ο Άρης δεν βρίσκεται σε κανέναν οίκο Κούτζα: δεν υπάρχει ντόσα Μάνγκλικ.
Ισχυρός Άρης σε κέντρα: θάρρος, ηγεσία και σφρίγος.
Ισχυρός Ερμής σε κέντρα: ευφυΐα, ευγλωττία και εμπορική δεξιότητα.
Ισχυρός Δίας σε κέντρα: αρετή, γνώση και σεβασμός.
Ισχυρή Αφροδίτη σε κέντρα: ομορφιά, άνεση και καλλιτεχνικό γούστο.
Ισχυρός Κρόνος σε κέντρα: εξουσία πάνω σε ανθρώπους και αντοχή.
Ο Δίας σε κέντρα από τη Σελήνη: φήμη, σοφία και όνομα που μένει.
Ο Ήλιος με τον Ερμή: κοφτερό μυαλό και ευχέρεια λόγου.
Κυβερνήτες κέντρων και τρικόνων ενωμένοι: άνοδος σε θέση και δύναμη.
Κυβερνήτες των οίκων του πλούτου ενωμένοι: κέρδη και αποταμιεύσεις.
Αγαθοποιοί στον 6ο, 7ο και 8ο από τη Σελήνη: άνεση, ηγεσία και μακροζωία.
Κανένας πλανήτης δίπλα στη Σελήνη: περίοδοι μοναξιάς ή στέρησης· άλλες γιόγκα μπορούν να το αναιρέσουν.
Ισχυρός κυβερνήτης του 9ου με την Αφροδίτη: τύχη, χάρη και ευημερία.
Δίας, Αφροδίτη και Ερμής σε καλή θέση: μόρφωση, ποίηση και τέχνες.
Η αδυναμία ενός πλανήτη σε πτώση αναιρείται: η πτώση γίνεται άνοδος.
Ο κυβερνήτης του 6ου σε ντουστάνα: νίκη επί των εχθρών και καλή υγεία.
Ο κυβερνήτης του 8ου σε ντουστάνα: αφοβία, μακροζωία και ευημερία.
Ο κυβερνήτης του 12ου σε ντουστάνα: λιτότητα, ανεξαρτησία και καλή διαγωγή.
Τίτχι Νάντα (1, 6, 11): χαρούμενη, καλή για γιορτές και ξεκινήματα.
Τίτχι Μπάντρα (2, 7, 12): ευοίωνη, καλή για διαρκή έργα και τελετές.
Τίτχι Τζάγια (3, 8, 13): νικηφόρα, καλή για αγώνες και τολμηρά έργα.
Τίτχι Ρίκτα (4, 9, 14): κενή, αποφεύγεται για ευοίωνα έργα.
Τίτχι Πούρνα (5, 10, 15): πλήρης, καλή για ολοκλήρωση και ευημερία.
`,
  ar: `
نشيط شجاع سريع المبادرة؛ والمريخ، رب اللَّغنا، يمنح الطاقة وقلة الصبر.
ثابت صبور محب للراحة؛ والزهرة، ربة اللَّغنا، تمنح الذوق وحب الجمال.
فضولي كثير الكلام متعدد المواهب؛ وعطارد، رب اللَّغنا، يمنح الفطنة وعدم الاستقرار.
حنون مرهف الحس متعلق بالبيت؛ والقمر، رب اللَّغنا، يجعل المزاج متقلبًا.
معتز بنفسه كريم مهيب؛ والشمس، رب اللَّغنا، تطلب الكرامة والتقدير.
دقيق متواضع تحليلي؛ وعطارد، رب اللَّغنا، يمنح البراعة في التفاصيل.
عادل اجتماعي راقٍ؛ والزهرة، ربة اللَّغنا، تطلب الانسجام والشراكة.
حاد كتوم صلب؛ والمريخ، رب اللَّغنا، يمنح العمق والمثابرة.
صادق متفائل صاحب مبادئ؛ والمشتري، رب اللَّغنا، يمنح الإيمان والعلم.
عملي منضبط طموح؛ وزحل، رب اللَّغنا، يكافئ العمل البطيء الدؤوب.
مستقل إنساني متأمل؛ وزحل، رب اللَّغنا، يمنح التجرد والجلد.
لطيف واسع الخيال مخلص؛ والمشتري، رب اللَّغنا، يمنح الرحمة والإيمان.
تتقدم السلطة والأب والدولة والحيوية.
يتقدم العقل والأم والبيت والحياة العامة.
تتقدم الشجاعة والأرض والأملاك والإخوة والخصومات.
يتقدم التعلم والتجارة والكلام والأصدقاء.
تتقدم الحكمة والمعلمون والأبناء والنمو.
يتقدم الزواج والراحة والفنون والمركبات.
يتقدم العمل والانضباط والتأخير والنتائج الدائمة.
يتقدم الطموح والأمور الأجنبية والتغيرات المفاجئة.
يتقدم التجرد والبحث الروحي والنهايات المفاجئة.
نجم ثابت (دروفا): مستقر، لما ينبغي أن يدوم.
نجم متحرك (تشارا): للسفر والحركة والتغيير.
نجم سريع (كشيبرا): خفيف عاجل، للتجارة والتعلم والعلاج.
نجم لين (مريدو): رقيق، للصداقة والفنون والحب.
نجم شرس (أوغرا): قاسٍ، للأعمال الجريئة والعنيفة.
نجم مختلط (ميشرا): حاد ولين معًا، للعمل اليومي.
نجم حاد (تيكشنا): نافذ، للفراق والخواتيم.
يقع المريخ في بيت كوجا (1 أو 2 أو 4 أو 7 أو 8 أو 12 من اللَّغنا أو القمر أو الزهرة). وتنصح التقاليد بشريك ذي خريطة مشابهة.
يقع المريخ في بيت كوجا، لكن استثناءات كلاسيكية تلغي الدوشا.
لا يقع المريخ في أي بيت كوجا: لا توجد دوشا مانغليك.
المريخ قوي في كيندرا: شجاعة وقيادة وعزيمة.
عطارد قوي في كيندرا: ذكاء وفصاحة وحذق في التجارة.
المشتري قوي في كيندرا: فضيلة وعلم واحترام.
الزهرة قوية في كيندرا: جمال وراحة وذوق فني.
زحل قوي في كيندرا: سلطة على الناس وجلد.
المشتري في كيندرا من القمر: شهرة وحكمة واسم باقٍ.
الشمس مع عطارد: عقل حاد وبراعة في الكلام.
أرباب الكيندرا والتريكونا مجتمعون: ارتفاع في المكانة والسلطة.
أرباب بيوت الثروة مجتمعون: مكاسب ومدخرات.
كواكب السعد في السادس والسابع والثامن من القمر: رخاء وقيادة وعمر طويل.
لا كوكب بجوار القمر: أوقات وحدة أو عوز؛ ويمكن لليوغات الأخرى إلغاؤها.
رب التاسع قوي مع الزهرة: حظ ولطف ورخاء.
المشتري والزهرة وعطارد في مواضع حسنة: علم وشعر وفنون.
إلغاء ضعف كوكب في هبوطه: سقوط يتحول إلى صعود.
رب السادس في دوستانا: نصر على الأعداء وصحة جيدة.
رب الثامن في دوستانا: جرأة وعمر طويل ورخاء.
رب الثاني عشر في دوستانا: اقتصاد واستقلال وحسن سلوك.
تيثي ناندا (1، 6، 11): مبهج، حسن للاحتفالات والبدايات.
تيثي بهادرا (2، 7، 12): ميمون، حسن للأعمال الدائمة والطقوس.
تيثي جايا (3، 8، 13): منتصر، حسن للمنافسات والأعمال الجريئة.
تيثي ريكتا (4، 9، 14): فارغ، يُتجنب للأعمال الميمونة.
تيثي بورنا (5، 10، 15): ممتلئ، حسن للإتمام والرخاء.
`,
  hi: `
सक्रिय, साहसी और शीघ्र आरंभ करने वाला; लग्नेश मंगल ऊर्जा और अधीरता देता है।
स्थिर, धैर्यवान और सुख-सुविधा प्रिय; लग्नेश शुक्र रुचि और सौंदर्य-प्रेम देता है।
जिज्ञासु, वाचाल और बहुमुखी; लग्नेश बुध चतुराई और चंचलता देता है।
स्नेही, संवेदनशील और घर से जुड़ा; लग्नेश चंद्र मन को परिवर्तनशील बनाता है।
स्वाभिमानी, उदार और प्रभावशाली; लग्नेश सूर्य प्रतिष्ठा और मान चाहता है।
सावधान, विनम्र और विश्लेषक; लग्नेश बुध सूक्ष्म बातों में दक्षता देता है।
न्यायप्रिय, मिलनसार और परिष्कृत; लग्नेश शुक्र सामंजस्य और साझेदारी चाहता है।
तीव्र, गूढ़ और सहनशील; लग्नेश मंगल गहराई और दृढ़ता देता है।
ईमानदार, आशावादी और सिद्धांतवादी; लग्नेश गुरु श्रद्धा और विद्या देता है।
व्यावहारिक, अनुशासित और महत्वाकांक्षी; लग्नेश शनि धीमे और स्थिर परिश्रम का फल देता है।
स्वतंत्र, मानवतावादी और विचारशील; लग्नेश शनि वैराग्य और सहनशक्ति देता है।
कोमल, कल्पनाशील और भक्तिपूर्ण; लग्नेश गुरु करुणा और श्रद्धा देता है।
अधिकार, पिता, शासन और प्राणशक्ति प्रमुख होते हैं।
मन, माता, घर और सार्वजनिक जीवन प्रमुख होते हैं।
साहस, भूमि-संपत्ति, भाई-बहन और विवाद प्रमुख होते हैं।
विद्या, व्यापार, वाणी और मित्र प्रमुख होते हैं।
ज्ञान, गुरुजन, संतान और उन्नति प्रमुख होते हैं।
विवाह, सुख-सुविधा, कलाएँ और वाहन प्रमुख होते हैं।
कर्म, अनुशासन, विलंब और स्थायी परिणाम प्रमुख होते हैं।
महत्वाकांक्षा, विदेशी बातें और अचानक परिवर्तन प्रमुख होते हैं।
वैराग्य, आध्यात्मिक खोज और अचानक अंत प्रमुख होते हैं।
ध्रुव (स्थिर) नक्षत्र: स्थायी, उन कार्यों के लिए जो टिकने चाहिए।
चर (चल) नक्षत्र: यात्रा, गति और परिवर्तन के लिए।
क्षिप्र (लघु) नक्षत्र: हल्का और शीघ्र, व्यापार, विद्या और चिकित्सा के लिए।
मृदु (मैत्र) नक्षत्र: कोमल, मित्रता, कला और प्रेम के लिए।
उग्र (क्रूर) नक्षत्र: कठोर, साहसिक और बलपूर्वक कार्यों के लिए।
मिश्र (साधारण) नक्षत्र: तीक्ष्ण और कोमल दोनों, दैनिक कार्यों के लिए।
तीक्ष्ण (दारुण) नक्षत्र: भेदक, वियोग और समाप्ति के लिए।
मंगल कुज भाव में है (लग्न, चंद्र या शुक्र से 1, 2, 4, 7, 8 या 12)। परंपरा समान कुंडली वाले साथी से मिलान की सलाह देती है।
मंगल कुज भाव में है, पर शास्त्रीय अपवाद दोष को निरस्त करते हैं।
मंगल किसी कुज भाव में नहीं है: मांगलिक दोष नहीं है।
केंद्र में बली मंगल: साहस, नेतृत्व और पराक्रम।
केंद्र में बली बुध: बुद्धि, वाक्पटुता और व्यापार-कौशल।
केंद्र में बली गुरु: सदाचार, विद्या और सम्मान।
केंद्र में बली शुक्र: सौंदर्य, सुख और कला-रुचि।
केंद्र में बली शनि: लोगों पर अधिकार और सहनशक्ति।
चंद्र से केंद्र में गुरु: यश, ज्ञान और स्थायी नाम।
सूर्य के साथ बुध: तीक्ष्ण बुद्धि और वाणी-कौशल।
केंद्र और त्रिकोण के स्वामियों का योग: पद और शक्ति में उन्नति।
धन भावों के स्वामियों का योग: लाभ और संचय।
चंद्र से छठे, सातवें और आठवें में शुभ ग्रह: सुख, नेतृत्व और दीर्घायु।
चंद्र के आसपास कोई ग्रह नहीं: अकेलेपन या अभाव के समय; अन्य योग इसे भंग कर सकते हैं।
बली नवमेश शुक्र के साथ: भाग्य, शोभा और समृद्धि।
गुरु, शुक्र और बुध शुभ स्थिति में: विद्या, काव्य और कलाएँ।
नीच ग्रह की दुर्बलता का भंग: पतन उत्थान में बदलता है।
षष्ठेश दुःस्थान में: शत्रुओं पर विजय और अच्छा स्वास्थ्य।
अष्टमेश दुःस्थान में: निर्भयता, दीर्घायु और समृद्धि।
द्वादशेश दुःस्थान में: मितव्ययिता, स्वतंत्रता और सदाचरण।
नंदा तिथि (1, 6, 11): आनंदमय, उत्सव और आरंभ के लिए शुभ।
भद्रा तिथि (2, 7, 12): मंगलकारी, स्थायी कार्यों और संस्कारों के लिए शुभ।
जया तिथि (3, 8, 13): विजयदायी, प्रतिस्पर्धा और साहसिक कार्यों के लिए शुभ।
रिक्ता तिथि (4, 9, 14): रिक्त, शुभ कार्यों में वर्जित।
पूर्णा तिथि (5, 10, 15): पूर्ण, समापन और समृद्धि के लिए शुभ।
`,
  ja: `
活動的で勇敢、始めるのが早い。ラグナの支配星の火星が活力と性急さを与えます。
堅実で辛抱強く、快適さを好む。ラグナの支配星の金星が美的感覚と美への愛を与えます。
好奇心旺盛で話好き、多才。ラグナの支配星の水星が機知と落ち着きのなさを与えます。
面倒見がよく繊細で、家庭を大切にする。ラグナの支配星の月が気分を移ろいやすくします。
誇り高く寛大で、威厳がある。ラグナの支配星の太陽が品位と評価を求めます。
注意深く謙虚で、分析的。ラグナの支配星の水星が細部への手腕を与えます。
公正で社交的、洗練されている。ラグナの支配星の金星が調和とパートナーを求めます。
激しく秘密主義で、粘り強い。ラグナの支配星の火星が深さと持久力を与えます。
正直で楽観的、信念がある。ラグナの支配星の木星が信仰と学識を与えます。
実際的で規律正しく、野心的。ラグナの支配星の土星がゆっくり着実な努力に報います。
独立心があり人道的で、思慮深い。ラグナの支配星の土星が距離感と忍耐力を与えます。
穏やかで想像力豊か、献身的。ラグナの支配星の木星が慈悲と信仰を与えます。
権威、父、公的機関、生命力が前面に出ます。
心、母、家庭、社会生活が前面に出ます。
勇気、土地と財産、きょうだい、争いが前面に出ます。
学び、商い、言葉、友人が前面に出ます。
知恵、師、子ども、成長が前面に出ます。
結婚、快適さ、芸術、乗り物が前面に出ます。
仕事、規律、遅れ、永続する成果が前面に出ます。
野心、外国のもの、突然の変化が前面に出ます。
離欲、精神的な探求、突然の終わりが前面に出ます。
固定の星（ドゥルヴァ）：安定しており、長く続けたいことに向きます。
移動の星（チャラ）：旅、移動、変化に向きます。
迅速の星（クシプラ）：軽く速く、商い、学び、治療に向きます。
柔和の星（ムリドゥ）：穏やかで、友情、芸術、恋愛に向きます。
猛烈の星（ウグラ）：厳しく、大胆で力ずくの行いに向きます。
混合の星（ミシュラ）：鋭さと柔らかさを併せ持ち、日々の仕事に向きます。
鋭利の星（ティークシュナ）：鋭く貫き、別れと終わりに向きます。
火星がクジャのハウス（ラグナ、月、金星から1・2・4・7・8・12）にあります。伝統では似たチャートの相手との組み合わせを勧めます。
火星はクジャのハウスにありますが、古典の例外規定によりドーシャは打ち消されます。
火星はどのクジャのハウスにもありません。マンガリク・ドーシャはありません。
ケンドラで強い火星：勇気、統率力、活力。
ケンドラで強い水星：知性、雄弁、商才。
ケンドラで強い木星：徳、学識、尊敬。
ケンドラで強い金星：美、快適さ、芸術的センス。
ケンドラで強い土星：人々への権威と忍耐力。
月からケンドラにある木星：名声、知恵、後世に残る名。
太陽と水星の同座：鋭い知性と言葉の巧みさ。
ケンドラとトリコーナの支配星の結合：地位と権力の上昇。
財のハウスの支配星の結合：利益と蓄え。
月から6・7・8番目に吉星：安楽、統率力、長寿。
月の両隣に惑星がない：孤独や欠乏の時期。ほかのヨーガが打ち消すことがあります。
強い9室支配星と金星：幸運、優美、繁栄。
木星・金星・水星がよい配置：学識、詩、芸術。
減衰した惑星の弱さが打ち消される：失墜が上昇に転じます。
6室支配星がドゥスターナに：敵への勝利と健康。
8室支配星がドゥスターナに：恐れのなさ、長寿、繁栄。
12室支配星がドゥスターナに：倹約、自立、善い行い。
ナンダ・ティティ（1・6・11）：喜びに満ち、祝い事と始まりによい日。
バドラ・ティティ（2・7・12）：吉祥で、長く続く仕事と儀式によい日。
ジャヤ・ティティ（3・8・13）：勝利をもたらし、競争と大胆な仕事によい日。
リクタ・ティティ（4・9・14）：空虚で、吉事には避けられます。
プールナ・ティティ（5・10・15）：満ちており、完成と繁栄によい日。
`,
  ko: `
활동적이고 용감하며 시작이 빠릅니다. 라그나의 주인 화성이 활력과 조급함을 줍니다.
꾸준하고 참을성 있으며 안락함을 좋아합니다. 라그나의 주인 금성이 안목과 아름다움에 대한 사랑을 줍니다.
호기심 많고 말이 많으며 다재다능합니다. 라그나의 주인 수성이 재치와 산만함을 줍니다.
다정하고 예민하며 가정에 애착이 있습니다. 라그나의 주인 달이 기분을 변하기 쉽게 합니다.
자부심 있고 너그러우며 당당합니다. 라그나의 주인 태양이 품위와 인정을 구합니다.
신중하고 겸손하며 분석적입니다. 라그나의 주인 수성이 세부에 대한 솜씨를 줍니다.
공정하고 사교적이며 세련되었습니다. 라그나의 주인 금성이 조화와 동반자를 구합니다.
강렬하고 비밀스러우며 끈질깁니다. 라그나의 주인 화성이 깊이와 인내를 줍니다.
정직하고 낙관적이며 원칙이 있습니다. 라그나의 주인 목성이 신앙과 학식을 줍니다.
실용적이고 절제되며 야심이 있습니다. 라그나의 주인 토성이 느리고 꾸준한 노력에 보답합니다.
독립적이고 인도적이며 사려 깊습니다. 라그나의 주인 토성이 초연함과 지구력을 줍니다.
온화하고 상상력이 풍부하며 헌신적입니다. 라그나의 주인 목성이 자비와 신앙을 줍니다.
권위, 아버지, 관청, 생명력이 전면에 나섭니다.
마음, 어머니, 가정, 사회생활이 전면에 나섭니다.
용기, 토지와 재산, 형제, 다툼이 전면에 나섭니다.
배움, 장사, 말, 친구가 전면에 나섭니다.
지혜, 스승, 자녀, 성장이 전면에 나섭니다.
결혼, 안락함, 예술, 탈것이 전면에 나섭니다.
일, 규율, 지연, 오래가는 성과가 전면에 나섭니다.
야망, 외국의 것, 갑작스러운 변화가 전면에 나섭니다.
초연함, 영적 탐구, 갑작스러운 끝이 전면에 나섭니다.
고정의 별(드루바): 안정되어 오래가야 할 일에 좋습니다.
이동의 별(차라): 여행, 움직임, 변화에 좋습니다.
신속의 별(크시프라): 가볍고 빨라 장사, 배움, 치료에 좋습니다.
부드러운 별(므리두): 온화하여 우정, 예술, 사랑에 좋습니다.
사나운 별(우그라): 거칠어 대담하고 힘찬 일에 좋습니다.
혼합의 별(미슈라): 날카롭고도 부드러워 일상의 일에 좋습니다.
날카로운 별(티크슈나): 꿰뚫는 힘이 있어 이별과 마무리에 좋습니다.
화성이 쿠자 하우스(라그나, 달 또는 금성에서 1, 2, 4, 7, 8, 12)에 있습니다. 전통은 비슷한 차트를 가진 상대와의 결합을 권합니다.
화성이 쿠자 하우스에 있지만 고전의 예외 규정이 도샤를 상쇄합니다.
화성이 어떤 쿠자 하우스에도 없습니다. 망글리크 도샤가 없습니다.
켄드라에서 강한 화성: 용기, 통솔력, 활력.
켄드라에서 강한 수성: 지성, 웅변, 상술.
켄드라에서 강한 목성: 덕, 학식, 존경.
켄드라에서 강한 금성: 아름다움, 안락함, 예술적 감각.
켄드라에서 강한 토성: 사람들에 대한 권위와 지구력.
달에서 켄드라에 있는 목성: 명성, 지혜, 오래 남는 이름.
태양과 함께한 수성: 예리한 지성과 말솜씨.
켄드라와 트리코나 주인의 결합: 지위와 권력의 상승.
재물 하우스 주인들의 결합: 이익과 저축.
달에서 6, 7, 8번째의 길성: 안락, 통솔력, 장수.
달 양옆에 행성이 없음: 외로움이나 궁핍의 시기. 다른 요가가 상쇄할 수 있습니다.
강한 9하우스 주인과 금성: 행운, 우아함, 번영.
목성, 금성, 수성이 좋은 자리에: 학식, 시, 예술.
쇠약한 행성의 약함이 상쇄됨: 추락이 상승으로 바뀝니다.
6하우스 주인이 두스타나에: 적에 대한 승리와 건강.
8하우스 주인이 두스타나에: 두려움 없음, 장수, 번영.
12하우스 주인이 두스타나에: 검소함, 독립, 바른 행실.
난다 티티(1, 6, 11): 기쁨에 차 있어 잔치와 시작에 좋습니다.
바드라 티티(2, 7, 12): 길하여 오래갈 일과 의식에 좋습니다.
자야 티티(3, 8, 13): 승리를 주어 경쟁과 대담한 일에 좋습니다.
릭타 티티(4, 9, 14): 비어 있어 길한 일에는 피합니다.
푸르나 티티(5, 10, 15): 가득 차 있어 마무리와 번영에 좋습니다.
`,
});
