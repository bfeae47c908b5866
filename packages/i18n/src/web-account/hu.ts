import { secondFactorHu } from './second-factor-hu.js';
import { sessionsHu } from './sessions-hu.js';

/**
 * Texts of the web app's account pages (login, registration, password reset, e-mail confirmation,
 * profile, billing data): the `account` namespace, loaded with those lazy pages only. Hungarian
 * defines the shape; the English catalogue must match it key for key. The account pages address
 * the visitor formally ("Ön"), as the server's account messages and e-mails do.
 */
export const webAccount = {
  common: {
    email: 'E-mail-cím',
    password: 'Jelszó',
    show_password: 'Jelszó megjelenítése',
    back_to_login: 'Vissza a bejelentkezéshez',
    to_programme: 'Tovább a műsorhoz',
    new_tab: '(új lapon nyílik meg)',
    form_error: 'Kérjük, javítsa a megjelölt mezőket.',
    network_error:
      'Nem sikerült kapcsolódni a szerverhez. Ellenőrizze az internetkapcsolatot, és próbálja újra.',
    try_again: 'Próbálja újra',
    required_mark: '(kötelező)',
  },
  login: {
    title: 'Bejelentkezés',
    intro: 'Jelentkezzen be, hogy jegyet vásárolhasson, és elérje korábbi rendeléseit.',
    submit: 'Bejelentkezés',
    forgot_password: 'Elfelejtette a jelszavát?',
    magic_link: 'Belépés jelszó nélkül, e-mailben kapott linkkel',
    no_account: 'Még nincs fiókja?',
    register: 'Regisztráljon most',
    resend: 'Megerősítő levél újraküldése',
    resent: 'Elküldtük a megerősítő levelet. Nézze meg a postafiókját (a levélszemét mappát is).',
    ended_idle: 'Mivel egy ideje nem volt aktív, kijelentkeztettük. Kérjük, jelentkezzen be újra.',
  },
  register: {
    title: 'Regisztráció',
    intro: 'Hozzon létre fiókot, hogy gyorsabban vásárolhasson, és egy helyen lássa a jegyeit.',
    name: 'Név',
    password_again: 'Jelszó még egyszer',
    password_hint: 'Legalább 8 karakter; ne egy gyakran használt jelszót válasszon.',
    terms_before: 'Elolvastam és elfogadom az ',
    terms_link: 'Általános Szerződési Feltételeket',
    terms_middle: ' és az ',
    privacy_link: 'Adatkezelési tájékoztatót',
    terms_after: '.',
    submit: 'Regisztráció',
    has_account: 'Már van fiókja?',
    login: 'Jelentkezzen be',
    done_title: 'Már csak egy lépés van hátra',
    done_text:
      'A fiókját a(z) {{email}} címre küldött levélben található linkre kattintva aktiválhatja. Amíg nem erősíti meg az e-mail-címét, nem tud bejelentkezni.',
    done_hint: 'Nem érkezett meg a levél? Nézze meg a levélszemét mappát is, vagy kérjen újat.',
  },
  magic_link: {
    title: 'Belépés e-mailben kapott linkkel',
    intro:
      'Adja meg az e-mail-címét, és küldünk egy linket, amellyel jelszó nélkül bejelentkezhet. A link 10 percig érvényes.',
    submit: 'Link küldése',
    sent_title: 'Nézze meg a postafiókját',
    sent_text:
      'Ha a(z) {{email}} címhez tartozik fiók, hamarosan megérkezik a bejelentkező link. A link 10 percig érvényes, és egyszer használható.',
    signing_in: 'Bejelentkeztetjük…',
    failed_title: 'A link nem használható',
    failed_text: 'Lehet, hogy lejárt vagy már felhasználták. Kérjen új linket az alábbi űrlapon.',
  },
  forgot_password: {
    title: 'Elfelejtett jelszó',
    intro:
      'Adja meg a regisztrációkor használt e-mail-címét, és küldünk egy linket, amellyel új jelszót állíthat be.',
    submit: 'Visszaállítás',
    sent_title: 'Nézze meg a postafiókját',
    sent_text:
      'Ha a(z) {{email}} címhez tartozik fiók, hamarosan megérkezik a jelszó-visszaállító link.',
  },
  reset_password: {
    title: 'Új jelszó megadása',
    intro: 'Adja meg kétszer az új jelszavát.',
    password: 'Új jelszó',
    password_again: 'Új jelszó még egyszer',
    submit: 'Jelszó mentése',
    invalid_title: 'A link nem használható',
    invalid_text:
      'A jelszó-visszaállító link lejárt vagy már felhasználták. Kérjen új linket, és próbálja újra.',
    request_new: 'Új link kérése',
  },
  verify_email: {
    title: 'E-mail-cím megerősítése',
    checking: 'Az e-mail-címét ellenőrizzük…',
    success_title: 'Sikeres megerősítés',
    success_text: 'Üdvözöljük, {{name}}! A fiókja aktív, be is jelentkeztettük.',
    failed_title: 'A megerősítés nem sikerült',
    failed_text:
      'A megerősítő link lejárt, már felhasználták, vagy hibás. Kérjen új megerősítő levelet az alábbi űrlapon.',
    resend_title: 'Új megerősítő levél',
    resend_submit: 'Megerősítő levél küldése',
    resent: 'Ha a cím regisztrált és még nincs megerősítve, hamarosan megérkezik az új levél.',
    to_profile: 'Tovább a profilomhoz',
    to_cart: 'Vissza a kosárhoz',
  },
  profile: {
    title: 'Profilom',
    intro: 'Fiókadatai, jelszava, számlázási adatai és korábbi rendelései.',
    load_error: 'Nem sikerült betölteni a profiladatokat.',
    sections: 'A profil részei',
  },
  details: {
    title: 'Fiókadatok',
    name: 'Név',
    email: 'E-mail-cím',
    vip: 'VIP-vendég',
    preferences: 'Értesítések',
    relevant_infos:
      'Fontos tudnivalók az előadásokról, amelyekre jegyet vett (pl. időpont-változás)',
    newsletter: 'Hírlevél a színház újdonságairól és előadásairól',
    saving: 'Mentés…',
    saved: 'Elmentve',
    save_failed: 'Nem sikerült menteni. Próbálja újra.',
  },
  password: {
    title: 'Jelszó módosítása',
    intro: 'A módosítás után a többi eszközén ki kell jelentkeznie, és újra be kell lépnie.',
    current: 'Jelenlegi jelszó',
    new: 'Új jelszó',
    new_again: 'Új jelszó még egyszer',
    submit: 'Jelszó módosítása',
    saved: 'A jelszavát megváltoztattuk.',
  },
  billing: {
    title: 'Számlázási adatok',
    intro: 'Ezeket az adatokat ajánljuk fel, ha számlát kér a vásárláskor.',
    load_error: 'Nem sikerült betölteni a számlázási adatokat.',
    submit: 'Mentés',
    saved: 'A számlázási adatokat elmentettük.',
  },
  data: {
    title: 'Az Ön adatai',
    intro:
      'Letöltheti mindazt, amit a színház Önről tárol, vagy kérheti fiókja törlését (GDPR 15., 17. és 20. cikk).',
    export_text:
      'Egy ZIP-fájl: profilja, számlázási adatai, rendelései, jegyei és hozzájárulásai (JSON), valamint számlái, nyugtái és jegyei PDF-ben.',
    export_button: 'Adataim letöltése (ZIP)',
    export_failed: 'Nem sikerült letölteni az adatait. Próbálja újra.',
    erase_title: 'Fiók törlése',
    erase_text:
      'Töröljük nevét, e-mail-címét, számlázási adatait, hozzájárulásait és munkameneteit, rendeléseiből pedig minden személyes adatot eltávolítunk. A kiállított számlákat és nyugtákat a számviteli törvény (2000. évi C. törvény 169. §) szerint 8 évig megőrizzük, a rajtuk szereplő adatokkal. A törlés nem vonható vissza: előtte töltse le jegyeit és adatait.',
    privacy_link: 'Részletek az adatkezelési tájékoztatóban',
    erase_start: 'Fiók törlése…',
    erase_password: 'Jelenlegi jelszó',
    erase_password_hint:
      'Ha fiókjához nincs jelszó (e-mailben kapott linkkel lép be), hagyja üresen: megerősítő linket küldünk e-mailben.',
    erase_submit: 'Fiók végleges törlése',
    erase_cancel: 'Mégsem',
  },
  erase_account: {
    intro: 'Az e-mailben kapott linkkel erősítse meg fiókja törlését. A törlés nem vonható vissza.',
    submit: 'Fiók végleges törlése',
    done_title: 'Fiókját töröltük',
    done_text:
      'Személyes adatait töröltük, munkameneteit lezártuk. A kiállított számlákat és nyugtákat a számviteli törvény szerint 8 évig megőrizzük.',
    failed_title: 'A link nem használható',
    failed_text:
      'A link lejárt, már felhasználták, vagy hibás. Jelentkezzen be, és kérje újra a törlést a profiloldalon.',
  },
  captcha: {
    notice_before: 'Az oldalt a reCAPTCHA védi, és érvényesek rá a Google ',
    privacy: 'Adatvédelmi irányelvei',
    notice_middle: ' és ',
    terms: 'Általános Szerződési Feltételei',
    notice_after: '.',
  },
  sessions: sessionsHu,
  second_factor: secondFactorHu,
} as const;
