// What every element chunk loads before its feature: the page's configuration (noted by the loader),
// the session's start (restored through the refresh cookie), the stores that wire themselves into the
// HTTP client (the session registers the token source; the member store clears itself when the
// session expires), and the page's view of unexpected API
// failures: each one is dispatched as `rwb-error` `{message, status, code}` on document (a failed call
// is not tied to one element), so the host page can log it. Features still show their own messages.
import { $session, startSession } from '@/store/session';
import { listenToOtherTabs } from '@/store/auth';
import { shared } from '@/store/global';
import { $profile } from '@/store/member';
import { refreshProfile } from '@/store/refresh-profile';
import { emitError } from '@/lib/emit';
import { onUnexpectedError } from '@/lib/http';
import { applyLoaderConfig } from './boot';

// First: the page's configuration (the API base, the OAuth client...) before any call below.
applyLoaderConfig();

// Then, once per page: the member the hint names is restored through the refresh cookie (taking the
// loader's restore when it started one), and the other tabs' login and logout are followed.
shared('sessionStarted', () => {
  listenToOtherTabs();
  startSession();
  return true;
});

onUnexpectedError((error) => {
  if (typeof document !== 'undefined') emitError(document, error);
});

/**
 * A session without its cached profile (the member left the page while the login was still fetching
 * it, or another tab cleared it): fetch it once, so every element sees the member's rights (anonymous
 * profile, group roles, Eagle Leader) rather than a stranger's.
 */
export function ensureProfile(): void {
  if ($session.get() && !$profile.get()) void refreshProfile().catch(() => undefined);
}
ensureProfile();
