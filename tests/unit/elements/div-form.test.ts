// The div form (src/elements/div-form.ts): the loader turns `<div data-rwb-element="…" data-…>` into
// the element, for site builders that strip unknown tags.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { upgradeDiv, upgradeDivs } from '@/elements/div-form';
import { elementLoaders } from '@/elements/registry';

const TAGS = Object.keys(elementLoaders);

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  delete (globalThis as { pwned?: boolean }).pwned;
});

describe('upgradeDiv', () => {
  it('makes the element: data- attributes in dashed form, the others as they are, the children moved in, in the div’s place', () => {
    document.body.innerHTML =
      '<p>before</p><div data-rwb-element="event-list" data-chapter-id="12" data-tab="virtual" id="events" class="sidebar" style="--rwb-color-primary: #14532d" title="Events" aria-label="Chapter events"><a href="https://members.example.org/app/events">See the events on Team RWB</a></div><p>after</p>';
    const div = document.querySelector('div')!;
    const link = div.querySelector('a')!;
    const el = upgradeDiv(div, TAGS)!;
    expect(el.localName).toBe('event-list');
    expect(Array.from(el.attributes).map((a) => [a.name, a.value])).toEqual([
      ['chapter-id', '12'],
      ['tab', 'virtual'],
      ['id', 'events'],
      ['class', 'sidebar'],
      ['style', '--rwb-color-primary: #14532d'],
      ['title', 'Events'],
      ['aria-label', 'Chapter events'],
    ]);
    expect(el.firstChild).toBe(link);
    expect(div.isConnected).toBe(false);
    expect(document.body.innerHTML).toBe(
      '<p>before</p><event-list chapter-id="12" tab="virtual" id="events" class="sidebar" style="--rwb-color-primary: #14532d" title="Events" aria-label="Chapter events"><a href="https://members.example.org/app/events">See the events on Team RWB</a></event-list><p>after</p>',
    );
  });

  it.each(TAGS)('every element of the registry: %s', (tag) => {
    document.body.innerHTML = `<div data-rwb-element="${tag}" data-some-id="3"></div>`;
    const el = upgradeDiv(document.querySelector('div')!, TAGS)!;
    expect(el.localName).toBe(tag);
    expect(el.getAttribute('some-id')).toBe('3');
    expect(document.body.firstElementChild).toBe(el);
  });

  it('the name is trimmed and lower-cased; a plain attribute wins over a data- one of the same name', () => {
    document.body.innerHTML = '<div data-rwb-element=" Event-Detail " id="keep" data-id="lost" data-event-id="4"></div>';
    const el = upgradeDiv(document.querySelector('div')!, TAGS)!;
    expect(el.localName).toBe('event-detail');
    expect(el.id).toBe('keep');
    expect(el.getAttribute('event-id')).toBe('4');
  });

  it('an unknown name leaves the div as it is, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-rwb-element="event-calendar" data-chapter-id="1"><a href="/x">x</a></div><div data-rwb-element=""></div>';
    const before = document.body.innerHTML;
    expect(upgradeDivs(document, TAGS)).toEqual([]);
    expect(document.body.innerHTML).toBe(before);
    expect(warn).toHaveBeenCalledWith('[rwb] data-rwb-element="event-calendar": no such element, the div is left as it is');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('nothing in the div runs: no event-handler attribute is copied (either form), values stay text', async () => {
    document.body.innerHTML =
      '<div data-rwb-element="member-login" data-onclick="globalThis.pwned=true" onmouseover="globalThis.pwned=true" data-redirect="javascript:globalThis.pwned=true" data-="empty"></div>';
    const el = upgradeDiv(document.querySelector('div')!, TAGS)!;
    expect(Array.from(el.attributes).map((a) => a.name)).toEqual(['redirect']);
    expect(el.getAttribute('redirect')).toBe('javascript:globalThis.pwned=true');
    el.click();
    el.dispatchEvent(new MouseEvent('mouseover'));
    await new Promise((r) => setTimeout(r, 0));
    expect((globalThis as { pwned?: boolean }).pwned).toBeUndefined();
  });
});

describe('upgradeDivs', () => {
  it('upgrades the root itself and every div form under it, nested ones where they moved', () => {
    const root = document.createElement('section');
    root.innerHTML =
      '<div data-rwb-element="group-page" data-group-id="2"><div data-rwb-element="event-list" data-group-id="2"></div></div><div class="other"></div><div data-rwb-element="member-feed"></div>';
    document.body.append(root);
    const made = upgradeDivs(root, TAGS);
    expect(made.map((el) => el.localName)).toEqual(['group-page', 'event-list', 'member-feed']);
    expect(made[1].parentElement).toBe(made[0]);
    expect(root.innerHTML).toBe('<group-page group-id="2"><event-list group-id="2"></event-list></group-page><div class="other"></div><member-feed></member-feed>');

    const single = document.createElement('div');
    single.setAttribute('data-rwb-element', 'chat-inbox');
    document.body.append(single);
    expect(upgradeDivs(single, TAGS).map((el) => el.localName)).toEqual(['chat-inbox']);
    expect(document.body.lastElementChild?.localName).toBe('chat-inbox');
  });
});
