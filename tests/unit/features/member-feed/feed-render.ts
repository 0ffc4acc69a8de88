// Renders <Feed> against a fake API and waits for its answers (and the virtual list's chunk).
import { act, type ReactElement } from 'react';
import { installFetch, type Call } from '../../helpers';
import { render } from '../../ui/render';

/** Lets the fake API's answers (and lazy chunks) render. */
export async function settle(): Promise<void> {
  await act(async () => {
    await import('@/ui/virtual-items');
    await new Promise((r) => setTimeout(r, 0));
  });
  await act(async () => new Promise((r) => setTimeout(r, 0)));
}

export async function showFeed(ui: ReactElement, handler: (call: Call) => Response | Promise<Response>) {
  const api = installFetch(handler);
  const out = await render(ui);
  await settle();
  return { ...api, ...out };
}

/** The post cards in view, by their text. */
export const postTexts = (root: ShadowRoot) => [...root.querySelectorAll('article.post .post__text')].map((p) => p.textContent);

export const noContent = () => new Response(null, { status: 204 });
