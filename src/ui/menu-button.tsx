import { useRef, useState } from 'react';

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
}

/**
 * A button opening a menu of actions (options menus): aria-haspopup/expanded, the first item focused
 * on open, Escape closes and returns focus to the button, choosing an item closes the menu.
 * Styles: `.menu`, `.menu__list` in ui.css.
 */
export function MenuButton<K extends string>({ label, id, items, onSelect }: MenuButtonProps<K>) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="menu">
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
