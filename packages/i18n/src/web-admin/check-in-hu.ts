/**
 * The door's texts in the back office: picking a performance, scanning or typing a ticket's code,
 * the answer card, the scans kept while offline. Part of the `admin` namespace (`check_in.*`).
 * Hungarian defines the shape; check-in-en.ts must match it key for key. Staff are addressed
 * formally ("Ön", decision 0032).
 */
export const adminCheckIn = {
  picker: {
    title: 'Beléptetés',
    intro: 'Válassza ki az előadást, amelyre beléptet.',
    today: 'Ma',
    tomorrow: 'Holnap',
    empty: 'Ma és a következő napokban nincs előadás.',
    admitted_of: 'Beléptetve: {{admitted}} / {{sold}}',
    later: 'Későbbi előadások is',
    later_shown: 'A következő {{days}} nap előadásai láthatók.',
  },
  scanner: {
    page_title: 'Beléptetés: {{name}}',
    back: 'Másik előadás',
    admitted_of: '{{admitted}} / {{valid}} belépett',
    progress_label: 'Beléptetve: {{percent}}%',
    refresh_failed: 'A számokat most nem sikerült frissíteni; újra próbáljuk.',
    not_found_title: 'Ez az előadás nem található.',
    not_found_text: 'Lehet, hogy törölték, vagy hibás a cím. Válasszon az előadások közül.',
    to_picker: 'Az előadások listájához',
  },
  door: {
    current: 'Bejárat: {{door}}',
    change: 'Másik bejárat',
    title: 'Melyik bejáratnál áll?',
    field: 'A bejárat neve',
    description:
      'Ezen az eszközön megjegyezzük. Ha a bejárat már szerepel a listában, onnan válassza ki, hogy egy bejáratot ne számoljunk kettőnek.',
    placeholder: 'pl. Főbejárat',
    used: 'Ennél az előadásnál már használt bejáratok:',
    used_count: '{{count}} belépés',
    required: 'Adja meg a bejárat nevét (legfeljebb 40 karakter).',
    save: 'Kezdhetjük',
    cancel: 'Mégse',
  },
  scan: {
    field: 'Jegykód',
    description: 'Írja be vagy olvassa be a kódot, majd nyomjon Entert.',
    submit: 'Ellenőrzés',
    checking: 'Ellenőrzés…',
    empty: 'Írja be a jegy kódját.',
    invalid: 'A jegykód 16 karakterből áll, például T7Q2-XK4M-93PD-WW8A.',
  },
  camera: {
    start: 'Beolvasás kamerával',
    stop: 'Kamera kikapcsolása',
    starting: 'A kamera indul… Ha a böngésző engedélyt kér, engedélyezze.',
    on: 'Tartsa a jegy QR-kódját a kamera elé.',
    denied:
      'A kamera használatát nem engedélyezte. Engedélyezze a böngésző beállításaiban, vagy írja be a kódot kézzel.',
    no_camera: 'Ezen az eszközön nem találtunk kamerát. Írja be a kódot kézzel.',
    insecure: 'A kamera csak biztonságos (https) kapcsolaton használható. Írja be a kódot kézzel.',
    failed:
      'A kamerát nem sikerült elindítani (lehet, hogy egy másik alkalmazás használja). Próbálja újra, vagy írja be a kódot kézzel.',
    video_label: 'A kamera képe',
  },
  answer: {
    region: 'A beolvasás eredménye',
    waiting: 'Az első jegyre várunk. Az eredmény itt jelenik meg.',
    code: 'Kód',
    type: 'Jegytípus',
    seat: 'Hely',
    buyer: 'Vásárló',
    when: 'Mikor lépett be',
    door: 'Melyik bejáratnál',
    by: 'Ki léptette be',
    ticket_for: 'A jegy erre az előadásra szól',
    used_text:
      'Ezzel a jeggyel már beléptek. Ne engedje be újra; vitás esetben hívja a jegypénztárt.',
    elsewhere_text: 'Ez a jegy nem erre az előadásra szól. Ne engedje be.',
    cancelled_text:
      'A jegy nem érvényes (törölt vagy ki nem fizetett rendelés). Ne engedje be; küldje a vendéget a jegypénztárhoz.',
    unknown_text:
      'Nincs ilyen kódú jegy. Nézze meg, jól olvasta-e be; ha igen, küldje a vendéget a jegypénztárhoz.',
    offline_title: 'Nem ellenőriztük!',
    offline_text:
      'Nem kaptunk választ a szervertől, ezért ezt a jegyet NEM ellenőriztük és NEM léptettük be. A kódot megőriztük, és elküldjük, amint lehet; addig ellenőrizze a jegyet szemmel.',
    retry: 'Újra ellenőrzöm',
    repeated_text: 'Ezt a jegyet ez a bejárat léptette be, mielőtt megszakadt a kapcsolat.',
    invalid_title: 'Érvénytelen kód',
    invalid_text:
      'Ez nem jegykód: a jegykód 16 karakterből áll. Lehet, hogy csak egy része olvasódott be. Olvassa be újra, vagy gépelje be a jegyre nyomtatott kódot; addig ne engedje be.',
    decided_offline: 'Kapcsolat nélkül, ezen az eszközön döntve',
  },
  offline: {
    title: 'Nincs kapcsolat a szerverrel',
    text: 'A beolvasott kódokat megőrizzük, és amint visszatér a kapcsolat, magától elküldjük őket. Addig ellenőrizze a jegyeket szemmel (előadás, dátum, jegytípus), kétség esetén hívja a jegypénztárt.',
    since: 'Offline {{time}} óta – nincs kapcsolat a szerverrel',
    list_text:
      'Az eszköz a {{time}}-kor letöltött jegylistából léptet be, minden kódot egyszer. A belépéseket elküldjük, amint visszatér a kapcsolat.',
    to_sync_one: '{{count}} belépés vár elküldésre',
    to_sync_other: '{{count}} belépés vár elküldésre',
  },
  waiting: {
    title: 'Elküldésre váró kódok',
    text_one:
      'Ezt a kódot még NEM ellenőriztük. Amint van kapcsolat, elküldjük; az eredménye a legutóbbi beolvasások között jelenik meg.',
    text_other:
      'Ezt a(z) {{count}} kódot még NEM ellenőriztük. Amint van kapcsolat, elküldjük őket; az eredményük a legutóbbi beolvasások között jelenik meg.',
    waiting: 'Várakozik',
    sending: 'Küldés…',
    send_now: 'Küldés most',
  },
  undo: {
    button: 'Belépés visszavonása',
    failed: 'A visszavonás nem sikerült. Próbálja újra.',
  },
  conflicts: {
    title_one: 'Ütközés: {{count}} jegy kétszer beléptetve',
    title_other: 'Ütközések: {{count}} jegy kétszer beléptetve',
    text: 'Ezekkel a jegyekkel kétszer léptettek be (legalább egyszer kapcsolat nélkül). A korábbi belépés érvényes; a későbbit itt jelöljük. Nézze meg a rendelést, és kérdezze meg a bejáratoknál.',
    flagged: 'Későbbi belépés: {{time}}, {{door}}, {{by}}',
    flagged_offline: 'Későbbi belépés (kapcsolat nélkül): {{time}}, {{door}}, {{by}}',
    kept: 'Érvényes belépés: {{time}}, {{door}}',
    not_admitted: 'A jegy már nem érvényes (érvénytelenítették); nem léptet be.',
    order: 'A(z) {{id}}. számú rendelés',
  },
  recent: {
    title: 'Legutóbbi beolvasások',
    empty: 'Még nem olvasott be jegyet.',
    undone: 'visszavonva',
    offline: 'offline',
    late: 'később elküldve',
    results: {
      admitted: 'Beléphet',
      already_used: 'Már felhasználva',
      wrong_event: 'Másik előadásra szól',
      cancelled: 'Érvénytelenített jegy',
      unknown: 'Ismeretlen jegy',
      invalid: 'Érvénytelen kód',
      offline: 'Nem ellenőrizve',
    },
  },
};
