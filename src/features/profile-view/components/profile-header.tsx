import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { MenuButton } from '@/ui/menu-button';
import { militaryLine } from '@/ui/person-row';
import { labels } from '../messages';
import { canFollow, displayName } from '../model';
import type { ProfilePage } from '../routes';
import type { Profile } from '../schemas';
import type { ProfileConfirm } from '../hooks/use-profile';
import { MessageButton } from './message-button';

interface Props {
  profile: Profile;
  /** The logged-in member. */
  viewer: Profile | null;
  own: boolean;
  following: boolean;
  followBusy: boolean;
  onFollow(): void;
  onOpenPage(page: ProfilePage): void;
  /** Block or Report chosen in the member options. */
  onOption(option: ProfileConfirm): void;
}

/**
 * The cover, photo, name, Eagle Leader line, chapter and military lines, and the actions: Edit
 * Profile and Settings on one's own profile; Follow and the Block/Report menu on another's.
 */
export function ProfileHeader({ profile: p, viewer, own, following, followBusy, onFollow, onOpenPage, onOption }: Props) {
  const military = militaryLine(p);
  return (
    <>
      <div className="profile__cover" part="cover">
        {p.cover_photo_url && <img src={p.cover_photo_url} alt="" />}
      </div>
      <div className="profile__head">
        <Avatar person={p} size="lg" lazy={false} className="profile__photo" />
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
          {military && <p className="profile__line">{military}</p>}
        </div>
        <div className="profile__actions">
          {own && (
            <>
              <Button variant="secondary" onClick={() => onOpenPage({ kind: 'edit' })}>
                {labels.editProfile}
              </Button>
              <Button variant="secondary" onClick={() => onOpenPage({ kind: 'settings', page: null })}>
                {labels.settings}
              </Button>
            </>
          )}
          {canFollow(viewer, p) && (
            <Button variant={following ? 'primary' : 'secondary'} aria-pressed={following} busy={followBusy} onClick={onFollow}>
              {following ? labels.unfollow : labels.follow}
            </Button>
          )}
          {!own && <MessageButton profile={p} viewer={viewer} />}
          {!own && viewer && !viewer.anonymous_profile && (
            <MenuButton
              label={labels.options}
              id="profile-menu"
              items={[
                { key: 'block', label: labels.block },
                { key: 'report', label: labels.report },
              ]}
              onSelect={onOption}
            />
          )}
        </div>
      </div>
    </>
  );
}
