import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { isApiError } from '@/lib/http';
import { $config } from '@/store/config';
import { $profile } from '@/store/member';
import { createEvent, updateEvent } from '../api';
import { EXAMPLE_URL_HOST, formMessages as m } from '../messages';
import { eventBody, formTitle, initialValues, setKind, validateEventForm, type EventFormValues, type FormField } from '../model';

export interface EventFormOptions {
  /** Create in this group (chapter, activity or sponsor) or as a member event (null). */
  groupId: number | null;
  /** The member may create chapter events here (admin/moderator, or an Eagle Leader of the chapter). */
  canCreateChapterEvent: boolean;
  /** Start on the virtual tab's kind. */
  virtual?: boolean;
  challengeId?: number | null;
  /** Editing: the event's id and its current values. */
  edit?: { id: number; values: EventFormValues } | null;
  /** Saved: the event's id (the first occurrence's when it repeats). */
  onSaved(id: number): void;
}

export interface EventFormState {
  values: EventFormValues;
  set(patch: Partial<EventFormValues>): void;
  /** A change computed from the current values (model.setVirtual, toggleWeekday). */
  change(update: (current: EventFormValues) => EventFormValues): void;
  chooseKind(kind: EventFormValues['kind']): void;
  errors: Partial<Record<FormField, string>>;
  /** The form's alert: not synced, a field the server refused, or the spec's upload failure. */
  alert: string | null;
  busy: boolean;
  /** The cover photo is uploading (Create/Save waits). */
  uploading: boolean;
  setUploading(uploading: boolean): void;
  editing: boolean;
  title: string;
  browserZone: string;
  submit(): Promise<void>;
}

/** The Create/Edit Event form's container: its values, validation with the spec's texts, and saving. */
export function useEventForm({ groupId, canCreateChapterEvent, virtual, challengeId, edit, onSaved }: EventFormOptions): EventFormState {
  const { productName } = useStore($config);
  const profile = useStore($profile);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const me = profile ? { id: profile.id, name: `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim() } : null;
  const [values, setValues] = useState<EventFormValues>(() => edit?.values ?? initialValues({ groupId, canCreateChapterEvent, virtual: !!virtual, me }));
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const editing = !!edit;

  async function submit() {
    if (!editing && !profile?.salesforce_contact_id) {
      setAlert(m.notSynced);
      return;
    }
    const found = validateEventForm(values, { exampleHost: EXAMPLE_URL_HOST, browserZone, editing });
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const body = eventBody(values, { groupId, browserZone, editing, challengeId });
      const saved = edit ? await updateEvent(edit.id, body) : await createEvent(body);
      onSaved(edit ? edit.id : saved.id);
    } catch (error) {
      if (isApiError(error) && error.code === 'account_not_synced') setAlert(m.notSynced);
      else if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length) setAlert(Object.values(error.fields)[0]);
      else setAlert(editing ? m.updateFailed(productName) : m.createFailed(productName));
    } finally {
      setBusy(false);
    }
  }

  return {
    values,
    set: (patch) => setValues((current) => ({ ...current, ...patch })),
    change: setValues,
    chooseKind: (kind) => setValues((current) => setKind(current, kind, me)),
    errors,
    alert,
    busy,
    uploading,
    setUploading,
    editing,
    title: formTitle(editing, values.kind, !!profile?.eagle_leader),
    browserZone,
    submit,
  };
}
