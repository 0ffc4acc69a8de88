// MenuButton (src/ui/menu-button.tsx): the one options menu — named by its label (also in the icon
// form), opens with the first item focused, a second press on its button, Escape and a press outside
// close it, choosing closes it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MenuButton } from '@/ui/menu-button';
import { cleanup, click, getByRole, press, queryAllByRole, render } from './render';

afterEach(cleanup);

const items = [
  { key: 'edit', label: 'Edit' },
  { key: 'delete', label: 'Delete' },
] as const;

describe('MenuButton', () => {
  it('opens a named menu with its first item focused; choosing an item closes it', async () => {
    const onSelect = vi.fn();
    const { root } = await render(<MenuButton label="Post options" id="m1" items={items} onSelect={onSelect} />);
    const button = getByRole(root, 'button', 'Post options');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(getByRole(root, 'menu', 'Post options').id).toBe('m1');
    expect(root.activeElement).toBe(getByRole(root, 'menuitem', 'Edit'));
    await click(getByRole(root, 'menuitem', 'Delete'));
    expect(onSelect).toHaveBeenCalledWith('delete');
    expect(queryAllByRole(root, 'menu')).toHaveLength(0);
  });

  it('Escape closes it and gives the focus back to the button', async () => {
    const { root } = await render(<MenuButton label="Options" id="m2" items={items} onSelect={() => {}} />);
    await click(getByRole(root, 'button', 'Options'));
    await press(getByRole(root, 'menuitem', 'Edit'), 'Escape');
    expect(queryAllByRole(root, 'menu')).toHaveLength(0);
    expect(root.activeElement).toBe(getByRole(root, 'button', 'Options'));
  });

  it('a press outside closes it; a press inside does not', async () => {
    const { root } = await render(<MenuButton label="Options" id="m3" items={items} onSelect={() => {}} />);
    await click(getByRole(root, 'button', 'Options'));
    await act(async () => {
      getByRole(root, 'menuitem', 'Edit').dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    });
    expect(queryAllByRole(root, 'menu')).toHaveLength(1);
    await act(async () => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    });
    expect(queryAllByRole(root, 'menu')).toHaveLength(0);
  });

  it('toggles by its button (also the icon form): a second press closes it', async () => {
    const { root } = await render(<MenuButton icon label="Post options" id="m5" items={items} onSelect={() => {}} />);
    const button = getByRole(root, 'button', 'Post options');
    // A real press: pointerdown (seen by the outside-press listener) then click.
    const pressButton = async () => {
      await act(async () => {
        button.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
      });
      await click(button);
    };
    await pressButton();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(queryAllByRole(root, 'menu')).toHaveLength(1);
    await pressButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(queryAllByRole(root, 'menu')).toHaveLength(0);
    expect(queryAllByRole(root, 'menuitem')).toHaveLength(0);
    await pressButton();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(queryAllByRole(root, 'menu')).toHaveLength(1);
  });

  it('the icon form keeps the label as the accessible name', async () => {
    const { root } = await render(<MenuButton icon label="Comment options" id="m4" items={items} onSelect={() => {}} />);
    const button = getByRole(root, 'button', 'Comment options');
    expect(button.closest('.menu')!.classList.contains('menu--icon')).toBe(true);
  });
});
