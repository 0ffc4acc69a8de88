// The post card tests' helpers: a card by its text, its menu items, choosing one, a feed answer.
import { expect } from 'vitest';
import { json, type Call } from '../../helpers';
import { click, getByRole, queryAllByRole } from '../../ui/render';

/** The card whose text is `text`. */
export function card(root: ShadowRoot, text: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>('article.post')].filter((a) => a.querySelector('.post__text')?.textContent === text);
  if (found.length !== 1) throw new Error(`Expected one post "${text}", found ${found.length}`);
  return found[0];
}

export async function menuOf(root: ShadowRoot, text: string): Promise<string[]> {
  const buttons = queryAllByRole(card(root, text), 'button', 'Post options');
  if (buttons.length === 0) return [];
  await click(buttons[0]);
  const items = queryAllByRole(card(root, text), 'menuitem').map((m) => m.textContent ?? '');
  await click(buttons[0]); // toggles closed by its icon
  expect(queryAllByRole(card(root, text), 'menuitem')).toHaveLength(0);
  return items;
}

export async function choose(root: ShadowRoot, text: string, item: string) {
  await click(getByRole(card(root, text), 'button', 'Post options'));
  const items = queryAllByRole(card(root, text), 'menuitem').filter((m) => m.textContent === item);
  expect(items).toHaveLength(1);
  await click(items[0]);
}

export const feedOf = (results: unknown[], pinned: unknown = null) => (c: Call) =>
  c.path.endsWith('/pinned_post') ? json({ data: pinned }) : json({ data: { results, next: null } });

export const toasts = (root: ShadowRoot) => root.querySelector('.rwb-toasts')!.textContent;
export const likeButton = (root: ShadowRoot, text: string) => getByRole(card(root, text), 'button', 'Like');
export const likeCount = (root: ShadowRoot, text: string) => card(root, text).querySelector('.post__count')!.textContent;
