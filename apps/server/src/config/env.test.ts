import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, tileOrigin } from './env.ts';

describe('loadConfig', () => {
  it('uses the defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.mediaDir).toBe(`${config.dataDir}/media`);
  });

  it('stops on a bad value and names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads the mail settings: SMTP optional, a sender and a contact address by default', () => {
    const defaults = loadConfig({});
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.MAIL_FROM).toBe('Hotel Extranet <no-reply@localhost>');
    expect(defaults.CONTACT_EMAIL).toBe('staff@localhost');
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://user:pass@mail.example.com:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ CONTACT_EMAIL: 'staff' })).toThrow(/CONTACT_EMAIL/);
  });
});

describe('tileOrigin', () => {
  it('keeps the scheme and host of a tile template', () => {
    expect(tileOrigin('https://tile.example.org/{z}/{x}/{y}.png')).toBe('https://tile.example.org');
    expect(tileOrigin('https://{s}.tiles.example.net/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.net');
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBe("'self'");
  });
});
