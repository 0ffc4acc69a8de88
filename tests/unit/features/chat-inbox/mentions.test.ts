// Tagging's pure rules (events spec §5 Messaging 'Tagging') and the composer's image and Send rules
// (§5: 475 characters, send with text or images, at most 5 images with the spec's alerts).
import { describe, expect, it } from 'vitest';
import { CHAT_TEXTS, chatTags } from '@/lib/chat';
import { ImageError } from '@/lib/image';
import { activeMention } from '@/lib/mention-text';
import { canSendDraft, imageErrorText, selectChatImages } from '@/features/chat-inbox/composer-model';
import { encodeTags, insertTag, liveTags, memberNames, personName, splitTags, tagSuggestions, taggableIds } from '@/features/chat-inbox/mentions';
import { composerTexts } from '@/features/chat-inbox/messages';
import type { Channel } from '@/features/chat-inbox/schemas';
import { channel, person } from './support';

const ana = { id: 9, first_name: 'Ana', last_name: 'Lopez' };
const ann = { id: 10, first_name: 'Ann', last_name: '' };

describe('tags in the composer', () => {
  it("choosing replaces the '@query' with '@First Last ' and the text sent carries '@#id'", () => {
    const text = 'Hi @An';
    const range = activeMention(text, text.length)!;
    const out = insertTag(text, range, text.length, ana, []);
    expect(out).toEqual({ text: 'Hi @Ana Lopez ', caret: 14, tags: [{ id: 9, name: 'Ana Lopez' }] });
    expect(encodeTags(`${out.text}see you`, out.tags)).toBe('Hi @#9 see you');
    expect(chatTags(encodeTags(out.text, out.tags))).toEqual([9]);
  });

  it('a longer name wins over a shorter one it starts with; each token becomes its own id', () => {
    const tags = [
      { id: 10, name: 'Ann' },
      { id: 11, name: 'Ann Lee' },
    ];
    expect(encodeTags('@Ann Lee and @Ann, @Ann Lee', tags)).toBe('@#11 and @#10, @#11');
  });

  it('editing a token drops its tag; a token inside a word is not a tag', () => {
    const tags = [{ id: 9, name: 'Ana Lopez' }];
    expect(liveTags('Hi @Ana Lope', tags)).toEqual([]);
    expect(liveTags('Hi @Ana Lopezz', tags)).toEqual([]);
    expect(encodeTags('mail@Ana Lopez', tags)).toBe('mail@Ana Lopez');
    expect(encodeTags('Hi @Ana Lopez', tags)).toBe('Hi @#9');
  });

  it("a member without a name is 'Member'", () => {
    expect(personName({ id: 3, first_name: ' ', last_name: null })).toBe(composerTexts.unnamedMember);
    expect(personName(ann)).toBe('Ann');
  });
});

describe('whom one may tag', () => {
  const withTaggable = { ...channel('c1', 12), taggableMembers: [{ profile: person(12) }] } as unknown as Channel;

  it("never oneself; only the chat's taggable members when the chat says which", () => {
    const found = [{ id: 7 }, { id: 12 }, { id: 13 }];
    expect(tagSuggestions(found, 7, null).map((m) => m.id)).toEqual([12, 13]);
    expect(tagSuggestions(found, 7, taggableIds(withTaggable)).map((m) => m.id)).toEqual([12]);
    expect(taggableIds(channel('c1', 12) as unknown as Channel)).toBeNull();
  });
});

describe('a message text with tags', () => {
  const chat = {
    ...channel('c1', 12),
    members: [
      { profile: person(7, 'Me'), state: 'actv', channel_display_name: 'Me Last7' },
      { profile: person(12), state: 'actv', channel_display_name: 'Blocked' },
    ],
    allMemberProfiles: [person(7, 'Me'), person(12), person(30, 'Gone')],
  } as unknown as Channel;

  it("names '@#id' as the chat names its members; one who left by their profile; unknown ids '@Member'", () => {
    const names = memberNames(chat);
    expect(splitTags('Hey @#7, @#12 and @#30 and @#99!', names)).toEqual([
      { kind: 'text', text: 'Hey ' },
      { kind: 'tag', id: 7, label: '@Me Last7' },
      { kind: 'text', text: ', ' },
      { kind: 'tag', id: 12, label: '@Blocked' },
      { kind: 'text', text: ' and ' },
      { kind: 'tag', id: 30, label: '@Gone Last30' },
      { kind: 'text', text: ' and ' },
      { kind: 'tag', id: 99, label: '@Member' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('text without tags is one part; without the chat every tag is @Member', () => {
    expect(splitTags('plain <b>text</b>', memberNames(chat))).toEqual([{ kind: 'text', text: 'plain <b>text</b>' }]);
    expect(splitTags('@#12', memberNames(undefined))).toEqual([{ kind: 'tag', id: 12, label: '@Member' }]);
  });
});

describe('the composer rules', () => {
  const files = (n: number, type = 'image/png') => Array.from({ length: n }, () => ({ type }));

  it('Send: some text or an image, at most 475 characters', () => {
    expect(canSendDraft('', 0)).toBe(false);
    expect(canSendDraft('   ', 0)).toBe(false);
    expect(canSendDraft('', 1)).toBe(true);
    expect(canSendDraft('hi', 0)).toBe(true);
    expect(canSendDraft('x'.repeat(475), 0)).toBe(true);
    expect(canSendDraft('x'.repeat(476), 2)).toBe(false);
  });

  it("more than 5 at once: none, with the spec's text; past 5 in all: the ones that fit, with the total text", () => {
    expect(selectChatImages(0, files(6))).toEqual({ accepted: [], message: CHAT_TEXTS.tooManyImages });
    expect(CHAT_TEXTS.tooManyImages).toBe('Maximum numbers of images for this message has been reached. Please ensure you have no more than 5 images selected.');
    expect(selectChatImages(3, files(3))).toEqual({ accepted: files(2), message: 'Maximum numbers of images for this message has been reached.' });
    expect(selectChatImages(0, files(5))).toEqual({ accepted: files(5), message: null });
  });

  it("files that are not png, jpeg or webp, and images that do not decode: 'One or more of the images selected could not be added.'", () => {
    expect(selectChatImages(0, [...files(1), ...files(1, 'image/gif')])).toEqual({ accepted: files(1), message: 'One or more of the images selected could not be added.' });
    expect(imageErrorText(new ImageError('bad_type'))).toBe('One or more of the images selected could not be added.');
    expect(imageErrorText(new ImageError('too_large'))).toBe('Image too large');
  });
});
