// <profile-view> as a page uses it: the member from the attribute (or the URL, or the session), its
// tabs and pages, the private-profile text. The API is a fake fetch; the browser tests cover the real server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ProfileViewFeature from '@/features/profile-view';
import { act } from 'react';
import { errorBody, installFetch, json, loginAs, profileOf, resetPlatform, type Call } from '../helpers';
import { labels, messages } from '@/features/profile-view/messages';
import { clearPrefetched } from '@/lib/prefetch';
import '@/elements/profile-view';

// The feature root's first render, to prove the profile's GET starts before it.
const renders = vi.hoisted(() => ({ first: null as number | null }));
vi.mock('@/features/profile-view', async (original) => {
  const { createElement } = await import('react');
  const feature = await original<typeof ProfileViewFeature>();
  return {
    ...feature,
    ProfileView: (props: Parameters<typeof feature.ProfileView>[0]) => {
      renders.first ??= performance.now();
      return createElement(feature.ProfileView, props);
    },
  };
});

let navigations: string[];
const onNavigate = (e: Event) => {
  navigations.push((e as CustomEvent<{ path: string }>).detail.path);
  e.preventDefault();
};

beforeEach(() => {
  resetPlatform();
  navigations = [];
  history.replaceState(null, '', '/demo/profile-view.html');
  document.addEventListener('rwb-navigate', onNavigate);
});
afterEach(() => {
  document.removeEventListener('rwb-navigate', onNavigate);
  document.body.innerHTML = '';
});

function server(overrides: (call: Call) => Response | undefined = () => undefined) {
  return installFetch((call) => {
    const o = overrides(call);
    if (o) return o;
    const m = /^\/api\/v1\/user\/(\d+)$/.exec(call.path);
    if (m) return json(profileOf(Number(m[1]), { first_name: `Member${m[1]}`, metrics: { ytd_events_participated: 4, mtd_events_participated: 1, all_time_challenges_participated: 2 } }));
    if (call.path.endsWith('/badges')) return json({ data: [] });
    if (call.path.endsWith('/follow/summary')) return json({ followers: 3, following: 5 });
    if (call.path.endsWith('/follower')) return json({ data: [] });
    if (call.path.endsWith('/survey')) return json({ data: [] });
    if (call.path.endsWith('/survey/average')) return json({});
    return errorBody(404, 'not_found');
  });
}

async function mount(html: string): Promise<ShadowRoot> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  const el = document.body.querySelector('profile-view')!;
  await vi.waitFor(() => expect(el.shadowRoot).toBeTruthy());
  return el.shadowRoot!;
}

