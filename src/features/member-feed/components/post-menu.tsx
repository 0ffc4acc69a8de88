/**
 * A post's options menu (events spec §2 Post card): the shared MenuButton with the items §6 allows
 * (model/permissions postMenu). The menu toggles by its icon; a click outside it closes it too.
 */
import { useEffect, useId, useRef } from 'react';
import { MenuButton } from '@/ui/menu-button';
import { menuLabels, feedLabels } from '../messages';
import type { PostMenuItem } from '../model/permissions';

export interface PostMenuProps {
  items: readonly PostMenuItem[];
  onSelect(item: PostMenuItem): void;
}

export function PostMenu({ items, onSelect }: PostMenuProps) {
  const id = `post-menu-${useId()}`;
  const box = useRef<HTMLDivElement>(null);

  // A pointer press outside the open menu closes it (the MenuButton's own button toggles it).
  useEffect(() => {
    const el = box.current;
    const doc = el?.ownerDocument;
    if (!el || !doc) return;
    const onDown = (event: Event) => {
      const toggle = el.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
      if (toggle?.getAttribute('aria-expanded') !== 'true') return;
      if (!event.composedPath().includes(el)) toggle.click();
    };
    doc.addEventListener('pointerdown', onDown, true);
    return () => doc.removeEventListener('pointerdown', onDown, true);
  }, []);

  if (items.length === 0) return null;
  return (
    <div ref={box} className="post__menu" part="post-menu">
      <MenuButton label={feedLabels.options} id={id} items={items.map((key) => ({ key, label: menuLabels[key] }))} onSelect={onSelect} />
    </div>
  );
}
