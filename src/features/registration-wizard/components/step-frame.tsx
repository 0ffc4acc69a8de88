import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { labels } from '../messages';
import { STEP_COUNT, stepNumber, type StepKey } from '../steps';

interface Props {
  step: StepKey;
  title: string;
  intro?: ReactNode;
  alert?: ReactNode;
  onSubmit(): void;
  onBack?: () => void;
  submitLabel?: string;
  busy?: boolean;
  /** Move focus to the heading when the step opens (not on the page's first render). */
  focusHeading: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** One step: heading, 'Step n of 6' progress, the form, Back (steps 4-6) and the main button. */
export function StepFrame({ step, title, intro, alert, onSubmit, onBack, submitLabel = labels.next, busy, focusHeading, footer, children }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const n = stepNumber(step);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading, step]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <form className="step" part="step" noValidate onSubmit={submit} aria-labelledby={`step-title-${step}`}>
      <div className="progress" part="progress">
        <p className="progress__text">{labels.stepOf(n, STEP_COUNT)}</p>
        <progress className="progress__bar" max={STEP_COUNT} value={n} aria-label={labels.progress} aria-valuetext={labels.stepOf(n, STEP_COUNT)} />
      </div>
      <h2 className="title" id={`step-title-${step}`} tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      {intro && <div className="intro">{intro}</div>}
      {alert && <Alert variant="error">{alert}</Alert>}
      {children}
      <div className="actions">
        {onBack && (
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {labels.back}
          </Button>
        )}
        <Button type="submit" busy={busy} className="submit">
          {submitLabel}
        </Button>
      </div>
      {footer}
    </form>
  );
}
