// The configuration travels from the loader to the first element chunk: the loader notes its script
// tag and URL (src/elements/index.ts), the element chunk's platform applies them once (boot.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLoaderConfig, type LoaderGlobal } from '@/elements/boot';
import { $config } from '@/store/config';
import { resetPlatform } from '../helpers';

const g = globalThis as LoaderGlobal;
const page = { location: new URL('https://www.cms.example/events/page.html') } as unknown as Pick<Window, 'location'>;

function loaderScript(attrs: Record<string, string>): HTMLScriptElement {
  const s = document.createElement('script');
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
  return s;
}

beforeEach(() => resetPlatform());
afterEach(() => {
  delete g.__rwbLoader;
  resetPlatform();
});

describe('applyLoaderConfig', () => {
  it("applies the loader script's data attributes and window.rwbConfig once, the loader's origin as default API base", () => {
    g.__rwbLoader = {
      version: '0.1.0',
      boot: { script: loaderScript({ 'data-product-name': 'Eagles', 'data-env': 'development' }), url: 'https://api.rwb.example/elements/elements.js' },
    };
    applyLoaderConfig({ ...page, rwbConfig: { supportEmail: 'help@cms.example' } });
    expect($config.get()).toMatchObject({
      apiBase: 'https://api.rwb.example',
      productName: 'Eagles',
      environment: 'development',
      supportEmail: 'help@cms.example',
    });
    expect(g.__rwbLoader.boot?.applied).toBe(true);

    // A second element chunk (or a second copy of the bundle) does not read it again.
    $config.set({ ...$config.get(), productName: 'changed since' });
    applyLoaderConfig(page);
    expect($config.get().productName).toBe('changed since');
  });

  it('without a loader on the page (an element chunk imported directly, tests) changes nothing', () => {
    const before = $config.get();
    applyLoaderConfig(page);
    g.__rwbLoader = { version: '0.1.0' };
    applyLoaderConfig(page);
    expect($config.get()).toBe(before);
  });
});
