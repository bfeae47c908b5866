/**
 * Texts of the web app's cart: the add buttons of the event page, the header's countdown and the
 * cart page (checkout step 1). The `cart` namespace, loaded with those lazy chunks only. Hungarian
 * defines the shape; the English catalogue must match it key for key. Formal address ("Ön"), as
 * everywhere in Hungarian (decision 0032).
 */
export const webCart = {
  common: {
    network_error:
      'Nem sikerült kapcsolódni a szerverhez. Ellenőrizze az internetkapcsolatot, és próbálja újra.',
  },
  header: {
    tickets_one: '({{count}} jegy)',
    tickets_other: '({{count}} jegy)',
  },
  add: {
    column: 'Vásárlás',
    button: 'Kosárba',
    label: 'Kosárba: {{name}}',
    added_title: 'A kosárba tettük',
    added_one: '{{name}} – a foglalás még {{count}} percig érvényes.',
    added_other: '{{name}} – a foglalás még {{count}} percig érvényes.',
  },
  // The proof-of-work check beyond the free allowance of holds per client (decision 0024).
  challenge: {
    title: 'Biztonsági ellenőrzés',
    text: 'Az Ön hálózati címéről már sok jegy van kosárban erre az előadásra, ezért böngészője egy rövid számítással igazolja, hogy nem automata program foglal. Ez néhány másodperc; kérjük, várjon.',
    progress: 'A biztonsági ellenőrzés állása',
    failed:
      'A biztonsági ellenőrzés nem sikerült, ezért a jegyet nem tettük a kosárba. Kérjük, próbálja újra.',
    dismiss: 'Üzenet bezárása',
  },
  timer: {
    hint: 'Ha lejár az idő, a kosara kiürül.',
    label: 'Ha lejár az idő, a kosara kiürül. Hátralévő idő: {{time}}',
    expired_title: 'Lejárt a kosara',
    expired:
      'Letelt a foglalási idő: kiürítettük a kosarát, a jegyeket felszabadítottuk. Kezdje újra a vásárlást!',
    gone: 'A kosara már nem érvényes, ezért kiürítettük. Kezdje újra a vásárlást!',
  },
  page: {
    title: 'Kosár',
    intro: 'Nézze át a kiválasztott jegyeket, mielőtt továbblép.',
    steps: 'A vásárlás lépései',
    step_cart: 'Kosár',
    step_billing: 'Számlázás',
    step_review: 'Összesítő',
    hold: 'A jegyeket a visszaszámlálás végéig tartjuk fenn Önnek.',
    hold_left: 'Hátralévő idő: {{time}}',
    load_error: 'Nem sikerült betölteni a kosarat.',
    empty_title: 'A kosara üres',
    empty_text: 'Töltse meg a kosarát a továbblépéshez!',
    empty_action: 'Vissza a vásárláshoz',
    info_title: 'Módosult a kosara',
    dismiss: 'Üzenet bezárása',
    continue: 'Tovább',
    continue_login: 'A továbblépéshez be kell jelentkeznie.',
    continue_shopping: 'Vásárlás folytatása',
    updated: 'A kosár frissült. Fizetendő: {{total}}',
  },
  lines: {
    caption: 'A kosár tételei',
    event: 'Előadás',
    item: 'Tétel',
    unit_price: 'Egységár',
    quantity: 'Mennyiség',
    total: 'Összesen',
    actions: 'Műveletek',
    quantity_of: 'Mennyiség: {{name}}',
    decrease: 'Eggyel kevesebb: {{name}}',
    increase: 'Eggyel több: {{name}}',
    delete: 'Törlés: {{name}}',
    remove_coupon: 'Kupon eltávolítása: {{name}}',
    fee_note: 'Jegyenként, a jegyek számát követi.',
    discount_note: 'Kuponkód: {{code}}',
  },
  coupon: {
    label: 'Kuponkód',
    submit: 'Beváltás',
    required: 'Hiányzik a kuponkód.',
    applied: 'Beváltott kupon: {{code}}',
    remove: 'Kupon eltávolítása',
    added: 'A kupont beváltottuk. Fizetendő: {{total}}',
    removed: 'A kupont eltávolítottuk. Fizetendő: {{total}}',
  },
  summary: {
    title: 'Ár részletei',
    tickets_one: '{{count}} jegy',
    tickets_other: '{{count}} jegy',
    ticket_total: 'Jegyek összesen',
    fee_total: 'Kezelési költség',
    discount: 'Kedvezmény',
    total: 'Fizetendő összesen',
  },
} as const;
