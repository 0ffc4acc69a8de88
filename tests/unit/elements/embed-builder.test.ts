// <embed-builder> on a page: the manifest is read beside the loader the page loaded (its URL as the
// loader noted it), and the snippet names that loader.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { LoaderGlobal } from '@/elements/boot';
import { installFetch, json, resetPlatform } from '../helpers';
import '@/elements/embed-builder';

const g = globalThis as LoaderGlobal;
const LOADER = 'https://cdn.rwb.example/v1/elements/elements.js';
const MANIFEST = { modules: [{ declarations: [{ customElement: true, tagName: 'chat-inbox', attributes: [], cssProperties: [] }] }] };

beforeEach(() => {
  resetPlatform();
  g.__rwbLoader = { version: '0.1.0', boot: { script: null, url: LOADER, applied: true } };
});
afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
  delete g.__rwbLoader;
  resetPlatform();
});

describe('<embed-builder>', () => {
  it('reads custom-elements.json beside the loader and puts that loader in the snippet', async () => {
    const { calls } = installFetch(() => json(MANIFEST));
    await act(async () => {
      document.body.innerHTML = '<embed-builder></embed-builder>';
    });
    const el = document.querySelector('embed-builder')!;
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('textarea')?.value).toContain('<chat-inbox><a href="http://api.test/app/messages">See your messages on Team RWB</a></chat-inbox>'));
    expect(calls[0].url).toBe('https://cdn.rwb.example/v1/elements/custom-elements.json');
    expect(el.shadowRoot!.querySelector('textarea')!.value).toContain(`src="${LOADER}"`);
    await vi.waitFor(() => expect(el.querySelector('chat-inbox')?.getAttribute('slot')).toBe('preview'));
  });
});
