import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { infiniteListCss } from '@/ui/infinite-list';
import forms from '@/ui/forms.css?inline';
import social from '@/ui/social.css?inline';
import tabsCss from '@/ui/tabs.css?inline';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import { useShadowStyles } from '@/lib/styles';
import { checkSession } from '@/store/guard';
import css from '../styles.css?inline';
import { useProfile } from '../hooks/use-profile';
import { useProfileRoutes } from '../hooks/use-profile-routes';
import { labels, messages } from '../messages';
import { retrieveErrorText, type ProfileTab } from '../model';
import type { ProfilePage } from '../routes';
import { FollowList } from './follow-list';
import { ProfileDialogs } from './profile-dialogs';
import { ProfileFacts } from './profile-facts';
import { ProfileHeader } from './profile-header';
import { ProfilePages } from './profile-pages';
import { ProfileTabs } from './profile-tabs';

export interface ProfileViewProps {
  container?: ShadowRoot | HTMLElement;
  /** The member to show; none = the logged-in member (falls back to ?id= and /profile/{id}). */
  profileId?: number;
  /** 'bio' | 'fitness' | 'health' | 'member_info' (also the `initial_tab` query). */
  initialTab?: string;
  /** The member's feed (the feed feature), composed by the element; nothing until it exists. */
  renderFeed?: (userId: number) => ReactNode;
}

/** A member's profile: header, stats, badges, contact, follow/block/report, BIO & FEED, FITNESS, MEMBER INFO. */
export function ProfileView({ container, profileId, initialTab, renderFeed }: ProfileViewProps) {
  useShadowStyles(container, tokens, ui, forms, tabsCss, social, infiniteListCss, css);
  const host = container instanceof ShadowRoot ? container.host : (container ?? null);
  const routes = useProfileRoutes();
  const model = useProfile({ profileId, page: routes.page, pageId: routes.pageId });
  const [tab, setTab] = useState<ProfileTab | null>(null);

  // Moving between the profile and its pages puts focus on the new page's heading (not on first load).
  const moved = useRef(false);
  const pageTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (pageTitle.current) pageTitle.current.focus();
    else (container?.querySelector<HTMLElement>('#profile-name') ?? null)?.focus();
  }, [routes.page, container]);

  // Members only: the session check of accounts spec §2 (login with the return address).
  useEffect(() => {
    void checkSession({ source: host }).catch(() => undefined);
  }, [host]);

  if (!model.signedIn) return null;
  if (model.status === 'loading' || model.status === 'idle') return <p className="note" role="status">{messages.loading}</p>;
  if (model.status === 'private') return <Alert variant="info">{messages.privateProfile}</Alert>;
  if (model.status === 'missing') return <Alert variant="error">{messages.pageNotFound}</Alert>;
  if (model.status === 'error' || !model.profile)
    return (
      <Alert variant="error">
        {retrieveErrorText(model.error)}{' '}
        <Button variant="link" onClick={model.retry}>
          {labels.retry}
        </Button>
      </Alert>
    );

  const p = model.profile;
  const openPage = (next: ProfilePage) => {
    moved.current = true;
    model.setNotice(null);
    routes.openPage(next);
  };

  if (routes.page.kind !== 'profile') {
    return (
      <ProfilePages
        page={routes.page}
        profile={p}
        titleRef={pageTitle}
        notice={model.notice}
        onDismissNotice={() => model.setNotice(null)}
        onOpen={openPage}
        onSaved={(next, back) => {
          if (next) model.saved(next);
          openPage(back);
          model.setNotice(messages.saved);
        }}
      />
    );
  }

  if (routes.relation) {
    return <FollowList userId={p.id} relation={routes.relation} onRelation={routes.openRelation} onBack={() => routes.openRelation(null)} />;
  }

  return (
    <article className="profile" part="root" aria-labelledby="profile-name">
      <ProfileHeader
        profile={p}
        viewer={model.me}
        own={model.own}
        following={model.following}
        followBusy={model.followBusy}
        onFollow={() => void model.toggleFollow()}
        onOpenPage={openPage}
        onOption={model.openConfirm}
      />
      {model.followError && <Alert variant="error">{model.followError}</Alert>}
      {model.notice && (
        <Alert variant="success" onDismiss={() => model.setNotice(null)}>
          {model.notice}
        </Alert>
      )}
      <ProfileFacts profile={p} counts={model.counts} badges={model.badges} onRelation={routes.openRelation} />
      <ProfileTabs
        profile={p}
        viewer={model.me}
        own={model.own}
        badges={model.badges}
        tab={tab}
        onTab={setTab}
        initialTab={initialTab}
        healthView={routes.healthView}
        onHealthView={routes.openHealth}
        renderFeed={renderFeed}
      />
      <ProfileDialogs
        confirm={model.confirm}
        blockBusy={model.blockBusy}
        blockError={model.blockError}
        onBlock={() => void model.block()}
        onReport={model.report}
        onReported={(message) => {
          model.closeConfirm();
          model.setNotice(message);
        }}
        onCancel={model.closeConfirm}
      />
    </article>
  );
}
