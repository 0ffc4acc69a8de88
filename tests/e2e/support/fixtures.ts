import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startServer, type RunningServer } from './server';
import { Api } from './api';
import { FIXTURE_VENDOR_KEY, startFixtureVendor } from '../../fixtures/address-vendor-server';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const test = base.extend<{ api: Api }, { server: RunningServer; vendorServer: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  /**
   * A second server whose address lookups go to the fixture street-level vendor (suites, AE codes):
   * started only by the tests that use it. Use `page.goto(vendorServer.url + '/demo/...')`.
   */
  vendorServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const vendor = await startFixtureVendor();
      const server = await startServer({ ADDRESS_VENDOR_URL: vendor.url, ADDRESS_VENDOR_KEY: FIXTURE_VENDOR_KEY });
      await use(server);
      await server.stop();
      await vendor.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  api: async ({ server }, use) => {
    const api = new Api(server.url);
    await api.resetLimits();
    await use(api);
  },
});

export { expect };

/** axe-core over the page (open shadow roots included); returns the violations. */
export async function axe(page: Page, selector?: string) {
  // Colours mid-transition (a button just enabled) are not what the member sees: let finite
  // animations and transitions end first, in the document and every open shadow root.
  await page.evaluate(async () => {
    const roots: Array<Document | ShadowRoot> = [document];
    for (let i = 0; i < roots.length; i++) for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    const running = roots.flatMap((r) => r.getAnimations()).filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  });
  // Evaluated over the DevTools protocol: the demo pages' CSP refuses inline <script> (addScriptTag).
  await page.evaluate(axeSource);
  return page.evaluate(async (sel) => {
    const w = window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: unknown }> }> }> } };
    const r = await w.axe.run(sel ? { include: [[sel]] } : document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target) }));
  }, selector);
}

/** Collects rwb-* events fired on the page (across page loads), optionally keeping navigation on the page. */
export async function recordEvents(page: Page, opts: { cancelNavigation?: boolean } = {}) {
  const seen: Array<{ type: string; detail: any }> = [];
  await page.exposeFunction('__rwbRecord', (type: string, detail: unknown) => void seen.push({ type, detail }));
  await page.addInitScript((cancel) => {
    const record = (window as unknown as { __rwbRecord(type: string, detail: unknown): void }).__rwbRecord;
    for (const type of ['rwb-session-login', 'rwb-session-logout', 'rwb-navigate', 'rwb-error', 'rwb-registration-step', 'rwb-registration-complete', 'rwb-event-select']) {
      document.addEventListener(type, (e) => {
        record(type, (e as CustomEvent).detail);
        if (cancel && type === 'rwb-navigate') e.preventDefault();
      });
    }
  }, opts.cancelNavigation ?? false);
  return {
    /** Waits a moment for in-flight bindings, then returns what was seen. */
    all: async () => {
      await page.waitForTimeout(50);
      return seen;
    },
  };
}
