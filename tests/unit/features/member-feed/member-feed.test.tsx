// The /feed page <MemberFeed> (events spec §2 Feed and posts): the people search, the scope buttons
// National / My Groups over the timeline, and the welcome card shown only when the page address has
// `newAccount=true` (the registration wizard lands there), titled with the configured product name,
// with its links and a Dismiss button that removes it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '@/features/member-feed/schemas/post';
import { MemberFeed } from '@/features/member-feed/components/member-feed';
import { configure } from '@/store/config';
import { json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, getByLabelText, getByRole, queryAllByRole } from '../../ui/render';
import { stubIntersectionObserver } from '../../ui/intersection';
import { ME, page } from './feed-fixtures';
import { postTexts, showFeed } from './feed-render';

beforeEach(() => {
  resetPlatform();
  loginAs(ME);
  stubIntersectionObserver();
});
afterEach(async () => {
  await cleanup();
  history.replaceState(null, '', '/');
  resetPlatform();
});

function api(call: Call): Response {
  if (call.path.endsWith('/aggregated_timeline_feed')) return json(page(30, 2));
  if (call.path.endsWith('/pinned_post')) return json({ data: null });
  return json({});
}

const at = (address: string) => history.replaceState(null, '', address);
const welcome = (root: ShadowRoot) => root.querySelector<HTMLElement>('section.feed-welcome');

describe('MemberFeed', () => {
  it('with ?newAccount=true: the welcome card with its links; Dismiss removes it', async () => {
    at('/demo/member-feed.html?newAccount=true');
    const { root } = await showFeed(<MemberFeed />, api);
    const card = welcome(root)!;
    expect(card).not.toBeNull();
    expect(getByRole(card, 'heading').textContent).toBe('Welcome to Team RWB!');
    expect(card.getAttribute('aria-labelledby')).toBe(getByRole(card, 'heading').id);
    expect(getByRole(card, 'link', 'Find an event').getAttribute('href')).toMatch(/\/events$/);
    expect(getByRole(card, 'link', 'Join a group').getAttribute('href')).toMatch(/\/groups$/);
    // The timeline is there under it.
    expect(postTexts(root)).toEqual(['Post 30', 'Post 29']);

    await click(getByRole(card, 'button', 'Dismiss'));
    expect(welcome(root)).toBeNull();
    expect(queryAllByRole(root, 'heading', /^Welcome to/)).toHaveLength(0);
    expect(queryAllByRole(root, 'button', 'Dismiss')).toHaveLength(0);
    expect(postTexts(root)).toEqual(['Post 30', 'Post 29']);
  });

  it('the title takes the product name from the config store', async () => {
    configure({ productName: 'RWB Test' });
    at('/demo/member-feed.html?newAccount=true');
    const { root } = await showFeed(<MemberFeed />, api);
    expect(getByRole(welcome(root)!, 'heading').textContent).toBe('Welcome to RWB Test!');
  });

  it('without the flag (or with another value) there is no welcome card', async () => {
    at('/demo/member-feed.html');
    let r = await showFeed(<MemberFeed />, api);
    expect(welcome(r.root)).toBeNull();
    expect(queryAllByRole(r.root, 'heading', /^Welcome to/)).toHaveLength(0);
    expect(postTexts(r.root)).toEqual(['Post 30', 'Post 29']);
    await cleanup();

    at('/demo/member-feed.html?newAccount=false');
    r = await showFeed(<MemberFeed />, api);
    expect(welcome(r.root)).toBeNull();
  });

  it('has the people search box and the scope buttons National / My Groups', async () => {
    at('/demo/member-feed.html');
    const { root, calls } = await showFeed(<MemberFeed />, api);
    const box = getByLabelText(root, 'Search for people') as HTMLInputElement;
    expect(box.localName).toBe('input');
    expect(box.type).toBe('search');

    const scope = getByRole(root, 'group', 'Feed scope');
    const national = getByRole(scope, 'button', 'National');
    const myGroups = getByRole(scope, 'button', 'My Groups');
    expect([national.getAttribute('aria-pressed'), myGroups.getAttribute('aria-pressed')]).toEqual(['true', 'false']);
    await click(myGroups);
    expect([national.getAttribute('aria-pressed'), myGroups.getAttribute('aria-pressed')]).toEqual(['false', 'true']);
    const scopes = calls.filter((c) => c.path.endsWith('/aggregated_timeline_feed')).map((c) => new URL(c.url).searchParams.get('scope'));
    expect(scopes).toEqual(['national', 'my_groups']);
  });
});
