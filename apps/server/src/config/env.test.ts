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

  it("defaults PUBLIC_URL to the server's own address and port", () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '19100' }).PUBLIC_URL).toBe('http://localhost:19100');
    expect(loadConfig({ PORT: '19100', HOST: '::' }).PUBLIC_URL).toBe('http://localhost:19100');
    expect(loadConfig({ PORT: '19100', HOST: '127.0.0.1' }).PUBLIC_URL).toBe('http://127.0.0.1:19100');
    expect(loadConfig({ PORT: '19100', HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:19100');
    expect(loadConfig({ PORT: '19100', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:19100');
    // Set, it wins: behind a proxy the public address is not the one the server listens on.
    expect(loadConfig({ PORT: '19100', PUBLIC_URL: 'https://extranet.example.com' }).PUBLIC_URL).toBe(
      'https://extranet.example.com',
    );
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

  it('keeps media on the disk by default and checks the S3 settings together', () => {
    expect(loadConfig({})).toMatchObject({
      MEDIA_STORAGE: 'disk',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
    const s3 = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'hotel-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3).toMatchObject({ MEDIA_STORAGE: 's3', S3_BUCKET: 'hotel-media', S3_FORCE_PATH_STYLE: true });
    // Neither key: the SDK's own chain (an instance role); no endpoint: AWS S3 itself.
    expect(loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'hotel-media' }).S3_ACCESS_KEY_ID).toBeUndefined();
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET: required with MEDIA_STORAGE=s3/);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_BUCKET/,
    );
    expect(() =>
      loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'hotel-media', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: required with the other S3 key/);
    expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE/);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'Hotel_Media' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('tileOrigin', () => {
  it('keeps the scheme and host of a tile template', () => {
    expect(tileOrigin('https://tile.example.org/{z}/{x}/{y}.png')).toBe('https://tile.example.org');
    expect(tileOrigin('https://{s}.tiles.example.net/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.net');
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBe("'self'");
  });
});
