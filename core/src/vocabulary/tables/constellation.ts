/**
 * The 88 constellations of the International Astronomical Union (boundaries: Delporte, 1930;
 * names and abbreviations: IAU 1922, as the Roman table CDS VI/42 keys them; /constellations,
 * plugins/western/src/lib/constellations.ts), named as each language's astronomy writes them:
 * English the Latin IAU names; German, French, Spanish, Portuguese, Italian, Dutch, Polish,
 * Czech, Romanian, Hungarian, Turkish, Russian, Ukrainian, Greek and Arabic their own names (the
 * Arabic ones after al-Sufi's Book of Fixed Stars where it has them: العقاب, الجبار, الجوزاء);
 * Indonesian the Latin names its astronomy uses; Vietnamese the Sino-Vietnamese names; Hindi
 * the Indian names where the sky has one (सप्तर्षि, मृग, वृश्चिक) and translations otherwise;
 * Japanese the kana names of the Japanese Astronomical Society (わし座); Korean the names of the
 * Korean Astronomical Society (독수리자리). Slugs are the kebab-case Latin names.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const CONSTELLATION_TERMS: TermTable = rowTable(`
aquila|Aquila|Adler|Aigle|Águila|Águia|Aquila|Arend|Orzeł|Orel|Vulturul|Sas|Kartal|Aquila|Thiên Ưng|Орёл|Орел|Αετός|العقاب|गरुड़|わし座|독수리자리
andromeda|Andromeda|Andromeda|Andromède|Andrómeda|Andrómeda|Andromeda|Andromeda|Andromeda|Andromeda|Andromeda|Androméda|Andromeda|Andromeda|Tiên Nữ|Андромеда|Андромеда|Ανδρομέδα|المرأة المسلسلة|देवयानी|アンドロメダ座|안드로메다자리
sculptor|Sculptor|Bildhauer|Sculpteur|Escultor|Escultor|Scultore|Beeldhouwer|Rzeźbiarz|Sochař|Sculptorul|Szobrász|Heykeltıraş|Sculptor|Ngọc Phu|Скульптор|Скульптор|Γλύπτης|النحات|मूर्तिकार|ちょうこくしつ座|조각가자리
ara|Ara|Altar|Autel|Altar|Altar|Altare|Altaar|Ołtarz|Oltář|Altarul|Oltár|Sunak|Ara|Thiên Đàn|Жертвенник|Жертовник|Βωμός|المجمرة|वेदी|さいだん座|제단자리
libra|Libra|Waage|Balance|Libra|Balança|Bilancia|Weegschaal|Waga|Váhy|Balanța|Mérleg|Terazi|Libra|Thiên Xứng|Весы|Терези|Ζυγός|الميزان|तुला|てんびん座|천칭자리
cetus|Cetus|Walfisch|Baleine|Ballena|Baleia|Balena|Walvis|Wieloryb|Velryba|Balena|Cet|Balina|Cetus|Kình Ngư|Кит|Кит|Κήτος|قيطس|तिमिंगल|くじら座|고래자리
aries|Aries|Widder|Bélier|Aries|Carneiro|Ariete|Ram|Baran|Beran|Berbecul|Kos|Koç|Aries|Bạch Dương|Овен|Овен|Κριός|الحمل|मेष|おひつじ座|양자리
pyxis|Pyxis|Schiffskompass|Boussole|Brújula|Bússola|Bussola|Kompas|Kompas|Kompas|Busola|Tájoló|Pusula|Pyxis|La Bàn|Компас|Компас|Πυξίδα|بيت الإبرة|दिक्सूचक|らしんばん座|나침반자리
bootes|Bootes|Bärenhüter|Bouvier|Boyero|Boieiro|Boote|Ossenhoeder|Wolarz|Pastýř|Boarul|Ökörhajcsár|Çoban|Bootes|Mục Phu|Волопас|Волопас|Βοώτης|العواء|भूतेश|うしかい座|목동자리
caelum|Caelum|Grabstichel|Burin|Cincel|Buril|Bulino|Graveerstift|Rylec|Rydlo|Dalta|Véső|Çelik Kalem|Caelum|Điêu Cụ|Резец|Різець|Γλυφείο|آلة النقش|छेनी|ちょうこくぐ座|조각칼자리
chamaeleon|Chamaeleon|Chamäleon|Caméléon|Camaleón|Camaleão|Camaleonte|Kameleon|Kameleon|Chameleon|Cameleonul|Kaméleon|Bukalemun|Chamaeleon|Yển Diên|Хамелеон|Хамелеон|Χαμαιλέων|الحرباء|गिरगिट|カメレオン座|카멜레온자리
cancer|Cancer|Krebs|Cancer|Cáncer|Caranguejo|Cancro|Kreeft|Rak|Rak|Racul|Rák|Yengeç|Cancer|Cự Giải|Рак|Рак|Καρκίνος|السرطان|कर्क|かに座|게자리
capricornus|Capricornus|Steinbock|Capricorne|Capricornio|Capricórnio|Capricorno|Steenbok|Koziorożec|Kozoroh|Capricornul|Bak|Oğlak|Capricornus|Ma Kết|Козерог|Козоріг|Αιγόκερως|الجدي|मकर|やぎ座|염소자리
carina|Carina|Kiel des Schiffs|Carène|Quilla|Quilha|Carena|Kiel|Kil|Lodní kýl|Carena|Hajógerinc|Karina|Carina|Thuyền Để|Киль|Кіль|Τρόπις|القاعدة|नौतल|りゅうこつ座|용골자리
cassiopeia|Cassiopeia|Kassiopeia|Cassiopée|Casiopea|Cassiopeia|Cassiopea|Cassiopeia|Kasjopeja|Kasiopeja|Cassiopeia|Kassziopeia|Kraliçe|Cassiopeia|Tiên Hậu|Кассиопея|Кассіопея|Κασσιόπη|ذات الكرسي|शर्मिष्ठा|カシオペヤ座|카시오페이아자리
centaurus|Centaurus|Zentaur|Centaure|Centauro|Centauro|Centauro|Centaur|Centaur|Kentaur|Centaurul|Kentaur|Erboğa|Centaurus|Bán Nhân Mã|Центавр|Центавр|Κένταυρος|قنطورس|नरतुरंग|ケンタウルス座|켄타우루스자리
cepheus|Cepheus|Kepheus|Céphée|Cefeo|Cefeu|Cefeo|Cepheus|Cefeusz|Kefeus|Cefeu|Cepheus|Kral|Cepheus|Tiên Vương|Цефей|Цефей|Κηφέας|قيفاوس|वृषपर्वा|ケフェウス座|케페우스자리
coma-berenices|Coma Berenices|Haar der Berenike|Chevelure de Bérénice|Cabellera de Berenice|Cabeleira de Berenice|Chioma di Berenice|Hoofdhaar|Warkocz Bereniki|Vlasy Bereniky|Părul Berenicei|Bereniké haja|Berenis'in Saçı|Coma Berenices|Hậu Phát|Волосы Вероники|Волосся Вероніки|Κόμη της Βερενίκης|الهلبة|केश|かみのけ座|머리털자리
canes-venatici|Canes Venatici|Jagdhunde|Chiens de chasse|Perros de Caza|Cães de Caça|Cani da Caccia|Jachthonden|Psy Gończe|Honicí psi|Ogarii|Vadászebek|Av Köpekleri|Canes Venatici|Lạp Khuyển|Гончие Псы|Гончі Пси|Θηρευτικοί Κύνες|كلاب الصيد|शिकारी कुत्ते|りょうけん座|사냥개자리
auriga|Auriga|Fuhrmann|Cocher|Auriga|Cocheiro|Auriga|Voerman|Woźnica|Vozka|Vizitiul|Szekeres|Arabacı|Auriga|Ngự Phu|Возничий|Візничий|Ηνίοχος|ممسك الأعنة|सारथी|ぎょしゃ座|마차부자리
columba|Columba|Taube|Colombe|Paloma|Pomba|Colomba|Duif|Gołąb|Holubice|Porumbelul|Galamb|Güvercin|Columba|Thiên Cáp|Голубь|Голуб|Περιστερά|الحمامة|कपोत|はと座|비둘기자리
circinus|Circinus|Zirkel|Compas|Compás|Compasso|Compasso|Passer|Cyrkiel|Kružítko|Compasul|Körző|Pergel|Circinus|Viên Quy|Циркуль|Циркуль|Διαβήτης|البركار|परकार|コンパス座|컴퍼스자리
crater|Crater|Becher|Coupe|Copa|Taça|Cratere|Beker|Puchar|Pohár|Cupa|Serleg|Kupa|Crater|Cự Tước|Чаша|Чаша|Κρατήρ|الباطية|चषक|コップ座|컵자리
corona-australis|Corona Australis|Südliche Krone|Couronne australe|Corona Austral|Coroa Austral|Corona Australe|Zuiderkroon|Korona Południowa|Jižní koruna|Coroana Australă|Déli Korona|Güney Tacı|Corona Australis|Nam Miện|Южная Корона|Південна Корона|Νότιος Στέφανος|الإكليل الجنوبي|दक्षिण किरीट|みなみのかんむり座|남쪽왕관자리
corona-borealis|Corona Borealis|Nördliche Krone|Couronne boréale|Corona Boreal|Coroa Boreal|Corona Boreale|Noorderkroon|Korona Północna|Severní koruna|Coroana Boreală|Északi Korona|Kuzey Tacı|Corona Borealis|Bắc Miện|Северная Корона|Північна Корона|Βόρειος Στέφανος|الإكليل الشمالي|उत्तर किरीट|かんむり座|북쪽왕관자리
corvus|Corvus|Rabe|Corbeau|Cuervo|Corvo|Corvo|Raaf|Kruk|Havran|Corbul|Holló|Karga|Corvus|Ô Nha|Ворон|Ворон|Κόραξ|الغراب|काक|からす座|까마귀자리
crux|Crux|Kreuz des Südens|Croix du Sud|Cruz del Sur|Cruzeiro do Sul|Croce del Sud|Zuiderkruis|Krzyż Południa|Jižní kříž|Crucea Sudului|Dél Keresztje|Güney Haçı|Crux|Nam Thập Tự|Южный Крест|Південний Хрест|Σταυρός του Νότου|الصليب الجنوبي|त्रिशंकु|みなみじゅうじ座|남십자자리
cygnus|Cygnus|Schwan|Cygne|Cisne|Cisne|Cigno|Zwaan|Łabędź|Labuť|Lebăda|Hattyú|Kuğu|Cygnus|Thiên Nga|Лебедь|Лебідь|Κύκνος|الدجاجة|हंस|はくちょう座|백조자리
delphinus|Delphinus|Delfin|Dauphin|Delfín|Delfim|Delfino|Dolfijn|Delfin|Delfín|Delfinul|Delfin|Yunus|Delphinus|Hải Đồn|Дельфин|Дельфін|Δελφίνι|الدلفين|डॉल्फ़िन|いるか座|돌고래자리
dorado|Dorado|Schwertfisch|Dorade|Dorado|Dourado|Dorado|Goudvis|Złota Ryba|Mečoun|Dorada|Aranyhal|Kılıçbalığı|Dorado|Kiếm Ngư|Золотая Рыба|Золота Риба|Ξιφίας|أبو سيف|स्वर्णमीन|かじき座|황새치자리
draco|Draco|Drache|Dragon|Dragón|Dragão|Dragone|Draak|Smok|Drak|Dragonul|Sárkány|Ejderha|Draco|Thiên Long|Дракон|Дракон|Δράκων|التنين|अजगर|りゅう座|용자리
norma|Norma|Winkelmaß|Règle|Escuadra|Esquadro|Regolo|Winkelhaak|Węgielnica|Pravítko|Echerul|Szögmérő|Cetvel|Norma|Củ Xích|Наугольник|Косинець|Γνώμων|الساعد|गुनिया|じょうぎ座|직각자자리
eridanus|Eridanus|Eridanus|Éridan|Erídano|Erídano|Eridano|Eridanus|Erydan|Eridanus|Eridanul|Eridanus|Irmak|Eridanus|Ba Giang|Эридан|Ерідан|Ηριδανός|النهر|नदी|エリダヌス座|에리다누스자리
sagitta|Sagitta|Pfeil|Flèche|Flecha|Flecha|Freccia|Pijl|Strzała|Šíp|Săgeata|Nyíl|Ok|Sagitta|Thiên Tiễn|Стрела|Стріла|Οϊστός|السهم|बाण|や座|화살자리
fornax|Fornax|Chemischer Ofen|Fourneau|Horno|Forno|Fornace|Oven|Piec|Pec|Cuptorul|Kemence|Fırın|Fornax|Thiên Lô|Печь|Піч|Κάμινος|الكور|भट्ठी|ろ座|화로자리
gemini|Gemini|Zwillinge|Gémeaux|Géminis|Gémeos|Gemelli|Tweelingen|Bliźnięta|Blíženci|Gemenii|Ikrek|İkizler|Gemini|Song Tử|Близнецы|Близнята|Δίδυμοι|الجوزاء|मिथुन|ふたご座|쌍둥이자리
camelopardalis|Camelopardalis|Giraffe|Girafe|Jirafa|Girafa|Giraffa|Giraffe|Żyrafa|Žirafa|Girafa|Zsiráf|Zürafa|Camelopardalis|Lộc Báo|Жираф|Жираф|Καμηλοπάρδαλη|الزرافة|जिराफ़|きりん座|기린자리
canis-major|Canis Major|Großer Hund|Grand Chien|Can Mayor|Cão Maior|Cane Maggiore|Grote Hond|Wielki Pies|Velký pes|Câinele Mare|Nagy Kutya|Büyük Köpek|Canis Major|Đại Khuyển|Большой Пёс|Великий Пес|Μέγας Κύων|الكلب الأكبر|बृहल्लुब्धक|おおいぬ座|큰개자리
ursa-major|Ursa Major|Großer Bär|Grande Ourse|Osa Mayor|Ursa Maior|Orsa Maggiore|Grote Beer|Wielka Niedźwiedzica|Velká medvědice|Ursa Mare|Nagy Medve|Büyükayı|Ursa Major|Đại Hùng|Большая Медведица|Велика Ведмедиця|Μεγάλη Άρκτος|الدب الأكبر|सप्तर्षि|おおぐま座|큰곰자리
grus|Grus|Kranich|Grue|Grulla|Grou|Gru|Kraanvogel|Żuraw|Jeřáb|Cocorul|Daru|Turna|Grus|Thiên Hạc|Журавль|Журавель|Γερανός|الكركي|बक|つる座|두루미자리
hercules|Hercules|Herkules|Hercule|Hércules|Hércules|Ercole|Hercules|Herkules|Herkules|Hercule|Herkules|Herkül|Hercules|Vũ Tiên|Геркулес|Геркулес|Ηρακλής|الجاثي|शौरी|ヘルクレス座|헤르쿨레스자리
horologium|Horologium|Pendeluhr|Horloge|Reloj|Relógio|Orologio|Slingeruurwerk|Zegar|Hodiny|Orologiul|Ingaóra|Saat|Horologium|Thời Chung|Часы|Годинник|Ωρολόγιο|الساعة|होरामापी|とけい座|시계자리
hydra|Hydra|Wasserschlange|Hydre|Hidra|Hidra|Idra|Waterslang|Hydra|Hydra|Hidra|Északi Vízikígyó|Suyılanı|Hydra|Trường Xà|Гидра|Гідра|Ύδρα|الشجاع|वासुकि|うみへび座|바다뱀자리
hydrus|Hydrus|Kleine Wasserschlange|Hydre mâle|Hidra Macho|Hidra Macho|Idra Maschio|Kleine Waterslang|Wąż Wodny|Malý vodní had|Hidra Mică|Déli Vízikígyó|Küçük Suyılanı|Hydrus|Thủy Xà|Южная Гидра|Південна Гідра|Ύδρος|الحية المائية|लघु जलसर्प|みずへび座|물뱀자리
indus|Indus|Indianer|Indien|Indio|Índio|Indiano|Indiaan|Indianin|Indián|Indianul|Indián|Hintli|Indus|Ấn Đệ An|Индеец|Індіанець|Ινδός|الهندي|भारतीय|インディアン座|인디언자리
lacerta|Lacerta|Eidechse|Lézard|Lagarto|Lagarto|Lucertola|Hagedis|Jaszczurka|Ještěrka|Șopârla|Gyík|Kertenkele|Lacerta|Hiết Hổ|Ящерица|Ящірка|Σαύρα|العظاية|छिपकली|とかげ座|도마뱀자리
monoceros|Monoceros|Einhorn|Licorne|Unicornio|Unicórnio|Unicorno|Eenhoorn|Jednorożec|Jednorožec|Licornul|Egyszarvú|Tekboynuz|Monoceros|Kỳ Lân|Единорог|Єдиноріг|Μονόκερως|وحيد القرن|एकशृंगी|いっかくじゅう座|외뿔소자리
lepus|Lepus|Hase|Lièvre|Liebre|Lebre|Lepre|Haas|Zając|Zajíc|Iepurele|Nyúl|Tavşan|Lepus|Thiên Thố|Заяц|Заєць|Λαγωός|الأرنب|शशक|うさぎ座|토끼자리
leo|Leo|Löwe|Lion|Leo|Leão|Leone|Leeuw|Lew|Lev|Leul|Oroszlán|Aslan|Leo|Sư Tử|Лев|Лев|Λέων|الأسد|सिंह|しし座|사자자리
lupus|Lupus|Wolf|Loup|Lobo|Lobo|Lupo|Wolf|Wilk|Vlk|Lupul|Farkas|Kurt|Lupus|Sài Lang|Волк|Вовк|Λύκος|السبع|वृक|おおかみ座|이리자리
lynx|Lynx|Luchs|Lynx|Lince|Lince|Lince|Lynx|Ryś|Rys|Râsul|Hiúz|Vaşak|Lynx|Thiên Miêu|Рысь|Рись|Λύγξ|الوشق|बनबिलाव|やまねこ座|살쾡이자리
lyra|Lyra|Leier|Lyre|Lira|Lira|Lira|Lier|Lutnia|Lyra|Lira|Lant|Çalgı|Lyra|Thiên Cầm|Лира|Ліра|Λύρα|الشلياق|वीणा|こと座|거문고자리
antlia|Antlia|Luftpumpe|Machine pneumatique|Máquina Neumática|Máquina Pneumática|Macchina Pneumatica|Luchtpomp|Pompa|Vývěva|Mașina Pneumatică|Légszivattyú|Hava Tulumbası|Antlia|Tức Đồng|Насос|Насос|Αντλία|مفرغة الهواء|वायुपंप|ポンプ座|공기펌프자리
microscopium|Microscopium|Mikroskop|Microscope|Microscopio|Microscópio|Microscopio|Microscoop|Mikroskop|Mikroskop|Microscopul|Mikroszkóp|Mikroskop|Microscopium|Hiển Vi Kính|Микроскоп|Мікроскоп|Μικροσκόπιο|المجهر|सूक्ष्मदर्शी|けんびきょう座|현미경자리
musca|Musca|Fliege|Mouche|Mosca|Mosca|Mosca|Vlieg|Mucha|Moucha|Musca|Légy|Sinek|Musca|Thương Dăng|Муха|Муха|Μυία|الذبابة|मक्षिका|はえ座|파리자리
octans|Octans|Oktant|Octant|Octante|Oitante|Ottante|Octant|Oktant|Oktant|Octantul|Oktáns|Oktant|Octans|Nam Cực|Октант|Октант|Οκτάς|الثماني|अष्टक|はちぶんぎ座|팔분의자리
apus|Apus|Paradiesvogel|Oiseau de paradis|Ave del Paraíso|Ave-do-Paraíso|Uccello del Paradiso|Paradijsvogel|Ptak Rajski|Rajka|Pasărea Paradisului|Paradicsommadár|Cennet Kuşu|Apus|Thiên Yến|Райская Птица|Райський Птах|Πτηνό του Παραδείσου|طائر الفردوس|स्वर्गपक्षी|ふうちょう座|극락조자리
ophiuchus|Ophiuchus|Schlangenträger|Serpentaire|Ofiuco|Ofiúco|Ofiuco|Slangendrager|Wężownik|Hadonoš|Ofiucus|Kígyótartó|Yılancı|Ophiuchus|Xà Phu|Змееносец|Змієносець|Οφιούχος|الحواء|सर्पधर|へびつかい座|뱀주인자리
orion|Orion|Orion|Orion|Orión|Órion|Orione|Orion|Orion|Orion|Orion|Orion|Avcı|Orion|Lạp Hộ|Орион|Оріон|Ωρίων|الجبار|मृग|オリオン座|오리온자리
pavo|Pavo|Pfau|Paon|Pavo|Pavão|Pavone|Pauw|Paw|Páv|Păunul|Páva|Tavus|Pavo|Khổng Tước|Павлин|Павич|Ταώς|الطاووس|मयूर|くじゃく座|공작자리
pegasus|Pegasus|Pegasus|Pégase|Pegaso|Pégaso|Pegaso|Pegasus|Pegaz|Pegas|Pegas|Pegazus|Kanatlı At|Pegasus|Phi Mã|Пегас|Пегас|Πήγασος|الفرس الأعظم|महाश्व|ペガスス座|페가수스자리
pictor|Pictor|Maler|Peintre|Pintor|Pintor|Pittore|Schilder|Malarz|Malíř|Pictorul|Festő|Ressam|Pictor|Hội Giá|Живописец|Живописець|Οκρίβας|آلة الرسام|चित्रकार|がか座|화가자리
perseus|Perseus|Perseus|Persée|Perseo|Perseu|Perseo|Perseus|Perseusz|Perseus|Perseu|Perszeusz|Kahraman|Perseus|Anh Tiên|Персей|Персей|Περσέας|حامل رأس الغول|ययाति|ペルセウス座|페르세우스자리
equuleus|Equuleus|Füllen|Petit Cheval|Caballito|Cavalo Menor|Cavallino|Veulen|Źrebię|Koníček|Calul Mic|Csikó|Tay|Equuleus|Tiểu Mã|Малый Конь|Малий Кінь|Ιππάριο|قطعة الفرس|अश्वक|こうま座|조랑말자리
canis-minor|Canis Minor|Kleiner Hund|Petit Chien|Can Menor|Cão Menor|Cane Minore|Kleine Hond|Mały Pies|Malý pes|Câinele Mic|Kis Kutya|Küçük Köpek|Canis Minor|Tiểu Khuyển|Малый Пёс|Малий Пес|Μικρός Κύων|الكلب الأصغر|लघुलुब्धक|こいぬ座|작은개자리
leo-minor|Leo Minor|Kleiner Löwe|Petit Lion|León Menor|Leão Menor|Leone Minore|Kleine Leeuw|Mały Lew|Malý lev|Leul Mic|Kis Oroszlán|Küçük Aslan|Leo Minor|Tiểu Sư|Малый Лев|Малий Лев|Μικρός Λέων|الأسد الأصغر|लघुसिंह|こじし座|작은사자자리
vulpecula|Vulpecula|Fuchs|Petit Renard|Zorra|Raposa|Volpetta|Vosje|Lisek|Lištička|Vulpea|Kis Róka|Tilkicik|Vulpecula|Hồ Ly|Лисичка|Лисичка|Αλώπηξ|الثعلب|जंबुक|こぎつね座|여우자리
ursa-minor|Ursa Minor|Kleiner Bär|Petite Ourse|Osa Menor|Ursa Menor|Orsa Minore|Kleine Beer|Mała Niedźwiedzica|Malá medvědice|Ursa Mică|Kis Medve|Küçükayı|Ursa Minor|Tiểu Hùng|Малая Медведица|Мала Ведмедиця|Μικρή Άρκτος|الدب الأصغر|लघु सप्तर्षि|こぐま座|작은곰자리
phoenix|Phoenix|Phönix|Phénix|Fénix|Fénix|Fenice|Phoenix|Feniks|Fénix|Phoenix|Főnix|Anka|Phoenix|Phượng Hoàng|Феникс|Фенікс|Φοίνιξ|العنقاء|अग्निपक्षी|ほうおう座|봉황새자리
pisces|Pisces|Fische|Poissons|Piscis|Peixes|Pesci|Vissen|Ryby|Ryby|Peștii|Halak|Balık|Pisces|Song Ngư|Рыбы|Риби|Ιχθύες|الحوت|मीन|うお座|물고기자리
piscis-austrinus|Piscis Austrinus|Südlicher Fisch|Poisson austral|Pez Austral|Peixe Austral|Pesce Australe|Zuidervis|Ryba Południowa|Jižní ryba|Peștele Austral|Déli Hal|Güney Balığı|Piscis Austrinus|Nam Ngư|Южная Рыба|Південна Риба|Νότιος Ιχθύς|الحوت الجنوبي|दक्षिण मीन|みなみのうお座|남쪽물고기자리
volans|Volans|Fliegender Fisch|Poisson volant|Pez Volador|Peixe Voador|Pesce Volante|Vliegende Vis|Ryba Latająca|Létající ryba|Peștele Zburător|Repülőhal|Uçan Balık|Volans|Phi Ngư|Летучая Рыба|Летюча Риба|Ιπτάμενος Ιχθύς|السمكة الطائرة|उड़न मीन|とびうお座|날치자리
puppis|Puppis|Achterdeck des Schiffs|Poupe|Popa|Popa|Poppa|Achtersteven|Rufa|Lodní záď|Pupa|Hajófar|Pupa|Puppis|Thuyền Vĩ|Корма|Корма|Πρύμνη|الكوثل|नौपृष्ठ|とも座|고물자리
reticulum|Reticulum|Netz|Réticule|Retículo|Retículo|Reticolo|Net|Sieć|Síť|Reticulul|Háló|Ağ|Reticulum|Võng Cổ|Сетка|Сітка|Δικτυωτό|الشبكة|जालिका|レチクル座|그물자리
sagittarius|Sagittarius|Schütze|Sagittaire|Sagitario|Sagitário|Sagittario|Boogschutter|Strzelec|Střelec|Săgetătorul|Nyilas|Yay|Sagittarius|Nhân Mã|Стрелец|Стрілець|Τοξότης|القوس|धनु|いて座|궁수자리
scorpius|Scorpius|Skorpion|Scorpion|Escorpio|Escorpião|Scorpione|Schorpioen|Skorpion|Štír|Scorpionul|Skorpió|Akrep|Scorpius|Thiên Yết|Скорпион|Скорпіон|Σκορπιός|العقرب|वृश्चिक|さそり座|전갈자리
scutum|Scutum|Schild|Écu de Sobieski|Escudo|Escudo|Scudo|Schild|Tarcza|Štít|Scutul|Pajzs|Kalkan|Scutum|Thuẫn Bài|Щит|Щит|Ασπίδα|الترس|ढाल|たて座|방패자리
serpens|Serpens|Schlange|Serpent|Serpiente|Serpente|Serpente|Slang|Wąż|Had|Șarpele|Kígyó|Yılan|Serpens|Cự Xà|Змея|Змія|Όφις|الحية|सर्प|へび座|뱀자리
sextans|Sextans|Sextant|Sextant|Sextante|Sextante|Sestante|Sextant|Sekstant|Sextant|Sextantul|Szextáns|Sekstant|Sextans|Lục Phân Nghi|Секстант|Секстант|Εξάντας|السدس|षष्ठक|ろくぶんぎ座|육분의자리
mensa|Mensa|Tafelberg|Table|Mesa|Mesa|Mensa|Tafelberg|Góra Stołowa|Tabulová hora|Masa|Táblahegy|Masa|Mensa|Sơn Án|Столовая Гора|Столова Гора|Τράπεζα|الجبل|मेज़|テーブルさん座|테이블산자리
taurus|Taurus|Stier|Taureau|Tauro|Touro|Toro|Stier|Byk|Býk|Taurul|Bika|Boğa|Taurus|Kim Ngưu|Телец|Телець|Ταύρος|الثور|वृषभ|おうし座|황소자리
telescopium|Telescopium|Teleskop|Télescope|Telescopio|Telescópio|Telescopio|Telescoop|Luneta|Dalekohled|Telescopul|Távcső|Teleskop|Telescopium|Viễn Vọng Kính|Телескоп|Телескоп|Τηλεσκόπιο|المرقب|दूरबीन|ぼうえんきょう座|망원경자리
tucana|Tucana|Tukan|Toucan|Tucán|Tucano|Tucano|Toekan|Tukan|Tukan|Tucanul|Tukán|Tukan|Tucana|Đỗ Quyên|Тукан|Тукан|Τουκάνα|الطوقان|टूकन|きょしちょう座|큰부리새자리
triangulum|Triangulum|Dreieck|Triangle|Triángulo|Triângulo|Triangolo|Driehoek|Trójkąt|Trojúhelník|Triunghiul|Háromszög|Üçgen|Triangulum|Tam Giác|Треугольник|Трикутник|Τρίγωνο|المثلث|त्रिकोण|さんかく座|삼각형자리
triangulum-australe|Triangulum Australe|Südliches Dreieck|Triangle austral|Triángulo Austral|Triângulo Austral|Triangolo Australe|Zuiderdriehoek|Trójkąt Południowy|Jižní trojúhelník|Triunghiul Austral|Déli Háromszög|Güney Üçgeni|Triangulum Australe|Nam Tam Giác|Южный Треугольник|Південний Трикутник|Νότιο Τρίγωνο|المثلث الجنوبي|दक्षिण त्रिकोण|みなみのさんかく座|남쪽삼각형자리
aquarius|Aquarius|Wassermann|Verseau|Acuario|Aquário|Acquario|Waterman|Wodnik|Vodnář|Vărsătorul|Vízöntő|Kova|Aquarius|Bảo Bình|Водолей|Водолій|Υδροχόος|الدلو|कुंभ|みずがめ座|물병자리
virgo|Virgo|Jungfrau|Vierge|Virgo|Virgem|Vergine|Maagd|Panna|Panna|Fecioara|Szűz|Başak|Virgo|Xử Nữ|Дева|Діва|Παρθένος|العذراء|कन्या|おとめ座|처녀자리
vela|Vela|Segel des Schiffs|Voiles|Vela|Vela|Vele|Zeilen|Żagiel|Plachty|Velele|Vitorla|Yelken|Vela|Thuyền Phàm|Паруса|Вітрила|Ιστία|الشراع|पाल|ほ座|돛자리
`);
