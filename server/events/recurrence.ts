/**
 * Repeating events: the recurrence rule a chapter event may carry on create, and its expansion into
 * occurrences with `rrule`, in the event's time zone (the wall-clock time is kept across DST).
 */
import rrule from 'rrule';
import { z } from 'zod';
import { wallParts, wallTimeToUtc } from './time';

const { RRule, datetime } = rrule;

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAYS)[number];
/** JS getDay() (0 = Sunday) → code. */
const JS_DAY: readonly WeekdayCode[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

const weekday = z.enum(WEEKDAYS, { error: 'Must be one of MO, TU, WE, TH, FR, SA, SU.' });
const required = { error: 'THIS FIELD IS REQUIRED' };

export const recurrenceSchema = z
  .object({
    frequency: z.enum(['day', 'week', 'month'], required),
    interval: z.number(required).int('Must be a whole number.').min(1, 'Must be between 1 and 10.').max(10, 'Must be between 1 and 10.'),
    count: z.number(required).int('Must be a whole number.').min(1, 'Must be between 1 and 15.').max(15, 'Must be between 1 and 15.'),
    dtstart: z.string(required).refine((v) => !Number.isNaN(Date.parse(v)), { error: 'Please pick an event date to set repeating event options.' }),
    weekdays: z.array(weekday).max(7).optional(),
    monthly: z
      .discriminatedUnion(
        'type',
        [
          z.object({ type: z.literal('same_date') }),
          z.object({ type: z.literal('last_day') }),
          z.object({ type: z.literal('nth_weekday'), n: z.number().int().min(1, 'Must be between 1 and 4.').max(4, 'Must be between 1 and 4.'), weekday }),
          z.object({ type: z.literal('last_weekday'), weekday }),
        ],
        { error: 'Choose one monthly option.' },
      )
      .optional(),
  })
  .superRefine((r, ctx) => {
    if (r.frequency === 'week' && !r.weekdays?.length) ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'Choose at least one weekday.' });
    if (r.frequency === 'month' && !r.monthly) ctx.addIssue({ code: 'custom', path: ['monthly'], message: 'Choose one monthly option.' });
  });

export type Recurrence = z.output<typeof recurrenceSchema>;

/** The weekday code of `start` in `zone`. */
export function startWeekday(start: Date, zone: string): WeekdayCode {
  return JS_DAY[wallParts(start, zone).weekday];
}

export interface Occurrence {
  start: Date;
  end: Date;
}

/** `count` occurrences of the rule, starting at `start` (its wall-clock time in `zone`), each as long as the first. */
export function expandRecurrence(rule: Recurrence, start: Date, end: Date, zone: string): Occurrence[] {
  const p = wallParts(start, zone);
  const duration = end.getTime() - start.getTime();
  const byDay = (code: WeekdayCode) => RRule[code];
  const options: Partial<rrule.Options> = {
    freq: rule.frequency === 'day' ? RRule.DAILY : rule.frequency === 'week' ? RRule.WEEKLY : RRule.MONTHLY,
    interval: rule.interval,
    count: rule.count,
    // "Floating" time: the wall clock expressed as UTC components, converted per occurrence below.
    dtstart: datetime(p.year, p.month, p.day, p.hour, p.minute, p.second),
    wkst: RRule.MO,
  };
  if (rule.frequency === 'week') options.byweekday = (rule.weekdays ?? []).map(byDay);
  if (rule.frequency === 'month' && rule.monthly) {
    const m = rule.monthly;
    if (m.type === 'same_date') options.bymonthday = p.day;
    else if (m.type === 'last_day') options.bymonthday = -1;
    else if (m.type === 'nth_weekday') options.byweekday = byDay(m.weekday).nth(m.n);
    else options.byweekday = byDay(m.weekday).nth(-1);
  }
  return new RRule(options)
    .all()
    .slice(0, rule.count)
    .map((d) => {
      const s = wallTimeToUtc(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), zone, d.getUTCSeconds());
      return { start: s, end: new Date(s.getTime() + duration) };
    });
}
