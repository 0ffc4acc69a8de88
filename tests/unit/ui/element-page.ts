// A feature's test on its demo page: each test starts on `path` with a clean platform (and, with
// `observe`, a stubbed IntersectionObserver); the paths the element asks to navigate to are recorded
// (its `rwb-navigate` events, cancelled as a host page that stays would) and rendered trees are cleaned up.
import { afterEach, beforeEach } from 'vitest';
import { resetPlatform } from '../helpers';
import { stubIntersectionObserver } from './intersection';
import { cleanup } from './render';

/** Registers the hooks; returns the navigations of the running test (emptied before each). */
export function onElementPage(path: string, { observe = true }: { observe?: boolean } = {}): string[] {
  const navigations: string[] = [];
  const onNavigate = (e: Event) => {
    navigations.push((e as CustomEvent<{ path: string }>).detail.path);
    e.preventDefault();
  };
  beforeEach(() => {
    resetPlatform();
    if (observe) stubIntersectionObserver();
    navigations.length = 0;
    history.replaceState(null, '', path);
    document.addEventListener('rwb-navigate', onNavigate);
  });
  afterEach(async () => {
    document.removeEventListener('rwb-navigate', onNavigate);
    await cleanup();
    resetPlatform();
  });
  return navigations;
}
