import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventIcs, icsText } from '../../../server/events/ics';
import type { EventRow } from '../../../server/events/queries';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { createEvent, syncedMember } from '../support/events';

const row = (over: Partial<EventRow> = {}): EventRow => ({
  id: 7,
  name: 'Ruck',
  creator_id: 1,
  host_id: 1,
  category: 'hike-ruck',
  description: 'Bring water.',
  start_at: new Date('2030-05-01T16:00:00Z'),
  end_at: new Date('2030-05-01T17:00:00Z'),
  recurrence: null,
  series_id: null,
  status: 'Scheduled',
  chapter_id: null,
  chapter_hosted: false,
  photo_url: null,
  links: [],
  latitude: null,
  longitude: null,
  address: '1 E Edenton St',
  city: 'Raleigh',
  state: 'NC',
  zip: '27601',
  country: 'United States',
  is_virtual: false,
  is_all_day: false,
  virtual_event_category: null,
  time_zone_id: 'America/New_York',
  time_zone_name: 'Eastern Time',
  challenge_id: null,
  is_removed: false,
  created_at: new Date('2030-01-01T00:00:00Z'),
  updated_at: new Date('2030-01-01T00:00:00Z'),
  ...over,
});
const opts = { host: 'example.test', url: 'https://example.test/events/7', now: new Date('2030-01-02T00:00:00Z') };

/** The file's content lines, unfolded (RFC 5545 3.1): a CR may only appear as part of CRLF. */
function contentLines(ics: string): string[] {
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

const INJECTIONS = ['x\rLOCATION:evil', 'x\nLOCATION:evil', 'x\r\nLOCATION:evil', 'x\r\rLOCATION:evil', 'x\n\rLOCATION:evil', 'x\u2028LOCATION:evil', 'x\u0085LOCATION:evil'];

describe('icsText', () => {
  it('escapes backslash, semicolon, comma and every line break form as \\n', () => {
    expect(icsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(icsText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(icsText('a\r\r\nb')).toBe('a\\n\\nb');
    expect(icsText('a\u2028b\u2029c\u0085d')).toBe('a\\nb\\nc\\nd');
  });

  it('drops other control characters and keeps tabs and text', () => {
    expect(icsText('a\u0000b\u000bc\u001fd\u007fe\tf é 🎒')).toBe('abcde\tf é 🎒');
  });

  it.each(INJECTIONS)('a title or description with %j injects no line', (text) => {
    const lines = contentLines(eventIcs(row({ name: text, description: `${text} again`, address: text }), opts));
    expect(lines.filter((l) => l.startsWith('LOCATION:'))).toEqual([expect.stringMatching(/^LOCATION:x(\\n)+LOCATION:evil\\, Raleigh\\, NC 27601$/)]);
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toMatch(/^SUMMARY:x(\\n)+LOCATION:evil$/);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(/^DESCRIPTION:x(\\n)+LOCATION:evil again$/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('folded long lines stay CRLF + space and unfold to the escaped text', () => {
    const long = `${'a'.repeat(100)}\r${'b'.repeat(100)}`;
    const ics = eventIcs(row({ description: long }), opts);
    expect(contentLines(ics)).toContain(`DESCRIPTION:${'a'.repeat(100)}\\n${'b'.repeat(100)}`);
  });
});

describe('GET /api/v1/mobile_event/{id}/ics with line breaks in the event', () => {
  let s: TestServer;
  let host: Member;
  beforeAll(async () => {
    s = await createTestServer();
    host = await syncedMember(s);
  });
  afterAll(() => s?.close());

  it('a lone \\r or \\r\\n in the title and description never reaches the file unescaped', async () => {
    for (const [name, description] of [
      ['x\rLOCATION:evil', 'd\rATTACH:http://evil.test/'],
      ['x\r\nLOCATION:evil', 'd\r\nATTACH:http://evil.test/'],
    ]) {
      const e = await createEvent(s, host, { name, description });
      const r = await s.call(`/api/v1/mobile_event/${e.id}/ics`);
      expect(r.status).toBe(200);
      const lines = contentLines(r.text);
      expect(lines.filter((l) => /^(LOCATION|ATTACH)/.test(l))).toEqual(['LOCATION:1 E Edenton St\\, Raleigh\\, NC 27601']);
      expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe('SUMMARY:x\\nLOCATION:evil');
    }
  });
});
