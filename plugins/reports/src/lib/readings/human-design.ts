/**
 * Human Design readings: type (with its strategy and signature), inner authority, the profile's
 * two lines, definition and the incarnation cross's angle, after Ra Uru Hu and Lynda Bunnell,
 * 'The Definitive Book of Human Design: The Science of Differentiation' (HDC Publishing, 2011):
 * part I (types and strategies, authorities), the profile chapter (the six lines: Investigator,
 * Hermit, Martyr, Opportunist, Heretic, Role Model), definition, and the incarnation cross's
 * three geometries (Right Angle personal destiny, Juxtaposition fixed fate, Left Angle
 * transpersonal karma). Paraphrased in plain words; each language written for its readers.
 */
import { bundle } from './bundle.js';

export const HD_READING_KEYS = [
  'type-manifestor', 'type-generator', 'type-manifesting-generator', 'type-projector', 'type-reflector',
  'authority-emotional', 'authority-sacral', 'authority-splenic', 'authority-ego', 'authority-self-projected', 'authority-mental', 'authority-lunar',
  'line-1', 'line-2', 'line-3', 'line-4', 'line-5', 'line-6',
  'definition-none', 'definition-single', 'definition-split', 'definition-triple-split', 'definition-quadruple-split',
  'angle-right-angle', 'angle-juxtaposition', 'angle-left-angle',
] as const;
export type HdReadingKey = (typeof HD_READING_KEYS)[number];

