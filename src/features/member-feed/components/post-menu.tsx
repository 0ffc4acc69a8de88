/**
 * A post's options menu (events spec §2 Post card): the shared MenuButton with the items §6 allows
 * (model/permissions postMenu). The menu toggles by its icon; a press outside it closes it too.
 */
import { useId } from 'react';
import { MenuButton } from '@/ui/menu-button';
import { menuLabels, feedLabels } from '../messages';
import type { PostMenuItem } from '../model/permissions';

export interface PostMenuProps {
  items: readonly PostMenuItem[];
  onSelect(item: PostMenuItem): void;
}

export function PostMenu({ items, onSelect }: PostMenuProps) {
  const id = `post-menu-${useId()}`;
  if (items.length === 0) return null;
  return (
    <div className="post__menu" part="post-menu">
      <MenuButton icon label={feedLabels.options} id={id} items={items.map((key) => ({ key, label: menuLabels[key] }))} onSelect={onSelect} />
    </div>
  );
}
