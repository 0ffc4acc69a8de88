/** The fields of a member an avatar reads (profiles, attendees, follow rows, event hosts, blocked members). */
export interface AvatarPerson {
  first_name?: string | null;
  last_name?: string | null;
  profile_photo_url?: string | null;
  /** Event hosts and attendee summaries carry `photo_url`; `profile_photo_url` wins when both are set. */
  photo_url?: string | null;
}

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** The member: photo and initials come from here. */
  person?: AvatarPerson | null;
  /** A full name instead of `person` (e.g. a chat user): initials of its first and last words. */
  name?: string | null;
  /** A photo URL instead of (or overriding) the person's. */
  src?: string | null;
  /** sm 2.25rem (strips), md 2.75rem (rows, default), lg 6rem (profile header). */
  size?: AvatarSize;
  /**
   * The accessible name. Default '' = decorative: the name is written next to the avatar, so the image
   * gets alt="" and the initials are aria-hidden. Pass the name when the avatar stands alone.
   */
  alt?: string;
  /** Lazy-load the photo (default true; false for above-the-fold headers). */
  lazy?: boolean;
  className?: string;
}

const firstLetter = (text: string | null | undefined) => (text ?? '').trim().charAt(0);

/** 'AL' for Ana Lopez; '?' when there is no name. */
export function initialsOf(first: string | null | undefined, last: string | null | undefined): string {
  return `${firstLetter(first)}${firstLetter(last)}`.toUpperCase() || '?';
}

/** Initials of a full name: first letters of its first and last words ('Ana María Lopez' → 'AL'). */
export function initialsOfName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return initialsOf(words[0], words.length > 1 ? words[words.length - 1] : '');
}

/**
 * A member's photo, or their initials on a round tile when there is none. Styles: `.rwb-avatar` in
 * social.css (adopt `@/ui/social.css?inline` after ui.css in the feature root).
 *
 * `<Avatar person={member} size="sm" />`
 */
export function Avatar({ person, name, src, size = 'md', alt = '', lazy = true, className }: AvatarProps) {
  const photo = src || person?.profile_photo_url || person?.photo_url || null;
  const classes = ['rwb-avatar', `rwb-avatar--${size}`, !photo && 'rwb-avatar--initials', className].filter(Boolean).join(' ');
  if (photo) return <img className={classes} part="avatar" src={photo} alt={alt} loading={lazy ? 'lazy' : undefined} />;
  const initials = person && (person.first_name || person.last_name) ? initialsOf(person.first_name, person.last_name) : initialsOfName(name);
  return alt ? (
    <span className={classes} part="avatar" role="img" aria-label={alt}>
      <span aria-hidden="true">{initials}</span>
    </span>
  ) : (
    <span className={classes} part="avatar" aria-hidden="true">
      {initials}
    </span>
  );
}
