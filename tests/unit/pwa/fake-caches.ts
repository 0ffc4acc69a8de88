// An in-memory CacheStorage for the service worker's tests (Node has Request and Response, not caches).
type Key = RequestInfo | URL;

const urlOf = (key: Key) => (typeof key === 'string' ? key : key instanceof URL ? key.href : key.url);

class FakeCache {
  readonly entries = new Map<string, { body: ArrayBuffer; init: ResponseInit }>();

  async match(key: Key): Promise<Response | undefined> {
    const hit = this.entries.get(urlOf(key));
    return hit && new Response(hit.body.slice(0), hit.init);
  }

  async put(key: Key, res: Response): Promise<void> {
    this.entries.set(urlOf(key), { body: await res.arrayBuffer(), init: { status: res.status, headers: new Headers(res.headers) } });
  }

  async delete(key: Key): Promise<boolean> {
    return this.entries.delete(urlOf(key));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((u) => new Request(u));
  }
}

export class FakeCaches {
  readonly stores = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.stores.get(name);
    if (!cache) this.stores.set(name, (cache = new FakeCache()));
    return cache;
  }

  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }

  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }

  async has(name: string): Promise<boolean> {
    return this.stores.has(name);
  }

  async match(): Promise<Response | undefined> {
    throw new Error('not used');
  }

  /** The URLs kept in a cache (absent cache: none). */
  urls(name: string): string[] {
    return [...(this.stores.get(name)?.entries.keys() ?? [])];
  }
}
