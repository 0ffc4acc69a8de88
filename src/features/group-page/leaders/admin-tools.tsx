import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { MenuButton, type MenuItem } from '@/ui/menu-button';
import { $session } from '@/store/session';
import type { Group } from '../schemas';
import { canReadAudit, type LeaderModal } from './rules';
import { leaderTexts } from './texts';

export { leadersCss } from './styles';

// The modals load when first opened.
const OnboardModal = lazy(() => import('./components/onboard-modal').then((m) => ({ default: m.OnboardModal })));
const OffboardModal = lazy(() => import('./components/offboard-modal').then((m) => ({ default: m.OffboardModal })));
const InfoModal = lazy(() => import('./components/info-modal').then((m) => ({ default: m.InfoModal })));

type Action = LeaderModal | 'audit';

export interface GroupAdminToolsProps {
  group: Group;
  /** 'Moderation history' (shown to this group's admins only). */
  onOpenAudit(): void;
  /** After an onboarding, offboarding or role change (lists showing leaders can reload). */
  onLeadersChanged?(): void;
}

/**
 * The group admin's (or group-list admin's, rules.ts `canManageLeaders`) menu in the group header:
 * Onboard Eagle Leader, Offboard Eagle Leader, Eagle Leader Info, and Moderation history. Each of
 * the first three opens its modal; a successful change closes it and shows a notice (role status).
 */
export function GroupAdminTools({ group, onOpenAudit, onLeadersChanged }: GroupAdminToolsProps) {
  const self = useStore($session)?.userId ?? null;
  const [open, setOpen] = useState<LeaderModal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  // The menu item that opened a modal is gone when it closes: focus goes back to the menu button.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      box.current?.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')?.focus();
    }
  }, [open]);

  const items: MenuItem<Action>[] = [
    { key: 'onboard', label: leaderTexts.onboard },
    { key: 'offboard', label: leaderTexts.offboard },
    { key: 'info', label: leaderTexts.info },
  ];
  if (canReadAudit(group)) items.push({ key: 'audit', label: leaderTexts.audit });

  const select = (key: Action) => {
    if (key === 'audit') return onOpenAudit();
    setNotice(null);
    setOpen(key);
  };
  const close = () => setOpen(null);
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
    onLeadersChanged?.();
  };
  const modal = { group, self, onClose: close, onDone: done };

  return (
    <div ref={box} className="leaders" part="leader-tools">
      <MenuButton label={leaderTexts.menu} id={`group-admin-${group.id}`} items={items} onSelect={select} />
      {open && (
        <Suspense fallback={null}>
          {open === 'onboard' && <OnboardModal {...modal} />}
          {open === 'offboard' && <OffboardModal {...modal} />}
          {open === 'info' && <InfoModal {...modal} />}
        </Suspense>
      )}
      {notice && (
        <Alert variant="success" className="leaders__notice" onDismiss={() => setNotice(null)} dismissLabel={leaderTexts.dismiss}>
          {notice}
        </Alert>
      )}
    </div>
  );
}
