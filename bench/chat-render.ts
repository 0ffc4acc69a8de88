// <chat-inbox> with a long conversation, in Chromium against the real server: two fresh members, one
// chat of MESSAGES messages posted through the API (POST api/v1/messages/{uuid}, a few at a time);
// member A opens the chat (demo/chat-inbox.html#/messages/chats/{id}), scrolls up until every message
// is loaded (older pages as the element asks for them), prints the DOM inside the element's shadow
// root (message nodes: goal fewer than 300), then scrolls from the top to the bottom of the
// conversation by SCROLL_STEP px a frame and prints the requestAnimationFrame deltas (median, p95,
// max). Figures only; not a test, never gates CI.
//
//   npm run bench:chat-render          (builds first when the elements are missing)
//   MESSAGES=5000 SCROLL_STEP=160 ELEMENTS_DIR=dist/elements npm run bench:chat-render
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { Page } from 'playwright';
import { Api } from '../tests/e2e/support/api';
import { loginInBrowser } from '../tests/e2e/support/login';
import { startServer } from '../tests/e2e/support/server';
import { pool } from './api-load-setup';
import { ELEMENTS, ensureBuild, launchChromium, median } from './support/first-content';

const MESSAGES = Number(process.env.MESSAGES ?? 5000);
const SCROLL_STEP = Number(process.env.SCROLL_STEP ?? 160);
const PARALLEL = 6;
ensureBuild();

const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const share = (xs: number[], over: number) => `${((100 * xs.filter((x) => x > over).length) / xs.length).toFixed(1)} %`;

