// Chat latency: the time from A's send (the Enter key in <chat-inbox>'s composer) to the message
// appearing in B's conversation, over MESSAGES messages sent one after another on loopback against
// the real server (fresh in-memory database, the built elements), two browser contexts in one Chromium;
// then the gzip size of the chat's lazy chunk (the one holding stream-chat). Prints figures (goal:
// under 100 ms median); not a test, never gates CI.
//
//   npm run bench:chat                      (builds first when ELEMENTS_DIR has no build)
//   ELEMENTS_DIR=/tmp/x/elements MESSAGES=100 npm run bench:chat -- --build
//     ELEMENTS_DIR: the build to serve and measure (default dist/elements); --build: build it first.
//
// Clock: both pages run in one browser on one machine, so `performance.timeOrigin + performance.now()`
// is one clock across them. A's page stamps the Enter keydown (capture phase, before the composer
// handles it); B's page stamps, with a MutationObserver on the element's shadow root, the first moment
// the message's text is in its Messages list (DOM inserted; the paint follows within a frame).
import { existsSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright';
import { startServer } from '../tests/e2e/support/server';
import { Api, type Member } from '../tests/e2e/support/api';
import { loginInBrowser } from '../tests/e2e/support/login';
import { ELEMENTS, launchChromium } from './support/first-content';

const MESSAGES = Number(process.env.MESSAGES ?? 50);
const PREFIX = 'Bench message ';
const CHUNK_SOURCE = 'src/features/chat-inbox/realtime-stream.ts';
const ELEMENT_SOURCE = 'src/elements/chat-inbox.ts';

if (!existsSync(`${ELEMENTS}/.vite/manifest.json`) || process.argv.includes('--build')) {
  execSync(`npx vite build --logLevel warn --outDir ${ELEMENTS} --emptyOutDir`, { stdio: 'inherit' });
}

// ---- the chunk ----------------------------------------------------------------------------------

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(`${ELEMENTS}/${file}`), { level: 9 }).length;

function closure(manifest: Record<string, Chunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const i of manifest[key].imports ?? []) closure(manifest, i, seen);
  return seen;
}

/** The lazy chunk with the SDK: its own gzip size, and with the imports <chat-inbox> has not loaded already. */
function chunkSizes(): { file: string; own: number; extra: number; sdk: boolean } {
  const manifest = JSON.parse(readFileSync(`${ELEMENTS}/.vite/manifest.json`, 'utf8')) as Record<string, Chunk>;
  const chunk = manifest[CHUNK_SOURCE];
  if (!chunk) throw new Error(`${CHUNK_SOURCE} is not a chunk of the build in ${ELEMENTS}`);
  // What the page has before the chunk: the chunks the element's module pulls in (by file).
  const elementKey = Object.keys(manifest).find((k) => k === ELEMENT_SOURCE) ?? Object.keys(manifest).find((k) => manifest[k].imports?.length && manifest[k].file.includes('chat-inbox'));
  const before = new Set(elementKey ? [...closure(manifest, elementKey)].map((k) => manifest[k].file) : []);
  const extraFiles = [...closure(manifest, CHUNK_SOURCE)].map((k) => manifest[k].file).filter((f) => f === chunk.file || !before.has(f));
  return {
    file: chunk.file,
    own: gz(chunk.file),
    extra: extraFiles.reduce((n, f) => n + gz(f), 0),
    // The SDK's own client string: the chunk really holds stream-chat.
    sdk: readFileSync(`${ELEMENTS}/${chunk.file}`, 'utf8').includes('stream-chat-js'),
  };
}

// ---- the latency --------------------------------------------------------------------------------

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** A's page: the time of each Enter keydown in the composer, by the text it sends. */
async function stampSends(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __sent: Record<string, number> };
    w.__sent = {};
    document.addEventListener(
      'keydown',
      (e) => {
        const target = e.composedPath()[0];
        if (e.key === 'Enter' && !e.shiftKey && target instanceof HTMLTextAreaElement) w.__sent[target.value.trim()] = performance.timeOrigin + performance.now();
      },
      true,
    );
  });
}

