// The hub's tabs and sections (events spec §2, §4), the leaderboard and participants sub-pages (§2,
// §9), and the CMS widgets view="leaderboard" and view="card".
import { describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import '@/features/challenge-board/schemas';
import { ChallengeBoard } from '@/features/challenge-board';
import { labels, messages } from '@/features/challenge-board/messages';
import { errorBody, installFetch, json, loginAs } from '../../helpers';
import { onElementPage } from '../../ui/element-page';
import { cleanup, click, getByRole, queryAllByRole, render, until } from '../../ui/render';
import { challenge, challengeServer, entries, person } from './support';

const navigations = onElementPage('/demo/challenge-board.html');

const headings = (root: ShadowRoot) => [...root.querySelectorAll('h2, h3, h4')].map((h) => h.textContent);
const tab = (root: ShadowRoot, name: string) => {
  const found = queryAllByRole(root, 'tab').filter((t) => t.textContent === name);
  expect(found).toHaveLength(1);
  return found[0];
};

describe('<ChallengeBoard> hub', () => {
  it('ACTIVE CHALLENGES: yours, Available, Upcoming (by start); cards are links named by the name; PAST with places', async () => {
    loginAs(7);
    const { calls } = installFetch((call) => {
      if (call.path !== '/api/v1/user/7/challenge') return errorBody(404, 'not_found');
      if (new URL(call.url).searchParams.get('status') === 'past')
        return json({ data: { joined: [challenge(9, { place: 3, joined: true }, -40, -10)], unjoined: [] } });
      return json({ data: { joined: [challenge(1, { joined: true })], unjoined: [challenge(3, {}, 20, 40), challenge(2), challenge(4, {}, 5, 30)] } });
    });
    const { root } = await render(createElement(ChallengeBoard, {}));
    await until(() => expect(getByRole(root, 'link', 'Challenge 1')).toBeTruthy());
    expect(tab(root, labels.activeTab).getAttribute('aria-selected')).toBe('true');
    expect(headings(root)).toEqual([labels.hubTitle, labels.yourActive, 'Challenge 1', labels.available, 'Challenge 2', labels.upcoming, 'Challenge 4', 'Challenge 3']);
    expect(root.textContent).toContain('Ends in 3 days');
    expect(root.textContent).toMatch(/Starts \d\d\/\d\d\/\d{4}/);
    await click(getByRole(root, 'link', 'Challenge 2'));
    expect(navigations).toEqual(['/challenges/2']);
    await click(tab(root, labels.pastTab));
    await until(() => expect(getByRole(root, 'link', 'Challenge 9')).toBeTruthy());
    expect(root.textContent).toContain('3rd Place');
    expect(root.textContent).toMatch(/Ended \d\d\/\d\d\/\d{4}/);
    expect(calls.map((c) => new URL(c.url).searchParams.get('status'))).toEqual(['active', 'past']);
  });

  it("an empty past tab says 'No Past Challenges'; a failed list says so with Try again", async () => {
    loginAs(7);
    let fail = true;
    installFetch((call) => {
      if (fail) return errorBody(500, 'server_error');
      return call.path === '/api/v1/user/7/challenge' ? json({ data: { joined: [], unjoined: [] } }) : errorBody(404, 'not_found');
    });
    const { root } = await render(createElement(ChallengeBoard, {}));
    await until(() => expect(root.textContent).toContain(messages.listFailed));
    fail = false;
    await click(getByRole(root, 'button', labels.retry));
    await until(() => expect(root.textContent).toContain(messages.noActive));
    await click(tab(root, labels.pastTab));
    await until(() => expect(root.textContent).toContain(messages.noPast));
  });

  it('logged out: asks to log in (with the return address), asks the API nothing', async () => {
    const { calls } = installFetch(() => errorBody(404, 'not_found'));
    const { root } = await render(createElement(ChallengeBoard, {}));
    expect(root.textContent).toContain(messages.loginForHub);
    await click(getByRole(root, 'button', labels.logIn));
    expect(navigations).toEqual(['/login']);
    expect(calls).toHaveLength(0);
  });
});

describe('<ChallengeBoard> sub-pages', () => {
  it('See More opens the leaderboard in place (#/challenges/4/leaderboard): top 25, and the centred 25 when ranked above 25', async () => {
    loginAs(7);
    const { calls } = challengeServer(challenge(4, { joined: true }), (call) => {
      if (call.path === '/api/v1/leaderboard/challenge/4/user/7/rank') return json({ rank: 40, score: 2 });
      if (call.path === '/api/v1/leaderboard/challenge/4/user/7/centered')
        return json({ data: [...entries(28, 12), { rank: 40, score: 2, user: person(7, 'Me') }, ...entries(41, 12)], rank: 40 });
      return undefined;
    });
    const { root } = await render(createElement(ChallengeBoard, { challengeId: 4 }));
    await until(() => expect(getByRole(root, 'link', labels.seeMore)).toBeTruthy());
    await click(getByRole(root, 'link', labels.seeMore));
    expect(location.hash).toBe('#/challenges/4/leaderboard');
    await until(() => expect(root.querySelectorAll(`ol[aria-label="${labels.aroundYou}"] li`)).toHaveLength(25));
    expect(root.querySelector('#challenge-leaderboard-title')?.textContent).toBe(labels.leaderboard);
    expect(root.querySelector('.subpage__subtitle')?.textContent).toBe('Challenge 4');
    expect(root.querySelectorAll(`ol[aria-label="${labels.top}"] li`)).toHaveLength(25);
    const mine = root.querySelector('[aria-current="true"]');
    expect(mine?.textContent).toContain('Me Last7');
    expect(mine?.textContent).toContain(`(${labels.you})`);
    expect(calls.filter((c) => c.path.endsWith('/centered'))).toHaveLength(1);
    await click(getByRole(root, 'button', labels.back));
    await until(() => expect(location.hash).toBe(''));
  });

  it('ranked within the top 25: no centred board', async () => {
    loginAs(7);
    history.replaceState(null, '', '/demo/challenge-board.html#/challenges/4/leaderboard');
    const { calls } = challengeServer(challenge(4), (call) => (call.path.endsWith('/user/7/rank') ? json({ rank: 3, score: 50 }) : undefined));
    const { root } = await render(createElement(ChallengeBoard, { challengeId: 4 }));
    await until(() => expect(root.querySelectorAll(`ol[aria-label="${labels.top}"] li`)).toHaveLength(25));
    await until(() => expect(calls.some((c) => c.path.endsWith('/rank'))).toBe(true));
    expect(calls.some((c) => c.path.endsWith('/centered'))).toBe(false);
    expect(queryAllByRole(root, 'heading', labels.aroundYou)).toHaveLength(0);
  });

  it('participants: rows link to /profile/{id}, 25 a page while the count is not reached', async () => {
    loginAs(7);
    history.replaceState(null, '', '/demo/challenge-board.html#/challenges/4/participants');
    const { calls } = challengeServer(challenge(4, { participant_count: 30 }), (call) => {
      if (call.path !== '/api/v1/challenge/4/participants') return undefined;
      const page = Number(new URL(call.url).searchParams.get('page'));
      const ids = page === 0 ? Array.from({ length: 25 }, (_, i) => i + 1) : [26, 27, 28, 29, 30];
      return json({ participants: ids.map((id) => ({ ...person(id), public_profile: true, is_followed: id === 1 })), count: 30 });
    });
    const { root } = await render(createElement(ChallengeBoard, { challengeId: 4 }));
    await until(() => expect(getByRole(root, 'link', 'First1 Last1')).toBeTruthy());
    expect(getByRole(root, 'heading', labels.participants)).toBeTruthy();
    await click(getByRole(root, 'link', 'First1 Last1'));
    expect(navigations).toEqual(['/profile/1']);
    await click(getByRole(root, 'button', labels.loadMore));
    await until(() => expect(getByRole(root, 'link', 'First30 Last30')).toBeTruthy());
    expect(calls.filter((c) => c.path.endsWith('/participants')).map((c) => new URL(c.url).searchParams.get('page'))).toEqual(['0', '1']);
    expect(queryAllByRole(root, 'button', labels.loadMore)).toHaveLength(0);
  });

  it('Events opens the challenge variant of the event list (renderEvents)', async () => {
    challengeServer(challenge(4));
    const { root } = await render(createElement(ChallengeBoard, { challengeId: 4, renderEvents: (c) => createElement('p', null, `events of ${c.id}`) }));
    await until(() => expect(getByRole(root, 'link', labels.events)).toBeTruthy());
    await click(getByRole(root, 'link', labels.events));
    await until(() => expect(root.textContent).toContain('events of 4'));
    expect(getByRole(root, 'heading', labels.eventsTitle)).toBeTruthy();
  });
});

describe('<ChallengeBoard> widgets', () => {
  it('view="leaderboard": logged out, the top 10 with a link to the full board; asked again when the page is shown again', async () => {
    const { calls } = challengeServer(challenge(4));
    const { root } = await render(createElement(ChallengeBoard, { challengeId: 4, view: 'leaderboard' }));
    await until(() => expect(root.querySelectorAll('li')).toHaveLength(10));
    expect(getByRole(root, 'heading', `Challenge 4 ${labels.leaderboard}`)).toBeTruthy();
    expect(getByRole(root, 'link', labels.fullLeaderboard).getAttribute('href')).toContain('/challenges/4/leaderboard');
    expect(calls.every((c) => !c.headers.has('authorization'))).toBe(true);
    const before = calls.filter((c) => c.path.endsWith('/top25')).length;
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await until(() => expect(calls.filter((c) => c.path.endsWith('/top25')).length).toBe(before + 1));
    expect(root.querySelectorAll('li')).toHaveLength(10);
  });

  it('view="card": name, dates, participants, badge; Join Challenge goes to login when logged out, joins when logged in', async () => {
    challengeServer(challenge(4));
    const { root } = await render(createElement(ChallengeBoard, { challengeId: 4, view: 'card' }));
    await until(() => expect(getByRole(root, 'button', labels.join)).toBeTruthy());
    expect(getByRole(root, 'link', 'Challenge 4')).toBeTruthy();
    expect(root.textContent).toContain(labels.participantCount(2));
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('Badge: Rucker');
    await click(getByRole(root, 'button', labels.join));
    expect(navigations).toEqual(['/login']);
    await cleanup();
    loginAs(7);
    challengeServer(challenge(4), (call) =>
      call.path === '/api/v1/challenge/4/participants/7' ? json(challenge(4, { joined: true, participant_count: 3 }), 201) : undefined,
    );
    const member = await render(createElement(ChallengeBoard, { challengeId: 4, view: 'card' }));
    await until(() => expect(getByRole(member.root, 'button', labels.join)).toBeTruthy());
    await click(getByRole(member.root, 'button', labels.join));
    await until(() => expect(member.root.textContent).toContain(labels.joinedNote));
    expect(member.root.textContent).toContain(labels.participantCount(3));
  });
});
