// <EmbedBuilder> through the real HTTP client against a fake API: the manifest beside the loader, the
// form generated from it, the pickers, the live preview in the host's light DOM and the snippet.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import '@/features/embed-builder/schemas';
import { EmbedBuilder } from '@/features/embed-builder';
import { API, errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, getByLabelText, getByRole, queryAllByRole, render, until } from '../../ui/render';

const LOADER = `${API}/elements/elements.js`;

const element = (tagName: string, attributes: { name: string; type: string }[], theme = true) => ({
  kind: 'javascript-module',
  path: `src/elements/${tagName}.ts`,
  declarations: [
    {
      kind: 'class',
      customElement: true,
      tagName,
      description: `About ${tagName}.`,
      attributes: attributes.map((a) => ({ name: a.name, type: { text: a.type } })),
      cssProperties: theme ? [{ name: '--rwb-color-primary', default: '#13294b' }] : [],
    },
  ],
});
const MANIFEST = {
  schemaVersion: '2.1.0',
  modules: [
    element('event-list', [
      { name: 'chapter-id', type: 'number' },
      { name: 'challenge-id', type: 'number' },
      { name: 'tab', type: "'local' | 'virtual' | 'my' | 'past'" },
    ]),
    element('profile-view', [{ name: 'profile-id', type: 'number' }]),
    element('embed-builder', [], false),
  ],
};

function api(call: Call): Response {
  if (call.url === `${API}/elements/custom-elements.json`) return json(MANIFEST);
  if (call.path === '/api/v1/chapter') return json({ data: [{ id: 1, name: 'Raleigh' }, { id: 4, name: 'Denver' }] });
  if (call.path === '/api/v1/user/7/challenge') return json({ data: { joined: [{ id: 9, name: 'Miles in May' }], unjoined: [] } });
  return errorBody(404, 'not_found');
}

