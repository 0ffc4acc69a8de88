// The snippets' no-JavaScript link (src/features/embed-builder/fallback.ts): each element's page of the
// standalone app, which the app's own routes show with the same element.
import { describe, expect, it } from 'vitest';
import { appPageOf, fallbackLink } from '@/features/embed-builder/fallback';
import { appRoute } from '@/features/member-app/routes';
import { elementLoaders } from '@/elements/registry';

describe('appPageOf', () => {
  it.each([
    ['event-list', [['chapter-id', '12']], '/events', 'See the events on {product}'],
    ['event-detail', [['event-id', '7']], '/events/7', 'See this event on {product}'],
    ['event-detail', [], '/events', 'See the events on {product}'],
    ['challenge-board', [['challenge-id', '3'], ['view', 'card']], '/challenges/3', 'See this challenge on {product}'],
    ['challenge-board', [], '/challenges', 'See the challenges on {product}'],
    ['group-page', [['group-id', '5']], '/groups/5', 'See this group on {product}'],
    ['group-page', [], '/groups', 'See the groups on {product}'],
    ['profile-view', [['profile-id', '9'], ['initial-tab', 'fitness']], '/profile/9', 'See this profile on {product}'],
    ['profile-view', [], '/profile', 'See your profile on {product}'],
    ['member-feed', [], '/feed', 'See the feed on {product}'],
    ['member-login', [['redirect', '/x']], '/login', 'Log in to {product}'],
    ['registration-wizard', [], '/registration', 'Create your {product} account'],
    ['chat-inbox', [], '/messages', 'See your messages on {product}'],
    ['notification-list', [], '/notifications', 'See your notifications on {product}'],
    ['member-app', [], '', 'Open {product}'],
  ] as [string, [string, string][], string, string][])('%s %j -> %s', (tag, attributes, path, text) => {
    expect(appPageOf(tag, attributes)).toEqual({ path, text });
  });

  it("every element's page is one the standalone app shows with that same element (and id)", () => {
    const ids: Record<string, string> = { 'event-detail': 'event-id', 'challenge-board': 'challenge-id', 'group-page': 'group-id' };
    for (const tag of Object.keys(elementLoaders).filter((t) => t !== 'member-app' && t !== 'embed-builder')) {
      const attributes: [string, string][] = ids[tag] ? [[ids[tag], '42']] : [];
      const route = appRoute(appPageOf(tag, attributes).path);
      expect(route.kind === 'element' && route.tag, tag).toBe(tag);
      if (ids[tag] && route.kind === 'element') expect(route.attrs[ids[tag]]).toBe('42');
    }
  });
});

describe('fallbackLink', () => {
  it("the app base (one trailing slash or none) and the page's path; the product's name in the text", () => {
    expect(fallbackLink('event-list', [], 'https://members.example.org/app/', 'Team RWB')).toEqual({
      href: 'https://members.example.org/app/events',
      text: 'See the events on Team RWB',
    });
    expect(fallbackLink('event-detail', [['event-id', '12']], 'https://members.example.org/app', 'Eagles')).toEqual({
      href: 'https://members.example.org/app/events/12',
      text: 'See this event on Eagles',
    });
    expect(fallbackLink('member-app', [], 'https://members.example.org/', 'Team RWB').href).toBe('https://members.example.org');
  });
});
