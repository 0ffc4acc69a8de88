import { useRef, useState } from 'react';
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
import { useShadowStyles } from '@/lib/styles';
import { $config } from '@/store/config';
import css from '../styles.css?inline';
import { useEventForm, type EventFormOptions } from '../hooks/use-event-form';
import { formLabels as l, formMessages as m } from '../messages';
import { DESCRIPTION_MAX, setVirtual, timeLabel, timeOptions, todayIn, type FormField } from '../model';
import { RepeatFields } from './repeat-fields';

export interface EventFormProps extends EventFormOptions {
  /** The group's name, shown with the Chapter Event choice. */
  groupName?: string | null;
  onClose(): void;
}

const TIMES = timeOptions();
const EVENT_TYPES = [
  { value: 'local', label: l.local },
  { value: 'virtual', label: l.virtual },
] as const;
const VIRTUAL_TYPES = [
  { value: 'workout', label: l.workout },
  { value: 'challenge', label: l.challenge },
] as const;

/** Create / Edit Event (events spec §2, §5). */
export function EventForm(props: EventFormProps) {
  const { groupId, groupName, canCreateChapterEvent, onClose } = props;
  const { productName } = useStore($config);
  const root = useRef<HTMLDivElement>(null);
  useShadowStyles(root, css);
  const form = useEventForm(props);
  const { values: v, errors, set, editing } = form;
  const [pickHost, setPickHost] = useState(false);
  const chapterEvent = v.kind === 'chapter';

  return (
    <div ref={root}>
      <Modal
        title={form.title}
        onClose={onClose}
        className="event-form"
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {l.cancel}
            </Button>
            <Button onClick={() => void form.submit()} busy={form.busy} disabled={form.uploading}>
              {editing ? l.save : l.create}
            </Button>
          </>
        }
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void form.submit();
          }}
        >
          {form.alert && <Alert variant="error">{form.alert}</Alert>}
          {canCreateChapterEvent && groupId && !editing && (
            <ChoiceGroup
              legend={l.kind}
              name="kind"
              inline
              choices={[
                { value: 'chapter', label: l.chapterEvent, hint: groupName ?? undefined },
                { value: 'member', label: l.memberEvent },
              ]}
              value={v.kind}
              onChange={form.chooseKind}
            />
          )}
          <Field label={l.name} name="name" maxLength={200} required value={v.name} error={errors.name} onChange={(e) => set({ name: e.currentTarget.value })} />
          {chapterEvent && groupId && (
            <div className="event-form__host">
              <p className="rwb-field__label" id="host-label">
                {l.host}
              </p>
              <p aria-describedby={errors.host ? 'host-error' : undefined}>{v.hostName ?? l.noHost}</p>
              <Button variant="secondary" onClick={() => setPickHost(true)} aria-describedby="host-label">
                {l.pickHost}
              </Button>
              <p className="rwb-field__error" id="host-error" aria-live="polite">
                {errors.host ?? null}
              </p>
            </div>
          )}
          <ChoiceGroup
            legend={l.eventType}
            name="event-type"
            inline
            choices={EVENT_TYPES}
            value={v.isVirtual ? 'virtual' : 'local'}
            onChange={(t) => form.change((cur) => setVirtual(cur, t === 'virtual'))}
          />
          {v.isVirtual && (
            <ChoiceGroup
              legend={l.virtualType}
              name="virtual-type"
              inline
              choices={VIRTUAL_TYPES}
              value={v.virtualCategory}
              onChange={(c) => set({ virtualCategory: c })}
            />
          )}
          <div className="event-form__row">
            <Field label={l.date} type="date" name="date" required min={todayIn(form.browserZone)} value={v.date} error={errors.date} onChange={(e) => set({ date: e.currentTarget.value })} />
            <Checkbox label={l.allDay} name="all-day" checked={v.allDay} onChange={(allDay) => set({ allDay })} />
          </div>
          {!v.allDay && (
            <div className="event-form__row">
              {(['startTime', 'endTime'] as const).map((k) => (
                <Field
                  key={k}
                  label={l[k]}
                  error={errors[k]}
                  required
                  control={(p) => (
                    <select {...p} name={k} value={v[k]} onChange={(e) => set({ [k]: e.currentTarget.value })}>
                      <option value="">{l.noTime}</option>
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
          {chapterEvent && !editing && <RepeatFields values={v} errors={errors} set={set} change={form.change} />}
          {!v.isVirtual && (
            <PlaceField
              label={l.location}
              value={v.place}
              onChange={(place) => set({ place })}
              error={errors.place}
              loggedIn
              hint={l.locationHint}
              noResults={m.noResults}
              lookupFailed={m.locationNotFound(productName)}
              currentLocation={{ label: m.useCurrentLocation, denied: m.locationDenied(productName), failed: m.locationError, notFound: m.noCoordinates }}
            />
          )}
          <Field
            label={l.category}
            error={errors.category}
            required
            control={(p) => (
              <select {...p} name="category" value={v.category} onChange={(e) => set({ category: e.currentTarget.value })}>
                <option value="">{l.chooseCategory}</option>
                {EVENT_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {CATEGORY_LABELS[c]}
                  </option>
                ))}
              </select>
            )}
          />
          {v.links.map((link, i) => {
            const setLink = (patch: Partial<typeof link>) => set({ links: v.links.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
            return (
              <div className="event-form__row" key={i}>
                <Field label={l.linkText(i + 1)} name={`link${i}text`} value={link.text} error={errors[`link${i}text` as FormField]} onChange={(e) => setLink({ text: e.currentTarget.value })} />
                <Field label={l.linkUrl(i + 1)} name={`link${i}url`} type="url" value={link.url} error={errors[`link${i}url` as FormField]} onChange={(e) => setLink({ url: e.currentTarget.value })} />
              </div>
            );
          })}
          <Field
            label={l.description}
            hint={l.descriptionCount(v.description.length, DESCRIPTION_MAX)}
            error={errors.description ?? (v.description.length > DESCRIPTION_MAX ? m.descriptionTooLong : undefined)}
            required
            control={(p) => <textarea {...p} name="description" rows={5} value={v.description} onChange={(e) => set({ description: e.currentTarget.value })} />}
          />
          <ImageUpload
            label={l.cover}
            intent="event"
            shape="wide"
            value={v.photoUrl}
            onChange={(photoUrl) => set({ photoUrl })}
            onBusyChange={form.setUploading}
            uploadFailedText={m.imageFailed(productName)}
          />
        </form>
        {pickHost && groupId && (
          <MemberPicker
            title={l.pickHost}
            groupId={groupId}
            doneLabel={l.host}
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