async function setValue(el: HTMLElement, value: string) {
  await act(async () => {
    if (el instanceof HTMLSelectElement) {
      el.value = value;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
}

async function show() {
  const calls = installFetch(api).calls;
  const out = await render(<EmbedBuilder loaderUrl={LOADER} />);
  await out.rerender(<EmbedBuilder container={out.root} loaderUrl={LOADER} />);
  await until(() => getByLabelText(out.root, 'Element'));
  return { ...out, calls };
}

const snippetOf = (root: ShadowRoot, label = 'Snippet') => (getByLabelText(root, label) as HTMLTextAreaElement).value;
/** The no-JavaScript link inside both snippets: the app's page (default app base: the API's origin + /app). */
const link = (path: string, text: string) => `<a href="${new URL(API).origin}/app${path}">${text}</a>`;

beforeEach(() => resetPlatform());
afterEach(() => cleanup());

describe('EmbedBuilder', () => {
  it('offers the manifest elements (not itself); its attributes as controls; the snippet and preview follow the form', async () => {
    loginAs(7);
    const { root, host } = await show();
    const select = getByLabelText(root, 'Element') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['event-list', 'profile-view']);
    const events = link('/events', 'See the events on Team RWB');
    expect(snippetOf(root)).toBe(`<script type="module" src="${LOADER}" data-api-base="${API}"></script>\n<event-list>${events}</event-list>`);
    expect(snippetOf(root, 'Div snippet')).toBe(`<script type="module" src="${LOADER}" data-api-base="${API}"></script>\n<div data-rwb-element="event-list">${events}</div>`);
    expect(host.querySelector('event-list')?.getAttribute('slot')).toBe('preview');

    // Chapter and challenge come from the API; the tab's values from its type.
    await until(() => expect((getByLabelText(root, 'Chapter') as HTMLSelectElement).options).toHaveLength(3));
    await setValue(getByLabelText(root, 'Chapter'), '4');
    await until(() => expect((getByLabelText(root, 'Challenge') as HTMLSelectElement).options[1].text).toBe('Miles in May'));
    const tab = getByLabelText(root, 'Tab') as HTMLSelectElement;
    expect([...tab.options].map((o) => o.value)).toEqual(['', 'local', 'virtual', 'my', 'past']);
    await setValue(tab, 'virtual');
    await setValue(getByLabelText(root, 'Theme colour'), '#14532d');

    expect(snippetOf(root).split('\n')[1]).toBe(`<event-list chapter-id="4" tab="virtual" style="--rwb-color-primary: #14532d">${events}</event-list>`);
    expect(snippetOf(root, 'Div snippet').split('\n')[1]).toBe(
      `<div data-rwb-element="event-list" data-chapter-id="4" data-tab="virtual" style="--rwb-color-primary: #14532d">${events}</div>`,
    );
    const preview = host.querySelectorAll('event-list');
    expect(preview).toHaveLength(1);
    expect(preview[0].getAttribute('chapter-id')).toBe('4');
    expect(preview[0].getAttribute('tab')).toBe('virtual');
    expect((preview[0] as HTMLElement).style.getPropertyValue('--rwb-color-primary')).toBe('#14532d');

    // Another element: its own form and preview; coming back keeps what was entered.
    await setValue(select, 'profile-view');
    expect(host.querySelector('event-list')).toBeNull();
    expect(getByLabelText(root, 'Profile')).toBeInstanceOf(HTMLInputElement);
    await setValue(select, 'event-list');
    expect((getByLabelText(root, 'Chapter') as HTMLSelectElement).value).toBe('4');
    expect(getByRole(root, 'button', 'Copy snippet')).toBeTruthy();
    expect(getByRole(root, 'button', 'Copy div snippet')).toBeTruthy();
    expect(root.textContent).toContain('Both snippets hold a link to the same page of the app: visitors without JavaScript see the link instead of the element.');
  });

  it('an id that is not a whole number keeps what was typed, says so and stays out of the snippet', async () => {
    loginAs(7);
    const { root } = await show();
    await setValue(getByLabelText(root, 'Element'), 'profile-view');
    const input = getByLabelText(root, 'Profile') as HTMLInputElement;
    await setValue(input, '12x');
    expect(input.value).toBe('12x');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(root.textContent).toContain('Enter a whole number above 0.');
    expect(snippetOf(root)).toContain(`<profile-view>${link('/profile', 'See your profile on Team RWB')}</profile-view>`);
    await setValue(input, '12');
    expect(snippetOf(root)).toContain(`<profile-view profile-id="12">${link('/profile/12', 'See this profile on Team RWB')}</profile-view>`);
    expect(snippetOf(root, 'Div snippet')).toContain(`<div data-rwb-element="profile-view" data-profile-id="12">${link('/profile/12', 'See this profile on Team RWB')}</div>`);
  });

  it('logged out, a list that needs a member becomes an id entry with a Log in button', async () => {
    const { root, calls } = await show();
    await until(() => expect(root.textContent).toContain('Log in to pick from the list, or enter the id.'));
    expect(getByLabelText(root, 'Chapter')).toBeInstanceOf(HTMLInputElement);
    expect(queryAllByRole(root, 'button', 'Log in').length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === '/api/v1/chapter')).toBe(false);
    await setValue(getByLabelText(root, 'Chapter'), '1');
    expect(snippetOf(root)).toContain('<event-list chapter-id="1"><a ');
  });

  it('the manifest failing: the message and Try again', async () => {
    installFetch(() => errorBody(500, 'server_error'));
    const out = await render(<EmbedBuilder loaderUrl={LOADER} />);
    await until(() => expect(getByRole(out.root, 'alert').textContent).toContain('The list of elements could not be loaded.'));
    expect(getByRole(out.root, 'button', 'Try again')).toBeTruthy();
  });
});

describe('the preview', () => {
  it("keeps the editor on the builder: a preview's rwb-navigate is cancelled, the builder's own is not", async () => {
    loginAs(7);
    const { host, root } = await show();
    const preview = host.querySelector('event-list')!;
    const fromPreview = new CustomEvent('rwb-navigate', { detail: { path: '/events/1', url: '/events/1' }, bubbles: true, composed: true, cancelable: true });
    expect(preview.dispatchEvent(fromPreview)).toBe(false);
    const fromBuilder = new CustomEvent('rwb-navigate', { detail: { path: '/login', url: '/login' }, bubbles: true, composed: true, cancelable: true });
    expect(getByLabelText(root, 'Element').dispatchEvent(fromBuilder)).toBe(true);
  });
});
