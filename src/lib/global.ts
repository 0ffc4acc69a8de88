/**
 * One registry on the page for every shared store and piece of shared state.
 *
 * A CMS page may load the bundle twice (two loaders, or an old and a new build). Everything that must
 * exist once per page (the session, the profile, the single-flight refresh, the logout callbacks, the
 * router) is created through `shared()`, so the second copy finds and reuses the first one's objects.
 */
export const GLOBAL_KEY = '__rwbStores';

type Registry = Record<string, unknown>;

function registry(): Registry {
  const g = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Registry };
  return (g[GLOBAL_KEY] ??= {});
}

/** Returns the page-wide value registered under `name`, creating it with `create` the first time. */
export function shared<T>(name: string, create: () => T): T {
  const reg = registry();
  if (!(name in reg)) reg[name] = create();
  return reg[name] as T;
}
