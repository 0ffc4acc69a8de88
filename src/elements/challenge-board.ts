import './platform';
// The HTTP client on this element's first load: its view asks for the challenge (or the hub's lists) as soon as it mounts.
import '@/lib/http-client';
import { createElement } from 'react';
import { defineElement } from '@/lib/define';
import { numberProp } from '@/lib/prefetch';
import { ChallengeBoard, type ChallengeBoardProps } from '@/features/challenge-board';
import { prefetchChallenge } from '@/features/challenge-board/api';
import { challengeIdFrom } from '@/features/challenge-board/model';
import type { Challenge } from '@/features/challenge-board/schemas';
import { eventListSlot, feedSlot } from './slots';

export const tag = 'challenge-board';

/** Starts the challenge's GET (the attribute's id, else the page's) before React mounts; the hub loads its lists itself. */
function prefetchTheChallenge(el: HTMLElement): void {
  const id = numberProp(el, 'challengeId', 'challenge-id') ?? challengeIdFrom(location);
  if (id !== null) prefetchChallenge(id).catch(() => undefined); // the view shows the failure
}

// The challenge's feed and its events are other features: composed here, each loaded when it shows.
function ChallengeBoardElement(props: ChallengeBoardProps) {
  return createElement(ChallengeBoard, {
    ...props,
    // The composer only for joined members (the feed's facts also keep anonymous profiles out); a challenge admin pins.
    renderFeed: (c: Challenge) =>
      feedSlot({ context: { type: 'challenge', id: c.id }, container: props.container, challengeJoined: c.joined, challengeAdmin: c.is_admin, requiredUnit: c.required_unit }),
    renderEvents: (c: Challenge) => eventListSlot({ container: props.container, challengeId: c.id }),
  });
}

defineElement<ChallengeBoardProps>(tag, ChallengeBoardElement, { challengeId: 'number', view: 'string' }, { onConnect: prefetchTheChallenge });

declare global {
  interface HTMLElementTagNameMap {
    'challenge-board': HTMLElement & { challengeId?: number; view?: string };
  }
}
