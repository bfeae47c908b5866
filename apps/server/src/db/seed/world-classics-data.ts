/**
 * The demo season's classics of world drama: Three Sisters and A Midsummer Night's Dream.
 * Pure data, like the rest of the season (season-data.ts).
 */
import type { SeedProduction } from './season-types.js';

export const worldClassics: SeedProduction[] = [
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
      {
        name: { hu: 'Földszint 7–10. sor, karzat', en: 'Stalls rows 7–10, gallery' },
        price: 5900,
        capacity: 60,
      },
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
];
