// Alternating measurements: on a noisy VM a baseline measured once, minutes away from its subject,
// says little. Each round measures the baseline and then its subjects back to back; the report
// gives per-round ratios and their median (docs/performance.md).

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Runs `steps` in order, `rounds` times (B S1 S2 B S1 S2 …). Each step is `{ name, run }`, where
 * `run(round)` resolves to a result with `rps`. Returns every result by step name.
 */
export async function alternate(rounds, steps, log = () => undefined) {
  const byStep = Object.fromEntries(steps.map((step) => [step.name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const step of steps) {
      const result = await step.run(round);
      byStep[step.name].push(result);
      log(`round ${round}/${rounds} ${step.name}: ${Math.round(result.rps)} req/s`);
    }
  }
  return byStep;
}

/** Per-round ratios of `subject` to `baseline` (same round), and their median. */
export function ratios(subject, baseline, field = 'rps') {
  const perRound = subject.map((s, i) => s[field] / baseline[i][field]);
  return { perRound: perRound.map((r) => Math.round(r * 1000) / 1000), median: median(perRound) };
}

/** The median of one field over the rounds of a step. */
export function medianOf(results, field) {
  return median(results.map((r) => r[field]));
}
