/**
 * Moving a performance to a new date (decision 0048): the section on the performance's page, its
 * dialog, the mailing's progress and the moves' history. Part of `programme.move`;
 * programme-move-en.ts matches it key for key.
 */
export const programmeMoveHu = {
  title: 'Áthelyezés új időpontra',
  intro:
    'Ha az előadás más időpontban lesz, itt helyezheti át. A megvett jegyek érvényesek maradnak az új időpontra (az új dátummal újra letölthetők), a vevőket pedig a háttérben, a rendelésük nyelvén e-mailben értesítjük. Aki az új időpontban nem tud eljönni, a levélben kapott saját linkjével a megadott határidőig kérheti a jegyei árának visszatérítését.',
  open: 'Áthelyezés…',
  not_movable_cancelled: 'A lemondott előadás nem helyezhető át.',
  not_movable_past: 'A már elkezdődött vagy lezajlott előadás nem helyezhető át.',
  dialog_title: 'Az előadás áthelyezése',
  dialog_text: 'A(z) {{name}} előadás most {{date}} kezdődik.',
  dialog_sold_one: '{{count}} eladott jegy vevőjét értesítjük.',
  dialog_sold_other: '{{count}} eladott jegy vevőit értesítjük.',
  dialog_sold_none: 'Még nem adtak el jegyet: senkit sem kell értesíteni.',
  starts_at: 'Új kezdés',
  starts_at_description: 'Budapesti idő szerint.',
  refund_deadline: 'Visszatérítés kérhető eddig',
  refund_deadline_description:
    'Ezután a jegyek csak az új időpontra érvényesek; az új kezdés előtt kell lennie.',
  note: 'Megjegyzés a vevőknek (nem kötelező)',
  note_description: 'Például az áthelyezés oka; a vevők az e-mailben olvassák.',
  required: 'Kérjük, adja meg az időpontot.',
  keep: 'Mégsem',
  confirm: 'Áthelyezem',
  failed: 'Az áthelyezés nem sikerült. Kérjük, próbálja újra.',
  history_title: 'Áthelyezések',
  history_caption: 'Az előadás áthelyezései, a legújabb elöl',
  moved_at: 'Áthelyezve',
  from_to: 'Régi → új időpont',
  deadline: 'Visszatérítési határidő',
  mailing: 'Értesítés',
  refunds: 'Kért visszatérítés',
  by: '{{by}}',
  mailing_running: 'Folyamatban: {{mailed}} / {{orders}} rendelés',
  mailing_done: 'Kész: {{mailed}} rendelés értesítve',
  skipped: '{{count}} kihagyva (nincs e-mail-cím vagy érvényes jegy)',
  refunds_none: 'Nincs',
  refunds_some: '{{orders}} rendelés, {{tickets}} jegy, {{amount}}',
  progress_label: 'Az értesítések állása',
  load_failed: 'Az áthelyezések nem tölthetők be.',
  reload: 'Újra',
};
