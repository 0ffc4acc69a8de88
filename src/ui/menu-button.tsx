import { useEffect, useRef, useState } from 'react';

export interface MenuItem<K extends string> {
  key: K;
  label: string;
}

export interface MenuButtonProps<K extends string> {
  /** The button's visible text (also the menu's name). */
  label: string;
  /** The id of the menu list (aria-controls). */
  id: string;
  items: readonly MenuItem<K>[];
  onSelect(key: K): void;
  /** Show a '⋯' icon instead of the text (which stays the button's accessible name). */
  icon?: boolean;
}

/**
 * A button opening a menu of actions (options menus): aria-haspopup/expanded, the first item focused
 * on open, Escape closes and returns focus to the button, choosing an item or pressing outside the
 * menu closes it. Styles: `.menu`, `.menu--icon`, `.menu__list` in ui.css.
 */
export function MenuButton<K extends string>({ label, id, items, onSelect, icon = false }: MenuButtonProps<K>) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A pointer press outside the open menu (in the page or the shadow root) closes it.
  useEffect(() => {
    const doc = box.current?.ownerDocument;
    if (!open || !doc) return;
    const onDown = (event: Event) => {
      if (box.current && !event.composedPath().includes(box.current)) setOpen(false);
    };
    doc.addEventListener('pointerdown', onDown, true);
    return () => doc.removeEventListener('pointerdown', onDown, true);
  }, [open]);

  return (
    <div ref={box} className={icon ? 'menu menu--icon' : 'menu'}>
      <button
        ref={button}
        type="button"
        className="rwb-button rwb-button--secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {open && (
        <ul
          id={id}
          role="menu"
          className="menu__list"
          aria-label={label}
          onKeyDown={(k) => {
            if (k.key === 'Escape') {
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          {items.map((m, i) => (
            <li key={m.key} role="none">
              <button
                type="button"
                role="menuitem"
                autoFocus={i === 0}
                onClick={() => {
                  setOpen(false);
                  onSelect(m.key);
                }}
              >
                {m.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
