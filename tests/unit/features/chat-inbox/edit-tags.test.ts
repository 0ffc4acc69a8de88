// Editing a message with tags (edit-tags.ts): the box shows '@First Last', the text saved has '@#{id}'.
import { describe, expect, it } from 'vitest';
import { decodeTags, encodeEdit } from '@/features/chat-inbox/edit-tags';

const names = new Map([
  [12, 'Ann Lee'],
  [13, 'Bo Park'],
]);

describe('decodeTags / encodeEdit', () => {
  it('shows the tags by name and saves them back as tags, edited text kept', () => {
    const { text, tags } = decodeTags('Hi @#12 and @#13!', names);
    expect(text).toBe('Hi @Ann Lee and @Bo Park!');
    expect(encodeEdit(text, tags)).toBe('Hi @#12 and @#13!');
    expect(encodeEdit('Hi @Ann Lee, see you', tags)).toBe('Hi @#12, see you');
    expect(encodeEdit(`${text} Thanks`, tags)).toBe('Hi @#12 and @#13! Thanks');
  });

  it('a name the member broke is plain text again', () => {
    const { tags } = decodeTags('@#12 ok', names);
    expect(encodeEdit('@Ann Leex ok', tags)).toBe('@Ann Leex ok');
    expect(encodeEdit('@Ann ok', tags)).toBe('@Ann ok');
  });

  it('a tag that cannot be named safely stays as it is: unknown member, a name two members share, not after a space', () => {
    expect(decodeTags('Hi @#99', names)).toEqual({ text: 'Hi @#99', tags: [] });
    const twins = new Map([
      [1, 'Sam Roe'],
      [2, 'Sam Roe'],
    ]);
    expect(decodeTags('@#1 and @#2', twins)).toEqual({ text: '@#1 and @#2', tags: [] });
    expect(decodeTags('(@#12)', names).text).toBe('(@#12)');
    const kept = decodeTags('Hi @#99 and @#12', names);
    expect(encodeEdit(kept.text, kept.tags)).toBe('Hi @#99 and @#12');
  });
});
