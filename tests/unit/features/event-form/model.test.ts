import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  eventBody,
  formTitle,
  initialValues,
  setKind,
  setVirtual,
  startEnd,
  timeOptions,
  toggleWeekday,
  validateEventForm,
  weekdayOf,
  type EventFormValues,
} from '@/features/event-form/model';
import { formMessages } from '@/features/event-form/messages';

const NOW = new Date('2026-11-22T15:00:00Z');
const place = { description: '1 E Edenton St, Raleigh, NC', address: '1 E Edenton St', city: 'Raleigh', state: 'NC', zip: '27601', latitude: 35.77, longitude: -78.63, time_zone_id: 'America/New_York' };
const filled = (over: Partial<EventFormValues> = {}): EventFormValues => ({
  ...emptyForm('member', 7, 'Ana Lopez'),
  name: 'Saturday ruck',
  date: '2026-12-05',
  startTime: '09:00',
  endTime: '11:00',
  place,
  category: 'hike-ruck',
  description: 'Bring a pack.',
  ...over,
});
const opts = { exampleHost: 'https://www.teamrwb.org', browserZone: 'America/Los_Angeles', now: NOW, editing: false };

describe('spec texts', () => {
  it('are exact', () => {
    expect(formMessages).toMatchObject({
      required: 'THIS FIELD IS REQUIRED',
      hostRequired: 'HOST SELECTION IS REQUIRED',
      descriptionTooLong: 'EXCEEDED 3000 CHARACTER LIMIT',
      endBeforeStart: 'MUST BE AFTER START TIME',
      linkTextTooLong: 'EXCEEDED 40 CHARACTER LIMIT',
      linkUrlTooLong: 'EXCEEDED 255 CHARACTER LIMIT',
      missingLinkText: 'MISSING TEXT FOR LINK',
      missingLink: 'MISSING LINK FOR TEXT',
      locationIncomplete: 'Missing city/state/zip from this location. Please choose another location.',
      repeatNeedsDate: 'Please pick an event date to set repeating event options.',
      repeatNeedsDateTime: 'Please pick an event date and start time to set repeating event options.',
      notSynced: 'Unable to create an event until your account has fully synced. Try again in 15 minutes.',
    });
    expect(formMessages.invalidUrl('https://www.teamrwb.org')).toBe('INVALID URL (example: https://www.teamrwb.org)');
    expect(formMessages.createFailed('Team RWB')).toBe('Team RWB: Error uploading event to Team RWB Servers.');
    expect(formMessages.updateFailed('Team RWB')).toBe('Team RWB: Error uploading updated event to Team RWB Servers.');
    expect(formMessages.imageFailed('Team RWB')).toBe('Team RWB: Error uploading event image');
  });
});

