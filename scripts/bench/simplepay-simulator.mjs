// The SimplePay simulator in a process of its own, for the IPN benchmark (ipn-burst.mjs): the
// shop talks to it as to SimplePay (SIMPLEPAY_API_URL), so the benchmark knows the merchant's
// secret key and can sign notifications itself. Run with `node --import tsx` (plain JS importing
// the .ts source, so it needs no tsconfig project); the settings come from the environment, and
// the first line on stdout is {"url", "apiBase"} as JSON once it listens. SIGTERM or SIGINT closes
// it.
import { startSimplePaySimulator } from '../../apps/server/src/integrations/simplepay/simplepay-simulator/simplepay-simulator.ts';

const merchant = process.env.BENCH_SIMPLEPAY_MERCHANT;
const secretKey = process.env.BENCH_SIMPLEPAY_SECRET_KEY;
const ipnUrl = process.env.BENCH_SIMPLEPAY_IPN_URL;
if (!merchant || !secretKey || !ipnUrl) {
  console.error(
    'BENCH_SIMPLEPAY_MERCHANT, BENCH_SIMPLEPAY_SECRET_KEY and BENCH_SIMPLEPAY_IPN_URL are required',
  );
  process.exit(2);
}

const simulator = await startSimplePaySimulator({
  merchants: [{ merchant, secretKey, currency: 'HUF' }],
  ipnUrl: () => ipnUrl,
  log: { warn: (obj, msg) => console.error(msg, JSON.stringify(obj)) },
});
console.log(JSON.stringify({ url: simulator.url, apiBase: simulator.apiBase }));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    void simulator.close().finally(() => process.exit(0));
  });
}
