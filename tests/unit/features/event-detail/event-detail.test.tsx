// <EventDetail> through the real HTTP client against a fake API: the loading states, attendance,
// Copy Link, the report flow and the attendees sub-view in the hash.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { EventDetail } from '@/features/event-detail';
import { setRouter, type RouterRequest } from '@/store/navigation';
import { errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, getByRole, queryAllByRole, render } from '../../ui/render';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

const event = (over: Record<string, unknown> = {}) => ({
  id: 12,
  name: 'Dix Park ruck',
  category: 'hike-ruck',
  description: 'Bring a pack.',
  start: inDays(5),
  end: inDays(5.1),
  status: 'Scheduled',
  time_zone_id: 'America/New_York',
  location: { address: '1 E Edenton St', city: 'Raleigh', state: 'NC', zip: '27601', latitude: 35.77, longitude: -78.63 },
  host: { id: 3, first_name: 'Ana', last_name: 'Lopez', public_profile: true },
  attendance_status: null,
  attendees_count: 2,
  attendee_summary: [{ id: 4, first_name: 'Bo', last_name: 'Diaz' }],
  ...over,
});

let routes: RouterRequest[];
beforeEach(() => {
  resetPlatform();
  routes = [];
  setRouter((r) => routes.push(r));
  history.replaceState(null, '', '/demo/event-detail.html?id=12');
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

/** Waits for the fake API's answers to be rendered. */
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

async function show(handler: (call: Call) => Response | Promise<Response>, eventId?: number) {
  const api = installFetch(handler);
  const out = await render(<EventDetail eventId={eventId} />);
  await settle();
  return { ...api, ...out };
}

describe('EventDetail: loading', () => {
  it('reads the id from ?id=, shows Loading, then the event', async () => {
    let answer!: () => void;
    const api = installFetch(() => new Promise<Response>((resolve) => (answer = () => resolve(json(event())))));
    const { root } = await render(<EventDetail />);
    expect(getByRole(root, 'status').textContent).toBe('Loading event…');
    answer();
    // The answer is parsed by the schema module, which loads with the first call.
    await vi.waitFor(async () => {
      await settle();
      expect(getByRole(root, 'heading', 'Dix Park ruck')).toBeTruthy();
    });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/v1/mobile_event/12']);
    expect(root.textContent).toContain('1 E Edenton St · Raleigh, NC · 27601');
  });

  it("a challenge event shows the challenge with the member's progress and rank (spec §2: 'challenge card with rank or progress')", async () => {
    loginAs(7);
    const { root } = await show((c) =>
      c.path === '/api/v1/mobile_event/12'
        ? json(event({ challenge_id: 3, challenge: { id: 3, name: 'Eagle Miles Challenge', required_unit: 'miles', progress: { value: 12.5, unit: 'miles' }, rank: 4 } }))
        : json({ data: [] }),
    );
    await vi.waitFor(async () => {
      await settle();
      expect(getByRole(root, 'link', 'Eagle Miles Challenge')).toBeTruthy();
    });
    expect(root.textContent).toContain('Your progress: 12.5 miles');
    expect(root.textContent).toContain('Rank 4');
  });

  it('a 404, or no id at all, says Page not found', async () => {
    const { root } = await show(() => errorBody(404, 'not_found'));
    expect(getByRole(root, 'alert').textContent).toBe('Page not found');
    await cleanup();
    history.replaceState(null, '', '/demo/event-detail.html');
    const none = await show(() => json(event()));
    expect(getByRole(none.root, 'alert').textContent).toBe('Page not found');
    expect(none.calls).toHaveLength(0);
  });

  it('a removed event (410): the spec text, then the events list', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = installFetch(() => errorBody(410, 'event_removed'));
    const { root } = await render(<EventDetail />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(getByRole(root, 'alert').textContent).toContain('Team RWB: This event you are looking for has been canceled and removed.');
    expect(api.calls).toHaveLength(1);
    expect(routes).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(routes).toMatchObject([{ path: '/events', replace: true }]);
  });

  it('a failure offers Try again, which loads again', async () => {
    let fail = true;
    const { root, calls } = await show(() => (fail ? errorBody(503, 'unavailable') : json(event())));
    expect(getByRole(root, 'alert').textContent).toContain('There was a problem with the server.');
    fail = false;
    await click(getByRole(root, 'button', 'Try again'));
    await settle();
    expect(getByRole(root, 'heading', 'Dix Park ruck')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});

describe('EventDetail: actions', () => {
  it('logged out, Going goes to login with the return address', async () => {
    const { root, calls } = await show(() => json(event()));
    await click(getByRole(root, 'button', 'Going'));
    expect(routes).toMatchObject([{ path: '/login', query: { redirect: '/demo/event-detail.html?id=12' } }]);
    expect(calls).toHaveLength(1);
  });

  it('Going is optimistic (count included) and reverts with the spec text when refused', async () => {
    loginAs(7);
    let refuse = false;
    const { root, calls } = await show((c) => {
      if (c.path === '/api/v1/mobile_event/12/attendees/7') return refuse ? errorBody(500, 'boom') : json({ attendance_status: 'going' });
      return json(event());
    });
    const going = getByRole(root, 'button', 'Going');
    await click(going);
    expect(going.getAttribute('aria-pressed')).toBe('true');
    expect(root.textContent).toContain('3 attending');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', json: { attendance_status: 'going' } });
    await settle();
    refuse = true;
    await click(going);
    await settle();
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', json: { attendance_status: 'none' } });
    expect(going.getAttribute('aria-pressed')).toBe('true');
    expect(root.textContent).toContain('3 attending');
    expect(root.textContent).toContain('Failed to update attendance status.');
  });

  it('Copy Link copies {appBase}/events/{id} and says Copied! with the link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { root } = await show(() => json(event()));
    await click(getByRole(root, 'button', 'Copy Link'));
    await settle();
    expect(writeText).toHaveBeenCalledWith('http://api.test/app/events/12');
    expect(root.textContent).toContain('Copied! http://api.test/app/events/12');
  });

  it('Report Event (options menu): the spec question, the report, the spec success text', async () => {
    loginAs(7);
    const { root, calls } = await show((c) => (c.path === '/api/v1/report/event/12' ? json({}, 201) : json(event())));
    await click(getByRole(root, 'button', 'Event options'));
    const items = queryAllByRole(root, 'menuitem');
    expect(items.map((el) => el.textContent)).toEqual(['Report Event']);
    await click(items[0]);
    const dialog = getByRole(root, 'alertdialog');
    expect(dialog.textContent).toContain('Team RWB: Would you like to report this event?');
    await click(getByRole(dialog, 'button', 'Report'));
    await settle();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/report/event/12', json: { reporter: 7 } });
    expect(queryAllByRole(root, 'alertdialog')).toHaveLength(0);
    expect(root.textContent).toContain('Team RWB: Your report has been sent');
  });

  it("Report Event failures: '{product}: ' plus the server's reason, else 'Error reporting event', else the could-not-send text", async () => {
    loginAs(7);
    let answer: () => Response = () => errorBody(404, 'not_found', 'This event does not exist.');
    const { root } = await show((c) => (c.path === '/api/v1/report/event/12' ? answer() : json(event())));
    await click(getByRole(root, 'button', 'Event options'));
    await click(queryAllByRole(root, 'menuitem')[0]);
    const report = async () => {
      await click(getByRole(getByRole(root, 'alertdialog'), 'button', 'Report'));
      await settle();
      return getByRole(getByRole(root, 'alertdialog'), 'alert').textContent;
    };
    expect(await report()).toBe('Team RWB: This event does not exist.');
    answer = () => errorBody(500, 'boom');
    expect(await report()).toBe('Error reporting event');
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await report()).toBe('There was an error sending your report. Please try again later.');
  });

  it('the host: no options menu or RSVP; Cancel asks first, then shows the canceled banner', async () => {
    loginAs(3);
    const { root, calls } = await show((c) => (c.method === 'PATCH' ? json(event({ status: 'Canceled', can_cancel: true })) : json(event({ can_cancel: true }))));
    expect(queryAllByRole(root, 'button', 'Event options')).toHaveLength(0);
    expect(queryAllByRole(root, 'button', 'Going')).toHaveLength(0);
    expect(root.textContent).toContain('You are hosting this event.');
    await click(getByRole(root, 'button', 'Cancel'));
    const dialog = getByRole(root, 'alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to cancel this event?');
    await click(getByRole(dialog, 'button', 'Cancel Event'));
    await settle();
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', json: { status: 'Canceled' } });
    expect(root.textContent).toContain('This Event Has Been Canceled');
  });
});

describe('EventDetail: the attendees view (#attendees)', () => {
  it('See all attendees opens it in the hash; Back to event closes it', async () => {
    const { root } = await show((c) => (c.path.endsWith('/attendees') ? json({ attendees: [{ id: 4, first_name: 'Bo', last_name: 'Diaz' }], total_count: 1 }) : json(event())));
    await click(getByRole(root, 'button', 'See all attendees'));
    await settle();
    expect(location.hash).toBe('#attendees');
    expect(getByRole(root, 'heading', 'Attendees: Dix Park ruck')).toBeTruthy();
    expect(root.textContent).toContain('Bo Diaz');
    await click(getByRole(root, 'button', 'Back to event'));
    expect(location.hash).toBe('');
    expect(getByRole(root, 'heading', 'Dix Park ruck')).toBeTruthy();
  });

  it('a page opened at #attendees shows the view at once', async () => {
    history.replaceState(null, '', '/demo/event-detail.html?id=12#attendees');
    const { root } = await show((c) => (c.path.endsWith('/attendees') ? json({ attendees: [], total_count: 0 }) : json(event())));
    expect(getByRole(root, 'heading', 'Attendees: Dix Park ruck')).toBeTruthy();
    expect(root.textContent).toContain('No one is going yet.');
  });
});
