import { describe, expect, it } from 'vitest';
import {
  EVERYONE_TOKEN,
  activeMention,
  hasToken,
  insertMention,
  mentionName,
  mentionPayload,
  mentionToken,
  offersEveryone,
  syncTags,
  tagsFromTagged,
  type Tag,
} from '@/features/member-feed/model/mentions';

const jane = { id: 5, first_name: 'Jane', last_name: 'Doe' };
const bob = { id: 6, first_name: 'Bob', last_name: 'Ray' };

describe('activeMention', () => {
  it("'@' at the start or after whitespace, up to the caret", () => {
    expect(activeMention('@ja', 3)).toEqual({ start: 0, query: 'ja' });
    expect(activeMention('hi @ja', 6)).toEqual({ start: 3, query: 'ja' });
    expect(activeMention('hi\n@ja', 6)).toEqual({ start: 3, query: 'ja' });
    expect(activeMention('hi\t@', 4)).toEqual({ start: 3, query: '' });
    expect(activeMention('hi @jane', 6)).toEqual({ start: 3, query: 'ja' });
  });
  it('the query stops at whitespace or a newline', () => {
    expect(activeMention('@ja ', 4)).toBeNull();
    expect(activeMention('@ja\n', 4)).toBeNull();
    expect(activeMention('@jane doe', 9)).toBeNull();
  });
  it('not inside a word (an e-mail address) and not without @', () => {
    expect(activeMention('me@mail', 7)).toBeNull();
    expect(activeMention('hello', 5)).toBeNull();
    expect(activeMention('', 0)).toBeNull();
    expect(activeMention('@ja', 0)).toBeNull();
  });
  it('clamps the caret', () => {
    expect(activeMention('@ja', 99)).toEqual({ start: 0, query: 'ja' });
    expect(activeMention('@ja', -3)).toBeNull();
  });
});

describe('names and tokens', () => {
  it("the visible format is '@First Last'", () => {
    expect(mentionName(jane)).toBe('Jane Doe');
    expect(mentionName({ id: 1, first_name: ' Ann ', last_name: null })).toBe('Ann');
    expect(mentionName({ id: 1 })).toBe('Member');
    expect(mentionToken({ kind: 'member', member: jane })).toBe('@Jane Doe');
    expect(mentionToken({ kind: 'everyone' })).toBe('@everyone');
    expect(EVERYONE_TOKEN).toBe('@everyone');
  });
  it('hasToken matches whole mentions only', () => {
    expect(hasToken('hi @Jane Doe!', '@Jane Doe')).toBe(true);
    expect(hasToken('@Jane Doe', '@Jane Doe')).toBe(true);
    expect(hasToken('hi @Jane Does', '@Jane Doe')).toBe(false);
    expect(hasToken('hi x@Jane Doe', '@Jane Doe')).toBe(false);
    expect(hasToken('hi @Jane', '@Jane Doe')).toBe(false);
    expect(hasToken('a (b) @A.B', '@A.B')).toBe(true);
  });
});

describe('insertMention', () => {
  it('replaces the query with the token and a space, moves the caret, adds the tag', () => {
    const text = 'hi @ja and more';
    const r = insertMention(text, { start: 3, query: 'ja' }, 6, { kind: 'member', member: jane });
    expect(r.text).toBe('hi @Jane Doe and more');
    expect(r.caret).toBe('hi @Jane Doe '.length);
    expect(r.tags).toEqual([{ id: 5, name: 'Jane Doe' }]);
  });
  it('at the end of the text adds a trailing space', () => {
    const r = insertMention('@bo', { start: 0, query: 'bo' }, 3, { kind: 'member', member: bob }, [{ id: 5, name: 'Jane Doe' }]);
    expect(r.text).toBe('@Bob Ray ');
    expect(r.caret).toBe(9);
    expect(r.tags.map((t) => t.id)).toEqual([5, 6]);
  });
  it('tags a member once', () => {
    const r = insertMention('@Jane Doe @ja', { start: 10, query: 'ja' }, 13, { kind: 'member', member: jane }, [{ id: 5, name: 'Jane Doe' }]);
    expect(r.tags).toEqual([{ id: 5, name: 'Jane Doe' }]);
    expect(r.text).toBe('@Jane Doe @Jane Doe ');
  });
  it('@everyone adds no member tag', () => {
    const r = insertMention('hey @ev', { start: 4, query: 'ev' }, 7, { kind: 'everyone' });
    expect(r.text).toBe('hey @everyone ');
    expect(r.tags).toEqual([]);
    expect(r.caret).toBe(14);
  });
});

describe('tags follow the text', () => {
  const tags: Tag[] = [
    { id: 5, name: 'Jane Doe' },
    { id: 6, name: 'Bob Ray' },
  ];
  it('a mention removed or altered removes its tag', () => {
    expect(syncTags('@Jane Doe and @Bob Ray', tags)).toEqual(tags);
    expect(syncTags('@Jane Doe and Bob Ray', tags)).toEqual([tags[0]]);
    expect(syncTags('@Jane Do and @Bob Ray', tags)).toEqual([tags[1]]);
    expect(syncTags('', tags)).toEqual([]);
  });
  it('duplicates by id are dropped', () => {
    expect(syncTags('@Jane Doe', [tags[0], tags[0]])).toEqual([tags[0]]);
  });
  it('payload: ids of the remaining tags and tag_everyone only when allowed', () => {
    expect(mentionPayload('@Jane Doe @everyone', tags, true)).toEqual({ tagged: [5], tag_everyone: true });
    expect(mentionPayload('@Jane Doe @everyone', tags, false)).toEqual({ tagged: [5], tag_everyone: false });
    expect(mentionPayload('@everyoneelse', [], true)).toEqual({ tagged: [], tag_everyone: false });
    expect(mentionPayload('nothing', tags, true)).toEqual({ tagged: [], tag_everyone: false });
  });
  it('editing an existing post starts from its tagged members still in the text', () => {
    expect(tagsFromTagged('hi @Jane Doe', [jane, bob])).toEqual([{ id: 5, name: 'Jane Doe' }]);
    expect(tagsFromTagged('hi', null)).toEqual([]);
  });
});

describe('offersEveryone', () => {
  it('only when allowed and the query is a prefix of everyone', () => {
    expect(offersEveryone('', true)).toBe(true);
    expect(offersEveryone('Ev', true)).toBe(true);
    expect(offersEveryone('everyone', true)).toBe(true);
    expect(offersEveryone('everyone2', true)).toBe(false);
    expect(offersEveryone('jane', true)).toBe(false);
    expect(offersEveryone('ev', false)).toBe(false);
  });
});
