import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<NoInfer<K>>[];
  value: K;
  onChange(key: NoInfer<K>): void;
  /** Id prefix: tab `${idBase}-tab-${key}` controls panel `${idBase}-panel` (render it with TabPanel). */
  idBase: string;
  className?: string;
  size?: 'md' | 'sm';
}

/**
 * A tab list (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move between
 * tabs and select them; only the selected tab is in the Tab order.
 */
export function Tabs<K extends string>({ label, tabs, value, onChange, idBase, className, size = 'md' }: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, tabs.findIndex((t) => t.key === value));

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    let next = -1;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onChange(tabs[next].key);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={['rwb-tabs', `rwb-tabs--${size}`, className].filter(Boolean).join(' ')} onKeyDown={onKeyDown} part="tabs">
      {tabs.map((t, i) => (
        <button
          key={t.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${t.key}`}
          aria-selected={t.key === value}
          aria-controls={`${idBase}-panel`}
          tabIndex={t.key === value ? 0 : -1}
          className="rwb-tabs__tab"
          onClick={() => onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export interface TabPanelProps {
  idBase: string;
  /** The selected tab's key (labels the panel). */
  selected: string;
  children: ReactNode;
  className?: string;
}

export function TabPanel({ idBase, selected, children, className }: TabPanelProps) {
  return (
    <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${selected}`} className={className}>
      {children}
    </div>
  );
}
