/** The security log and the data retention settings (decision 0058): the API's texts. */
export const securityLogValidation = {
  security_event_type: 'Ismeretlen eseménytípus.',
  security_outcome: 'Az eredmény „success” vagy „failure” lehet.',
  ip_address: 'Az IP-cím csak számjegyeket, a–f betűket, pontot és kettőspontot tartalmazhat.',
  retention_period: 'Adjon meg egy egész számot a megengedett határok között.',
};

export const securityLogMessages = {
  retention_settings_saved: 'Az adatmegőrzési beállításokat elmentettük.',
};

/** The export's title, columns and the events' names. */
export const securityLogTexts = {
  file: 'biztonsagi-naplo',
  columns: {
    at: 'Időpont',
    event: 'Esemény',
    outcome: 'Eredmény',
    user: 'Felhasználó',
    user_email: 'Felhasználó e-mail-címe',
    actor: 'Végrehajtó',
    typed_email: 'Beírt e-mail-cím',
    ip: 'IP-cím',
    user_agent: 'Eszköz',
    details: 'Részletek',
  },
  outcomes: { success: 'Sikeres', failure: 'Sikertelen' },
  events: {
    sign_in_password: 'Bejelentkezés jelszóval',
    sign_in_magic_link: 'Bejelentkezés e-mailben kapott linkkel',
    sign_in_email_link: 'Bejelentkezés megerősítő linkkel',
    signed_out: 'Kijelentkezés',
    second_factor_added: 'Második azonosítási lépés hozzáadva',
    second_factor_removed: 'Második azonosítási lépés eltávolítva',
    second_factor_passed: 'Második azonosítási lépés sikeres',
    second_factor_failed: 'Második azonosítási lépés sikertelen',
    recovery_codes_regenerated: 'Új helyreállító kódok',
    password_reset: 'Jelszó visszaállítása',
    password_changed: 'Jelszó módosítása',
    sessions_ended: 'Munkamenetek befejezése',
    account_locked: 'Fiók zárolása',
    account_unlocked: 'Fiók zárolásának feloldása',
    role_changed: 'Szerepkör módosítása',
    export: 'Adatexport',
    refund: 'Visszatérítés',
    settings_changed: 'Beállítások módosítása',
    maintenance_switched: 'Karbantartási mód kapcsolása',
    account_erased: 'Fiók törlése',
  },
};
