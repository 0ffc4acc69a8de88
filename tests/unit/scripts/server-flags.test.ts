// Every way the server is started runs it with the same node flags (scripts/server-flags.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';

const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');

describe('server node flags', () => {
  it('a larger young generation, given by npm start, npm run dev, npm run serve and the API load bench', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=64');
    const serve: string = JSON.parse(read('package.json')).scripts.serve;
    for (const flag of SERVER_NODE_FLAGS) expect(serve).toContain(`node ${flag}`);
    for (const file of ['scripts/start.mjs', 'scripts/dev.mjs']) expect(read(file)).toMatch(/spawn\(process\.execPath, \[\.\.\.SERVER_NODE_FLAGS,/);
    expect(read('bench/api-load-setup.ts')).toContain("spawnServer(['server/main.ts'], serverEnv, '/api/v1/minimum_version', SERVER_NODE_FLAGS)");
  });
});
