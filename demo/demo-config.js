// Demo site configuration, read by the elements' loader (window.rwbConfig).
// Route templates point the spec's routes at the demo pages of this site; routes without a
// template fall back to the standalone app at {appBase}{path}.
window.rwbConfig = Object.assign(
  {
    productName: 'Team RWB',
    environment: 'development',
    routes: {
      '/login': '/demo/member-login.html',
      '/registration': '/demo/registration-wizard.html',
      '/registration/{step}': '/demo/registration-wizard.html#/registration/{step}',
      '/feed': '/demo/member-feed.html',
      '/feed/{postId}/user/{userId}': '/demo/member-feed.html#/feed/{postId}/user/{userId}',
      '/events': '/demo/event-list.html',
      '/events/{id}': '/demo/event-detail.html?id={id}',
      '/profile': '/demo/profile-view.html',
      '/profile/{id}': '/demo/profile-view.html?id={id}',
      '/profile/edit': '/demo/profile-view.html#/profile/edit',
      '/profile/settings': '/demo/profile-view.html#/profile/settings',
      '/profile/settings/{page}': '/demo/profile-view.html#/profile/settings/{page}',
      '/profile/health/{view}': '/demo/profile-view.html#/profile/health/{view}',
      '/groups': '/demo/group-page.html',
      '/groups/{id}': '/demo/group-page.html?id={id}',
      '/groups/{id}/events': '/demo/group-page.html?id={id}#/groups/{id}/events',
      '/groups/{id}/members': '/demo/group-page.html?id={id}#/groups/{id}/members',
      '/groups/{id}/feed/{postId}/user/{userId}': '/demo/group-page.html?id={id}#/groups/{id}/feed/{postId}/user/{userId}',
      '/challenges': '/demo/challenge-board.html',
      '/challenges/{id}': '/demo/challenge-board.html?id={id}',
      '/challenges/{id}/events': '/demo/challenge-board.html?id={id}#/challenges/{id}/events',
      '/challenges/{id}/leaderboard': '/demo/challenge-board.html?id={id}#/challenges/{id}/leaderboard',
      '/challenges/{id}/participants': '/demo/challenge-board.html?id={id}#/challenges/{id}/participants',
      '/challenges/{id}/feed/{postId}/user/{userId}': '/demo/challenge-board.html?id={id}#/challenges/{id}/feed/{postId}/user/{userId}',
      '/messages': '/demo/chat-inbox.html',
      '/messages/chats': '/demo/chat-inbox.html#/messages/chats',
      '/messages/chats/{id}': '/demo/chat-inbox.html#/messages/chats/{id}',
    },
  },
  window.rwbConfig || {},
);
