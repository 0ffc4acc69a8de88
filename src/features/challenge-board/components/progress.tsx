import { labels } from '../messages';
import { formatScore, progressPercent, progressText } from '../model';
import type { Challenge } from '../schemas';

/** The member's progress toward the goal (joined, with a goal): a bar capped at 100, the score in the unit, the rank. */
export function ChallengeProgress({ challenge: c }: { challenge: Challenge }) {
  const p = c.progress;
  if (!c.joined || !p) return null;
  const goal = p.goal ?? c.goal ?? null;
  const score = p.score ?? 0;
  const rank = typeof p.rank === 'number' ? labels.rank(p.rank) : null;
  if (!goal)
    return (
      <p className="progress__text" part="progress">
        {labels.progress}: {formatScore(score, c.required_unit)}
        {rank && ` · ${rank}`}
      </p>
    );
  const percent = progressPercent({ ...p, goal });
  const text = progressText(score, goal, c.required_unit);
  return (
    <div className="progress" part="progress">
      <p className="progress__label" id="challenge-progress-label">
        {labels.progress}
      </p>
      <div
        className="progress__bar"
        role="progressbar"
        aria-labelledby="challenge-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${text}`}
      >
        <span className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="progress__text">
        {text} ({percent}%){rank && ` · ${rank}`}
      </p>
    </div>
  );
}
