import { describe, expect, it } from 'vitest';
import { attributesFor, buildSnippet, controlFor, elementsOf, elementTag, labelFor, literalValues, themeFor, type ElementSpec } from '@/features/embed-builder/model';
import { messages } from '@/features/embed-builder/messages';
import { upgradeDiv } from '@/elements/div-form';
import { elementLoaders } from '@/elements/registry';
import type { Manifest } from '@/features/embed-builder/schemas';

const eventList: ElementSpec = {
  tag: 'event-list',
  attributes: [
    { name: 'chapter-id', type: 'number' },
    { name: 'group-id', type: 'number' },
    { name: 'tab', type: "'local' | 'virtual' | 'my' | 'past'" },
    { name: 'compact', type: 'boolean' },
    { name: 'heading', type: 'string' },
  ],
  themeDefault: '#13294b',
};

describe('elementsOf', () => {
  it('lists the custom elements of the manifest in order, without the builder, with the theme default', () => {
    const manifest = {
      modules: [
        { declarations: [{ tagName: 'event-list', customElement: true, description: 'Events.', attributes: [{ name: 'tab', type: { text: 'string' } }], cssProperties: [{ name: '--rwb-color-primary', default: '#13294b' }] }] },
        { declarations: [{ tagName: 'embed-builder', customElement: true, attributes: [], cssProperties: [] }] },
        { declarations: [{ tagName: 'chat-inbox', customElement: true, attributes: [], cssProperties: [] }] },
      ],
    } as unknown as Manifest;
    expect(elementsOf(manifest)).toEqual([
      { tag: 'event-list', description: 'Events.', attributes: [{ name: 'tab', type: 'string', description: undefined }], themeDefault: '#13294b' },
      { tag: 'chat-inbox', description: undefined, attributes: [], themeDefault: null },
    ]);
  });
});

describe('controls', () => {
  it('ids of chapters, groups, challenges and events are picked; booleans are checkboxes; unions are choices', () => {
    expect(eventList.attributes.map(controlFor)).toEqual([
      { kind: 'pick', list: 'chapter' },
      { kind: 'pick', list: 'group' },
      { kind: 'choice', values: ['local', 'virtual', 'my', 'past'] },
      { kind: 'boolean' },
      { kind: 'text' },
    ]);
    expect(controlFor({ name: 'profile-id', type: 'number' })).toEqual({ kind: 'number' });
    expect(controlFor({ name: 'event-id', type: 'number' })).toEqual({ kind: 'pick', list: 'event' });
    expect(literalValues("'card'")).toBeNull();
    expect(literalValues('string | number')).toBeNull();
  });

  it('labels: the list for pickers, else the attribute in words', () => {
    expect(eventList.attributes.map((a) => labelFor(a, messages.pickLabels))).toEqual(['Chapter', 'Group', 'Tab', 'Compact', 'Heading']);
    expect(labelFor({ name: 'initial-tab', type: 'string' }, messages.pickLabels)).toBe('Initial tab');
  });
});

describe('attributesFor / themeFor', () => {
  it('writes set values in the element order; leaves out empty, false and invalid numbers', () => {
    expect(attributesFor(eventList, { heading: 'Rucks & runs', tab: 'virtual', 'chapter-id': ' 12 ', compact: true })).toEqual([
      ['chapter-id', '12'],
      ['tab', 'virtual'],
      ['compact', ''],
      ['heading', 'Rucks & runs'],
    ]);
    expect(attributesFor(eventList, { 'chapter-id': '1.5', 'group-id': '0', tab: '', compact: false })).toEqual([]);
  });

  it('the theme colour only when it differs from the default', () => {
    expect(themeFor(eventList, '#13294B')).toBeNull();
    expect(themeFor(eventList, '#14532D')).toBe('#14532d');
    expect(themeFor(eventList, 'red')).toBeNull();
    expect(themeFor({ ...eventList, themeDefault: null }, '#14532d')).toBeNull();
  });
});

describe('buildSnippet', () => {
  it('the loader with its API base, then the element with its attributes and theme', () => {
    const snippet = buildSnippet({
      loaderUrl: 'https://api.rwb.example/elements/elements.js',
      apiBase: 'https://api.rwb.example',
      tag: 'event-list',
      attributes: [
        ['chapter-id', '12'],
        ['tab', 'virtual'],
        ['compact', ''],
      ],
      theme: '#14532d',
    });
    expect(snippet).toBe(
      '<script type="module" src="https://api.rwb.example/elements/elements.js" data-api-base="https://api.rwb.example"></script>\n' +
        '<event-list chapter-id="12" tab="virtual" compact style="--rwb-color-primary: #14532d"></event-list>',
    );
  });

  it('escapes attribute values; no style without a theme', () => {
    expect(elementTag({ tag: 'member-login', attributes: [['redirect', '/a?b=1&c="2"<']], theme: null })).toBe('<member-login redirect="/a?b=1&amp;c=&quot;2&quot;&lt;"></member-login>');
  });

  it('the div form: data- attributes in a div named by data-rwb-element; the theme stays a style; the fallback link inside both', () => {
    const input = {
      loaderUrl: 'https://api.rwb.example/elements/elements.js',
      apiBase: 'https://api.rwb.example',
      tag: 'event-list',
      attributes: [['chapter-id', '12'], ['compact', '']] as [string, string][],
      theme: '#14532d',
      fallback: { href: 'https://members.example.org/app/events', text: 'See the events on R&B' },
    };
    const link = '<a href="https://members.example.org/app/events">See the events on R&amp;B</a>';
    expect(buildSnippet(input, 'div').split('\n')).toEqual([
      '<script type="module" src="https://api.rwb.example/elements/elements.js" data-api-base="https://api.rwb.example"></script>',
      `<div data-rwb-element="event-list" data-chapter-id="12" data-compact style="--rwb-color-primary: #14532d">${link}</div>`,
    ]);
    expect(buildSnippet(input).split('\n')[1]).toBe(`<event-list chapter-id="12" compact style="--rwb-color-primary: #14532d">${link}</event-list>`);
  });

  it('the div snippet, upgraded by the loader, is the element snippet', () => {
    const input = { tag: 'challenge-board', attributes: [['challenge-id', '4'], ['view', 'card']] as [string, string][], theme: '#00ff00', fallback: { href: 'https://x.test/app/challenges/4', text: 'See this challenge on Team RWB' } };
    const page = document.createElement('div');
    page.innerHTML = elementTag(input, 'div');
    upgradeDiv(page.firstElementChild!, Object.keys(elementLoaders));
    const direct = document.createElement('div');
    direct.innerHTML = elementTag(input);
    expect(page.innerHTML).toBe(direct.innerHTML);
  });

  it('pasted into a page, it parses back to the same element', () => {
    const attributes: [string, string][] = [['chapter-id', '3'], ['redirect', 'x"&y']];
    const html = buildSnippet({ loaderUrl: 'https://x.test/elements/elements.js', apiBase: 'https://x.test', tag: 'event-list', attributes, theme: '#00ff00' });
    const div = document.createElement('div');
    div.innerHTML = html;
    const script = div.querySelector('script')!;
    expect(script.getAttribute('src')).toBe('https://x.test/elements/elements.js');
    expect(script.dataset.apiBase).toBe('https://x.test');
    const el = div.querySelector('event-list') as HTMLElement;
    expect([...el.attributes].filter((a) => a.name !== 'style').map((a) => [a.name, a.value])).toEqual(attributes);
    expect(el.style.getPropertyValue('--rwb-color-primary').trim()).toBe('#00ff00');
  });
});
