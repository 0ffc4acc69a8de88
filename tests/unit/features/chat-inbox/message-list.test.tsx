// The conversation's virtualised list (components/message-list.tsx): only the rows near the view in
// the DOM, opening at the bottom, following new messages at the bottom (or the member's own), asking
// for older ones near the top (throttled, with a trailing ask), keeping the place when they arrive
// above, seek(key) bringing a row into range. happy-dom lays nothing out: the box is given a height,
// each row 100 px, and positions come from the rows' translateY and the box's scrollTop.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, createRef } from 'react';
import { MessageList, type MessageListHandle } from '@/features/chat-inbox/components/message-list';
import { cleanup, render } from '../../ui/render';

type Item = { id: string; own?: boolean };
const ROW = 100;
const BOX = 400;
const items = (from: number, to: number): Item[] => Array.from({ length: to - from + 1 }, (_, i) => ({ id: `m${from + i}` }));

const isBox = (el: Element) => el instanceof HTMLOListElement && el.classList.contains('chat__messages');
const translate = (el: HTMLElement) => Number(/translateY\((-?[\d.]+)px\)/.exec(el.style.transform)?.[1] ?? 0);

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isBox(this) ? BOX : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('chat__slot') ? ROW : 0;
  });
  // The box is as tall as its rows (its ::after has the height --chat-total).
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isBox(this) ? Math.max(BOX, parseFloat(this.style.getPropertyValue('--chat-total')) || 0) : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const el = this as HTMLElement;
    const top = el.classList.contains('chat__slot') ? translate(el) - (el.parentElement?.scrollTop ?? 0) : 0;
    const height = isBox(el) ? BOX : el.classList.contains('chat__slot') ? ROW : 0;
    return { top, bottom: top + height, height, left: 0, right: 300, width: 300, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
  // Scrolling (the virtualizer's scrollTo) moves the box and tells it, as a browser does.
  vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(function (this: HTMLElement, opts?: ScrollToOptions | number) {
    const top = typeof opts === 'object' ? (opts.top ?? this.scrollTop) : this.scrollTop;
    this.scrollTop = Math.max(0, Math.min(top, this.scrollHeight - this.clientHeight));
    this.dispatchEvent(new Event('scroll'));
  });
});
afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

function List(props: { list: Item[]; hasOlder?: boolean; onNearTop?: () => void; handle?: React.Ref<MessageListHandle> }) {
  return (
    <MessageList<Item>
      ref={props.handle}
      items={props.list}
      getKey={(m) => m.id}
      renderItem={(m) => <p>{m.id}</p>}
      slotProps={(m) => ({ 'data-message-id': m.id })}
      label="Messages"
      hasOlder={props.hasOlder ?? false}
      onNearTop={props.onNearTop ?? (() => undefined)}
      followOwn={(m) => !!m.own}
    />
  );
}

const box = (root: ShadowRoot) => root.querySelector<HTMLOListElement>('ol[aria-label="Messages"]')!;
const shown = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('li[data-message-id]')].map((li) => li.dataset.messageId);
const frames = () => act(async () => new Promise((r) => setTimeout(r, 50)));
async function scrollTo(root: ShadowRoot, top: number) {
  await act(async () => {
    box(root).scrollTop = top;
    box(root).dispatchEvent(new Event('scroll'));
  });
  await frames();
}

it('renders only the rows near the view of 1,000, opening at the bottom; each slot its place in the set', async () => {
  const { root } = await render(<List list={items(1, 1000)} />);
  await frames();
  const ol = box(root);
  expect(ol.tabIndex).toBe(0);
  expect(ol.style.getPropertyValue('--chat-total')).toBe(`${1000 * ROW}px`);
  expect(ol.scrollTop).toBe(1000 * ROW - BOX);
  const ids = shown(root);
  expect(ids.length).toBeGreaterThan(3);
  expect(ids.length).toBeLessThan(30);
  expect(ids.at(-1)).toBe('m1000');
  const last = root.querySelector<HTMLElement>('li[data-message-id="m1000"]')!;
  expect(last.tagName).toBe('LI');
  expect(last.className).toBe('chat__slot');
  expect(last.getAttribute('aria-posinset')).toBe('1000');
  expect(last.getAttribute('aria-setsize')).toBe('1000');
  expect(translate(last)).toBe(999 * ROW);
});