const tabs = (root: ShadowRoot) => [...root.querySelectorAll('[role="tab"]')].map((t) => t.textContent);
const button = (root: ShadowRoot, name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

describe('<profile-view>', () => {
  it('shows the member of the profile-id attribute with the other-member tabs and stats', async () => {
    loginAs(7);
    const { calls } = server();
    const root = await mount('<profile-view profile-id="12"></profile-view>');
    await vi.waitFor(() => expect(root.querySelector('#profile-name')?.textContent).toBe('Member12 Lopez'));
    expect(tabs(root)).toEqual([labels.bioFeed, labels.fitness]);
    expect(root.textContent).toContain(labels.eventsYtd);
    expect(root.querySelector('.profile__stats')?.textContent).toContain('4');
    expect(button(root, labels.editProfile)).toBeUndefined();
    expect(calls.some((c) => c.path === '/api/v1/user/12')).toBe(true);
  });

  it('own profile (no attribute): BIO & FEED, FITNESS, HEALTH, Edit Profile and Settings; initial-tab picks the tab', async () => {
    loginAs(7);
    server();
    const root = await mount('<profile-view initial-tab="fitness"></profile-view>');
    await vi.waitFor(() => expect(root.querySelector('#profile-name')).toBeTruthy());
    expect(tabs(root)).toEqual([labels.bioFeed, labels.fitness, labels.health]);
    expect(root.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(labels.fitness);
    await act(async () => button(root, labels.settings)!.click());
    expect(location.hash).toBe('#/profile/settings');
    await vi.waitFor(() => expect(root.querySelector('#profile-page-title')?.textContent).toBe(labels.settings));
    expect(root.activeElement?.id).toBe('profile-page-title');
  });

  it('falls back to ?id= in the page URL', async () => {
    loginAs(7);
    server();
    history.replaceState(null, '', '/demo/profile-view.html?id=31');
    const root = await mount('<profile-view></profile-view>');
    await vi.waitFor(() => expect(root.querySelector('#profile-name')?.textContent).toBe('Member31 Lopez'));
  });

  it('a 403 shows the private-profile text', async () => {
    loginAs(7);
    server((call) => (call.path === '/api/v1/user/12' ? errorBody(403, 'private_profile') : undefined));
    const root = await mount('<profile-view profile-id="12"></profile-view>');
    await vi.waitFor(() => expect(root.textContent).toContain(messages.privateProfile));
  });

  it('a failed load offers a retry', async () => {
    loginAs(7);
    let fail = true;
    server((call) => (call.path === '/api/v1/user/12' && fail ? errorBody(500, 'boom') : undefined));
    const root = await mount('<profile-view profile-id="12"></profile-view>');
    await vi.waitFor(() => expect(root.textContent).toContain(messages.retrieveUser));
    fail = false;
    await act(async () => button(root, labels.retry)!.click());
    await vi.waitFor(() => expect(root.querySelector('#profile-name')?.textContent).toBe('Member12 Lopez'));
  });

  it('a 429 shows the server\'s own message (when to try again), with the retry', async () => {
    loginAs(7);
    server((call) => (call.path === '/api/v1/user/12' ? errorBody(429, 'rate_limited', 'Too many requests. Please try again in 1 minute.') : undefined));
    const root = await mount('<profile-view profile-id="12"></profile-view>');
    await vi.waitFor(() => expect(root.textContent).toContain('Too many requests. Please try again in 1 minute.'));
    expect(root.textContent).not.toContain(messages.retrieveUser);
    expect(button(root, labels.retry)).toBeTruthy();
  });

  it('a follow that fails goes back, with the follower count, and says so', async () => {
    loginAs(7);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server((call) => (call.path === '/api/v1/user/7/follow/12' ? errorBody(500, 'boom') : undefined));
    const root = await mount('<profile-view profile-id="12"></profile-view>');
    await vi.waitFor(() => expect(button(root, `3 ${labels.followers}`)).toBeTruthy());
    await vi.waitFor(() => expect(button(root, labels.follow)).toBeTruthy());
    await act(async () => button(root, labels.follow)!.click());
    await vi.waitFor(() => expect(root.textContent).toContain(messages.followFailed));
    expect(button(root, labels.follow)?.getAttribute('aria-pressed')).toBe('false');
    expect(button(root, `3 ${labels.followers}`)).toBeTruthy();
    logged.mockRestore();
  });

  it('Report: the member confirmation, then the thanks (the shared report flow)', async () => {
    loginAs(7);
    const { calls } = server((call) => (call.path === '/api/v1/report/user/12' ? json({}, 201) : undefined));
    const root = await mount('<profile-view profile-id="12"></profile-view>');
    await vi.waitFor(() => expect(button(root, labels.options)).toBeTruthy());
    await act(async () => button(root, labels.options)!.click());
    const item = [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((m) => m.textContent === labels.report)!;
    await act(async () => item.click());
    await vi.waitFor(() => expect(root.querySelector('[role="alertdialog"]')?.textContent).toContain('Would you like to report this member?'));
    const send = [...root.querySelectorAll<HTMLElement>('[role="alertdialog"] button')].find((b) => b.textContent?.trim() === labels.report)!;
    await act(async () => send.click());
    await vi.waitFor(() => expect(root.textContent).toContain('Thank you. Your report has been sent.'));
    expect(calls.find((c) => c.path === '/api/v1/report/user/12')?.json).toEqual({ reporter: 7 });
    expect(root.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it("Report failures: 'Error reporting user', the could-not-send text, '{product}: ' plus the server's reason", async () => {
    loginAs(7);
    let answer: () => Response = () => errorBody(500, 'boom');
    server((call) => (call.path === '/api/v1/report/user/12' ? answer() : undefined));
    const root = await mount('<profile-view profile-id="12"></profile-view>');
    await vi.waitFor(() => expect(button(root, labels.options)).toBeTruthy());
    await act(async () => button(root, labels.options)!.click());
    const item = [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((m) => m.textContent === labels.report)!;
    await act(async () => item.click());
    const report = async (text: string) => {
      const send = [...root.querySelectorAll<HTMLElement>('[role="alertdialog"] button')].find((b) => b.textContent?.trim() === labels.report)!;
      await act(async () => send.click());
      await vi.waitFor(() => expect(root.querySelector('[role="alertdialog"] [role="alert"]')?.textContent).toBe(text));
    };
    await report('Error reporting user');
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await report('There was an error sending your report. Please try again later.');
    answer = () => errorBody(422, 'validation_failed', 'You cannot report yourself.');
    await report('Team RWB: You cannot report yourself.');
  });

  it('logged out: goes to login', async () => {
    server();
    await mount('<profile-view profile-id="12"></profile-view>');
    await vi.waitFor(() => expect(navigations).toContain('/login'));
  });
});

describe('<profile-view>: the profile without a waterfall', () => {
  beforeEach(() => {
    clearPrefetched();
    renders.first = null;
  });

  it('starts GET user/{id} when the element connects, before React renders the view, and sends it once', async () => {
    loginAs(7);
    let asked: number | null = null;
    const { calls } = server((call) => {
      if (call.path === '/api/v1/user/12') asked ??= performance.now();
      return undefined;
    });
    const root = await mount('<profile-view profile-id="12"></profile-view>');
    await vi.waitFor(() => expect(root.querySelector('#profile-name')?.textContent).toBe('Member12 Lopez'));
    expect(asked).not.toBeNull();
    expect(renders.first).not.toBeNull();
    expect(asked!).toBeLessThan(renders.first!);
    expect(calls.filter((c) => c.path === '/api/v1/user/12')).toHaveLength(1);
  });

  it('logged out: no profile request (it needs a member token)', async () => {
    const { calls } = server();
    await act(async () => {
      document.body.innerHTML = '<profile-view profile-id="12"></profile-view>';
    });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(calls.filter((c) => c.path.startsWith('/api/v1/user/'))).toHaveLength(0);
  });
});
