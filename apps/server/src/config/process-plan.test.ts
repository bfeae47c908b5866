import { describe, expect, it } from 'vitest';
import { processPlan } from './process-plan.js';

const url = 'postgres://shop@127.0.0.1/shop';

describe('processPlan', () => {
  it('keeps the embedded database in one process, whatever WEB_CONCURRENCY says', () => {
    const problems: string[] = [];
    const plan = processPlan(
      { DATABASE_URL: undefined, WEB_CONCURRENCY: 8, BACKGROUND_JOBS: 'auto' },
      true,
      problems,
      8,
    );
    expect(plan.webProcesses).toBe(1);
    expect(plan.jobs).toBe('web');
    expect(plan.singleReason).toMatch(/embedded database/);
    expect(problems).toEqual([]);
  });

  it("keeps the demo's SimplePay simulator in one process", () => {
    const plan = processPlan(
      { DATABASE_URL: url, WEB_CONCURRENCY: 4, BACKGROUND_JOBS: 'auto' },
      false,
      [],
      4,
    );
    expect(plan.webProcesses).toBe(1);
    expect(plan.jobs).toBe('web');
  });

  it('with PostgreSQL and SimplePay: a web process per core and a jobs process by default', () => {
    expect(
      processPlan(
        { DATABASE_URL: url, WEB_CONCURRENCY: undefined, BACKGROUND_JOBS: 'auto' },
        true,
        [],
        6,
      ),
    ).toEqual({ webProcesses: 6, jobs: 'worker', singleReason: null });
    expect(
      processPlan(
        { DATABASE_URL: url, WEB_CONCURRENCY: 3, BACKGROUND_JOBS: 'external' },
        true,
        [],
        6,
      ),
    ).toEqual({ webProcesses: 3, jobs: 'external', singleReason: null });
    expect(
      processPlan({ DATABASE_URL: url, WEB_CONCURRENCY: 1, BACKGROUND_JOBS: 'web' }, true, [], 6),
    ).toEqual({ webProcesses: 1, jobs: 'web', singleReason: null });
  });

  it('refuses a jobs process where the jobs cannot leave the one process', () => {
    const problems: string[] = [];
    processPlan(
      { DATABASE_URL: undefined, WEB_CONCURRENCY: undefined, BACKGROUND_JOBS: 'external' },
      true,
      problems,
      2,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/BACKGROUND_JOBS=external needs DATABASE_URL/);
  });
});
