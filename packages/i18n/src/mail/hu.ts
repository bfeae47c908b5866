/**
 * E-mail texts (server only: never shipped to the browser). `{{name}}` and the like are filled in
 * by the sender; the HTML version escapes every text, so no markup belongs here.
 */
export const hu = {
  common: {
    greeting: 'Kedves {{name}}!',
    button_fallback: 'Ha a gomb nem működik, másolja be ezt a címet a böngészője címsorába:',
    signature: 'Üdvözlettel:',
    automatic:
      'Ezt a levelet online jegypénztárunk automatikusan küldte, kérjük, ne válaszoljon rá.',
    contact: 'Kérdése van? Írjon nekünk: {{email}}',
  },
  /** Decision 0051: the made-up facts the back office's preview of an e-mail text fills in. */
  sample: {
    name: 'Minta Anna',
    production: 'Hamlet',
    venue: 'Nagyterem, 1011 Budapest, Bem rakpart 33.',
    line: 'Hamlet – Teljes árú jegy, 2 db: 12 900 Ft',
    reason: 'a főszereplő betegsége',
    note: 'A kezdés időpontja változatlan.',
    message_subject: 'Fontos tudnivaló az előadásról',
    message_text: 'Kérjük, érkezzen 15 perccel a kezdés előtt.',
    bank: 'Minta Bank Zrt.',
  },
  verify_email: {
    subject: 'Erősítse meg e-mail-címét – {{theatre}}',
    preheader: 'Egy kattintás, és kész a regisztrációja.',
    heading: 'E-mail-cím megerősítése',
    intro:
      'Köszönjük, hogy regisztrált online jegypénztárunkban. A regisztráció befejezéséhez erősítse meg e-mail-címét az alábbi gombbal.',
    button: 'E-mail-cím megerősítése',
    validity: 'A link {{hours}} órán át érvényes.',
    ignore: 'Ha nem Ön regisztrált, hagyja figyelmen kívül ezt a levelet.',
  },
  magic_link: {
    subject: 'Bejelentkezési link – {{theatre}}',
    preheader: 'Lépjen be jelszó nélkül. A link {{minutes}} percig érvényes.',
    heading: 'Bejelentkezés egy kattintással',
    intro:
      'Bejelentkezési linket kért online jegypénztárunkba. Az alábbi gombbal jelszó nélkül léphet be a fiókjába.',
    button: 'Bejelentkezés',
    validity: 'A link {{minutes}} percig érvényes, és csak egyszer használható.',
    ignore:
      'Ha nem Ön kérte ezt a levelet, hagyja figyelmen kívül: a link nélkül senki sem léphet be a fiókjába.',
  },
  reset_password: {
    subject: 'Új jelszó beállítása – {{theatre}}',
    preheader: 'Állítson be új jelszót. A link {{minutes}} percig érvényes.',
    heading: 'Elfelejtett jelszó',
    intro:
      'Kérést kaptunk fiókja jelszavának visszaállítására. Új jelszót az alábbi gombbal állíthat be.',
    button: 'Új jelszó beállítása',
    validity: 'A link {{minutes}} percig érvényes, és csak egyszer használható.',
    ignore: 'Ha nem Ön kérte ezt a levelet, hagyja figyelmen kívül: a jelszava nem változik.',
  },
  erase_account: {
    subject: 'Fiókja törlésének megerősítése – {{theatre}}',
    preheader: 'Erősítse meg, hogy törölni kívánja a fiókját. A link {{hours}} órán át érvényes.',
    heading: 'Fiók törlése',
    intro:
      'Fiókja törlését kérte online jegypénztárunkban. Az alábbi gombbal erősítheti meg: a törlés után nem tud bejelentkezni, személyes adatait töröljük, a kiállított számlákat és nyugtákat a számviteli törvény szerint 8 évig megőrizzük.',
    button: 'Fiók törlése',
    validity: 'A link {{hours}} órán át érvényes, és csak egyszer használható.',
    ignore: 'Ha nem Ön kérte ezt a levelet, hagyja figyelmen kívül: a fiókja megmarad.',
  },
  password_changed: {
    subject: 'Megváltozott a jelszava – {{theatre}}',
    preheader: 'Biztonsági értesítés a fiókjáról.',
    heading: 'Megváltozott a jelszava',
    intro: 'Biztonsági értesítés: fiókja ({{email}}) jelszavát az imént megváltoztatták.',
    if_you: 'Ha Ön változtatta meg, nincs további teendője.',
    if_not_with_link:
      'Ha nem Ön volt, valaki hozzáférhetett a fiókjához: az alábbi gombbal azonnal állítson be új jelszót, és értesítsen minket.',
    if_not:
      'Ha nem Ön volt, valaki hozzáférhetett a fiókjához: a bejelentkezési oldalon az „Elfelejtett jelszó” linkkel azonnal állítson be új jelszót, és értesítsen minket.',
    button: 'Új jelszó beállítása',
  },
  /** The development mailbox (demo mode): a page for developers and testers, not for visitors. */
  purchase_link: {
    subject: 'Fejezze be a vásárlást – {{theatre}}',
    preheader: 'A kosarában lévő jegyeket {{time}}-ig tartjuk fenn Önnek.',
    heading: 'Az Ön vásárlási linkje',
    intro:
      'Regisztráció nélküli vásárlást kezdett online jegypénztárunkban. Az alábbi gombbal folytathatja: kiválaszthatja, hogyan kéri a jegyeket, és kártyával fizethet.',
    button: 'A vásárlás folytatása',
    hold: 'A kosarában lévő jegyeket {{time}}-ig tartjuk fenn; utána újra kosárba kell tenni őket.',
    validity:
      'A link {{days}} napig érvényes: ezzel fizethet, próbálkozhat újra egy sikertelen fizetés után, és töltheti le a jegyeit. Őrizze meg ezt a levelet, és ne adja tovább a linket.',
    ignore: 'Ha nem Ön kérte ezt a levelet, hagyja figyelmen kívül.',
  },
  order_paid: {
    subject: 'Sikeres fizetés – {{id}}. számú rendelés – {{theatre}}',
    preheader: 'Köszönjük a vásárlást! A fizetés összege: {{total}}.',
    heading: 'Köszönjük a vásárlást!',
    intro:
      'A(z) {{id}}. számú rendelését kifizette, a jegyeket lefoglaltuk Önnek. A fizetett összeg: {{total}}.',
    items: 'A rendelés tételei:',
    button: 'Rendeléseim',
    after: 'Rendelését a fiókjában, a korábbi rendelések között is megtalálja.',
    after_guest:
      'Rendelését a vásárlási linkkel, amelyet korábban e-mailben küldtünk, bármikor újra megnyithatja.',
    intro_desk:
      'Köszönjük, hogy jegypénztárunkban vásárolt! A(z) {{id}}. számú rendelését kifizette, a jegyeit a pénztárban kinyomtattuk. A fizetett összeg: {{total}}.',
    after_desk: 'Kérjük, a jegyeket hozza magával az előadásra.',
    subject_complimentary: 'Tiszteletjegy – {{id}}. számú rendelés – {{theatre}}',
    preheader_complimentary: 'Tiszteletjegyét csatoltuk ehhez a levélhez.',
    heading_complimentary: 'Tiszteletjegyét küldjük',
    intro_complimentary:
      'Örömmel küldjük tiszteletjegyét (a(z) {{id}}. számú rendelés). A jegyért nem kell fizetnie.',
    after_complimentary: 'Szeretettel várjuk az előadáson.',
    performance: 'Előadás: {{name}}',
    when: 'Időpont: {{when}}',
    venue: 'Helyszín: {{venue}}',
    attached: 'Ehhez a levélhez PDF-ben csatoltuk {{files}}.',
    attached_tickets: 'a jegyeket',
    attached_receipt: 'a nyugtát',
    attached_invoice: 'a számlát',
    and: 'és',
    calendar:
      'Az előadások időpontját naptárbejegyzésként (.ics fájlban) is csatoltuk: megnyitva felveheti őket a naptárába.',
    tickets_at_door: 'Kérjük, a jegyeket kinyomtatva vagy a telefonján mutassa fel a bejáratnál.',
    tickets_download:
      'A jegyeket – ahogy kérte – nem csatoltuk: a rendelésénél töltheti le őket PDF-ben.',
  },
  exchange: {
    subject: 'Jegycsere – {{id}}. számú rendelés – {{theatre}}',
    preheader: 'Jegyeit becseréltük; az új jegyeket csatoltuk ehhez a levélhez.',
    heading: 'Jegyeit becseréltük',
    intro:
      'A(z) {{from}}. számú rendelésének jegyeit kérésére becseréltük. Az új jegyek a(z) {{id}}. számú rendelésben vannak; a régi jegyek már nem érvényesek.',
    items: 'Az új jegyek:',
    value:
      'A régi jegyek értéke ({{credit}}) az új jegyek árába beszámított. Az új jegyek ára összesen: {{total}}.',
    paid: 'A különbözetet ({{paid}}) a jegypénztárban kifizette.',
    refund_card:
      'A különbözetet ({{refunded}}) visszatérítjük arra a kártyára, amellyel fizetett; néhány munkanapon belül jelenik meg a számláján.',
    refund_desk: 'A különbözetet ({{refunded}}) a jegypénztárban visszafizettük Önnek.',
    even: 'Az új jegyek ára megegyezik a régiekével: különbözetet nem kellett fizetnie.',
    after:
      'Kérjük, a régi jegyeket ne használja: a bejáratnál csak az új jegyeket fogadjuk el. A régi rendelés helyesbített bizonylatát a rendelései között találja.',
  },
  payment_refunded: {
    subject: 'Visszatérítettük a fizetését – {{id}}. számú rendelés – {{theatre}}',
    preheader: 'A(z) {{total}} összeget visszautaltuk a kártyájára.',
    heading: 'Visszatérítés',
    intro:
      'A(z) {{id}}. számú rendelés fizetése akkor érkezett meg, amikor a jegyek foglalása már lejárt, és a jegyek időközben elkeltek. Ezért a rendelést nem tudtuk teljesíteni, a kifizetett {{total}} összeget pedig visszautaltuk a kártyájára.',
    after:
      'A visszatérítés a bankjától függően néhány munkanap alatt jelenik meg a számláján. Elnézést kérünk a kellemetlenségért.',
    intro_already_paid:
      'A(z) {{id}}. számú rendelést már kifizette egy korábbi fizetéssel, ezért a második fizetés {{total}} összegét visszautaltuk a kártyájára. A rendelése és a jegyei érvényesek.',
    intro_order_closed:
      'A(z) {{id}}. számú rendelés fizetése akkor érkezett meg, amikor a rendelést már lemondtuk. A kifizetett {{total}} összeget visszautaltuk a kártyájára.',
  },
  refund_bank_details: {
    subject: 'Visszatérítés bankszámlára – {{id}}. számú rendelés – {{theatre}}',
    preheader: 'A(z) {{total}} összeget nem tudtuk a kártyájára visszautalni.',
    heading: 'Adja meg bankszámláját a visszatérítéshez',
    intro:
      'A(z) {{id}}. számú rendelés visszatérítését, {{total}} összeget, a kártyaszolgáltató nem fogadta el, ezért nem tudtuk a kártyájára visszautalni.',
    ask: 'Kérjük, az alábbi gombbal adja meg annak a bankszámlának az adatait, amelyre az összeget átutalhatjuk. Az adatokat addig javíthatja, amíg az átutalás meg nem történik.',
    button: 'Bankszámla megadása',
    after:
      'A link csak Önnek szól, kérjük, ne adja tovább. Bankszámla-adatokat soha nem kérünk e-mailben.',
  },
  refund_transferred: {
    subject: 'Átutaltuk a visszatérítést – {{id}}. számú rendelés – {{theatre}}',
    preheader: 'A(z) {{total}} összeget átutaltuk a megadott bankszámlára.',
    heading: 'Átutaltuk a visszatérítést',
    intro:
      'A(z) {{id}}. számú rendelés visszatérítését, {{total}} összeget, átutaltuk a megadott bankszámlára ({{account}}).',
    after: 'Az összeg a bankjától függően néhány munkanap alatt jelenik meg a számláján.',
  },
  order_cancelled: {
    subject: 'Lemondtuk a(z) {{id}}. számú rendelését – {{theatre}}',
    preheader: 'A(z) {{id}}. számú rendelését lemondtuk.',
    heading: 'Rendelését lemondtuk',
    intro_paid:
      'A(z) {{id}}. számú rendelését lemondtuk. A rendelés jegyei érvénytelenek, velük belépni nem lehet.',
    intro_unpaid:
      'A(z) {{id}}. számú, még ki nem fizetett rendelését lemondtuk, a lefoglalt jegyeket felszabadítottuk.',
    items: 'A lemondott rendelés tételei:',
    refund_card:
      'A kifizetett {{total}} összeget visszautaljuk a kártyájára. A visszatérítés a bankjától függően néhány munkanap alatt jelenik meg a számláján.',
    refund_desk: 'A kifizetett {{total}} összeget jegypénztárunkban visszafizettük.',
    unpaid_payment:
      'Ha a fizetést a lemondás után mégis befejezte, a terhelést automatikusan visszatérítjük a kártyájára.',
    document_attached: 'A sztornó bizonylatot mellékeltük ehhez a levélhez.',
    button: 'Rendeléseim',
    after: 'A lemondott rendelést a fiókjában, a korábbi rendelések között is megtalálja.',
  },
  transfer_pro_forma: {
    subject: 'Díjbekérő a(z) {{id}}. számú rendeléshez – {{theatre}}',
    preheader: 'Kérjük, {{deadline}} napig utalja át a(z) {{total}} összeget.',
    heading: 'Díjbekérő',
    intro:
      'Köszönjük csoportos rendelését. A jegyeket {{deadline}} végéig foglalva tartjuk; kérjük, addig utalja át a végösszeget az alábbi bankszámlára.',
    items: 'A rendelés tételei:',
    amount: 'Fizetendő összeg: {{total}}',
    bank: 'Bank: {{bank}}',
    account: 'Bankszámlaszám: {{account}}',
    reference: 'Közlemény: {{reference}}',
    deadline: 'Fizetési határidő: {{deadline}}',
    attached: 'A díjbekérőt PDF-ben mellékeltük.',
    after:
      'Az átutalás beérkezése után elküldjük a számlát és a jegyeket. Ha a határidőig nem érkezik meg az összeg, a foglalás megszűnik.',
    not_invoice: 'A díjbekérő nem számla.',
  },
  transfer_reminder: {
    subject:
      'Emlékeztető: a(z) {{id}}. számú rendelés fizetési határideje {{deadline}} – {{theatre}}',
    preheader: 'A(z) {{total}} összeg még nem érkezett meg.',
    heading: 'Fizetési emlékeztető',
    intro:
      'A(z) {{id}}. számú csoportos rendelésének átutalása még nem érkezett meg hozzánk. A jegyeket {{deadline}} végéig tartjuk foglalva; ha azóta már utalt, kérjük, tekintse tárgytalannak ezt a levelet.',
  },
  tickets_refunded: {
    subject: 'Visszavettük a(z) {{id}}. számú rendelés egyes jegyeit – {{theatre}}',
    preheader: 'A(z) {{id}}. számú rendelés egyes jegyeit visszavettük.',
    heading: 'Jegyeket vettünk vissza',
    intro:
      'A(z) {{id}}. számú rendelése alábbi jegyeit visszavettük: ezek érvénytelenek, velük belépni nem lehet. A rendelés többi jegye érvényes marad.',
    items: 'A visszavett jegyek:',
    refund_card:
      'Az árukat, {{total}} összeget visszautaljuk a kártyájára. A visszatérítés a bankjától függően néhány munkanap alatt jelenik meg a számláján.',
    refund_desk: 'Az árukat, {{total}} összeget jegypénztárunkban visszafizettük.',
    documents:
      'A nyugtáról vagy számláról sztornó és új bizonylat készül a megmaradt jegyekről; a megmaradt jegyeket és az új bizonylatot a rendelései között letöltheti.',
    button: 'Rendeléseim',
    after: 'A rendelést a fiókjában, a korábbi rendelések között is megtalálja.',
  },
  performance_cancelled: {
    subject: 'Elmarad az előadás: {{performance}} – {{theatre}}',
    preheader: 'A(z) {{performance}} előadás elmarad; a jegyek árát visszafizetjük.',
    heading: 'Elmarad az előadás',
    intro:
      'Sajnálattal értesítjük, hogy a(z) {{performance}} előadás ({{when}}) elmarad. A(z) {{id}}. számú rendelésének erre az előadásra szóló jegyei érvénytelenek, velük belépni nem lehet.',
    reason: 'Az elmaradás oka: {{reason}}',
    items: 'Az érvénytelenített jegyek:',
    refund_card:
      'A jegyek árát, {{total}} összeget visszautaljuk a kártyájára. A visszatérítés a bankjától függően néhány munkanap alatt jelenik meg a számláján.',
    refund_desk:
      'A jegyek árát, {{total}} összeget jegypénztárunkban fizetjük vissza: kérjük, keresse fel pénztárunkat a(z) {{id}}. számú rendelés számával.',
    documents_left:
      'A nyugtáról vagy számláról sztornó és új bizonylat készül a rendelés megmaradt jegyeiről; ezeket a rendelései között letöltheti.',
    documents_all: 'A nyugtáról vagy számláról sztornó bizonylat készül.',
    sorry: 'Megértését köszönjük, és szeretettel várjuk további előadásainkon.',
    button: 'Rendeléseim',
    after: 'A rendelést a fiókjában, a korábbi rendelések között is megtalálja.',
  },
  performance_moved: {
    subject: 'Új időpont: {{performance}} – {{theatre}}',
    preheader: 'A(z) {{performance}} előadás új időpontja: {{when}}.',
    heading: 'Az előadás új időpontra kerül',
    intro:
      'Tájékoztatjuk, hogy a(z) {{performance}} előadás, amelyre a(z) {{id}}. számú rendelésében jegyet váltott, {{old}} helyett új időpontban lesz: {{when}}.',
    venue: 'Helyszín: {{venue}}',
    note: 'Megjegyzés: {{note}}',
    items: 'A jegyei, amelyek az új időpontra érvényesek:',
    valid:
      'Jegyei változatlanul érvényesek az új időpontra; az új dátummal újra letöltheti őket. A naptárbejegyzést mellékeltük.',
    refund:
      'Ha az új időpontban nem tud eljönni, {{deadline}}-ig kérheti a jegyek árának visszatérítését ({{total}}) az alábbi gombbal.',
    button: 'Jegyek és visszatérítés',
    tickets_link: 'A jegyek közvetlen letöltése: {{url}}',
    after: 'A link csak Önnek szól, kérjük, ne adja tovább.',
  },
  documents: {
    ticket: {
      title: 'Belépőjegy',
      performance: 'Előadás',
      date: 'Időpont',
      venue: 'Helyszín',
      seat: 'Hely',
      type: 'Jegytípus',
      price: 'Ár',
      order: 'Rendelés',
      buyer: 'Vevő',
      code: 'Jegykód',
      of: '{{index}}/{{count}}',
      note: 'Kérjük, a jegyet nyomtatva vagy a telefonján mutassa fel a bejáratnál. A QR-kód egy belépésre érvényes.',
    },
    receipt: 'Nyugta',
    receipt_cancel: 'Sztornó nyugta',
    invoice: 'Számla',
    invoice_cancel: 'Sztornó számla',
    invoice_modify: 'Módosító számla',
    number: 'Sorszám',
    cancels: 'A(z) {{number}} sorszámú bizonylat sztornója (kelte: {{date}})',
    modifies: 'A módosított számla száma: {{number}} (kelte: {{date}})',
    issue_date: 'Kiállítás kelte',
    supply_date: 'Teljesítés dátuma',
    payment_method: 'Fizetési mód',
    cash: 'Készpénz',
    card_terminal: 'Bankkártya (pénztári terminál)',
    card_simplepay: 'Bankkártya (online, SimplePay)',
    bank_transfer: 'Banki átutalás',
    // Documents recorded before the means of payment were told apart (decision 0023).
    card: 'Bankkártya',
    order: 'Rendelésszám',
    seller: 'Eladó',
    buyer: 'Vevő',
    tax_number: 'Adószám',
    registration_number: 'Cégjegyzékszám',
    item: 'Megnevezés',
    quantity: 'Menny.',
    unit_net: 'Nettó egységár',
    vat_rate: 'ÁFA',
    net: 'Nettó',
    vat: 'ÁFA összeg',
    gross: 'Bruttó',
    vat_summary: 'ÁFA-összesítő',
    total: 'Fizetendő összesen',
    total_cancel: 'Visszatérítendő összesen',
    total_modify: 'Különbözet összesen',
    modify_refunded: 'A különbözetet a vevőnek visszatérítettük.',
    paid: 'A vételárat a vevő megfizette.',
    comment: 'Megjegyzés',
    exempt_TAM: 'TAM – tárgyi adómentes',
    exempt_AAM: 'AAM – alanyi adómentes',
    issued_by: 'A bizonylatot a(z) {{theatre}} online jegypénztára állította ki.',
  },
  /** To the theatre's staff (the alert_email setting): a payment that needs a person's look. */
  audience_message: {
    sample_name: 'Vásárló',
    about:
      'Ezt az üzenetet azért kapja, mert a(z) {{id}}. számú rendelésében jegyei vannak erre az előadásra: {{name}}, {{when}}.',
  },
  payment_alert: {
    subject: 'Figyelmet igénylő fizetés – {{id}}. számú rendelés – {{theatre}}',
    preheader: 'A SimplePay egy üzenete eltér a rendeléstől; a rendszer nem dolgozta fel.',
    heading: 'Figyelmet igénylő fizetés',
    intro:
      'A SimplePay aláírt üzenete ({{status}}, {{source}}, tranzakció: {{transaction}}) eltér a(z) {{id}}. számú rendeléstől (végösszeg: {{total}}). A rendszer az üzenet alapján nem jelölte a rendelést fizetettnek, és nem is indított visszatérítést.',
    mismatches: 'Az eltérések:',
    mismatch: '{{field}}: a rendelés szerint {{expected}}, az üzenetben {{received}}',
    button: 'A rendelés megnyitása',
    after:
      'Kérjük, vesse össze a tranzakciót a SimplePay kereskedői felületén, majd a rendelés oldalán rögzítse, hogyan rendezte. Addig a figyelmeztetés az ügyintézés áttekintő oldalán és a rendelés oldalán marad.',
    why: 'Ezt a levelet azért kapja, mert ez a cím van megadva a figyelmeztetések címzettjeként az ügyintézés beállításai között.',
    sources: {
      ipn: 'értesítés (IPN)',
      query: 'állapotlekérdezés',
      cancel: 'megszakítás',
    },
    fields: {
      total: 'Összeg',
      currency: 'Pénznem',
      merchant: 'Kereskedői fiók',
      order_ref: 'Hivatkozás',
      transaction_id: 'SimplePay-azonosító',
    },
    unknown: 'ismeretlen',
  },
  mailbox: {
    title: 'Fejlesztői postafiók',
    demo_notice:
      'Demó mód: a levelek nem mennek ki, hanem itt olvashatók. Éles üzemben ez az oldal nem létezik.',
    filter_label: 'Címzett e-mail-címe',
    filter_button: 'Szűrés',
    filter_clear: 'Összes levél',
    caption: 'Levelek, a legújabb elöl',
    filtered_caption: 'Levelek ide: {{to}}, a legújabb elöl',
    empty: 'Még nincs levél.',
    time: 'Időpont',
    recipient: 'Címzett',
    subject: 'Tárgy',
    kind: 'Típus',
    status: 'Állapot',
    language: 'Nyelv',
    sent_at: 'Elküldve',
    last_error: 'Utolsó hiba',
    back: 'Vissza a postafiókba',
    html_version: 'HTML-változat',
    html_frame_title: 'A levél HTML-változata',
    text_version: 'Szöveges változat',
    headers: 'Fejléc',
    not_found: 'Nincs ilyen levél.',
    status_queued: 'Sorban áll',
    status_sent: 'Elküldve',
    status_failed: 'Sikertelen',
    attachments: 'Mellékletek',
    attachments_caption: 'A levél mellékletei',
    attachment_name: 'Fájlnév',
    attachment_type: 'Típus',
    attachment_size: 'Méret',
    no_attachments: 'Nincs melléklet.',
  },
} as const;
