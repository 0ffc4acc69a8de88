// The stream-chat SDK stays in chat-inbox's lazy chunk: one module imports it (realtime-stream.ts), and
// nothing imports that module except by a dynamic import() from the feature. (After `npx vite build`,
// `grep -l stream-auth-type dist/elements/chunks/*.js` lists only realtime-stream-*.js.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '../../../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

const all = files(SRC).map((p) => ({ path: relative(SRC, p).replace(/\\/g, '/'), text: readFileSync(p, 'utf8') }));

describe('stream-chat only in the chat lazy chunk', () => {
  it("only src/features/chat-inbox/realtime-stream.ts imports 'stream-chat'", () => {
    const importers = all.filter((f) => /(from\s+|import\s*\(\s*|import\s+)['"]stream-chat['"]/.test(f.text)).map((f) => f.path);
    expect(importers).toEqual(['features/chat-inbox/realtime-stream.ts']);
  });

  it('realtime-stream is reached only through a dynamic import()', () => {
    const staticImports = all.filter((f) => /(from|import)\s+['"][^'"]*realtime-stream['"]/.test(f.text)).map((f) => f.path);
    expect(staticImports).toEqual([]);
    const dynamic = all.filter((f) => /import\(\s*['"][^'"]*realtime-stream['"]\s*\)/.test(f.text)).map((f) => f.path);
    expect(dynamic).toEqual(['features/chat-inbox/realtime.ts']);
  });
});
