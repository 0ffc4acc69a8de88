import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/ui/button';
import { Alert } from '@/ui/alert';
import { cleanup, click, getByRole, queryAllByRole, render } from './render';

afterEach(cleanup);

describe('Button', () => {
  it('is a type=button of the chosen variant', async () => {
    const onClick = vi.fn();
    const { root } = await render(
      <Button variant="secondary" onClick={onClick}>
        Save
      </Button>,
    );
    const button = getByRole(root, 'button', 'Save') as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.className).toContain('rwb-button--secondary');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    await click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('busy shows a spinner, sets aria-busy and disables the button', async () => {
    const onClick = vi.fn();
    const { root } = await render(
      <Button type="submit" busy onClick={onClick}>
        Login
      </Button>,
    );
    const button = getByRole(root, 'button', 'Login') as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    const spinner = button.querySelector('.rwb-spinner');
    expect(spinner).not.toBeNull();
    expect(spinner!.getAttribute('aria-hidden')).toBe('true');
    await click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Alert', () => {
  it('errors are role=alert; info and success are role=status', async () => {
    const { root } = await render(
      <>
        <Alert variant="error">INVALID USERNAME OR PASSWORD.</Alert>
        <Alert variant="info">Heads up</Alert>
        <Alert variant="success">Saved</Alert>
      </>,
    );
    expect(queryAllByRole(root, 'alert').map((e) => e.textContent)).toEqual(['INVALID USERNAME OR PASSWORD.']);
    expect(queryAllByRole(root, 'status').map((e) => e.textContent)).toEqual(['Heads up', 'Saved']);
  });

  it('can be dismissed', async () => {
    const onDismiss = vi.fn();
    const { root } = await render(<Alert onDismiss={onDismiss}>x</Alert>);
    await click(getByRole(root, 'button', 'Dismiss'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
