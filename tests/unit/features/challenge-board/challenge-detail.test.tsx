// One challenge (events spec §2, §4, §8, §9): what it shows, optimistic Join/Leave reverted with the
// spec's texts, logged-out Join to login, the progress bar, the top-5 preview, a failed load.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import '@/features/challenge-board/schemas';
import { ChallengeBoard } from '@/features/challenge-board';
import { labels, messages } from '@/features/challenge-board/messages';
import { setProfile } from '@/store/member';
import { errorBody, installFetch, json, loginAs, profileOf } from '../../helpers';
import { onElementPage } from '../../ui/element-page';
import { cleanup, click, getByRole, queryAllByRole, render, until } from '../../ui/render';
import { challenge, challengeServer, person } from './support';

const navigations = onElementPage('/demo/challenge-board.html');

describe('<ChallengeBoard> challenge', () => {
  it('shows cover, Back, copy link, badge, name, dates, description, links, Events, participants and the top 5 with See More', async () => {
    challengeServer(challenge(4, { cover_image_url: 'http://api.test/media/cover.jpg' }));
    const { root } = await render(createElement(ChallengeBoard, { challengeId: 4 }));
    await until(() => expect(getByRole(root, 'heading', 'Challenge 4')).toBeTruthy());
    expect(getByRole(root, 'link', labels.back).getAttribute('href')).toContain('/challenges');
    expect(getByRole(root, 'button', labels.copyLink)).toBeTruthy();
    expect(getByRole(root, 'link', 'Rules').getAttribute('href')).toBe('https://example.org/rules');
    expect(root.textContent).toContain('Ruck 50 miles this month.');
    expect(root.querySelector('.challenge__badge.is-earned')).toBeNull();
    expect(getByRole(root, 'link', labels.events).getAttribute('href')).toContain('#/challenges/4/events');
    expect(getByRole(root, 'link', labels.participantCount(2)).getAttribute('href')).toContain('#/challenges/4/participants');
    await until(() => expect(root.querySelectorAll(`ol[aria-label="${labels.leaderboard}"] li`)).toHaveLength(5));
    expect(getByRole(root, 'link', labels.seeMore).getAttribute('href')).toContain('#/challenges/4/leaderboard');
    // Not joined: no progress bar.
    expect(queryAllByRole(root, 'progressbar')).toHaveLength(0);
  });

  it('joined with a goal: a progress bar capped at 100, the badge on gold when earned', async () => {
    loginAs(7);
    challengeServer(challenge(4, { joined: true, badge_earned: true, progress: { score: 60, goal: 50, percent: 120, rank: 3 } }));
    const { root } = await render(createElement(ChallengeBoard, { challengeId: 4 }));
    await until(() => expect(getByRole(root, 'progressbar')).toBeTruthy());
    const bar = getByRole(root, 'progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(root.textContent).toContain('60 of 50 miles');
    expect(root.textContent).toContain('Rank 3');
    expect(root.querySelector('.challenge__badge.is-earned')?.textContent).toContain(labels.badgeEarned);
    expect(getByRole(root, 'button', labels.leave)).toBeTruthy();
  });

  it('Join is optimistic (count, avatars), reverted with the spec text on failure, then joins', async () => {
    loginAs(7);
    setProfile(profileOf(7, { first_name: 'Ana', last_name: 'Lopez' }) as never);
    let fail = true;
    const { calls } = challengeServer(challenge(4), (call) => {
      if (call.path !== '/api/v1/challenge/4/participants/7') return undefined;
      if (fail) return errorBody(500, 'server_error');
      return undefined;
    });
    const { root } = await render(createElement(ChallengeBoard, { challengeId: 4 }));
    await until(() => expect(getByRole(root, 'button', labels.join)).toBeTruthy());
    await click(getByRole(root, 'button', labels.join));
    await until(() => expect(root.textContent).toContain(messages.joinFailed));
    expect(getByRole(root, 'link', labels.participantCount(2))).toBeTruthy();
    expect(getByRole(root, 'button', labels.join)).toBeTruthy();
    // Now the server accepts: the count and the avatars change at once and stay.
    fail = false;
    installFetch((call) => {
      if (call.path === '/api/v1/challenge/4/participants/7' && call.method === 'POST')
        return json(challenge(4, { joined: true, participant_count: 3, participants_preview: [person(7, 'Ana'), person(1), person(2)], progress: { score: 0, goal: 50, percent: 0, rank: null } }), 201);
      if (call.path === '/api/v1/leaderboard/challenge/4/top25') return json({ data: [], count: 0, unit: 'miles' });
      return errorBody(404, 'not_found');
    });
    await click(getByRole(root, 'button', labels.join));
    await until(() => expect(getByRole(root, 'button', labels.leave)).toBeTruthy());
    expect(getByRole(root, 'link', labels.participantCount(3))).toBeTruthy();
    expect(getByRole(root, 'progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("leaving reverts with 'Error leaving challenge'", async () => {
    loginAs(7);
    challengeServer(challenge(4, { joined: true, participant_count: 3, progress: { score: 5, goal: 50, percent: 10, rank: 2 } }), (call) =>
      call.path === '/api/v1/challenge/4/participants/7' ? errorBody(500, 'server_error') : undefined,
    );
    const { root } = await render(createElement(ChallengeBoard, { challengeId: 4 }));
    await until(() => expect(getByRole(root, 'button', labels.leave)).toBeTruthy());
    await click(getByRole(root, 'button', labels.leave));
    await until(() => expect(root.textContent).toContain(messages.leaveFailed));
    expect(getByRole(root, 'button', labels.leave)).toBeTruthy();
    expect(getByRole(root, 'link', labels.participantCount(3))).toBeTruthy();
    expect(getByRole(root, 'progressbar').getAttribute('aria-valuenow')).toBe('10');
  });

  it('logged out: Join goes to login with the return address; an ended challenge offers no Join', async () => {
    challengeServer(challenge(4));
    const { root } = await render(createElement(ChallengeBoard, { challengeId: 4 }));
    await until(() => expect(getByRole(root, 'button', labels.join)).toBeTruthy());
    await click(getByRole(root, 'button', labels.join));
    expect(navigations).toEqual(['/login']);
    await cleanup();
    challengeServer(challenge(4, { place: 2 }, -30, -1));
    const ended = await render(createElement(ChallengeBoard, { challengeId: 4 }));
    await until(() => expect(getByRole(ended.root, 'heading', 'Challenge 4')).toBeTruthy());
    expect(queryAllByRole(ended.root, 'button', labels.join)).toHaveLength(0);
    expect(ended.root.textContent).toContain('2nd Place');
  });

  it("a failed load says 'Unable to load this challenge. Please try again later.'; an unknown one says so", async () => {
    installFetch(() => errorBody(500, 'server_error'));
    const { root } = await render(createElement(ChallengeBoard, { challengeId: 4 }));
    await until(() => expect(root.textContent).toContain(messages.loadFailed));
    expect(getByRole(root, 'link', labels.allChallenges)).toBeTruthy();
    await cleanup();
    installFetch(() => errorBody(404, 'not_found'));
    const missing = await render(createElement(ChallengeBoard, { challengeId: 4 }));
    await until(() => expect(missing.root.textContent).toContain(messages.notFound));
  });

  it('composes the feed through renderFeed with the challenge', async () => {
    challengeServer(challenge(4, { joined: true }));
    const seen: number[] = [];
    const { root } = await render(
      createElement(ChallengeBoard, {
        challengeId: 4,
        renderFeed: (c) => {
          seen.push(c.id);
          return createElement('p', null, 'the feed');
        },
      }),
    );
    await until(() => expect(root.querySelector(`section[aria-label="${labels.feed}"]`)?.textContent).toBe('the feed'));
    expect(seen).toContain(4);
  });
});
