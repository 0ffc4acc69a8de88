// @vitest-environment node
// The architecture's import boundaries are enforced by ESLint; this proves the rule bites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

// The config lists the feature folders that exist; a throw-away probe feature proves the rule
// covers every feature, not just a hard-coded pair.
const probe = 'src/features/zz-lint-probe';
let eslint: ESLint;
beforeAll(() => {
  mkdirSync(probe, { recursive: true });
  writeFileSync(`${probe}/index.ts`, 'export const probe = 1;\n');
  eslint = new ESLint({ cwd: process.cwd() });
});
afterAll(() => rmSync(probe, { recursive: true, force: true }));

async function boundaryErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries', () => {
  it('a feature may not import another feature', async () => {
    const errors = await boundaryErrors("import { MemberLogin } from '../member-login';\nexport const x = MemberLogin;\n", `${probe}/x.ts`);
    expect(errors.join()).toMatch(/Features never import each other/);
    const back = await boundaryErrors("import { probe } from '@/features/zz-lint-probe';\nexport const x = probe;\n", 'src/features/member-login/x.ts');
    expect(back.join()).toMatch(/Features never import each other/);
    const own = await boundaryErrors("import { probe } from './index';\nexport const x = probe;\n", `${probe}/y.ts`);
    expect(own).toEqual([]);
  });
  it('lib/, store/ and ui/ may not import features', async () => {
    for (const dir of ['lib', 'store', 'ui']) {
      const errors = await boundaryErrors("import { MemberLogin } from '@/features/member-login';\nexport const x = MemberLogin;\n", `src/${dir}/x.ts`);
      expect(errors.join()).toMatch(/never import features/);
    }
  });
  it('elements compose features freely', async () => {
    expect(await boundaryErrors("import { MemberLogin } from '@/features/member-login';\nexport const x = MemberLogin;\n", 'src/elements/x.ts')).toEqual([]);
  });
}, 60_000);
