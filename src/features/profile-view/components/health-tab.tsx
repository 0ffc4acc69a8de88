import { useEffect, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { useResource } from '@/ui/use-resource';
import { ELS_HIGH_LABEL, ELS_LOW_LABEL, ELS_MAX, ELS_MIN, ELS_QUESTIONS } from '@/lib/els';
import { communityAverage, submitSurvey, surveys as loadSurveys } from '../api';
import { CATEGORY_TITLES, HEALTH_CATEGORIES, LAST_SURVEYS, recommendations, scoreOf, SURVEY_CLOSE_MS, type HealthView } from '../health';
import { ScoreChart } from './score-chart';

interface Props {
  userId: number;
  viewerStatus: string | null | undefined;
  /** The detail view (`/profile/health/{view}`), or null for the summary. */
  view: HealthView | null;
  onView(view: HealthView | null): void;
}

const healthText = {
  title: 'Enriched Life Scale',
  intro: 'Eighteen questions about the four parts of an enriched life. It takes about five minutes.',
  take: 'Take the Survey',
  retake: 'Take the Survey Again',
  submit: 'Submit',
  pending: 'pending',
  thanks: 'Thank you. Your scores are being calculated.',
  noSurveys: 'You have not taken the survey yet.',
  yourScore: 'Your score',
  community: 'Community average',
  details: 'See details',
  back: 'Back to Health',
  recommendations: 'Recommendations',
  loadFailed: 'There was an error retrieving your surveys.',
  submitFailed: 'There was an error sending your survey. Please try again.',
  answer: (n: number) => `Question ${n}`,
} as const;

/** HEALTH: the 18-question survey, scores against the community average, the detail chart and recommendations. */
export function HealthTab({ userId, viewerStatus, view, onView }: Props) {
  // The last surveys and the community average (its failure only hides the average).
  const scores = useResource(
    (signal) => Promise.all([loadSurveys(userId, signal).then((s) => s.slice(0, LAST_SURVEYS)), communityAverage(signal).catch(() => null)]),
    [userId],
  );
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<number[]>(() => ELS_QUESTIONS.map(() => 50));
  const [phase, setPhase] = useState<'form' | 'pending'>('form');
  const [submitError, setSubmitError] = useState<string | null>(null);
  // null while loading: the score shows 'pending'.
  const [list, avg] = scores.data ?? [null, null];

  // After a completed submit the score shows 'pending', surveys are refetched, and the popup closes after 4 s.
  useEffect(() => {
    if (phase !== 'pending') return;
    const t = setTimeout(() => {
      setOpen(false);
      setPhase('form');
    }, SURVEY_CLOSE_MS);
    return () => clearTimeout(t);
  }, [phase]);

  async function submit() {
    setSubmitError(null);
    try {
      await submitSurvey(userId, answers, new Date());
      setPhase('pending');
      scores.reload();
    } catch {
      setSubmitError(healthText.submitFailed);
    }
  }

  const latest = list?.[0] ?? null;
  const chronological = (list ?? []).slice().reverse();

  const form = open && (
    <Modal
      title={healthText.title}
      onClose={() => {
        setOpen(false);
        setPhase('form');
      }}
      footer={phase === 'form' ? <Button onClick={() => void submit()}>{healthText.submit}</Button> : null}
    >
      {phase === 'pending' ? (
        <p role="status">{healthText.thanks}</p>
      ) : (
        <form
          className="survey"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p>{healthText.intro}</p>
          {submitError && <Alert variant="error">{submitError}</Alert>}
          <ol className="survey__questions">
            {ELS_QUESTIONS.map((q, i) => (
              <li key={q.id} className="survey__question">
                <label htmlFor={`els-${q.id}`}>{q.text}</label>
                <input
                  id={`els-${q.id}`}
                  type="range"
                  min={ELS_MIN}
                  max={ELS_MAX}
                  step={1}
                  value={answers[i]}
                  aria-valuetext={`${answers[i]} of ${ELS_MAX}`}
                  onChange={(e) => {
                    const v = Number(e.currentTarget.value);
                    setAnswers((a) => a.map((x, j) => (j === i ? v : x)));
                  }}
                />
                <span className="survey__scale" aria-hidden="true">
                  <span>{ELS_LOW_LABEL}</span>
                  <output>{answers[i]}</output>
                  <span>{ELS_HIGH_LABEL}</span>
                </span>
              </li>
            ))}
          </ol>
        </form>
      )}
    </Modal>
  );

  if (scores.status === 'error') return <Alert variant="error">{healthText.loadFailed}</Alert>;

  if (view) {
    const points = chronological.map((s) => ({ date: s.survey_response_date, value: scoreOf(s, view) ?? 0 }));
    return (
      <section className="health" aria-labelledby="health-detail-title">
        <Button variant="link" onClick={() => onView(null)}>
          {healthText.back}
        </Button>
        <h3 id="health-detail-title">{CATEGORY_TITLES[view]}</h3>
        {list === null ? <p role="status">{healthText.pending}</p> : <ScoreChart title={CATEGORY_TITLES[view]} points={points} average={avg ? scoreOf(avg, view) : null} />}
        <h4>{healthText.recommendations}</h4>
        <ul className="recommendations">
          {recommendations(view, viewerStatus).map((r) => (
            <li key={r.title}>
              <strong>{r.title}</strong> {r.text}{' '}
              {r.url && (
                <a href={r.url} target="_blank" rel="noopener noreferrer">
                  {r.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}
                </a>
              )}
            </li>
          ))}
        </ul>
        {form}
      </section>
    );
  }

  return (
    <section className="health" aria-labelledby="health-title">
      <h3 id="health-title">{healthText.title}</h3>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        {latest ? healthText.retake : healthText.take}
      </Button>
      {list === null ? (
        <p className="note" role="status">
          {healthText.yourScore}: {healthText.pending}
        </p>
      ) : !latest ? (
        <p className="note">{healthText.noSurveys}</p>
      ) : (
        <table className="scores">
          <thead>
            <tr>
              <th scope="col"></th>
              <th scope="col">{healthText.yourScore}</th>
              <th scope="col">{healthText.community}</th>
              <th scope="col">
                <span className="rwb-visually-hidden">{healthText.details}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(['total', ...HEALTH_CATEGORIES] as HealthView[]).map((v) => (
              <tr key={v}>
                <th scope="row">{CATEGORY_TITLES[v]}</th>
                <td>{scoreOf(latest, v) ?? '—'}</td>
                <td>{avg ? (scoreOf(avg, v) ?? '—') : '—'}</td>
                <td>
                  <Button variant="link" onClick={() => onView(v)} aria-label={`${healthText.details}: ${CATEGORY_TITLES[v]}`}>
                    {healthText.details}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {form}
    </section>
  );
}
