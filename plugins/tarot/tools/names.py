# Card names in the 20 languages besides English (LANG_CODES of core/src/schemas/common.ts).
# Majors in RWS order; Marseille majors differing in identity of name; minor-card name parts;
# Lenormand names. Used by tools/build_texts.py.

MAJORS = {
 "uk": ["Блазень","Маг","Верховна Жриця","Імператриця","Імператор","Ієрофант","Закохані","Колісниця","Сила","Відлюдник","Колесо Фортуни","Справедливість","Повішений","Смерть","Помірність","Диявол","Вежа","Зірка","Місяць","Сонце","Суд","Світ"],
 "de": ["Der Narr","Der Magier","Die Hohepriesterin","Die Herrscherin","Der Herrscher","Der Hierophant","Die Liebenden","Der Wagen","Die Kraft","Der Eremit","Das Rad des Schicksals","Die Gerechtigkeit","Der Gehängte","Der Tod","Die Mäßigkeit","Der Teufel","Der Turm","Der Stern","Der Mond","Die Sonne","Das Gericht","Die Welt"],
 "ru": ["Шут","Маг","Верховная Жрица","Императрица","Император","Иерофант","Влюблённые","Колесница","Сила","Отшельник","Колесо Фортуны","Справедливость","Повешенный","Смерть","Умеренность","Дьявол","Башня","Звезда","Луна","Солнце","Суд","Мир"],
 "pl": ["Głupiec","Mag","Arcykapłanka","Cesarzowa","Cesarz","Hierofant","Kochankowie","Rydwan","Moc","Pustelnik","Koło Fortuny","Sprawiedliwość","Wisielec","Śmierć","Umiarkowanie","Diabeł","Wieża","Gwiazda","Księżyc","Słońce","Sąd Ostateczny","Świat"],
 "es": ["El Loco","El Mago","La Sacerdotisa","La Emperatriz","El Emperador","El Hierofante","Los Enamorados","El Carro","La Fuerza","El Ermitaño","La Rueda de la Fortuna","La Justicia","El Colgado","La Muerte","La Templanza","El Diablo","La Torre","La Estrella","La Luna","El Sol","El Juicio","El Mundo"],
 "pt": ["O Louco","O Mago","A Sacerdotisa","A Imperatriz","O Imperador","O Hierofante","Os Enamorados","O Carro","A Força","O Eremita","A Roda da Fortuna","A Justiça","O Enforcado","A Morte","A Temperança","O Diabo","A Torre","A Estrela","A Lua","O Sol","O Julgamento","O Mundo"],
 "fr": ["Le Fou","Le Magicien","La Grande Prêtresse","L'Impératrice","L'Empereur","Le Hiérophante","Les Amoureux","Le Chariot","La Force","L'Ermite","La Roue de Fortune","La Justice","Le Pendu","La Mort","La Tempérance","Le Diable","La Tour","L'Étoile","La Lune","Le Soleil","Le Jugement","Le Monde"],
 "it": ["Il Matto","Il Mago","La Sacerdotessa","L'Imperatrice","L'Imperatore","Il Ierofante","Gli Amanti","Il Carro","La Forza","L'Eremita","La Ruota della Fortuna","La Giustizia","L'Appeso","La Morte","La Temperanza","Il Diavolo","La Torre","La Stella","La Luna","Il Sole","Il Giudizio","Il Mondo"],
 "nl": ["De Dwaas","De Magiër","De Hogepriesteres","De Keizerin","De Keizer","De Hogepriester","De Geliefden","De Zegewagen","Kracht","De Kluizenaar","Het Rad van Fortuin","Gerechtigheid","De Gehangene","De Dood","Gematigdheid","De Duivel","De Toren","De Ster","De Maan","De Zon","Het Oordeel","De Wereld"],
 "cs": ["Blázen","Mág","Velekněžka","Císařovna","Císař","Velekněz","Milenci","Vůz","Síla","Poustevník","Kolo štěstí","Spravedlnost","Viselec","Smrt","Mírnost","Ďábel","Věž","Hvězda","Měsíc","Slunce","Soud","Svět"],
 "ro": ["Nebunul","Magicianul","Marea Preoteasă","Împărăteasa","Împăratul","Hierofantul","Îndrăgostiții","Carul","Forța","Sihastrul","Roata Norocului","Dreptatea","Spânzuratul","Moartea","Cumpătarea","Diavolul","Turnul","Steaua","Luna","Soarele","Judecata","Lumea"],
 "hu": ["A Bolond","A Mágus","A Főpapnő","Az Uralkodónő","Az Uralkodó","A Főpap","A Szerelmesek","A Szekér","Az Erő","A Remete","A Szerencsekerék","Az Igazság","Az Akasztott Ember","A Halál","A Mértékletesség","Az Ördög","A Torony","A Csillag","A Hold","A Nap","Az Ítélet","A Világ"],
 "el": ["Ο Τρελός","Ο Μάγος","Η Ιέρεια","Η Αυτοκράτειρα","Ο Αυτοκράτορας","Ο Ιεροφάντης","Οι Εραστές","Το Άρμα","Η Δύναμη","Ο Ερημίτης","Ο Τροχός της Τύχης","Η Δικαιοσύνη","Ο Κρεμασμένος","Ο Θάνατος","Η Εγκράτεια","Ο Διάβολος","Ο Πύργος","Το Αστέρι","Η Σελήνη","Ο Ήλιος","Η Κρίση","Ο Κόσμος"],
 "tr": ["Deli","Büyücü","Başrahibe","İmparatoriçe","İmparator","Aziz","Âşıklar","Savaş Arabası","Güç","Ermiş","Kader Çarkı","Adalet","Asılan Adam","Ölüm","Denge","Şeytan","Yıkılan Kule","Yıldız","Ay","Güneş","Mahkeme","Dünya"],
 "ar": ["الأحمق","الساحر","الكاهنة العليا","الإمبراطورة","الإمبراطور","الكاهن الأكبر","العاشقان","العربة","القوة","الناسك","عجلة الحظ","العدالة","الرجل المعلق","الموت","الاعتدال","الشيطان","البرج","النجمة","القمر","الشمس","الحساب","العالم"],
 "hi": ["मूर्ख","जादूगर","महापुजारिन","साम्राज्ञी","सम्राट","धर्मगुरु","प्रेमी","रथ","शक्ति","संन्यासी","भाग्य का चक्र","न्याय","लटका हुआ व्यक्ति","मृत्यु","संयम","शैतान","मीनार","तारा","चंद्रमा","सूर्य","निर्णय","संसार"],
 "ja": ["愚者","魔術師","女教皇","女帝","皇帝","教皇","恋人","戦車","力","隠者","運命の輪","正義","吊るされた男","死神","節制","悪魔","塔","星","月","太陽","審判","世界"],
 "ko": ["바보","마법사","여사제","여황제","황제","교황","연인","전차","힘","은둔자","운명의 수레바퀴","정의","매달린 사람","죽음","절제","악마","탑","별","달","태양","심판","세계"],
 "vi": ["Kẻ Khờ","Nhà Ảo Thuật","Nữ Tư Tế","Nữ Hoàng","Hoàng Đế","Giáo Hoàng","Tình Nhân","Cỗ Xe","Sức Mạnh","Ẩn Sĩ","Bánh Xe Số Phận","Công Lý","Người Treo Ngược","Cái Chết","Tiết Độ","Ác Quỷ","Tòa Tháp","Ngôi Sao","Mặt Trăng","Mặt Trời","Phán Xét","Thế Giới"],
 "id": ["Si Bodoh","Sang Penyihir","Pendeta Wanita Agung","Sang Permaisuri","Sang Kaisar","Sang Imam Agung","Sepasang Kekasih","Kereta Perang","Kekuatan","Sang Pertapa","Roda Keberuntungan","Keadilan","Orang yang Digantung","Kematian","Kesederhanaan","Iblis","Menara","Bintang","Bulan","Matahari","Penghakiman","Dunia"],
}
# Tarot de Marseille names where the Conver pattern names the card differently.
MARSEILLE = {
 "the-juggler": {"uk":"Фокусник","de":"Der Gaukler","ru":"Фокусник","pl":"Kuglarz","es":"El Prestidigitador","pt":"O Saltimbanco","fr":"Le Bateleur","it":"Il Bagatto","nl":"De Goochelaar","cs":"Kejklíř","ro":"Scamatorul","hu":"A Bűvész","el":"Ο Ταχυδακτυλουργός","tr":"Hokkabaz","ar":"المشعوذ","hi":"बाज़ीगर","ja":"奇術師","ko":"곡예사","vi":"Người Tung Hứng","id":"Sang Pesulap Jalanan"},
 "the-fool": {"fr":"Le Mat"},
 "the-popess": {"uk":"Папеса","de":"Die Päpstin","ru":"Папесса","pl":"Papieżyca","es":"La Papisa","pt":"A Papisa","fr":"La Papesse","it":"La Papessa","nl":"De Pausin","cs":"Papežka","ro":"Papesa","hu":"A Papnő","el":"Η Πάπισσα","tr":"Kadın Papa","ar":"البابوية","hi":"महिला पोप","ja":"女教皇","ko":"여교황","vi":"Nữ Giáo Hoàng","id":"Paus Wanita"},
 "the-pope": {"uk":"Папа","de":"Der Papst","ru":"Папа","pl":"Papież","es":"El Papa","pt":"O Papa","fr":"Le Pape","it":"Il Papa","nl":"De Paus","cs":"Papež","ro":"Papa","hu":"A Pápa","el":"Ο Πάπας","tr":"Papa","ar":"البابا","hi":"पोप","ja":"教皇","ko":"교황","vi":"Giáo Hoàng","id":"Paus"},
 "the-lover": {"uk":"Закоханий","de":"Der Liebende","ru":"Влюблённый","pl":"Zakochany","es":"El Enamorado","pt":"O Enamorado","fr":"L'Amoureux","it":"L'Innamorato","nl":"De Verliefde","cs":"Milenec","ro":"Îndrăgostitul","hu":"A Szerelmes","el":"Ο Ερωτευμένος","tr":"Âşık","ar":"العاشق","hi":"प्रेमी युवक","ja":"恋人","ko":"연인","vi":"Người Tình","id":"Sang Kekasih"},
 "the-tower": {"uk":"Дім Божий","de":"Das Haus Gottes","ru":"Дом Божий","pl":"Dom Boży","es":"La Casa de Dios","pt":"A Casa de Deus","fr":"La Maison Dieu","it":"La Casa di Dio","nl":"Het Godshuis","cs":"Boží dům","ro":"Casa Domnului","hu":"Isten Háza","el":"Ο Οίκος του Θεού","tr":"Tanrı'nın Evi","ar":"بيت الله","hi":"ईश्वर का घर","ja":"神の家","ko":"신의 집","vi":"Nhà Chúa","id":"Rumah Tuhan"},
 "death": {"uk":"Безіменний аркан (XIII)","de":"Das namenlose Arkanum (XIII)","ru":"Безымянный аркан (XIII)","pl":"Bezimienna karta (XIII)","es":"El Arcano sin nombre (XIII)","pt":"O Arcano sem nome (XIII)","fr":"L'Arcane sans nom (XIII)","it":"L'Arcano senza nome (XIII)","nl":"De naamloze kaart (XIII)","cs":"Bezejmenná karta (XIII)","ro":"Arcana fără nume (XIII)","hu":"A névtelen kártya (XIII)","el":"Το ανώνυμο αρκάνο (XIII)","tr":"İsimsiz Arkana (XIII)","ar":"الورقة بلا اسم (XIII)","hi":"अनाम आर्काना (XIII)","ja":"名無しのアルカナ (XIII)","ko":"이름 없는 아르카나 (XIII)","vi":"Lá bài không tên (XIII)","id":"Arkana tanpa nama (XIII)"},
}
# Minor cards: ranks ace..king, suits, and how a name is put together.
# template: {r} rank, {s} suit. rank_forms may differ per rank position.
MINOR = {
 "uk": dict(ranks="Туз Двійка Трійка Четвірка П'ятірка Шістка Сімка Вісімка Дев'ятка Десятка Паж Лицар Королева Король".split(), suits=dict(wands="Жезлів",cups="Кубків",swords="Мечів",pentacles="Пентаклів",batons="Палиць",coins="Монет"), template="{r} {s}"),
 "de": dict(ranks="Ass Zwei Drei Vier Fünf Sechs Sieben Acht Neun Zehn Bube Ritter Königin König".split(), suits=dict(wands="Stäbe",cups="Kelche",swords="Schwerter",pentacles="Münzen",batons="Stäbe",coins="Münzen"), template="{r} der {s}"),
 "ru": dict(ranks="Туз Двойка Тройка Четвёрка Пятёрка Шестёрка Семёрка Восьмёрка Девятка Десятка Паж Рыцарь Королева Король".split(), suits=dict(wands="Жезлов",cups="Кубков",swords="Мечей",pentacles="Пентаклей",batons="Палиц",coins="Монет"), template="{r} {s}"),
 "pl": dict(ranks="As Dwójka Trójka Czwórka Piątka Szóstka Siódemka Ósemka Dziewiątka Dziesiątka Paź Rycerz Królowa Król".split(), suits=dict(wands="Buław",cups="Kielichów",swords="Mieczy",pentacles="Pentakli",batons="Kijów",coins="Denarów"), template="{r} {s}"),
 "es": dict(ranks="As Dos Tres Cuatro Cinco Seis Siete Ocho Nueve Diez Sota Caballero Reina Rey".split(), suits=dict(wands="Bastos",cups="Copas",swords="Espadas",pentacles="Pentáculos",batons="Bastos",coins="Oros"), template="{r} de {s}"),
 "pt": dict(ranks="Ás Dois Três Quatro Cinco Seis Sete Oito Nove Dez Valete Cavaleiro Rainha Rei".split(), suits=dict(wands="Paus",cups="Copas",swords="Espadas",pentacles="Pentáculos",batons="Paus",coins="Ouros"), template="{r} de {s}"),
 "fr": dict(ranks="As Deux Trois Quatre Cinq Six Sept Huit Neuf Dix Valet Cavalier Reine Roi".split(), suits=dict(wands="Bâtons",cups="Coupes",swords="Épées",pentacles="Pentacles",batons="Bâtons",coins="Deniers"), template="{r} de {s}", elide="d'"),
 "it": dict(ranks="Asso Due Tre Quattro Cinque Sei Sette Otto Nove Dieci Fante Cavaliere Regina Re".split(), suits=dict(wands="Bastoni",cups="Coppe",swords="Spade",pentacles="Pentacoli",batons="Bastoni",coins="Denari"), template="{r} di {s}"),
 "nl": dict(ranks="Aas Twee Drie Vier Vijf Zes Zeven Acht Negen Tien Schildknaap Ridder Koningin Koning".split(), suits=dict(wands="Staven",cups="Kelken",swords="Zwaarden",pentacles="Pentakels",batons="Staven",coins="Munten"), template="{r} van {s}"),
 "cs": dict(ranks="Eso Dvojka Trojka Čtyřka Pětka Šestka Sedmička Osmička Devítka Desítka Páže Rytíř Královna Král".split(), suits=dict(wands="holí",cups="pohárů",swords="mečů",pentacles="pentaklů",batons="holí",coins="mincí"), template="{r} {s}"),
 "ro": dict(ranks="As Doi Trei Patru Cinci Șase Șapte Opt Nouă Zece Paj Cavaler Regină Rege".split(), suits=dict(wands="Baghete",cups="Cupe",swords="Săbii",pentacles="Pentacluri",batons="Bâte",coins="Dinari"), template="{r} de {s}"),
 "hu": dict(ranks="ásza kettese hármasa négyese ötöse hatosa hetese nyolcasa kilencese tízese apródja lovagja királynője királya".split(), suits=dict(wands="Botok",cups="Kelyhek",swords="Kardok",pentacles="Érmék",batons="Botok",coins="Dénárok"), template="{s} {r}"),
 "el": dict(ranks="Άσσος Δυάρι Τριάρι Τεσσάρι Πεντάρι Εξάρι Επτάρι Οκτάρι Εννιάρι Δεκάρι Ακόλουθος Ιππότης Βασίλισσα Βασιλιάς".split(), suits=dict(wands="των Ράβδων",cups="των Κυπέλλων",swords="των Σπαθιών",pentacles="των Πεντακλών",batons="των Ραβδιών",coins="των Νομισμάτων"), template="{r} {s}"),
 "tr": dict(ranks="Ası İkilisi Üçlüsü Dörtlüsü Beşlisi Altılısı Yedilisi Sekizlisi Dokuzlusu Onlusu Uşağı Şövalyesi Kraliçesi Kralı".split(), suits=dict(wands="Asa",cups="Kupa",swords="Kılıç",pentacles="Tılsım",batons="Değnek",coins="Sikke"), template="{s} {r}"),
 "ar": dict(ranks="آس اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة عشرة تابع فارس ملكة ملك".split(), suits=dict(wands="العصي",cups="الكؤوس",swords="السيوف",pentacles="النجوم الخماسية",batons="العصي الخشبية",coins="الدنانير"), template="{r} {s}", pip_template="{r} من {s}"),
 "hi": dict(ranks=["इक्का","दुक्का","तिक्का","चौका","पंजा","छक्का","सत्ता","अट्ठा","नहला","दहला","पेज","नाइट","रानी","राजा"], suits=dict(wands="छड़ियों",cups="प्यालों",swords="तलवारों",pentacles="पेंटाकलों",batons="डंडों",coins="सिक्कों"), template="{s} का {r}", queen_template="{s} की {r}"),
 "ja": dict(ranks="エース 2 3 4 5 6 7 8 9 10 ペイジ ナイト クイーン キング".split(), suits=dict(wands="ワンド",cups="カップ",swords="ソード",pentacles="ペンタクル",batons="バトン",coins="コイン"), template="{s}の{r}"),
 "ko": dict(ranks="에이스 2 3 4 5 6 7 8 9 10 페이지 나이트 퀸 킹".split(), suits=dict(wands="완드",cups="컵",swords="소드",pentacles="펜타클",batons="바통",coins="코인"), template="{s} {r}"),
 "vi": dict(ranks=["Át","Hai","Ba","Bốn","Năm","Sáu","Bảy","Tám","Chín","Mười","Tiểu Đồng","Hiệp Sĩ","Hoàng Hậu","Vua"], suits=dict(wands="Gậy",cups="Cốc",swords="Kiếm",pentacles="Tiền",batons="Gậy Gỗ",coins="Tiền Xu"), template="{r} {s}"),
 "id": dict(ranks="As Dua Tiga Empat Lima Enam Tujuh Delapan Sembilan Sepuluh Pelayan Ksatria Ratu Raja".split(), suits=dict(wands="Tongkat",cups="Cawan",swords="Pedang",pentacles="Pentakel",batons="Tongkat Kayu",coins="Koin"), template="{r} {s}"),
}
LENORMAND_ORDER = ["rider","clover","ship","house","tree","clouds","snake","coffin","bouquet","scythe","whip","birds","child","fox","bear","stars","stork","dog","tower","garden","mountain","crossroads","mice","heart","ring","book","letter","man","woman","lily","sun","moon","key","fish","anchor","cross"]
LENORMAND = {
 "uk": "Вершник Конюшина Корабель Дім Дерево Хмари Змія Труна Букет Коса Різки Птахи Дитина Лис Ведмідь Зірки Лелека Пес Вежа Сад Гора Роздоріжжя Миші Серце Каблучка Книга Лист Чоловік Жінка Лілія Сонце Місяць Ключ Риби Якір Хрест",
 "de": "Reiter Klee Schiff Haus Baum Wolken Schlange Sarg Blumen Sense Rute Vögel Kind Fuchs Bär Sterne Storch Hund Turm Park Berg Wege Mäuse Herz Ring Buch Brief Herr Dame Lilie Sonne Mond Schlüssel Fische Anker Kreuz",
 "ru": "Всадник Клевер Корабль Дом Дерево Тучи Змея Гроб Букет Коса Розги Птицы Ребёнок Лиса Медведь Звёзды Аист Собака Башня Сад Гора Развилка Мыши Сердце Кольцо Книга Письмо Мужчина Женщина Лилии Солнце Луна Ключ Рыбы Якорь Крест",
 "pl": "Jeździec Koniczyna Statek Dom Drzewo Chmury Wąż Trumna Bukiet Kosa Rózga Ptaki Dziecko Lis Niedźwiedź Gwiazdy Bocian Pies Wieża Ogród Góra Rozdroże Myszy Serce Pierścień Książka List Mężczyzna Kobieta Lilia Słońce Księżyc Klucz Ryby Kotwica Krzyż",
 "es": "Jinete|Trébol|Barco|Casa|Árbol|Nubes|Serpiente|Ataúd|Ramo|Guadaña|Látigo|Pájaros|Niño|Zorro|Oso|Estrellas|Cigüeña|Perro|Torre|Jardín|Montaña|Caminos|Ratones|Corazón|Anillo|Libro|Carta|Hombre|Mujer|Lirio|Sol|Luna|Llave|Peces|Ancla|Cruz",
 "pt": "Cavaleiro|Trevo|Navio|Casa|Árvore|Nuvens|Serpente|Caixão|Buquê|Foice|Chicote|Pássaros|Criança|Raposa|Urso|Estrelas|Cegonha|Cão|Torre|Jardim|Montanha|Caminhos|Ratos|Coração|Anel|Livro|Carta|Homem|Mulher|Lírio|Sol|Lua|Chave|Peixes|Âncora|Cruz",
 "fr": "Cavalier|Trèfle|Bateau|Maison|Arbre|Nuages|Serpent|Cercueil|Bouquet|Faux|Fouet|Oiseaux|Enfant|Renard|Ours|Étoiles|Cigogne|Chien|Tour|Jardin|Montagne|Carrefour|Souris|Cœur|Bague|Livre|Lettre|Homme|Femme|Lys|Soleil|Lune|Clé|Poissons|Ancre|Croix",
 "it": "Cavaliere|Quadrifoglio|Nave|Casa|Albero|Nuvole|Serpente|Bara|Mazzo di fiori|Falce|Frusta|Uccelli|Bambino|Volpe|Orso|Stelle|Cicogna|Cane|Torre|Giardino|Montagna|Bivio|Topi|Cuore|Anello|Libro|Lettera|Uomo|Donna|Giglio|Sole|Luna|Chiave|Pesci|Àncora|Croce",
 "nl": "Ruiter Klaver Schip Huis Boom Wolken Slang Doodskist Boeket Zeis Roede Vogels Kind Vos Beer Sterren Ooievaar Hond Toren Tuin Berg Kruispunt Muizen Hart Ring Boek Brief Man Vrouw Lelie Zon Maan Sleutel Vissen Anker Kruis",
 "cs": "Jezdec Jetel Loď Dům Strom Mraky Had Rakev Kytice Kosa Metla Ptáci Dítě Liška Medvěd Hvězdy Čáp Pes Věž Zahrada Hora Rozcestí Myši Srdce Prsten Kniha Dopis Muž Žena Lilie Slunce Měsíc Klíč Ryby Kotva Kříž",
 "ro": "Călărețul Trifoiul Corabia Casa Copacul Norii Șarpele Sicriul Buchetul Coasa Biciul Păsările Copilul Vulpea Ursul Stelele Barza Câinele Turnul Grădina Muntele Răscrucea Șoarecii Inima Inelul Cartea Scrisoarea Bărbatul Femeia Crinul Soarele Luna Cheia Peștii Ancora Crucea",
 "hu": "Lovas|Lóhere|Hajó|Ház|Fa|Felhők|Kígyó|Koporsó|Virágcsokor|Kasza|Ostor|Madarak|Gyermek|Róka|Medve|Csillagok|Gólya|Kutya|Torony|Kert|Hegy|Útelágazás|Egerek|Szív|Gyűrű|Könyv|Levél|Férfi|Nő|Liliom|Nap|Hold|Kulcs|Halak|Horgony|Kereszt",
 "el": "Καβαλάρης Τριφύλλι Πλοίο Σπίτι Δέντρο Σύννεφα Φίδι Φέρετρο Μπουκέτο Δρεπάνι Μαστίγιο Πουλιά Παιδί Αλεπού Αρκούδα Αστέρια Πελαργός Σκύλος Πύργος Κήπος Βουνό Σταυροδρόμι Ποντίκια Καρδιά Δαχτυλίδι Βιβλίο Γράμμα Άντρας Γυναίκα Κρίνος Ήλιος Φεγγάρι Κλειδί Ψάρια Άγκυρα Σταυρός",
 "tr": "Atlı|Yonca|Gemi|Ev|Ağaç|Bulutlar|Yılan|Tabut|Buket|Tırpan|Kamçı|Kuşlar|Çocuk|Tilki|Ayı|Yıldızlar|Leylek|Köpek|Kule|Bahçe|Dağ|Yol Ayrımı|Fareler|Kalp|Yüzük|Kitap|Mektup|Erkek|Kadın|Zambak|Güneş|Ay|Anahtar|Balıklar|Çapa|Haç",
 "ar": "الفارس|البرسيم|السفينة|البيت|الشجرة|الغيوم|الأفعى|التابوت|الباقة|المنجل|السوط|الطيور|الطفل|الثعلب|الدب|النجوم|اللقلق|الكلب|البرج|الحديقة|الجبل|مفترق الطرق|الفئران|القلب|الخاتم|الكتاب|الرسالة|الرجل|المرأة|الزنبق|الشمس|القمر|المفتاح|الأسماك|المرساة|الصليب",
 "hi": "घुड़सवार|तिपतिया|जहाज़|घर|पेड़|बादल|साँप|ताबूत|गुलदस्ता|हँसिया|चाबुक|पक्षी|बच्चा|लोमड़ी|भालू|तारे|सारस|कुत्ता|मीनार|बगीचा|पहाड़|चौराहा|चूहे|दिल|अंगूठी|किताब|पत्र|पुरुष|स्त्री|कुमुदिनी|सूर्य|चंद्रमा|चाबी|मछलियाँ|लंगर|क्रूस",
 "ja": "騎手 クローバー 船 家 木 雲 蛇 棺 花束 鎌 鞭 鳥 子供 狐 熊 星 コウノトリ 犬 塔 庭園 山 分かれ道 ネズミ ハート 指輪 本 手紙 紳士 淑女 百合 太陽 月 鍵 魚 錨 十字架",
 "ko": "기수 클로버 배 집 나무 구름 뱀 관 꽃다발 낫 채찍 새 아이 여우 곰 별 황새 개 탑 정원 산 갈림길 쥐 하트 반지 책 편지 남자 여자 백합 태양 달 열쇠 물고기 닻 십자가",
 "vi": "Kỵ Sĩ|Cỏ Ba Lá|Con Tàu|Ngôi Nhà|Cái Cây|Mây|Con Rắn|Quan Tài|Bó Hoa|Lưỡi Hái|Roi|Chim|Đứa Trẻ|Cáo|Gấu|Các Vì Sao|Cò|Chó|Tòa Tháp|Khu Vườn|Ngọn Núi|Ngã Rẽ|Chuột|Trái Tim|Chiếc Nhẫn|Cuốn Sách|Lá Thư|Người Đàn Ông|Người Phụ Nữ|Hoa Huệ|Mặt Trời|Mặt Trăng|Chìa Khóa|Cá|Mỏ Neo|Thánh Giá",
 "id": "Penunggang|Semanggi|Kapal|Rumah|Pohon|Awan|Ular|Peti Mati|Buket|Sabit|Cambuk|Burung|Anak|Rubah|Beruang|Bintang|Bangau|Anjing|Menara|Taman|Gunung|Persimpangan|Tikus|Hati|Cincin|Buku|Surat|Pria|Wanita|Bunga Lili|Matahari|Bulan|Kunci|Ikan|Jangkar|Salib",
}

def lenormand_names(lang):
    s = LENORMAND[lang]
    parts = s.split("|") if "|" in s else s.split()
    assert len(parts) == 36, (lang, len(parts))
    return dict(zip(LENORMAND_ORDER, parts))

def minor_name(lang, rank_index, suit):
    m = MINOR[lang]
    r = m["ranks"][rank_index]
    s = m["suits"][suit]
    tpl = m["template"]
    if "pip_template" in m and 1 <= rank_index <= 9:
        tpl = m["pip_template"]
    if "queen_template" in m and rank_index == 12:
        tpl = m["queen_template"]
    name = tpl.format(r=r, s=s)
    if m.get("elide") and s[0] in "AEIOUÉÈaeiouéè":
        name = name.replace(" de " + s, " d'" + s)
    return name
