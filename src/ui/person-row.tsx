import type { ReactNode } from 'react';
import { Avatar, type AvatarPerson, type AvatarSize } from './avatar';
import { RouteLink } from './route-link';

/** The fields of a member a row reads (follow lists, attendees, members, blocked users, pickers). */
export interface PersonRowPerson extends AvatarPerson {
  id: number;
  eagle_leader?: boolean | null;
  preferred_chapter?: { name?: string | null } | null;
  military_status?: string | null;
  military_branch?: string | null;
}

export interface PersonRowProps {
  person: PersonRowPerson;
  /** The name shown; default `personName(person)` ('Member' when the member has no name). */
  name?: string;
  /** A route ('/profile/12'): the name is a RouteLink to it. */
  path?: string;
  /** Without `path`: the name is a link-styled button calling this (the anonymous-profile note). */
  onNameClick?(): void;
  /** The chapter and military line (default true). */
  details?: boolean;
  /** A line under the details in a polite live region, e.g. 'This user has set their profile to anonymous.'. */
  note?: ReactNode;
  /** The trailing slot: Follow, Unblock, Add… Give it an accessible name that includes the member's name. */
  action?: ReactNode;
  /** The avatar's size, or false for none (default 'md'). */
  avatar?: AvatarSize | false;
  /** The name of the Eagle Leader star (default 'Eagle Leader'). */
  eagleLeaderLabel?: string;
  /** 'li' (default) inside a list (`<ul className="rwb-people">`), else 'div'. */
  as?: 'li' | 'div';
  className?: string;
}

/** 'Ana Lopez', or 'Member' when the member has no name. */
export function personName(p: Pick<PersonRowPerson, 'first_name' | 'last_name'>): string {
  return `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim() || 'Member';
}

/** 'Military status · branch', '' when neither is known. */
export function militaryLine(p: Pick<PersonRowPerson, 'military_status' | 'military_branch'>): string {
  return [p.military_status, p.military_branch].filter(Boolean).join(' · ');
}

/** The details line of a row (accounts spec §4 'Follow list rows'): 'Chapter — Veteran · Army'. */
export function personDetails(p: PersonRowPerson): string {
  return [p.preferred_chapter?.name, militaryLine(p)].filter(Boolean).join(' — ');
}

/**
 * One member in a list: avatar, name (a route link, a button, or text), the Eagle Leader star, the
 * preferred chapter and military line, an optional note and an action slot. Styles: `.rwb-person` in
 * social.css (adopt `@/ui/social.css?inline` after ui.css in the feature root).
 *
 * `<PersonRow person={u} path={`/profile/${u.id}`} action={<Button …>Follow</Button>} />`
 */
export function PersonRow({
  person,
  name,
  path,
  onNameClick,
  details = true,
  note,
  action,
  avatar = 'md',
  eagleLeaderLabel = 'Eagle Leader',
  as: Tag = 'li',
  className,
}: PersonRowProps) {
  const shown = name ?? personName(person);
  const line = details ? personDetails(person) : '';
  return (
    <Tag className={['rwb-person', className].filter(Boolean).join(' ')} part="person">
      {avatar && <Avatar person={person} size={avatar} />}
      <span className="rwb-person__text">
        {path ? (
          <RouteLink path={path} className="rwb-person__name">
            {shown}
          </RouteLink>
        ) : onNameClick ? (
          <button type="button" className="rwb-button rwb-button--link rwb-person__name" onClick={onNameClick}>
            {shown}
          </button>
        ) : (
          <span className="rwb-person__name">{shown}</span>
        )}
        {person.eagle_leader && (
          <span className="rwb-person__star" role="img" aria-label={eagleLeaderLabel}>
            ★
          </span>
        )}
        {line && <span className="rwb-person__details">{line}</span>}
        {note && (
          <span className="rwb-person__note" role="status">
            {note}
          </span>
        )}
      </span>
      {action}
    </Tag>
  );
}
