import { lazy, Suspense, type RefObject } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { labels, messages } from '../messages';
import type { ProfilePage, SettingsPage } from '../routes';
import type { Profile } from '../schemas';

// The own-profile pages (edit, settings) are their own chunks: most visits never open them.
const DeleteAccount = lazy(() => import('./account/delete-account').then((m) => ({ default: m.DeleteAccount })));
const EditProfile = lazy(() => import('./account/edit-profile').then((m) => ({ default: m.EditProfile })));
const PasswordUpdate = lazy(() => import('./account/password-update').then((m) => ({ default: m.PasswordUpdate })));
const BlockedUsers = lazy(() => import('./settings/blocked-users').then((m) => ({ default: m.BlockedUsers })));
const PersonalInfo = lazy(() => import('./settings/personal-info').then((m) => ({ default: m.PersonalInfo })));
const PrivacySettings = lazy(() => import('./settings/privacy-settings').then((m) => ({ default: m.PrivacySettings })));
const SettingsMenu = lazy(() => import('./settings/settings-menu').then((m) => ({ default: m.SettingsMenu })));

const SETTINGS_TITLES: Record<SettingsPage, string> = {
  'personal-info': labels.personalInfo,
  'password-update': labels.updatePassword,
  'privacy-settings': labels.privacySettings,
  'delete-account': labels.deleteAccount,
  'blocked-users': labels.blockedUsers,
};

const MENU: ProfilePage = { kind: 'settings', page: null };
const PROFILE: ProfilePage = { kind: 'profile' };

interface Props {
  /** An own page: edit, or settings (the menu or one of its pages). */
  page: Exclude<ProfilePage, { kind: 'profile' }>;
  profile: Profile;
  /** The page's heading (focused when the member moves here). */
  titleRef: RefObject<HTMLHeadingElement | null>;
  notice: string | null;
  onDismissNotice(): void;
  onOpen(page: ProfilePage): void;
  /** A page saved: the new profile (null when the save returns none), and the page to go back to. */
  onSaved(next: Profile | null, back: ProfilePage): void;
}

/** The own-profile pages (accounts spec §2): Edit Profile and the App Settings menu and pages, with Back. */
export function ProfilePages({ page, profile: p, titleRef, notice, onDismissNotice, onOpen, onSaved }: Props) {
  const title = page.kind === 'edit' ? labels.editProfile : page.page ? SETTINGS_TITLES[page.page] : labels.settings;
  const parent = page.kind === 'settings' && page.page ? MENU : PROFILE;
  const settings = page.kind === 'settings' ? page.page : undefined;
  return (
    <section className="profile-page" part="root" aria-labelledby="profile-page-title">
      <header className="profile-page__head">
        <Button variant="link" onClick={() => onOpen(parent)}>
          {parent.kind === 'profile' ? labels.back : labels.backToSettings}
        </Button>
        <h2 id="profile-page-title" ref={titleRef} className="title" tabIndex={-1}>
          {title}
        </h2>
      </header>
      {notice && (
        <Alert variant="success" onDismiss={onDismissNotice}>
          {notice}
        </Alert>
      )}
      <Suspense fallback={<p className="note" role="status">{messages.loading}</p>}>
        {page.kind === 'edit' && <EditProfile profile={p} onSaved={(next) => onSaved(next, PROFILE)} onCancel={() => onOpen(PROFILE)} />}
        {settings === null && <SettingsMenu profile={p} onOpen={(next) => onOpen({ kind: 'settings', page: next })} />}
        {settings === 'personal-info' && <PersonalInfo profile={p} onSaved={(next) => onSaved(next, MENU)} />}
        {settings === 'privacy-settings' && <PrivacySettings profile={p} onSaved={(next) => onSaved(next, MENU)} />}
        {settings === 'blocked-users' && <BlockedUsers userId={p.id} />}
        {settings === 'password-update' && <PasswordUpdate userId={p.id} email={p.email ?? ''} onDone={() => onSaved(null, MENU)} />}
        {settings === 'delete-account' && <DeleteAccount userId={p.id} />}
      </Suspense>
    </section>
  );
}
