/**
 * Shares a read among concurrent callers without ever answering from before a caller arrived: a
 * caller joins the call in flight for its key only if that call started after the caller arrived
 * (so its answer was read entirely after the caller's request began); otherwise it starts the
 * next call. Nothing is kept once a call settles. Under a burst of identical reads, whose callers
 * arrive while a call runs, one call answers many of them.
 */
export class FreshFlight<K, V> {
  private readonly flights = new Map<K, { startedAt: number; answer: Promise<V> }>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** The caller's arrival, to pass to `run` once it is ready to read. */
  arrival(): number {
    return this.now();
  }

  run(key: K, arrivedAt: number, read: () => Promise<V>): Promise<V> {
    const current = this.flights.get(key);
    if (current && current.startedAt >= arrivedAt) return current.answer;
    const startedAt = this.now();
    const answer: Promise<V> = read().finally(() => {
      if (this.flights.get(key)?.answer === answer) this.flights.delete(key);
    });
    this.flights.set(key, { startedAt, answer });
    return answer;
  }
}
