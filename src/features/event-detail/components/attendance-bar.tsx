import { Button } from '@/ui/button';
import { labels, messages } from '../messages';
import type { AttendanceOffer } from '../model';
import type { AttendanceStatus } from '../schemas';

interface Props {
  offer: AttendanceOffer;
  status: AttendanceStatus | null | undefined;
  loggedIn: boolean;
  pending: boolean;
  error: string | null;
  onAttend(pressed: AttendanceStatus): void;
  /** The host's own event: Cancel (when allowed) and Update (when the form is there). */
  onCancel?: () => void;
  onUpdate?: () => void;
}

function buttonLabel(button: AttendanceStatus, status: AttendanceStatus | null | undefined): string {
  if (button === 'going') return labels.going;
  if (button === 'interested') return labels.interested;
  return status === 'checked_in' ? labels.checkedIn : labels.checkIn;
}

/** Going / Interested, or Check In from the event day; the host gets Cancel and Update instead. */
export function AttendanceBar({ offer, status, loggedIn, pending, error, onAttend, onCancel, onUpdate }: Props) {
  return (
    <section className="attendance" aria-label={labels.attendance}>
      {offer.kind === 'buttons' && (
        <div className="attendance__buttons">
          {offer.buttons.map((b) => (
            <Button key={b} variant={status === b ? 'primary' : 'secondary'} aria-pressed={status === b} disabled={pending} onClick={() => onAttend(b)}>
              {buttonLabel(b, status)}
            </Button>
          ))}
          {!loggedIn && <span className="note">{messages.loginToAttend}</span>}
        </div>
      )}
      {offer.kind === 'host' && (
        <div className="attendance__buttons">
          <span className="note">{messages.hostCannotAttend}</span>
          {onCancel && (
            <Button variant="danger" onClick={onCancel}>
              {labels.cancel}
            </Button>
          )}
          {onUpdate && (
            <Button variant="secondary" onClick={onUpdate} aria-haspopup="dialog">
              {labels.update}
            </Button>
          )}
        </div>
      )}
      <p className="rwb-field__error" role="alert">
        {error}
      </p>
    </section>
  );
}
