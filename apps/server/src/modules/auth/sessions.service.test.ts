import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './sessions.service.ts';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome 131', os: 'Windows 10', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { browser: 'Mobile Safari 17', os: 'iOS 17.4', device: 'mobile' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      { browser: 'Mobile Safari 16', os: 'iOS 16.6', device: 'tablet' },
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox 133', os: 'Ubuntu', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
      { device: 'other' },
    ],
    ['curl/8.5.0', { browser: null, os: null, device: 'unknown' }],
    [null, { browser: null, os: null, device: 'unknown' }],
    ['', { browser: null, os: null, device: 'unknown' }],
  ])('%s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toMatchObject(expected);
  });
});
