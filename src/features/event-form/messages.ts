// Every user-visible text of the Create/Edit Event form. Spec texts (events spec §5 Event form, §8)
// are exact; the rest is ours where the spec shows none (README "Decisions").
import { locationTexts } from '@/lib/location-texts';

/** Validation and failure messages. */
export const formMessages = {
  // §5 exact
  required: 'THIS FIELD IS REQUIRED',
  hostRequired: 'HOST SELECTION IS REQUIRED',
  descriptionTooLong: 'EXCEEDED 3000 CHARACTER LIMIT',
  endBeforeStart: 'MUST BE AFTER START TIME',
  linkTextTooLong: 'EXCEEDED 40 CHARACTER LIMIT',
  linkUrlTooLong: 'EXCEEDED 255 CHARACTER LIMIT',
  invalidUrl: (host: string) => `INVALID URL (example: ${host})`,
  missingLinkText: 'MISSING TEXT FOR LINK',
  missingLink: 'MISSING LINK FOR TEXT',
  repeatNeedsDate: 'Please pick an event date to set repeating event options.',
  repeatNeedsDateTime: 'Please pick an event date and start time to set repeating event options.',
  notSynced: 'Unable to create an event until your account has fully synced. Try again in 15 minutes.',
  // §8 exact
  createFailed: (product: string) => `${product}: Error uploading event to ${product} Servers.`,
  updateFailed: (product: string) => `${product}: Error uploading updated event to ${product} Servers.`,
  imageFailed: (product: string) => `${product}: Error uploading event image`,
  // §8 Location (exact; one home: src/lib/location-texts.ts)
  ...locationTexts,
  // Ours
  pastDate: 'PAST DATES ARE NOT ALLOWED',
  weekdaysRequired: 'CHOOSE AT LEAST ONE DAY',
} as const;

/** The host the INVALID URL message shows as an example (spec §5). */
export const EXAMPLE_URL_HOST = 'https://www.teamrwb.org';

/** Titles, labels, choices and buttons. */
export const formLabels = {
  titleEdit: 'Edit Event',
  titleGroup: 'Create Group Event',
  titleNonChapter: 'Create NON-CHAPTER Event',
  titleCreate: 'Create Event',
  cancel: 'Cancel',
  save: 'Save Changes',
  create: 'Create Event',
  kind: 'Event kind',
  chapterEvent: 'Chapter Event',
  memberEvent: 'Member Event',
  name: 'Event Title',
  host: 'Host',
  noHost: '—',
  pickHost: 'Pick a Host',
  eventType: 'Event type',
  local: 'Local',
  virtual: 'Virtual',
  virtualType: 'Virtual event type',
  workout: 'Workout',
  challenge: 'Challenge',
  date: 'Date',
  allDay: 'All Day',
  startTime: 'Start Time',
  endTime: 'End Time',
  noTime: '--',
  repeat: 'Repeat',
  repeatThis: 'Repeat this event',
  frequency: 'Frequency',
  frequencies: { day: 'Daily', week: 'Weekly', month: 'Monthly' },
  interval: 'Every (1-10)',
  count: 'Occurrences (1-15)',
  weekdays: 'Days of the week',
  weekdayNames: { SU: 'Sun', MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat' },
  monthlyOn: 'Monthly on',
  monthly: {
    same_date: 'The same date',
    last_day: 'The last day of the month',
    nth_weekday: 'The same weekday of the week (e.g. 2nd Saturday)',
    last_weekday: 'The last weekday of the month (e.g. last Saturday)',
  },
  location: 'Location',
  locationHint: 'City, state or zip code (3 or more characters).',
  category: 'Activity Category',
  chooseCategory: 'Choose a category',
  linkText: (n: number) => `Link ${n} Text`,
  linkUrl: (n: number) => `Link ${n} URL`,
  description: 'Description',
  descriptionCount: (length: number, max: number) => `${length} / ${max}`,
  cover: 'Cover Photo',
} as const;
