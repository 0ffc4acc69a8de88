// What every element chunk loads before its feature: the stores that wire themselves into the HTTP
// client (the session registers the token source; the member store clears itself when the session
// expires), and the page's view of unexpected API failures: each one is dispatched as `rwb-error`
// `{message, status, code}` on document (a failed call is not tied to one element), so the host page
// can log it. Features still show their own messages.
import '@/store/session';
import '@/store/member';
import { emitError } from '@/lib/emit';
import { onUnexpectedError } from '@/lib/http';

onUnexpectedError((error) => {
  if (typeof document !== 'undefined') emitError(document, error);
});
