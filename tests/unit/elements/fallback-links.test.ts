// The no-JavaScript link inside a snippet's element (src/elements/fallback-links.ts): hidden by the
// loader while the element's code loads; the first paint's slotted child stays.
import { afterEach, expect, it } from 'vitest';
import { fallbackCss, hideFallbacks } from '@/elements/fallback-links';

afterEach(() => {
  document.body.innerHTML = '';
  document.adoptedStyleSheets = [];
});

it('selects the light children of a loading element of ours, not a slotted one, not other tags (the defined state: e2e, cms-divs.spec.ts)', () => {
  const selector = fallbackCss(['event-list', 'member-login']).replace(/\{.*$/, '');
  document.body.innerHTML =
    '<event-list><a href="/app/events">See the events</a><div slot="rwb-first-paint"></div></event-list><other-list><a>y</a></other-list>';
  const [link, painted] = Array.from(document.querySelector('event-list')!.children);
  expect(link.matches(selector)).toBe(true);
  expect(painted.matches(selector)).toBe(false);
  expect(document.querySelector('other-list > a')!.matches(selector)).toBe(false);
});

it('adds the rule to the document once as a constructable stylesheet', () => {
  hideFallbacks(['event-list', 'member-login']);
  expect(document.adoptedStyleSheets).toHaveLength(1);
  expect(Array.from(document.adoptedStyleSheets[0].cssRules).map((r) => r.cssText.replace(/\s+/g, ''))).toEqual([
    ':is(event-list,member-login):not(:defined)>:not([slot]){display:none;}',
  ]);
});
