import { describe, expect, it } from 'vitest';
import {
  addressLine,
  ATTENDEE_ATTEMPTS,
  attendanceOffer,
  attendeeCountAfter,
  canOpenProfile,
  eventPermissions,
  FIRST_ATTENDEE_PAGE,
  mapUrl,
  nextAttendance,
  nextAttendeePage,
  shareLink,
} from '@/features/event-detail/model';
import { attendeeMessages, messages } from '@/features/event-detail/messages';
import { reportTexts } from '@/lib/report';
import { copyLinkText } from '@/ui/copy-link-button';

const event = { start: '2026-12-05T14:00:00Z', time_zone_id: 'America/New_York', status: 'Scheduled', host: { id: 1 } };

describe('spec texts', () => {
  it('are exact', () => {
    expect(messages.attendanceFailed).toBe('Failed to update attendance status.');
    expect(messages.cancelConfirm).toBe('Are you sure you want to cancel this event?');
    expect(messages.canceled).toBe('This Event Has Been Canceled');
    expect(messages.removed('Team RWB')).toBe('Team RWB: This event you are looking for has been canceled and removed.');
    expect(messages.removeFailed).toBe('Error removing event');
    // The report flow's and Copy Link's texts have one home (src/lib/report.ts, src/ui/copy-link-button.tsx).
    expect(reportTexts.event.confirm('Team RWB')).toBe('Team RWB: Would you like to report this event?');
    expect(reportTexts.event.sent('Team RWB')).toBe('Team RWB: Your report has been sent');
    expect(copyLinkText.copied).toBe('Copied!');
    expect(attendeeMessages.retriesFailed).toBe('There was a problem with the server. Some event attendees will not be displayed.');
    expect(attendeeMessages.moreFailed).toBe('There was an error fetching the rest of the event attendees.');
    expect(attendeeMessages.someMissing).toBe('Could not display some interested and going users');
    expect(attendeeMessages.addToCheckedIn).toBe('Add Member to Checked In');
  });
});

describe('attendanceOffer (events spec §4)', () => {
  it('Going and Interested before the event day (in the event zone), Check In from it', () => {
    expect(attendanceOffer(event, 2, new Date('2026-12-05T04:59:00Z'))).toEqual({ kind: 'buttons', buttons: ['going', 'interested'] }); // 23:59 Dec 4 NY
    expect(attendanceOffer(event, 2, new Date('2026-12-05T05:00:00Z'))).toEqual({ kind: 'buttons', buttons: ['checked_in'] });
    expect(attendanceOffer(event, null, new Date('2026-12-01T00:00:00Z'))).toEqual({ kind: 'buttons', buttons: ['going', 'interested'] });
  });
  it('the host cannot use them; a canceled event has none', () => {
    expect(attendanceOffer(event, 1)).toEqual({ kind: 'host' });
    expect(attendanceOffer({ ...event, status: 'Canceled' }, 2)).toEqual({ kind: 'closed' });
  });
});

describe('attendance changes', () => {
  it('tapping the active status again clears it', () => {
    expect(nextAttendance(null, 'going')).toBe('going');
    expect(nextAttendance('going', 'going')).toBeNull();
    expect(nextAttendance('going', 'interested')).toBe('interested');
  });
  it('going and checked-in count as attending', () => {
    expect(attendeeCountAfter(4, null, 'going')).toBe(5);
    expect(attendeeCountAfter(4, 'going', 'interested')).toBe(3);
    expect(attendeeCountAfter(4, 'interested', null)).toBe(4);
    expect(attendeeCountAfter(0, 'going', null)).toBe(0);
  });
});

describe('links and profiles', () => {
  it('share link is {host}/events/{id}', () => {
    expect(shareLink('https://members.example.org/app/', 12)).toBe('https://members.example.org/app/events/12');
  });
  it('attendee profiles open for Eagle Leaders or public profiles', () => {
    expect(canOpenProfile(false, { public_profile: true })).toBe(true);
    expect(canOpenProfile(false, { public_profile: false })).toBe(false);
    expect(canOpenProfile(true, { public_profile: false })).toBe(true);
  });
});

describe('eventPermissions', () => {
  const viewer = { userId: 2, loggedIn: true, anonymous: false, formAvailable: true };
  const e = { host: { id: 1 }, status: 'Scheduled', can_edit: true, can_cancel: true };
  it('a manager who is not the host gets Edit and Cancel in the menu; any other member Report', () => {
    expect(eventPermissions(e, viewer)).toEqual({ isHost: false, canceled: false, editable: true, cancelable: true, menu: ['edit', 'cancel', 'report'] });
    expect(eventPermissions({ ...e, can_edit: false, can_cancel: false }, viewer).menu).toEqual(['report']);
  });
  it('the host has no menu (Update and Cancel sit by the attendance); anonymous or logged-out members cannot report', () => {
    expect(eventPermissions(e, { ...viewer, userId: 1 })).toMatchObject({ isHost: true, editable: true, cancelable: true, menu: [] });
    expect(eventPermissions({ ...e, can_edit: false, can_cancel: false }, { ...viewer, anonymous: true }).menu).toEqual([]);
    expect(eventPermissions({ ...e, can_edit: false, can_cancel: false }, { userId: null, loggedIn: false, anonymous: false, formAvailable: true }).menu).toEqual([]);
  });
  it('canceled or completed events cannot be edited; canceled ones not canceled again; no form, no edit', () => {
    expect(eventPermissions({ ...e, status: 'Canceled' }, viewer)).toMatchObject({ canceled: true, editable: false, cancelable: false, menu: ['report'] });
    expect(eventPermissions({ ...e, status: 'Completed' }, viewer)).toMatchObject({ editable: false, cancelable: true });
    expect(eventPermissions(e, { ...viewer, formAvailable: false }).menu).toEqual(['cancel', 'report']);
  });
});

describe('where', () => {
  it('the address line joins the known parts; the map needs coordinates', () => {
    expect(addressLine({ address: '1 E Edenton St', city: 'Raleigh', state: 'NC', zip: '27601' })).toBe('1 E Edenton St · Raleigh, NC · 27601');
    expect(addressLine({ city: 'Raleigh' })).toBe('Raleigh');
    expect(addressLine(null)).toBe('');
    expect(mapUrl({ latitude: 35.77, longitude: -78.63 })).toBe('https://www.openstreetmap.org/?mlat=35.77&mlon=-78.63#map=15/35.77/-78.63');
    expect(mapUrl({ latitude: 35.77 })).toBeNull();
  });
});

describe('attendee pages (spec §9)', () => {
  it('a next page while at least 10 are loaded and fewer than the total', () => {
    expect(ATTENDEE_ATTEMPTS).toBe(3);
    expect(nextAttendeePage(FIRST_ATTENDEE_PAGE, 10, 25, 10)).toEqual({ page: 1, total: 25 });
    expect(nextAttendeePage({ page: 1, total: 25 }, 20, 25, 10)).toEqual({ page: 2, total: 25 });
    expect(nextAttendeePage({ page: 2, total: 25 }, 25, 25, 5)).toBeNull();
    expect(nextAttendeePage(FIRST_ATTENDEE_PAGE, 9, 25, 9)).toBeNull();
  });
  it('without total_count: the first page counts itself; later pages keep the last total', () => {
    expect(nextAttendeePage(FIRST_ATTENDEE_PAGE, 10, null, 10)).toBeNull();
    expect(nextAttendeePage({ page: 1, total: 30 }, 20, undefined, 10)).toEqual({ page: 2, total: 30 });
  });
});
