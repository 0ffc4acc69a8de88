// Demo page only (demo/cms-divs.html shows every element at once): two elements' own redirects would
// leave this page — the registration wizard sends a member who is logged in on to their feed, the
// notifications send a visitor who is logged out to the login page. The page takes those two over, as
// any host page may (a cancelled `rwb-navigate`, README "Navigation"); every other link and button of
// the elements goes where it says.
const HELD = { 'registration-wizard': '/feed', 'notification-list': '/login' };
document.addEventListener('rwb-navigate', (event) => {
  if (HELD[event.target.localName] === event.detail.path) event.preventDefault();
});
