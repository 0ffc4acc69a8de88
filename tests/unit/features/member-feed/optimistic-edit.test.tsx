// A post edit in the feed is optimistic (events spec §4, §8): Save closes the dialog and the card
// shows the edit (marked Edited) before the server answers; a refusal puts the card back and reopens
// the dialog with what the member wrote and the context's text ('Unable to update post to RWB
// Servers.' on a member's feed, 'Unable to update post.' in a group).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import '@/features/member-feed/schemas/post';
import '@/features/member-feed/components/composer';
import { Feed } from '@/features/member-feed/components/feed';
import { PostComposerSlot } from '@/features/member-feed/components/post-composer-slot';
import type { FeedContext } from '@/features/member-feed/model/contexts';
import { errorBody, json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, getByRole, queryAllByRole } from '../../ui/render';
import { stubIntersectionObserver } from '../../ui/intersection';
import { ME, mine } from './feed-fixtures';
import { postTexts, settle, showFeed } from './feed-render';
import { typeText } from './composer-support';

beforeEach(() => {
  resetPlatform();
  loginAs(ME);
  stubIntersectionObserver();
});
afterEach(cleanup);

/** The feed answers one post of mine; the PUT waits for `answer`. */
function server() {
  let answer!: (r: Response) => void;
  const handler = (c: Call): Response | Promise<Response> => {
    if (c.method === 'PUT') return new Promise<Response>((r) => (answer = r));
    if (c.path.endsWith('/pinned_post')) return json({ data: null });
    return json({ data: { results: [mine(40, { text: 'Old text', group: null })], next: null } });
  };
  return { handler, answer: (r: Response) => answer(r) };
}

async function editFirstPost(ctx: FeedContext, api: ReturnType<typeof server>) {
  const shown = await showFeed(<Feed context={ctx} groupRole={0} groupActive renderComposer={(slot) => <PostComposerSlot slot={slot} floating={false} />} />, api.handler);
  const root = shown.root;
  await click(getByRole(root, 'button', 'Post options'));
  await click(getByRole(root, 'menuitem', 'Edit'));
  await waitFor(() => getByRole(root, 'dialog', 'Post'));
  const text = root.querySelector<HTMLTextAreaElement>('dialog textarea, [role="dialog"] textarea')!;
  expect(text.value).toBe('Old text');
  await typeText(text, 'New text');
  await click(getByRole(getByRole(root, 'dialog', 'Post'), 'button', 'Save'));
  await settle();
  return root;
}

async function waitFor<T>(check: () => T): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return check();
    } catch (e) {
      if (i > 20) throw e;
      await settle();
    }
  }
}

describe('optimistic post edit', () => {
  it('shows the edit at once; the server answer replaces it', async () => {
    const api = server();
    const root = await editFirstPost({ type: 'user', userId: ME }, api);
    expect(queryAllByRole(root, 'dialog')).toHaveLength(0);
    expect(postTexts(root)).toEqual(['New text']);
    expect(root.querySelector('article.post')!.textContent).toContain('Edited');
    await act(async () => api.answer(json({ data: mine(40, { text: 'New text', edited: true }) })));
    await settle();
    expect(postTexts(root)).toEqual(['New text']);
    expect(queryAllByRole(root, 'dialog')).toHaveLength(0);
  });

  it("a refusal on a member's feed: the card goes back, the dialog reopens with the edit and the text", async () => {
    const api = server();
    const root = await editFirstPost({ type: 'user', userId: ME }, api);
    await act(async () => api.answer(errorBody(500, 'server_error')));
    await waitFor(() => getByRole(root, 'dialog', 'Post'));
    expect(postTexts(root)).toEqual(['Old text']);
    expect(root.querySelector('article.post')!.textContent).not.toContain('Edited');
    const dialog = getByRole(root, 'dialog', 'Post');
    expect(dialog.querySelector('textarea')!.value).toBe('New text');
    expect(getByRole(dialog, 'alert').textContent).toContain('Unable to update post to RWB Servers.');
  });

  it("in a group: 'Unable to update post.'", async () => {
    const api = server();
    const root = await editFirstPost({ type: 'group', id: 5 }, api);
    await act(async () => api.answer(errorBody(500, 'server_error')));
    const dialog = await waitFor(() => getByRole(root, 'dialog', 'Post'));
    expect(getByRole(dialog, 'alert').textContent).toContain('Unable to update post.');
    expect(postTexts(root)).toEqual(['Old text']);
  });
});
