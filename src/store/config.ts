import { atom } from 'nanostores';
import { DEFAULT_CLIENT, loaderOrigin, resolveUrlSetting, stripTrailingSlash } from './api-base';
import { shared } from './global';

export type RwbEnvironment = 'development' | 'test' | 'production';

export interface RwbConfig {
  /** Product API origin (may include a path), no trailing slash. */
  apiBase: string;
  /** Shown wherever the spec writes {product}. */
  productName: string;
  /** Route pattern (spec path, e.g. '/events/{id}') → URL template on this site ('/events/detail?id={id}'). */
  routes: Record<string, string>;
  /** Standalone app base URL, the fallback target of `navigate()`; default `${apiBase origin}/app`. */
  appBase: string;
  orgEmailDomain: string;
  environment: RwbEnvironment;
  clientId: string;
  clientSecret: string;
  supportEmail: string;
  /** The organisation's privacy policy and terms of service pages (linked from sign-up and settings). */
  privacyUrl: string;
  termsUrl: string;
  /**
   * The newsletter preferences page (accounts spec §2 App Settings 'Newsletter Preferences'): a URL
   * template where `{crmId}` stands for the member's CRM contact id (`salesforce_contact_id`).
   */
  newsletterUrl: string;
  appVersion: string;
  build: string;
}

/** What a host page may set, on the loader script (data-*) or on `window.rwbConfig`. */
export type RwbConfigInput = Partial<Omit<RwbConfig, 'appVersion' | 'build'>>;

const ENVIRONMENTS: readonly RwbEnvironment[] = ['development', 'test', 'production'];

export const APP_VERSION = '5.1.4';
export const APP_BUILD = 'D9223';

export { stripTrailingSlash };

function defaultAppBase(apiBase: string): string {
  try {
    return `${new URL(apiBase).origin}/app`;
  } catch {
    return '/app';
  }
}

export function defaultConfig(apiBase = ''): RwbConfig {
  const base = stripTrailingSlash(apiBase);
  return {
    apiBase: base,
    productName: 'Team RWB',
    routes: {},
    appBase: defaultAppBase(base),
    orgEmailDomain: 'teamrwb.org',
    // Safest default on a public page: no debug block unless the host says otherwise.
    environment: 'production',
    clientId: DEFAULT_CLIENT.id,
    clientSecret: DEFAULT_CLIENT.secret,
    supportEmail: 'support@teamrwb.org',
    privacyUrl: 'https://www.teamrwb.org/privacy-policy/',
    termsUrl: 'https://www.teamrwb.org/terms-of-service/',
    newsletterUrl: 'https://www.teamrwb.org/newsletter-preferences/?contact_id={crmId}',
    appVersion: APP_VERSION,
    build: APP_BUILD,
  };
}

export const $config = shared('config', () => atom<RwbConfig>(defaultConfig(globalThis.location?.origin ?? '')));

function normalise(input: RwbConfigInput, base: string | undefined): RwbConfigInput {
  const out: RwbConfigInput = {};
  for (const [key, value] of Object.entries(input) as [keyof RwbConfigInput, unknown][]) {
    if (value === undefined || value === null) continue;
    if (key === 'routes') {
      if (typeof value === 'object') out.routes = { ...(value as Record<string, string>) };
      continue;
    }
    if (key === 'environment') {
      if (ENVIRONMENTS.includes(value as RwbEnvironment)) out.environment = value as RwbEnvironment;
      continue;
    }
    if (typeof value !== 'string') continue;
    if (key === 'apiBase' || key === 'appBase') {
      out[key] = resolveUrlSetting(value, base);
    } else {
      out[key] = value.trim();
    }
  }
  return out;
}

/**
 * Merges `partial` into `$config`. Route maps merge key by key. When the API base changes and the
 * app base was still the derived default, the app base follows the new API origin.
 */
export function configure(partial: RwbConfigInput): RwbConfig {
  const current = $config.get();
  const next = normalise(partial, globalThis.location?.href);
  const merged: RwbConfig = {
    ...current,
    ...next,
    routes: { ...current.routes, ...(next.routes ?? {}) },
  };
  if (next.apiBase !== undefined && next.appBase === undefined && current.appBase === defaultAppBase(current.apiBase)) {
    merged.appBase = defaultAppBase(merged.apiBase);
  }
  $config.set(merged);
  return merged;
}

const DATA_ATTRIBUTES: Record<string, keyof RwbConfigInput> = {
  'data-api-base': 'apiBase',
  'data-product-name': 'productName',
  'data-routes': 'routes',
  'data-app-base': 'appBase',
  'data-org-email-domain': 'orgEmailDomain',
  'data-env': 'environment',
  'data-client-id': 'clientId',
  'data-client-secret': 'clientSecret',
  'data-support-email': 'supportEmail',
  'data-privacy-url': 'privacyUrl',
  'data-terms-url': 'termsUrl',
  'data-newsletter-url': 'newsletterUrl',
};

type WindowWithConfig = Pick<Window, 'location'> & { rwbConfig?: RwbConfigInput };

/**
 * Reads the configuration a host page gives: defaults < the loader script's data attributes <
 * `window.rwbConfig`. `loaderUrl` is the loader module's URL (`import.meta.url`); its origin is the
 * default API base (the server that serves the elements also serves the API). Does not touch
 * `$config`; pass the result to `configure()`.
 */
export function readConfig(script: HTMLScriptElement | null, win: WindowWithConfig, loaderUrl?: string): RwbConfig {
  const pageUrl = win.location.href;
  const origin = loaderOrigin(win, loaderUrl);
  const fromScript: RwbConfigInput = {};
  if (script) {
    for (const [attr, key] of Object.entries(DATA_ATTRIBUTES)) {
      const value = script.getAttribute(attr);
      if (value === null) continue;
      if (key === 'routes') {
        try {
          const parsed: unknown = JSON.parse(value);
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) fromScript.routes = parsed as Record<string, string>;
        } catch {
          console.warn('[rwb] data-routes is not valid JSON; ignored');
        }
      } else {
        (fromScript as Record<string, string>)[key] = value;
      }
    }
  }
  const fromWindow = win.rwbConfig && typeof win.rwbConfig === 'object' ? win.rwbConfig : {};

  const base = defaultConfig(origin);
  const a = normalise(fromScript, pageUrl);
  const b = normalise(fromWindow, pageUrl);
  const out: RwbConfig = { ...base, ...a, ...b, routes: { ...(a.routes ?? {}), ...(b.routes ?? {}) } };
  if (a.appBase === undefined && b.appBase === undefined) out.appBase = defaultAppBase(out.apiBase);
  return out;
}
