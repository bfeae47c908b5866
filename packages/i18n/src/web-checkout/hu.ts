/**
 * Texts of the checkout's billing and review steps (/cart, steps 2 and 3), the start of the
 * payment and the payment result pages (/payment/return, /payment/pending, /payment/success), and
 * the guest purchase link (`guest`: the request on step 1, the opened link, a guest's steps 2 and
 * 3): the `checkout` namespace, loaded with those lazy chunks only. Hungarian defines the shape;
 * the English catalogue must match it key for key. Formal address ("Ön"), as on the account pages
 * and in the server's messages. The result texts are SimplePay's (SimplePay's v2 documentation, the result page).
 */
export const webCheckout = {
  common: {
    network_error:
      'Nem sikerült kapcsolódni a szerverhez. Ellenőrizze az internetkapcsolatát, és próbálja újra.',
    new_tab: '(új lapon nyílik meg)',
    to_profile: 'Tovább a profilomhoz',
    to_programme: 'Vissza a műsorhoz',
  },
  billing: {
    title: 'Számla vagy nyugta',
    choice: 'Milyen bizonylatot kér a vásárlásról?',
    invoice: 'Számlát kérek',
    invoice_hint: 'Magánszemélyként vagy cégként, az itt megadott névre és címre.',
    receipt: 'Csak nyugtát kérek',
    receipt_hint: 'Egyszerű bizonylat, név és cím nélkül.',
    receipt_chosen: 'Nyugtát választott',
    receipt_none: 'További adat megadására nincs szükség.',
    invoice_title: 'Számlázási adatok',
    invoice_intro: 'A számla ezekkel az adatokkal készül.',
    invoice_prefilled:
      'A mentett számlázási adatait előre kitöltöttük; itt módosíthatja őket erre a vásárlásra.',
    comment: 'Megjegyzés a számlára',
    comment_hint: 'Nem kötelező. A számlán megjelenik (legfeljebb 255 karakter).',
    load_error: 'Nem sikerült betölteni a mentett számlázási adatait.',
    back_to_cart: 'Vissza a kosárhoz',
    back_to_choice: 'Vissza a választáshoz',
    continue: 'Tovább az összesítőhöz',
  },
  review: {
    title: 'Összesítő és fizetés',
    billing_title: 'Számlázás',
    document: 'Bizonylat',
    invoice: 'Számla',
    receipt: 'Nyugta',
    buyer_private: 'magánszemély',
    buyer_company: 'cég',
    name: 'Név',
    tax_number: 'Adószám',
    address: 'Cím',
    comment: 'Megjegyzés',
    edit_billing: 'Számlázási adatok módosítása',
    documents_title: 'Dokumentumok',
    documents_notice: 'A fizetés indításával elfogadja az alábbi dokumentumokat:',
    privacy: 'Adatkezelési tájékoztató',
    terms: 'Általános Szerződési Feltételek',
    data_transfer: 'SimplePay adattovábbítási nyilatkozat',
    data_transfer_note:
      'A fizetés lebonyolításához a személyes adatait (név, e-mail-cím, számlázási adatok) átadjuk a SimplePay Zrt. mint adatfeldolgozó részére.',
    accept:
      'Elolvastam és elfogadom az Adatkezelési tájékoztatót, az Általános Szerződési Feltételeket és a SimplePay adattovábbítási nyilatkozatát.',
    accept_required: 'A fizetés indításához el kell fogadnia a dokumentumokat.',
    pay: 'Fizetés bankkártyával',
    storing: 'A rendelés rögzítése…',
    pay_note: 'A fizetés a SimplePay biztonságos oldalán történik, a kártyaadatait mi nem látjuk.',
    back: 'Vissza',
    continue_shopping: 'Vásárlás folytatása',
    order_error: 'A rendelést nem sikerült rögzíteni.',
    billing_errors:
      'A számlázási adatok között hibát találtunk. Kérjük, javítsa a megjelölt mezőket.',
  },
  payment: {
    page_return: 'Fizetés eredménye',
    page_pending: 'Fizetés folyamatban',
    page_success: 'Sikeres fizetés',
    page_order: 'Fizetés',
    processing: 'A fizetés feldolgozása…',
    waiting_title: 'Várakozás a bank válaszára',
    waiting_keep_open: 'Kérjük, ne zárja be ezt a lapot!',
    waiting_text: 'A bank visszaigazolása általában néhány másodperc alatt megérkezik.',
    slow_title: 'A bank még nem válaszolt',
    slow_text:
      'A fizetés visszaigazolása a szokásosnál tovább tart. Ha a fizetés sikerül, e-mailben értesítjük, és a jegyeit a profiljában is megtalálja.',
    check_again: 'Újra ellenőrzöm',
    success_title: 'Sikeres tranzakció',
    success_text:
      'Köszönjük a vásárlást! A jegyeit a profiljában nyomtathatja ki, és e-mailben is elküldtük őket.',
    transaction_id: 'SimplePay tranzakcióazonosító',
    order_id: 'Rendelésszám',
    failed_title: 'Sikertelen tranzakció',
    failed_text:
      'Kérjük, ellenőrizze a tranzakció során megadott adatok helyességét. Amennyiben minden adatot helyesen adott meg, a visszautasítás okának kivizsgálása érdekében kérjük, szíveskedjen kapcsolatba lépni kártyakibocsátó bankjával.',
    cancelled_title: 'Ön megszakította a fizetést',
    timeout_title: 'Időtúllépés',
    timeout_text: 'Ön túllépte a tranzakció elindításának lehetséges maximális idejét.',
    retry_text:
      'A rendelése továbbra is fizetésre vár: újra megpróbálhatja most, vagy később a profiljából.',
    retry: 'Újrapróbálom',
    expired_title: 'A rendelés lejárt',
    expired_text:
      'A fizetésre szánt idő letelt, ezért a jegyeket felszabadítottuk. Válasszon újra jegyeket a műsorból!',
    refunded_title: 'A fizetést visszautaltuk',
    refunded_text:
      'A fizetése megérkezett, de a jegyek időközben elfogytak, ezért a teljes összeget visszautaltuk a kártyájára. A jóváírás a bankjától függően néhány napig tarthat.',
    withdrawn_title: 'A rendelést a színház lemondta',
    withdrawn_text:
      'A jegyei már nem érvényesek. Ha már fizetett, a teljes összeget visszatérítjük oda, ahonnan fizetett; a részleteket e-mailben elküldtük.',
    load_error: 'Nem sikerült lekérdezni a fizetés állapotát.',
    validate_error: 'Nem sikerült feldolgozni a fizetés eredményét.',
    faulty_title: 'Érvénytelen fizetési visszajelzés',
    invalid_link: 'Ez a cím nem tartalmaz érvényes fizetési adatot.',
    order_title: 'A rendelése fizetésre vár',
    order_text:
      'Rögzítettük a(z) {{id}} számú rendelését, a jegyeket a fizetés idejére félretettük.',
    start_failed: 'A fizetést nem sikerült elindítani.',
    redirecting: 'Átirányítjuk a SimplePay fizetési oldalára…',
    pay: 'Fizetés bankkártyával',
    guest_success_email: 'Köszönjük a vásárlást! A jegyeit elküldtük a(z) {{email}} címre.',
    guest_success_download:
      'Köszönjük a vásárlást! A visszaigazolást elküldtük a(z) {{email}} címre; a jegyeit a levélben lévő vásárlási linkkel töltheti le.',
    guest_success_either:
      'Köszönjük a vásárlást! A visszaigazolást elküldtük a(z) {{email}} címre. Ha e-mailben kérte a jegyeket, a levélben megtalálja őket; ha a letöltést választotta, a levélben lévő vásárlási linkkel töltheti le őket.',
    guest_come_back: 'A vásárlási linkkel később is visszatérhet ehhez a rendeléshez.',
    guest_retry_text:
      'A rendelése továbbra is fizetésre vár: újra megpróbálhatja most, vagy később a levélben kapott vásárlási linkkel.',
    guest_slow_text:
      'A fizetés visszaigazolása a szokásosnál tovább tart. Ha a fizetés sikerül, e-mailben értesítjük, és a vásárlási linkkel is ellenőrizheti.',
  },
  guest: {
    or: 'vagy',
    start: 'Folytatás regisztráció nélkül',
    start_hint:
      'Fiók nélkül is vásárolhat: e-mailben vásárlási linket küldünk ehhez a kosárhoz. Regisztráció nélkül nyugtát kap.',
    name: 'Név',
    name_hint: 'Ez a név kerül a jegyekre és a nyugtára.',
    email: 'E-mail-cím',
    email_hint: 'Erre a címre küldjük a vásárlási linket és a jegyeket.',
    documents: 'A vásárlási link kéréséhez el kell fogadnia az alábbi dokumentumokat:',
    send: 'Vásárlási link küldése',
    send_note: 'A vásárlást a levélben kapott linkkel fejezheti be.',
    sending: 'A vásárlási link küldése…',
    sent_title: 'Nézze meg a postafiókját!',
    sent_fallback: 'A vásárlási linket elküldtük a(z) {{email}} címre.',
    sent_hold:
      'A linket bármelyik eszközén megnyithatja, de vásárolni csak a visszaszámlálás végéig lehet vele.',
    sent_spam: 'Ha nem találja a levelet, nézze meg a levélszemét mappát is.',
    send_again: 'Újraküldés vagy másik cím',
    mode: 'Vendégként vásárol:',
    mode_hint: 'Regisztráció nélkül nyugtát kap.',
    leave: 'Kilépés a vendég módból',
    left: 'Kilépett a vendég módból. A folytatáshoz jelentkezzen be, vagy kérjen új vásárlási linket.',
    link_title: 'Vásárlási link',
    opening: 'A vásárlási link megnyitása…',
    invalid_title: 'A vásárlási link nem használható',
    invalid_text:
      'Ez a vásárlási link érvénytelen vagy lejárt. Tegye újra kosárba a jegyeket, és kérjen új linket.',
    closed_title: 'A link kosara már nem érhető el',
    closed_text:
      'A linkhez tartozó kosár foglalása lejárt, ezért a jegyeket felszabadítottuk. Válasszon újra jegyeket, és kérjen új vásárlási linket.',
    signed_in_order:
      'Ez a link egy regisztráció nélküli vásárláshoz tartozik. A rendelés megtekintéséhez jelentkezzen ki, majd nyissa meg újra a linket.',
    open_error: 'Nem sikerült megnyitni a vásárlási linket.',
    signed_in_adopted:
      'Betöltöttük a link kosarát. Mivel be van jelentkezve, a vásárlást a fiókjával folytatja.',
    invoice_disabled:
      'Regisztráció nélkül csak nyugtát állíthatunk ki. Számlához jelentkezzen be vagy regisztráljon.',
    sign_in_for_invoice: 'Bejelentkezés számlához',
    buyer_title: 'Vásárló',
    buyer_name: 'Név',
    buyer_email: 'E-mail-cím',
    buyer_note: 'A vásárlási link adatai. A jegyek és a nyugta erre a névre szólnak.',
    delivery: 'Hogyan kéri a jegyeket?',
    delivery_email: 'Küldjék el a jegyeket e-mailben',
    delivery_email_hint: 'A jegyek a fizetés visszaigazolásával együtt érkeznek.',
    delivery_download: 'Fizetés után letöltöm őket',
    delivery_download_hint: 'A jegyeket a vásárlási linkkel töltheti le.',
  },
} as const;