it('a box not laid out (height 0) still renders rows, not none', async () => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(0);
  const { root } = await render(<List list={items(1, 30)} />);
  await frames();
  expect(shown(root)).toHaveLength(30);
});

it('asks for older messages near the top, at most once per 500 ms, asking again when still there after the wait', async () => {
  const onNearTop = vi.fn();
  const { root } = await render(<List list={items(1, 100)} hasOlder onNearTop={onNearTop} />);
  await frames();
  expect(onNearTop).not.toHaveBeenCalled(); // at the bottom, far from the top
  expect(root.querySelector('li')?.getAttribute('aria-setsize')).toBe('-1'); // more above: size unknown
  await scrollTo(root, 100);
  expect(onNearTop).toHaveBeenCalledTimes(1);
  await scrollTo(root, 50);
  expect(onNearTop).toHaveBeenCalledTimes(1);
  await act(async () => new Promise((r) => setTimeout(r, 520)));
  expect(onNearTop).toHaveBeenCalledTimes(2);
});

it('no older messages: never asks', async () => {
  const onNearTop = vi.fn();
  const { root } = await render(<List list={items(1, 100)} onNearTop={onNearTop} />);
  await frames();
  await scrollTo(root, 0);
  expect(onNearTop).not.toHaveBeenCalled();
});

it('older messages arriving above keep the message in view where it was', async () => {
  const { root, rerender } = await render(<List list={items(26, 125)} hasOlder />);
  await frames();
  await scrollTo(root, 1050); // m36 is the first row in view, 50 px cut off
  const before = root.querySelector<HTMLElement>('li[data-message-id="m37"]')!.getBoundingClientRect().top;
  expect(before).toBe(50);
  await rerender(<List list={items(1, 125)} hasOlder />);
  await frames();
  expect(box(root).scrollTop).toBe(1050 + 25 * ROW);
  expect(root.querySelector<HTMLElement>('li[data-message-id="m37"]')!.getBoundingClientRect().top).toBe(before);
});

it('follows a new message at the bottom; scrolled up it stays, unless the new message is the member’s own', async () => {
  const list = items(1, 50);
  const { root, rerender } = await render(<List list={list} />);
  await frames();
  await rerender(<List list={[...list, { id: 'm51' }]} />);
  await frames();
  expect(box(root).scrollTop).toBe(51 * ROW - BOX);
  expect(shown(root)).toContain('m51');

  await scrollTo(root, 1000);
  await rerender(<List list={[...list, { id: 'm51' }, { id: 'm52' }]} />);
  await frames();
  expect(box(root).scrollTop).toBe(1000);

  await rerender(<List list={[...list, { id: 'm51' }, { id: 'm52' }, { id: 'm53', own: true }]} />);
  await frames();
  expect(box(root).scrollTop).toBe(53 * ROW - BOX);
});

it('seek(key) brings a message far away into range (centred); an unknown one answers false', async () => {
  const handle = createRef<MessageListHandle>();
  const { root } = await render(<List list={items(1, 1000)} handle={handle} />);
  await frames();
  expect(shown(root)).not.toContain('m10');
  let found = false;
  await act(async () => {
    found = handle.current!.seek('m10');
  });
  await frames();
  expect(found).toBe(true);
  expect(shown(root)).toContain('m10');
  expect(box(root).scrollTop).toBe(9 * ROW + ROW / 2 - BOX / 2);
  expect(handle.current!.seek('nope')).toBe(false);
});
