/**
 * The back office's settings: the public settings (name, contacts, look), the sales rules and the
 * maintenance switch. Part of the `admin` namespace (`settings.*`). Hungarian defines the shape;
 * settings-en.ts must match it key for key. Staff are addressed formally ("Ön", decision 0032).
 */
export const adminSettingsHu = {
  title: 'Beállítások',
  intro:
    'A bolt arculata, a felugró kép, a mérés, a közösségi linkek, az eladási szabályok és a karbantartás.',
  network_error: 'A szerver nem válaszolt, a beállítások nincsenek mentve. Próbálja újra.',
  fix_fields: 'Nem mentettük: javítsa a megjelölt mezőket.',
  public: {
    title: 'A bolt megjelenése',
    description: 'A látogatók néhány másodpercen belül, a következő oldalbetöltéskor látják.',
    brand_section: 'Arculat',
    theatre_name: 'A színház neve',
    brand_title: 'A jegypénztár neve',
    brand_title_en: 'A jegypénztár neve angolul',
    brand_image_url: 'Logó',
    brand_image_description:
      'Teljes webcím (https://…) vagy a bolton belüli útvonal (/storage/…); üresen az alapértelmezett logó.',
    background_section: 'Háttér',
    background_color: 'Háttérszín',
    background_color_description: '#RRGGBB formában, például #DFDBE5.',
    background_color_picker: 'Háttérszín választása',
    pattern: 'Háttérminta',
    patterns: {
      none: 'Nincs minta',
      'pattern-dots': 'Pöttyök',
      'pattern-diagonal': 'Átlós csíkok',
      'pattern-curtain': 'Függöny',
    },
    banner_section: 'Felugró kép',
    banner_enabled: 'Felugró kép a látogatás elején',
    banner_image: 'A kép címe',
    banner_image_description:
      'Teljes webcím (https://…) vagy a bolton belüli útvonal (/storage/…).',
    banner_alt: 'Mit mutat a kép (magyarul)',
    banner_alt_en: 'Mit mutat a kép (angolul)',
    banner_alt_description: 'Azoknak, akik nem látják a képet; felolvasó programok ezt mondják.',
    banner_link: 'Hová vigyen a kép',
    banner_link_description: 'Webcím vagy útvonal; üresen a kép nem link.',
    tag_section: 'Mérés',
    google_tag: 'Google Címkekezelő azonosító',
    google_tag_description:
      'GTM-XXXXXXX (vagy G-XXXXXXX); üresen nincs mérés. Csak a sütik elfogadása után töltődik be.',
    social_section: 'Közösségi linkek',
    social_item: '{{index}}. link',
    social_name: 'Felirat',
    social_link: 'Webcím',
    social_icon: 'Ikon',
    icons: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      youtube: 'YouTube',
      tiktok: 'TikTok',
    },
    social_add: 'Link hozzáadása',
    social_remove: 'A(z) {{index}}. link eltávolítása',
    social_empty: 'Nincs közösségi link.',
    social_limit: 'Legfeljebb 10 link adható meg.',
    save: 'Megjelenés mentése',
  },
  sales: {
    title: 'Eladási szabályok',
    description:
      'A kosarak azonnal ezeket a korlátokat követik. A kezelési költség a már leadott rendeléseket nem érinti.',
    max_tickets_per_order: 'Legfeljebb ennyi jegy egy rendelésben',
    max_tickets_per_type: 'Legfeljebb ennyi jegy jegytípusonként',
    holds_title: 'Foglalások látogatónként',
    holds_description:
      'Egy hálózati cím (és egy bejelentkezett fiók) egy előadásra egyszerre ennyi jegyet tarthat kosárban biztonsági ellenőrzés nélkül; felette minden további kosárhoz a böngészőnek egy rövid számítást kell elvégeznie, a felső határig. A pénztár (helyszíni eladás) kivétel.',
    hold_limit_enabled: 'Foglalási korlát bekapcsolva',
    hold_free_per_client: 'Ellenőrzés nélkül legfeljebb (jegy előadásonként)',
    hold_cap_per_client: 'Felső határ (jegy előadásonként)',
    tech_fee: 'Kezelési költség jegyenként (Ft)',
    tech_fee_description:
      'Az egész boltra; ahol egy előadásnak saját kezelési költsége van, ott az érvényes.',
    tech_fee_vat_rate: 'A kezelési költség áfakulcsa',
    desk_tech_fee: 'A pénztár is felszámítja a kezelési költséget',
    customer_service_refund_limit: 'Az ügyfélszolgálat visszatérítési kerete',
    customer_service_refund_limit_description:
      'Ennyit törölhet vagy téríthet vissza egy rendelésből az ügyfélszolgálat; efölött egy adminisztrátor intézi.',
    desk_tech_fee_description:
      'Kikapcsolva a pénztári (helyszíni) eladás kezelési költség nélkül történik; a nyugtán, a számlán és a napi zárásban sincs ilyen tétel.',
    vat_rates: {
      '27': '27%',
      '18': '18%',
      '5': '5%',
      '0': '0%',
      TAM: 'Tárgyi adómentes (TAM)',
      AAM: 'Alanyi adómentes (AAM)',
    },
    save: 'Szabályok mentése',
  },
  alerts: {
    title: 'Figyelmeztetések',
    description:
      'Ha a SimplePay egy üzenete eltér a rendeléstől, a rendszer nem dolgozza fel, hanem figyelmeztetést mutat az áttekintő oldalon és a rendelés oldalán, amíg valaki nem rendezi. Minden új figyelmeztetésről e-mailt is küldünk (magyarul) az itt megadott címre.',
    alert_email: 'E-mail-cím a figyelmeztetésekhez',
    alert_email_description:
      'Üresen hagyva nem küldünk e-mailt; a figyelmeztetések az ügyintézésben így is látszanak.',
    save: 'Cím mentése',
  },
  invoicing: {
    title: 'Számlák javítása visszatérítéskor',
    description:
      'Ha egy számlás rendelés jegyei közül csak néhányat térítünk vissza, a számlát javítani kell. Válassza ki könyvelőjével egyeztetve, hogyan történjen; mindkét mód megfelel a magyar szabályoknak. A változtatás csak a később javított számlákra vonatkozik, a már kiállított javítások nem változnak. A nyugtákat mindig sztornózzuk, és új nyugtát állítunk ki.',
    invoice_correction: 'A számla javítása',
    reissue: 'Sztornó számla és új számla',
    reissue_description:
      'Az eredeti számlát sztornózzuk, és új számlát állítunk ki a megmaradt jegyekről.',
    modify: 'Módosító számla',
    modify_description:
      'Az eredeti számla érvényes marad; a módosító számla hivatkozik rá, és a visszatérített jegyeket negatív tételként tartalmazza. Ha egy számlának már van módosító számlája, további javításai is így készülnek.',
    save: 'Mentés',
  },
  sessions: {
    title: 'Munkamenetek',
    description:
      'A munkatársak ennyi perc tétlenség után kijelentkeznek (5–240 perc); munkamenetük 12 óra után mindenképp véget ér. A vásárlóké 7 nap tétlenség vagy 30 nap után.',
    staff_idle_minutes: 'Tétlenségi idő a munkatársaknak (perc)',
    second_factor_roles: 'Kétlépcsős azonosítás kötelező ezeknek a szerepköröknek',
    second_factor_roles_description:
      'Aki ezek közül bármelyik szerepkörrel rendelkezik, jelkulccsal, hitelesítő alkalmazással vagy helyreállító kóddal is igazolja magát, mielőtt az ügyintézést használja; akinek még nincs ilyen, az első belépéskor beállítja. Aki már beállított egyet, attól mindig kérjük.',
    save: 'Mentés',
    saved: 'A munkamenet-beállításokat elmentettük.',
  },
  retention: {
    title: 'Adatmegőrzés',
    description:
      'Mennyi ideig őrizzük az egyes adatokat, mielőtt a rendszer automatikusan törli őket. Az adatkezelési tájékoztató is ezeket az időtartamokat sorolja fel: ha itt módosít, ott is frissítse. A számlákat és nyugtákat a számviteli törvény szerint 8 évig őrizzük; ez nem állítható.',
    unverified_accounts_days: 'Meg nem erősített regisztrációk (nap, 7–365)',
    expired_carts_hours: 'Lejárt kosarak a lejárat után (óra, 1–720)',
    purchase_links_days: 'Vásárlási linkek a lejárat után (nap, 1–365)',
    mail_messages_days: 'Elküldött e-mailek (nap, 7–365)',
    client_errors_days: 'Böngészők hibajelentései (nap, 1–365)',
    security_log_days: 'Biztonsági napló (nap, 90–3650)',
    save: 'Mentés',
    saved: 'Az adatmegőrzési beállításokat elmentettük.',
  },
  transfer: {
    title: 'Átutalásos csoportos rendelések',
    description:
      'A díjbekérőn szereplő bankszámla, az alapértelmezett fizetési határidő és az emlékeztető: ennyi nappal a határidő előtt e-mailt küldünk a még nem fizetett rendelésekről.',
    bank_name: 'A bank neve',
    bank_account: 'Bankszámlaszám',
    bank_account_description: 'Belföldi számlaszám (2×8 vagy 3×8 számjegy, kötőjellel) vagy IBAN.',
    payment_days: 'Fizetési határidő (nap)',
    payment_days_description: 'A rendelés felvételétől számítva; rendelésenként módosítható.',
    reminder_days: 'Emlékeztető a határidő előtt (nap)',
    reminder_days_description: '0: nem küldünk emlékeztetőt. Kevesebb, mint a fizetési határidő.',
    save: 'Bankszámla és határidők mentése',
    saved: 'Az átutalás beállításai elmentve.',
  },
  maintenance: {
    title: 'Karbantartás',
    on_badge: 'Bekapcsolva',
    off_badge: 'Kikapcsolva',
    on_text:
      'A látogatók most a „frissítés alatt” üzenetet látják, és nem tudnak vásárolni. Az ügyintézés elérhető: innen kapcsolhatja ki.',
    off_text: 'A bolt kiszolgálja a látogatókat.',
    last_change: 'Utoljára {{by}} váltotta át: {{at}}',
    last_change_cli: 'Utoljára parancssorból váltották át: {{at}}',
    switch_on: 'Karbantartás bekapcsolása',
    switch_off: 'Karbantartás kikapcsolása',
    confirm_on_title: 'Bekapcsolja a karbantartást?',
    confirm_on_text:
      'Néhány másodpercen belül minden látogató a „frissítés alatt” üzenetet látja: nem böngészhet és nem fizethet. Az ügyintézés közben is elérhető, innen kapcsolhatja ki.',
    confirm_off_title: 'Kikapcsolja a karbantartást?',
    confirm_off_text: 'Néhány másodpercen belül a bolt újra kiszolgálja a látogatókat.',
    confirm_on: 'Igen, bekapcsolom',
    confirm_off: 'Igen, kikapcsolom',
    cancel: 'Mégse',
    failed: 'Nem sikerült átváltani. Próbálja újra.',
  },
};
