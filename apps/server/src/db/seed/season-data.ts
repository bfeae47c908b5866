/**
 * Demo season of the (fictional) Rakparti Színház, Budapest.
 * Pure data: the seeder turns these into venues, productions, ticket types and performances.
 */
import type { SeedProduction, SeedVenue } from './season-types.js';

export const venues: SeedVenue[] = [
  {
    key: 'nagyszinpad',
    name: { hu: 'Nagyszínpad', en: 'Main Stage' },
    address: '1011 Budapest, Bem rakpart 33.',
    capacity: 620,
  },
  {
    key: 'kamaraterem',
    name: { hu: 'Kamaraterem', en: 'Chamber Hall' },
    address: '1011 Budapest, Bem rakpart 33.',
    capacity: 190,
  },
  {
    key: 'studio',
    name: { hu: 'Stúdió', en: 'Studio' },
    address: '1011 Budapest, Pala utca 6.',
    capacity: 80,
  },
];

export const productions: SeedProduction[] = [
  {
    key: 'bank-ban',
    name: { hu: 'Bánk bán', en: 'Bánk bán' },
    author: { hu: 'Katona József', en: 'József Katona' },
    description: {
      hu: `Katona József drámája a magyar színházi hagyomány egyik alapműve. 1213-ban járunk: amíg II. Endre király hadban van, a merániai Gertrudis királyné és idegen udvaroncai uralják az országot. Bánk, a nádor, hazatérve azt tapasztalja, hogy a nép nyomorog, a főurak összeesküvést szőnek, feleségét, Melindát pedig a királyné öccse, Ottó ostromolja.

Előadásunk nem kosztümös tabló, hanem egy kimerült, döntésképtelen ember portréja, akit a közügy és a magánélet egyszerre sodor a tragédia felé. Mit jelent a hűség, ha a hatalom már nem méltó rá? Meddig lehet hallgatni, és mi az ára a tettnek?

A díszlet egy hatalmas, lassan megdőlő trónterem, amelyben minden jelenet egy kicsit ferdébb, mint az előző – ahogyan Bánk világa is kibillen a helyéből.

**Szereplők:** Bánk bán, Magyarország nádora – Kardos Máté · Gertrudis királyné – Halasi Judit · II. Endre király – Bakó Levente · Ottó, merániai herceg – Szemes Ákos · Melinda – Lovas Réka · Petur bán – Somogyi Tamás · Tiborc – Gyarmati Ferenc · Biberach – Radó Péter · Mikhál bán – Buday Gábor · Izidóra – Fekete Nóra

**Alkotók:** díszlet: Fodor Lili · jelmez: Kertes Anikó · zene: Dobai Márton · dramaturg: Pethő Zsófia · rendező: **Sárközi Gellért**`,
      en: `József Katona's drama is one of the cornerstones of Hungarian theatre. The year is 1213: while King Andrew II is away at war, Queen Gertrude of Merania and her foreign courtiers rule the country. Returning home, Bánk, the Palatine, finds the people starving, the nobles plotting, and his wife Melinda pursued by the queen's brother, Otto.

Our production is not a costume pageant but the portrait of an exhausted, hesitant man driven towards tragedy by public duty and private life at once. What does loyalty mean when power no longer deserves it? How long can one stay silent, and what is the price of action?

The set is a vast throne room that slowly tilts: every scene stands a little more askew than the one before, just as Bánk's world slides out of balance.

**Cast:** Bánk bán, Palatine of Hungary – Máté Kardos · Queen Gertrude – Judit Halasi · King Andrew II – Levente Bakó · Otto, Prince of Merania – Ákos Szemes · Melinda – Réka Lovas · Ban Petur – Tamás Somogyi · Tiborc – Ferenc Gyarmati · Biberach – Péter Radó · Ban Mikhál – Gábor Buday · Izidóra – Nóra Fekete

**Creators:** set: Lili Fodor · costumes: Anikó Kertes · music: Márton Dobai · dramaturg: Zsófia Pethő · director: **Gellért Sárközi**`,
    },
    poster: 'bank-ban.svg',
    durationMinutes: 170,
    ageLimit: 12,
    venue: 'nagyszinpad',
    ticketTypes: [
      { name: { hu: 'Földszint 1–8. sor', en: 'Stalls, rows 1–8' }, price: 9900, capacity: 200 },
      { name: { hu: 'Földszint 9–16. sor', en: 'Stalls, rows 9–16' }, price: 7900, capacity: 220 },
      { name: { hu: 'Erkély', en: 'Balcony' }, price: 5900, capacity: 150 },
      { name: { hu: 'Diákjegy', en: 'Student ticket' }, price: 3500, capacity: 30 },
    ],
    infos: [
      {
        title: { hu: 'Szünet', en: 'Interval' },
        body: {
          hu: 'Az előadás időtartama kb. 2 óra 50 perc, **egy szünettel**.',
          en: 'Running time approx. 2 hours 50 minutes, with **one interval**.',
        },
      },
      {
        title: { hu: 'Nyelv / felirat', en: 'Language / surtitles' },
        body: {
          hu: 'Magyar nyelvű előadás, minden alkalommal **angol felirattal**.',
          en: 'Performed in Hungarian, with **English surtitles** at every performance.',
        },
      },
    ],
    performances: [
      { dayOffset: 3, time: '19:00' },
      { dayOffset: 17, time: '19:00' },
      { dayOffset: 38, time: '19:00' },
      { dayOffset: 66, time: '15:00' },
    ],
  },
  {
    key: 'az-ember-tragediaja',
    name: { hu: 'Az ember tragédiája', en: 'The Tragedy of Man' },
    author: { hu: 'Madách Imre', en: 'Imre Madách' },
    description: {
      hu: `Madách Imre drámai költeménye a teremtéstől a jégkorszakig kíséri Ádámot és Évát. Lucifer álmot bocsát az első emberpárra: Ádám megjárja a történelem nagy korszakait – fáraóként, Miltiadészként, Keplerként, Dantonként –, és minden színben újra kell kezdenie a hitet, a küzdést és a csalódást.

Rendezőnk a mű nagy kérdését a mai néző felől olvassa újra: van-e értelme a küzdésnek, ha előre tudjuk a végét? A színek egyetlen, folyamatosan átalakuló térben, élő zenével és videóvetítéssel követik egymást, a tizenöt szín egy lélegzetvételű utazássá áll össze.

„Mondottam, ember: küzdj és bízva bízzál!” – a híres zárómondat nálunk nem felmentés, hanem feladat.

**Szereplők:** Ádám – Tarján Bence · Éva – Szilágyi Dorka · Lucifer – Vámos Attila · Az Úr – Kelemen Pál · Gábriel arkangyal – Dévai Károly · Mihály arkangyal – Ferenczy Dániel · Rafael arkangyal – Hamar Ádám · továbbá a társulat tagjai

**Alkotók:** díszlet: Borsos Ádám · jelmez: Kertes Anikó · videó: Nyitrai Kata · zene: Kocsis Benedek · rendező: **Lengyel Orsolya**`,
      en: `Imre Madách's dramatic poem follows Adam and Eve from the Creation to the Ice Age. Lucifer sends the first couple a dream: Adam lives through the great eras of history – as Pharaoh, Miltiades, Kepler and Danton – and in every scene he must begin again with faith, struggle and disillusion.

Our director reads the work's central question from today's perspective: is the struggle worth it if we already know how it ends? The scenes follow one another in a single, ever-changing space with live music and video projection, turning fifteen scenes into one breathless journey.

"O man, strive on, and trust, and never doubt!" – in our staging the famous closing line is not an absolution but a task.

**Cast:** Adam – Bence Tarján · Eve – Dorka Szilágyi · Lucifer – Attila Vámos · The Lord – Pál Kelemen · Archangel Gabriel – Károly Dévai · Archangel Michael – Dániel Ferenczy · Archangel Raphael – Ádám Hamar · and members of the company

**Creators:** set: Ádám Borsos · costumes: Anikó Kertes · video: Kata Nyitrai · music: Benedek Kocsis · director: **Orsolya Lengyel**`,
    },
    poster: 'az-ember-tragediaja.svg',
    durationMinutes: 205,
    ageLimit: 12,
    venue: 'nagyszinpad',
    ticketTypes: [
      { name: { hu: 'Földszint 1–8. sor', en: 'Stalls, rows 1–8' }, price: 10900, capacity: 200 },
      { name: { hu: 'Földszint 9–16. sor', en: 'Stalls, rows 9–16' }, price: 8500, capacity: 220 },
      { name: { hu: 'Erkély', en: 'Balcony' }, price: 6500, capacity: 180 },
    ],
    infos: [
      {
        title: { hu: 'Szünet', en: 'Intervals' },
        body: {
          hu: 'Az előadás időtartama kb. 3 óra 25 perc, **két szünettel**. Az előadások ezért 18:00-kor kezdődnek.',
          en: 'Running time approx. 3 hours 25 minutes, with **two intervals**. Evening performances therefore start at 18:00.',
        },
      },
    ],
    performances: [
      { dayOffset: 8, time: '18:00' },
      { dayOffset: 29, time: '18:00' },
      { dayOffset: 57, time: '18:00' },
    ],
  },
  {
    key: 'totek',
    name: { hu: 'Tóték', en: 'The Tót Family' },
    author: { hu: 'Örkény István', en: 'István Örkény' },
    description: {
      hu: `Mátraszentannán, a csendes hegyi faluban Tóték mindent megtesznek, hogy frontszolgálatot teljesítő fiuk, Gyula dolgát megkönnyítsék. Amikor a fiú parancsnoka, az Őrnagy pihenni érkezik hozzájuk, a család alázatos vendéglátásba kezd: Tót, a tűzoltóparancsnok ébren tölti az éjszakákat, kartondobozokat hajtogat, és már azt is elfogadja, hogy vendége kedvéért görnyedten, hunyorogva járjon a saját házában.

Örkény groteszk tragikomédiája a kiszolgáltatottság és a megalkuvás pontos, kegyetlenül mulatságos anatómiája. A Kamaraterem közelsége miatt a néző szinte a Tót család konyhájában ül: együtt nevet velük – és egy ponton észreveszi, hogy már nem nevet.

**Szereplők:** Tót Lajos, tűzoltóparancsnok – Hegedűs Ottó · Mariska, a felesége – Bodor Ildikó · Ágika, a lányuk – Csizmár Luca · Az Őrnagy – Harsányi Csaba · Cipriani professzor – Dévai Károly · Tomaji plébános – Buday Gábor · Gizi Gézáné – Berki Rózsa · Postás – Gál Benedek

**Alkotók:** díszlet és jelmez: Szalóki Eszter · zene: Dobai Márton · rendező: **Mészáros Dénes**`,
      en: `In Mátraszentanna, a quiet mountain village, the Tót family will do anything to make life easier for their son Gyula, who is serving at the front. When his commanding officer, the Major, comes to stay with them for a rest, the family embarks on humble hospitality: Tót, the fire chief, spends his nights awake folding cardboard boxes, and even agrees to stoop and squint in his own house to please his guest.

Örkény's grotesque tragicomedy is a precise and cruelly funny anatomy of helplessness and compromise. In the intimacy of the Chamber Hall the audience practically sits in the Tóts' kitchen: laughing along with them – until, at some point, they notice they have stopped laughing.

**Cast:** Lajos Tót, fire chief – Ottó Hegedűs · Mariska, his wife – Ildikó Bodor · Ágika, their daughter – Luca Csizmár · The Major – Csaba Harsányi · Professor Cipriani – Károly Dévai · The Parish Priest of Tomaj – Gábor Buday · Mrs Gizi Géza – Rózsa Berki · Postman – Benedek Gál

**Creators:** set and costumes: Eszter Szalóki · music: Márton Dobai · director: **Dénes Mészáros**`,
    },
    poster: 'totek.svg',
    durationMinutes: 140,
    ageLimit: 12,
    venue: 'kamaraterem',
    ticketTypes: [
      { name: { hu: 'Földszint', en: 'Stalls' }, price: 7900, capacity: 120 },
      { name: { hu: 'Karzat', en: 'Gallery' }, price: 5500, capacity: 50 },
      { name: { hu: 'Diákjegy', en: 'Student ticket' }, price: 3500, capacity: 10 },
    ],
    infos: [
      {
        title: { hu: 'Szünet', en: 'Interval' },
        body: {
          hu: 'Az előadás időtartama kb. 2 óra 20 perc, egy szünettel.',
          en: 'Running time approx. 2 hours 20 minutes, with one interval.',
        },
      },
    ],
    performances: [
      { dayOffset: 2, time: '19:00' },
      { dayOffset: 12, time: '19:00', soldOut: true },
      { dayOffset: 33, time: '19:00' },
      { dayOffset: 74, time: '19:00' },
    ],
  },
  {
    key: 'liliom',
    name: { hu: 'Liliom', en: 'Liliom' },
    author: { hu: 'Molnár Ferenc', en: 'Ferenc Molnár' },
    description: {
      hu: `Liliom, a városligeti körhinta kikiáltója, a pesti külváros legszebb és legmeggondolatlanabb legénye. Amikor összeköti az életét Julikával, a csendes cselédlánnyal, elveszíti az állását, és rossz társaságba keveredik. Egy elhibázott rablás után az égi törvényszék elé kerül, ahol tizenhat év tisztítótűz után egyetlen napra visszatérhet a földre, hogy jóvátegye, amit elrontott.

Molnár Ferenc „külvárosi legendája” több mint száz éve hódítja meg a világ színpadait. Előadásunk a vurstli zajos, színes forgatagából indul, és eljut a legcsendesebb pillanatig: amikor egy pofon nem fáj, és egy szeretet, amelyet soha senki nem mondott ki, mégis igaz.

**Szereplők:** Liliom – Bárány Dávid · Julika – Zentai Flóra · Muskátné – Kiss-Varga Edit · Ficsúr – Orbán Lőrinc · Mari – Hajdú Panna · Hollunderné – Szekeres Margit · Wolf Beifeld – Lendvai Gusztáv · Louise – Takács Bori · Égi rendőrfogalmazó – Kelemen Pál

**Alkotók:** díszlet: Fodor Lili · jelmez: Ménesi Kata · zene: Szirtes Áron · koreográfus: Fenyő Dalma · rendező: **Tóth-Vajda Kristóf**`,
      en: `Liliom, the barker of a merry-go-round in Budapest's City Park, is the handsomest and most reckless lad of the outskirts. When he ties his life to Julie, a quiet housemaid, he loses his job and falls into bad company. After a botched robbery he is brought before a heavenly court and, after sixteen years in purgatory, may return to earth for a single day to make up for what he has done wrong.

Ferenc Molnár's "legend of the suburbs" has been conquering the world's stages for more than a hundred years. Our production starts in the noisy, colourful whirl of the fairground and arrives at the quietest moment of all: when a slap does not hurt, and a love that nobody ever put into words is true after all.

**Cast:** Liliom – Dávid Bárány · Julie – Flóra Zentai · Mrs Muskát – Edit Kiss-Varga · Ficsúr – Lőrinc Orbán · Marie – Panna Hajdú · Mrs Hollunder – Margit Szekeres · Wolf Beifeld – Gusztáv Lendvai · Louise – Bori Takács · Heavenly Police Clerk – Pál Kelemen

**Creators:** set: Lili Fodor · costumes: Kata Ménesi · music: Áron Szirtes · choreography: Dalma Fenyő · director: **Kristóf Tóth-Vajda**`,
    },
    poster: 'liliom.svg',
    durationMinutes: 150,
    ageLimit: 14,
    venue: 'nagyszinpad',
    ticketTypes: [
      { name: { hu: 'Földszint 1–8. sor', en: 'Stalls, rows 1–8' }, price: 9900, capacity: 200 },
      { name: { hu: 'Földszint 9–16. sor', en: 'Stalls, rows 9–16' }, price: 7900, capacity: 220 },
      { name: { hu: 'Erkély', en: 'Balcony' }, price: 5900, capacity: 140 },
      { name: { hu: 'Diákjegy', en: 'Student ticket' }, price: 3500, capacity: 40 },
    ],
    infos: [
      {
        title: { hu: 'Szünet', en: 'Interval' },
        body: {
          hu: 'Az előadás időtartama kb. 2 óra 30 perc, egy szünettel.',
          en: 'Running time approx. 2 hours 30 minutes, with one interval.',
        },
      },
      {
        title: { hu: 'Akadálymentesség', en: 'Accessibility' },
        body: {
          hu: 'A Nagyszínpad nézőtere a Pala utcai oldalbejáraton át, lifttel akadálymentesen megközelíthető; kerekesszékes helyeinket kérjük, a jegypénztárban foglalják le. A nézőtéren indukciós hurok működik.',
          en: 'The Main Stage auditorium is step-free via the side entrance on Pala utca and a lift; please book wheelchair spaces through the box office. An induction loop is installed in the auditorium.',
        },
      },
    ],
    performances: [
      { dayOffset: 5, time: '19:00', vipOnly: true },
      { dayOffset: 22, time: '19:00' },
      { dayOffset: 45, time: '19:00' },
      { dayOffset: 80, time: '15:00' },
    ],
  },
  {
    key: 'harom-nover',
    name: { hu: 'Három nővér', en: 'Three Sisters' },
    author: { hu: 'Anton Pavlovics Csehov', en: 'Anton Chekhov' },
    description: {
      hu: `Olga, Mása és Irina egy orosz vidéki város katonai helyőrségében élnek bátyjukkal, Andrejjel. Apjuk halála óta egyetlen mondat tartja bennük a lelket: „Moszkvába!” A tisztek estélyei, a névnapok és a filozofálgatás közben azonban múlnak az évek, a ház lassan Andrej feleségéé, Natasáé lesz, Moszkva pedig egyre távolodik.

Csehov darabja a meg nem élt életekről szól – arról, ahogyan a várakozás maga válik életté. A Kamaraterem intim terében a néző egészen közel kerül a nővérekhez: a hétköznapi beszélgetések mögött meghalljuk, amit soha nem mondanak ki.

**Szereplők:** Olga – Perényi Anna · Mása – Vajda Kinga · Irina – Sárdi Lilla · Andrej Szergejevics Prozorov – Benkő Miklós · Natasa – Fábián Edina · Kuligin – Rácz Tibor · Versinyin – Komlósi Zoltán · Tuzenbach báró – Hamar Ádám · Szoljonij – Kende Bálint · Csebutikin – Illés Gyula · Anfisza – Berki Rózsa

**Alkotók:** fordította: Rozgonyi Emília · díszlet és jelmez: Szalóki Eszter · zene: Kocsis Benedek · rendező: **Almási-Kiss Viola**`,
      en: `Olga, Masha and Irina live in a garrison town in provincial Russia with their brother Andrei. Since their father's death a single word has kept them going: "To Moscow!" But between officers' soirées, name-day parties and idle philosophising the years go by, the house slowly becomes the property of Andrei's wife Natasha, and Moscow drifts ever further away.

Chekhov's play is about lives left unlived – about how waiting itself becomes a life. In the intimate space of the Chamber Hall the audience comes very close to the sisters: behind everyday conversation we hear what is never said aloud.

Performed in a new Hungarian translation.

**Cast:** Olga – Anna Perényi · Masha – Kinga Vajda · Irina – Lilla Sárdi · Andrei Sergeyevich Prozorov – Miklós Benkő · Natasha – Edina Fábián · Kulygin – Tibor Rácz · Vershinin – Zoltán Komlósi · Baron Tuzenbach – Ádám Hamar · Solyony – Bálint Kende · Chebutykin – Gyula Illés · Anfisa – Rózsa Berki

**Creators:** translation: Emília Rozgonyi · set and costumes: Eszter Szalóki · music: Benedek Kocsis · director: **Viola Almási-Kiss**`,
    },
    poster: 'harom-nover.svg',
    durationMinutes: 175,
    ageLimit: 14,
    venue: 'kamaraterem',
    ticketTypes: [
      { name: { hu: 'Földszint 1–6. sor', en: 'Stalls, rows 1–6' }, price: 7500, capacity: 100 },
      { name: { hu: 'Földszint 7–12. sor', en: 'Stalls, rows 7–12' }, price: 5900, capacity: 80 },
    ],
    infos: [
      {
        title: { hu: 'Szünet', en: 'Interval' },
        body: {
          hu: 'Az előadás időtartama kb. 2 óra 55 perc, egy szünettel.',
          en: 'Running time approx. 2 hours 55 minutes, with one interval.',
        },
      },
    ],
    performances: [
      { dayOffset: 10, time: '19:00' },
      { dayOffset: 41, time: '19:00' },
      { dayOffset: 69, time: '19:00' },
    ],
  },
  {
    key: 'szentivanej-alom',
    name: { hu: 'Szentivánéji álom', en: "A Midsummer Night's Dream" },
    author: { hu: 'William Shakespeare', en: 'William Shakespeare' },
    description: {
      hu: `Athénban esküvőre készülnek, az erdőben azonban Oberon, a tündérkirály és Titánia, a tündérkirálynő összevesztek. A szerelmes fiatalok – Hermia, Lysander, Heléna és Demetrius – éjszaka a vadonba szöknek, Puck varázsfüve pedig mindent összekuszál. Közben a mesteremberek, Zuboly és társai, egy véres tragédiát próbálnak a herceg lakodalmára.

Shakespeare legvarázslatosabb vígjátékát Arany János fordításában játsszuk. Az erdő nálunk egy holdfényes, folyton mozgó labirintus, ahol a vágyak gyorsabban változnak, mint a díszlet, a mesteremberek próbái pedig a színház iránti legőszintébb szerelmi vallomások.

**Szereplők:** Theseus / Oberon – Szemes Ákos · Hippolyta / Titánia – Halasi Judit · Puck – Csizmár Luca · Hermia – Lovas Réka · Heléna – Zentai Flóra · Lysander – Bárány Dávid · Demetrius – Hamar Ádám · Zuboly, takács – Gyarmati Ferenc · Vackor, ács – Dévai Károly · Dudás, fujtatócsináló – Orbán Lőrinc · Gyalu, asztalos – Gál Benedek

**Alkotók:** fordította: Arany János · díszlet: Borsos Ádám · jelmez: Ménesi Kata · zene: Szirtes Áron · rendező: **Kovács-Berend Lóránt**`,
      en: `Athens is preparing for a wedding, but in the forest Oberon, King of the Fairies, and Titania, his queen, have fallen out. The young lovers – Hermia, Lysander, Helena and Demetrius – flee into the woods at night, and Puck's magic flower throws everything into confusion. Meanwhile Bottom and his fellow craftsmen are rehearsing a bloody tragedy for the duke's wedding feast.

We perform Shakespeare's most enchanting comedy in the classic Hungarian translation by János Arany. Our forest is a moonlit, ever-shifting labyrinth where desires change faster than the scenery, and the craftsmen's rehearsals become the most sincere declaration of love for the theatre itself.

**Cast:** Theseus / Oberon – Ákos Szemes · Hippolyta / Titania – Judit Halasi · Puck – Luca Csizmár · Hermia – Réka Lovas · Helena – Flóra Zentai · Lysander – Dávid Bárány · Demetrius – Ádám Hamar · Bottom, a weaver – Ferenc Gyarmati · Quince, a carpenter – Károly Dévai · Flute, a bellows-mender – Lőrinc Orbán · Snug, a joiner – Benedek Gál

**Creators:** translation: János Arany · set: Ádám Borsos · costumes: Kata Ménesi · music: Áron Szirtes · director: **Lóránt Kovács-Berend**`,
    },
    poster: 'szentivanej-alom.svg',
    durationMinutes: 160,
    ageLimit: 10,
    venue: 'nagyszinpad',
    ticketTypes: [
      { name: { hu: 'Földszint 1–8. sor', en: 'Stalls, rows 1–8' }, price: 9500, capacity: 200 },
      { name: { hu: 'Földszint 9–16. sor', en: 'Stalls, rows 9–16' }, price: 7500, capacity: 220 },
      { name: { hu: 'Erkély', en: 'Balcony' }, price: 5500, capacity: 180 },
    ],
    infos: [
      {
        title: { hu: 'Szünet', en: 'Interval' },
        body: {
          hu: 'Az előadás időtartama kb. 2 óra 40 perc, egy szünettel.',
          en: 'Running time approx. 2 hours 40 minutes, with one interval.',
        },
      },
      {
        title: { hu: 'Nyelv / felirat', en: 'Language / surtitles' },
        body: {
          hu: 'A délutáni előadáson angol nyelvű feliratot vetítünk.',
          en: 'The matinee performance is surtitled in English.',
        },
      },
    ],
    performances: [
      { dayOffset: 14, time: '19:00' },
      { dayOffset: 27, time: '19:00', soldOutTicketType: 0 },
      { dayOffset: 52, time: '15:00' },
      { dayOffset: 85, time: '19:00' },
    ],
  },
  {
    key: 'a-korut-csillagai',
    name: { hu: 'A Körút csillagai', en: 'Stars of the Boulevard' },
    author: {
      hu: 'Szalai Bence – Orosz Dóra – Vég Kristóf',
      en: 'Bence Szalai – Dóra Orosz – Kristóf Vég',
    },
    description: {
      hu: `Budapest, 1928. A Nagykörút egyik bérházának pincéjében nyílik meg a Csillag Orfeum – adósságból, vakmerőségből és egy zongorából, amelynek hiányzik három billentyűje. A csődközeli impresszárió, Dénes Miksa mindent egy lapra tesz fel: egy szegedi varrólányra, Pannira, aki sosem állt még színpadon, de úgy énekel, hogy a villamos is megáll a kedvéért.

Saját bemutatású zenés darabunk a pesti kabarék és a korai jazz világát idézi meg élő zenekarral, sziporkázó dalokkal és nagy tánckarral. Szerelem, rivalizálás, hitelezők és egy premier, amelyről egész Pest beszélni fog – ha sikerül időben felhúzni a függönyt.

**Szereplők:** Panni – Takács Bori · Dénes Miksa, impresszárió – Radó Péter · Rudi, trombitás – Kende Bálint · Madame Irén – Kiss-Varga Edit · Fülöp, a hitelező – Somogyi Tamás · Bella – Hajdú Panna · továbbá a Rakparti Színház tánckara és a Csillag Orfeum zenekara

**Alkotók:** zene: Szalai Bence · dalszöveg: Orosz Dóra · szövegkönyv: Vég Kristóf · zenei vezető: Szirtes Áron · koreográfus: Fenyő Dalma · díszlet: Fodor Lili · jelmez: Kertes Anikó · rendező: **Tóth-Vajda Kristóf**`,
      en: `Budapest, 1928. In the cellar of a tenement on the Grand Boulevard the Csillag Orfeum opens its doors – built on debt, daring and a piano with three missing keys. Miksa Dénes, an impresario on the brink of bankruptcy, stakes everything on Panni, a seamstress from Szeged who has never stood on a stage but sings so well that even the trams stop to listen.

Our own original musical brings back the world of Budapest cabaret and early jazz with a live band, sparkling songs and a large dance ensemble. Love, rivalry, creditors and an opening night that the whole city will talk about – if only the curtain can be raised in time.

**Cast:** Panni – Bori Takács · Miksa Dénes, impresario – Péter Radó · Rudi, trumpeter – Bálint Kende · Madame Irén – Edit Kiss-Varga · Fülöp, the creditor – Tamás Somogyi · Bella – Panna Hajdú · with the dance ensemble of the Rakparti Színház and the Csillag Orfeum band

**Creators:** music: Bence Szalai · lyrics: Dóra Orosz · book: Kristóf Vég · musical director: Áron Szirtes · choreography: Dalma Fenyő · set: Lili Fodor · costumes: Anikó Kertes · director: **Kristóf Tóth-Vajda**`,
    },
    poster: 'a-korut-csillagai.svg',
    durationMinutes: 165,
    ageLimit: 6,
    venue: 'nagyszinpad',
    ticketTypes: [
      {
        name: { hu: 'VIP páholy', en: 'VIP box' },
        price: 12900,
        capacity: 24,
        vipOnly: true,
      },
      { name: { hu: 'Földszint 1–8. sor', en: 'Stalls, rows 1–8' }, price: 11900, capacity: 196 },
      { name: { hu: 'Földszint 9–16. sor', en: 'Stalls, rows 9–16' }, price: 9500, capacity: 220 },
      { name: { hu: 'Erkély', en: 'Balcony' }, price: 6900, capacity: 160 },
    ],
    infos: [
      {
        title: { hu: 'Szünet', en: 'Interval' },
        body: {
          hu: 'Az előadás időtartama kb. 2 óra 45 perc, egy szünettel. Az előadásban élő zenekar játszik.',
          en: 'Running time approx. 2 hours 45 minutes, with one interval. The show is accompanied by a live band.',
        },
      },
      {
        title: { hu: 'Korhatár', en: 'Age recommendation' },
        body: {
          hu: '6 éves kortól ajánljuk. Minden nézőnek – a gyermekeknek is – saját jegy szükséges.',
          en: 'Recommended for ages 6 and up. Every audience member, including children, needs their own ticket.',
        },
      },
    ],
    performances: [
      { dayOffset: 7, time: '19:00' },
      { dayOffset: 20, time: '15:00' },
      { dayOffset: 48, time: '19:00' },
      { dayOffset: 77, time: '19:00', saleStartsInDays: 30 },
    ],
  },
  {
    key: 'a-kiskakas-gyemant-felkrajcarja',
    name: {
      hu: 'A kiskakas gyémánt félkrajcárja',
      en: "The Little Rooster's Diamond Halfpenny",
    },
    author: {
      hu: 'Magyar népmese nyomán írta: Fenyvesi Anna',
      en: 'After a Hungarian folk tale, written by Anna Fenyvesi',
    },
    description: {
      hu: `Kapirgál, kapirgál a kiskakas a szemétdombon, és egyszer csak talál egy gyémánt félkrajcárt. Arra jár a török császár, és elveszi tőle – de a kiskakas nem hagyja annyiban! Ha kútba dobják, felissza a vizet; ha tűzbe vetik, kiereszti rá a vizet; ha a kincseskamrába zárják, hát visszaszerzi, ami az övé.

Zenés, bábos előadásunk a jól ismert népmesét meséli el a legkisebbeknek: sok énekkel, élő hangszerekkel, furfanggal és nevetéssel. Az előadás után a gyerekek közelről is megnézhetik a bábokat.

**Szereplők:** Kiskakas – Hajdú Panna · Török császár – Buday Gábor · Öregasszony, mesélő – Berki Rózsa · Szolga – Gál Benedek · zenész: Kocsis Benedek

**Alkotók:** bábok és díszlet: Ménesi Kata · zene: Kocsis Benedek · író, rendező: **Fenyvesi Anna**`,
      en: `The little rooster is scratching about on the dung heap when he finds a diamond halfpenny. Along comes the Turkish Sultan and takes it away – but the little rooster will not give up! Thrown into the well, he drinks up the water; thrown into the fire, he puts it out; locked in the treasury, he wins back what is his.

Our musical puppet show tells this much-loved Hungarian folk tale for the youngest audiences, with lots of songs, live instruments, cunning and laughter. After the show children are welcome to take a close look at the puppets.

Performed in Hungarian.

**Cast:** Little Rooster – Panna Hajdú · The Turkish Sultan – Gábor Buday · Old Woman, narrator – Rózsa Berki · Servant – Benedek Gál · musician: Benedek Kocsis

**Creators:** puppets and set: Kata Ménesi · music: Benedek Kocsis · written and directed by **Anna Fenyvesi**`,
    },
    poster: 'a-kiskakas-gyemant-felkrajcarja.svg',
    durationMinutes: 55,
    venue: 'kamaraterem',
    ticketTypes: [
      { name: { hu: 'Felnőttjegy', en: 'Adult' }, price: 4500, capacity: 90 },
      {
        name: { hu: 'Gyermekjegy (14 éves korig)', en: 'Child (under 14)' },
        price: 3500,
        capacity: 90,
      },
    ],
    infos: [
      {
        title: { hu: 'Korhatár', en: 'Age recommendation' },
        body: {
          hu: '4 éves kortól ajánljuk. Az előadás szünet nélkül kb. 55 perc. Két éves kor felett minden gyermeknek saját jegy szükséges.',
          en: 'Recommended for ages 4 and up. Running time approx. 55 minutes without an interval. Every child over two needs their own ticket.',
        },
      },
    ],
    performances: [
      { dayOffset: 6, time: '11:00' },
      { dayOffset: 13, time: '15:00' },
      { dayOffset: 34, time: '11:00' },
      { dayOffset: 62, time: '15:00' },
    ],
  },
  {
    key: 'panelkert',
    name: { hu: 'Panelkert', en: 'Tower Block Garden' },
    author: { hu: 'Bodnár Eszter', en: 'Eszter Bodnár' },
    description: {
      hu: `Egy újpalotai tízemeletes legfelső szintjén a nagymama paradicsomot nevel az erkélyen, a lánya hazaköltözik egy válás után, az unokája pedig Berlinbe készül. Három generáció, két szoba, egy erkély – és egy nyár, amikor végre mindenki kimondja, amit évtizedek óta magában tart.

Bodnár Eszter új darabját a Rakparti Színház felkérésére írta; az ősbemutató a Stúdió 80 férőhelyes terében, karnyújtásnyira a nézőktől zajlik. Kesernyés, gyakran nagyon vicces előadás arról, hogy mit örökölünk a szüleinktől, és mit tudunk mégis másképp csinálni.

**Szereplők:** Nagyi – Szekeres Margit · Kati, a lánya – Fábián Edina · Lili, az unokája – Sárdi Lilla · Gábor, a szomszéd – Rácz Tibor

**Alkotók:** díszlet és jelmez: Nyitrai Kata · zene: Dobai Márton · dramaturg: Pethő Zsófia · rendező: **Szabó-Lenkei Márk**`,
      en: `On the top floor of a ten-storey block in Újpalota, Grandma grows tomatoes on the balcony, her daughter moves back home after a divorce, and her granddaughter is getting ready to leave for Berlin. Three generations, two rooms, one balcony – and one summer when everyone finally says what they have kept to themselves for decades.

Eszter Bodnár wrote her new play on commission from the Rakparti Színház; the world premiere takes place in the 80-seat Studio, within arm's reach of the audience. A bittersweet and often very funny show about what we inherit from our parents – and what we can still do differently.

Performed in Hungarian.

**Cast:** Grandma – Margit Szekeres · Kati, her daughter – Edina Fábián · Lili, her granddaughter – Lilla Sárdi · Gábor, the neighbour – Tibor Rácz

**Creators:** set and costumes: Kata Nyitrai · music: Márton Dobai · dramaturg: Zsófia Pethő · director: **Márk Szabó-Lenkei**`,
    },
    poster: 'panelkert.svg',
    durationMinutes: 95,
    ageLimit: 16,
    venue: 'studio',
    ticketTypes: [
      { name: { hu: 'Teljes árú jegy', en: 'Full price' }, price: 5900, capacity: 65 },
      { name: { hu: 'Diák- és nyugdíjasjegy', en: 'Student / senior' }, price: 3900, capacity: 15 },
    ],
    infos: [
      {
        title: { hu: 'Korhatár', en: 'Age limit' },
        body: {
          hu: 'Az előadás trágár kifejezéseket tartalmaz, **16 éves kor alatt nem ajánlott**. Szünet nélkül kb. 95 perc.',
          en: 'The show contains strong language and is **not recommended for under-16s**. Running time approx. 95 minutes without an interval.',
        },
      },
      {
        title: { hu: 'Késés', en: 'Latecomers' },
        body: {
          hu: 'A Stúdió bejárata a játéktérről nyílik, ezért az előadás kezdete után **nem tudunk nézőt beengedni**.',
          en: 'The Studio entrance opens onto the acting area, so **latecomers cannot be admitted** once the show has begun.',
        },
      },
    ],
    performances: [
      { dayOffset: 4, time: '20:00' },
      { dayOffset: 25, time: '19:00' },
      { dayOffset: 55, time: '20:00', published: false },
    ],
  },
];
