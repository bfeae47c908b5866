/**
 * Texts of the buyer's order history (the profile's "Previous orders": the list, the details modal,
 * the document downloads) and of a guest's downloads on the paid screen: the `orders` namespace,
 * loaded with those lazy chunks only. Hungarian defines the shape; the English catalogue must match
 * it key for key. Formal address ("Ön"), as on the profile and the payment pages.
 */
export const webOrders = {
  history: {
    title: 'Korábbi rendelések',
    intro: 'Itt töltheti le a jegyeit, nyugtáit és számláit. Elöl a legutóbbi rendelés áll.',
    caption: 'Korábbi rendelései',
    loading: 'Rendelések betöltése…',
    load_error: 'Nem sikerült betölteni a korábbi rendeléseit.',
    empty_title: 'Még nincs rendelése',
    empty_text: 'Válasszon előadást a műsorból: a megvásárolt jegyeit itt találja majd.',
    go_shopping: 'Irány vásárolni',
    event: 'Esemény',
    date: 'Dátum',
    value: 'Érték',
    status: 'Állapot',
    actions: 'Műveletek',
    order_number: 'Rendelésazonosító: {{id}}',
    preparing: 'A jegyek és a bizonylat elkészítése folyamatban, hamarosan letölthetők.',
  },
  actions: {
    tickets: 'Jegyek',
    invoice: 'Számla',
    annul_invoice: 'Sztornó számla',
    receipt: 'Nyugta',
    retry: 'Fizetés újra',
    details: 'Részletek',
    /** The accessible name of a row's button: the visible text first (WCAG 2.5.3). */
    of_order: '{{action}}, {{id}} számú rendelés',
    downloading: 'Letöltés folyamatban…',
  },
  details: {
    title: 'Rendelés részletei',
    order_id: 'Rendelésazonosító',
    event: 'Esemény',
    ordered_at: 'Rendelés ideje',
    value: 'Érték',
    payment_method: 'Fizetési mód',
    payment_status: 'Fizetési állapot',
    items: 'Tételek',
    item: 'Megnevezés',
    quantity: 'Mennyiség',
    gross: 'Bruttó összeg',
    quantity_value: '{{quantity}} db',
    items_loading: 'Tételek betöltése…',
    items_error: 'Nem sikerült betölteni a rendelés tételeit.',
    retry: 'Újra',
    documents: 'Letöltések',
    close: 'Bezárás',
  },
  download: {
    failed: 'Nem sikerült letölteni a dokumentumot. Kérjük, próbálja újra.',
    network_error:
      'Nem sikerült kapcsolódni a szerverhez. Ellenőrizze az internetkapcsolatát, és próbálja újra.',
  },
  guest: {
    title: 'Jegyek és nyugta',
    tickets: 'Jegyek letöltése',
    receipt: 'Nyugta letöltése',
    preparing: 'A jegyek és a nyugta elkészítése folyamatban, néhány pillanat múlva letölthetők.',
    load_error: 'Nem sikerült lekérdezni a letölthető dokumentumokat.',
    retry: 'Újra',
  },
} as const;
