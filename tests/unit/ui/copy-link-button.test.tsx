import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { COPIED_MS, CopyLinkButton } from '@/ui/copy-link-button';
import { cleanup, click, descriptionOf, getByRole, render } from './render';

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  writeText = vi.fn(async () => undefined);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
});
afterEach(cleanup);

const LINK = 'https://api.example/app/events/12';
const status = (root: ShadowRoot) => getByRole(root, 'status').textContent;
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('CopyLinkButton', () => {
  it("copies the text and says 'Copied!' for 3 seconds in a live region describing the button", async () => {
    const { root } = await render(<CopyLinkButton text={LINK} />);
    const button = getByRole(root, 'button', 'Copy Link');
    expect(status(root)).toBe('');
    await click(button);
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(status(root)).toBe('Copied!');
    expect(descriptionOf(button)).toBe('Copied!');
    await wait(COPIED_MS - 1);
    expect(status(root)).toBe('Copied!');
    await wait(1);
    expect(status(root)).toBe('');
    expect(COPIED_MS).toBe(3000);
  });

  it('a second copy restarts the 3 seconds', async () => {
    const { root } = await render(<CopyLinkButton text={LINK} />);
    await click(getByRole(root, 'button', 'Copy Link'));
    await wait(2000);
    await click(getByRole(root, 'button', 'Copy Link'));
    await wait(2000);
    expect(status(root)).toBe('Copied!');
    await wait(1000);
    expect(status(root)).toBe('');
  });

  it('showText adds the link after the message (event detail)', async () => {
    const { root } = await render(<CopyLinkButton text={LINK} showText />);
    await click(getByRole(root, 'button', 'Copy Link'));
    expect(status(root)).toBe(`Copied! ${LINK}`);
  });

  it('a refused clipboard says so (with the link to select), or nothing when failedLabel is null', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const { root } = await render(
      <>
        <CopyLinkButton text={LINK} showText />
      </>,
    );
    await click(getByRole(root, 'button', 'Copy Link'));
    expect(status(root)).toBe(`Could not copy the link. Select it and copy it yourself. ${LINK}`);
    expect(root.querySelector('[data-status="failed"]')).not.toBeNull();
    await cleanup();
    const quiet = await render(<CopyLinkButton text={LINK} failedLabel={null} />);
    await click(getByRole(quiet.root, 'button', 'Copy Link'));
    expect(status(quiet.root)).toBe('');
  });

  it('no clipboard at all (insecure page) counts as a refusal', async () => {
    vi.stubGlobal('navigator', { share: undefined });
    const { root } = await render(<CopyLinkButton text={LINK} />);
    await click(getByRole(root, 'button', 'Copy Link'));
    expect(status(root)).toBe('Could not copy the link. Select it and copy it yourself.');
  });

  it('with share data and the Web Share API, opens the share sheet instead (a closed sheet is silent)', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    vi.stubGlobal('navigator', { clipboard: { writeText }, share });
    const data = { title: 'Ruck', text: 'My workout at Ruck: 3 miles', url: LINK };
    const { root } = await render(<CopyLinkButton text={`${data.text} ${LINK}`} share={data} label="Share" aria-label="Share Ruck" />);
    await click(getByRole(root, 'button', 'Share Ruck'));
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
    expect(status(root)).toBe('');
  });

  it('without the Web Share API, share data falls back to copying the text', async () => {
    const { root } = await render(<CopyLinkButton text={`My workout ${LINK}`} share={{ url: LINK }} label="Share" copiedLabel="Copied to clipboard" duration={Infinity} />);
    await click(getByRole(root, 'button', 'Share'));
    expect(writeText).toHaveBeenCalledWith(`My workout ${LINK}`);
    await wait(60_000);
    expect(status(root)).toBe('Copied to clipboard');
  });
});
