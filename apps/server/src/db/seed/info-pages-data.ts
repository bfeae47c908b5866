/**
 * The demo's information pages (buying tickets, getting here, contact), in Hungarian and English.
 * Pure data, Markdown bodies; documents-data.ts lists them with the legal documents.
 */
import type { SeedDocument } from './season-types.js';

export const infoPages: SeedDocument[] = [
  {
    id: 1,
    type: 'info',
    slug: 'jegyvasarlas',
    title: { hu: 'Jegyvásárlás', en: 'Buying tickets' },
    body: {
      hu: `## Online jegyvásárlás

Jegyeinket a nap 24 órájában megvásárolhatja honlapunkon, regisztráció nélkül.

1. Válassza ki az előadást a **Műsor** oldalon, majd a kívánt időpontot.
2. Adja meg, melyik jegytípusból hány jegyet szeretne. Egy rendelésben legfeljebb 10 jegy vásárolható.
3. A kosárba tett jegyeket **10 percig** fenntartjuk Önnek. Ha ezalatt nem fejezi be a fizetést, a foglalás automatikusan megszűnik, és a jegyek ismét szabadon megvásárolhatók.
4. Adja meg nevét, e-mail címét és – ha számlát kér – számlázási adatait, majd fogadja el az Általános Szerződési Feltételeket és az adattovábbítási nyilatkozatot.
5. A fizetés a **SimplePay** biztonságos fizetőoldalán történik bankkártyával (Visa, Mastercard, Maestro, American Express), Apple Pay vagy Google Pay használatával. Kártyaadatai nem jutnak el a színházhoz.
6. Sikeres fizetés után e-mailben elküldjük a visszaigazolást és az **e-jegyeket** PDF formátumban.

## E-jegy

Az e-jegyet nem szükséges kinyomtatnia: a bejáratnál elegendő a telefonján felmutatni a QR-kódot. Minden jegy egyszeri belépésre jogosít, ezért kérjük, ne tegye közzé, és ne ossza meg másokkal. Ha nem kapta meg a jegyeit, először nézze meg a levélszemét mappát, majd írjon nekünk a jegy@rakpartiszinhaz.hu címre.

## Jegypénztár

A jegypénztár a színház főbejáratánál található (1011 Budapest, Bem rakpart 33.).

- Hétfő–péntek: 10:00–19:00
- Szombat–vasárnap: 13:00–19:00 (délelőtti előadás napján 10:00-tól)
- Előadásnapokon a pénztár az előadás kezdetéig tart nyitva.

A pénztárban készpénzzel (forintban) és bankkártyával is fizethet. Telefon: +36 1 555 0142.

## Kedvezmények

Diákjegyet nappali tagozatos tanulók és hallgatók vásárolhatnak; érvényes diákigazolványukat a bejáratnál kérjük felmutatni. Kerekesszékkel közlekedő nézőink kísérője díjmentes jegyet kap, ezt a jegypénztárban lehet igényelni.

## Csoportos jegyrendelés

15 fős vagy nagyobb csoportoknak **10% kedvezményt** adunk, iskolai csoportok esetén 20 diákonként egy kísérő tanár díjmentesen látogathatja az előadást. Csoportos igényét a csoport@rakpartiszinhaz.hu címen vagy a +36 1 555 0143-as telefonszámon jelezheti; a lefoglalt jegyeket átutalással is kiegyenlítheti.`,
      en: `## Buying online

You can buy tickets on our website 24 hours a day, without registering.

1. Choose a show on the **What's on** page, then the date you would like.
2. Select how many tickets you want of each ticket type. You can buy up to 10 tickets per order.
3. Tickets in your basket are **held for 10 minutes**. If you do not complete payment within that time, the reservation is released automatically and the tickets go back on sale.
4. Enter your name, e-mail address and – if you need an invoice – your billing details, then accept the General Terms and Conditions and the data transfer declaration.
5. Payment takes place on the secure **SimplePay** payment page by card (Visa, Mastercard, Maestro, American Express), Apple Pay or Google Pay. Your card details are never passed on to the theatre.
6. After successful payment we e-mail you a confirmation and your **e-tickets** as a PDF.

## E-tickets

You do not need to print your e-ticket: simply show the QR code on your phone at the entrance. Each ticket is valid for a single entry, so please do not post or share it. If your tickets have not arrived, check your spam folder first, then write to jegy@rakpartiszinhaz.hu.

## Box office

The box office is at the main entrance of the theatre (1011 Budapest, Bem rakpart 33.).

- Monday–Friday: 10:00–19:00
- Saturday–Sunday: 13:00–19:00 (from 10:00 on days with a morning performance)
- On performance days the box office stays open until the performance begins.

You can pay in cash (Hungarian forints) or by card. Phone: +36 1 555 0142.

## Concessions

Student tickets are available to full-time pupils and students; please show a valid student card at the entrance. The companion of a wheelchair user receives a free ticket, which can be requested at the box office.

## Group bookings

Groups of 15 or more receive a **10% discount**, and school groups get one free teacher's ticket for every 20 students. Send group requests to csoport@rakpartiszinhaz.hu or call +36 1 555 0143; reserved group tickets can also be paid by bank transfer.`,
    },
  },
  {
    id: 2,
    type: 'info',
    slug: 'megkozelites',
    title: { hu: 'Megközelítés', en: 'Getting here' },
    body: {
      hu: `## Címünk

- **Nagyszínpad és Kamaraterem:** 1011 Budapest, Bem rakpart 33. (főbejárat a Duna felől)
- **Stúdió:** 1011 Budapest, Pala utca 6. (a színház hátsó udvarán keresztül a főépületből is elérhető)

## Tömegközlekedéssel

- **M2 metró:** Batthyány tér megálló, onnan kb. 5 perc séta a Duna-parton a Lánchíd felé.
- **19-es és 41-es villamos:** Halász utca megálló, a főbejárattól 2 percre.
- **H5 HÉV:** Batthyány tér végállomás.
- **Autóbusz:** 11-es, 39-es és 109-es járat, Batthyány tér megálló.

Esti előadásaink után a 19-es és 41-es villamos, valamint az M2 metró is közlekedik. Az útvonaltervezéshez használja a BKK FUTÁR alkalmazást.

## Autóval

A színház környéke fizetős parkolási övezet; a díjfizetési időszakról a helyszíni automatákon tájékozódhat. A szomszédos **Pala utcai mélygarázsban** nézőink a jegypénztárban érvényesített parkolójeggyel 17:00 és 24:00 között kedvezményes, egységes 1500 forintos díjat fizetnek. A színház előtt taxiállomás található.

## Kerékpárral

A színház udvarán fedett kerékpártároló van, a legközelebbi MOL Bubi gyűjtőállomás a Batthyány téren található.

## Akadálymentesség

- A Nagyszínpad és a Kamaraterem a Pala utcai oldalbejáraton át, **lifttel** akadálymentesen megközelíthető; a Stúdió bejárata szintkülönbség nélküli.
- Kerekesszékes helyek: Nagyszínpad 4, Kamaraterem 2, Stúdió 2. Kérjük, ezeket telefonon vagy a jegypénztárban foglalja le, hogy segítőnk fogadni tudja Önt.
- Akadálymentes mosdó a földszinti előcsarnokban található.
- A Nagyszínpad nézőterén **indukciós hurok** működik.
- Segítő kutyával érkező nézőinket szeretettel várjuk.

Ruhatárunk az előadás előtt egy órával nyit, használata díjtalan.`,
      en: `## Our address

- **Main Stage and Chamber Hall:** 1011 Budapest, Bem rakpart 33. (main entrance on the Danube side)
- **Studio:** 1011 Budapest, Pala utca 6. (also reachable from the main building through the back courtyard)

## By public transport

- **Metro M2:** Batthyány tér station, then about a 5-minute walk along the Danube towards the Chain Bridge.
- **Trams 19 and 41:** Halász utca stop, 2 minutes from the main entrance.
- **Suburban railway H5 (HÉV):** Batthyány tér terminus.
- **Buses:** 11, 39 and 109, Batthyány tér stop.

Trams 19 and 41 and metro line M2 are still running after our evening performances. Use the BKK FUTÁR app to plan your journey.

## By car

The streets around the theatre are a paid parking zone; check the pay-and-display machines for charging hours. In the neighbouring **Pala utca underground car park** our audience pays a discounted flat fee of 1,500 forints between 17:00 and midnight, with a parking ticket validated at the box office. There is a taxi rank in front of the theatre.

## By bike

There is a covered bike rack in the theatre courtyard; the nearest MOL Bubi bike-sharing station is on Batthyány tér.

## Accessibility

- The Main Stage and the Chamber Hall are step-free via the side entrance on Pala utca and a **lift**; the Studio entrance is level.
- Wheelchair spaces: Main Stage 4, Chamber Hall 2, Studio 2. Please book them by phone or at the box office so that a member of staff can welcome you.
- An accessible toilet is available in the ground-floor foyer.
- An **induction loop** is installed in the Main Stage auditorium.
- Assistance dogs are very welcome.

The cloakroom opens one hour before the performance and is free of charge.`,
    },
  },
  {
    id: 3,
    type: 'info',
    slug: 'kapcsolat',
    title: { hu: 'Kapcsolat', en: 'Contact' },
    body: {
      hu: `## Jegypénztár

- Cím: 1011 Budapest, Bem rakpart 33. (főbejárat)
- Telefon: +36 1 555 0142
- E-mail: jegy@rakpartiszinhaz.hu

**Nyitvatartás:** hétfőtől péntekig 10:00–19:00, szombaton és vasárnap 13:00–19:00 (délelőtti előadás napján 10:00-tól). Előadásnapokon a pénztár az előadás kezdetéig tart nyitva.

Online vásárlással kapcsolatos kérdéseire munkanapokon 24 órán belül válaszolunk. Kérjük, levelében tüntesse fel a rendelésszámot is.

## További elérhetőségek

- Csoportos jegyrendelés: csoport@rakpartiszinhaz.hu, +36 1 555 0143
- Titkárság: titkarsag@rakpartiszinhaz.hu, +36 1 555 0140
- Sajtó és kommunikáció: sajto@rakpartiszinhaz.hu
- Adatvédelmi kérdések: adatvedelem@rakpartiszinhaz.hu

## Az üzemeltető adatai

- Név: Rakparti Színház Nonprofit Kft.
- Székhely és postacím: 1011 Budapest, Bem rakpart 33.
- Cégjegyzékszám: 01-09-934512 (Fővárosi Törvényszék Cégbírósága)
- Adószám: 13421739-2-41
- Képviseli: Fazekas-Nagy Judit ügyvezető igazgató
- Honlap: https://www.rakpartiszinhaz.hu`,
      en: `## Box office

- Address: 1011 Budapest, Bem rakpart 33. (main entrance)
- Phone: +36 1 555 0142
- E-mail: jegy@rakpartiszinhaz.hu

**Opening hours:** Monday to Friday 10:00–19:00, Saturday and Sunday 13:00–19:00 (from 10:00 on days with a morning performance). On performance days the box office stays open until the performance begins.

We answer questions about online purchases within 24 hours on working days. Please include your order number in your message.

## Other contacts

- Group bookings: csoport@rakpartiszinhaz.hu, +36 1 555 0143
- Administration: titkarsag@rakpartiszinhaz.hu, +36 1 555 0140
- Press and communications: sajto@rakpartiszinhaz.hu
- Data protection: adatvedelem@rakpartiszinhaz.hu

## Operator

- Name: Rakparti Színház Nonprofit Kft.
- Registered office and postal address: 1011 Budapest, Bem rakpart 33.
- Company registration number: 01-09-934512 (Company Registry Court of the Budapest-Capital Regional Court)
- Tax number: 13421739-2-41
- Represented by: Judit Fazekas-Nagy, Managing Director
- Website: https://www.rakpartiszinhaz.hu`,
    },
  },
];
