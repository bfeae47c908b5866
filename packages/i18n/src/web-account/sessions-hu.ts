/** The profile's sessions (decision 0055): where the user is signed in, and ending them. */
export const sessionsHu = {
  title: 'Bejelentkezések',
  intro:
    'Ezeken az eszközökön van most bejelentkezve. Ha valamelyiket nem ismeri fel, jelentkeztesse ki, és változtassa meg a jelszavát.',
  load_error: 'Nem sikerült betölteni a bejelentkezéseit.',
  this_device: 'Ez az eszköz',
  unknown_browser: 'Ismeretlen böngésző',
  unknown_os: 'ismeretlen rendszer',
  device_desktop: 'Számítógép',
  device_mobile: 'Mobiltelefon',
  device_tablet: 'Táblagép',
  device_tv: 'Tévé',
  device_unknown: 'Ismeretlen eszköz',
  ip_address: 'IP-cím',
  no_ip: 'nem ismert',
  signed_in: 'Bejelentkezett',
  last_active: 'Utoljára aktív',
  end: 'Kijelentkeztetés',
  end_label: 'Kijelentkeztetés: {{device}}',
  end_others: 'Kijelentkeztetés minden más eszközről',
  no_others: 'Más eszközön nincs bejelentkezve.',
  ended: 'Kijelentkeztettük.',
};
