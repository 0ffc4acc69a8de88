// @vitest-environment node
// The architecture's import boundaries are checked by dependency-cruiser (`npm run lint`); this
// proves each rule bites, on throw-away probe files that break it, and that allowed imports pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const probes: Record<string, string> = {
  'src/features/zz-probe/index.ts': "import { MemberLogin } from '../member-login';\nexport const a = MemberLogin;\n",
  'src/features/zz-probe/alias.ts': "import { MemberLogin } from '@/features/member-login';\nimport { a } from './index';\nexport const b = [MemberLogin, a];\n",
  'src/lib/zz-probe.ts': "import { MemberLogin } from '@/features/member-login';\nexport const c = MemberLogin;\n",
  'src/store/zz-probe.ts': "import { tag } from '@/elements/member-login';\nimport { type RwbEventMap } from '@/elements/events';\nexport const d: [string, RwbEventMap | null] = [tag, null];\n",
  'src/ui/zz-probe-a.ts': "import { f } from './zz-probe-b';\nexport const e = () => f;\n",
  'src/ui/zz-probe-b.ts': "import { e } from './zz-probe-a';\nexport const f = () => e;\n",
};

interface Violation { rule: { name: string }; from: string; to: string }
let violations: Violation[] = [];

beforeAll(() => {
  mkdirSync('src/features/zz-probe', { recursive: true });
  for (const [file, code] of Object.entries(probes)) writeFileSync(file, code);
  let out: string;
  try {
    out = execFileSync('npx', ['depcruise', ...Object.keys(probes), '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (err) {
    out = (err as { stdout: string }).stdout; // exits non-zero when it finds violations
  }
  violations = JSON.parse(out).summary.violations;
}, 60_000);
afterAll(() => {
  rmSync('src/features/zz-probe', { recursive: true, force: true });
  for (const file of Object.keys(probes)) rmSync(file, { force: true });
});

const found = (rule: string, from: string) => violations.filter((v) => v.rule.name === rule && v.from === from).map((v) => v.to);

describe('import boundaries', () => {
  it('a feature may not import another feature, relatively or by alias', () => {
    expect(found('feature-to-feature', 'src/features/zz-probe/index.ts')).toEqual(['src/features/member-login/index.ts']);
    expect(found('feature-to-feature', 'src/features/zz-probe/alias.ts')).toEqual(['src/features/member-login/index.ts']);
  });
  it('a feature imports its own files freely', () => {
    expect(violations.filter((v) => v.from.startsWith('src/features/zz-probe/') && v.to.startsWith('src/features/zz-probe/'))).toEqual([]);
  });
  it('lib/, store/ and ui/ may not import features or elements, except the typed events', () => {
    expect(found('platform-to-feature', 'src/lib/zz-probe.ts')).toEqual(['src/features/member-login/index.ts']);
    expect(found('platform-to-element', 'src/store/zz-probe.ts')).toEqual(['src/elements/member-login.ts']);
  });
  it('cycles are refused', () => {
    expect(violations.some((v) => v.rule.name === 'no-circular' && v.from === 'src/ui/zz-probe-a.ts')).toBe(true);
  });
  it('the real source has no violations', () => {
    expect(violations.filter((v) => !Object.keys(probes).includes(v.from))).toEqual([]);
  });
});
