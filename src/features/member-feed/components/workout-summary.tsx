/**
 * The workout summary card of a challenge post (events spec §2 Post card): event name (a link to the
 * event), chapter, date, miles, steps and duration.
 */
import { formatDate, splitDuration } from '@/lib/dates';
import { RouteLink } from '@/ui/route-link';
import { feedLabels } from '../messages';
import type { WorkoutSummary as Workout } from '../schemas/post';

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes as H:MM:SS. */
export function durationText(minutes: number): string {
  const { hours, minutes: m, seconds } = splitDuration(minutes);
  return `${hours}:${pad(m)}:${pad(seconds)}`;
}

export function WorkoutSummary({ workout }: { workout: Workout }) {
  const facts: [string, string][] = [];
  if (typeof workout.miles === 'number') facts.push([feedLabels.miles, String(workout.miles)]);
  if (typeof workout.steps === 'number') facts.push([feedLabels.steps, workout.steps.toLocaleString('en-US')]);
  if (typeof workout.minutes === 'number') facts.push([feedLabels.duration, durationText(workout.minutes)]);
  return (
    // A named group, not a region: every post with a workout has one (landmarks must be unique).
    <div className="post__workout" part="workout" role="group" aria-label={feedLabels.workout}>
      {workout.event_name &&
        (typeof workout.event_id === 'number' ? (
          <RouteLink className="post__workout-event" path={`/events/${workout.event_id}`}>
            {workout.event_name}
          </RouteLink>
        ) : (
          <strong className="post__workout-event">{workout.event_name}</strong>
        ))}
      {(workout.chapter_name || workout.event_start_time) && (
        <p className="post__workout-meta">
          {[workout.chapter_name, workout.event_start_time ? formatDate(workout.event_start_time) : null].filter(Boolean).join(' · ')}
        </p>
      )}
      {facts.length > 0 && (
        <dl className="post__workout-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
