/**
 * The demo season's own premieres: a musical, a children's play after a folk tale and a new play
 * in the studio. Pure data, like the rest of the season (season-data.ts).
 */
import type { SeedProduction } from './season-types.js';

export const premieres: SeedProduction[] = [
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
    // A children's matinee with free seating: sold by ticket type within the hall's 120 places.
    freeSeating: true,
    ticketTypes: [
      { name: { hu: 'Felnőttjegy', en: 'Adult' }, price: 4500, capacity: 60 },
      {
        name: { hu: 'Gyermekjegy (14 éves korig)', en: 'Child (under 14)' },
        price: 3500,
        capacity: 60,
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
