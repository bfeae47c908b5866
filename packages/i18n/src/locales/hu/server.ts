import { checkInResults } from './check-in.js';
import { exportTexts, exportValidation } from './exports.js';
import { orderLabels } from './order-labels.js';
import { transferTexts, transferValidation } from './transfer.js';
import { exchangeErrors, exchangeMessages, exchangeValidation } from './exchange.js';
import { mailTextMessages, mailTextValidation } from './mail-texts.js';
import { moveErrors, moveMessages, moveValidation } from './performance-move.js';
import {
  bankDetailsErrors,
  bankDetailsMessages,
  bankDetailsValidation,
} from './refund-bank-details.js';
import { dataRightsErrors, dataRightsMessages, dataRightsValidation } from './data-rights.js';
import { sessionErrors, sessionMessages, sessionValidation } from './sessions.js';
import * as securityLog from './security-log.js';
import { seatMapValidation, seatMapWarnings } from './seat-map.js';

/** Messages the API answers with, and validation texts (docs/product.md §5 and §8). */
export const server = {
  errors: {
    ...sessionErrors,
    ...moveErrors,
    ...bankDetailsErrors,
    ...dataRightsErrors,
    ...exchangeErrors,
    validation_failed: 'A megadott adatok hibásak.',
    not_found: 'A keresett elem nem található.',
    route_not_found: 'Nincs ilyen végpont.',
    event_not_found: 'Az esemény nem található.',
    document_not_found: 'A dokumentum nem található.',
    settings_type_not_found: 'Nincs ilyen beállításcsoport.',
    unauthenticated: 'Kérjük, jelentkezzen be.',
    session_expired: 'A munkamenet lejárt, kérjük, jelentkezzen be újra.',
    forbidden: 'Nincs jogosultsága a kért művelet végrehajtásához!',
    not_your_order: 'Ez nem az Ön rendelése!',
    rate_limited: 'Túl sok kérés érkezett. Kérjük, próbálja újra {{seconds}} másodperc múlva.',
    payload_too_large: 'A kérés túl nagy.',
    unsupported_media_type: 'A kérés formátuma nem támogatott.',
    bad_request: 'Hibás kérés.',
    maintenance: 'Oldalunk frissítés alatt áll. Kérjük, próbálja újra néhány perc múlva.',
    overloaded: 'A rendszer most túlterhelt. Kérjük, próbálja újra néhány másodperc múlva.',
    service_unavailable: 'A szolgáltatás átmenetileg nem érhető el. Kérjük, próbálja újra később.',
    email_not_verified:
      'Az e-mail-címét még nem erősítette meg. Kattintson a megerősítő levélben kapott linkre, vagy kérjen új levelet.',
    invalid_token: 'A link érvénytelen vagy lejárt. Kérjen újat.',
    tax_lookup_failed: 'Az adószám ellenőrzése nem sikerült.',
    tax_number_unknown: 'A NAV nem ismeri ezt az adószámot; kérjük, adja meg a cég adatait kézzel.',
    captcha_failed: 'A robotvédelmi ellenőrzés nem sikerült. Kérjük, próbálja újra.',
    invalid_cart_key: 'Érvénytelen kosárazonosító.',
    cart_expired: 'A kosár lejárt, a jegyeket felszabadítottuk. Kérjük, kezdje újra a vásárlást.',
    cart_item_not_found: 'Ez a tétel nincs a kosárban.',
    ticket_sold_out: 'Ez a jegytípus elfogyott.',
    seat_selection_required:
      'Erre az előadásra helyre szóló jegy kapható: kérjük, válasszon helyet a nézőtér térképén.',
    seat_taken:
      'Időközben elkelt vagy más kosárba került: {{seats}}. Kérjük, válasszon másik helyet.',
    not_enough_adjacent_seats:
      'Nincs {{quantity}} szabad hely egymás mellett ebben az árkategóriában. Javaslatunkat a térképen láthatja.',
    seat_map_not_found: 'Erre az előadásra nem helyre szól a jegy.',
    sale_closed: 'Erre az előadásra most nem lehet jegyet vásárolni.',
    cart_limit_order: 'Egy rendelésben legfeljebb {{max}} jegy lehet.',
    cart_limit_type: 'Ebből a jegytípusból egy rendelésben legfeljebb {{max}} jegy lehet.',
    coupon_invalid: 'Érvénytelen kuponkód.',
    coupon_not_applicable: 'A kupon nem használható a kosárban lévő tételekre.',
    coupon_used: 'Ezt a kupont már felhasználták.',
    challenge_required:
      'Ön (vagy az Ön hálózati címéről mások) már {{max}} jegyet tart kosárban erre az előadásra. További jegyekhez a böngészője előbb egy rövid biztonsági ellenőrzést végez el.',
    hold_limit_reached:
      'Erre az előadásra egy hálózati címről vagy fiókból egyszerre legfeljebb {{max}} jegy lehet kosárban. Kérjük, fejezze be a vásárlást, vagy próbálja újra néhány perc múlva.',
    coupon_attempts_exceeded:
      'Túl sok hibás kuponkód érkezett. Kérjük, próbálja újra {{minutes}} perc múlva.',
    cart_empty: 'A kosár üres, nincs mit eladni.',
    billing_missing: 'Hiányoznak a számlázási adatok.',
    order_not_found: 'A rendelés nem található.',
    order_not_payable: 'Ez a rendelés már nem fizethető ki (lejárt vagy lemondták).',
    order_not_paid: 'A rendelés nincs kifizetve.',
    payment_faulty: 'Hibás tranzakció: {{id}}',
    payment_unavailable:
      'A fizetés most nem indítható el. Kérjük, próbálja újra néhány perc múlva.',
    document_not_ready: 'A bizonylat még készül. Kérjük, próbálja újra egy perc múlva.',
    refund_exceeds_payment:
      'A visszatérítés nagyobb, mint amennyi a rendelés fizetéséből még visszaadható. Kérjük, ellenőrizze a korábbi visszatérítéseket.',
    order_already_cancelled: 'Ezt a rendelést már lemondták.',
    order_not_cancellable:
      'Ez a rendelés nem mondható le: lejárt, a jegyei már felszabadultak, fizetés nem történt.',
    ticket_not_found: 'Ilyen jegy nincs erre az előadásra.',
    ticket_not_checked_in: 'Ezzel a jeggyel még nem léptek be.',
    refund_not_found: 'A rendelésnek nincs ilyen visszatérítése.',
    refund_not_failed:
      'Kézzel csak a fizetési szolgáltató által elutasított visszatérítés rendezhető.',
    refund_not_waiting:
      'Ez a visszatérítés nem pénztári kifizetésre vár: már kifizették, vagy máshogyan térül vissza.',
    // The box office (back office).
    order_without_email: 'Ehhez a rendeléshez a vevő nem adott meg e-mail-címet.',
    day_close_conflict:
      'A napot időközben lezárták (talán egy másik ablakban). Nézze meg a friss kimutatást, és számolja újra a kasszát.',
    day_close_empty:
      'Nincs lezárandó forgalom: a legutóbbi zárás óta nem volt eladás vagy visszatérítés.',
    day_close_not_found: 'A napzárás nem található.',
    purchase_link_invalid:
      'Ez a vásárlási link érvénytelen vagy lejárt. Tegye újra kosárba a jegyeket, és kérjen új linket.',
    guest_receipt_only:
      'Regisztráció nélkül nyugtát kap. Számlához regisztráljon vagy jelentkezzen be.',
    // The programme (back office).
    production_not_found: 'A produkció nem található.',
    performance_not_found: 'Az előadás nem található.',
    performance_not_cancelled: 'Ezt az előadást nem mondták le.',
    performance_cancelled: 'Ezt az előadást lemondták: jegy nem adható ki rá.',
    ticket_type_not_found: 'A jegytípus nem található.',
    event_info_not_found: 'Az információs blokk nem található.',
    ticket_type_in_use:
      'Ez a jegytípus nem törölhető: már adtak el vagy rendeltek belőle, vagy kosárban van. A kapacitását 0-ra csökkentheti, vagy elrejtheti VIP-jegyként.',
    performance_without_tickets:
      'Az előadás csak jegytípussal tehető közzé. Előbb adjon hozzá egyet.',
    last_ticket_type:
      'Egy közzétett előadás utolsó jegytípusa nem törölhető. Előbb vonja vissza az előadás közzétételét.',
    performance_in_use:
      'Ez az előadás nem törölhető: már adtak el vagy rendeltek rá jegyet, vagy kosárban van. Helyette visszavonhatja a közzétételét.',
    // Venues and halls (back office).
    venue_not_found: 'A helyszín nem található.',
    hall_not_found: 'A terem nem található.',
    venue_in_use:
      'Ez a helyszín nem törölhető, mert valamelyik termében előadás van vagy volt. Az előadásokat helyezze át egy másik terembe, vagy hagyja meg a helyszínt.',
    hall_in_use:
      'Ez a terem nem törölhető, mert előadás van vagy volt benne. Az előadásokat helyezze át egy másik terembe, vagy hagyja meg a termet.',
    // Coupons and users (back office).
    coupon_not_found: 'A kupon nem található.',
    user_not_found: 'A felhasználó nem található.',
    role_own_admin:
      'A saját adminisztrátori jogát nem veheti el. Kérjen meg egy másik adminisztrátort.',
    last_admin:
      'Ő az utolsó adminisztrátor: előbb nevezzen ki valaki mást adminisztrátornak, hogy a rendszert továbbra is kezelni lehessen.',
    email_already_verified: 'Ez az e-mail-cím már meg van erősítve, nem kell megerősítő levél.',
    refund_over_limit:
      'Ez a visszatérítés meghaladja az ügyfélszolgálat keretét ({{limit}}). Kérje meg egy adminisztrátort, hogy végezze el.',
    // Content (back office).
    document_required:
      'Ez az oldal nem törölhető: a vásárlás és a regisztráció hivatkozik rá. A szövegét szerkesztheti.',
    document_changed:
      'Az oldalt közben valaki más módosította. Töltse be újra, és vezesse át rajta a változtatásait.',
    // Alerts (back office).
    alert_not_found: 'Nincs ilyen figyelmeztetés.',
    alert_already_settled: 'Ezt a figyelmeztetést már rendezték.',
    audience_message_empty:
      'Ezt az üzenetet senki sem kapná meg: egyetlen kifizetett rendelésben sincs ilyen jegy erre az előadásra.',
    audience_message_request_reused:
      'Ezzel a kéréssel már egy másik üzenetet küldtek el. Kérjük, nyissa meg újra az űrlapot.',
    order_not_awaiting_transfer:
      'Ez a rendelés nem vár átutalásra: már kifizették, lemondták, vagy a foglalása lejárt.',
    transfer_account_missing:
      'Adja meg a színház bankszámlaszámát a beállítások között, mielőtt díjbekérőt küld.',
    transfer_refund_manual:
      'Átutalással fizetett rendelés összegét a bankon keresztül kell visszautalni; a rendelést visszatérítés nélkül mondja le.',
    internal: 'Homokszem került a gépezetbe!',
  },
  validation: {
    ...sessionValidation,
    ...securityLog.securityLogValidation,
    ...exchangeValidation,
    ...mailTextValidation,
    required: 'A mező kitöltése kötelező.',
    invalid_type: 'A mező értéke érvénytelen.',
    too_long: 'Legfeljebb {{max}} karakter adható meg.',
    too_short: 'Legalább {{min}} karaktert kell megadni.',
    too_big: 'Az érték legfeljebb {{max}} lehet.',
    too_small: 'Az érték legalább {{min}} lehet.',
    invalid_format: 'A mező formátuma érvénytelen.',
    invalid_value: 'A mező értéke nem megengedett.',
    unknown_field: 'Ismeretlen mező.',
    date: 'A dátumot ÉÉÉÉ-HH-NN formában kell megadni.',
    id_or_slug: 'Érvénytelen azonosító.',
    email: 'Érvénytelen e-mail cím.',
    url: 'Érvénytelen URL.',
    control_characters: 'A mező nem megengedett vezérlőkaraktert tartalmaz.',
    person_name: 'A név csak betűket, szóközt, kötőjelet és aposztrófot tartalmazhat.',
    password_too_short: 'A jelszónak legalább 8 karakterből kell állnia.',
    password_common: 'Ez a jelszó túl gyakori, könnyen kitalálható. Válasszon másikat.',
    password_personal: 'A jelszó nem lehet az Ön neve vagy e-mail-címe. Kérjük, válasszon másikat.',
    password_confirmation: 'A két jelszó nem egyezik.',
    current_password: 'A jelenlegi jelszó nem megfelelő.',
    terms_required: 'A feltételek elfogadása kötelező.',
    billing_missing: 'Hiányoznak a számlázási adatok.',
    choose_option: 'Válasszon az opciók közül!',
    guest_receipt_only:
      'Regisztráció nélkül nyugtát kap. Számlához regisztráljon vagy jelentkezzen be.',
    email_taken: 'Ez az e-mail-cím már foglalt.',
    credentials: 'Hibás e-mail-cím vagy jelszó.',
    token: 'Érvénytelen link.',
    country: 'Az országot kétbetűs kóddal kell megadni.',
    zip_hu: 'A magyar irányítószám 4 számjegyből áll, és nem kezdődhet 0-val.',
    tax_number_format: 'Az adószám formátuma: 12345678-1-12.',
    tax_number_check_digit: 'Az adószám ellenőrző számjegye hibás.',
    tax_number_vat_code: 'Az adószám áfakódja (9. számjegy) csak 1–5 lehet.',
    tax_number_county: 'Az adószám területi kódja érvénytelen.',
    tax_number_inactive: 'Ez az adószám nem érvényes (az adózó megszűnt vagy felfüggesztett).',
    cart_key: 'A kosárazonosító pontosan 32 karakterből áll.',
    seat_map_duplicate_seat: 'A térképen egy hely kétszer szerepel.',
    seat_zone: 'Árkategóriának az előadás egy jegytípusát válassza (kedvezményes jegyet nem).',
    seat_busy: 'Ezek a helyek foglaltak vagy eladottak, nem módosíthatók: {{seats}}.',
    seat_ids_max: 'Egyszerre legfeljebb 20 hely választható.',
    seat_unknown: 'Ez a hely nem tartozik az előadáshoz: {{seats}}.',
    seat_concession: 'Ez a kedvezményes jegy nem érvényes a választott hely árkategóriájára.',
    quantity_max: 'Egyszerre legfeljebb 10 hely kérhető.',
    coupon_code: 'A kuponkód csak betűket, számjegyeket, kötőjelet és aláhúzást tartalmazhat.',
    tax_lookup_unavailable: 'Az adóhatóság most nem érhető el. Az adatokat kézzel is megadhatja.',
    ticket_code: 'A jegykód 16 karakterből áll, például T7Q2-XK4M-93PD-WW8A.',
    // The box office (back office).
    card_not_confirmed: 'Erősítse meg, hogy a terminál elfogadta a kártyás fizetést.',
    cash_too_little: 'A kapott összeg kevesebb a fizetendőnél ({{total}}).',
    refund_till_required: 'Válassza ki, melyik kassza fizeti ki a visszatérítést.',
    refund_till_staff: 'Visszatérítést csak munkatárs kasszája fizethet ki.',
    refund_till_own: 'Pénztárosként csak a saját kasszájából fizethet vissza.',
    // Coupons (back office).
    coupon_datetime: 'Adjon meg egy dátumot és időpontot.',
    coupon_whole_number: 'Pozitív egész számot adjon meg.',
    coupon_percent: 'A százalékos kedvezmény 1 és 100 között lehet.',
    coupon_valid_until: 'Az érvényesség vége legyen később, mint a kezdete.',
    coupon_per_user_above_total:
      'A felhasználónkénti korlát nem lehet nagyobb az összes felhasználás korlátjánál.',
    coupon_code_taken: 'Ilyen kódú kupon már van (a kis- és nagybetű nem számít).',
    coupon_events: 'Ilyen előadás nincs: válasszon a listából.',
    coupon_limit_below_uses:
      'A korlát legalább {{min}} legyen: ennyiszer használták már fel vagy tartják kosárban, illetve fizetésre váró rendelésben.',
    coupon_per_user_below_uses:
      'A korlát legalább {{min}} legyen: egy felhasználó már ennyiszer használta fel vagy tartja kosárban, illetve fizetésre váró rendelésben.',
    // The programme (back office).
    number: 'Adjon meg egy számot.',
    whole_number: 'Egész számot adjon meg.',
    datetime: 'Adjon meg egy dátumot és időpontot.',
    slug: 'Csak kisbetű, számjegy és egyszeres kötőjel lehet benne (például bank-ban-12-03), és legalább egy betű.',
    slug_taken: 'Ez a cím már egy másik előadásé.',
    sale_window: 'Az árusítás vége legyen később, mint a kezdete.',
    sale_after_start: 'Az árusítás az előadás kezdete előtt kezdődjön és érjen véget.',
    capacity_below:
      'A kapacitás legalább {{min}} legyen: ennyi jegyet adtak el ({{sold}}) vagy tartanak kosárban és fizetésre váró rendelésben ({{held}}).',
    poster_missing: 'Válasszon ki egy képfájlt.',
    poster_type: 'A plakát JPEG, PNG vagy WebP kép lehet.',
    poster_too_large: 'A plakát legfeljebb {{max}} MB lehet.',
    poster_pixels: 'A plakát legfeljebb {{max}} megapixeles lehet.',
    poster_too_small: 'A plakát legalább {{width}}×{{height}} képpont legyen.',
    event_info_event: 'Ez az előadás nem ehhez a produkcióhoz tartozik.',
    venue_unknown: 'Nincs ilyen helyszín.',
    hall_unknown: 'Nincs ilyen terem. Válasszon a listából.',
    hall_capacity_exceeded:
      'A terembe {{capacity}} néző fér, ezért ennél a jegytípusnál legfeljebb {{max}} adható meg.',
    hall_too_small:
      'Az előadás jegytípusainak kapacitása együtt {{total}}, de ebbe a terembe csak {{capacity}} néző fér. Előbb csökkentse a jegytípusok kapacitását, vagy válasszon nagyobb termet.',
    refund_tickets_unknown: 'Ezek a jegyek nem ennek a rendelésnek az érvényes jegyei: {{codes}}.',
    refund_tickets_used:
      'Ezekkel a jegyekkel már beléptek, csak adminisztrátor térítheti vissza őket: {{codes}}.',
    refund_tickets_order: 'Csak kifizetett rendelés jegyei téríthetők vissza.',
    hall_seating_sold:
      'Erre az előadásra már foglaltak vagy vásároltak jegyet, ezért nem tehető át olyan terembe, amelynek más az ültetési rendje (vagy amely nem számozott helyes).',
    // Content, settings and reports (back office).
    document_slug:
      'Csak kisbetű, számjegy és egyszeres kötőjel lehet benne (például jegyvasarlas), és legalább egy betű.',
    document_slug_taken: 'Ez a cím már egy másik oldalé.',
    document_order:
      'A sorrendben az adott típus minden oldalának pontosan egyszer kell szerepelnie.',
    http_url: 'Teljes webcímet adjon meg, http:// vagy https:// kezdettel.',
    http_url_or_path:
      'Teljes webcímet (http:// vagy https://) vagy az oldalon belüli, /-rel kezdődő útvonalat adjon meg.',
    tag_manager_id: 'A címkeazonosító formája GTM-XXXXXXX (vagy G-XXXXXXX).',
    hex_colour: 'A színt #RRGGBB formában adja meg, például #DFDBE5.',
    type_limit_above_order:
      'A jegytípusonkénti korlát nem lehet nagyobb a rendelésenkénti korlátnál.',
    hold_cap_below_free: 'A felső határ nem lehet kisebb az ellenőrzés nélküli keretnél.',
    audit_word:
      'Csak kisbetűt, számjegyet, pontot és aláhúzásjelet tartalmazhat (például ticket_type.updated).',
    date_order: 'A záró nap nem lehet korábbi a kezdőnapnál.',
    date_range_long: 'Legfeljebb 400 napos időszakot kérdezhet le egyszerre.',
    // Performances in series (back office).
    series_time: 'Az időpontot ÓÓ:PP formában adja meg, 00:00 és 23:59 között.',
    series_empty: 'Adjon meg legalább egy időpontot.',
    series_too_long: 'Egyszerre legfeljebb 60 előadás hozható létre.',
    series_weekdays: 'Válasszon legalább egy napot a hétből.',
    series_range_long: 'Az időszak legfeljebb 400 napos lehet.',
    series_no_day:
      'Az időszakban nincs ilyen nap (a kihagyott napokon és az eredeti előadás időpontján kívül).',
    series_too_many:
      'A minta {{count}} előadást adna, de egyszerre legfeljebb {{max}} hozható létre. Rövidítse az időszakot.',
    series_time_skipped:
      'Ez az időpont az óraátállítás miatt nem létezik ezen a napon: {{days}}. Válasszon másik időpontot, vagy hagyja ki a napot.',
    series_hall_taken:
      'A teremben már van előadás ebben az időpontban: {{start}}. Egyik másolat sem jött létre.',
    // Complimentary tickets (back office).
    complimentary_quantity: 'Egyszerre 1–10 tiszteletjegy adható ki.',
    complimentary_note_long: 'A megjegyzés legfeljebb 200 karakter lehet.',
    complimentary_seat_count: 'Annyi helyet válasszon, ahány jegyet kiad.',
    complimentary_allowance_max: 'A keret legfeljebb 10 000 jegy lehet.',
    complimentary_allowance_left:
      'Az előadás tiszteletjegy-keretéből már csak {{left}} jegy maradt. Kérjük, adjon ki kevesebbet, vagy emelje a keretet.',
    complimentary_allowance_below:
      'A keret nem lehet kevesebb a már kiadott, érvényes tiszteletjegyeknél ({{used}}).',
    complimentary_not_seated: 'Ez az előadás nem számozott helyes: helyet nem lehet választani.',
    complimentary_seat_zone: 'A választott helyek nem a megadott jegytípus árzónájába tartoznak.',
    ...seatMapValidation,
    ...exportValidation,
    ...transferValidation,
    ...moveValidation,
    ...bankDetailsValidation,
    ...dataRightsValidation,
  },
  seat_map_warnings: seatMapWarnings,
  messages: {
    ...sessionMessages,
    ...securityLog.securityLogMessages,
    ...exchangeMessages,
    ...mailTextMessages,
    ...moveMessages,
    ...bankDetailsMessages,
    ...dataRightsMessages,
    transfer_marked_paid:
      'A rendelést fizetettnek jelölte. A számlát és a jegyeket elküldjük a vevőnek.',
    registered:
      'Sikeres regisztráció! A fiókját a megadott címre küldött levélben lévő linkkel aktiválhatja.',
    verification_sent:
      'Ha a cím regisztrált és még nincs megerősítve, hamarosan megérkezik a megerősítő levél.',
    email_verified: 'Az e-mail-címét megerősítettük. Jó szórakozást!',
    magic_link_sent:
      'Ha a címhez tartozik fiók, hamarosan megérkezik a bejelentkező link. A link 10 percig érvényes.',
    purchase_link_sent:
      'A vásárlási linket elküldtük a(z) {{email}} címre. A vásárlást a levélben lévő linkkel fejezze be, mielőtt a kosár lejár.',
    reset_link_sent: 'Ha a címhez tartozik fiók, hamarosan megérkezik a jelszó-visszaállító link.',
    password_reset: 'Az új jelszavát elmentettük. Most már bejelentkezhet vele.',
    password_changed: 'A jelszavát megváltoztattuk.',
    preferences_saved: 'A beállításokat elmentettük.',
    billing_saved: 'A számlázási adatokat elmentettük.',
    logged_out: 'Sikeres kijelentkezés.',
    confirmation_resent: 'A visszaigazoló levelet újra elküldjük a vevőnek.',
    order_cancelled: 'A rendelést lemondtuk.',
    refund_settled: 'A visszatérítést a vevőnek kifizetettként rögzítettük.',
    refund_paid_out: 'A pénztárból kifizetett visszatérítés ({{total}}) rögzítve.',
    performance_cancelled:
      'Az előadást lemondtuk: a jegyek visszatérítése a háttérben fut, az állását itt követheti.',
    performance_cancellation_resumed:
      'Az előadás már le van mondva: a visszatérítést folytatjuk, az elutasítottakat újra megpróbáljuk.',
    order_cancelled_refund_card:
      'A rendelést lemondtuk. A(z) {{total}} visszatérítését elindítottuk a vevő kártyájára.',
    order_cancelled_refund_desk:
      'A rendelést lemondtuk; a(z) {{total}} összeget a pénztárban visszafizetettként rögzítettük.',
    tickets_refunded_card:
      '{{count}} jegyet visszavettünk; a(z) {{total}} visszatérítését elindítottuk a vevő kártyájára.',
    tickets_refunded_desk:
      '{{count}} jegyet visszavettünk; a(z) {{total}} összeget a pénztárban visszafizetettként rögzítettük.',
    tickets_refunded_free: '{{count}} jegyet visszavettünk; visszafizetendő összeg nem volt.',
    coupon_removed:
      'A jegyek száma módosult, ezért a kuponkódot eltávolítottuk. Kérjük, adja meg újra az összesítő lépésben.',
    // Coupons and users (back office).
    coupon_saved: 'A kupont elmentettük.',
    coupon_deactivated:
      'A kupont kikapcsoltuk: új kosárba nem vehető fel. Amelyik kosár vagy rendelés már tartja, az még felhasználhatja.',
    coupon_activated: 'A kupont újra bekapcsoltuk: érvényességi idején belül felhasználható.',
    user_vip_on: 'VIP lett: a következő kérésétől látja a VIP-előadásokat és -jegyeket.',
    user_vip_off: 'Már nem VIP: a következő kérésétől nem látja a VIP-előadásokat és -jegyeket.',
    user_role_set: 'A szerepkört elmentettük: a felhasználó következő kérésétől érvényes.',
    user_role_unchanged: 'A felhasználónak már ez a szerepköre.',
    user_verification_sent: 'A megerősítő levelet elküldjük a(z) {{email}} címre.',
    // The programme (back office).
    complimentary_issued:
      '{{count}} tiszteletjegyet kiadtunk; a jegyeket e-mailben küldjük ide: {{email}}.',
    performances_copied:
      '{{count}} új előadás elkészült. Nincsenek közzétéve: nézze át őket, majd tegye közzé.',
    poster_saved: 'A plakátot feltöltöttük, a webshopban néhány másodpercen belül megjelenik.',
    audience_message_sent: 'Az üzenetet {{count}} rendelés vevőjének küldjük el.',
    audience_message_repeated:
      'Ezt az üzenetet már elküldték {{count}} rendelés vevőjének: nem küldtük el újra.',
    // Content and settings (back office).
    document_saved: 'Az oldal mentve; a látogatók a következő oldalbetöltéskor látják.',
    documents_reordered: 'A sorrend mentve.',
    settings_saved: 'A beállítások mentve; a látogatók néhány másodpercen belül látják.',
    maintenance_on:
      'A karbantartás bekapcsolva: a látogatók a „frissítés alatt” üzenetet látják. Az ügyintézés továbbra is elérhető.',
    maintenance_off: 'A karbantartás kikapcsolva: a bolt újra kiszolgálja a látogatókat.',
    // Alerts (back office).
    alert_settled: 'A figyelmeztetést rendezettként rögzítettük.',
    alert_settings_saved:
      'Mentve. A figyelmeztetéseket mostantól erre a címre is elküldjük: {{email}}.',
    alert_settings_cleared: 'Mentve. A figyelmeztetésekről nem küldünk e-mailt.',
    invoicing_settings_saved:
      'Mentve. A későbbi részleges visszatérítések számláit így javítjuk: {{mode}}. A már kiállított javítások nem változnak.',
    invoice_correction_reissue: 'sztornó számla és új számla',
    invoice_correction_modify: 'módosító számla',
  },
  security_log: securityLog.securityLogTexts,
  cart: { tech_fee: 'Kezelési költség' },
  /** The box office: how a walk-in buyer who gave no name is recorded (tickets, receipt). */
  box_office: { walk_in_buyer: 'Pénztári vásárló' },
  /** The door scanner's answers: short, to be read at a glance. */
  check_in_results: checkInResults,
  /** The back office's exports (decision 0040). */
  exports: exportTexts,
  /** Group orders by bank transfer: the pro-forma (decision 0046). */
  transfer: transferTexts,
  /** An order's states and means of payment, as documents and exports name them. */
  orders: orderLabels,
} as const;
