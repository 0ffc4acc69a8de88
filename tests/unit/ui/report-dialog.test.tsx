import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ApiError } from '@/lib/http';
import { configure } from '@/store/config';
import { ReportDialog, type ReportDialogProps } from '@/ui/report-dialog';
import { resetPlatform } from '../helpers';
import { cleanup, click, descriptionOf, getByLabelText, getByRole, nameOf, press, queryAllByRole, render } from './render';

beforeEach(() => resetPlatform());
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

function setup(props: Partial<ReportDialogProps> & Pick<ReportDialogProps, 'target'>) {
  const handlers = { onSubmit: vi.fn(async () => undefined), onReported: vi.fn(), onCancel: vi.fn() };
  return { handlers, ui: <ReportDialog {...handlers} {...props} /> };
}

describe('ReportDialog: confirm only (event, member, posts, groups)', () => {
  it("event: the spec's question and success text, with the product name", async () => {
    const { handlers, ui } = setup({ target: 'event' });
    const { root } = await render(ui);
    const dialog = getByRole(root, 'alertdialog');
    expect(nameOf(dialog)).toBe('Report Event');
    expect(descriptionOf(dialog)).toBe('Team RWB: Would you like to report this event?');
    expect(root.activeElement).toBe(getByRole(root, 'button', 'Cancel'));
    await click(getByRole(root, 'button', 'Report'));
    expect(handlers.onSubmit).toHaveBeenCalledWith({});
    expect(handlers.onReported).toHaveBeenCalledWith('Team RWB: Your report has been sent');
  });

  it("event failure: '{product}: ' plus the error's message, in the dialog, which stays open", async () => {
    configure({ productName: 'RWB Test' });
    const { handlers, ui } = setup({ target: 'event', onSubmit: vi.fn(async () => Promise.reject(new ApiError(409, 'You already reported this event.'))) });
    const { root } = await render(ui);
    await click(getByRole(root, 'button', 'Report'));
    expect(getByRole(root, 'alert').textContent).toBe('RWB Test: You already reported this event.');
    expect(handlers.onReported).not.toHaveBeenCalled();
    expect((getByRole(root, 'button', 'Report') as HTMLButtonElement).disabled).toBe(false);
  });

  it("event failure without a reason ('Error reporting event') and without an answer (the could-not-send text)", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, 'Response returned 503'))
      .mockRejectedValueOnce(new ApiError(0, 'The request timed out.', { code: 'timeout' }));
    const { ui } = setup({ target: 'event', onSubmit });
    const { root } = await render(ui);
    await click(getByRole(root, 'button', 'Report'));
    expect(getByRole(root, 'alert').textContent).toBe('Error reporting event');
    await click(getByRole(root, 'button', 'Report'));
    expect(getByRole(root, 'alert').textContent).toBe('There was an error sending your report. Please try again later.');
  });

  it("member: the spec's question, our thanks; each failure text in its situation", async () => {
    const onSubmit = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiError(500, 'boom'))
      .mockRejectedValueOnce(new ApiError(0, 'Could not reach the server.', { code: 'network' }))
      .mockRejectedValueOnce(new ApiError(422, 'You cannot report yourself.'));
    const { handlers, ui } = setup({ target: 'user', onSubmit });
    const { root } = await render(ui);
    const dialog = getByRole(root, 'alertdialog');
    expect(nameOf(dialog)).toBe('Report');
    expect(descriptionOf(dialog)).toBe('Would you like to report this member?');
    await click(getByRole(root, 'button', 'Report'));
    expect(handlers.onReported).toHaveBeenCalledWith('Thank you. Your report has been sent.');
    await click(getByRole(root, 'button', 'Report'));
    expect(getByRole(root, 'alert').textContent).toBe('Error reporting user');
    await click(getByRole(root, 'button', 'Report'));
    expect(getByRole(root, 'alert').textContent).toBe('There was an error sending your report. Please try again later.');
    await click(getByRole(root, 'button', 'Report'));
    expect(getByRole(root, 'alert').textContent).toBe('Team RWB: You cannot report yourself.');
  });

  it('shows busy while sending and ignores Escape then; Cancel and Escape cancel otherwise', async () => {
    let finish!: () => void;
    const { handlers, ui } = setup({ target: 'post', onSubmit: vi.fn(() => new Promise<void>((r) => (finish = r))) });
    const { root } = await render(ui);
    await click(getByRole(root, 'button', 'Report'));
    expect(getByRole(root, 'button', 'Report').getAttribute('aria-busy')).toBe('true');
    await press(getByRole(root, 'alertdialog'), 'Escape');
    expect(handlers.onCancel).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(handlers.onReported).toHaveBeenCalledWith('Team RWB: Your report has been sent');
    await press(getByRole(root, 'alertdialog'), 'Escape');
    await click(getByRole(root, 'button', 'Cancel'));
    expect(handlers.onCancel).toHaveBeenCalledTimes(2);
  });

  it('open={false} renders nothing', async () => {
    const { ui } = setup({ target: 'group', open: false });
    const { root } = await render(ui);
    expect(queryAllByRole(root, 'alertdialog')).toHaveLength(0);
  });

  it.each([
    ['user', 'Error reporting user'],
    ['event', 'Error reporting event'],
    ['post', 'Error reporting post'],
    ['reaction', 'Error reporting comment'],
    ['event_post', 'Error reporting event post'],
    ['group', 'Error reporting group'],
    ['group_post', 'Error reporting post'],
  ] as const)("%s failure with no reason to show (a 5xx): '%s'", async (target, text) => {
    const { ui } = setup({ target, onSubmit: vi.fn(async () => Promise.reject(new ApiError(500, 'boom'))) });
    const { root } = await render(ui);
    await click(getByRole(root, 'button', 'Report'));
    expect(getByRole(root, 'alert').textContent).toBe(text);
  });
});

