/** Sessions, their lifetimes and locked accounts (decision 0055): the API's errors and answers. */
export const sessionErrors = {
  account_locked:
    'Ez a fiók zárolva van. Ha úgy gondolja, hogy tévedés történt, kérjük, forduljon a színházhoz.',
  session_not_found: 'A munkamenet nem található.',
  second_factor_required: 'A jegyirodai felület használatához kétlépcsős azonosítás szükséges.',
  second_factor_enrolment_required:
    'Szerepköréhez kötelező a kétlépcsős azonosítás: kérjük, előbb állítson be egy második tényezőt.',
  csrf_token_invalid:
    'A kérés biztonsági kódja hiányzik vagy érvénytelen. Kérjük, töltse újra az oldalt.',
  second_factor_invalid: 'A kód érvénytelen vagy már felhasználták.',
  second_factor_not_allowed: 'Ehhez előbb igazolja magát a második tényezővel.',
  passkey_invalid: 'A jelkulcsot nem sikerült ellenőrizni. Kérjük, próbálja újra.',
  passkey_not_found: 'A jelkulcs nem található.',
  last_factor_mandatory:
    'Az utolsó második tényezőt nem törölheti: szerepköréhez kötelező a kétlépcsős azonosítás.',
  lock_own_account: 'A saját fiókját nem zárolhatja.',
};

export const sessionValidation = {
  staff_idle_minutes: 'Adjon meg egy egész percszámot 5 és 240 között.',
};

export const sessionMessages = {
  second_factor_removed: 'A második tényezőt töröltük.',
  passkey_added: 'A jelkulcsot hozzáadtuk.',
  session_ended: 'A munkamenetet befejeztük: azon az eszközön újra be kell jelentkezni.',
  other_sessions_ended: 'A többi munkamenetét befejeztük ({{count}}).',
  user_sessions_ended: 'A felhasználó munkameneteit befejeztük ({{count}}).',
  user_locked: 'A fiókot zároltuk, munkameneteit befejeztük: nem tud bejelentkezni.',
  user_unlocked: 'A fiók zárolását feloldottuk: újra be tud jelentkezni.',
  user_lock_unchanged: 'Nem változott semmi.',
  session_settings_saved: 'A munkamenet-beállításokat elmentettük.',
};
