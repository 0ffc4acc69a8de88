import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Field } from '@/ui/field';
import { splitDuration } from '@/lib/dates';
import { $config } from '@/store/config';
import { deleteWorkout, getWorkout, recordWorkout } from '../api';
import type { EventDetail, Workout } from '../schemas';
import { clampInput, emptyWorkout, validateWorkout, workoutMessages as m, workoutPayload, type WorkoutField, type WorkoutInput } from '../workout';

interface Props {
  event: EventDetail;
  userId: number;
  shareUrl: string;
}

const LABELS: Record<keyof WorkoutInput, string> = { miles: 'Miles', steps: 'Steps', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' };

/** Record Workout for a challenge event: the form, then the recorded workout with Share and Delete. */
export function RecordWorkout({ event, userId, shareUrl }: Props) {
  const config = useStore($config);
  const [workout, setWorkout] = useState<Workout | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [v, setV] = useState<WorkoutInput>(emptyWorkout);
  const [errors, setErrors] = useState<Partial<Record<WorkoutField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [shared, setShared] = useState<string | null>(null);
  const unit = event.challenge?.required_unit ?? null;

  useEffect(() => {
    let live = true;
    getWorkout(event.id, userId)
      .then((w) => live && setWorkout(w))
      .catch(() => {
        if (live) {
          setWorkout(null);
          setLoadError(m.loadFailed(config.productName));
        }
      });
    return () => {
      live = false;
    };
  }, [event.id, userId, config.productName]);

  async function submit() {
    const check = validateWorkout(v, unit);
    setErrors(check.errors);
    setAlert(check.empty ? `${config.productName}: ${m.empty}` : null);
    if (check.empty || Object.keys(check.errors).length) return;
    setBusy(true);
    try {
      setWorkout(await recordWorkout(event.id, userId, workoutPayload(v)));
      setV(emptyWorkout());
    } catch {
      setAlert(m.recordFailed(config.productName));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setDeleteError(null);
    try {
      await deleteWorkout(event.id, userId);
      setWorkout(null);
      setConfirmDelete(false);
    } catch {
      setDeleteError(m.deleteFailed);
    } finally {
      setBusy(false);
    }
  }

  async function share(w: Workout) {
    const d = splitDuration(w.minutes ?? 0);
    const parts = [w.miles ? `${w.miles} miles` : null, w.steps ? `${w.steps} steps` : null, w.minutes ? `${d.hours}h ${d.minutes}m ${d.seconds}s` : null].filter(Boolean).join(', ');
    const text = `My workout at ${event.name}: ${parts}`;
    try {
      if (navigator.share) await navigator.share({ title: event.name ?? undefined, text, url: shareUrl });
      else {
        await navigator.clipboard.writeText(`${text} ${shareUrl}`);
        setShared('Copied!');
      }
    } catch {
      /* the member closed the share sheet */
    }
  }

  if (workout === undefined) return null;
  if (workout) {
    const d = splitDuration(workout.minutes ?? 0);
    return (
      <section className="workout" aria-labelledby="workout-title">
        <h3 id="workout-title">Your Workout</h3>
        <dl className="workout__stats">
          {workout.miles !== null && workout.miles !== undefined && (
            <div>
              <dt>Miles</dt>
              <dd>{workout.miles}</dd>
            </div>
          )}
          {workout.steps !== null && workout.steps !== undefined && (
            <div>
              <dt>Steps</dt>
              <dd>{workout.steps}</dd>
            </div>
          )}
          {workout.minutes ? (
            <div>
              <dt>Duration</dt>
              <dd>{`${d.hours}h ${d.minutes}m ${d.seconds}s`}</dd>
            </div>
          ) : null}
        </dl>
        <div className="workout__actions">
          <Button variant="secondary" onClick={() => void share(workout)}>
            Share
          </Button>
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
          <span role="status">{shared}</span>
        </div>
        {confirmDelete && (
          <ConfirmDialog
            title="Delete Workout"
            message={m.deleteConfirm}
            confirmLabel="Delete"
            destructive
            busy={busy}
            error={deleteError}
            onConfirm={() => void remove()}
            onCancel={() => setConfirmDelete(false)}
          />
        )}
      </section>
    );
  }

  const field = (f: keyof WorkoutInput) => ({
    label: LABELS[f],
    name: f,
    inputMode: 'decimal' as const,
    value: v[f],
    error: errors[f],
    required: (f === 'miles' && unit === 'miles') || (f === 'steps' && unit === 'steps'),
    onChange: (e: { currentTarget: HTMLInputElement }) => setV({ ...v, [f]: clampInput(e.currentTarget.value) }),
  });

  return (
    <form
      className="workout"
      aria-labelledby="record-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id="record-title">Record Workout</h3>
      {loadError && <Alert variant="error">{loadError}</Alert>}
      {alert && <Alert variant="error">{alert}</Alert>}
      <div className="workout__grid">
        <Field {...field('miles')} />
        <Field {...field('steps')} inputMode="numeric" />
      </div>
      <fieldset className="workout__time" aria-describedby={errors.time ? 'workout-time-error' : undefined}>
        <legend className="rwb-field__label">Time</legend>
        <div className="workout__grid">
          <Field {...field('hours')} />
          <Field {...field('minutes')} />
          <Field {...field('seconds')} />
        </div>
        <p className="rwb-field__error" id="workout-time-error" aria-live="polite">
          {errors.time ?? null}
        </p>
      </fieldset>
      <Button type="submit" busy={busy}>
        Submit
      </Button>
    </form>
  );
}
