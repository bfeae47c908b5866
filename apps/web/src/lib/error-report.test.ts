import { describe, expect, it } from 'vitest';
import { buildErrorReport, createReportGate, firstStackFrame } from './error-report';

describe('buildErrorReport', () => {
  it('reports message, file, line, info and url', () => {
    const error = new TypeError('x is undefined');
    error.stack =
      'TypeError: x is undefined\n    at f (http://localhost/assets/index-abc.js:12:345)';
    const report = buildErrorReport({ error, source: 'window.onerror', url: 'http://localhost/' });
    expect(report.exception_message).toBe('TypeError: x is undefined');
    expect(report.exception_file).toBe('http://localhost/assets/index-abc.js');
    expect(report.exception_line).toBe(12);
    expect(report.data?.info).toContain('source: window.onerror');
    expect(report.data?.url).toBe('http://localhost/');
  });

  it('prefers the file and line the browser gave', () => {
    const report = buildErrorReport({
      error: 'Script error.',
      source: 'window.onerror',
      file: 'http://localhost/a.js',
      line: 3,
      url: 'http://localhost/',
    });
    expect(report.exception_file).toBe('http://localhost/a.js');
    expect(report.exception_line).toBe(3);
  });

  it('handles non-errors and clips long texts to the API limits', () => {
    const report = buildErrorReport({
      error: { reason: 'x'.repeat(5000) },
      source: 'unhandledrejection',
      url: `http://localhost/${'a'.repeat(3000)}`,
    });
    expect(report.exception_message.length).toBeLessThanOrEqual(2000);
    expect(report.data?.url?.length).toBeLessThanOrEqual(2000);
    expect(report.exception_file).toBeNull();
    expect(report.exception_line).toBeNull();
  });

  it('never sends an empty message', () => {
    expect(buildErrorReport({ error: '', source: 'x', url: 'u' }).exception_message).toBe(
      'Unknown error',
    );
  });
});

describe('firstStackFrame', () => {
  it('returns null without a location', () => {
    expect(firstStackFrame(undefined)).toBeNull();
    expect(firstStackFrame('Error: x')).toBeNull();
  });
  it('reads Firefox-style frames', () => {
    expect(firstStackFrame('f@http://localhost/a.js:7:9')).toEqual({
      file: 'http://localhost/a.js',
      line: 7,
    });
  });
});

describe('createReportGate', () => {
  it('lets at most max reports through, each message once, spaced out', () => {
    let time = 0;
    const gate = createReportGate({ max: 2, minIntervalMs: 1000, now: () => time });
    expect(gate('a')).toBe(true);
    expect(gate('b')).toBe(false); // too soon
    time = 1500;
    expect(gate('a')).toBe(false); // same message
    expect(gate('b')).toBe(true);
    time = 5000;
    expect(gate('c')).toBe(false); // max reached
  });
});
