// Shows every rwb-* event as it fires, and lets the visitor keep navigation on this page.
const log = document.querySelector('#event-log');
const stay = document.querySelector('#stay-on-page');
const names = ['rwb-session-login', 'rwb-session-logout', 'rwb-navigate', 'rwb-error', 'rwb-registration-complete', 'rwb-registration-step', 'rwb-event-select'];
for (const name of names) {
  document.addEventListener(name, (e) => {
    if (log) {
      const li = document.createElement('li');
      li.textContent = `${new Date().toLocaleTimeString()} ${name} ${JSON.stringify(e.detail)}`;
      log.prepend(li);
    }
    if (name === 'rwb-navigate' && stay?.checked) e.preventDefault();
  });
}
