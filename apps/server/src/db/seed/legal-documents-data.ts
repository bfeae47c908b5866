/**
 * The demo's three legal documents: the privacy notice, the terms and conditions and the data
 * transfer declaration, in Hungarian and English. Pure data, Markdown bodies; documents-data.ts
 * lists them with the information pages.
 */
import type { SeedDocument } from './season-types.js';

export const legalDocuments: SeedDocument[] = [
  {
    id: 10,
    type: 'document',
    slug: 'adatkezelesi-tajekoztato',
    title: { hu: 'Adatkezelési tájékoztató', en: 'Privacy notice' },
    body: {
      hu: `*Hatályos: 2025. szeptember 1-jétől*

A Rakparti Színház Nonprofit Kft. elkötelezett nézői személyes adatainak védelme mellett. Ez a tájékoztató az Európai Parlament és a Tanács (EU) 2016/679 rendelete (általános adatvédelmi rendelet, a továbbiakban: GDPR) és az információs önrendelkezési jogról és az információszabadságról szóló 2011. évi CXII. törvény alapján bemutatja, hogyan kezeljük a https://www.rakpartiszinhaz.hu honlapon és a jegypénztárban megadott személyes adatokat.

## 1. Az adatkezelő

- Név: Rakparti Színház Nonprofit Kft.
- Székhely: 1011 Budapest, Bem rakpart 33.
- Cégjegyzékszám: 01-09-934512
- Adószám: 13421739-2-41
- Képviselő: Fazekas-Nagy Judit ügyvezető igazgató
- E-mail: adatvedelem@rakpartiszinhaz.hu, telefon: +36 1 555 0140
- Adatvédelmi tisztviselő: dr. Kerekes Vilmos (adatvedelem@rakpartiszinhaz.hu)

## 2. Milyen adatokat, milyen célból kezelünk?

### 2.1. Jegyvásárlás és az e-jegyek kézbesítése

- **Kezelt adatok:** név, e-mail cím, a megvásárolt jegyek adatai (előadás, jegytípus, ár), a rendelés és a fizetési tranzakció azonosítója, a fizetés eredménye.
- **Cél:** a jegyvásárlási szerződés megkötése és teljesítése, az e-jegyek elküldése, a beléptetés, valamint tájékoztatás az előadást érintő változásokról (például elmaradás, időpontváltozás).
- **Jogalap:** a szerződés teljesítése (GDPR 6. cikk (1) bekezdés b) pont).
- **Időtartam:** a szerződésből eredő igények elévüléséig, az előadás napjától számított 5 évig.

### 2.2. Számlázás és nyugtaadás

- **Kezelt adatok:** számlázási név, számlázási cím, adószám (ha megadja), a vásárolt tételek és összegük.
- **Cél:** a számviteli bizonylatok kiállítása és megőrzése.
- **Jogalap:** jogi kötelezettség teljesítése (GDPR 6. cikk (1) bekezdés c) pont; az általános forgalmi adóról szóló 2007. évi CXXVII. törvény és a számvitelről szóló 2000. évi C. törvény 169. §-a).
- **Időtartam:** a bizonylat kiállítását követő 8 év.

### 2.3. Kapcsolattartás és panaszkezelés

- **Kezelt adatok:** név, e-mail cím, telefonszám, a megkeresés vagy panasz tartalma, a rendelésszám.
- **Cél:** kérdések megválaszolása, panaszok kivizsgálása.
- **Jogalap:** általános megkeresés esetén jogos érdekünk (GDPR 6. cikk (1) bekezdés f) pont), fogyasztói panasz esetén jogi kötelezettség (a fogyasztóvédelemről szóló 1997. évi CLV. törvény 17/A. §-a).
- **Időtartam:** általános megkeresésnél az ügy lezárásától számított 1 év, a panaszról felvett jegyzőkönyv és a válasz esetén 5 év.

### 2.4. Hírlevél

- **Kezelt adatok:** név, e-mail cím, a feliratkozás és a leiratkozás időpontja, a hozzájárulási szöveg akkori változata.
- **Cél:** tájékoztatás a bemutatókról, akciókról és a színház programjairól.
- **Jogalap:** az Ön hozzájárulása (GDPR 6. cikk (1) bekezdés a) pont), amelyet bármikor, indoklás nélkül visszavonhat a levelek alján található leiratkozási linkkel.
- **Időtartam:** a hozzájárulás visszavonásáig.

### 2.5. Technikai adatok és sütik

A honlap működéséhez elengedhetetlen sütiket használunk (a kosár tartalmának és a választott nyelvnek a megőrzésére), ezekhez nincs szükség hozzájárulásra. A szerver a biztonságos működés érdekében naplózza a látogató IP-címét, a böngésző típusát és a kérés időpontját; e naplókat jogos érdekünk alapján 30 napig őrizzük meg. Reklám- vagy követő sütiket nem használunk.

### 2.6. Megőrzési idők

Az alábbi adatokat a megadott idő elteltével automatikusan töröljük (az időtartamokat a színház adminisztrátorai az Adatmegőrzés beállításnál tartják nyilván; ha ott változnak, ezt a részt is frissítjük):

- **meg nem erősített regisztráció** (amelynek e-mail-címét nem erősítették meg, és nincs rendelése): a regisztrációtól számított 30 nap;
- **lejárt kosár**: a lejáratát követő 1 óra (a soha nem használt kosár 1 nap);
- **vásárlási link** (vendégvásárlás): a lejáratát követő 1 nap; a rendelés megmarad;
- **elküldött e-mailek** szövege: a küldéstől számított 30 nap;
- **a böngészők hibajelentései** (az oldal címe, a böngésző típusa, a hiba szövege): 30 nap;
- **biztonsági napló** (bejelentkezések és sikertelen kísérletek a beírt e-mail-címmel, IP-címmel és a böngésző típusával, jelszó- és jogosultságváltozások, exportok, visszatérítések, beállítások változásai): 365 nap, jogos érdekünk (a fiókok és a rendszer védelme) alapján; a bejegyzések utólag nem módosíthatók, fiókja törlésekor sem, de a megőrzési idő leteltével töröljük őket;
- **számlák és nyugták**: a kiállításuk évének végétől számított 8 év (a számvitelről szóló 2000. évi C. törvény 169. §-a).

## 3. Adatfeldolgozók

Személyes adatait kizárólag az alábbi partnereink ismerhetik meg, akik a mi utasításaink szerint, szerződés alapján járnak el:

- **SimplePay Zrt.** (1138 Budapest, Váci út 135–139. B. ép. 5. em.) – az online bankkártyás fizetés lebonyolítása. A kártyaadatokat kizárólag a SimplePay kezeli, azok a színházhoz nem jutnak el. A SimplePay részére átadott adatok körét az adattovábbítási nyilatkozat tartalmazza.
- **Pannon Adatpark Kft.** (1117 Budapest, Budafoki út 187.) – a honlap és a jegyértékesítő rendszer tárhelyszolgáltatása, szerverüzemeltetés és az e-mailek kézbesítése.
- **Nyugtaház Kft.** (1134 Budapest, Váci út 45.) – elektronikus számlázó és nyugtakiállító program üzemeltetése.

Adatait az Európai Unión kívülre nem továbbítjuk, és nem adjuk el harmadik félnek. Hatósági megkeresésre csak jogszabályban meghatározott esetekben adunk ki adatot.

## 4. Adatbiztonság

A honlap kizárólag titkosított (HTTPS) kapcsolaton érhető el. Adatait hozzáférés-védett szervereken tároljuk, azokhoz csak azok a munkatársaink férnek hozzá, akiknek feladataik ellátásához erre szükségük van. Rendszeres biztonsági mentést készítünk, és naplózzuk a hozzáféréseket.

## 5. Az Ön jogai

Ön jogosult arra, hogy

- tájékoztatást kérjen a kezelt adatairól, és másolatot kapjon róluk (hozzáférés, GDPR 15. cikk);
- kérje pontatlan adatai helyesbítését (16. cikk);
- kérje adatai törlését, ha azok kezelésére már nincs szükség, vagy visszavonta hozzájárulását (17. cikk);
- kérje az adatkezelés korlátozását (18. cikk);
- az Ön által megadott adatokat géppel olvasható formában megkapja (adathordozhatóság, 20. cikk);
- tiltakozzon a jogos érdeken alapuló adatkezelés ellen (21. cikk);
- hozzájárulását bármikor visszavonja; ez nem érinti a visszavonás előtti adatkezelés jogszerűségét.

Kérelmét az adatvedelem@rakpartiszinhaz.hu címre vagy postán a székhelyünkre küldheti. Kérelmére legkésőbb egy hónapon belül válaszolunk; ez a határidő indokolt esetben két hónappal meghosszabbítható, erről Önt tájékoztatjuk.

### 5.1. Adatai letöltése és fiókja törlése

Bejelentkezve a **Profilom** oldal „Az Ön adatai” részében egy ZIP-fájlban letöltheti mindazt, amit Önről tárolunk: profilját, számlázási adatait, rendeléseit, jegyeit, hozzájárulásait (mindegyik megadásának és visszavonásának időpontjával és a hozzájárulási szöveg változatával) géppel olvasható JSON-formában, valamint számláit, nyugtáit és jegyeit PDF-ben.

Ugyanott fiókja törlését is kérheti (jelszóval, jelszó nélküli fióknál e-mailben küldött megerősítő linkkel), vagy írásban kérheti az adatvedelem@rakpartiszinhaz.hu címen. A törléskor:

- **töröljük** nevét, e-mail-címét, jelszavát, számlázási adatait, hozzájárulásait (a hírlevél és az értesítések visszavonását rögzítjük), munkameneteit és bejelentkezési linkjeit; rendeléseiből, a nekik küldött e-mailekből, a visszatérítési bankszámla-adatokból, a kosarakból, a vásárlási linkekből és a naplóbejegyzésekből minden személyes adatot eltávolítunk; a rendelések, jegyek és fizetések ezután névtelen adatként maradnak meg (a színház forgalmi kimutatásaihoz);
- **megőrizzük** a már kiállított számlákat és nyugtákat (és sztornóikat) változatlanul, a rajtuk szereplő adatokkal (számlán: vevő neve, címe, adószáma; nyugtán a név és az e-mail-cím, ahogy kiállítottuk), a kiállításukat követő 8 évig, mert ezt a számvitelről szóló 2000. évi C. törvény 169. §-a előírja; ezután töröljük őket.

A törlés nem vonható vissza. Amíg egy rendelése fizetésre vár, vagy egy visszatérítése folyamatban van, a törlést csak annak lezárulta után végezhetjük el.

## 6. Jogorvoslat

Ha úgy érzi, hogy megsértettük személyes adatai védelméhez fűződő jogát, kérjük, először forduljon hozzánk, hogy orvosolhassuk a problémát. Panaszt tehet a felügyeleti hatóságnál is:

**Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)**
- Cím: 1055 Budapest, Falk Miksa utca 9–11.
- Postacím: 1363 Budapest, Pf. 9.
- Telefon: +36 1 391 1400
- E-mail: ugyfelszolgalat@naih.hu
- Honlap: https://www.naih.hu

Jogai megsértése esetén bírósághoz is fordulhat; a per – választása szerint – a lakóhelye vagy tartózkodási helye szerint illetékes törvényszék előtt is megindítható.`,
      en: `*Effective from 1 September 2025*

Rakparti Színház Nonprofit Kft. is committed to protecting the personal data of its audience. In accordance with Regulation (EU) 2016/679 of the European Parliament and of the Council (General Data Protection Regulation, "GDPR") and Hungarian Act CXII of 2011 on informational self-determination and freedom of information, this notice explains how we process the personal data you provide on https://www.rakpartiszinhaz.hu and at our box office.

## 1. Data controller

- Name: Rakparti Színház Nonprofit Kft.
- Registered office: 1011 Budapest, Bem rakpart 33.
- Company registration number: 01-09-934512
- Tax number: 13421739-2-41
- Represented by: Judit Fazekas-Nagy, Managing Director
- E-mail: adatvedelem@rakpartiszinhaz.hu, phone: +36 1 555 0140
- Data protection officer: Dr Vilmos Kerekes (adatvedelem@rakpartiszinhaz.hu)

## 2. What data we process and why

### 2.1. Ticket purchase and delivery of e-tickets

- **Data:** name, e-mail address, details of the tickets purchased (performance, ticket type, price), order and payment transaction identifiers, payment result.
- **Purpose:** concluding and performing the ticket purchase contract, sending e-tickets, admission, and informing you of changes affecting the performance (such as cancellation or a change of date).
- **Legal basis:** performance of a contract (Article 6(1)(b) GDPR).
- **Retention:** until claims arising from the contract become time-barred, i.e. 5 years from the date of the performance.

### 2.2. Invoices and receipts

- **Data:** billing name, billing address, tax number (if provided), items purchased and amounts.
- **Purpose:** issuing and keeping accounting documents.
- **Legal basis:** compliance with a legal obligation (Article 6(1)(c) GDPR; Hungarian Act CXXVII of 2007 on VAT and Section 169 of Act C of 2000 on Accounting).
- **Retention:** 8 years from the date the document is issued.

### 2.3. Enquiries and complaints

- **Data:** name, e-mail address, phone number, content of the enquiry or complaint, order number.
- **Purpose:** answering questions and investigating complaints.
- **Legal basis:** our legitimate interest for general enquiries (Article 6(1)(f) GDPR); for consumer complaints, a legal obligation (Section 17/A of Hungarian Act CLV of 1997 on Consumer Protection).
- **Retention:** 1 year after the matter is closed for general enquiries; 5 years for complaint records and our replies.

### 2.4. Newsletter

- **Data:** name, e-mail address, the time of subscribing and unsubscribing, the version of the consent text then in force.
- **Purpose:** information about premieres, offers and the theatre's programme.
- **Legal basis:** your consent (Article 6(1)(a) GDPR), which you may withdraw at any time without giving reasons, using the unsubscribe link at the bottom of every newsletter.
- **Retention:** until consent is withdrawn.

### 2.5. Technical data and cookies

We only use cookies that are strictly necessary for the website to work (to keep the contents of your basket and your chosen language); these do not require consent. For security purposes our server logs the visitor's IP address, browser type and the time of each request; we keep these logs for 30 days on the basis of our legitimate interest. We do not use advertising or tracking cookies.

### 2.6. Retention periods

We delete the following data automatically once the period given has passed (the theatre's administrators keep these periods in the Data retention setting; if they change there, we update this section too):

- **unconfirmed registrations** (whose e-mail address was never confirmed and which have no order): 30 days from registering;
- **expired baskets**: 1 hour after they expired (a basket never used: 1 day);
- **purchase links** (guest purchases): 1 day after they expired; the order is kept;
- the text of **e-mails sent**: 30 days from sending;
- **browsers' error reports** (the page's address, the browser type, the error's text): 30 days;
- the **security log** (sign-ins and failed attempts with the e-mail address typed, the IP address and the browser type, password and permission changes, exports, refunds, settings changes): 365 days, on the basis of our legitimate interest (protecting accounts and the system); its entries cannot be changed afterwards, not even when an account is erased, but they are deleted once the period has passed;
- **invoices and receipts**: 8 years from the end of the year they were issued in (section 169 of Act C of 2000 on accounting).

## 3. Data processors

Your personal data is disclosed only to the following partners, who act on our instructions under a written contract:

- **SimplePay Zrt.** (1138 Budapest, Váci út 135–139. B. ép. 5. em.) – processing of online card payments. Card details are handled exclusively by SimplePay and never reach the theatre. The data passed to SimplePay are listed in the data transfer declaration.
- **Pannon Adatpark Kft.** (1117 Budapest, Budafoki út 187.) – hosting of the website and ticketing system, server operation and e-mail delivery.
- **Nyugtaház Kft.** (1134 Budapest, Váci út 45.) – operation of the electronic invoicing and receipt software.

We do not transfer your data outside the European Union and we never sell it to third parties. We disclose data to authorities only where required by law.

## 4. Data security

The website is available only over an encrypted (HTTPS) connection. Your data is stored on access-controlled servers and can be accessed only by staff who need it to carry out their duties. We make regular backups and log access to the data.

## 5. Your rights

You have the right to:

- obtain information about and a copy of the data we hold about you (access, Article 15 GDPR);
- have inaccurate data corrected (Article 16);
- have your data erased if it is no longer needed or you have withdrawn your consent (Article 17);
- request restriction of processing (Article 18);
- receive the data you provided in a machine-readable format (data portability, Article 20);
- object to processing based on legitimate interest (Article 21);
- withdraw your consent at any time, without affecting the lawfulness of processing before the withdrawal.

Please send your request to adatvedelem@rakpartiszinhaz.hu or by post to our registered office. We will reply within one month at the latest; where necessary this period may be extended by two further months, in which case we will let you know.

### 5.1. Downloading your data and erasing your account

Signed in, in the "Your data" part of **My profile**, you can download everything we keep about you as one ZIP file: your profile, billing details, orders, tickets and consents (each grant and withdrawal with its time and the version of the consent text) as machine-readable JSON, and your invoices, receipts and tickets as PDF.

There you can also have your account erased (with your password, or for an account without one, with a confirmation link we e-mail you), or you can ask for it in writing at adatvedelem@rakpartiszinhaz.hu. On erasure:

- **we erase** your name, e-mail address, password, billing details, consents (the withdrawal of the newsletter and notices is recorded), sessions and sign-in links, and remove every personal detail from your orders, the e-mails sent to you, refund bank details, baskets, purchase links and log entries; your orders, tickets and payments then remain as anonymous facts (for the theatre's sales figures);
- **we keep** the invoices and receipts already issued (and their cancellations) unchanged, with the data on them (on an invoice the buyer's name, address and tax number; on a receipt the name and e-mail address as issued), for 8 years after they were issued, as Section 169 of Act C of 2000 on Accounting requires; after that they are deleted.

Erasure cannot be undone. While one of your orders is awaiting payment or a refund is being settled, we can erase your account only once it is settled.

## 6. Remedies

If you feel that your data protection rights have been infringed, please contact us first so that we can put things right. You may also lodge a complaint with the supervisory authority:

**Hungarian National Authority for Data Protection and Freedom of Information (NAIH)**
- Address: 1055 Budapest, Falk Miksa utca 9–11.
- Postal address: 1363 Budapest, Pf. 9.
- Phone: +36 1 391 1400
- E-mail: ugyfelszolgalat@naih.hu
- Website: https://www.naih.hu

You may also take legal action in court; at your choice, proceedings may be brought before the regional court (törvényszék) of your place of residence or stay.`,
    },
  },
  {
    id: 11,
    type: 'document',
    slug: 'aszf',
    title: { hu: 'Általános Szerződési Feltételek', en: 'General Terms and Conditions' },
    body: {
      hu: `*Hatályos: 2025. szeptember 1-jétől*

## 1. A szolgáltató adatai

- Név: Rakparti Színház Nonprofit Kft. (a továbbiakban: Színház)
- Székhely: 1011 Budapest, Bem rakpart 33.
- Cégjegyzékszám: 01-09-934512 (Fővárosi Törvényszék Cégbírósága)
- Adószám: 13421739-2-41
- E-mail: jegy@rakpartiszinhaz.hu
- Telefon: +36 1 555 0142
- Tárhelyszolgáltató: Pannon Adatpark Kft., 1117 Budapest, Budafoki út 187.

## 2. A szerződés tárgya és hatálya

Jelen Általános Szerződési Feltételek (ÁSZF) a Színház https://www.rakpartiszinhaz.hu honlapján keresztül történő online jegyvásárlásra, valamint a jegypénztárban vásárolt jegyek felhasználására vonatkoznak. A szerződés magyar nyelven, elektronikus formában jön létre; nem minősül írásba foglalt szerződésnek, a Színház nem iktatja. A szerződésre a magyar jog, különösen a Polgári Törvénykönyvről szóló 2013. évi V. törvény és az elektronikus kereskedelmi szolgáltatásokról szóló 2001. évi CVIII. törvény rendelkezései irányadók.

## 3. A jegyvásárlás menete

1. A vásárló kiválasztja az előadást, a jegytípust és a jegyek számát (rendelésenként legfeljebb 10 jegy).
2. A kosárba helyezett jegyeket a rendszer **10 percig** a vásárló részére fenntartja. Ha a fizetés ezen időn belül nem fejeződik be, a foglalás automatikusan törlődik.
3. A vásárló megadja nevét, e-mail címét és szükség esetén számlázási adatait. Az adatbeviteli hibákat a fizetés megkezdése előtt a kosárban bármikor javíthatja.
4. A vásárló elfogadja a jelen ÁSZF-et, az Adatkezelési tájékoztatót és az adattovábbítási nyilatkozatot, majd a SimplePay fizetőoldalán kifizeti a jegyek árát.
5. A szerződés a sikeres fizetéssel jön létre. A Színház a megrendelést 48 órán belül – általában azonnal – e-mailben visszaigazolja, és mellékeli az e-jegyeket. Ha a visszaigazolás 48 órán belül nem érkezik meg, a vásárló mentesül ajánlati kötöttsége alól.

## 4. Árak és fizetés

A jegyárak magyar forintban értendők, és tartalmazzák az általános forgalmi adót. Online vásárláskor a fizetés bankkártyával, Apple Pay vagy Google Pay használatával, a SimplePay Zrt. biztonságos fizetőoldalán történik; a kártyaadatok a Színházhoz nem jutnak el. Kezelési költséget nem számítunk fel. Nyilvánvalóan hibás ár (például 0 Ft vagy a szokásos ár töredéke) esetén a Színház nem köteles a jegyet a hibás áron kiadni; erről a vásárlót haladéktalanul értesíti, és a befizetett összeget visszatéríti.

## 5. Számla és nyugta

Minden vásárlásról elektronikus nyugtát állítunk ki, amelyet a visszaigazoló e-maillel együtt küldünk el. Ha a vásárló számlát kér, ezt a vásárlás során, a fizetés előtt kell jeleznie a számlázási adatok megadásával; ilyenkor nyugta helyett elektronikus számlát kap. Utólagos számlaigényt a vásárlástól számított 8 napon belül, a rendelésszám megadásával a jegy@rakpartiszinhaz.hu címen fogadunk el.

## 6. E-jegyek

Az e-jegy egy QR-kódot tartalmazó PDF-dokumentum, amely egyszeri belépésre jogosít a rajta feltüntetett előadásra. A jegyet a bejáratnál telefonon vagy kinyomtatva kell felmutatni. A QR-kódot a beléptetéskor leolvassuk; az azonos kóddal érkező további személyeket nem tudjuk beengedni, ezért a vásárló felel azért, hogy a jegy ne kerüljön illetéktelen kézbe. A jegyek üzletszerű továbbértékesítése tilos; az így szerzett jegyekkel a Színház megtagadhatja a belépést. Kedvezményes (például diák-) jegy esetén a kedvezményre jogosító igazolványt a bejáratnál kérjük felmutatni.

## 7. Elállás, visszatérítés, jegycsere

A fogyasztó és a vállalkozás közötti szerződések részletes szabályairól szóló 45/2014. (II. 26.) Korm. rendelet 29. § (1) bekezdés l) pontja alapján meghatározott időpontra szóló szabadidős szolgáltatás esetén a fogyasztót **nem illeti meg az indokolás nélküli elállás joga**. A megvásárolt jegyeket ezért nem váltjuk vissza és nem cseréljük.

Kivételt jelent, ha az előadás a Színház döntése alapján **elmarad**: ilyenkor a vásárló választása szerint a jegy árát 30 napon belül visszatérítjük ugyanarra a bankkártyára, amellyel fizetett, vagy a jegyet másik előadásra cseréljük. Az elmaradásról a vásárlás során megadott e-mail címen értesítjük. Szereposztás-változás, valamint az előadás második felében bekövetkező, elháríthatatlan okból történő félbeszakadás nem jogosít visszatérítésre.

## 8. Látogatási szabályok

- **Késés:** az előadás kezdete után a nézőtérre csak a jegyszedők által kijelölt alkalmas pillanatban, illetve a szünetben lehet bemenni, és lehet, hogy nem a jegyen szereplő helyen. A Stúdióba az előadás kezdete után nem tudunk nézőt beengedni. A késés miatt elmulasztott előadásrész vagy előadás ára nem téríthető vissza.
- **Korhatár:** a Színház a korhatár alatti nézők belépését megtagadhatja; minden nézőnek – a két év feletti gyermekeknek is – saját jeggyel kell rendelkeznie.
- **Fotózás és felvétel:** az előadás alatt fénykép-, hang- és videófelvétel készítése szerzői jogi okokból tilos. Kérjük, a mobiltelefonokat a nézőtéren kapcsolják ki.
- A nézőtérre ételt és italt bevinni nem lehet. A kabátokat és nagyobb csomagokat kérjük, adják le a díjtalan ruhatárban.
- A Színház az előadás rendjét zavaró nézőt a nézőtér elhagyására kérheti, ilyenkor a jegy árát nem téríti vissza.

## 9. Panaszkezelés

Panaszát megteheti szóban a jegypénztárban, telefonon (+36 1 555 0142), e-mailben (jegy@rakpartiszinhaz.hu) vagy postán (1011 Budapest, Bem rakpart 33.). A szóbeli panaszt lehetőség szerint azonnal kivizsgáljuk; az írásbeli panaszra 30 napon belül írásban, indokolással ellátva válaszolunk, és a panaszról felvett jegyzőkönyvet, valamint a válasz másolatát 5 évig megőrizzük.

Ha a panasz rendezése nem vezetett eredményre, a fogyasztó a lakóhelye szerint illetékes békéltető testülethez fordulhat. A Színház székhelye szerint illetékes testület: **Budapesti Békéltető Testület**, 1016 Budapest, Krisztina krt. 99. III. em. 310., e-mail: bekelteto@bkik.hu. Fogyasztóvédelmi panasszal a lakóhely szerint illetékes kormányhivatalhoz is fordulhat, jogvita esetén pedig bírósághoz.

## 10. Egyéb rendelkezések

A Színház jogosult a jelen ÁSZF-et egyoldalúan módosítani; a módosítás a honlapon történő közzététellel lép hatályba, és a hatálybalépést követő vásárlásokra vonatkozik. Az ÁSZF-ben nem szabályozott kérdésekben a magyar jogszabályok az irányadók.`,
      en: `*Effective from 1 September 2025*

## 1. Provider

- Name: Rakparti Színház Nonprofit Kft. (the "Theatre")
- Registered office: 1011 Budapest, Bem rakpart 33.
- Company registration number: 01-09-934512 (Company Registry Court of the Budapest-Capital Regional Court)
- Tax number: 13421739-2-41
- E-mail: jegy@rakpartiszinhaz.hu
- Phone: +36 1 555 0142
- Hosting provider: Pannon Adatpark Kft., 1117 Budapest, Budafoki út 187.

## 2. Subject and scope

These General Terms and Conditions ("GTC") apply to online ticket purchases made on the Theatre's website, https://www.rakpartiszinhaz.hu, and to the use of tickets bought at the box office. The contract is concluded electronically in Hungarian; it is not a written contract and is not filed by the Theatre. The contract is governed by Hungarian law, in particular Act V of 2013 on the Civil Code and Act CVIII of 2001 on electronic commerce services. This English version is provided for information; in case of any discrepancy the Hungarian version prevails.

## 3. How to buy tickets

1. Choose the performance, the ticket type and the number of tickets (up to 10 tickets per order).
2. Tickets placed in the basket are **held for you for 10 minutes**. If payment is not completed within this time, the reservation is cancelled automatically.
3. Enter your name, e-mail address and, if required, your billing details. You can correct any input errors in the basket at any time before starting the payment.
4. Accept these GTC, the Privacy Notice and the data transfer declaration, then pay for your tickets on the SimplePay payment page.
5. The contract is concluded upon successful payment. The Theatre confirms the order by e-mail within 48 hours – usually immediately – with the e-tickets attached. If no confirmation arrives within 48 hours, you are released from your offer.

## 4. Prices and payment

Ticket prices are in Hungarian forints (HUF) and include VAT. Online payments are made by card, Apple Pay or Google Pay on the secure payment page of SimplePay Zrt.; card details never reach the Theatre. We do not charge booking fees. If a price is obviously wrong (for example 0 HUF or a fraction of the usual price), the Theatre is not obliged to issue the ticket at that price; it will notify you without delay and refund the amount paid.

## 5. Invoices and receipts

We issue an electronic receipt for every purchase and send it with the confirmation e-mail. If you need an invoice, indicate this during checkout, before payment, by entering your billing details; you will then receive an electronic invoice instead of a receipt. Requests for an invoice after purchase are accepted within 8 days at jegy@rakpartiszinhaz.hu, quoting your order number.

## 6. E-tickets

The e-ticket is a PDF document with a QR code, valid for a single entry to the performance shown on it. Please show it at the entrance on your phone or printed out. The QR code is scanned on entry; anyone arriving later with the same code cannot be admitted, so it is your responsibility to keep the ticket safe. Commercial resale of tickets is prohibited, and the Theatre may refuse entry to holders of tickets obtained this way. For concession tickets (for example student tickets), please show the relevant ID at the entrance.

## 7. Withdrawal, refunds and exchanges

Under Section 29(1)(l) of Hungarian Government Decree 45/2014 (II. 26.), consumers **have no right of withdrawal** from contracts for leisure services provided on a specific date. Tickets therefore cannot be refunded or exchanged.

The only exception is when a performance is **cancelled** by the Theatre: in this case, at your choice, we refund the ticket price within 30 days to the card you paid with, or exchange your ticket for another performance. We will notify you of the cancellation at the e-mail address given when purchasing. Cast changes, and the interruption of a performance in its second half for reasons beyond our control, do not entitle you to a refund.

## 8. House rules

- **Late arrival:** once the performance has started, latecomers are admitted only at a suitable moment chosen by the ushers or during the interval, and possibly not to the seat on their ticket. Latecomers cannot be admitted to the Studio once the performance has begun. No refund is given for any part of a performance missed because of late arrival.
- **Age limits:** the Theatre may refuse entry to audience members under the age limit; every audience member, including children over two, needs their own ticket.
- **Photography and recording:** taking photographs or making audio or video recordings during the performance is prohibited for copyright reasons. Please switch off mobile phones in the auditorium.
- Food and drink may not be taken into the auditorium. Please leave coats and larger bags in the free cloakroom.
- The Theatre may ask anyone disturbing the performance to leave the auditorium; no refund is given in this case.

## 9. Complaints

You can make a complaint in person at the box office, by phone (+36 1 555 0142), by e-mail (jegy@rakpartiszinhaz.hu) or by post (1011 Budapest, Bem rakpart 33.). Verbal complaints are investigated immediately wherever possible; written complaints are answered in writing, with reasons, within 30 days. We keep complaint records and a copy of our reply for 5 years.

If your complaint cannot be resolved, as a consumer you may turn to the conciliation board competent for your place of residence. The board competent for the Theatre's registered office is the **Budapest Conciliation Board** (Budapesti Békéltető Testület), 1016 Budapest, Krisztina krt. 99. III. em. 310., e-mail: bekelteto@bkik.hu. You may also contact the consumer protection authority at your local government office, or take legal action in court.

## 10. Other provisions

The Theatre may amend these GTC unilaterally; amendments take effect when published on the website and apply to purchases made afterwards. Matters not covered by these GTC are governed by Hungarian law.`,
    },
  },
  {
    id: 12,
    type: 'document',
    slug: 'adattovabbitasi-nyilatkozat',
    title: { hu: 'Adattovábbítási nyilatkozat', en: 'Data transfer declaration' },
    body: {
      hu: `Tudomásul veszem, hogy a(z) Rakparti Színház Nonprofit Kft. (1011 Budapest, Bem rakpart 33.) adatkezelő által a(z) https://www.rakpartiszinhaz.hu felhasználói adatbázisában tárolt alábbi személyes adataim átadásra kerülnek a SimplePay Zrt., mint adatfeldolgozó részére. Az adatkezelő által továbbított adatok köre az alábbi: név, e-mail cím, számlázási cím. Az adatfeldolgozó által végzett adatfeldolgozási tevékenység jellege és célja a SimplePay Adatkezelési tájékoztatóban, az alábbi linken tekinthető meg: https://simplepay.hu/adatkezelesi-tajekoztatok/`,
      en: `I acknowledge that the following personal data of mine, stored in the user database of https://www.rakpartiszinhaz.hu by Rakparti Színház Nonprofit Kft. (1011 Budapest, Bem rakpart 33.) as data controller, will be transferred to SimplePay Zrt. as data processor. The data transferred by the data controller are the following: name, e-mail address, billing address. The nature and purpose of the data processing activity performed by the data processor can be found in the SimplePay Privacy Policy at the following link: https://simplepay.hu/adatkezelesi-tajekoztatok/`,
    },
  },
];
