/**
 * The cancel dialog of an order's page (decision 0034): a cancellation ("lemondás", its documents
 * get a sztornó), never a deletion. Part of `orders.cancel`; orders-cancel-en.ts matches it key
 * for key.
 */
export const ordersCancelHu = {
  title: 'Rendelés #{{id}} lemondása',
  warning_title: 'A lemondás nem vonható vissza',
  warning_paid:
    'A jegyek érvénytelenné válnak (a bejáratnál nem engednek be velük), és visszakerülnek eladásra. A nyugtáról vagy a számláról sztornó bizonylat készül, és a vevő e-mailt kap a lemondásról.',
  warning_unpaid:
    'A rendelés még nincs kifizetve: a lefoglalt jegyek azonnal visszakerülnek eladásra, és a vevő e-mailt kap. Ha a vevő közben mégis fizet, a rendszer a befolyt összeget magától visszatéríti.',
  admitted_title: 'Már beléptetett jegyek',
  admitted_text_one:
    'A rendelés {{count}} jegyét már beléptették a bejáratnál ({{total}} jegyéből). A lemondással ez a jegy is érvénytelenné válik, és ha visszatérít, az árát is visszakapja a vevő. Csak akkor folytassa, ha ez a szándéka.',
  admitted_text_other:
    'A rendelés {{count}} jegyét már beléptették a bejáratnál ({{total}} jegyéből). A lemondással ezek a jegyek is érvénytelenné válnak, és ha visszatérít, az árukat is visszakapja a vevő. Csak akkor folytassa, ha ez a szándéka.',
  reason: 'A lemondás oka',
  reason_description: 'A naplóba kerül; a vevő nem látja.',
  reason_required: 'Kérjük, adja meg a lemondás okát.',
  reason_too_long: 'Legfeljebb 500 karakter lehet.',
  refund: 'A kifizetett {{total}} visszatérítése',
  refund_simplepay:
    'A vevő bankkártyával, a SimplePay-en fizetett: az összeget a SimplePay-en keresztül visszautaljuk a kártyájára. A visszatérítés addig „folyamatban” áll, amíg a SimplePay vissza nem igazolja.',
  refund_desk:
    'A vevő a pénztárban fizetett (készpénzzel vagy a pénztári terminálon): az összeget a pénztárban fizetik vissza, és a rendszer azonnal visszatérítettként rögzíti.',
  no_refund_note:
    'Ha nem jelöli be, a pénz a színháznál marad (például ha a vevő másik előadásra kap jegyet helyette).',
  nothing_to_refund:
    'Ennek a rendelésnek nincs visszatéríthető fizetése (a visszatérítés már megtörtént).',
  till_label: 'Melyik kassza fizeti ki?',
  till_description:
    'A visszatérítés ennek a munkatársnak a nyitott műszakjába kerül, és a következő napi zárása számolja el. A pénztárban kifizetett összeget annak a kasszájából adják ki.',
  till_placeholder: 'Válasszon kasszát',
  till_option: '{{name}} ({{role}})',
  till_roles: {
    cashier: 'pénztáros',
    admin: 'adminisztrátor',
  },
  till_required: 'Kérjük, válassza ki, melyik kassza fizeti ki a visszatérítést.',
  till_loading: 'A kasszák betöltése…',
  till_error: 'A kasszák listáját nem sikerült betölteni.',
  till_retry: 'Újra',
  till_own:
    'Az összeget Ön fizeti ki a saját kasszájából: a visszatérítés az Ön nyitott műszakjába kerül, és a napi zárása elszámolja.',
  confirm: 'Rendelés lemondása',
  keep: 'Mégse',
  failed: 'A rendelést nem sikerült lemondani.',
};
