// Runs before every unit test file: a fresh page-wide store registry and empty storage, and React's
// act() environment for component tests.
import { afterEach, vi } from 'vitest';

delete (globalThis as Record<string, unknown>).__rwbStores;
// Files may opt into `@vitest-environment node` (no DOM): guard browser globals.
if (typeof localStorage !== 'undefined') localStorage.clear();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
