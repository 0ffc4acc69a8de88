// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { buildVersion, precachedFiles } from '../../../scripts/build/service-worker';

const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code }) as unknown as Rollup.OutputChunk;
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as unknown as Rollup.OutputAsset;

function bundleOf(items: Array<Rollup.OutputChunk | Rollup.OutputAsset>): Rollup.OutputBundle {
  return Object.fromEntries(items.map((i) => [i.fileName, i]));
}

const base = () => [
  chunk('elements.js', 'loader v1'),
  chunk('chunks/core-AbCdEf12.js', 'core'),
  asset('assets/run-walk-K5wLU_sb.svg', '<svg/>'),
  asset('.vite/manifest.json', '{}'),
  asset('elements.js.map', '{}'),
];

describe('the service worker build', () => {
  it("precaches the build's scripts and assets, not its maps or metadata", () => {
    expect(precachedFiles(bundleOf(base()))).toEqual(['assets/run-walk-K5wLU_sb.svg', 'chunks/core-AbCdEf12.js', 'elements.js']);
  });

  it('a new version when any file changes, the loader (whose name never changes) included', () => {
    const v1 = bundleOf(base());
    const same = bundleOf(base());
    const loader = bundleOf([chunk('elements.js', 'loader v2'), ...base().slice(1)]);
    const renamed = bundleOf([...base().slice(0, 1), chunk('chunks/core-Zz9Zz9Zz.js', 'core'), ...base().slice(2)]);
    const version = (b: Rollup.OutputBundle) => buildVersion(b, precachedFiles(b));
    expect(version(v1)).toMatch(/^[0-9a-f]{16}$/);
    expect(version(same)).toBe(version(v1));
    expect(version(loader)).not.toBe(version(v1));
    expect(version(renamed)).not.toBe(version(v1));
  });
});
