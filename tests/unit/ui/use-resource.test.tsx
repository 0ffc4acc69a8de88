import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ApiError } from '@/lib/http';
import { httpStatus, isTransient, useResource, withAttempts, type Resource, type ResourceOptions } from '@/ui/use-resource';
import { cleanup, render } from './render';

afterEach(() => cleanup());

/** A load whose calls are settled by hand. */
function deferredLoads<T>() {
  const calls: { id: number; signal: AbortSignal; resolve(v: T): void; reject(e: unknown): void }[] = [];
  const load = vi.fn((id: number, signal: AbortSignal) => new Promise<T>((resolve, reject) => calls.push({ id, signal, resolve, reject })));
  return { calls, load };
}

let seen: Resource<string, 'missing'>[] = [];
function Harness({ id, load, options }: { id: number; load: (id: number, signal: AbortSignal) => Promise<string>; options?: ResourceOptions<'missing'> }) {
  const r = useResource((signal) => load(id, signal), [id], options);
  seen.push(r);
  return <p data-status={r.status}>{r.data ?? ''}</p>;
}
const last = () => seen[seen.length - 1];
const settle = (fn: () => void) => act(async () => fn());

describe('useResource', () => {
  afterEach(() => {
    seen = [];
  });

  it('loading, then ready with the data', async () => {
    const { calls, load } = deferredLoads<string>();
    const { root } = await render(<Harness id={1} load={load} />);
    expect(last().status).toBe('loading');
    await settle(() => calls[0].resolve('one'));
    expect(last()).toMatchObject({ status: 'ready', data: 'one' });
    expect(root.querySelector('p')!.textContent).toBe('one');
  });

  it('a change of deps aborts the call in flight, shows loading at once and drops the stale answer', async () => {
    const { calls, load } = deferredLoads<string>();
    const { rerender } = await render(<Harness id={1} load={load} />);
    await settle(() => calls[0].resolve('one'));
    const before = seen.length;
    await rerender(<Harness id={2} load={load} />);
    // The first render with the new deps already says 'loading' (no frame of the old data).
    expect(seen[before]).toMatchObject({ status: 'loading', data: undefined });
    await rerender(<Harness id={3} load={load} />);
    expect(calls.map((c) => [c.id, c.signal.aborted])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    await settle(() => calls[1].resolve('two (stale)'));
    expect(last().status).toBe('loading');
    await settle(() => calls[2].resolve('three'));
    expect(last()).toMatchObject({ status: 'ready', data: 'three' });
  });

  it('aborts on unmount', async () => {
    const { calls, load } = deferredLoads<string>();
    const { unmount } = await render(<Harness id={1} load={load} />);
    await unmount();
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('classify turns known failures into their own status; others are errors; reload tries again', async () => {
    const { calls, load } = deferredLoads<string>();
    const classify = (e: unknown) => (httpStatus(e) === 404 ? ('missing' as const) : null);
    const { rerender } = await render(<Harness id={1} load={load} options={{ classify }} />);
    await settle(() => calls[0].reject(new ApiError(404, 'Not found')));
    expect(last().status).toBe('missing');
    await rerender(<Harness id={2} load={load} options={{ classify }} />);
    await settle(() => calls[1].reject(new ApiError(500, 'Boom')));
    expect(last().status).toBe('error');
    expect((last().error as ApiError).status).toBe(500);
    await settle(() => last().reload());
    expect(last().status).toBe('loading');
    expect(calls).toHaveLength(3);
    await settle(() => calls[2].resolve('two'));
    expect(last()).toMatchObject({ status: 'ready', data: 'two' });
  });

  it('attempts: transient failures are tried again, a 4xx is not', async () => {
    const failing = vi.fn(async () => {
      throw new ApiError(503, 'Busy');
    });
    await render(<Harness id={1} load={failing} options={{ attempts: 3 }} />);
    await act(async () => {});
    expect(failing).toHaveBeenCalledTimes(3);
    expect(last().status).toBe('error');

    const refused = vi.fn(async () => {
      throw new ApiError(403, 'No');
    });
    await render(<Harness id={1} load={refused} options={{ attempts: 3 }} />);
    await act(async () => {});
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('enabled: false loads nothing and reports idle', async () => {
    const { load } = deferredLoads<string>();
    await render(<Harness id={1} load={load} options={{ enabled: false }} />);
    expect(load).not.toHaveBeenCalled();
    expect(last().status).toBe('idle');
  });

  it('initial: a value in hand is shown on the first render and the first load is skipped; a change of deps loads', async () => {
    const { calls, load } = deferredLoads<string>();
    const initial = vi.fn(() => 'seeded');
    const { rerender } = await render(<Harness id={1} load={load} options={{ initial } as ResourceOptions<'missing', string> as ResourceOptions<'missing'>} />);
    expect(seen[0]).toMatchObject({ status: 'ready', data: 'seeded' });
    expect(load).not.toHaveBeenCalled();
    await rerender(<Harness id={2} load={load} options={{ initial } as ResourceOptions<'missing', string> as ResourceOptions<'missing'>} />);
    expect(initial).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(last().status).toBe('loading');
    await settle(() => calls[0].resolve('two'));
    expect(last()).toMatchObject({ status: 'ready', data: 'two' });
  });

  it('initial: nothing in hand (undefined) loads as usual', async () => {
    const { calls, load } = deferredLoads<string>();
    await render(<Harness id={1} load={load} options={{ initial: () => undefined }} />);
    expect(last().status).toBe('loading');
    await settle(() => calls[0].resolve('one'));
    expect(last()).toMatchObject({ status: 'ready', data: 'one' });
  });

  it('setData replaces the loaded value (optimistic updates)', async () => {
    const { calls, load } = deferredLoads<string>();
    await render(<Harness id={1} load={load} />);
    await settle(() => last().setData('early')); // ignored while loading
    await settle(() => calls[0].resolve('one'));
    await settle(() => last().setData((v) => `${v}!`));
    expect(last().data).toBe('one!');
  });
});

describe('withAttempts / isTransient', () => {
  it('retries while transient and stops when aborted', async () => {
    const controller = new AbortController();
    let n = 0;
    await expect(
      withAttempts(
        async () => {
          n++;
          if (n === 2) controller.abort();
          throw new Error('network');
        },
        controller.signal,
        { attempts: 5 },
      ),
    ).rejects.toThrow('network');
    expect(n).toBe(2);
    expect(isTransient(new ApiError(0, 'offline'))).toBe(true);
    expect(isTransient(new ApiError(0, 'aborted', { code: 'aborted' }))).toBe(false);
    expect(isTransient(new ApiError(422, 'bad'))).toBe(false);
  });
});
