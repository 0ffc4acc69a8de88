import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $config, configure, defaultConfig, readConfig } from '@/store/config';
import { pageApiBase } from '@/store/api-base';
import { resetPlatform } from '../helpers';

beforeEach(() => resetPlatform());
afterEach(() => resetPlatform());

const win = (rwbConfig?: Record<string, unknown>) =>
  ({ location: new URL('https://www.cms.example/events/page.html?x=1'), rwbConfig }) as unknown as Window & { rwbConfig?: never };

function script(attrs: Record<string, string>): HTMLScriptElement {
  const s = document.createElement('script');
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
  return s;
}

describe('readConfig', () => {
  it('defaults: the loader origin is the API base; the app base is /app on it', () => {
    const c = readConfig(null, win(), 'https://api.rwb.example/elements/elements.js');
    expect(c).toMatchObject({
      apiBase: 'https://api.rwb.example',
      appBase: 'https://api.rwb.example/app',
      productName: 'Team RWB',
      orgEmailDomain: 'teamrwb.org',
      environment: 'production',
      clientId: 'rwb-web',
      clientSecret: 'rwb-web-public',
      supportEmail: 'support@teamrwb.org',
      privacyUrl: 'https://www.teamrwb.org/privacy-policy/',
      termsUrl: 'https://www.teamrwb.org/terms-of-service/',
      appVersion: '5.1.4',
      build: 'D9223',
      routes: {},
    });
  });

  it('without a loader URL the page origin is the API base', () => {
    expect(readConfig(null, win()).apiBase).toBe('https://www.cms.example');
  });

  it('data attributes override the defaults; trailing slashes are removed', () => {
    const c = readConfig(
      script({
        'data-api-base': 'https://api.example.org/v/',
        'data-product-name': 'RWB Test',
        'data-routes': '{"/events/{id}": "/demo/event-detail.html?id={id}"}',
        'data-org-email-domain': 'example.org',
        'data-env': 'development',
        'data-client-id': 'cid',
        'data-client-secret': 'csecret',
        'data-support-email': 'help@example.org',
        'data-privacy-url': 'https://example.org/privacy',
        'data-terms-url': 'https://example.org/terms',
      }),
      win(),
      'https://loader.example/elements.js',
    );
    expect(c).toMatchObject({
      apiBase: 'https://api.example.org/v',
      appBase: 'https://api.example.org/app',
      productName: 'RWB Test',
      routes: { '/events/{id}': '/demo/event-detail.html?id={id}' },
      orgEmailDomain: 'example.org',
      environment: 'development',
      clientId: 'cid',
      clientSecret: 'csecret',
      supportEmail: 'help@example.org',
      privacyUrl: 'https://example.org/privacy',
      termsUrl: 'https://example.org/terms',
    });
  });

  it('window.rwbConfig overrides the data attributes; routes merge', () => {
    const c = readConfig(
      script({ 'data-api-base': 'https://a.example', 'data-product-name': 'A', 'data-routes': '{"/feed": "/a-feed", "/login": "/a-login"}', 'data-env': 'test' }),
      win({ apiBase: 'https://b.example/', productName: 'B', routes: { '/login': '/b-login' }, appBase: 'https://b.example/member/' }),
    );
    expect(c.apiBase).toBe('https://b.example');
    expect(c.productName).toBe('B');
    expect(c.environment).toBe('test');
    expect(c.appBase).toBe('https://b.example/member');
    expect(c.routes).toEqual({ '/feed': '/a-feed', '/login': '/b-login' });
  });

  it('resolves a relative API base against the page and ignores bad input', () => {
    const c = readConfig(script({ 'data-api-base': '/api/', 'data-routes': '{nope', 'data-env': 'staging' }), win());
    expect(c.apiBase).toBe('https://www.cms.example/api');
    expect(c.routes).toEqual({});
    expect(c.environment).toBe('production');
  });
});

describe('configure', () => {
  it('merges into $config; the derived app base follows a new API base', () => {
    $config.set(defaultConfig('https://one.example'));
    configure({ apiBase: 'https://two.example/' });
    expect($config.get().apiBase).toBe('https://two.example');
    expect($config.get().appBase).toBe('https://two.example/app');
    configure({ appBase: 'https://shell.example/app/' });
    configure({ apiBase: 'https://three.example' });
    expect($config.get().appBase).toBe('https://shell.example/app');
  });

  it('merges route maps key by key', () => {
    configure({ routes: { '/feed': '/f' } });
    configure({ routes: { '/login': '/l' } });
    expect($config.get().routes).toEqual({ '/feed': '/f', '/login': '/l' });
  });
});

describe('newsletterUrl', () => {
  it('defaults to the preferences page with a {crmId} placeholder', () => {
    expect(defaultConfig('https://api.example').newsletterUrl).toBe('https://www.teamrwb.org/newsletter-preferences/?contact_id={crmId}');
  });

  it('is read from data-newsletter-url, and window.rwbConfig overrides it', () => {
    const s = script({ 'data-newsletter-url': ' https://crm.example/prefs/{crmId} ' });
    expect(readConfig(s, win()).newsletterUrl).toBe('https://crm.example/prefs/{crmId}');
    expect(readConfig(s, win({ newsletterUrl: 'https://b.example/n?id={crmId}' })).newsletterUrl).toBe('https://b.example/n?id={crmId}');
  });

  it('configure() changes it', () => {
    configure({ newsletterUrl: 'https://c.example/{crmId}' });
    expect($config.get().newsletterUrl).toBe('https://c.example/{crmId}');
  });
});

describe('pageApiBase (the loader reads the API base without the config store)', () => {
  it('is what readConfig reads, whatever the page configures', () => {
    const cases: Array<[HTMLScriptElement | null, Record<string, unknown> | undefined, string | undefined]> = [
      [null, undefined, 'https://api.rwb.example/elements/elements.js'],
      [null, undefined, undefined],
      [script({ 'data-api-base': 'https://other.example/base/' }), undefined, 'https://api.rwb.example/elements/elements.js'],
      [script({ 'data-api-base': '/members' }), undefined, undefined],
      [script({ 'data-api-base': 'https://other.example' }), { apiBase: 'https://third.example/x/' }, undefined],
      [null, { apiBase: '  /relative/ ' }, 'https://api.rwb.example/elements.js'],
    ];
    for (const [s, rwbConfig, loaderUrl] of cases) {
      const w = win(rwbConfig);
      expect(pageApiBase(s, w, loaderUrl)).toBe(readConfig(s, w, loaderUrl).apiBase);
    }
    expect(pageApiBase(script({ 'data-api-base': 'https://other.example/base/' }), win(), undefined)).toBe('https://other.example/base');
  });
});