describe('validateEventForm', () => {
  it('a complete form is valid', () => {
    expect(validateEventForm(filled(), opts)).toEqual({});
  });
  it('required fields; host for chapter events; description limit; end after start; past dates', () => {
    const e = validateEventForm({ ...emptyForm('chapter', null, null) }, opts);
    expect(e).toMatchObject({ name: 'THIS FIELD IS REQUIRED', host: 'HOST SELECTION IS REQUIRED', description: 'THIS FIELD IS REQUIRED', category: 'THIS FIELD IS REQUIRED', place: 'THIS FIELD IS REQUIRED', date: 'THIS FIELD IS REQUIRED', startTime: 'THIS FIELD IS REQUIRED' });
    expect(validateEventForm(filled({ description: 'x'.repeat(3001) }), opts).description).toBe('EXCEEDED 3000 CHARACTER LIMIT');
    expect(validateEventForm(filled({ endTime: '09:00' }), opts).endTime).toBe('MUST BE AFTER START TIME');
    expect(validateEventForm(filled({ date: '2026-11-21' }), opts).date).toBe(formMessages.pastDate);
    expect(validateEventForm(filled({ date: '2026-11-22' }), opts).date).toBeUndefined();
  });
  it('virtual events need no place; all-day events no times', () => {
    expect(validateEventForm(filled({ isVirtual: true, place: null }), opts)).toEqual({});
    expect(validateEventForm(filled({ allDay: true, startTime: '', endTime: '' }), opts)).toEqual({});
  });
  it('a place without city, state or zip', () => {
    expect(validateEventForm(filled({ place: { ...place, zip: null } }), opts).place).toBe(formMessages.locationIncomplete);
  });
  it('the link rules', () => {
    const e = validateEventForm(filled({ links: [{ text: 'x'.repeat(41), url: 'ftp://nope' }, { text: 'Sign up', url: '' }] }), opts);
    expect(e).toEqual({ link0text: 'EXCEEDED 40 CHARACTER LIMIT', link0url: 'INVALID URL (example: https://www.teamrwb.org)', link1url: 'MISSING LINK FOR TEXT' });
    expect(validateEventForm(filled({ links: [{ text: '', url: 'https://example.org' }, { text: '', url: `https://e.org/${'a'.repeat(250)}` }] }), opts)).toEqual({ link0text: 'MISSING TEXT FOR LINK', link1url: 'EXCEEDED 255 CHARACTER LIMIT', link1text: 'MISSING TEXT FOR LINK' });
  });
  it('repeat options need a date (and a start time unless all day); weekly needs days', () => {
    expect(validateEventForm(filled({ kind: 'chapter', repeat: true, date: '', startTime: '' }), opts).repeat).toBe(formMessages.repeatNeedsDateTime);
    expect(validateEventForm(filled({ kind: 'chapter', repeat: true, date: '', allDay: true }), opts).repeat).toBe(formMessages.repeatNeedsDate);
    expect(validateEventForm(filled({ kind: 'chapter', repeat: true, frequency: 'week', weekdays: [], date: '' }), opts).weekdays).toBe(formMessages.weekdaysRequired);
    // With a date, the start's weekday counts.
    expect(validateEventForm(filled({ kind: 'chapter', repeat: true, frequency: 'week', weekdays: [] }), opts).weekdays).toBeUndefined();
  });
});