/** Scrolls the list to the top until the element knows the whole chat (its rows' aria-setsize is the count). */
async function loadAll(tab: Page): Promise<{ rounds: number; loaded: number }> {
  for (let rounds = 1; rounds <= 2 * Math.ceil(MESSAGES / 25) + 20; rounds++) {
    const { size, height } = await tab.evaluate(() => {
      const ol = document.querySelector('chat-inbox')!.shadowRoot!.querySelector<HTMLOListElement>('ol[aria-label="Messages"]')!;
      ol.scrollTop = 0;
      ol.dispatchEvent(new Event('scroll'));
      return { size: ol.querySelector('li[aria-setsize]')?.getAttribute('aria-setsize'), height: ol.scrollHeight };
    });
    if (size && size !== '-1') return { rounds, loaded: Number(size) };
    // The next page arrives above (the list grows) or the start is reached.
    await tab
      .waitForFunction(
        (h) => {
          const ol = document.querySelector('chat-inbox')!.shadowRoot!.querySelector<HTMLOListElement>('ol[aria-label="Messages"]')!;
          return ol.scrollHeight !== h || ol.querySelector('li[aria-setsize]')?.getAttribute('aria-setsize') !== '-1';
        },
        height,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
  }
  throw new Error('older pages never ended');
}

type Counts = { nodes: number; elements: number; messages: number; listNodes: number };
const count = (tab: Page): Promise<Counts> =>
  tab.evaluate(() => {
    const root = document.querySelector('chat-inbox')!.shadowRoot!;
    const all = (n: Node) => {
      let c = 0;
      const walk = (x: Node) => {
        c++;
        x.childNodes.forEach(walk);
      };
      n.childNodes.forEach(walk);
      return c;
    };
    const ol = root.querySelector('ol[aria-label="Messages"]')!;
    return { nodes: all(root), elements: root.querySelectorAll('*').length, messages: root.querySelectorAll('li[data-message-id]').length, listNodes: all(ol) };
  });

type Scroll = { deltas: number[]; maxMessages: number; px: number; ms: number };
const scrollThrough = (tab: Page, step: number): Promise<Scroll> =>
  tab.evaluate(
    (px) =>
      new Promise<Scroll>((done) => {
        const ol = document.querySelector('chat-inbox')!.shadowRoot!.querySelector<HTMLOListElement>('ol[aria-label="Messages"]')!;
        ol.scrollTop = 0;
        const deltas: number[] = [];
        let maxMessages = 0;
        let last = 0;
        let t0 = 0;
        let frame = 0;
        const tick = (now: number) => {
          deltas.push(now - last);
          last = now;
          if (++frame % 30 === 0) maxMessages = Math.max(maxMessages, ol.querySelectorAll('li[data-message-id]').length);
          if (ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 1) return done({ deltas, maxMessages, px: ol.scrollTop, ms: now - t0 });
          ol.scrollTop += px;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame((now) => {
          last = t0 = now;
          ol.scrollTop += px;
          requestAnimationFrame(tick);
        });
      }),
    step,
  );

async function main() {
  console.log(`\n<chat-inbox> long conversation bench: ${MESSAGES} messages (load average ${load()})`);
  const server = await startServer({ ELEMENTS_DIR: ELEMENTS });
  const browser = await launchChromium();
  try {
    const api = new Api(server.url);
    const a = await api.createMember();
    const b = await api.createMember();
    const tokens = [await api.login(a.email, a.password), await api.login(b.email, b.password)];
    const created = await api.json<{ channel_id: string }>('/api/v1/channels', { method: 'POST', token: tokens[0], body: JSON.stringify({ ids: [b.id], isGroup: false }) });
    if (created.status !== 201 && created.status !== 200) throw new Error(`create chat -> ${created.status} ${JSON.stringify(created.body)}`);
    const chatId = created.body.channel_id;

    let t = performance.now();
    const numbers = Array.from({ length: MESSAGES }, (_, i) => i + 1);
    await pool(numbers, PARALLEL, async (n) => {
      const text = n % 7 === 0 ? `Message ${n}: a longer one, to give the rows different heights — we meet at the Capitol at 7:00, walk to Dix Park and back, and keep an easy pace for anyone new to rucking` : `Message ${n}`;
      const r = await api.json(`/api/v1/messages/${randomUUID()}`, { method: 'POST', token: tokens[n % 2], body: JSON.stringify({ text, channel_id: chatId, media: [] }) });
      if (r.status !== 201) throw new Error(`message ${n} -> ${r.status} ${JSON.stringify(r.body)}`);
    });
    console.log(`  ${MESSAGES} messages posted through the API, ${PARALLEL} at a time, in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const ctx = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    // tsx keeps the names of the functions passed to evaluate() through a __name helper: the page gets it too.
    await ctx.addInitScript({ content: 'window.__name = (f) => f;' });
    const tab = await ctx.newPage();
    await loginInBrowser(tab, a.email, a.password);
    t = performance.now();
    await tab.goto(`/demo/chat-inbox.html#/messages/chats/${chatId}`);
    await tab.waitForFunction(() => !!document.querySelector('chat-inbox')?.shadowRoot?.querySelector('ol[aria-label="Messages"] li[data-message-id]'), null, { timeout: 30_000 });
    console.log(`  the chat shows its first messages ${((performance.now() - t) / 1000).toFixed(2)} s after the navigation`);
    await tab.waitForTimeout(500);

    t = performance.now();
    const { rounds, loaded } = await loadAll(tab);
    const dom = await count(tab);
    console.log(`\n${loaded} messages loaded by ${rounds} scrolls to the top in ${((performance.now() - t) / 1000).toFixed(1)} s (load average ${load()})\n`);
    console.log(`  DOM at the top, inside <chat-inbox>'s shadow root: ${dom.nodes} nodes (${dom.elements} elements), ${dom.messages} message rows (li[data-message-id]); the list itself ${dom.listNodes} nodes (goal: fewer than 300 message nodes)`);

    t = performance.now();
    const s = await scrollThrough(tab, SCROLL_STEP);
    const d = s.deltas;
    console.log(`\nScrolling the conversation from the top to the bottom by ${SCROLL_STEP} px a frame: ${(s.px / 1000).toFixed(0)}k px, ${d.length} frames in ${(s.ms / 1000).toFixed(1)} s (load average ${load()})\n`);
    console.log(`  requestAnimationFrame deltas: median ${median(d).toFixed(1)} ms, p95 ${pct(d, 95).toFixed(1)} ms, max ${Math.max(...d).toFixed(1)} ms`);
    console.log(`  frames over 16.7 ms: ${share(d, 16.7)} (over 17.7 ms: ${share(d, 17.7)}); over 33.4 ms: ${share(d, 33.4)}; over 50 ms: ${share(d, 50)}`);
    const end = await count(tab);
    console.log(`  while scrolling (every 30th frame): at most ${s.maxMessages} message rows; at the bottom ${end.messages} message rows, ${end.listNodes} nodes in the list\n`);
    await ctx.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
