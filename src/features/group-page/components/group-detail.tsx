import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CopyLinkButton } from '@/ui/copy-link-button';
import { RouteLink } from '@/ui/route-link';
import { $config } from '@/store/config';
import type { GroupDetailState } from '../hooks/use-group-detail';
import { labels } from '../messages';
import { DESCRIPTION_PREVIEW, groupLink, joinDisabled, typeLabel } from '../model';
import type { Group } from '../schemas';

export interface GroupDetailViewProps {
  state: GroupDetailState;
  group: Group;
  /** The group's feed, composed by the element (nothing until that feature is built). */
  renderFeed?: (group: Group) => ReactNode;
}

/** One group: banner, sponsor icon, name, type, Join/Joined, events and members links, description, copy link. */
export function GroupDetailView({ state, group: g, renderFeed }: GroupDetailViewProps) {
  const { appBase } = useStore($config);
  const banner = g.header_image_url_large || g.header_image_url;
  const disabled = joinDisabled(g, state.pending);
  return (
    <article className="group" part="root" aria-labelledby="group-name">
      {banner && <img className="group__banner" part="banner" src={banner} alt="" />}
      <div className="group__head">
        {g.type === 'sponsor' && g.sponsored_photo_url && <img className="group__sponsor" src={g.sponsored_photo_url} alt={labels.sponsor} />}
        <div className="group__titles">
          <h2 id="group-name" className="group__name">
            {g.name}
          </h2>
          <p className="group__type">{typeLabel(g.type)}</p>
        </div>
        <Button
          className={`group__join${disabled ? ' is-dimmed' : ''}`}
          variant={g.joined ? 'secondary' : 'primary'}
          aria-pressed={g.joined}
          disabled={disabled}
          busy={state.pending}
          onClick={() => void state.toggleJoin()}
        >
          {g.joined ? labels.joined : labels.join}
        </Button>
      </div>
      {!g.active && <p className="group__inactive">{labels.inactive}</p>}
      {state.joinError && (
        <Alert variant="error" onDismiss={state.clearJoinError}>
          {state.joinError}
        </Alert>
      )}
      <p className="group__links">
        <RouteLink path={`/groups/${g.id}/events`}>{labels.events(g.event_count)}</RouteLink>
        <RouteLink path={`/groups/${g.id}/members`}>{labels.members(g.member_count)}</RouteLink>
      </p>
      {g.description && <Description text={g.description} />}
      <CopyLinkButton text={groupLink(appBase, g.id)} label={labels.copyLink} className="group__copy" />
      {renderFeed?.(g)}
    </article>
  );
}

function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > DESCRIPTION_PREVIEW;
  const shown = long && !open ? `${text.slice(0, DESCRIPTION_PREVIEW).trimEnd()}…` : text;
  return (
    <div className="group__description" part="description">
      <p id="group-description">{shown}</p>
      {long && (
        <Button variant="link" aria-expanded={open} aria-controls="group-description" onClick={() => setOpen(!open)}>
          {open ? labels.showLess : labels.showMore}
        </Button>
      )}
    </div>
  );
}
