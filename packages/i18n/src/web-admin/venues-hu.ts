/**
 * The back office's venues and halls (decision 0027): the `admin` namespace's `venues.*`.
 * Hungarian defines the shape; venues-en.ts must match it key for key. Formal address ("Ön"), as
 * everywhere (decision 0032).
 */
export const adminVenues = {
  title: 'Helyszínek és termek',
  intro:
    'A helyszín egy épület a címével, az előadások a termeiben vannak. Egy előadás jegytípusai együtt legfeljebb annyi jegyet adhatnak, ahány néző a terembe fér.',
  open: 'Helyszínek és termek',
  back: 'Vissza a műsorhoz',
  new: 'Új helyszín',
  empty:
    'Még nincs helyszín. Hozza létre az elsőt, és adjon hozzá termet: előadást csak teremben lehet meghirdetni.',
  performances_one: '{{count}} előadás',
  performances_other: '{{count}} előadás',
  no_halls: 'Ennek a helyszínnek még nincs terme.',
  add_hall: 'Új terem',
  edit: 'Szerkesztés: {{name}}',
  delete: 'Törlés: {{name}}',
  hall_in_use: 'Nem törölhető, mert előadás van vagy volt ebben a teremben.',
  venue_in_use: 'Nem törölhető, mert valamelyik termében előadás van vagy volt.',
  columns: {
    hall: 'Terem',
    capacity: 'Befogadóképesség',
    performances: 'Előadások',
    actions: 'Műveletek',
  },
  capacity_value: '{{capacity}} fő',
  performances_zero: 'Nincs előadás',
  upcoming_zero: 'Nincs előadás',
  upcoming_one: '{{count}} előadás, ebből {{upcoming}} következő',
  upcoming_other: '{{count}} előadás, ebből {{upcoming}} következő',
  form: {
    name: 'Név (magyarul)',
    name_en: 'Név (angolul)',
    address: 'Cím',
    address_hint: 'Ahogy a jegyen áll, például 1011 Budapest, Bem rakpart 33.',
    hall_name: 'A terem neve (magyarul)',
    hall_name_en: 'A terem neve (angolul)',
    capacity: 'Befogadóképesség (fő)',
    capacity_hint: 'Egy előadás jegytípusai együtt legfeljebb ennyi jegyet adhatnak.',
    sort_order: 'Sorrend',
    sort_order_hint: 'A kisebb szám kerül előre.',
    venue: 'Helyszín',
    venue_hint: 'Másik helyszínre áthelyezve a terem előadásai is vele mennek.',
  },
  new_title: 'Új helyszín',
  edit_title: 'Helyszín szerkesztése',
  hall_new_title: 'Új terem: {{venue}}',
  hall_edit_title: 'Terem szerkesztése',
  delete_title: 'Törli a helyszínt?',
  delete_text: 'A(z) „{{name}}” helyszín a termeivel együtt végleg törlődik.',
  hall_delete_title: 'Törli a termet?',
  hall_delete_text: 'A(z) „{{name}}” terem végleg törlődik.',
  saved: 'A helyszínt elmentettük.',
  hall_saved: 'A termet elmentettük.',
  network_error: 'Nem sikerült elérni a szervert. Ellenőrizze a kapcsolatot, és próbálja újra.',
  room: {
    most: 'Legfeljebb {{max}} adható meg: a terembe {{capacity}} néző fér.',
    total: 'Terem: {{hall}}, {{capacity}} fő. A jegytípusok együtt: {{total}}.',
  },
  picker: {
    hall: 'Terem',
    hall_hint:
      'Helyszínenként csoportosítva, zárójelben a befogadóképesség. Számozott helyes teremben az előadás a terem ültetési rendjét kapja.',
    option: '{{hall}} ({{capacity}} fő)',
    option_seated: '{{hall}} ({{capacity}} számozott hely)',
    none: 'Még nincs terem: előadás meghirdetéséhez előbb hozzon létre helyszínt és termet.',
    manage: 'Helyszínek és termek kezelése',
  },
};
