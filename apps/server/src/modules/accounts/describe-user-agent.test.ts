import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './describe-user-agent.js';

describe('describeUserAgent', () => {
  it('names the browser, system and device of common user agents', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 126.0', os: 'Windows 10', device: 'desktop', device_model: null });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      ),
    ).toMatchObject({ browser: 'Chrome 126.0', os: 'Android 14', device: 'mobile' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({ browser: 'Safari 17.4', device: 'tablet', device_model: 'Apple iPad' });
  });

  it('guesses nothing for an unknown or missing user agent', () => {
    expect(describeUserAgent(null)).toEqual({
      browser: null,
      os: null,
      device: null,
      device_model: null,
    });
    expect(describeUserAgent('curl/8.5.0').os).toBeNull();
  });
});
