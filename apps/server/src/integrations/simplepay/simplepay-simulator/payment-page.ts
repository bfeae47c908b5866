import { formatAmount } from './simulator-amounts.js';
import type { SimulatedTransaction } from './simulator-transactions.js';
import { testCards } from './test-cards.js';

/**
 * The simulated payment page: plain HTML with inline CSS and no external resources, readable on
 * a 360 px phone, in Hungarian for HU and in English otherwise.
 */

const texts = {
  hu: {
    title: 'SimplePay fizetés (szimulátor)',
    notice: 'Ez egy helyi szimulátor: valódi fizetés nem történik.',
    merchant: 'Kereskedő',
    orderRef: 'Rendelésazonosító',
    amount: 'Fizetendő összeg',
    card: 'Bankkártyás fizetés',
    cardNumber: 'Kártyaszám',
    expiry: 'Lejárat (HH/ÉÉ)',
    cvc: 'CVC kód',
    holder: 'Kártyabirtokos neve',
    pay: 'Fizetés',
    cancel: 'Mégse',
    cards: 'Tesztkártyák',
    otherCards: 'Bármely más kártyaszám: elutasított fizetés.',
    processedTitle: 'Ez a fizetés már feldolgozásra került',
    processedText: 'A tranzakció lezárult, újra nem fizethető.',
  },
  en: {
    title: 'SimplePay payment (simulator)',
    notice: 'This is a local simulator: no real payment takes place.',
    merchant: 'Merchant',
    orderRef: 'Order reference',
    amount: 'Amount to pay',
    card: 'Card payment',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC code',
    holder: 'Card holder name',
    pay: 'Pay',
    cancel: 'Cancel',
    cards: 'Test cards',
    otherCards: 'Any other card number: declined payment.',
    processedTitle: 'This payment has already been processed',
    processedText: 'The transaction is closed and cannot be paid again.',
  },
};

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const style = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:1rem;line-height:1.5;color:#1a1a1a;background:#eef0f3}
main{max-width:32rem;margin:0 auto;padding:1rem;background:#fff;min-height:100vh}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
p{margin:0 0 1rem}
dl{display:grid;grid-template-columns:minmax(0,auto) minmax(0,1fr);gap:.25rem 1rem;margin:0 0 1rem}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.amount{white-space:nowrap;font-weight:700}
label{display:block;font-weight:600;margin-top:.75rem}
input{display:block;width:100%;font:inherit;padding:.5rem;margin-top:.25rem;border:1px solid #5f6368;border-radius:4px;background:#fff;color:#1a1a1a}
.pair{display:flex;flex-wrap:wrap;gap:0 1rem}
.pair>div{flex:1 1 8rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1.25rem;border:2px solid #0b4f8a;border-radius:4px;cursor:pointer}
.pay{background:#0b4f8a;color:#fff}
.cancel{background:#fff;color:#0b4f8a}
:focus-visible{outline:3px solid #8a3c00;outline-offset:2px}
ul{padding-left:1.25rem;margin:0 0 1rem}
code{font-size:1rem;white-space:nowrap}`;

function page(lang: string, title: string, content: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

const isHungarian = (language: string) => language.toUpperCase() === 'HU';
const textsFor = (language: string) => (isHungarian(language) ? texts.hu : texts.en);

/** The card form of an INIT transaction; it posts back to its own URL. */
export function paymentPageHtml(tx: SimulatedTransaction): string {
  const t = textsFor(tx.language);
  const hungarian = isHungarian(tx.language);
  const field = (id: string, label: string, attributes: string) =>
    `<label for="${id}">${label}</label><input id="${id}" name="${id}" ${attributes}>`;
  const cards = testCards
    .map(
      (card) =>
        `<li><code>${card.number}</code>: ${escapeHtml(hungarian ? card.hu : card.en)}</li>`,
    )
    .join('\n');
  return page(
    tx.language.toLowerCase(),
    t.title,
    `<h1>${t.title}</h1>
<p>${t.notice}</p>
<dl>
<dt>${t.merchant}</dt><dd>${escapeHtml(tx.merchant)}</dd>
<dt>${t.orderRef}</dt><dd>${escapeHtml(tx.orderRef)}</dd>
<dt>${t.amount}</dt><dd class="amount">${formatAmount(tx.total, tx.currency, hungarian)}</dd>
</dl>
<form method="post" action="/pay/${encodeURIComponent(tx.payToken)}">
<h2>${t.card}</h2>
${field('cardNumber', t.cardNumber, 'type="text" inputmode="numeric" autocomplete="cc-number" required')}
<div class="pair">
<div>${field('expiry', t.expiry, 'type="text" inputmode="numeric" autocomplete="cc-exp"')}</div>
<div>${field('cvc', t.cvc, 'type="text" inputmode="numeric" autocomplete="cc-csc"')}</div>
</div>
${field('holder', t.holder, 'type="text" autocomplete="cc-name"')}
<div class="actions">
<button type="submit" class="pay" name="action" value="pay">${t.pay}</button>
<button type="submit" class="cancel" name="action" value="cancel" formnovalidate>${t.cancel}</button>
</div>
</form>
<section aria-labelledby="test-cards">
<h2 id="test-cards">${t.cards}</h2>
<ul>
${cards}
</ul>
<p>${t.otherCards}</p>
</section>`,
  );
}

/** Shown when the payment page of a closed transaction is opened again. */
export function processedPageHtml(tx: SimulatedTransaction): string {
  const t = textsFor(tx.language);
  return page(
    tx.language.toLowerCase(),
    t.processedTitle,
    `<h1>${t.processedTitle}</h1>\n<p>${t.processedText}</p>`,
  );
}

/** A short page for an unknown payment link or an unreadable form. */
export function messagePageHtml(title: string, text: string): string {
  return page('en', title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);
}
