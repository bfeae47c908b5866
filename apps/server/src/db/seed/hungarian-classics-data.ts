/**
 * The demo season's Hungarian classics: Bánk bán, The Tragedy of Man, The Tót Family and Liliom.
 * Pure data, like the rest of the season (season-data.ts).
 */
import type { SeedProduction } from './season-types.js';

export const hungarianClassics: SeedProduction[] = [
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
];
