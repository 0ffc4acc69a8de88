import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { MenuButton } from '@/ui/menu-button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Tabs, TabPanel } from '@/ui/tabs';
import forms from '@/ui/forms.css?inline';
import tabsCss from '@/ui/tabs.css?inline';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import { eagleLeaderStatus, offboardingNotification, onboardingStatus, statusLabels } from '@/lib/eagle-leader';
import { isApiError } from '@/lib/http';
import { useShadowStyles } from '@/lib/styles';
import { $config } from '@/store/config';
import { checkSession } from '@/store/guard';
import { refreshProfile } from '@/store/auth';
import { $followingSet, $profile, addFollowing, blockMember, removeFollowing } from '@/store/member';
import { loadMemberSets } from '@/store/member-sets';
import { $session } from '@/store/session';
import css from '../styles.css?inline';
import { badges as loadBadges, block, follow, followSummary, getProfile, reportUser, unfollow } from '../api';
import { labels, messages } from '../messages';
import { canFollow, canSeeMemberInfo, contactLines, displayName, initialTab, tabsFor, type ProfileTab } from '../model';
import type { Badge, Profile } from '../schemas';
import { FitnessTab } from './fitness-tab';
import { FollowList } from './follow-list';
import { HealthTab } from './health-tab';
import { VIEW_SLUGS, viewFromSlug, type HealthView } from '../health';
import { pageFrom, pageHash, profileIdFromPath, sectionFromPath, type ProfilePage, type SettingsPage } from '../routes';
// The own-profile pages (edit, settings) are their own chunks: most visits never open them.
const DeleteAccount = lazy(() => import('./account/delete-account').then((m) => ({ default: m.DeleteAccount })));
const EditProfile = lazy(() => import('./account/edit-profile').then((m) => ({ default: m.EditProfile })));
const PasswordUpdate = lazy(() => import('./account/password-update').then((m) => ({ default: m.PasswordUpdate })));
const BlockedUsers = lazy(() => import('./settings/blocked-users').then((m) => ({ default: m.BlockedUsers })));
const PersonalInfo = lazy(() => import('./settings/personal-info').then((m) => ({ default: m.PersonalInfo })));
const PrivacySettings = lazy(() => import('./settings/privacy-settings').then((m) => ({ default: m.PrivacySettings })));
const SettingsMenu = lazy(() => import('./settings/settings-menu').then((m) => ({ default: m.SettingsMenu })));

export interface ProfileViewProps {
  container?: ShadowRoot | HTMLElement;
  /** The member to show; none = the logged-in member (falls back to ?id= and /profile/{id}). */
  profileId?: number;
  /** 'bio' | 'fitness' | 'health' | 'member_info' (also the `initial_tab` query). */
  initialTab?: string;
  /** The member's feed (the feed feature), composed by the element; nothing until it exists. */
  renderFeed?: (userId: number) => ReactNode;
}

type Load = { status: 'loading' } | { status: 'private' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; profile: Profile };
type SubView = 'profile' | 'followers' | 'following';

function idFromPage(): number | null {
  const q = Number(new URLSearchParams(location.search).get('id'));
  if (Number.isSafeInteger(q) && q > 0) return q;
  return profileIdFromPath(location.pathname);
}

const subViewFromHash = (): SubView =>
  location.hash === '#followers' ? 'followers' : location.hash === '#following' ? 'following' : !location.hash && sectionFromPath(location.pathname) === 'followers' ? 'followers' : 'profile';
/** `#/profile/health/{view}` on a CMS page (the route /profile/health/{view} in the shell). */
const healthViewFromPage = (): HealthView | null => {
  const m = /\/profile\/health\/([a-z_]+)/.exec(`${location.hash} ${location.pathname}`);
  return viewFromSlug(m?.[1]);
};

