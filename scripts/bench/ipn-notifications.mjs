// The SimplePay notifications of the IPN burst (ipn-burst.mjs): each built and signed as SimplePay
// sends it, shuffled, and sent once by autocannon with every reply checked.
import autocannon from 'autocannon';
import { createHmac, randomBytes } from 'node:crypto';

export const sign = (secretKey, text) =>
  createHmac('sha384', secretKey).update(text).digest('base64');

/** SimplePay's time format: Budapest local time with the offset, no colon (2026-11-22T19:46:18+0100). */
export function simplePayTime(at) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Budapest',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const offset =
    parts.timeZoneName === 'GMT' ? '+0000' : parts.timeZoneName.slice(3).replace(':', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** The notification's text, in the field order of SimplePay (and of the simulator's ipnBody). */
export function ipnText(merchant, payment, at) {
  return JSON.stringify({
    salt: randomBytes(16).toString('hex'),
    orderRef: payment.orderRef,
    method: 'CARD',
    merchant,
    finishDate: at,
    paymentDate: at,
    transactionId: payment.transactionId,
    status: 'FINISHED',
  });
}

export function shuffle(items) {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** The burst itself: every item sent once by autocannon, each reply checked. */
export function sendBurst(base, items, { connections, secretKey, maxSeconds }) {
  const tally = { verified: 0, badEcho: 0, forged401: 0, forgedOther: 0, validNot200: 0 };
  let next = 0;
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const instance = autocannon(
      {
        url: base,
        connections: Math.min(connections, items.length),
        amount: items.length,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            path: '/api/payment/ipn',
            setupRequest: (request, context) => {
              const item = items[next];
              next += 1;
              context.item = item;
              request.body = item.body;
              request.headers = {
                'content-type': 'application/json',
                'accept-encoding': 'identity',
                signature: item.signature,
              };
              return request;
            },
            onResponse: (status, body, context, headers) => {
              const { item } = context;
              if (item.forged) {
                if (status === 401) tally.forged401 += 1;
                else tally.forgedOther += 1;
                return;
              }
              if (status !== 200) {
                tally.validNot200 += 1;
                return;
              }
              const signature = headers.signature ?? headers.Signature;
              const echoes =
                body.startsWith(item.body.slice(0, -1)) &&
                /"receiveDate":"[^"]+"}$/.test(body) &&
                signature === sign(secretKey, body);
              if (echoes) tally.verified += 1;
              else tally.badEcho += 1;
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(cap);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        if (error) reject(error);
        else resolve({ result, seconds, tally, sent: next });
      },
    );
    const cap = setTimeout(() => instance.stop(), maxSeconds * 1000);
  });
}
