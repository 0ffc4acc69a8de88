import { useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { HostLink } from '@/ui/host-link';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Modal } from '@/ui/modal';
import { ShadowStyles } from '@/lib/styles';
import { waiverSections, waiverTitle } from '@/lib/waiver';
import { logout } from '@/store/auth';
import { $config } from '@/store/config';
import type { SettingsPage } from '../../routes';
import type { Profile } from '../../schemas';
import { exportData } from '../../settings/api';
import { settingsLabels as l, settingsMessages as m } from '../../settings/messages';
import { exportFileName, newsletterLink } from '../../settings/menu-model';
import css from './settings.css?inline';

interface Props {
  profile: Profile;
  onOpen(page: SettingsPage): void;
}

/** The host element of the node's shadow root (stays on the page when the view unmounts), else the node. */
function hostOf(node: Node | null): EventTarget | null {
  const root = node?.getRootNode();
  return root instanceof ShadowRoot ? root.host : node;
}

/**
 * App Settings (accounts spec §2): Personal Information, Privacy Settings, Blocked Users, Update
 * Password, Legal Waiver (modal), Delete Account, Newsletter Preferences (external page with the CRM
 * contact id), Download My Data (ours), Logout (confirmed); footer links to the policies.
 */
export function SettingsMenu({ profile, onOpen }: Props) {
  const config = useStore($config);
  const rootRef = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const [dialog, setDialog] = useState<'waiver' | 'logout' | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const [syncNote, setSyncNote] = useState(false);
  const [download, setDownload] = useState<'idle' | 'busy' | 'error'>('idle');

  const newsletter = newsletterLink(config.newsletterUrl, profile.salesforce_contact_id);

  const page = (key: SettingsPage, label: string, danger = false) => (
    <li>
      <button type="button" className={`settings-menu__entry${danger ? ' settings-menu__entry--danger' : ''}`} onClick={() => onOpen(key)}>
        {label}
      </button>
    </li>
  );
  const link = (href: string, label: string, className?: string) => (
    <HostLink href={href} className={className}>
      {label}
    </HostLink>
  );


  async function downloadData() {
    setDownload('busy');
    try {
      const data = await exportData(profile.id);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = exportFileName(config.productName);
      a.hidden = true;
      (rootRef.current ?? document.body).appendChild(a);
      a.click();
      a.remove();
      // Revoking at once can cancel the download in some browsers.
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
      setDownload('idle');
    } catch (error) {
      console.error('[rwb] data export failed', error);
      setDownload('error');
    }
  }

  async function confirmLogout() {
    setLoggingOut(true);
    try {
      await logout({ source: hostOf(rootRef.current) });
    } finally {
      setLoggingOut(false);
    }
  }

  return (
    <div ref={rootRef} className="settings">
      <ShadowStyles css={css} />
      <nav aria-label={l.menu}>
        <ul className="settings-menu">
          {page('personal-info', l.personalInfo)}
          {page('privacy-settings', l.privacySettings)}
          {page('blocked-users', l.blockedUsers)}
          {page('password-update', l.updatePassword)}
          <li>
            <button type="button" className="settings-menu__entry" aria-haspopup="dialog" onClick={() => setDialog('waiver')}>
              {l.legalWaiver}
            </button>
          </li>
          {page('delete-account', l.deleteAccount, true)}
          <li>
            {newsletter ? (
              link(newsletter, l.newsletter, 'settings-menu__entry')
            ) : (
              <button type="button" className="settings-menu__entry" aria-describedby={syncNote ? noteId : undefined} onClick={() => setSyncNote(true)}>
                {l.newsletter}
              </button>
            )}
            {!newsletter && (
              <p className="settings-menu__note" id={noteId} role="status">
                {syncNote ? m.newsletterSyncing : null}
              </p>
            )}
          </li>
          <li>
            <button type="button" className="settings-menu__entry" aria-busy={download === 'busy' || undefined} disabled={download === 'busy'} onClick={() => void downloadData()}>
              {l.downloadData}
            </button>
            <p className="settings-menu__note">{m.downloadHint}</p>
          </li>
          <li>
            <button type="button" className="settings-menu__entry" aria-haspopup="dialog" onClick={() => setDialog('logout')}>
              {l.logout}
            </button>
          </li>
        </ul>
      </nav>
      {download === 'error' && (
        <Alert variant="error" onDismiss={() => setDownload('idle')}>
          {m.downloadFailed}
        </Alert>
      )}
      <p className="settings-footer">
        {link(config.privacyUrl, l.privacyPolicy)}
        {link(config.termsUrl, l.termsOfService)}
      </p>

      {dialog === 'waiver' && (
        <Modal title={l.legalWaiver} onClose={() => setDialog(null)} showClose={false} footer={<Button onClick={() => setDialog(null)}>{l.goBack}</Button>}>
          <div className="waiver" role="region" aria-label={l.waiverText} tabIndex={0}>
            <h3>{waiverTitle(config.productName)}</h3>
            {waiverSections(config.productName).map((s) => (
              <section key={s.heading}>
                <h4>{s.heading}</h4>
                {s.paragraphs.map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </section>
            ))}
          </div>
        </Modal>
      )}
      {dialog === 'logout' && (
        <ConfirmDialog
          title={l.logout}
          message={m.logoutConfirm}
          confirmLabel={l.logout}
          busy={loggingOut}
          onConfirm={() => void confirmLogout()}
          onCancel={() => setDialog(null)}
        />
      )}
    </div>
  );
}
