// chat-inbox's pure rules: the list's time (today/this week/else), the composer's 'n/475' and Send
// rule, the hash sub-pages, and the list's live unread rule (§4).
import { describe, expect, it } from 'vitest';
import { SEARCH_VIEW, canAddMore, canSend, chatIdOfCid, chatSettingsViewName, chatViewOf, counterText, listTime, messageTime, newGroupName, overLimit, withNewMessage, withRead } from '@/features/chat-inbox/model';

const at = (y: number, mo: number, d: number, h = 12, mi = 0) => new Date(y, mo - 1, d, h, mi);

describe('listTime', () => {
  const now = at(2026, 11, 26, 18, 0); // a Thursday
  it('today: the time', () => {
    expect(listTime(at(2026, 11, 26, 9, 5), now)).toBe('9:05 AM');
    expect(listTime(at(2026, 11, 26, 0, 0), now)).toBe('12:00 AM');
  });
  it('the six days before: the weekday', () => {
    expect(listTime(at(2026, 11, 25, 23, 59), now)).toBe('Wednesday');
    expect(listTime(at(2026, 11, 20), now)).toBe('Friday');
  });
  it('a week or more ago: MM/DD/YYYY', () => {
    expect(listTime(at(2026, 11, 19), now)).toBe('11/19/2026');
    expect(listTime(at(2025, 1, 2), now)).toBe('01/02/2025');
  });
});

describe('messageTime', () => {
  const now = at(2026, 11, 26, 18, 0);
  it('today the time; before, the day and the time', () => {
    expect(messageTime(at(2026, 11, 26, 9, 5), now)).toBe('9:05 AM');
    expect(messageTime(at(2026, 11, 25, 12, 38), now)).toBe('Wednesday 12:38 PM');
    expect(messageTime(at(2026, 11, 2, 7, 0), now)).toBe('11/02/2026 7:00 AM');
  });
});

describe('composer', () => {
  it("counts 'n/475' by characters", () => {
    expect(counterText('')).toBe('0/475');
    expect(counterText('hello')).toBe('5/475');
    expect(counterText('👍👍')).toBe('2/475');
  });
  it('Send needs some text of at most 475 characters', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('   \n ')).toBe(false);
    expect(canSend('hi')).toBe(true);
    expect(canSend('x'.repeat(475))).toBe(true);
    expect(canSend('x'.repeat(476))).toBe(false);
    expect(overLimit('x'.repeat(476))).toBe(true);
    expect(overLimit('x'.repeat(475))).toBe(false);
  });
  it('at most 25 others in a new chat', () => {
    expect(canAddMore(24)).toBe(true);
    expect(canAddMore(25)).toBe(false);
  });
});

describe('sub-pages and ids', () => {
  it('reads the hash views', () => {
    expect(chatViewOf(null)).toEqual({ kind: 'list' });
    expect(chatViewOf('chats')).toEqual({ kind: 'new' });
    expect(chatViewOf('chats/c0123abc')).toEqual({ kind: 'chat', id: 'c0123abc' });
    expect(chatViewOf('chats/a/b')).toEqual({ kind: 'list' });
    expect(chatIdOfCid('messaging:c12')).toBe('c12');
    expect(chatIdOfCid(undefined)).toBeNull();
  });
});

describe('live unread rule', () => {
  const chats = [
    { id: 'a', hasUnreadMessage: false, latest_message: null },
    { id: 'b', hasUnreadMessage: false, latest_message: null },
  ];
  const msg = (userId: string) => ({ id: 'm1', text: 'hey', userId, created: '2026-11-26T10:00:00Z' });

  it("another member's message: first, with its preview, unread", () => {
    const next = withNewMessage(chats, 'b', msg('12'), 'Bob Baker', 7, null)!;
    expect(next.map((c) => c.id)).toEqual(['b', 'a']);
    expect(next[0]).toMatchObject({ hasUnreadMessage: true, latest_message: { id: 'm1', text: 'hey', sender: 'Bob Baker', profile_id: 12 } });
  });
  it('one’s own message, or the chat open now, is never unread', () => {
    expect(withNewMessage(chats, 'b', msg('7'), 'Me', 7, null)![0].hasUnreadMessage).toBe(false);
    expect(withNewMessage(chats, 'b', msg('12'), 'Bob', 7, 'b')![0].hasUnreadMessage).toBe(false);
  });
  it('an unknown chat asks for a reload (null); opening reads it', () => {
    expect(withNewMessage(chats, 'zz', msg('12'), 'Bob', 7, null)).toBeNull();
    const unread = [{ id: 'a', hasUnreadMessage: true }];
    expect(withRead(unread, 'a')[0].hasUnreadMessage).toBe(false);
  });
});

describe('chat settings', () => {
  it("the settings sub-page: 'chats/{id}/settings'", () => {
    expect(chatSettingsViewName('c12')).toBe('chats/c12/settings');
    expect(chatViewOf('chats/c12/settings')).toEqual({ kind: 'settings', id: 'c12' });
    expect(chatViewOf('chats/c12/other')).toEqual({ kind: 'list' });
    expect(chatViewOf('chats/settings')).toEqual({ kind: 'chat', id: 'settings' });
  });
  it('a group name to send: trimmed; blank or unchanged is ignored (null)', () => {
    expect(newGroupName('  Run Club ', null)).toBe('Run Club');
    expect(newGroupName('   ', 'Run Club')).toBeNull();
    expect(newGroupName('', null)).toBeNull();
    expect(newGroupName('Run Club ', 'Run Club')).toBeNull();
    expect(newGroupName('Trail Crew', 'Run Club')).toBe('Trail Crew');
    expect(newGroupName('x'.repeat(101), null)).toBeNull();
  });
});

describe('the search sub-page', () => {
  it("'search' is the search page (§2 /messages/search); anything under it is not", () => {
    expect(SEARCH_VIEW).toBe('search');
    expect(chatViewOf('search')).toEqual({ kind: 'search' });
    expect(chatViewOf('search/more')).toEqual({ kind: 'list' });
    expect(chatViewOf('chats/search')).toEqual({ kind: 'chat', id: 'search' });
  });
});
