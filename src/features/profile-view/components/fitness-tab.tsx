import { useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { CopyLinkButton } from '@/ui/copy-link-button';
import { Field } from '@/ui/field';
import { RouteLink } from '@/ui/route-link';
import { useResource } from '@/ui/use-resource';
import { formatDate } from '@/lib/dates';
import { deleteWorkout, monthMetrics, workouts as loadWorkouts } from '../api';
import { labels, messages } from '../messages';
import { durationText, monthKey, recentMonths } from '../model';
import type { Badge, WorkoutLog } from '../schemas';

interface Props {
  userId: number;
  own: boolean;
  badges: Badge[] | null;
  shareUrl(eventId: number): string;
}

/** FITNESS: the workout log (owner can share and delete), metrics by month, the trophy collection. */
export function FitnessTab({ userId, own, badges, shareUrl }: Props) {
  const workouts = useResource((signal) => loadWorkouts(userId, signal), [userId]);
  const [month, setMonth] = useState(() => monthKey(new Date()));
  const metrics = useResource((signal) => monthMetrics(userId, month, signal), [userId, month]);
  const [confirm, setConfirm] = useState<WorkoutLog | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const months = recentMonths(new Date());
  const logs = workouts.data;

  async function remove(w: WorkoutLog) {
    setBusy(true);
    setDeleteError(null);
    try {
      await deleteWorkout(userId, w.event_id);
      workouts.setData((l) => l.filter((x) => x.event_id !== w.event_id));
      setConfirm(null);
    } catch {
      setDeleteError(messages.deleteWorkoutFailed);
    } finally {
      setBusy(false);
    }
  }


  return (
    <div className="fitness">
      <section aria-labelledby="workouts-title">
        <h3 id="workouts-title">{labels.workouts}</h3>
        {workouts.status === 'error' ? (
          <Alert variant="error">{messages.workoutsFailed}</Alert>
        ) : !logs ? (
          <p className="note" role="status">
            {messages.loading}
          </p>
        ) : logs.length === 0 ? (
          <p className="note">{messages.noWorkouts}</p>
        ) : (
          <ul className="workouts">
            {logs.map((w) => (
              <li key={w.event_id} className="workout-card">
                <RouteLink path={`/events/${w.event_id}`} className="workout-card__title">
                  {w.event_name}
                </RouteLink>
                {w.chapter_name && <span className="workout-card__chapter">{w.chapter_name}</span>}
                {w.entry_date && <span className="workout-card__date">{formatDate(w.entry_date)}</span>}
                <dl className="workout-card__stats">
                  <div>
                    <dt>{labels.miles}</dt>
                    <dd>{w.miles ?? 0}</dd>
                  </div>
                  <div>
                    <dt>{labels.steps}</dt>
                    <dd>{w.steps ?? 0}</dd>
                  </div>
                  <div>
                    <dt>{labels.duration}</dt>
                    <dd>{durationText(w.minutes)}</dd>
                  </div>
                </dl>
                {own && (
                  <div className="workout-card__actions">
                    <ShareWorkout workout={w} url={shareUrl(w.event_id)} />
                    <Button variant="danger" onClick={() => setConfirm(w)} aria-label={`${labels.delete} ${w.event_name ?? ''}`.trim()}>
                      {labels.delete}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="metrics-title">
        <h3 id="metrics-title">{labels.metrics}</h3>
        <Field
          label={labels.month}
          control={(p) => (
            <select {...p} name="month" value={month} onChange={(e) => setMonth(e.currentTarget.value)}>
              {months.map((m) => (
                <option key={m.key} value={m.key}>
                  {m.label}
                </option>
              ))}
            </select>
          )}
        />
        {metrics.status === 'error' ? (
          <Alert variant="error">{messages.metricsFailed}</Alert>
        ) : (
          metrics.data && (
            <dl className="metrics">
              <div>
                <dt>{labels.miles}</dt>
                <dd>{metrics.data.miles ?? 0}</dd>
              </div>
              <div>
                <dt>{labels.steps}</dt>
                <dd>{metrics.data.steps ?? 0}</dd>
              </div>
              <div>
                <dt>{labels.duration}</dt>
                <dd>{durationText(metrics.data.minutes)}</dd>
              </div>
              <div>
                <dt>{labels.checkIns}</dt>
                <dd>{metrics.data.check_ins ?? 0}</dd>
              </div>
            </dl>
          )
        )}
      </section>

      <section aria-labelledby="trophies-title">
        <h3 id="trophies-title">{labels.trophies}</h3>
        {badges === null ? (
          <Alert variant="error">{messages.badgesFailed}</Alert>
        ) : badges.length === 0 ? (
          <p className="note">{messages.noBadges}</p>
        ) : (
          <ul className="trophies">
            {badges.map((b) => (
              <li key={`${b.name}-${b.received_datetime}`} className="trophy">
                {b.image_url && <img src={b.image_url} alt="" width={64} height={64} loading="lazy" />}
                <span className="trophy__name">{b.name}</span>
                {b.received_datetime && <span className="trophy__date">{formatDate(b.received_datetime)}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>

      {confirm && (
        <ConfirmDialog
          title={labels.deleteWorkout}
          message={labels.deleteWorkoutConfirm}
          confirmLabel={labels.delete}
          destructive
          busy={busy}
          error={deleteError}
          onConfirm={() => void remove(confirm)}
          onCancel={() => setConfirm(null)}
        />
      )}
    </div>
  );
}

/** Share of one workout: the share sheet where there is one, else the text and link copied ('Copied!' for 3 s). */
function ShareWorkout({ workout: w, url }: { workout: WorkoutLog; url: string }) {
  const parts = [w.miles ? `${w.miles} miles` : null, w.steps ? `${w.steps} steps` : null, w.minutes ? durationText(w.minutes) : null].filter(Boolean).join(', ');
  const text = `My workout at ${w.event_name}: ${parts}`;
  return (
    <CopyLinkButton
      share={{ title: w.event_name ?? undefined, text, url }}
      text={`${text} ${url}`}
      label={labels.share}
      aria-label={`${labels.share} ${w.event_name ?? ''}`.trim()}
      failedLabel={null}
    />
  );
}