export const HD_READINGS = bundle('human-design', HD_READING_KEYS, {
  en: `
You are here to initiate and to make an impact. Inform those affected before you act; peace is the sign you are on track.
You carry a steady life force in the Sacral. Wait for something to respond to; satisfaction is the sign you are on track.
You respond first and then move fast. Wait to respond, then inform others; satisfaction replaces frustration.
You are here to guide others and see them clearly. Wait for recognition and an invitation; success is the sign you are on track.
You have no defined centre and mirror your surroundings. Wait a full lunar cycle before big decisions; surprise is your sign.
Do not decide in the heat of the moment. Clarity comes after your emotional wave has settled.
Trust your gut response in the moment. The Sacral answers with a sound or a pull: yes or no.
Trust the quiet instinct of the moment. The Spleen speaks once and does not repeat itself.
Follow what your heart truly wants. Promise only what your will can keep.
Talk it through and listen to your own voice. Your identity knows the direction.
Talk it over with people you trust, in the right places. The answer is heard, not forced by the mind.
Wait about 29 days before deciding. Clarity grows as the Moon passes through all the gates.
Line 1, the Investigator: you need a solid foundation and study before you act.
Line 2, the Hermit: your natural gifts are called out by others; you need time alone.
Line 3, the Martyr: you learn by trial and error; what breaks shows what works.
Line 4, the Opportunist: your opportunities come through your network of friends.
Line 5, the Heretic: others project expectations on you; you bring practical solutions.
Line 6, the Role Model: your life runs in three phases; you become an example later in life.
No centre is defined. You take in everyone around you, so your surroundings matter most.
All your defined centres are connected. You process on your own and in your own time.
Your definition falls into two parts. People who bridge the gap make you feel whole; take your time.
Your definition falls into three parts. You need many people and places to move between.
Your definition falls into four parts. A rare design: it takes its time and needs varied company.
A Right Angle cross is a personal destiny. Your purpose unfolds through your own life process.
A Juxtaposition cross is a fixed fate. Your path is narrow and distinct, between the personal and the transpersonal.
A Left Angle cross is a transpersonal karma. Your purpose is fulfilled through your encounters with others.
`,
  de: `
Du bist hier, um Dinge anzustoßen und zu bewirken. Informiere die Betroffenen, bevor du handelst; Frieden zeigt dir, dass du richtig liegst.
Du trägst eine beständige Lebenskraft im Sakralzentrum. Warte auf etwas, worauf du reagieren kannst; Zufriedenheit zeigt dir, dass du richtig liegst.
Du reagierst zuerst und bist dann schnell. Warte auf die Reaktion und informiere dann die anderen; Zufriedenheit ersetzt Frust.
Du bist hier, um andere zu führen und klar zu sehen. Warte auf Anerkennung und Einladung; Erfolg zeigt dir, dass du richtig liegst.
Du hast kein definiertes Zentrum und spiegelst deine Umgebung. Warte vor großen Entscheidungen einen Mondzyklus ab; Überraschung ist dein Zeichen.
Entscheide nicht im Eifer des Augenblicks. Klarheit kommt, wenn sich deine emotionale Welle gelegt hat.
Vertraue deiner Bauchreaktion im Moment. Das Sakralzentrum antwortet mit einem Laut oder einem Zug: ja oder nein.
Vertraue dem leisen Instinkt des Augenblicks. Die Milz spricht einmal und wiederholt sich nicht.
Folge dem, was dein Herz wirklich will. Versprich nur, was dein Wille halten kann.
Sprich es aus und höre auf deine eigene Stimme. Deine Identität kennt die Richtung.
Besprich es mit Menschen, denen du vertraust, an den richtigen Orten. Die Antwort wird gehört, nicht vom Verstand erzwungen.
Warte etwa 29 Tage, bevor du entscheidest. Die Klarheit wächst, während der Mond alle Tore durchläuft.
Linie 1, der Forscher: Du brauchst ein festes Fundament und studierst, bevor du handelst.
Linie 2, der Eremit: Andere rufen deine natürlichen Gaben hervor; du brauchst Zeit für dich.
Linie 3, der Märtyrer: Du lernst durch Versuch und Irrtum; was zerbricht, zeigt, was funktioniert.
Linie 4, der Opportunist: Deine Gelegenheiten kommen über dein Netz von Freunden.
Linie 5, der Häretiker: Andere projizieren Erwartungen auf dich; du bringst praktische Lösungen.
Linie 6, das Vorbild: Dein Leben verläuft in drei Phasen; später wirst du zum Vorbild.
Kein Zentrum ist definiert. Du nimmst alle um dich herum auf, daher zählt deine Umgebung am meisten.
Alle deine definierten Zentren sind verbunden. Du verarbeitest allein und in deinem eigenen Tempo.
Deine Definition zerfällt in zwei Teile. Menschen, die die Lücke überbrücken, lassen dich ganz fühlen; lass dir Zeit.
Deine Definition zerfällt in drei Teile. Du brauchst viele Menschen und Orte, zwischen denen du wechselst.
Deine Definition zerfällt in vier Teile. Ein seltenes Design: Es braucht Zeit und vielfältige Gesellschaft.
Ein rechtwinkliges Kreuz ist ein persönliches Schicksal. Deine Bestimmung entfaltet sich in deinem eigenen Lebensprozess.
Ein Juxtapositionskreuz ist ein festgelegtes Schicksal. Dein Weg ist schmal und eigen, zwischen dem Persönlichen und dem Transpersonalen.
Ein linkswinkliges Kreuz ist ein transpersonales Karma. Deine Bestimmung erfüllt sich in der Begegnung mit anderen.
`,
  fr: `
Vous êtes là pour initier et avoir un impact. Informez les personnes concernées avant d’agir ; la paix est le signe que vous êtes sur la bonne voie.
Vous portez une force vitale durable dans le centre sacral. Attendez quelque chose à quoi répondre ; la satisfaction est votre signe.
Vous répondez d’abord, puis vous allez vite. Attendez de répondre, puis informez les autres ; la satisfaction remplace la frustration.
Vous êtes là pour guider les autres et les voir clairement. Attendez la reconnaissance et l’invitation ; le succès est votre signe.
Vous n’avez aucun centre défini et reflétez votre entourage. Attendez un cycle lunaire complet avant les grandes décisions ; la surprise est votre signe.
Ne décidez pas sur le coup. La clarté vient une fois la vague émotionnelle retombée.
Fiez-vous à la réponse de vos tripes, sur le moment. Le sacral répond par un son ou un élan : oui ou non.
Fiez-vous à l’instinct discret du moment. La rate parle une fois et ne se répète pas.
Suivez ce que votre cœur veut vraiment. Ne promettez que ce que votre volonté peut tenir.
Parlez-en et écoutez votre propre voix. Votre identité connaît la direction.
Parlez-en avec des personnes de confiance, dans les bons lieux. La réponse s’entend, le mental ne l’impose pas.
Attendez environ 29 jours avant de décider. La clarté grandit pendant que la Lune traverse toutes les portes.
Ligne 1, l’Investigateur : il vous faut une base solide et vous étudiez avant d’agir.
Ligne 2, l’Ermite : les autres font ressortir vos dons naturels ; vous avez besoin de solitude.
Ligne 3, le Martyr : vous apprenez par essais et erreurs ; ce qui casse montre ce qui marche.
Ligne 4, l’Opportuniste : vos occasions viennent de votre réseau d’amis.
Ligne 5, l’Hérétique : les autres projettent des attentes sur vous ; vous apportez des solutions pratiques.
Ligne 6, le Modèle : votre vie se déroule en trois phases ; plus tard, vous devenez un exemple.
Aucun centre n’est défini. Vous absorbez tout votre entourage : votre environnement compte plus que tout.
Tous vos centres définis sont reliés. Vous assimilez seul et à votre rythme.
Votre définition se divise en deux. Les personnes qui font le pont vous complètent ; prenez votre temps.
Votre définition se divise en trois. Il vous faut beaucoup de personnes et de lieux entre lesquels circuler.
Votre définition se divise en quatre. Un design rare : il prend son temps et demande une compagnie variée.
Une croix d’angle droit est une destinée personnelle. Votre but se révèle à travers votre propre processus de vie.
Une croix de juxtaposition est un destin fixé. Votre chemin est étroit et singulier, entre le personnel et le transpersonnel.
Une croix d’angle gauche est un karma transpersonnel. Votre but s’accomplit dans vos rencontres avec les autres.
`,
  es: `
Estás aquí para iniciar y causar impacto. Informa a los afectados antes de actuar; la paz es la señal de que vas bien.
Llevas una fuerza vital constante en el centro sacral. Espera algo a lo que responder; la satisfacción es tu señal.
Respondes primero y luego avanzas rápido. Espera para responder e informa a los demás; la satisfacción sustituye a la frustración.
Estás aquí para guiar a otros y verlos con claridad. Espera el reconocimiento y la invitación; el éxito es tu señal.
No tienes ningún centro definido y reflejas tu entorno. Espera un ciclo lunar completo antes de las grandes decisiones; la sorpresa es tu señal.
No decidas en el calor del momento. La claridad llega cuando la ola emocional se ha calmado.
Confía en la respuesta visceral del momento. El sacral responde con un sonido o un impulso: sí o no.
Confía en el instinto silencioso del momento. El bazo habla una vez y no se repite.
Sigue lo que tu corazón de verdad quiere. Promete solo lo que tu voluntad pueda cumplir.
Habla del asunto y escucha tu propia voz. Tu identidad conoce la dirección.
Coméntalo con personas de confianza, en los lugares adecuados. La respuesta se escucha; la mente no la impone.
Espera unos 29 días antes de decidir. La claridad crece mientras la Luna recorre todas las puertas.
Línea 1, el Investigador: necesitas una base sólida y estudias antes de actuar.
Línea 2, el Ermitaño: los demás sacan a la luz tus dones naturales; necesitas tiempo a solas.
Línea 3, el Mártir: aprendes por ensayo y error; lo que se rompe muestra lo que funciona.
Línea 4, el Oportunista: tus oportunidades llegan a través de tu red de amigos.
Línea 5, el Hereje: los demás proyectan expectativas en ti; aportas soluciones prácticas.
Línea 6, el Modelo a seguir: tu vida transcurre en tres fases; más adelante te conviertes en ejemplo.
Ningún centro está definido. Absorbes a todos los que te rodean, así que tu entorno es lo que más importa.
Todos tus centros definidos están conectados. Procesas por tu cuenta y a tu ritmo.
Tu definición se divide en dos partes. Quienes tienden el puente te hacen sentir completo; tómate tu tiempo.
Tu definición se divide en tres partes. Necesitas muchas personas y lugares entre los que moverte.
Tu definición se divide en cuatro partes. Un diseño raro: se toma su tiempo y necesita compañía variada.
Una cruz de ángulo derecho es un destino personal. Tu propósito se despliega a través de tu propio proceso vital.
Una cruz de yuxtaposición es un destino fijo. Tu camino es estrecho y singular, entre lo personal y lo transpersonal.
Una cruz de ángulo izquierdo es un karma transpersonal. Tu propósito se cumple en tus encuentros con los demás.
`,
  pt: `
Você está aqui para iniciar e causar impacto. Informe os envolvidos antes de agir; a paz é o sinal de que está no caminho certo.
Você carrega uma força vital constante no centro sacral. Espere algo a que responder; a satisfação é o seu sinal.
Você responde primeiro e depois age depressa. Espere para responder e informe os outros; a satisfação substitui a frustração.
Você está aqui para guiar os outros e vê-los com clareza. Espere o reconhecimento e o convite; o sucesso é o seu sinal.
Você não tem nenhum centro definido e reflete o ambiente. Espere um ciclo lunar completo antes de grandes decisões; a surpresa é o seu sinal.
Não decida no calor do momento. A clareza vem depois que a onda emocional se acalma.
Confie na resposta visceral do momento. O sacral responde com um som ou um impulso: sim ou não.
Confie no instinto silencioso do momento. O baço fala uma vez e não se repete.
Siga o que o seu coração realmente quer. Prometa apenas o que a sua vontade pode cumprir.
Fale sobre o assunto e escute a sua própria voz. A sua identidade conhece a direção.
Converse com pessoas de confiança, nos lugares certos. A resposta é ouvida, não imposta pela mente.
Espere cerca de 29 dias antes de decidir. A clareza cresce enquanto a Lua percorre todos os portões.
Linha 1, o Investigador: você precisa de uma base sólida e estuda antes de agir.
Linha 2, o Eremita: os outros revelam os seus dons naturais; você precisa de tempo a sós.
Linha 3, o Mártir: você aprende por tentativa e erro; o que quebra mostra o que funciona.
Linha 4, o Oportunista: as suas oportunidades chegam pela sua rede de amigos.
Linha 5, o Herege: os outros projetam expectativas em você; você traz soluções práticas.
Linha 6, o Modelo: a sua vida corre em três fases; mais tarde você se torna um exemplo.
Nenhum centro está definido. Você absorve todos à sua volta, por isso o ambiente é o que mais importa.
Todos os seus centros definidos estão ligados. Você processa sozinho e no seu próprio tempo.
A sua definição divide-se em duas partes. Quem faz a ponte faz você se sentir inteiro; dê-se tempo.
A sua definição divide-se em três partes. Você precisa de muitas pessoas e lugares entre os quais circular.
A sua definição divide-se em quatro partes. Um design raro: leva o seu tempo e precisa de companhia variada.
Uma cruz de ângulo direito é um destino pessoal. O seu propósito se revela no seu próprio processo de vida.
Uma cruz de justaposição é um destino fixo. O seu caminho é estreito e singular, entre o pessoal e o transpessoal.
Uma cruz de ângulo esquerdo é um carma transpessoal. O seu propósito se cumpre nos encontros com os outros.
`,
  it: `
Sei qui per dare inizio alle cose e lasciare un segno. Informa chi è coinvolto prima di agire; la pace è il segnale che sei sulla strada giusta.
Porti una forza vitale costante nel centro sacrale. Aspetta qualcosa a cui rispondere; la soddisfazione è il tuo segnale.
Rispondi prima e poi ti muovi in fretta. Aspetta di rispondere e informa gli altri; la soddisfazione prende il posto della frustrazione.
Sei qui per guidare gli altri e vederli con chiarezza. Aspetta il riconoscimento e l’invito; il successo è il tuo segnale.
Non hai centri definiti e rispecchi l’ambiente. Aspetta un ciclo lunare completo prima delle grandi decisioni; la sorpresa è il tuo segnale.
Non decidere sull’onda del momento. La chiarezza arriva quando l’onda emotiva si è calmata.
Fidati della risposta di pancia del momento. Il sacrale risponde con un suono o una spinta: sì o no.
Fidati dell’istinto silenzioso del momento. La milza parla una volta e non si ripete.
Segui ciò che il tuo cuore vuole davvero. Prometti solo ciò che la tua volontà può mantenere.
Parlane e ascolta la tua stessa voce. La tua identità conosce la direzione.
Parlane con persone di fiducia, nei luoghi giusti. La risposta si ascolta, la mente non la impone.
Aspetta circa 29 giorni prima di decidere. La chiarezza cresce mentre la Luna attraversa tutte le porte.
Linea 1, l’Investigatore: hai bisogno di basi solide e studi prima di agire.
Linea 2, l’Eremita: gli altri fanno emergere i tuoi doni naturali; hai bisogno di stare da solo.
Linea 3, il Martire: impari per tentativi ed errori; ciò che si rompe mostra ciò che funziona.
Linea 4, l’Opportunista: le tue occasioni arrivano dalla tua rete di amici.
Linea 5, l’Eretico: gli altri proiettano aspettative su di te; porti soluzioni pratiche.
Linea 6, il Modello: la tua vita si svolge in tre fasi; più avanti diventi un esempio.
Nessun centro è definito. Assorbi tutti intorno a te, perciò l’ambiente conta più di tutto.
Tutti i tuoi centri definiti sono collegati. Elabori da solo e con i tuoi tempi.
La tua definizione è divisa in due parti. Chi fa da ponte ti fa sentire completo; prenditi il tuo tempo.
La tua definizione è divisa in tre parti. Ti servono molte persone e molti luoghi tra cui muoverti.
La tua definizione è divisa in quattro parti. Un design raro: si prende il suo tempo e ha bisogno di compagnia varia.
Una croce d’angolo destro è un destino personale. Il tuo scopo si rivela nel tuo stesso percorso di vita.
Una croce di giustapposizione è un destino fisso. Il tuo cammino è stretto e particolare, tra il personale e il transpersonale.
Una croce d’angolo sinistro è un karma transpersonale. Il tuo scopo si compie negli incontri con gli altri.
`,
  nl: `
Je bent hier om dingen in gang te zetten en impact te hebben. Informeer wie het aangaat voordat je handelt; vrede is het teken dat je goed zit.
Je draagt een duurzame levenskracht in het sacraalcentrum. Wacht op iets om op te reageren; voldoening is je teken.
Je reageert eerst en gaat dan snel. Wacht om te reageren en informeer daarna anderen; voldoening komt in plaats van frustratie.
Je bent hier om anderen te begeleiden en helder te zien. Wacht op erkenning en een uitnodiging; succes is je teken.
Je hebt geen gedefinieerd centrum en weerspiegelt je omgeving. Wacht een volle maancyclus voor grote beslissingen; verrassing is je teken.
Beslis niet in het moment zelf. Helderheid komt als je emotionele golf tot rust is gekomen.
Vertrouw op je onderbuikreactie in het moment. Het sacraalcentrum antwoordt met een klank of een trek: ja of nee.
Vertrouw op het stille instinct van het moment. De milt spreekt één keer en herhaalt zich niet.
Volg wat je hart echt wil. Beloof alleen wat je wil kan waarmaken.
Praat het uit en luister naar je eigen stem. Je identiteit kent de richting.
Bespreek het met mensen die je vertrouwt, op de juiste plekken. Het antwoord wordt gehoord, niet door het verstand afgedwongen.
Wacht ongeveer 29 dagen voordat je beslist. De helderheid groeit terwijl de Maan alle poorten doorloopt.
Lijn 1, de Onderzoeker: je hebt een stevig fundament nodig en studeert voordat je handelt.
Lijn 2, de Kluizenaar: anderen roepen je natuurlijke gaven op; je hebt tijd alleen nodig.
Lijn 3, de Martelaar: je leert met vallen en opstaan; wat breekt laat zien wat werkt.
Lijn 4, de Opportunist: je kansen komen via je netwerk van vrienden.
Lijn 5, de Ketter: anderen projecteren verwachtingen op je; jij brengt praktische oplossingen.
Lijn 6, het Rolmodel: je leven verloopt in drie fasen; later word je een voorbeeld.
Geen enkel centrum is gedefinieerd. Je neemt iedereen om je heen in je op, dus je omgeving telt het meest.
Al je gedefinieerde centra zijn verbonden. Je verwerkt alleen en in je eigen tempo.
Je definitie valt in twee delen uiteen. Mensen die de brug slaan laten je je heel voelen; neem je tijd.
Je definitie valt in drie delen uiteen. Je hebt veel mensen en plekken nodig om tussen te bewegen.
Je definitie valt in vier delen uiteen. Een zeldzaam design: het neemt zijn tijd en heeft gevarieerd gezelschap nodig.
Een rechterhoekkruis is een persoonlijke bestemming. Je doel ontvouwt zich in je eigen levensproces.
Een juxtapositiekruis is een vaststaand lot. Je pad is smal en eigen, tussen het persoonlijke en het transpersoonlijke.
Een linkerhoekkruis is een transpersoonlijk karma. Je doel vervult zich in je ontmoetingen met anderen.
`,
  pl: `
Jesteś tu, by inicjować i wywierać wpływ. Informuj zainteresowanych, zanim zaczniesz działać; spokój jest znakiem, że idziesz dobrą drogą.
Nosisz w centrum sakralnym stałą siłę życiową. Czekaj na coś, na co możesz odpowiedzieć; satysfakcja jest twoim znakiem.
Najpierw odpowiadasz, potem działasz szybko. Czekaj na odpowiedź i informuj innych; satysfakcja zastępuje frustrację.
Jesteś tu, by prowadzić innych i widzieć ich wyraźnie. Czekaj na uznanie i zaproszenie; sukces jest twoim znakiem.
Nie masz żadnego zdefiniowanego centrum i odzwierciedlasz otoczenie. Przed ważnymi decyzjami odczekaj pełny cykl księżycowy; zaskoczenie jest twoim znakiem.
Nie decyduj pod wpływem chwili. Jasność przychodzi, gdy fala emocjonalna opadnie.
Ufaj odpowiedzi płynącej z brzucha w danej chwili. Centrum sakralne odpowiada dźwiękiem lub poruszeniem: tak albo nie.
Ufaj cichemu instynktowi chwili. Śledziona mówi raz i się nie powtarza.
Idź za tym, czego naprawdę chce twoje serce. Obiecuj tylko to, czego twoja wola dotrzyma.
Omów sprawę na głos i słuchaj własnego głosu. Twoja tożsamość zna kierunek.
Porozmawiaj z zaufanymi ludźmi, we właściwych miejscach. Odpowiedź się słyszy, umysł jej nie narzuca.
Odczekaj około 29 dni przed decyzją. Jasność rośnie, gdy Księżyc przechodzi przez wszystkie bramy.
Linia 1, Badacz: potrzebujesz solidnych podstaw i studiujesz, zanim zaczniesz działać.
Linia 2, Pustelnik: inni wydobywają twoje naturalne talenty; potrzebujesz czasu w samotności.
Linia 3, Męczennik: uczysz się metodą prób i błędów; to, co się psuje, pokazuje, co działa.
Linia 4, Oportunista: twoje okazje przychodzą przez sieć przyjaciół.
Linia 5, Heretyk: inni rzutują na ciebie oczekiwania; wnosisz praktyczne rozwiązania.
Linia 6, Wzór: twoje życie biegnie w trzech fazach; później stajesz się przykładem.
Żadne centrum nie jest zdefiniowane. Chłoniesz wszystkich wokół, więc otoczenie znaczy najwięcej.
Wszystkie twoje zdefiniowane centra są połączone. Przetwarzasz sam i we własnym tempie.
Twoja definicja dzieli się na dwie części. Ludzie, którzy tworzą most, dają ci poczucie pełni; daj sobie czas.
Twoja definicja dzieli się na trzy części. Potrzebujesz wielu ludzi i miejsc, między którymi się poruszasz.
Twoja definicja dzieli się na cztery części. Rzadki design: potrzebuje czasu i różnorodnego towarzystwa.
Krzyż prawego kąta to osobiste przeznaczenie. Twój cel odsłania się w twoim własnym procesie życia.
Krzyż jukstapozycji to ustalony los. Twoja droga jest wąska i wyjątkowa, między osobistym a transpersonalnym.
Krzyż lewego kąta to transpersonalna karma. Twój cel spełnia się w spotkaniach z innymi.
`,
  cs: `
Jsi tu, abys věci zahajoval a měl vliv. Než začneš jednat, informuj ty, kterých se to týká; klid je znamením, že jdeš správně.
V sakrálním centru neseš stálou životní sílu. Čekej na něco, na co můžeš odpovědět; uspokojení je tvým znamením.
Nejdřív odpovídáš a pak jednáš rychle. Čekej na odpověď a informuj ostatní; uspokojení nahradí frustraci.
Jsi tu, abys vedl druhé a jasně je viděl. Čekej na uznání a pozvání; úspěch je tvým znamením.
Nemáš žádné definované centrum a zrcadlíš své okolí. Před velkými rozhodnutími počkej celý lunární cyklus; překvapení je tvým znamením.
Nerozhoduj se v zápalu okamžiku. Jasno přijde, až se emoční vlna uklidní.
Důvěřuj odpovědi svého břicha v danou chvíli. Sakrální centrum odpovídá zvukem nebo tahem: ano, nebo ne.
Důvěřuj tichému instinktu okamžiku. Slezina promluví jednou a neopakuje se.
Řiď se tím, co tvé srdce opravdu chce. Slibuj jen to, co tvá vůle dodrží.
Promluv si o tom nahlas a poslouchej vlastní hlas. Tvoje identita zná směr.
Prober to s lidmi, kterým důvěřuješ, na správných místech. Odpověď se uslyší, mysl ji nevynucuje.
Než se rozhodneš, počkej asi 29 dní. Jasnost roste, zatímco Měsíc prochází všemi branami.
Linie 1, Badatel: potřebuješ pevný základ a než jednáš, studuješ.
Linie 2, Poustevník: tvé přirozené dary v tobě probouzejí druzí; potřebuješ čas o samotě.
Linie 3, Mučedník: učíš se pokusem a omylem; co se rozbije, ukáže, co funguje.
Linie 4, Oportunista: tvé příležitosti přicházejí skrze síť přátel.
Linie 5, Heretik: druzí na tebe promítají očekávání; přinášíš praktická řešení.
Linie 6, Vzor: tvůj život běží ve třech fázích; později se stáváš příkladem.
Žádné centrum není definované. Vstřebáváš všechny kolem sebe, proto nejvíc záleží na prostředí.
Všechna tvá definovaná centra jsou propojená. Zpracováváš věci sám a svým tempem.
Tvá definice se dělí na dvě části. Lidé, kteří tvoří most, ti dávají pocit celistvosti; dej si čas.
Tvá definice se dělí na tři části. Potřebuješ mnoho lidí a míst, mezi nimiž se pohybuješ.
Tvá definice se dělí na čtyři části. Vzácný design: potřebuje čas a pestrou společnost.
Kříž pravého úhlu je osobní osud. Tvé poslání se odvíjí ve tvém vlastním životním procesu.
Kříž juxtapozice je pevně daný úděl. Tvá cesta je úzká a osobitá, mezi osobním a transpersonálním.
Kříž levého úhlu je transpersonální karma. Tvé poslání se naplňuje v setkáních s druhými.
`,
  ro: `
Ești aici ca să inițiezi și să ai un impact. Informează-i pe cei implicați înainte să acționezi; pacea e semnul că ești pe drumul bun.
Porți o forță vitală constantă în centrul sacral. Așteaptă ceva la care să răspunzi; satisfacția e semnul tău.
Răspunzi întâi, apoi te miști repede. Așteaptă să răspunzi și informează-i pe ceilalți; satisfacția ia locul frustrării.
Ești aici ca să-i ghidezi pe alții și să-i vezi limpede. Așteaptă recunoașterea și invitația; succesul e semnul tău.
Nu ai niciun centru definit și oglindești mediul. Așteaptă un ciclu lunar întreg înaintea deciziilor mari; surpriza e semnul tău.
Nu decide la căldura momentului. Claritatea vine după ce valul emoțional s-a liniștit.
Ai încredere în răspunsul instinctiv al momentului. Sacralul răspunde printr-un sunet sau un impuls: da sau nu.
Ai încredere în instinctul tăcut al clipei. Splina vorbește o dată și nu se repetă.
Urmează ce își dorește cu adevărat inima ta. Promite doar ce voința ta poate ține.
Vorbește despre asta și ascultă-ți propria voce. Identitatea ta știe direcția.
Discută cu oameni de încredere, în locurile potrivite. Răspunsul se aude, nu e impus de minte.
Așteaptă vreo 29 de zile înainte să decizi. Claritatea crește pe măsură ce Luna trece prin toate porțile.
Linia 1, Investigatorul: ai nevoie de o bază solidă și studiezi înainte să acționezi.
Linia 2, Pustnicul: ceilalți îți scot la iveală darurile naturale; ai nevoie de timp singur.
Linia 3, Martirul: înveți prin încercare și eroare; ce se strică arată ce funcționează.
Linia 4, Oportunistul: oportunitățile vin prin rețeaua ta de prieteni.
Linia 5, Ereticul: ceilalți proiectează așteptări asupra ta; tu aduci soluții practice.
Linia 6, Modelul: viața ta trece prin trei faze; mai târziu devii un exemplu.
Niciun centru nu e definit. Preiei tot ce e în jur, așa că mediul contează cel mai mult.
Toate centrele tale definite sunt legate. Procesezi singur și în ritmul tău.
Definiția ta se împarte în două. Oamenii care fac puntea te fac să te simți întreg; ia-ți timp.
Definiția ta se împarte în trei. Ai nevoie de mulți oameni și locuri între care să te miști.
Definiția ta se împarte în patru. Un design rar: își ia timp și are nevoie de companie variată.
O cruce de unghi drept e un destin personal. Rostul tău se desfășoară prin propriul proces de viață.
O cruce de juxtapunere e o soartă fixă. Drumul tău e îngust și aparte, între personal și transpersonal.
O cruce de unghi stâng e o karmă transpersonală. Rostul tău se împlinește în întâlnirile cu ceilalți.
`,
  hu: `
Azért vagy itt, hogy elindíts dolgokat és hatást gyakorolj. Mielőtt cselekszel, tájékoztasd az érintetteket; a béke jelzi, hogy jó úton jársz.
A szakrális központban tartós életerőt hordozol. Várj valamire, amire válaszolhatsz; az elégedettség a jeled.
Először válaszolsz, aztán gyorsan haladsz. Várd ki a választ, majd tájékoztasd a többieket; a frusztrációt elégedettség váltja fel.
Azért vagy itt, hogy másokat vezess és tisztán láss. Várd az elismerést és a meghívást; a siker a jeled.
Nincs meghatározott központod, a környezetedet tükrözöd. Nagy döntések előtt várj ki egy teljes holdciklust; a meglepetés a jeled.
Ne dönts a pillanat hevében. A tisztánlátás akkor jön, amikor az érzelmi hullám elcsitult.
Bízz a zsigeri válaszodban az adott pillanatban. A szakrális központ hanggal vagy húzással felel: igen vagy nem.
Bízz a pillanat csendes ösztönében. A lép egyszer szól, és nem ismétli magát.
Kövesd, amit a szíved valóban akar. Csak azt ígérd meg, amit az akaratod meg tud tartani.
Beszéld át, és figyelj a saját hangodra. Az identitásod ismeri az irányt.
Beszéld meg olyanokkal, akikben megbízol, a megfelelő helyeken. A válasz meghallható, az elme nem kényszerítheti ki.
Dönts csak körülbelül 29 nap után. A tisztánlátás nő, ahogy a Hold végigjárja a kapukat.
1. vonal, a Kutató: szilárd alapra van szükséged, és tanulsz, mielőtt cselekszel.
2. vonal, a Remete: természetes adottságaidat mások hívják elő; időre van szükséged egyedül.
3. vonal, a Mártír: próbálkozásból és tévedésből tanulsz; ami eltörik, megmutatja, mi működik.
4. vonal, az Opportunista: a lehetőségeid a baráti hálózatodon át érkeznek.
5. vonal, az Eretnek: mások elvárásokat vetítenek rád; te gyakorlati megoldásokat hozol.
6. vonal, a Példakép: életed három szakaszban zajlik; később példává válsz.
Egyetlen központ sem meghatározott. Mindenkit magadba fogadsz, ezért a környezet számít a legtöbbet.
Minden meghatározott központod összekapcsolódik. Egyedül és a saját tempódban dolgozod fel a dolgokat.
A meghatározottságod két részre oszlik. Akik hidat képeznek, teljessé tesznek; hagyj magadnak időt.
A meghatározottságod három részre oszlik. Sok emberre és helyre van szükséged, amelyek között mozoghatsz.
A meghatározottságod négy részre oszlik. Ritka design: időre és változatos társaságra van szüksége.
A jobbszög-kereszt személyes sors. Célod a saját életfolyamatodban bontakozik ki.
A juxtapozíciós kereszt rögzített végzet. Utad keskeny és sajátos, a személyes és a transzperszonális között.
A balszög-kereszt transzperszonális karma. Célod a másokkal való találkozásokban teljesedik be.
`,
  tr: `
Bir şeyleri başlatmak ve etki bırakmak için buradasın. Harekete geçmeden önce etkilenecekleri bilgilendir; huzur doğru yolda olduğunun işaretidir.
Sakral merkezde kalıcı bir yaşam gücü taşıyorsun. Yanıt verebileceğin bir şeyi bekle; tatmin senin işaretindir.
Önce yanıt verir, sonra hızla ilerlersin. Yanıt vermeyi bekle, sonra başkalarını bilgilendir; hayal kırıklığının yerini tatmin alır.
Başkalarına rehberlik etmek ve onları net görmek için buradasın. Tanınmayı ve daveti bekle; başarı senin işaretindir.
Tanımlı hiçbir merkezin yok ve çevreni yansıtırsın. Büyük kararlardan önce tam bir ay döngüsü bekle; sürpriz senin işaretindir.
Anın heyecanıyla karar verme. Duygusal dalgan durulduktan sonra netlik gelir.
O anki içgüdüsel tepkine güven. Sakral merkez bir sesle ya da bir çekimle yanıt verir: evet ya da hayır.
Anın sessiz içgüdüsüne güven. Dalak bir kez konuşur ve kendini tekrarlamaz.
Kalbinin gerçekten istediğini izle. Yalnızca iradenin tutabileceği sözleri ver.
Konuşarak düşün ve kendi sesini dinle. Kimliğin yönü bilir.
Güvendiğin insanlarla, doğru yerlerde konuş. Yanıt duyulur; zihin onu dayatamaz.
Karar vermeden önce yaklaşık 29 gün bekle. Ay bütün kapılardan geçtikçe netlik artar.
1. çizgi, Araştırmacı: sağlam bir temele ihtiyaç duyar, harekete geçmeden önce incelersin.
2. çizgi, Münzevi: doğal yeteneklerini başkaları ortaya çıkarır; yalnız kalacağın zamana ihtiyacın var.
3. çizgi, Şehit: deneme yanılmayla öğrenirsin; bozulan şey neyin işe yaradığını gösterir.
4. çizgi, Fırsatçı: fırsatların arkadaş çevrenden gelir.
5. çizgi, Kâfir: başkaları sana beklentilerini yansıtır; sen pratik çözümler getirirsin.
6. çizgi, Rol Model: hayatın üç evrede akar; ilerleyen yıllarda örnek olursun.
Hiçbir merkez tanımlı değil. Çevrendeki herkesi içine alırsın; bu yüzden en çok çevren önemlidir.
Tanımlı bütün merkezlerin birbirine bağlı. Kendi başına ve kendi hızında işlersin.
Tanımın iki parçaya ayrılıyor. Aradaki köprüyü kuran insanlar seni bütün hissettirir; kendine zaman tanı.
Tanımın üç parçaya ayrılıyor. Arasında dolaşabileceğin çok sayıda insana ve yere ihtiyacın var.
Tanımın dört parçaya ayrılıyor. Nadir bir tasarım: zamana ve çeşitli bir çevreye ihtiyaç duyar.
Sağ açı haçı kişisel bir kaderdir. Amacın kendi yaşam sürecinde açığa çıkar.
Yan yana konum haçı sabit bir yazgıdır. Yolun dar ve kendine özgüdür, kişisel ile kişiötesi arasında.
Sol açı haçı kişiötesi bir karmadır. Amacın başkalarıyla karşılaşmalarında gerçekleşir.
`,
  id: `
Anda hadir untuk memulai dan memberi dampak. Beri tahu pihak yang terdampak sebelum bertindak; kedamaian adalah tanda Anda di jalur yang benar.
Anda membawa daya hidup yang stabil di pusat sakral. Tunggu sesuatu untuk ditanggapi; kepuasan adalah tanda Anda.
Anda menanggapi dulu, lalu bergerak cepat. Tunggu untuk menanggapi, lalu beri tahu orang lain; kepuasan menggantikan frustrasi.
Anda hadir untuk membimbing orang lain dan melihat mereka dengan jernih. Tunggu pengakuan dan undangan; keberhasilan adalah tanda Anda.
Tak satu pun pusat Anda terdefinisi, dan Anda mencerminkan lingkungan. Tunggu satu siklus bulan penuh sebelum keputusan besar; kejutan adalah tanda Anda.
Jangan memutuskan saat emosi sedang memuncak. Kejernihan datang setelah gelombang emosi mereda.
Percayai respons naluriah Anda saat itu. Pusat sakral menjawab dengan suara atau tarikan: ya atau tidak.
Percayai naluri tenang saat itu. Limpa berbicara sekali dan tidak mengulanginya.
Ikuti apa yang benar-benar diinginkan hati Anda. Janjikan hanya apa yang sanggup ditepati kehendak Anda.
Bicarakan dan dengarkan suara Anda sendiri. Identitas Anda tahu arahnya.
Bicarakan dengan orang yang Anda percayai, di tempat yang tepat. Jawaban itu didengar, bukan dipaksakan pikiran.
Tunggu sekitar 29 hari sebelum memutuskan. Kejernihan tumbuh selagi Bulan melewati semua gerbang.
Garis 1, Penyelidik: Anda butuh landasan kuat dan belajar dulu sebelum bertindak.
Garis 2, Pertapa: bakat alami Anda dipanggil keluar oleh orang lain; Anda butuh waktu sendiri.
Garis 3, Martir: Anda belajar lewat coba-coba; yang rusak menunjukkan apa yang berhasil.
Garis 4, Oportunis: peluang Anda datang lewat jaringan teman.
Garis 5, Bidah: orang lain memproyeksikan harapan kepada Anda; Anda membawa solusi praktis.
Garis 6, Teladan: hidup Anda berjalan dalam tiga fase; kelak Anda menjadi contoh.
Tak ada pusat yang terdefinisi. Anda menyerap semua orang di sekitar, jadi lingkungan paling menentukan.
Semua pusat terdefinisi Anda saling terhubung. Anda mencerna sendiri dan menurut waktu Anda sendiri.
Definisi Anda terbagi dua. Orang yang menjembatani celah membuat Anda merasa utuh; beri diri Anda waktu.
Definisi Anda terbagi tiga. Anda butuh banyak orang dan tempat untuk berpindah-pindah.
Definisi Anda terbagi empat. Desain yang langka: butuh waktu dan pergaulan yang beragam.
Salib sudut kanan adalah takdir pribadi. Tujuan Anda terungkap lewat proses hidup Anda sendiri.
Salib jukstaposisi adalah nasib yang tetap. Jalan Anda sempit dan khas, di antara yang pribadi dan yang transpersonal.
Salib sudut kiri adalah karma transpersonal. Tujuan Anda terwujud dalam perjumpaan dengan orang lain.
`,
  vi: `
Bạn có mặt để khởi xướng và tạo ảnh hưởng. Hãy báo cho những người liên quan trước khi hành động; bình an là dấu hiệu bạn đang đi đúng hướng.
Bạn mang một sinh lực bền bỉ ở trung tâm xương cùng. Hãy chờ điều gì đó để đáp lại; sự thỏa mãn là dấu hiệu của bạn.
Bạn đáp lại trước rồi hành động nhanh. Hãy chờ để đáp lại, rồi báo cho người khác; sự thỏa mãn thay cho bực bội.
Bạn có mặt để dẫn dắt người khác và nhìn họ rõ ràng. Hãy chờ được công nhận và được mời; thành công là dấu hiệu của bạn.
Bạn không có trung tâm xác định nào và phản chiếu môi trường. Hãy chờ trọn một chu kỳ trăng trước quyết định lớn; bất ngờ là dấu hiệu của bạn.
Đừng quyết định khi cảm xúc đang dâng cao. Sự sáng tỏ đến khi làn sóng cảm xúc đã lắng xuống.
Hãy tin vào phản ứng bản năng ngay lúc đó. Trung tâm xương cùng đáp bằng một âm thanh hay một lực kéo: có hoặc không.
Hãy tin vào bản năng lặng lẽ của khoảnh khắc. Lá lách chỉ nói một lần và không nhắc lại.
Hãy theo điều trái tim bạn thật sự muốn. Chỉ hứa điều ý chí bạn giữ được.
Hãy nói ra và lắng nghe chính giọng mình. Bản sắc của bạn biết hướng đi.
Hãy bàn với người bạn tin cậy, ở đúng nơi. Câu trả lời được nghe thấy, không do lý trí áp đặt.
Hãy chờ khoảng 29 ngày rồi mới quyết định. Sự sáng tỏ lớn dần khi Mặt Trăng đi qua mọi cổng.
Hào 1, Người khảo sát: bạn cần nền tảng vững chắc và tìm hiểu trước khi hành động.
Hào 2, Ẩn sĩ: tài năng tự nhiên của bạn được người khác gọi ra; bạn cần thời gian một mình.
Hào 3, Người tử đạo: bạn học qua thử và sai; điều đổ vỡ cho thấy điều hiệu quả.
Hào 4, Người nắm cơ hội: cơ hội của bạn đến qua mạng lưới bạn bè.
Hào 5, Kẻ dị giáo: người khác phóng chiếu kỳ vọng lên bạn; bạn mang lại giải pháp thực tế.
Hào 6, Hình mẫu: đời bạn trải qua ba giai đoạn; về sau bạn trở thành tấm gương.
Không trung tâm nào được xác định. Bạn tiếp nhận mọi người xung quanh, nên môi trường quan trọng nhất.
Mọi trung tâm xác định của bạn đều nối với nhau. Bạn tự xử lý và theo nhịp riêng.
Phần xác định của bạn chia làm hai. Những người bắc cầu khiến bạn thấy trọn vẹn; hãy cho mình thời gian.
Phần xác định của bạn chia làm ba. Bạn cần nhiều người và nhiều nơi để qua lại.
Phần xác định của bạn chia làm bốn. Một thiết kế hiếm: cần thời gian và bạn bè đa dạng.
Thập tự góc phải là số phận cá nhân. Mục đích của bạn mở ra qua chính tiến trình sống của bạn.
Thập tự kề cận là định mệnh cố định. Con đường của bạn hẹp và riêng biệt, giữa cá nhân và siêu cá nhân.
Thập tự góc trái là nghiệp siêu cá nhân. Mục đích của bạn thành tựu qua những cuộc gặp gỡ với người khác.
`,
  ru: `
Вы здесь, чтобы начинать и оказывать влияние. Сообщайте тем, кого это касается, прежде чем действовать; покой — знак верного пути.
Вы несёте устойчивую жизненную силу в сакральном центре. Ждите, на что откликнуться; удовлетворение — ваш знак.
Сначала вы откликаетесь, затем действуете быстро. Ждите отклика и сообщайте другим; удовлетворение приходит на смену раздражению.
Вы здесь, чтобы направлять других и ясно их видеть. Ждите признания и приглашения; успех — ваш знак.
У вас нет определённых центров, и вы отражаете окружение. Перед важными решениями выждите полный лунный цикл; удивление — ваш знак.
Не решайте на пике эмоций. Ясность приходит, когда эмоциональная волна улеглась.
Доверяйте отклику нутра в моменте. Сакральный центр отвечает звуком или тягой: да или нет.
Доверяйте тихому инстинкту момента. Селезёнка говорит один раз и не повторяется.
Следуйте тому, чего по-настоящему хочет сердце. Обещайте только то, что воля способна сдержать.
Проговорите вслух и слушайте свой голос. Ваша идентичность знает направление.
Обсудите с теми, кому доверяете, в подходящих местах. Ответ слышится, а не навязывается умом.
Подождите около 29 дней, прежде чем решать. Ясность растёт, пока Луна проходит все ворота.
Линия 1, Исследователь: вам нужен прочный фундамент, вы изучаете, прежде чем действовать.
Линия 2, Отшельник: ваши природные таланты раскрывают другие; вам нужно время наедине с собой.
Линия 3, Мученик: вы учитесь методом проб и ошибок; то, что ломается, показывает, что работает.
Линия 4, Оппортунист: ваши возможности приходят через круг друзей.
Линия 5, Еретик: другие проецируют на вас ожидания; вы приносите практичные решения.
Линия 6, Образец для подражания: жизнь идёт в три этапа; со временем вы становитесь примером.
Ни один центр не определён. Вы впитываете всех вокруг, поэтому окружение важнее всего.
Все ваши определённые центры связаны. Вы перерабатываете опыт сами и в своём темпе.
Ваша определённость разделена на две части. Люди, которые наводят мост, дают чувство цельности; не спешите.
Ваша определённость разделена на три части. Вам нужно много людей и мест, между которыми можно перемещаться.
Ваша определённость разделена на четыре части. Редкий дизайн: ему нужно время и разнообразное общение.
Крест правого угла — личная судьба. Ваше предназначение раскрывается в вашем собственном жизненном процессе.
Крест джакстапозиции — фиксированная судьба. Ваш путь узок и своеобразен, между личным и трансперсональным.
Крест левого угла — трансперсональная карма. Ваше предназначение исполняется во встречах с другими.
`,
  uk: `
Ви тут, щоб започатковувати й впливати. Повідомляйте тих, кого це стосується, перш ніж діяти; спокій — знак правильного шляху.
Ви маєте стійку життєву силу в сакральному центрі. Чекайте, на що відгукнутися; задоволення — ваш знак.
Спершу ви відгукуєтеся, потім дієте швидко. Чекайте відгуку й повідомляйте інших; задоволення приходить на зміну роздратуванню.
Ви тут, щоб спрямовувати інших і ясно їх бачити. Чекайте визнання й запрошення; успіх — ваш знак.
У вас немає визначених центрів, і ви віддзеркалюєте оточення. Перед важливими рішеннями перечекайте повний місячний цикл; подив — ваш знак.
Не вирішуйте на піку емоцій. Ясність приходить, коли емоційна хвиля вщухла.
Довіряйте відгуку нутра в моменті. Сакральний центр відповідає звуком або потягом: так чи ні.
Довіряйте тихому інстинкту моменту. Селезінка говорить один раз і не повторюється.
Ідіть за тим, чого справді хоче серце. Обіцяйте лише те, що воля здатна дотримати.
Проговоріть уголос і слухайте власний голос. Ваша ідентичність знає напрямок.
Обговоріть із тими, кому довіряєте, у слушних місцях. Відповідь чути, розум її не нав’язує.
Зачекайте близько 29 днів, перш ніж вирішувати. Ясність зростає, поки Місяць проходить усі ворота.
Лінія 1, Дослідник: вам потрібен міцний фундамент, ви вивчаєте, перш ніж діяти.
Лінія 2, Відлюдник: ваші природні таланти розкривають інші; вам потрібен час на самоті.
Лінія 3, Мученик: ви вчитеся методом спроб і помилок; те, що ламається, показує, що працює.
Лінія 4, Опортуніст: ваші можливості приходять через коло друзів.
Лінія 5, Єретик: інші проєктують на вас очікування; ви приносите практичні рішення.
Лінія 6, Взірець: життя йде в три етапи; з часом ви стаєте прикладом.
Жоден центр не визначений. Ви вбираєте всіх довкола, тож оточення важить найбільше.
Усі ваші визначені центри пов’язані. Ви опрацьовуєте досвід самі й у власному темпі.
Ваша визначеність поділена на дві частини. Люди, що наводять міст, дають відчуття цілісності; не поспішайте.
Ваша визначеність поділена на три частини. Вам потрібно багато людей і місць, між якими можна рухатися.
Ваша визначеність поділена на чотири частини. Рідкісний дизайн: йому потрібен час і різноманітне товариство.
Хрест правого кута — особиста доля. Ваше призначення розкривається у вашому власному життєвому процесі.
Хрест джакстапозиції — фіксована доля. Ваш шлях вузький і своєрідний, між особистим і трансперсональним.
Хрест лівого кута — трансперсональна карма. Ваше призначення здійснюється в зустрічах з іншими.
`,
  el: `
Είσαι εδώ για να ξεκινάς πράγματα και να αφήνεις αποτύπωμα. Ενημέρωσε όσους επηρεάζονται πριν δράσεις· η γαλήνη δείχνει ότι είσαι στον σωστό δρόμο.
Φέρεις σταθερή ζωτική δύναμη στο ιερό κέντρο. Περίμενε κάτι στο οποίο να ανταποκριθείς· η ικανοποίηση είναι το σημάδι σου.
Ανταποκρίνεσαι πρώτα και μετά κινείσαι γρήγορα. Περίμενε να ανταποκριθείς και ενημέρωσε τους άλλους· η ικανοποίηση παίρνει τη θέση της απογοήτευσης.
Είσαι εδώ για να καθοδηγείς τους άλλους και να τους βλέπεις καθαρά. Περίμενε αναγνώριση και πρόσκληση· η επιτυχία είναι το σημάδι σου.
Δεν έχεις κανένα καθορισμένο κέντρο και καθρεφτίζεις το περιβάλλον. Περίμενε έναν πλήρη σεληνιακό κύκλο πριν από μεγάλες αποφάσεις· η έκπληξη είναι το σημάδι σου.
Μην αποφασίζεις στη ζέση της στιγμής. Η διαύγεια έρχεται όταν το συναισθηματικό κύμα κατακάτσει.
Εμπιστέψου την ενστικτώδη απάντηση της στιγμής. Το ιερό κέντρο απαντά με έναν ήχο ή μια έλξη: ναι ή όχι.
Εμπιστέψου το σιωπηλό ένστικτο της στιγμής. Ο σπλήνας μιλά μία φορά και δεν επαναλαμβάνεται.
Ακολούθησε ό,τι θέλει αληθινά η καρδιά σου. Υποσχέσου μόνο ό,τι μπορεί να κρατήσει η θέλησή σου.
Μίλησέ το και άκου τη δική σου φωνή. Η ταυτότητά σου ξέρει την κατεύθυνση.
Συζήτησέ το με ανθρώπους που εμπιστεύεσαι, στους σωστούς χώρους. Η απάντηση ακούγεται, δεν την επιβάλλει ο νους.
Περίμενε περίπου 29 ημέρες πριν αποφασίσεις. Η διαύγεια μεγαλώνει καθώς η Σελήνη περνά όλες τις πύλες.
Γραμμή 1, ο Ερευνητής: χρειάζεσαι γερά θεμέλια και μελετάς πριν δράσεις.
Γραμμή 2, ο Ερημίτης: τα φυσικά σου χαρίσματα τα φέρνουν στο φως οι άλλοι· χρειάζεσαι χρόνο μόνος.
Γραμμή 3, ο Μάρτυρας: μαθαίνεις με δοκιμή και λάθος· ό,τι σπάει δείχνει τι λειτουργεί.
Γραμμή 4, ο Καιροσκόπος: οι ευκαιρίες σου έρχονται μέσα από το δίκτυο των φίλων σου.
Γραμμή 5, ο Αιρετικός: οι άλλοι προβάλλουν προσδοκίες πάνω σου· φέρνεις πρακτικές λύσεις.
Γραμμή 6, το Πρότυπο: η ζωή σου κυλά σε τρεις φάσεις· αργότερα γίνεσαι παράδειγμα.
Κανένα κέντρο δεν είναι καθορισμένο. Απορροφάς όλους γύρω σου, γι’ αυτό το περιβάλλον μετρά περισσότερο.
Όλα τα καθορισμένα κέντρα σου συνδέονται. Επεξεργάζεσαι μόνος και στον δικό σου χρόνο.
Ο καθορισμός σου χωρίζεται σε δύο μέρη. Όσοι γεφυρώνουν το κενό σε κάνουν να νιώθεις ολόκληρος· δώσε χρόνο στον εαυτό σου.
Ο καθορισμός σου χωρίζεται σε τρία μέρη. Χρειάζεσαι πολλούς ανθρώπους και τόπους για να κινείσαι ανάμεσά τους.
Ο καθορισμός σου χωρίζεται σε τέσσερα μέρη. Σπάνιο design: θέλει τον χρόνο του και ποικίλη συντροφιά.
Ο σταυρός δεξιάς γωνίας είναι προσωπικό πεπρωμένο. Ο σκοπός σου ξετυλίγεται μέσα από τη δική σου πορεία ζωής.
Ο σταυρός αντιπαράθεσης είναι σταθερή μοίρα. Ο δρόμος σου είναι στενός και ιδιαίτερος, ανάμεσα στο προσωπικό και το υπερπροσωπικό.
Ο σταυρός αριστερής γωνίας είναι υπερπροσωπικό κάρμα. Ο σκοπός σου εκπληρώνεται στις συναντήσεις με τους άλλους.
`,
  ar: `
أنت هنا لتبادر وتترك أثرًا. أخبر المعنيين قبل أن تتصرف؛ السلام علامة أنك على الطريق الصحيح.
تحمل قوة حياة ثابتة في المركز العجزي. انتظر شيئًا تستجيب له؛ الرضا علامتك.
تستجيب أولًا ثم تتحرك بسرعة. انتظر الاستجابة ثم أخبر الآخرين؛ يحل الرضا محل الإحباط.
أنت هنا لتوجّه الآخرين وتراهم بوضوح. انتظر التقدير والدعوة؛ النجاح علامتك.
ليس لديك أي مركز محدد، وأنت مرآة لمحيطك. انتظر دورة قمرية كاملة قبل القرارات الكبيرة؛ الدهشة علامتك.
لا تقرر في فورة اللحظة. يأتي الوضوح بعد أن تهدأ موجتك العاطفية.
ثق باستجابة حدسك الجسدي في اللحظة. يجيب المركز العجزي بصوت أو بانجذاب: نعم أو لا.
ثق بالغريزة الهادئة في اللحظة. الطحال يتكلم مرة واحدة ولا يكرر نفسه.
اتبع ما يريده قلبك حقًا. لا تعد إلا بما تستطيع إرادتك الوفاء به.
تحدث عن الأمر بصوت عالٍ واستمع إلى صوتك. هويتك تعرف الاتجاه.
ناقش الأمر مع من تثق بهم في الأماكن المناسبة. الجواب يُسمع ولا يفرضه العقل.
انتظر نحو 29 يومًا قبل أن تقرر. يزداد الوضوح بينما يمر القمر بكل البوابات.
الخط 1، الباحث: تحتاج إلى أساس متين وتدرس قبل أن تتصرف.
الخط 2، الناسك: يستدعي الآخرون مواهبك الطبيعية؛ وتحتاج إلى وقت بمفردك.
الخط 3، الشهيد: تتعلم بالتجربة والخطأ؛ ما ينكسر يكشف ما ينجح.
الخط 4، الانتهازي: تأتيك الفرص عبر شبكة أصدقائك.
الخط 5، المهرطق: يُسقط الآخرون توقعاتهم عليك؛ وتقدّم حلولًا عملية.
الخط 6، القدوة: تمر حياتك بثلاث مراحل؛ وتصبح لاحقًا مثالًا يُحتذى.
لا يوجد أي مركز محدد. تستوعب كل من حولك، لذلك يبقى محيطك هو الأهم.
كل مراكزك المحددة متصلة. تعالج الأمور وحدك وفي وقتك الخاص.
ينقسم تحديدك إلى جزأين. من يصلون بين الجزأين يشعرونك بالاكتمال؛ امنح نفسك وقتًا.
ينقسم تحديدك إلى ثلاثة أجزاء. تحتاج إلى أناس وأماكن كثيرة تتنقل بينها.
ينقسم تحديدك إلى أربعة أجزاء. تصميم نادر: يأخذ وقته ويحتاج إلى صحبة متنوعة.
صليب الزاوية اليمنى قدر شخصي. يتكشف هدفك عبر مسار حياتك الخاص.
صليب التجاور مصير ثابت. طريقك ضيق ومتفرد، بين الشخصي وما يتجاوزه.
صليب الزاوية اليسرى كارما تتجاوز الفرد. يتحقق هدفك في لقاءاتك مع الآخرين.
`,
  hi: `
आप पहल करने और प्रभाव छोड़ने के लिए हैं। कदम उठाने से पहले संबंधित लोगों को बता दें; शांति इसका संकेत है कि आप सही राह पर हैं।
आपके सेक्रल केंद्र में स्थायी जीवन-शक्ति है। किसी चीज़ का उत्तर देने की प्रतीक्षा करें; संतोष आपका संकेत है।
आप पहले प्रतिक्रिया देते हैं, फिर तेज़ी से आगे बढ़ते हैं। प्रतिक्रिया की प्रतीक्षा करें, फिर दूसरों को बताएँ; झुँझलाहट की जगह संतोष आता है।
आप दूसरों का मार्गदर्शन करने और उन्हें स्पष्ट देखने के लिए हैं। पहचान और निमंत्रण की प्रतीक्षा करें; सफलता आपका संकेत है।
आपका कोई केंद्र परिभाषित नहीं है; आप अपने परिवेश का दर्पण हैं। बड़े निर्णयों से पहले एक पूरा चंद्र-चक्र प्रतीक्षा करें; आश्चर्य आपका संकेत है।
भावनाओं के उफान में निर्णय न लें। भावनात्मक लहर थमने के बाद ही स्पष्टता आती है।
उसी क्षण की अपनी भीतरी प्रतिक्रिया पर भरोसा करें। सेक्रल केंद्र एक ध्वनि या खिंचाव से उत्तर देता है: हाँ या ना।
उस क्षण की शांत सहज वृत्ति पर भरोसा करें। स्प्लीन एक बार बोलता है और दोहराता नहीं।
वही करें जो आपका दिल सचमुच चाहता है। केवल वही वादा करें जिसे आपकी इच्छाशक्ति निभा सके।
बात को बोलकर देखें और अपनी ही आवाज़ सुनें। आपकी पहचान दिशा जानती है।
भरोसेमंद लोगों से, सही जगहों पर, बात करें। उत्तर सुनाई देता है; मन उसे थोपता नहीं।
निर्णय से पहले लगभग 29 दिन रुकें। चंद्रमा के सभी गेट्स से गुज़रने के साथ स्पष्टता बढ़ती है।
रेखा 1, अन्वेषक: आपको ठोस आधार चाहिए; आप कदम उठाने से पहले अध्ययन करते हैं।
रेखा 2, एकांतवासी: आपकी स्वाभाविक प्रतिभा को दूसरे पहचानते हैं; आपको अकेले समय चाहिए।
रेखा 3, शहीद: आप प्रयोग और भूल से सीखते हैं; जो टूटता है वह दिखाता है कि क्या काम करता है।
रेखा 4, अवसरवादी: आपके अवसर मित्रों के दायरे से आते हैं।
रेखा 5, विधर्मी: दूसरे आप पर अपेक्षाएँ डालते हैं; आप व्यावहारिक समाधान लाते हैं।
रेखा 6, आदर्श: आपका जीवन तीन चरणों में चलता है; आगे चलकर आप उदाहरण बनते हैं।
कोई केंद्र परिभाषित नहीं है। आप आसपास के सभी लोगों को आत्मसात करते हैं, इसलिए परिवेश सबसे अहम है।
आपके सभी परिभाषित केंद्र जुड़े हुए हैं। आप अकेले और अपनी गति से चीज़ों को समझते हैं।
आपकी परिभाषा दो भागों में बँटी है। जो लोग बीच का पुल बनते हैं वे आपको पूर्ण महसूस कराते हैं; समय लें।
आपकी परिभाषा तीन भागों में बँटी है। आपको आने-जाने के लिए कई लोग और जगहें चाहिए।
आपकी परिभाषा चार भागों में बँटी है। एक दुर्लभ डिज़ाइन: इसे समय और विविध संगति चाहिए।
दक्षिण कोण क्रॉस व्यक्तिगत नियति है। आपका उद्देश्य आपकी अपनी जीवन-प्रक्रिया में खुलता है।
सन्निधि क्रॉस निश्चित भाग्य है। आपका मार्ग संकरा और विशिष्ट है, व्यक्तिगत और पारव्यक्तिगत के बीच।
वाम कोण क्रॉस पारव्यक्तिगत कर्म है। आपका उद्देश्य दूसरों से मिलने में पूरा होता है।
`,
  ja: `
あなたは物事を始め、影響を与えるために存在します。行動の前に関係する人へ知らせましょう。平和が正しい道にいるしるしです。
仙骨センターに持続する生命力があります。反応できるものを待ちましょう。満足がそのしるしです。
まず反応し、それから素早く動きます。反応を待ち、周りに知らせましょう。苛立ちが満足に変わります。
人を導き、はっきりと見抜くために存在します。認められ、招待されるのを待ちましょう。成功がそのしるしです。
定義されたセンターがなく、周囲を映し出します。大きな決断の前には月の一巡りを待ちましょう。驚きがそのしるしです。
感情が高ぶっているときに決めないでください。感情の波が落ち着いてから明晰さが訪れます。
その瞬間の体の反応を信頼しましょう。仙骨は声や引きで答えます。イエスかノーかです。
その瞬間の静かな直感を信頼しましょう。脾臓は一度だけ語り、繰り返しません。
心が本当に望むことに従いましょう。意志で守れる約束だけをしましょう。
声に出して話し、自分の声を聴きましょう。あなたのアイデンティティが方向を知っています。
信頼できる人と、ふさわしい場所で話し合いましょう。答えは聞こえてくるもので、頭で決めるものではありません。
決める前に約29日待ちましょう。月がすべてのゲートを巡るにつれて明晰さが育ちます。
1ライン、探究者：確かな土台が必要で、行動の前に調べます。
2ライン、隠遁者：生来の才能は他者に呼び出されます。一人の時間が必要です。
3ライン、殉教者：試行錯誤から学びます。壊れたものが、うまくいくものを教えます。
4ライン、機会主義者：チャンスは友人のネットワークから訪れます。
5ライン、異端者：他者から期待を投影されます。実際的な解決をもたらします。
6ライン、ロールモデル：人生は三つの段階で進み、後に手本となります。
定義されたセンターはありません。周りのすべてを取り込むので、環境が何より大切です。
定義されたセンターはすべてつながっています。自分ひとりで、自分のペースで消化します。
定義が二つに分かれています。その間をつなぐ人があなたを満たします。時間をかけましょう。
定義が三つに分かれています。行き来できる多くの人と場所が必要です。
定義が四つに分かれています。まれなデザインで、時間と多様な仲間を必要とします。
ライトアングル・クロスは個人的な運命です。目的はあなた自身の人生のプロセスを通して展開します。
ジャクスタポジション・クロスは定まった宿命です。道は狭く独特で、個人と超個人のあいだにあります。
レフトアングル・クロスは超個人的なカルマです。目的は他者との出会いの中で果たされます。
`,
  ko: `
당신은 일을 시작하고 영향을 주기 위해 존재합니다. 행동하기 전에 관련된 사람에게 알리세요. 평화가 바른 길에 있다는 표시입니다.
천골 센터에 지속되는 생명력이 있습니다. 반응할 무언가를 기다리세요. 만족이 당신의 표시입니다.
먼저 반응하고 그다음 빠르게 움직입니다. 반응을 기다린 뒤 다른 사람에게 알리세요. 좌절 대신 만족이 찾아옵니다.
다른 사람을 이끌고 그들을 분명히 보기 위해 존재합니다. 인정과 초대를 기다리세요. 성공이 당신의 표시입니다.
정의된 센터가 없고 주변을 비추어 냅니다. 큰 결정 전에는 달의 한 주기를 기다리세요. 놀라움이 당신의 표시입니다.
감정이 격할 때 결정하지 마세요. 감정의 파도가 가라앉은 뒤에 명료함이 옵니다.
그 순간의 본능적인 반응을 믿으세요. 천골은 소리나 끌림으로 답합니다. 예 또는 아니오입니다.
그 순간의 조용한 직감을 믿으세요. 비장은 한 번만 말하고 반복하지 않습니다.
마음이 진정으로 원하는 것을 따르세요. 의지로 지킬 수 있는 약속만 하세요.
소리 내어 말하고 자신의 목소리를 들으세요. 당신의 정체성이 방향을 압니다.
믿을 수 있는 사람들과 알맞은 장소에서 이야기하세요. 답은 들리는 것이지 머리로 강요하는 것이 아닙니다.
결정하기 전에 약 29일을 기다리세요. 달이 모든 게이트를 지나는 동안 명료함이 자랍니다.
1번 라인, 탐구자: 단단한 기반이 필요하며 행동하기 전에 연구합니다.
2번 라인, 은둔자: 타고난 재능은 다른 사람이 불러냅니다. 혼자만의 시간이 필요합니다.
3번 라인, 순교자: 시행착오로 배웁니다. 깨지는 것이 무엇이 통하는지 보여 줍니다.
4번 라인, 기회주의자: 기회는 친구들의 관계망을 통해 옵니다.
5번 라인, 이단자: 다른 사람들이 기대를 투사합니다. 실용적인 해결책을 가져옵니다.
6번 라인, 롤 모델: 삶이 세 단계로 흐르며 나중에 본보기가 됩니다.
정의된 센터가 없습니다. 주변의 모두를 받아들이므로 환경이 가장 중요합니다.
정의된 센터가 모두 이어져 있습니다. 혼자서, 자신의 속도로 소화합니다.
정의가 두 부분으로 나뉩니다. 그 사이를 잇는 사람이 당신을 온전하게 느끼게 합니다. 시간을 두세요.
정의가 세 부분으로 나뉩니다. 오갈 수 있는 많은 사람과 장소가 필요합니다.
정의가 네 부분으로 나뉩니다. 드문 디자인으로, 시간과 다양한 동반자가 필요합니다.
우각 크로스는 개인적인 운명입니다. 목적은 당신 자신의 삶의 과정을 통해 펼쳐집니다.
병치 크로스는 정해진 숙명입니다. 길은 좁고 독특하며, 개인과 초개인 사이에 있습니다.
좌각 크로스는 초개인적 카르마입니다. 목적은 다른 사람과의 만남 속에서 이루어집니다.
`,
});
