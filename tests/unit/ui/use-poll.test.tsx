import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { usePoll } from '@/ui/use-poll';
import { cleanup, render } from './render';

function Harness({ poll, ms, enabled }: { poll: () => void; ms: number; enabled?: boolean }) {
  usePoll(poll, ms, enabled);
  return null;
}

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (v: DocumentVisibilityState) =>
  act(async () => {
    visibility = v;
    document.dispatchEvent(new Event('visibilitychange'));
  });

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers();
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await cleanup();
});

describe('usePoll', () => {
  it('calls every interval while visible; stops while hidden; calls at once and resumes when shown again', async () => {
    const poll = vi.fn();
    await render(<Harness poll={poll} ms={2000} />);
    expect(poll).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(4100));
    expect(poll).toHaveBeenCalledTimes(2);
    await setVisibility('hidden');
    await act(async () => void vi.advanceTimersByTime(10_000));
    expect(poll).toHaveBeenCalledTimes(2);
    await setVisibility('visible');
    expect(poll).toHaveBeenCalledTimes(3);
    await act(async () => void vi.advanceTimersByTime(2000));
    expect(poll).toHaveBeenCalledTimes(4);
  });

  it('does nothing while disabled, and stops when disabled again', async () => {
    const poll = vi.fn();
    const view = await render(<Harness poll={poll} ms={1000} enabled={false} />);
    await act(async () => void vi.advanceTimersByTime(5000));
    expect(poll).not.toHaveBeenCalled();
    await view.rerender(<Harness poll={poll} ms={1000} enabled />);
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(poll).toHaveBeenCalledTimes(1);
    await view.rerender(<Harness poll={poll} ms={1000} enabled={false} />);
    await act(async () => void vi.advanceTimersByTime(5000));
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('calls the latest function without restarting the interval', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = await render(<Harness poll={first} ms={1000} />);
    await act(async () => void vi.advanceTimersByTime(600));
    await view.rerender(<Harness poll={second} ms={1000} />);
    await act(async () => void vi.advanceTimersByTime(400));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