/** A member's profile: header, stats, badges, contact, follow/block/report, BIO & FEED, FITNESS, MEMBER INFO. */
export function ProfileView({ container, profileId, initialTab: initialTabProp, renderFeed }: ProfileViewProps) {
  useShadowStyles(container, tokens, ui, forms, tabsCss, css);
  const host = container instanceof ShadowRoot ? container.host : (container ?? null);
  const config = useStore($config);
  const session = useStore($session);
  const me = useStore($profile);
  const followingSet = useStore($followingSet);
  const [page, setPage] = useState<ProfilePage>(() => pageFrom(location.hash, location.pathname));
  // Edit and settings are always the logged-in member's own.
  const targetId = page.kind !== 'profile' ? (session?.userId ?? null) : (profileId ?? idFromPage() ?? session?.userId ?? null);
  const own = !!session && targetId === session.userId;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [badgeList, setBadgeList] = useState<Badge[] | null>([]);
  const [counts, setCounts] = useState<{ followers: number; following: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sub, setSub] = useState<SubView>(subViewFromHash);
  const [healthView, setHealthView] = useState<HealthView | null>(healthViewFromPage);
  const [tab, setTab] = useState<ProfileTab | null>(null);
  const [confirm, setConfirm] = useState<'block' | 'report' | null>(null);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [followBusy, setFollowBusy] = useState(false);
  const [followError, setFollowError] = useState<string | null>(null);
  // Moving between the profile and its pages puts focus on the new page's heading (not on first load).
  const moved = useRef(false);
  const pageTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (pageTitle.current) pageTitle.current.focus();
    else (container?.querySelector<HTMLElement>('#profile-name') ?? null)?.focus();
  }, [page, container]);

  // Members only: the session check of accounts spec §2 (login with the return address).
  useEffect(() => {
    void checkSession({ source: host }).catch(() => undefined);
  }, [host]);

  // followingSet (spec §3 'Kept locally'): the ids the member follows.
  const myId = session?.userId ?? null;
  useEffect(() => {
    if (myId !== null) void loadMemberSets();
  }, [myId]);

  useEffect(() => {
    const onHash = () => {
      setSub(subViewFromHash());
      setHealthView(healthViewFromPage());
      setPage(pageFrom(location.hash, location.pathname));
    };
    window.addEventListener('hashchange', onHash);
    window.addEventListener('popstate', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('popstate', onHash);
    };
  }, []);

  useEffect(() => {
    if (!session || targetId === null) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    getProfile(targetId, controller.signal)
      .then((profile) => setLoad({ status: 'ready', profile }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 403) setLoad({ status: 'private' });
        else if (isApiError(error) && error.status === 404) setLoad({ status: 'missing' });
        else setLoad({ status: 'error' });
      });
    loadBadges(targetId)
      .then(setBadgeList)
      .catch(() => setBadgeList(null));
    followSummary(targetId)
      .then(setCounts)
      .catch(() => setCounts(null));
    return () => controller.abort();
  }, [session, targetId, attempt]);

  if (!session) return null;
  if (load.status === 'loading') return <p className="note" role="status">{messages.loading}</p>;
  if (load.status === 'private') return <Alert variant="info">{messages.privateProfile}</Alert>;
  if (load.status === 'missing') return <Alert variant="error">{messages.pageNotFound}</Alert>;
  if (load.status === 'error')
    return (
      <Alert variant="error">
        {messages.retrieveUser}{' '}
        <Button variant="link" onClick={() => setAttempt((n) => n + 1)}>
          {labels.retry}
        </Button>
      </Alert>
    );

  const p = load.profile;
  const memberInfo = !own && canSeeMemberInfo(me, p);
  const tabs: ProfileTab[] = tabsFor(own, memberInfo);
  const current = tab && tabs.includes(tab) ? tab : healthView && own ? 'health' : initialTab(initialTabProp ?? new URLSearchParams(location.search).get('initial_tab') ?? sectionFromPath(location.pathname), tabs);
  const showSub = (next: SubView) => {
    setSub(next);
    history.pushState(history.state, '', `${location.pathname}${location.search}${next === 'profile' ? '' : `#${next}`}`);
  };

  const openPage = (next: ProfilePage) => {
    moved.current = true;
    setPage(next);
    setNotice(null);
    history.pushState(history.state, '', `${location.pathname}${location.search}${pageHash(next)}`);
  };
  const saved = (next: Profile, back: ProfilePage) => {
    setLoad({ status: 'ready', profile: { ...next, metrics: next.metrics ?? p.metrics } });
    void refreshProfile().catch(() => undefined);
    openPage(back);
    setNotice(messages.saved);
  };

  if (page.kind !== 'profile') {
    const settingsTitle: Record<SettingsPage, string> = {
      'personal-info': labels.personalInfo,
      'password-update': labels.updatePassword,
      'privacy-settings': labels.privacySettings,
      'delete-account': labels.deleteAccount,
      'blocked-users': labels.blockedUsers,
    };
    const title = page.kind === 'edit' ? labels.editProfile : page.page ? settingsTitle[page.page] : labels.settings;
    const parent: ProfilePage = page.kind === 'settings' && page.page ? { kind: 'settings', page: null } : { kind: 'profile' };
    const menu: ProfilePage = { kind: 'settings', page: null };
    return (
      <section className="profile-page" part="root" aria-labelledby="profile-page-title">
        <header className="profile-page__head">
          <Button variant="link" onClick={() => openPage(parent)}>
            {parent.kind === 'profile' ? labels.back : labels.backToSettings}
          </Button>
          <h2 id="profile-page-title" ref={pageTitle} className="title" tabIndex={-1}>
            {title}
          </h2>
        </header>
        {notice && (
          <Alert variant="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <Suspense fallback={<p className="note" role="status">{messages.loading}</p>}>
        {page.kind === 'edit' && <EditProfile profile={p} onSaved={(next) => saved(next, { kind: 'profile' })} onCancel={() => openPage({ kind: 'profile' })} />}
        {page.kind === 'settings' && page.page === null && <SettingsMenu profile={p} onOpen={(next) => openPage({ kind: 'settings', page: next })} />}
        {page.kind === 'settings' && page.page === 'personal-info' && <PersonalInfo profile={p} onSaved={(next) => saved(next, menu)} />}
        {page.kind === 'settings' && page.page === 'privacy-settings' && <PrivacySettings profile={p} onSaved={(next) => saved(next, menu)} />}
        {page.kind === 'settings' && page.page === 'blocked-users' && <BlockedUsers userId={p.id} />}
        {page.kind === 'settings' && page.page === 'password-update' && (
          <PasswordUpdate
            userId={p.id}
            onDone={() => {
              openPage(menu);
              setNotice(messages.saved);
            }}
          />
        )}
        {page.kind === 'settings' && page.page === 'delete-account' && <DeleteAccount userId={p.id} />}
        </Suspense>
      </section>
    );
  }

  if (sub !== 'profile') {
    return <FollowList userId={p.id} relation={sub} onRelation={(r) => showSub(r)} onBack={() => showSub('profile')} />;
  }

  const contact = contactLines(p);
  const ELstatus = eagleLeaderStatus(p.eagle_leader_info);
  const canAct = canFollow(me, p);
  const isFollowing = followingSet.has(p.id);

  async function toggleFollow() {
    if (!me || followBusy) return;
    const was = isFollowing;
    setFollowBusy(true);
    setFollowError(null);
    if (was) removeFollowing(p.id);
    else addFollowing(p.id);
    setCounts((c) => (c ? { ...c, followers: c.followers + (was ? -1 : 1) } : c));
    try {
      if (was) await unfollow(me.id, p.id);
      else await follow(me.id, p.id);
    } catch (error) {
      console.error('[rwb] follow failed', error);
      if (was) addFollowing(p.id);
      else removeFollowing(p.id);
      setCounts((c) => (c ? { ...c, followers: c.followers + (was ? 1 : -1) } : c));
      setFollowError(messages.followFailed);
    } finally {
      setFollowBusy(false);
    }
  }

  async function runConfirm() {
    if (!me) return;
    setConfirmBusy(true);
    setConfirmError(null);
    try {
      if (confirm === 'block') {
        await block(me.id, p.id);
        blockMember({ id: p.id, first_name: p.first_name ?? null, last_name: p.last_name ?? null, profile_photo_url: p.profile_photo_url ?? null });
        removeFollowing(p.id);
        setNotice(messages.blocked);
      } else if (confirm === 'report') {
        await reportUser(p.id, me.id);
        setNotice(messages.reported);
      }
      setConfirm(null);
    } catch {
      setConfirmError(confirm === 'block' ? messages.blockFailed : messages.reportFailed);
    } finally {
      setConfirmBusy(false);
    }
  }

  return (
    <article className="profile" part="root" aria-labelledby="profile-name">
      <div className="profile__cover" part="cover">
        {p.cover_photo_url && <img src={p.cover_photo_url} alt="" />}
      </div>
      <div className="profile__head">
        {p.profile_photo_url ? (
          <img className="profile__photo" src={p.profile_photo_url} alt="" />
        ) : (
          <span className="profile__photo profile__photo--initials" aria-hidden="true">
            {`${p.first_name?.[0] ?? ''}${p.last_name?.[0] ?? ''}`.toUpperCase() || '?'}
          </span>
        )}
        <div className="profile__who">
          <h2 id="profile-name" className="title" tabIndex={-1}>
            {displayName(p)}
          </h2>
          {p.eagle_leader && (
            <p className="profile__badge">
              <span aria-hidden="true">★ </span>
              {labels.eagleLeader}
              {p.eagle_leader_title ? ` · ${p.eagle_leader_title}` : ''}
            </p>
          )}
          {p.preferred_chapter?.name && <p className="profile__line">{p.preferred_chapter.name}</p>}
          {(p.military_status || p.military_branch) && <p className="profile__line">{[p.military_status, p.military_branch].filter(Boolean).join(' · ')}</p>}
        </div>
        <div className="profile__actions">
          {own && (
            <>
              <Button variant="secondary" onClick={() => openPage({ kind: 'edit' })}>
                {labels.editProfile}
              </Button>
              <Button variant="secondary" onClick={() => openPage({ kind: 'settings', page: null })}>
                {labels.settings}
              </Button>
            </>
          )}
          {canAct && (
            <Button variant={isFollowing ? 'primary' : 'secondary'} aria-pressed={isFollowing} busy={followBusy} onClick={() => void toggleFollow()}>
              {isFollowing ? labels.unfollow : labels.follow}
            </Button>
          )}
          {!own && me && !me.anonymous_profile && (
            <MenuButton
              label={labels.options}
              id="profile-menu"
              items={[
                { key: 'block', label: labels.block },
                { key: 'report', label: labels.report },
              ]}
              onSelect={(key) => {
                setConfirmError(null);
                setConfirm(key);
              }}
            />
          )}
        </div>
      </div>
      {followError && <Alert variant="error">{followError}</Alert>}
      {notice && (
        <Alert variant="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}

      <div className="profile__counts">
        <Button variant="link" onClick={() => showSub('followers')}>
          {counts ? `${counts.followers} ${labels.followers}` : labels.followers}
        </Button>
        <Button variant="link" onClick={() => showSub('following')}>
          {counts ? `${counts.following} ${labels.following}` : labels.following}
        </Button>
      </div>

      <dl className="profile__stats" aria-label={labels.stats}>
        <div>
          <dt>{labels.eventsYtd}</dt>
          <dd>{p.metrics?.ytd_events_participated ?? 0}</dd>
        </div>
        <div>
          <dt>{labels.eventsMtd}</dt>
          <dd>{p.metrics?.mtd_events_participated ?? 0}</dd>
        </div>
        <div>
          <dt>{labels.challenges}</dt>
          <dd>{p.metrics?.all_time_challenges_participated ?? 0}</dd>
        </div>
      </dl>

      {badgeList === null ? (
        <Alert variant="error">{messages.badgesFailed}</Alert>
      ) : (
        badgeList.length > 0 && (
          <ul className="profile__badges" aria-label={labels.badges}>
            {badgeList.slice(0, 5).map((b) => (
              <li key={`${b.name}-${b.received_datetime}`} title={b.name}>
                {b.image_url ? <img src={b.image_url} alt={b.name} width={48} height={48} /> : b.name}
              </li>
            ))}
          </ul>
        )
      )}

      {(contact.phone || contact.email) && (
        <dl className="profile__contact" aria-label={labels.contact}>
          {contact.phone && (
            <div>
              <dt>{labels.phone}</dt>
              <dd>
                <a href={`tel:${p.phone}`}>{contact.phone}</a>
              </dd>
            </div>
          )}
          {contact.email && (
            <div>
              <dt>{labels.email}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
          )}
        </dl>
      )}

      <Tabs
        label={labels.tabs}
        idBase="profile"
        tabs={tabs.map((t) => ({ key: t, label: t === 'bio' ? labels.bioFeed : t === 'fitness' ? labels.fitness : t === 'health' ? labels.health : labels.memberInfo }))}
        value={current}
        onChange={setTab}
      />
      <TabPanel idBase="profile" selected={current}>
        {current === 'bio' && (
          <>
            {p.profile_bio && <p className="profile__bio">{p.profile_bio}</p>}
            {renderFeed?.(p.id)}
          </>
        )}
        {current === 'health' && own && (
          <HealthTab
            userId={p.id}
            viewerStatus={me?.military_status}
            view={healthView}
            onView={(v) => {
              setHealthView(v);
              history.pushState(history.state, '', `${location.pathname}${location.search}${v ? `#/profile/health/${VIEW_SLUGS[v]}` : ''}`);
            }}
          />
        )}
        {current === 'fitness' && <FitnessTab userId={p.id} own={own} badges={badgeList} shareUrl={(id) => `${config.appBase.replace(/\/+$/, '')}/events/${id}`} />}
        {current === 'member' && (
          <dl className="member-info">
            <div>
              <dt>{labels.elStatus}</dt>
              <dd>{statusLabels[ELstatus]}</dd>
            </div>
            {p.eagle_leader_info?.role && (
              <div>
                <dt>{labels.elRole}</dt>
                <dd>{p.eagle_leader_info.role}</dd>
              </div>
            )}
            {ELstatus !== 'NONE' && (
              <div>
                <dt>{labels.onboarding}</dt>
                <dd>
                  {onboardingStatus(p.eagle_leader_info).label} {onboardingStatus(p.eagle_leader_info).date}
                </dd>
              </div>
            )}
            {(() => {
              const n = offboardingNotification(p.eagle_leader_info, p.last_check_in_date);
              return n ? (
                <div>
                  <dt>{labels.notification}</dt>
                  <dd className={`tone tone--${n.tone}`}>{n.text}</dd>
                </div>
              ) : null;
            })()}
          </dl>
        )}
      </TabPanel>

      {confirm && (
        <ConfirmDialog
          title={confirm === 'block' ? labels.block : labels.report}
          message={confirm === 'block' ? messages.blockConfirm : messages.reportConfirm}
          confirmLabel={confirm === 'block' ? labels.block : labels.report}
          destructive={confirm === 'block'}
          busy={confirmBusy}
          error={confirmError}
          onConfirm={() => void runConfirm()}
          onCancel={() => setConfirm(null)}
        />
      )}
    </article>
  );
}

