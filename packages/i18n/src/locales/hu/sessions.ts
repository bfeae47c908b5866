/** Sessions, their lifetimes and locked accounts (decision 0055): the API's errors and answers. */
export const sessionErrors = {
  account_locked:
    'Ez a fiók zárolva van. Ha úgy gondolja, hogy tévedés történt, kérjük, forduljon a színházhoz.',
  session_not_found: 'A munkamenet nem található.',
  lock_own_account: 'A saját fiókját nem zárolhatja.',
};

export const sessionValidation = {
  staff_idle_minutes: 'Adjon meg egy egész percszámot 5 és 240 között.',
};

export const sessionMessages = {
  session_ended: 'A munkamenetet befejeztük: azon az eszközön újra be kell jelentkezni.',
  other_sessions_ended: 'A többi munkamenetét befejeztük ({{count}}).',
  user_sessions_ended: 'A felhasználó munkameneteit befejeztük ({{count}}).',
  user_locked: 'A fiókot zároltuk, munkameneteit befejeztük: nem tud bejelentkezni.',
  user_unlocked: 'A fiók zárolását feloldottuk: újra be tud jelentkezni.',
  user_lock_unchanged: 'Nem változott semmi.',
  session_settings_saved: 'A munkamenet-beállításokat elmentettük.',
};
