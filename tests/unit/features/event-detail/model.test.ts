import { describe, expect, it } from 'vitest';
import { attendanceOffer, attendeeCountAfter, canOpenProfile, nextAttendance, shareLink } from '@/features/event-detail/model';
import { attendeeMessages, messages } from '@/features/event-detail/messages';

const event = { start: '2026-12-05T14:00:00Z', time_zone_id: 'America/New_York', status: 'Scheduled', host: { id: 1 } };

describe('spec texts', () => {
  it('are exact', () => {
    expect(messages.attendanceFailed).toBe('Failed to update attendance status.');
    expect(messages.cancelConfirm).toBe('Are you sure you want to cancel this event?');
    expect(messages.canceled).toBe('This Event Has Been Canceled');
    expect(messages.removed('Team RWB')).toBe('Team RWB: This event you are looking for has been canceled and removed.');
    expect(messages.removeFailed).toBe('Error removing event');
    expect(messages.reportConfirm('Team RWB')).toBe('Team RWB: Would you like to report this event?');
    expect(messages.reportSent('Team RWB')).toBe('Team RWB: Your report has been sent');
    expect(messages.copied).toBe('Copied!');
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
