import { useId } from 'react';
import { Button } from '../button';
import { ChoiceGroup } from '../choice-group';
import { Modal } from '../modal';
import { addressLabels } from './address-value';
import type { SuitePick } from './use-address-field';

interface Props {
  pick: SuitePick;
  onSuite(suite: string): void;
  onCancel(): void;
  onConfirm(): void;
}

/** The dialog that asks for the unit when a chosen address has several suites. */
export function SuitePicker({ pick, onSuite, onCancel, onConfirm }: Props) {
  const id = useId();
  return (
    <Modal
      title={addressLabels.suiteTitle}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {addressLabels.cancel}
          </Button>
          <Button onClick={onConfirm}>{addressLabels.useSuite}</Button>
        </>
      }
    >
      <p>{addressLabels.suiteIntro(pick.suggestion.fullAddress)}</p>
      <ChoiceGroup
        legend={addressLabels.suite}
        name={`${id}-suite`}
        choices={(pick.suggestion.suites ?? []).map((s) => ({ value: s, label: s }))}
        value={pick.suite}
        onChange={onSuite}
      />
    </Modal>
  );
}
