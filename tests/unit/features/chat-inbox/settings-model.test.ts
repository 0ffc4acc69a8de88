// The settings page's pure rules (settings-model.ts): the member rows as the viewer sees them
// (blocked last, also as the page changed them) and the room left of 26 members.
import { describe, expect, it } from 'vitest';
import { roomLeft, settingsMembers } from '@/features/chat-inbox/settings-model';
import { person } from './support';

const entry = (id: number, shown?: string) => ({
  profile: person(id, id === 7 ? 'Me' : `First${id}`),
  state: 'actv',
  role: id === 7 ? 'admn' : 'mmbr',
  channel_display_name: shown ?? `${id === 7 ? 'Me' : `First${id}`} Last${id}`,
});

describe('settingsMembers', () => {
  it("the viewer's names; blocked last (also as this page changed them); deleted members are neither", () => {
    const chat = {
      members: [entry(7), entry(12, 'Blocked'), entry(13), entry(14, 'Deleted Member'), { ...entry(15), state: 'left' }],
    } as unknown as Parameters<typeof settingsMembers>[0];
    const rows = settingsMembers(chat, 7);
    expect(rows.map((r) => [r.id, r.name, r.me, r.blocked, r.deleted])).toEqual([
      [7, 'Me Last7', true, false, false],
      [13, 'First13 Last13', false, false, false],
      [14, 'Deleted Member', false, false, true],
      [12, 'Blocked', false, true, false],
    ]);
    const changed = settingsMembers(chat, 7, new Map([[12, false], [13, true]]));
    expect(changed.map((r) => [r.id, r.name])).toEqual([
      [7, 'Me Last7'],
      [12, 'First12 Last12'],
      [14, 'Deleted Member'],
      [13, 'Blocked'],
    ]);
  });
  it('room for 26 members in all', () => {
    expect(roomLeft(3)).toBe(23);
    expect(roomLeft(26)).toBe(0);
    expect(roomLeft(30)).toBe(0);
  });
});
