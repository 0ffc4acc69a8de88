// The tags that exist and the chunk that defines each. A tag's chunk is imported on first use.
export const elementLoaders: Record<string, () => Promise<unknown>> = {
  'member-login': () => import('./member-login'),
  'registration-wizard': () => import('./registration-wizard'),
  'event-list': () => import('./event-list'),
  'event-detail': () => import('./event-detail'),
  'profile-view': () => import('./profile-view'),
  'member-feed': () => import('./member-feed'),
  'group-page': () => import('./group-page'),
  'challenge-board': () => import('./challenge-board'),
  'chat-inbox': () => import('./chat-inbox'),
  'member-app': () => import('./member-app'),
  'embed-builder': () => import('./embed-builder'),
  'notification-list': () => import('./notification-list'),
};
