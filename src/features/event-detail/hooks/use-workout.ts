import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useResource } from '@/ui/use-resource';
import { $config } from '@/store/config';
import { deleteWorkout, getWorkout, recordWorkout } from '../api';
import type { Workout } from '../schemas';
import { emptyWorkout, validateWorkout, workoutMessages as m, workoutPayload, type WorkoutField, type WorkoutInput } from '../workout';

export interface WorkoutState {
  /** undefined while loading; null: none recorded yet (or it could not be loaded: see `loadError`). */
  workout: Workout | null | undefined;
  loadError: string | null;
  values: WorkoutInput;
  setValues(values: WorkoutInput): void;
  errors: Partial<Record<WorkoutField, string>>;
  /** The form's alert: nothing entered, or the server refused. */
  alert: string | null;
  busy: boolean;
  submit(): Promise<void>;
  confirmingDelete: boolean;
  setConfirmingDelete(open: boolean): void;
  deleteError: string | null;
  remove(): Promise<void>;
}

/** Record Workout's container: the member's workout on a challenge event, recording and deleting it. */
export function useWorkout(eventId: number, userId: number, unit: string | null): WorkoutState {
  const { productName } = useStore($config);
  const resource = useResource((signal) => getWorkout(eventId, userId, signal), [eventId, userId]);
  const [values, setValues] = useState<WorkoutInput>(emptyWorkout);
  const [errors, setErrors] = useState<Partial<Record<WorkoutField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // What this member recorded or deleted here since the load (also after a failed load).
  const [changed, setChanged] = useState<{ workout: Workout | null } | null>(null);

  async function submit() {
    const check = validateWorkout(values, unit);
    setErrors(check.errors);
    setAlert(check.empty ? `${productName}: ${m.empty}` : null);
    if (check.empty || Object.keys(check.errors).length) return;
    setBusy(true);
    try {
      const saved = await recordWorkout(eventId, userId, workoutPayload(values));
      setChanged({ workout: saved });
      setValues(emptyWorkout());
    } catch {
      setAlert(m.recordFailed(productName));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setDeleteError(null);
    try {
      await deleteWorkout(eventId, userId);
      setChanged({ workout: null });
      setConfirmingDelete(false);
    } catch {
      setDeleteError(m.deleteFailed);
    } finally {
      setBusy(false);
    }
  }

  const failed = resource.status === 'error';
  return {
    workout: changed ? changed.workout : failed ? null : resource.data,
    loadError: failed ? m.loadFailed(productName) : null,
    values,
    setValues,
    errors,
    alert,
    busy,
    submit,
    confirmingDelete,
    setConfirmingDelete,
    deleteError,
    remove,
  };
}
