// @vitest-environment node
// The architecture's import boundaries are checked by dependency-cruiser (`npm run lint`); this proves
// each rule bites, on probe files that break it, and that allowed imports pass. The probes never touch
// src/: dependency-cruiser runs on a copy of src/ in a temporary directory with the probes added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

const probes: Record<string, string> = {
  // features
  'src/features/zz-probe/index.ts': "import { MemberLogin } from '../member-login';\nexport const a = MemberLogin;\n",
  'src/features/zz-probe/alias.ts':
    "import { MemberLogin } from '@/features/member-login';\nimport { a } from './index';\nimport { tag } from '@/elements/member-login';\nexport const b = [MemberLogin, a, tag];\n",
  'src/features/zz-probe/allowed.ts':
    "import { Button } from '@/ui/button';\nimport { $session } from '@/store/session';\nimport { api } from '@/lib/http';\nexport const ok = [Button, $session, api];\n",
  // lib: the bottom layer
  'src/lib/zz-probe.ts':
    "import { MemberLogin } from '@/features/member-login';\nimport { $session } from '@/store/session';\nimport { Button } from '@/ui/button';\nimport type { RwbEventMap } from '@/elements/events';\nimport { emit } from './emit';\nexport const c: [unknown, unknown, unknown, RwbEventMap | null, unknown] = [MemberLogin, $session, Button, null, emit];\n",
  // store: lib only
  'src/store/zz-probe.ts':
    "import { tag } from '@/elements/member-login';\nimport type { RwbEventMap } from '@/elements/events';\nimport { Button } from '@/ui/button';\nimport { MemberLogin } from '@/features/member-login';\nimport { api } from '@/lib/http';\nimport type { RwbEventMap as LibMap } from '@/lib/events';\nimport { $config } from './config';\nexport const d: [string, RwbEventMap | null, LibMap | null, unknown, unknown, unknown, unknown] = [tag, null, null, Button, MemberLogin, api, $config];\n",
  // ui: store and lib
  'src/ui/zz-probe.ts':
    "import { MemberLogin } from '@/features/member-login';\nimport { tag } from '@/elements/member-login';\nimport { $session } from '@/store/session';\nimport { api } from '@/lib/http';\nexport const u = [MemberLogin, tag, $session, api];\n",
  // cycles
  'src/ui/zz-probe-a.ts': "import { f } from './zz-probe-b';\nexport const e = () => f;\n",
  'src/ui/zz-probe-b.ts': "import { e } from './zz-probe-a';\nexport const f = () => e;\n",
};

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}
let violations: Violation[] = [];
let work = '';

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'rwb-boundaries-'));
  cpSync(join(root, 'src'), join(work, 'src'), { recursive: true });
  for (const file of ['tsconfig.json', '.dependency-cruiser.cjs']) cpSync(join(root, file), join(work, file));
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
  for (const [file, code] of Object.entries(probes)) {
    mkdirSync(dirname(join(work, file)), { recursive: true });
    writeFileSync(join(work, file), code);
  }
  let out: string;
  try {
    out = execFileSync(join(root, 'node_modules/.bin/depcruise'), ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
      cwd: work,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (err) {
    out = (err as { stdout: string }).stdout; // exits non-zero when it finds violations
  }
  violations = JSON.parse(out).summary.violations;
}, 60_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const found = (rule: string, from: string) =>
  violations
    .filter((v) => v.rule.name === rule && v.from === from)
    .map((v) => v.to)
    .sort();
const fromFile = (from: string) => violations.filter((v) => v.from === from);

describe('import boundaries', () => {
  it('a feature may not import another feature, relatively or by alias', () => {
    expect(found('feature-to-feature', 'src/features/zz-probe/index.ts')).toEqual(['src/features/member-login/index.ts']);
    expect(found('feature-to-feature', 'src/features/zz-probe/alias.ts')).toEqual(['src/features/member-login/index.ts']);
  });
  it('a feature may not import an element', () => {
    expect(found('features-upward', 'src/features/zz-probe/alias.ts')).toEqual(['src/elements/member-login.ts']);
  });
  it('a feature imports its own files, ui/, store/ and lib/ freely', () => {
    expect(violations.filter((v) => v.from.startsWith('src/features/zz-probe/') && v.to.startsWith('src/features/zz-probe/'))).toEqual([]);
    expect(fromFile('src/features/zz-probe/allowed.ts')).toEqual([]);
  });
  it('lib/ imports nothing above it (store, ui, features, elements: not even the event types)', () => {
    expect(found('lib-upward', 'src/lib/zz-probe.ts')).toEqual([
      'src/elements/events.ts',
      'src/features/member-login/index.ts',
      'src/store/session.ts',
      'src/ui/button.tsx',
    ]);
    expect(fromFile('src/lib/zz-probe.ts').map((v) => v.to)).not.toContain('src/lib/emit.ts');
  });
  it('store/ imports only lib/ and itself', () => {
    expect(found('store-upward', 'src/store/zz-probe.ts')).toEqual([
      'src/elements/events.ts',
      'src/elements/member-login.ts',
      'src/features/member-login/index.ts',
      'src/ui/button.tsx',
    ]);
    const to = fromFile('src/store/zz-probe.ts').map((v) => v.to);
    for (const allowed of ['src/lib/http.ts', 'src/lib/events.ts', 'src/store/config.ts']) expect(to).not.toContain(allowed);
  });
  it('ui/ imports store/ and lib/, never features or elements', () => {
    expect(found('ui-upward', 'src/ui/zz-probe.ts')).toEqual(['src/elements/member-login.ts', 'src/features/member-login/index.ts']);
    expect(fromFile('src/ui/zz-probe.ts').map((v) => v.to).sort()).toEqual(['src/elements/member-login.ts', 'src/features/member-login/index.ts']);
  });
  it('cycles are refused', () => {
    expect(violations.some((v) => v.rule.name === 'no-circular' && v.from === 'src/ui/zz-probe-a.ts')).toBe(true);
  });
  it('the real source has no violations', () => {
    expect(violations.filter((v) => !Object.keys(probes).includes(v.from))).toEqual([]);
  });
});
