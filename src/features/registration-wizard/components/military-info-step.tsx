import { useRef, useState } from 'react';
import { MilitaryFields } from '@/ui/military-fields';
import { labels } from '../messages';
import { hasErrors, type MilitaryValues } from '../schemas';
import { validateMilitary } from '../validation';
import { StepFrame } from './step-frame';

interface Props {
  initial: MilitaryValues;
  focusHeading: boolean;
  onDraft(values: MilitaryValues): void;
  onBack(): void;
  onDone(values: MilitaryValues): void;
}

const ORDER = ['military_status', 'military_branch', 'military_rank', 'combat_zone', 'combat_deployment_operations', 'has_disability', 'military_ets'] as const;
const SELECTOR: Record<(typeof ORDER)[number], string> = {
  military_status: 'input[name="military_status"]',
  military_branch: 'select[name="military_branch"]',
  military_rank: 'select[name="military_rank"]',
  combat_zone: 'input[name="combat_zone"]',
  combat_deployment_operations: 'select[name="combat_deployment_operations"]',
  has_disability: 'input[name="has_disability"]',
  military_ets: 'select[name="ets_month"]',
};

/** Step 5: military status and service (accounts spec §4 Forms, §5 Military registration). */
export function MilitaryInfoStep({ initial, focusHeading, onDraft, onBack, onDone }: Props) {
  const [v, setV] = useState<MilitaryValues>(initial);
  const [errors, setErrors] = useState<ReturnType<typeof validateMilitary>>({});
  const rootRef = useRef<HTMLDivElement>(null);

  function submit() {
    const found = validateMilitary(v);
    setErrors(found);
    const first = ORDER.find((k) => found[k]);
    if (first) rootRef.current?.querySelector<HTMLElement>(SELECTOR[first])?.focus();
    if (!hasErrors(found)) onDone(v);
  }

  return (
    <StepFrame step="military_info" title={labels.militaryTitle} onSubmit={submit} onBack={onBack} focusHeading={focusHeading}>
      <div ref={rootRef}>
        <MilitaryFields
          value={v}
          errors={errors}
          onChange={(next) => {
            setV(next);
            onDraft(next);
          }}
        />
      </div>
    </StepFrame>
  );
}
