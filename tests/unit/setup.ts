// Runs before every unit test file: a fresh page-wide store registry and empty storage, and React's
// act() environment for component tests.
import { afterEach, vi } from 'vitest';
// The HTTP client's chunk, loaded as the elements that call the API on mount load it (their first
// load); src/lib/http.ts then calls it without waiting a turn. Loading it on the first call is
// tested in tests/unit/lib/http-lazy.test.ts and in the browser (tests/e2e/first-paint.spec.ts).
import '@/lib/http-client';

delete (globalThis as Record<string, unknown>).__rwbStores;
// Files may opt into `@vitest-environment node` (no DOM): guard browser globals.
if (typeof localStorage !== 'undefined') localStorage.clear();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
