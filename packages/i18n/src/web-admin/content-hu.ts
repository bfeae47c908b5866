/**
 * The back office's content (decision 0020): the information and document pages, and the back
 * office's own sign-in during maintenance (the settings are in settings-hu.ts). Part of the `admin`
 * namespace (`content.*`). Hungarian defines the shape; content-en.ts must match it key for key. Staff are
 * addressed formally ("Ön"), as in the rest of the back office (decision 0032).
 */
export const adminContentHu = {
  /** The back office's own sign-in while the shop is in maintenance (the shop's is covered). */
  sign_in: {
    title: 'Bejelentkezés az ügyintézéshez',
    text: 'A bolt most karbantartás alatt áll. Munkatársként itt jelentkezhet be, például hogy kikapcsolja a karbantartást.',
  },
  pages: {
    title: 'Tartalom',
    intro: 'Az információs és dokumentumoldalak, amelyeket a bolt a láblécben és a menüben mutat.',
    new_page: 'Új oldal',
    groups: {
      info: 'Információk',
      document: 'Dokumentumok',
    },
    group_empty: 'Ebben a csoportban még nincs oldal.',
    columns: {
      order: 'Sorrend',
      name: 'Cím',
      slug: 'Webcím',
      footer: 'Láblécben',
      updated: 'Módosítva',
      actions: 'Műveletek',
    },
    in_footer: 'Láblécben',
    not_in_footer: 'Nincs a láblécben',
    yes: 'Igen',
    no: 'Nem',
    required: 'Kötelező',
    required_hint: 'Nem törölhető: a vásárlás és a regisztráció hivatkozik rá.',
    move_up: 'Feljebb: {{name}}',
    move_down: 'Lejjebb: {{name}}',
    edit: 'Szerkesztés',
    edit_label: 'Szerkesztés: {{name}}',
    delete: 'Törlés',
    delete_label: 'Törlés: {{name}}',
    delete_title: 'Törli az oldalt?',
    delete_text:
      'A(z) „{{name}}” oldal eltűnik a boltból és a láblécből. A szövegét a napló megőrzi, de innen nem állítható vissza.',
    delete_confirm: 'Igen, törlöm',
    cancel: 'Mégse',
    updated: 'Módosítva: {{date}}',
  },
  editor: {
    new_title: 'Új oldal',
    edit_title: 'Oldal: {{name}}',
    back: 'Vissza a tartalomhoz',
    view_in_shop: 'Megnézem a boltban',
    type: 'Típus',
    types: {
      info: 'Információ',
      document: 'Dokumentum',
    },
    slug: 'Webcím',
    slug_description: 'Kisbetű, számjegy és kötőjel, például jegyvasarlas.',
    in_footer: 'Megjelenik a láblécben',
    language_label: 'A szöveg nyelve',
    languages: {
      hu: 'Magyarul',
      en: 'Angolul',
    },
    name: 'Cím',
    name_en: 'Cím angolul',
    body: 'Szöveg (Markdown)',
    body_en: 'Szöveg angolul (Markdown)',
    body_description:
      'Alcím: ## Alcím · félkövér: **szó** · dőlt: *szó* · link: [szöveg](https://…) · felsorolás: „- ” a sor elején.',
    view_label: 'Szerkesztés vagy előnézet',
    tab_edit: 'Szerkesztés',
    tab_preview: 'Előnézet',
    preview_title: 'Előnézet – így látják a látogatók',
    preview_empty: 'Az előnézet itt jelenik meg, amint ír valamit.',
    preview_updating: 'Az előnézet frissül…',
    preview_failed: 'Az előnézet most nem érhető el. A mentést ez nem akadályozza.',
    create: 'Oldal létrehozása',
    save: 'Mentés',
    required_note:
      'Erre az oldalra a vásárlás és a regisztráció hivatkozik: szerkesztheti, de nem törölheti.',
    changed_title: 'Az oldalt közben valaki más is módosította',
    changed_text:
      'Töltse be a mostani változatot, és vezesse át rajta a változtatásait. Ha kell, előbb másolja ki a szövegét.',
    reload: 'Mostani változat betöltése',
    not_found_title: 'Ez az oldal nem található.',
    not_found_text: 'Lehet, hogy közben törölték. Válasszon a tartalom listájából.',
    network_error: 'A szerver nem válaszolt, az oldal nincs mentve. Próbálja újra.',
    fix_fields: 'Nem mentettük: javítsa a megjelölt mezőket.',
  },
};
