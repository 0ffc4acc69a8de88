import { RouteLink } from '@/ui/route-link';
import { HostLink } from '@/ui/host-link';
import { labels, NAV_LABELS } from '../messages';
import { PRIVACY_ROUTE, NAV_SECTIONS, type NavSection } from '../routes';
import { NavIcon } from './nav-icon';

export interface NavBarProps {
  /** Moves the focus to the main content (the skip link). */
  onSkip(): void;
  productName: string;
  current: NavSection | null;
  /** Sections that show the unread dot. */
  dots: ReadonlySet<NavSection>;
  termsUrl: string;
  /** 'Version 5.1.4 (build D9223)' once the server answered, else null. */
  version: string | null;
}

/**
 * The navigation bar (accounts §2): Feed, Groups, Events, Challenges, Notifications, Messages, the
 * current one marked `aria-current`, an unread dot where `dots` says; the organisation's name,
 * the policy and terms links and the app version.
 */
export function NavBar({ onSkip, productName, current, dots, termsUrl, version }: NavBarProps) {
  // The main content's address on this page (a '#main' inside a shadow root names nothing the browser can find).
  const skipHref = typeof location === 'undefined' ? '#main' : `${location.pathname}${location.search}#main`;
  return (
    <header className="bar" part="nav">
      <a
        className="bar__skip"
        href={skipHref}
        onClick={(e) => {
          e.preventDefault();
          onSkip();
        }}
      >
        {labels.skip}
      </a>
      <RouteLink path="/feed" className="bar__org">
        {productName}
      </RouteLink>
      <nav className="bar__nav" aria-label={labels.nav}>
        <ul>
          {NAV_SECTIONS.map((section) => (
            <li key={section}>
              <RouteLink
                path={`/${section}`}
                className="bar__item"
                aria-current={current === section ? 'page' : undefined}
                // The dot is said too; the name starts with the visible label.
                aria-label={dots.has(section) ? `${NAV_LABELS[section]}, ${labels.unread}` : undefined}
              >
                <NavIcon section={section} />
                <span className="bar__label">{NAV_LABELS[section]}</span>
                {dots.has(section) && <span className="bar__dot" aria-hidden="true" />}
              </RouteLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="bar__foot">
        <RouteLink path={PRIVACY_ROUTE}>{labels.privacy}</RouteLink>
        <HostLink href={termsUrl}>{labels.terms}</HostLink>
        {version && <p className="bar__version">{version}</p>}
      </div>
    </header>
  );
}
