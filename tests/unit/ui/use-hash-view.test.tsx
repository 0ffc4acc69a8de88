import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { useHashView, type HashView, type HashViewOptions } from '@/ui/use-hash-view';
import { cleanup, render } from './render';

afterEach(() => cleanup());

const HEALTH = ['genuine_relationships', 'mental_health', 'physical_health', 'sense_of_purpose'] as const;
const hooks: Record<string, HashView<string>> = {};

function Probe({ name, prefix, options }: { name: string; prefix: string; options?: HashViewOptions<string> }) {
  const h = useHashView(prefix, options);
  hooks[name] = h;
  return <p data-name={name}>{h.view ?? 'none'}</p>;
}
const health = () => <Probe name="health" prefix="/profile/health/" options={{ views: HEALTH }} />;
const attendees = () => <Probe name="event" prefix="" options={{ views: ['attendees'] }} />;
const follows = () => <Probe name="follows" prefix="" options={{ views: ['followers', 'following'] }} />;

/** Runs `fn` and waits for the popstate/hashchange it causes to be handled. */
const settle = (fn: () => void = () => {}) =>
  act(async () => {
    fn();
    await new Promise((r) => setTimeout(r, 20));
  });
const goBack = () => settle(() => history.back());
const goForward = () => settle(() => history.forward());

describe('useHashView', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/page?id=3');
  });

  it('reads its view from the hash: its own prefix and views only', async () => {
    history.replaceState(null, '', '/page#/profile/health/mental_health');
    await render(health());
    expect(hooks.health.view).toBe('mental_health');
    await cleanup();
    history.replaceState(null, '', '/page#/profile/health/unknown');
    await render(health());
    expect(hooks.health.view).toBeNull();
    await cleanup();
    history.replaceState(null, '', '/page#attendees');
    await render(health());
    expect(hooks.health.view).toBeNull();
  });

  it('without a hash, a view from the path (the shell) when fromPath says so', async () => {
    history.replaceState(null, '', '/profile/3/followers');
    await render(<Probe name="follows" prefix="" options={{ views: ['followers', 'following'], fromPath: (p) => (p.endsWith('/followers') ? 'followers' : null) }} />);
    expect(hooks.follows.view).toBe('followers');
  });

  it('open() pushes the view into the hash (other history state kept); Back and Forward restore it', async () => {
    history.replaceState({ router: 'kept' }, '', '/page?id=3');
    const start = history.length;
    const { root } = await render(health());
    await settle(() => hooks.health.open('physical_health'));
    expect(location.pathname + location.search + location.hash).toBe('/page?id=3#/profile/health/physical_health');
    expect(history.length).toBe(start + 1);
    expect(history.state).toMatchObject({ router: 'kept' });
    expect(root.querySelector('p')!.textContent).toBe('physical_health');
    await goBack();
    expect(location.hash).toBe('');
    expect(hooks.health.view).toBeNull();
    await goForward();
    expect(hooks.health.view).toBe('physical_health');
  });

  it('open(null) pushes the address without the hash; replace does not add an entry', async () => {
    await render(attendees());
    await settle(() => hooks.event.open('attendees'));
    expect(location.hash).toBe('#attendees');
    const length = history.length;
    await settle(() => hooks.event.open(null, { replace: true }));
    expect(location.hash).toBe('');
    expect(history.length).toBe(length);
    expect(hooks.event.view).toBeNull();
    expect(hooks.event.href('attendees')).toBe('/page?id=3#attendees');
  });

  it('back(): the browser Back after open(), else a plain open(null)', async () => {
    await render(attendees());
    await settle(() => hooks.event.open('attendees'));
    const length = history.length;
    await settle(() => hooks.event.back());
    expect(hooks.event.view).toBeNull();
    expect(location.hash).toBe('');
    expect(history.length).toBe(length); // went back, pushed nothing
    history.replaceState(null, '', '/page#attendees'); // an address typed or linked: nothing to go back to
    await settle(() => hooks.event.back());
    expect(location.hash).toBe('');
    expect(hooks.event.view).toBeNull();
  });

  it('several elements on one page: each keeps its own view, and Back restores each one exactly', async () => {
    await render(attendees());
    await render(follows());
    await settle(() => hooks.follows.open('followers'));
    await settle(() => hooks.event.open('attendees'));
    expect(location.hash).toBe('#attendees');
    expect([hooks.event.view, hooks.follows.view]).toEqual(['attendees', 'followers']); // another's hash: kept
    await goBack();
    expect(location.hash).toBe('#followers');
    expect([hooks.event.view, hooks.follows.view]).toEqual([null, 'followers']);
    await goBack();
    expect([hooks.event.view, hooks.follows.view]).toEqual([null, null]);
    await goForward();
    await goForward();
    expect([hooks.event.view, hooks.follows.view]).toEqual(['attendees', 'followers']);
  });

  it("a hash set by a link or by hand: the hook it belongs to follows, the others keep theirs; an empty hash closes all", async () => {
    await render(attendees());
    await render(health());
    await settle(() => hooks.event.open('attendees'));
    await settle(() => {
      location.hash = '#/profile/health/sense_of_purpose';
    });
    expect([hooks.event.view, hooks.health.view]).toEqual(['attendees', 'sense_of_purpose']);
    await settle(() => {
      location.hash = '';
    });
    expect([hooks.event.view, hooks.health.view]).toEqual([null, null]);
  });

  it('the same element drawn twice follows its twin', async () => {
    await render(<Probe name="a" prefix="/profile/health/" options={{ views: HEALTH }} />);
    await render(<Probe name="b" prefix="/profile/health/" options={{ views: HEALTH }} />);
    await settle(() => hooks.a.open('mental_health'));
    expect(hooks.b.view).toBe('mental_health');
  });
});
