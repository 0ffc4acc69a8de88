import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { CopyLinkButton } from '@/ui/copy-link-button';
import { Field } from '@/ui/field';
import { splitDuration } from '@/lib/dates';
import { useWorkout } from '../hooks/use-workout';
import { workoutLabels as l } from '../messages';
import type { EventDetail, Workout } from '../schemas';
import { clampInput, workoutMessages as m, type WorkoutInput } from '../workout';

interface Props {
  event: EventDetail;
  userId: number;
  shareUrl: string;
}

const duration = (minutes: number | null | undefined) => {
  const d = splitDuration(minutes ?? 0);
  return `${d.hours}h ${d.minutes}m ${d.seconds}s`;
};

/** 'My workout at Morning Ruck: 3.1 miles, 6200 steps, 0h 45m 30s' */
function shareText(eventName: string | null | undefined, w: Workout): string {
  const parts = [w.miles ? `${w.miles} miles` : null, w.steps ? `${w.steps} steps` : null, w.minutes ? duration(w.minutes) : null].filter(Boolean).join(', ');
  return l.shareText(eventName ?? '', parts);
}

/** Record Workout for a challenge event: the form, then the recorded workout with Share and Delete. */
export function RecordWorkout({ event, userId, shareUrl }: Props) {
  const unit = event.challenge?.required_unit ?? null;
  const w = useWorkout(event.id, userId, unit);

  if (w.workout === undefined) return null;
  if (w.workout) {
    const workout = w.workout;
    const text = shareText(event.name, workout);
    return (
      <section className="workout" aria-labelledby="workout-title">
        <h3 id="workout-title">{l.yours}</h3>
        <dl className="workout__stats">
          {workout.miles !== null && workout.miles !== undefined && (
            <div>
              <dt>{l.miles}</dt>
              <dd>{workout.miles}</dd>
            </div>
          )}
          {workout.steps !== null && workout.steps !== undefined && (
            <div>
              <dt>{l.steps}</dt>
              <dd>{workout.steps}</dd>
            </div>
          )}
          {workout.minutes ? (
            <div>
              <dt>{l.duration}</dt>
              <dd>{duration(workout.minutes)}</dd>
            </div>
          ) : null}
        </dl>
        <div className="workout__actions">
          <CopyLinkButton share={{ title: event.name ?? undefined, text, url: shareUrl }} text={`${text} ${shareUrl}`} label={l.share} failedLabel={null} />
          <Button variant="danger" onClick={() => w.setConfirmingDelete(true)}>
            {l.delete}
          </Button>
        </div>
        {w.confirmingDelete && (
          <ConfirmDialog
            title={l.deleteTitle}
            message={m.deleteConfirm}
            confirmLabel={l.delete}
            destructive
            busy={w.busy}
            error={w.deleteError}
            onConfirm={() => void w.remove()}
            onCancel={() => w.setConfirmingDelete(false)}
          />
        )}
      </section>
    );
  }

  const field = (f: keyof WorkoutInput) => ({
    label: l[f],
    name: f,
    inputMode: 'decimal' as const,
    value: w.values[f],
    error: w.errors[f],
    required: (f === 'miles' && unit === 'miles') || (f === 'steps' && unit === 'steps'),
    onChange: (e: { currentTarget: HTMLInputElement }) => w.setValues({ ...w.values, [f]: clampInput(e.currentTarget.value) }),
  });

  return (
    <form
      className="workout"
      aria-labelledby="record-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void w.submit();
      }}
    >
      <h3 id="record-title">{l.record}</h3>
      {w.loadError && <Alert variant="error">{w.loadError}</Alert>}
      {w.alert && <Alert variant="error">{w.alert}</Alert>}
      <div className="workout__grid">
        <Field {...field('miles')} />
        <Field {...field('steps')} inputMode="numeric" />
      </div>
      <fieldset className="workout__time" aria-describedby={w.errors.time ? 'workout-time-error' : undefined}>
        <legend className="rwb-field__label">{l.time}</legend>
        <div className="workout__grid">
          <Field {...field('hours')} />
          <Field {...field('minutes')} />
          <Field {...field('seconds')} />
        </div>
        <p className="rwb-field__error" id="workout-time-error" aria-live="polite">
          {w.errors.time ?? null}
        </p>
      </fieldset>
      <Button type="submit" busy={w.busy}>
        {l.submit}
      </Button>
    </form>
  );
}