describe('form rules', () => {
  it('times in 15-minute steps', () => {
    const t = timeOptions();
    expect(t).toHaveLength(96);
    expect(t.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
  });
  it('virtual clears all-day; local clears the subtype', () => {
    const v = setVirtual(filled({ allDay: true }), true);
    expect(v).toMatchObject({ isVirtual: true, allDay: false, virtualCategory: 'workout' });
    expect(setVirtual(v, false)).toMatchObject({ isVirtual: false, virtualCategory: '' });
  });
  it('the start weekday cannot be deselected', () => {
    const v = filled({ date: '2026-12-05' }); // a Saturday
    expect(weekdayOf('2026-12-05')).toBe('SA');
    expect(toggleWeekday(v, 'SA')).toBe(v);
    expect(toggleWeekday(toggleWeekday(v, 'TU'), 'MO').weekdays).toEqual(['MO', 'TU']);
  });
});

describe('times and body', () => {
  it('all-day events are 12:00-13:00 New York in UTC; others in the place zone, else the browser zone', () => {
    expect(startEnd(filled({ allDay: true }), 'Europe/Berlin')).toEqual({ start: '2026-12-05T17:00:00.000Z', end: '2026-12-05T18:00:00.000Z', zone: 'America/New_York' });
    expect(startEnd(filled(), 'Europe/Berlin')).toEqual({ start: '2026-12-05T14:00:00.000Z', end: '2026-12-05T16:00:00.000Z', zone: 'America/New_York' });
    expect(startEnd(filled({ isVirtual: true, place: null }), 'America/Los_Angeles').start).toBe('2026-12-05T17:00:00.000Z');
  });
  it('the body: title cut to 68, filled links only, recurrence for chapter events on create', () => {
    const b = eventBody(filled({ name: 'x'.repeat(80), links: [{ text: 'Sign up', url: 'https://example.org' }, { text: '', url: '' }] }), { groupId: 3, browserZone: 'UTC', editing: false });
    expect(b).toMatchObject({ host: 7, category: 'hike-ruck', chapter_id: 3, chapter_hosted: false, is_virtual: false, time_zone_id: 'America/New_York', links: [{ text: 'Sign up', url: 'https://example.org' }] });
    expect((b.name as string).length).toBe(68);
    expect(b).not.toHaveProperty('recurrence');
    const r = eventBody(filled({ kind: 'chapter', repeat: true, frequency: 'week', interval: 2, count: 6, weekdays: ['TU'] }), { groupId: 3, browserZone: 'UTC', editing: false });
    expect(r.recurrence).toEqual({ frequency: 'week', interval: 2, count: 6, dtstart: '2026-12-05T14:00:00.000Z', weekdays: ['TU', 'SA'] });
    const mo = eventBody(filled({ kind: 'chapter', repeat: true, frequency: 'month', monthly: 'nth_weekday' }), { groupId: 3, browserZone: 'UTC', editing: false });
    expect(mo.recurrence).toMatchObject({ frequency: 'month', monthly: { type: 'nth_weekday', n: 1, weekday: 'SA' } });
    expect(eventBody(filled({ kind: 'chapter', repeat: true }), { groupId: 3, browserZone: 'UTC', editing: true })).not.toHaveProperty('recurrence');
  });
});

describe('valuesFromEvent', () => {
  it('reads an event back into the form in its own zone', async () => {
    const { valuesFromEvent } = await import('@/features/event-form/model');
    const v = valuesFromEvent({
      name: 'Ruck',
      host: { id: 7, first_name: 'Ana', last_name: 'Lopez' },
      chapter_hosted: false,
      start: '2026-12-05T14:00:00Z',
      end: '2026-12-05T16:00:00Z',
      time_zone_id: 'America/New_York',
      location: { latitude: 35.77, longitude: -78.63, address: '1 E Edenton St', city: 'Raleigh', state: 'NC', zip: '27601' },
      category: 'hike-ruck',
      links: [{ text: 'Sign up', url: 'https://example.org' }],
      description: 'Bring a pack.',
    });
    expect(v).toMatchObject({ name: 'Ruck', kind: 'member', hostId: 7, hostName: 'Ana Lopez', date: '2026-12-05', startTime: '09:00', endTime: '11:00', category: 'hike-ruck' });
    expect(v.links).toEqual([{ text: 'Sign up', url: 'https://example.org' }, { text: '', url: '' }]);
    expect(v.place).toMatchObject({ city: 'Raleigh', zip: '27601', time_zone_id: 'America/New_York' });
  });
});

describe('kind, title and the first values', () => {
  const me = { id: 7, name: 'Ana Lopez' };
  it('a chapter event (no host yet) where the member may create one in a group, else their own member event', () => {
    expect(initialValues({ groupId: 3, canCreateChapterEvent: true, virtual: false, me })).toMatchObject({ kind: 'chapter', hostId: null, hostName: null, isVirtual: false });
    expect(initialValues({ groupId: null, canCreateChapterEvent: true, virtual: true, me })).toMatchObject({ kind: 'member', hostId: 7, hostName: 'Ana Lopez', isVirtual: true, virtualCategory: 'workout' });
    expect(initialValues({ groupId: 3, canCreateChapterEvent: false, virtual: false, me: null })).toMatchObject({ kind: 'member', hostId: null });
  });
  it('a member event is the member’s own and never repeats; a chapter event needs a host picked', () => {
    const chapter = { ...filled({ kind: 'chapter', hostId: 9, hostName: 'Bo Diaz' }), repeat: true };
    expect(setKind(chapter, 'member', me)).toMatchObject({ kind: 'member', hostId: 7, hostName: 'Ana Lopez', repeat: false });
    expect(setKind(filled(), 'chapter', me)).toMatchObject({ kind: 'chapter', hostId: null, hostName: null });
  });
  it('the title', () => {
    expect(formTitle(true, 'chapter', true)).toBe('Edit Event');
    expect(formTitle(false, 'chapter', false)).toBe('Create Group Event');
    expect(formTitle(false, 'member', true)).toBe('Create NON-CHAPTER Event');
    expect(formTitle(false, 'member', false)).toBe('Create Event');
  });
});
