import { useEffect, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Field } from '@/ui/field';
import { RouteLink } from '@/ui/route-link';
import { formatDate } from '@/lib/dates';
import { deleteWorkout, monthMetrics, workouts as loadWorkouts } from '../api';
import { labels, messages } from '../messages';
import { durationText, monthKey, recentMonths } from '../model';
import type { Badge, MonthMetrics, WorkoutLog } from '../schemas';

interface Props {
  userId: number;
  own: boolean;
  badges: Badge[] | null;
  shareUrl(eventId: number): string;
}

/** FITNESS: the workout log (owner can share and delete), metrics by month, the trophy collection. */
export function FitnessTab({ userId, own, badges, shareUrl }: Props) {
  const [logs, setLogs] = useState<WorkoutLog[] | null>(null);
  const [logsError, setLogsError] = useState(false);
  const [month, setMonth] = useState(() => monthKey(new Date()));
  const [metrics, setMetrics] = useState<MonthMetrics | null>(null);
  const [metricsError, setMetricsError] = useState(false);
  const [confirm, setConfirm] = useState<WorkoutLog | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shared, setShared] = useState<string | null>(null);
  const months = recentMonths(new Date());

  useEffect(() => {
    let live = true;
    loadWorkouts(userId)
      .then((l) => live && setLogs(l))
      .catch(() => live && setLogsError(true));
    return () => {
      live = false;
    };
  }, [userId]);

  useEffect(() => {
    let live = true;
    setMetricsError(false);
    monthMetrics(userId, month)
      .then((m) => live && setMetrics(m))
      .catch(() => live && setMetricsError(true));
    return () => {
      live = false;
    };
  }, [userId, month]);

  async function remove(w: WorkoutLog) {
    setBusy(true);
    setDeleteError(null);
    try {
      await deleteWorkout(userId, w.event_id);
      setLogs((l) => (l ?? []).filter((x) => x.event_id !== w.event_id));
      setConfirm(null);
    } catch {
      setDeleteError(messages.deleteWorkoutFailed);
    } finally {
      setBusy(false);
    }
  }

  async function share(w: WorkoutLog) {
    const parts = [w.miles ? `${w.miles} miles` : null, w.steps ? `${w.steps} steps` : null, w.minutes ? durationText(w.minutes) : null].filter(Boolean).join(', ');
    const text = `My workout at ${w.event_name}: ${parts}`;
    try {
      if (navigator.share) await navigator.share({ title: w.event_name ?? undefined, text, url: shareUrl(w.event_id) });
      else {
        await navigator.clipboard.writeText(`${text} ${shareUrl(w.event_id)}`);
        setShared('Copied!');
      }
    } catch {
      /* closed */
    }
  }

  return (
    <div className="fitness">
      <section aria-labelledby="workouts-title">
        <h3 id="workouts-title">{labels.workouts}</h3>
        {logsError ? (
          <Alert variant="error">{messages.workoutsFailed}</Alert>
        ) : logs === null ? (
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
                    <Button variant="secondary" onClick={() => void share(w)} aria-label={`${labels.share} ${w.event_name ?? ''}`.trim()}>
                      {labels.share}
                    </Button>
                    <Button variant="danger" onClick={() => setConfirm(w)} aria-label={`${labels.delete} ${w.event_name ?? ''}`.trim()}>
                      {labels.delete}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <p role="status" className="note">
          {shared}
        </p>
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
        {metricsError ? (
          <Alert variant="error">{messages.metricsFailed}</Alert>
        ) : (
          metrics && (
            <dl className="metrics">
              <div>
                <dt>{labels.miles}</dt>
                <dd>{metrics.miles ?? 0}</dd>
              </div>
              <div>
                <dt>{labels.steps}</dt>
                <dd>{metrics.steps ?? 0}</dd>
              </div>
              <div>
                <dt>{labels.duration}</dt>
                <dd>{durationText(metrics.minutes)}</dd>
              </div>
              <div>
                <dt>{labels.checkIns}</dt>
                <dd>{metrics.check_ins ?? 0}</dd>
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
