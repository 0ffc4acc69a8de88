import { useRef, useState } from 'react';
import { useShadowStyles } from '@/lib/styles';
import css from '../styles.css?inline';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Checkbox, ChoiceGroup } from '@/ui/choice-group';
import { Field } from '@/ui/field';
import { ImageUpload } from '@/ui/image-upload';
import { MemberPicker } from '@/ui/member-picker';
import { Modal } from '@/ui/modal';
import { PlaceField } from '@/ui/place-field';
import { CATEGORY_LABELS, EVENT_CATEGORIES } from '@/lib/event-covers';
import { api, isApiError } from '@/lib/http';
import { $config } from '@/store/config';
import { $profile } from '@/store/member';
import {
  DESCRIPTION_MAX,
  emptyForm,
  eventBody,
  formMessages as m,
  setVirtual,
  timeLabel,
  timeOptions,
  todayIn,
  toggleWeekday,
  validateEventForm,
  weekdayOf,
  WEEKDAYS,
  type EventFormValues,
  type FormField,
  type MonthlyRule,
} from '../model';

export interface EventFormProps {
  /** Create in this group (chapter, activity or sponsor) or as a member event (null). */
  groupId: number | null;
  groupName?: string | null;
  /** The member may create chapter events here (admin/moderator, or an Eagle Leader of the chapter). */
  canCreateChapterEvent: boolean;
  /** Start on the virtual tab's kind. */
  virtual?: boolean;
  challengeId?: number | null;
  /** Editing: the event's id and its current values. */
  edit?: { id: number; values: EventFormValues } | null;
  onClose(): void;
  onSaved(id: number): void;
}

