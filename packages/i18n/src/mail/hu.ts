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
  },
  payment_refunded: {
    subject: 'Visszatérítettük a fizetését – {{id}}. számú rendelés – {{theatre}}',
    preheader: 'A(z) {{total}} összeget visszautaltuk a kártyájára.',
    heading: 'Visszatérítés',
    intro:
      'A(z) {{id}}. számú rendelés fizetése akkor érkezett meg, amikor a jegyek foglalása már lejárt, és a jegyek időközben elkeltek. Ezért a rendelést nem tudtuk teljesíteni, a kifizetett {{total}} összeget pedig visszautaltuk a kártyájára.',
    after:
      'A visszatérítés a bankjától függően néhány munkanap alatt jelenik meg a számláján. Elnézést kérünk a kellemetlenségért.',
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
  },
} as const;
