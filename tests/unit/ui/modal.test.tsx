import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Modal } from '@/ui/modal';
import { cleanup, click, descriptionOf, getByRole, nameOf, press, queryAllByRole, render } from './render';

afterEach(cleanup);

function LogoutFlow({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button onClick={() => setOpen(true)}>Logout</Button>
      <ConfirmDialog
        open={open}
        title="Logout"
        message="Are you sure you want to logout?"
        confirmLabel="Yes, logout"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}

describe('ConfirmDialog', () => {
  it('is an alertdialog, modal, labelled by its title and described by its message — inside the shadow root', async () => {
    const { root } = await render(<LogoutFlow />);
    expect(queryAllByRole(root, 'alertdialog')).toHaveLength(0);
    await click(getByRole(root, 'button', 'Logout'));
    const dialog = getByRole(root, 'alertdialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(nameOf(dialog)).toBe('Logout');
    expect(descriptionOf(dialog)).toBe('Are you sure you want to logout?');
    expect(document.body.querySelector('[role="alertdialog"]')).toBeNull(); // not portaled to the page
  });

  it('moves focus in (to Cancel), traps Tab and Shift+Tab, and Escape cancels and returns focus to the opener', async () => {
    const { root } = await render(<LogoutFlow />);
    const opener = getByRole(root, 'button', 'Logout');
    opener.focus();
    await click(opener);
    const cancel = getByRole(root, 'button', 'Cancel');
    const confirm = getByRole(root, 'button', 'Yes, logout');
    expect(root.activeElement).toBe(cancel);

    confirm.focus();
    await press(confirm, 'Tab'); // from the last element: wraps to the first
    expect(root.activeElement).toBe(cancel);
    await press(cancel, 'Tab', { shiftKey: true }); // from the first: wraps to the last
    expect(root.activeElement).toBe(confirm);

    await press(confirm, 'Escape');
    expect(queryAllByRole(root, 'alertdialog')).toHaveLength(0);
    expect(root.activeElement).toBe(opener);
  });

  it('confirm calls onConfirm and closes', async () => {
    const onConfirm = vi.fn();
    const { root } = await render(<LogoutFlow onConfirm={onConfirm} />);
    await click(getByRole(root, 'button', 'Logout'));
    await click(getByRole(root, 'button', 'Yes, logout'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(queryAllByRole(root, 'alertdialog')).toHaveLength(0);
  });

  it('busy disables Cancel, shows the confirm as busy and ignores Escape', async () => {
    const onCancel = vi.fn();
    const { root } = await render(<ConfirmDialog title="Delete" message="Sure?" busy onConfirm={() => {}} onCancel={onCancel} />);
    expect((getByRole(root, 'button', 'Cancel') as HTMLButtonElement).disabled).toBe(true);
    expect(getByRole(root, 'button', 'OK').getAttribute('aria-busy')).toBe('true');
    await press(getByRole(root, 'alertdialog'), 'Escape');
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('Modal', () => {
  it('is a labelled dialog with a close button; Escape and the close button call onClose', async () => {
    const onClose = vi.fn();
    const { root } = await render(
      <Modal title="Legal Waiver" onClose={onClose} footer={<Button onClick={onClose}>Go Back</Button>}>
        <p>Waiver text</p>
      </Modal>,
    );
    const dialog = getByRole(root, 'dialog', 'Legal Waiver');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(root.activeElement).toBe(getByRole(root, 'button', 'Close')); // first focusable
    await press(dialog, 'Escape');
    await click(getByRole(root, 'button', 'Close'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('with nothing focusable, focus goes to the dialog and Tab keeps it there', async () => {
    const { root } = await render(
      <Modal title="Info" onClose={() => {}} showClose={false}>
        <p>Nothing to press</p>
      </Modal>,
    );
    const dialog = getByRole(root, 'dialog', 'Info');
    expect(root.activeElement).toBe(dialog);
    await press(dialog, 'Tab');
    expect(root.activeElement).toBe(dialog);
  });

  it('a backdrop click closes only when dismissOnBackdrop is set', async () => {
    const onClose = vi.fn();
    const { root, rerender } = await render(<Modal title="A" onClose={onClose} />);
    const backdrop = root.querySelector('.rwb-modal') as HTMLElement;
    backdrop.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
    await rerender(<Modal title="A" onClose={onClose} dismissOnBackdrop />);
    (root.querySelector('.rwb-modal') as HTMLElement).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