/** B's page: the first time each message text is in the Messages list (a string: tsx's helpers do not reach the page). */
async function stampArrivals(page: Page, prefix: string): Promise<void> {
  await page.evaluate(`(() => {
    const prefix = ${JSON.stringify(prefix)};
    window.__seen = {};
    const root = document.querySelector('chat-inbox').shadowRoot;
    new MutationObserver(() => {
      const now = performance.timeOrigin + performance.now();
      const list = root.querySelector('[aria-label="Messages"]');
      if (!list) return;
      for (const p of list.querySelectorAll('li p')) {
        const text = (p.textContent || '').trim();
        if (text.startsWith(prefix) && window.__seen[text] === undefined) window.__seen[text] = now;
      }
    }).observe(root, { childList: true, subtree: true, characterData: true });
  })()`);
}

async function chatBetween(api: Api, a: Member, b: Member): Promise<string> {
  const token = await api.login(a.email, a.password);
  const made = await api.json<{ channel_id: string }>('/api/v1/channels', { method: 'POST', token, body: JSON.stringify({ ids: [b.id], isGroup: false }) });
  if (made.status >= 300) throw new Error(`create chat -> ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.channel_id;
}

async function measure(base: string): Promise<number[]> {
  const api = new Api(base);
  const [a, b] = [await api.createMember(), await api.createMember()];
  const chatId = await chatBetween(api, a, b);
  const browser = await launchChromium();
  try {
    const [pageA, pageB] = await Promise.all([1, 2].map(async () => (await browser.newContext({ baseURL: base })).newPage()));
    await loginInBrowser(pageA, a.email, a.password);
    await loginInBrowser(pageB, b.email, b.password);
    const url = `/demo/chat-inbox.html#/messages/chats/${chatId}`;
    await Promise.all([pageA.goto(url), pageB.goto(url)]);
    // Both conversations watched (the empty conversation's text), then the stamps.
    for (const page of [pageA, pageB]) await page.locator('chat-inbox').getByText('No messages yet. Say hello!').waitFor({ timeout: 30_000 });
    await stampSends(pageA);
    await stampArrivals(pageB, PREFIX);

    const box = pageA.locator('chat-inbox').getByRole('textbox', { name: 'Message' });
    // One warm-up message (first event delivery, JIT), not counted.
    const texts = ['warm-up', ...Array.from({ length: MESSAGES }, (_, i) => String(i + 1))].map((n) => `${PREFIX}${n}`);
    for (const text of texts) {
      await box.fill(text);
      await box.press('Enter');
      await pageB.waitForFunction((t) => (window as unknown as { __seen: Record<string, number> }).__seen[t] !== undefined, text, { timeout: 15_000, polling: 50 });
    }
    const sent = await pageA.evaluate(() => (window as unknown as { __sent: Record<string, number> }).__sent);
    const seen = await pageB.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
    return texts.slice(1).map((t) => {
      if (sent[t] === undefined || seen[t] === undefined) throw new Error(`no stamp for "${t}"`);
      return seen[t] - sent[t];
    });
  } finally {
    await browser.close();
  }
}

async function main() {
  const server = await startServer({ ELEMENTS_DIR: ELEMENTS });
  try {
    const ms = await measure(server.url);
    const f = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`\nChat latency: A's Enter -> the message in B's conversation (${ms.length} messages, one after another, loopback, ${ELEMENTS})\n`);
    console.log(`  median  ${f(percentile(ms, 50))}   (goal: under 100 ms)`);
    console.log(`  p95     ${f(percentile(ms, 95))}`);
    console.log(`  max     ${f(Math.max(...ms))}`);
    console.log(`  min     ${f(Math.min(...ms))}`);
  } finally {
    await server.stop();
  }
  const c = chunkSizes();
  console.log(`\nChat lazy chunk (stream-chat${c.sdk ? '' : ' NOT FOUND in it'}): ${c.file}`);
  console.log(`  gzip ${kb(c.own)}; with its imports <chat-inbox> has not loaded yet: ${kb(c.extra)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
