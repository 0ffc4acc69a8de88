/** One event as an iCalendar file (RFC 5545): a single VEVENT with UTC times. */
import type { EventRow } from './queries';

const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * Escapes TEXT values (RFC 5545 3.3.11): backslash, semicolon, comma, and every line break form
 * (CRLF, LF, a lone CR, and the Unicode NEL / line / paragraph separators) as `\n`. Other control
 * characters (not allowed in TEXT) are dropped, so nothing can end the line and inject a property.
 */
export function icsText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\n\r\u0085\u2028\u2029]/g, '\\n')
    .replace(/[^\P{Cc}\t]/gu, '');
}

/** Folds a content line at 75 octets (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function eventIcs(e: EventRow, opts: { host: string; url: string; now: Date }): string {
  const location = e.is_virtual ? 'Virtual' : [e.address, e.city, [e.state, e.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Team RWB//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${e.id}@${opts.host}`,
    `DTSTAMP:${utc(opts.now)}`,
    `DTSTART:${utc(e.start_at)}`,
    `DTEND:${utc(e.end_at)}`,
    `SUMMARY:${icsText(e.name)}`,
    `DESCRIPTION:${icsText(e.description)}`,
    ...(location ? [`LOCATION:${icsText(location)}`] : []),
    `URL:${opts.url}`,
    `STATUS:${e.status === 'Canceled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
