import { describe, expect, it } from 'vitest';
import { ConfigError, isAllowedOrigin, loadConfig, ROOT_DIR } from '../../server/config';
import { join } from 'node:path';

describe('loadConfig', () => {
  it('is production unless told otherwise, and production refuses to start without PUBLIC_URL and MEDIA_SECRET', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/production needs PUBLIC_URL .* and MEDIA_SECRET .*npm start/);
    expect(() => loadConfig({ MEDIA_SECRET: 'x'.repeat(32) })).toThrow(/production needs PUBLIC_URL \(/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://members.example.org' })).toThrow(/production needs MEDIA_SECRET/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://members.example.org', MEDIA_SECRET: 'short' })).toThrow(/MEDIA_SECRET must be at least 32/);
    const c = loadConfig({ PUBLIC_URL: 'https://members.example.org', MEDIA_SECRET: 'x'.repeat(32) });
    expect(c).toMatchObject({ appEnv: 'production', corsAllowLocalhost: false, publicUrl: 'https://members.example.org', mediaSecret: 'x'.repeat(32) });
  });

  it('LINK_PREVIEW_ALLOW (a test page the link preview may fetch) is honoured outside production only', () => {
    expect(loadConfig({ APP_ENV: 'test', LINK_PREVIEW_ALLOW: '127.0.0.1:4555, 127.0.0.1:4556' }).linkPreviewAllow).toEqual(['127.0.0.1:4555', '127.0.0.1:4556']);
    const prod = loadConfig({ PUBLIC_URL: 'https://members.example.org', MEDIA_SECRET: 'x'.repeat(32), LINK_PREVIEW_ALLOW: '127.0.0.1:4555' });
    expect(prod.linkPreviewAllow).toEqual([]);
  });

  it('has the documented defaults', () => {
    const c = loadConfig({ APP_ENV: 'development' });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: join(ROOT_DIR, 'var', 'db'),
      appEnv: 'development',
      productName: 'Team RWB',
      orgEmailDomain: 'teamrwb.org',
      corsOrigins: [],
      corsAllowLocalhost: true,
      oauthClients: [{ id: 'rwb-web', secret: 'rwb-web-public' }],
      accessTokenTtl: 600, // about 10 minutes: the access token lives in the page's memory only
      refreshTokenTtl: 30 * 86400,
      scryptN: 16384,
      mediaDir: join(ROOT_DIR, 'var', 'media'),
      mediaDirIsTemp: false,
      publicUrl: null,
      trustProxy: false,
      staticDirs: { elements: join(ROOT_DIR, 'dist', 'elements'), demo: join(ROOT_DIR, 'demo') },
      smtp: { url: null, from: 'Team RWB <no-reply@teamrwb.org>' },
    });
    expect(c.mediaSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ APP_ENV: 'development' }).mediaSecret).not.toBe(c.mediaSecret);
  });

  it('reads the environment', () => {
    const c = loadConfig({
      PORT: '0',
      DATABASE_URL: 'postgres://u:p@db/rwb',
      APP_ENV: 'production',
      PRODUCT_NAME: 'Acme',
      ORG_EMAIL_DOMAIN: '@Acme.ORG',
      CORS_ORIGINS: 'https://a.example, https://b.example/path',
      OAUTH_CLIENTS: 'web:s1, ios:s2',
      SCRYPT_N: '1024',
      PUBLIC_URL: 'https://api.example.org/v/',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      TRUST_PROXY: 'yes',
      ACCESS_TOKEN_TTL: '900',
      MEDIA_SECRET: 'm'.repeat(40),
    });
    expect(c).toMatchObject({
      port: 0,
      databaseUrl: 'postgres://u:p@db/rwb',
      appEnv: 'production',
      orgEmailDomain: 'acme.org',
      corsOrigins: ['https://a.example', 'https://b.example'],
      corsAllowLocalhost: false,
      oauthClients: [
        { id: 'web', secret: 's1' },
        { id: 'ios', secret: 's2' },
      ],
      scryptN: 1024,
      publicUrl: 'https://api.example.org/v',
      trustProxy: true,
      accessTokenTtl: 900,
      smtp: { url: 'smtps://u:p@mail.example:465', from: 'Acme <no-reply@acme.org>' },
    });
  });

  it('memory:// uses a temp media directory; a relative DATABASE_URL is a PGlite directory under the root', () => {
    const mem = loadConfig({ APP_ENV: 'test', DATABASE_URL: 'memory://' });
    expect(mem.mediaDirIsTemp).toBe(true);
    expect(mem.mediaDir).not.toContain(ROOT_DIR);
    expect(loadConfig({ APP_ENV: 'test', DATABASE_URL: 'var/other-db' }).databaseUrl).toBe(join(ROOT_DIR, 'var', 'other-db'));
  });

  it('refuses bad values', () => {
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_ENV: 'test', PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_ENV: 'test', SCRYPT_N: '1000' })).toThrow(/power of two/);
    expect(() => loadConfig({ APP_ENV: 'test', OAUTH_CLIENTS: 'nosecret' })).toThrow(/OAUTH_CLIENTS/);
    expect(() => loadConfig({ APP_ENV: 'test', TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ APP_ENV: 'test', PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });

  it('allows configured origins, and localhost only outside production', () => {
    const dev = loadConfig({ APP_ENV: 'development', CORS_ORIGINS: 'https://cms.example' });
    expect(isAllowedOrigin(dev, 'https://cms.example')).toBe(true);
    expect(isAllowedOrigin(dev, 'http://localhost:5173')).toBe(true);
    expect(isAllowedOrigin(dev, 'http://127.0.0.1')).toBe(true);
    expect(isAllowedOrigin(dev, 'http://localhost.evil.example')).toBe(false);
    expect(isAllowedOrigin(dev, 'https://other.example')).toBe(false);
    const prod = loadConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://members.example.org', MEDIA_SECRET: 'm'.repeat(32), CORS_ORIGINS: 'https://cms.example' });
    expect(isAllowedOrigin(prod, 'http://localhost:5173')).toBe(false);
    expect(isAllowedOrigin(prod, 'https://cms.example')).toBe(true);
  });
});
