import { describe, expect, it, vi } from 'vitest';
import { callbacks } from '@/lib/callbacks';

describe('callbacks', () => {
  it('calls every callback in order with the arguments and returns what they returned', () => {
    const set = callbacks<[number]>('a test callback');
    const seen: string[] = [];
    set.add((n) => seen.push(`a${n}`));
    set.add((n) => {
      seen.push(`b${n}`);
      return Promise.resolve('later');
    });
    const results = set.call(1);
    expect(seen).toEqual(['a1', 'b1']);
    expect(results[0]).toBe(1);
    expect(results[1]).toBeInstanceOf(Promise);
  });

  it('a throwing callback is logged and does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const set = callbacks<[]>('a test callback');
    const ran: string[] = [];
    set.add(() => {
      throw new Error('boom');
    });
    set.add(() => ran.push('after'));
    set.call();
    expect(ran).toEqual(['after']);
    expect(error).toHaveBeenCalledWith('[rwb] a test callback failed', expect.any(Error));
  });

  it('the same function added twice is two registrations, each removed by its own handle', () => {
    const set = callbacks<[]>('a test callback');
    const cb = vi.fn();
    const first = set.add(cb);
    set.add(cb);
    set.call();
    expect(cb).toHaveBeenCalledTimes(2);
    first();
    first(); // removing twice is harmless
    set.call();
    expect(cb).toHaveBeenCalledTimes(3);
  });

  it('a given set is shared by every handle built on it (page-wide registries)', () => {
    const shared = new Set<() => unknown>();
    const a = callbacks<[]>('x', shared);
    const b = callbacks<[]>('x', shared);
    const cb = vi.fn();
    a.add(cb);
    b.call();
    expect(cb).toHaveBeenCalledTimes(1);
  });
});
