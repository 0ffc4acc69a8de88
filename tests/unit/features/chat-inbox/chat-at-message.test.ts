// A conversation opened at a message (a search result): '#/messages/chats/{id}?m={messageId}'; the old hashes still work.
import { expect, it } from 'vitest';
import { chatAtMessage, chatViewName, chatViewOf } from '@/features/chat-inbox/model';

it('names the message after the chat id; the plain, settings and malformed hashes are as before', () => {
  const view = chatViewName(chatAtMessage('c0123abc', '3f2a-77b1-0c'));
  expect(view).toBe('chats/c0123abc?m=3f2a-77b1-0c');
  expect(chatViewOf(view)).toEqual({ kind: 'chat', id: 'c0123abc', messageId: '3f2a-77b1-0c' });
  expect(chatViewOf('chats/c0123abc')).toEqual({ kind: 'chat', id: 'c0123abc' });
  expect(chatViewOf('chats/c12/settings')).toEqual({ kind: 'settings', id: 'c12' });
  expect(chatViewOf('chats/c12?m=')).toEqual({ kind: 'list' });
  expect(chatViewOf('chats/c12?m=a/b')).toEqual({ kind: 'list' });
  expect(chatViewOf('chats/c12/settings?m=x')).toEqual({ kind: 'list' });
  expect(chatViewOf('chats/c12?x=1')).toEqual({ kind: 'list' });
});