const TIMES = timeOptions();
const WEEKDAY_LABELS: Record<string, string> = { SU: 'Sun', MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat' };

/** Create / Edit Event (events spec §2, §5). */
export function EventForm({ groupId, groupName, canCreateChapterEvent, virtual, challengeId, edit, onClose, onSaved }: EventFormProps) {
  const config = useStore($config);
  const profile = useStore($profile);
  const root = useRef<HTMLDivElement>(null);
  useShadowStyles(root, css);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const me = profile ? { id: profile.id, name: `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim() } : null;
  const [v, setV] = useState<EventFormValues>(
    () => edit?.values ?? setVirtual(emptyForm(canCreateChapterEvent && groupId ? 'chapter' : 'member', canCreateChapterEvent && groupId ? null : (me?.id ?? null), canCreateChapterEvent && groupId ? null : (me?.name ?? null)), !!virtual),
  );
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [pickHost, setPickHost] = useState(false);
  const editing = !!edit;
  const chapterEvent = v.kind === 'chapter';
  const title = editing ? 'Edit Event' : chapterEvent ? 'Create Group Event' : profile?.eagle_leader ? 'Create NON-CHAPTER Event' : 'Create Event';
  const exampleHost = 'https://www.teamrwb.org';
  const set = (patch: Partial<EventFormValues>) => setV((cur) => ({ ...cur, ...patch }));

  async function submit() {
    if (!editing && !profile?.salesforce_contact_id) {
      setAlert(m.notSynced);
      return;
    }
    const found = validateEventForm(v, { exampleHost, browserZone, editing });
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const body = eventBody(v, { groupId, browserZone, editing, challengeId });
      const res = await api<{ id: number }>(editing ? `api/v1/mobile_event/${edit!.id}` : 'api/v1/mobile_event/', { method: editing ? 'PUT' : 'POST', body });
      onSaved(editing ? edit!.id : res.id);
    } catch (error) {
      if (isApiError(error) && error.code === 'account_not_synced') setAlert(m.notSynced);
      else if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length) {
        setAlert(Object.values(error.fields)[0]);
      } else setAlert(editing ? m.updateFailed(config.productName) : m.createFailed(config.productName));
    } finally {
      setBusy(false);
    }
  }

  const startWeekday = weekdayOf(v.date);
  return (
    <div ref={root}>
    <Modal
      title={title}
      onClose={onClose}
      className="event-form"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} busy={busy} disabled={uploading}>
            {editing ? 'Save Changes' : 'Create Event'}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {alert && <Alert variant="error">{alert}</Alert>}
        {canCreateChapterEvent && groupId && !editing && (
          <ChoiceGroup
            legend="Event kind"
            name="kind"
            inline
            choices={[
              { value: 'chapter', label: 'Chapter Event', hint: groupName ?? undefined },
              { value: 'member', label: 'Member Event' },
            ]}
            value={v.kind}
            onChange={(kind) => set(kind === 'member' ? { kind, hostId: me?.id ?? null, hostName: me?.name ?? null, repeat: false } : { kind, hostId: null, hostName: null })}
          />
        )}
        <Field label="Event Title" name="name" maxLength={200} required value={v.name} error={errors.name} onChange={(e) => set({ name: e.currentTarget.value })} />
        {chapterEvent && groupId && (
          <div className="event-form__host">
            <p className="rwb-field__label" id="host-label">
              Host
            </p>
            <p aria-describedby={errors.host ? 'host-error' : undefined}>{v.hostName ?? '—'}</p>
            <Button variant="secondary" onClick={() => setPickHost(true)} aria-describedby="host-label">
              Pick a Host
            </Button>
            <p className="rwb-field__error" id="host-error" aria-live="polite">
              {errors.host ?? null}
            </p>
          </div>
        )}
        <ChoiceGroup
          legend="Event type"
          name="event-type"
          inline
          choices={[
            { value: 'local', label: 'Local' },
            { value: 'virtual', label: 'Virtual' },
          ]}
          value={v.isVirtual ? 'virtual' : 'local'}
          onChange={(t) => setV((cur) => setVirtual(cur, t === 'virtual'))}
        />
        {v.isVirtual && (
          <ChoiceGroup
            legend="Virtual event type"
            name="virtual-type"
            inline
            choices={[
              { value: 'workout', label: 'Workout' },
              { value: 'challenge', label: 'Challenge' },
            ]}
            value={v.virtualCategory}
            onChange={(c) => set({ virtualCategory: c })}
          />
        )}
        <div className="event-form__row">
          <Field label="Date" type="date" name="date" required min={todayIn(browserZone)} value={v.date} error={errors.date} onChange={(e) => set({ date: e.currentTarget.value })} />
          <Checkbox label="All Day" name="all-day" checked={v.allDay} onChange={(allDay) => set({ allDay })} />
        </div>
        {!v.allDay && (
          <div className="event-form__row">
            {(['startTime', 'endTime'] as const).map((k) => (
              <Field
                key={k}
                label={k === 'startTime' ? 'Start Time' : 'End Time'}
                error={errors[k]}
                required
                control={(p) => (
                  <select {...p} name={k} value={v[k]} onChange={(e) => set({ [k]: e.currentTarget.value })}>
                    <option value="">--</option>
                    {TIMES.map((t) => (
                      <option key={t} value={t}>
                        {timeLabel(t)}
                      </option>
                    ))}
                  </select>
                )}
              />
            ))}
          </div>
        )}
        {chapterEvent && !editing && (
          <fieldset className="event-form__repeat">
            <legend className="rwb-field__label">Repeat</legend>
            <Checkbox label="Repeat this event" name="repeat" checked={v.repeat} onChange={(repeat) => set({ repeat })} error={errors.repeat} />
            {v.repeat && (
              <>
                <div className="event-form__row">
                  <Field
                    label="Frequency"
                    control={(p) => (
                      <select {...p} name="frequency" value={v.frequency} onChange={(e) => set({ frequency: e.currentTarget.value as EventFormValues['frequency'] })}>
                        <option value="day">Daily</option>
                        <option value="week">Weekly</option>
                        <option value="month">Monthly</option>
                      </select>
                    )}
                  />
                  <Field label="Every (1-10)" type="number" name="interval" min={1} max={10} value={v.interval} onChange={(e) => set({ interval: Math.min(10, Math.max(1, Number(e.currentTarget.value) || 1)) })} />
                  <Field label="Occurrences (1-15)" type="number" name="count" min={1} max={15} value={v.count} onChange={(e) => set({ count: Math.min(15, Math.max(1, Number(e.currentTarget.value) || 1)) })} />
                </div>
                {v.frequency === 'week' && (
                  <div className="event-form__days" role="group" aria-label="Days of the week" aria-describedby={errors.weekdays ? 'weekdays-error' : undefined}>
                    {WEEKDAYS.map((d) => {
                      const on = d === startWeekday || v.weekdays.includes(d);
                      return (
                        <button key={d} type="button" className="chip" aria-pressed={on} disabled={d === startWeekday} onClick={() => setV((cur) => toggleWeekday(cur, d))}>
                          {WEEKDAY_LABELS[d]}
                        </button>
                      );
                    })}
                    <p className="rwb-field__error" id="weekdays-error" aria-live="polite">
                      {errors.weekdays ?? null}
                    </p>
                  </div>
                )}
                {v.frequency === 'month' && (
                  <ChoiceGroup
                    legend="Monthly on"
                    name="monthly"
                    choices={[
                      { value: 'same_date', label: 'The same date' },
                      { value: 'last_day', label: 'The last day of the month' },
                      { value: 'nth_weekday', label: 'The same weekday of the week (e.g. 2nd Saturday)' },
                      { value: 'last_weekday', label: 'The last weekday of the month (e.g. last Saturday)' },
                    ]}
                    value={v.monthly}
                    onChange={(monthly: MonthlyRule) => set({ monthly })}
                  />
                )}
              </>
            )}
          </fieldset>
        )}
        {!v.isVirtual && (
          <PlaceField
            label="Location"
            value={v.place}
            onChange={(place) => set({ place })}
            error={errors.place}
            loggedIn
            hint="City, state or zip code (3 or more characters)."
            noResults={m.noResults}
            lookupFailed={m.locationNotFound(config.productName)}
            currentLocation={{ label: m.useCurrentLocation, denied: m.locationDenied(config.productName), failed: m.locationError, notFound: m.noCoordinates }}
          />
        )}
        <Field
          label="Activity Category"
          error={errors.category}
          required
          control={(p) => (
            <select {...p} name="category" value={v.category} onChange={(e) => set({ category: e.currentTarget.value })}>
              <option value="">Choose a category</option>
              {EVENT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        />
        {v.links.map((l, i) => (
          <div className="event-form__row" key={i}>
            <Field
              label={`Link ${i + 1} Text`}
              name={`link${i}text`}
              value={l.text}
              error={errors[`link${i}text` as FormField]}
              onChange={(e) => set({ links: v.links.map((x, j) => (j === i ? { ...x, text: e.currentTarget.value } : x)) })}
            />
            <Field
              label={`Link ${i + 1} URL`}
              name={`link${i}url`}
              type="url"
              value={l.url}
              error={errors[`link${i}url` as FormField]}
              onChange={(e) => set({ links: v.links.map((x, j) => (j === i ? { ...x, url: e.currentTarget.value } : x)) })}
            />
          </div>
        ))}
        <Field
          label="Description"
          hint={`${v.description.length} / ${DESCRIPTION_MAX}`}
          error={errors.description ?? (v.description.length > DESCRIPTION_MAX ? m.descriptionTooLong : undefined)}
          required
          control={(p) => <textarea {...p} name="description" rows={5} value={v.description} onChange={(e) => set({ description: e.currentTarget.value })} />}
        />
        <ImageUpload
          label="Cover Photo"
          intent="event"
          shape="wide"
          value={v.photoUrl}
          onChange={(photoUrl) => set({ photoUrl })}
          onBusyChange={setUploading}
          uploadFailedText={m.imageFailed(config.productName)}
        />
      </form>
      {pickHost && groupId && (
        <MemberPicker
          title="Pick a Host"
          groupId={groupId}
          doneLabel="Host"
          isDone={(x) => x.id === v.hostId}
          onPick={async (x) => {
            set({ hostId: x.id, hostName: `${x.first_name ?? ''} ${x.last_name ?? ''}`.trim() });
            setPickHost(false);
          }}
          onClose={() => setPickHost(false)}
        />
      )}
    </Modal>
    </div>
  );
}