describe('ReportDialog: with a reason (message, channel)', () => {
  it('asks for a reason category (required) and an optional text, then sends them', async () => {
    const { handlers, ui } = setup({ target: 'message' });
    const { root } = await render(ui);
    const dialog = getByRole(root, 'dialog', 'Report Message');
    expect(descriptionOf(dialog)).toBe('Team RWB: Would you like to report this message?');
    const group = getByRole(root, 'radiogroup');
    expect(group.querySelector('legend')!.textContent).toBe('Reason');
    expect(queryAllByRole(root, 'radio').map((r) => nameOf(r))).toEqual(['Harassment', 'Spam', 'Inappropriate Content']);

    await click(getByRole(root, 'button', 'Report'));
    expect(handlers.onSubmit).not.toHaveBeenCalled();
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(group)).toBe('Please choose a reason.');

    await click(getByLabelText(root, 'Spam'));
    const text = getByLabelText(root, 'Tell us more (optional)') as HTMLTextAreaElement;
    expect(text.localName).toBe('textarea');
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(text, '  Keeps sending ads  ');
      text.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(getByRole(root, 'button', 'Report'));
    expect(handlers.onSubmit).toHaveBeenCalledWith({ reason: 'Spam', text: 'Keeps sending ads' });
    expect(handlers.onReported).toHaveBeenCalledWith('Team RWB: Your report has been sent');
  });

  it("message failure: 'Error reporting message.'", async () => {
    const { ui } = setup({ target: 'message', onSubmit: vi.fn(async () => Promise.reject(new ApiError(500, 'boom'))) });
    const { root } = await render(ui);
    await click(getByLabelText(root, 'Spam'));
    await click(getByRole(root, 'button', 'Report'));
    expect(getByRole(root, 'alert').textContent).toBe('Error reporting message.');
  });

  it("channel failure: 'Error reporting channel.'; Cancel cancels", async () => {
    const { handlers, ui } = setup({ target: 'channel', onSubmit: vi.fn(async () => Promise.reject(new Error('x'))) });
    const { root } = await render(ui);
    expect(nameOf(getByRole(root, 'dialog'))).toBe('Report Chat');
    await click(getByLabelText(root, 'Harassment'));
    await click(getByRole(root, 'button', 'Report'));
    expect(getByRole(root, 'alert').textContent).toBe('Error reporting channel.');
    await click(getByRole(root, 'button', 'Cancel'));
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
  });

  it('any target can ask for its own reasons, or only for a text; a message can skip the reason', async () => {
    const first = setup({ target: 'post', reasons: ['Spam', 'Other'] });
    const { root } = await render(first.ui);
    expect(queryAllByRole(root, 'radio').map((r) => nameOf(r))).toEqual(['Spam', 'Other']);
    await cleanup();

    const second = setup({ target: 'user', withText: true });
    const textOnly = await render(second.ui);
    expect(queryAllByRole(textOnly.root, 'radio')).toHaveLength(0);
    await click(getByRole(textOnly.root, 'button', 'Report'));
    expect(second.handlers.onSubmit).toHaveBeenCalledWith({});
    await cleanup();

    const third = setup({ target: 'message', reasons: false, withText: false });
    const plain = await render(third.ui);
    expect(queryAllByRole(plain.root, 'alertdialog')).toHaveLength(1);
  });

  it('every button in the dialog has a name', async () => {
    const { ui } = setup({ target: 'message' });
    const { root } = await render(ui);
    for (const b of queryAllByRole(root, 'button')) expect(nameOf(b)).not.toBe('');
  });
});
