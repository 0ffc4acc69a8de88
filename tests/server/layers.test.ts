// The server's layers point one way (ARCHITECTURE "Layout"): routes -> domain modules (auth/, events/,
// users/, profile/, reports/, groups/, challenges/) -> db/, http/, services/ (and clock.ts, config.ts). The seed sits beside
// the routes, never below: nothing under db/, http/ or services/ imports routes/ or seed/. The server
// shares only src/lib with the client, and its imports have no cycles.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = join(ROOT, 'server');

type Layer = 'entry' | 'routes' | 'seed' | 'domain' | 'infra' | 'shared';

/** Where each top-level part of server/ sits. A new directory must be placed here. */
const LAYERS: Record<string, Layer> = {
  'app.ts': 'entry',
  'start.ts': 'entry',
  'main.ts': 'entry',
  'cluster.ts': 'entry',
  routes: 'routes',
  // The chat gateway speaks Stream's protocol over HTTP and a socket: an edge, like the routes.
  realtime: 'routes',
  seed: 'seed',
  auth: 'domain',
  events: 'domain',
  challenges: 'domain',
  chat: 'domain',
  feed: 'domain',
  groups: 'domain',
  users: 'domain',
  profile: 'domain',
  reports: 'domain',
  db: 'infra',
  http: 'infra',
  services: 'infra',
  'first-paint': 'infra',
  types: 'infra',
  'clock.ts': 'infra',
  'config.ts': 'infra',
};

const MAY_IMPORT: Record<Exclude<Layer, 'shared'>, readonly Layer[]> = {
  entry: ['entry', 'routes', 'seed', 'domain', 'infra', 'shared'],
  routes: ['routes', 'domain', 'infra', 'shared'],
  seed: ['seed', 'domain', 'infra', 'shared'],
  domain: ['domain', 'infra', 'shared'],
  infra: ['infra', 'shared'],
};

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file a relative import names (with or without extension, or a folder's index). */
function resolveImport(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next form
    }
  }
  return base;
}

/** Every relative import (static, `import type`, re-exports, dynamic) of a file. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName).filter((spec) => spec.startsWith('.')).map((spec) => resolveImport(file, spec));
}

function layerOf(file: string): Layer | 'client' | null {
  const rel = relative(ROOT, file).split('\\').join('/');
  if (rel.startsWith('src/lib/')) return 'shared';
  if (rel.startsWith('src/')) return 'client';
  if (!rel.startsWith('server/')) return null;
  return LAYERS[rel.slice('server/'.length).split('/')[0]] ?? null;
}

const files = tsFiles(SERVER);
const graph = new Map(files.map((f) => [f, importsOf(f)]));
const rel = (f: string) => relative(ROOT, f).split('\\').join('/');

describe('server layers', () => {
  it('every part of server/ has a layer', () => {
    const unplaced = files.filter((f) => layerOf(f) === null).map(rel);
    expect(unplaced, 'place these in LAYERS (tests/server/layers.test.ts)').toEqual([]);
  });

  it('imports point down (routes -> domain -> db/http/services); the seed beside the routes', () => {
    const wrong: string[] = [];
    for (const [file, imports] of graph) {
      const from = layerOf(file);
      if (from === null || from === 'shared' || from === 'client') continue;
      for (const target of imports) {
        const to = layerOf(target);
        if (to === null || to === 'client' || !MAY_IMPORT[from].includes(to)) wrong.push(`${rel(file)} (${from}) -> ${rel(target)} (${to ?? 'outside'})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('nothing under db/, http/ or services/ imports routes/ or seed/', () => {
    const below = [...graph].filter(([f]) => /^server\/(db|http|services)\//.test(rel(f)));
    const upward = below.flatMap(([f, imports]) => imports.filter((t) => /^server\/(routes|seed)\//.test(rel(t))).map((t) => `${rel(f)} -> ${rel(t)}`));
    expect(below.length).toBeGreaterThan(10);
    expect(upward).toEqual([]);
  });

  it('has no import cycles', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (!graph.has(next)) continue;
        if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map(rel).join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
