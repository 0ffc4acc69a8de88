import type { NavSection } from '../routes';

/** 24-px line icons of the bar's items (decorative: the label names the item). */
const PATHS: Record<NavSection, string> = {
  feed: 'M4 5h16M4 12h16M4 19h10',
  groups: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5m0-4.6c.6-.3 1.3-.4 2-.4 3 0 6 2 6 5',
  events: 'M4 6h16v14H4zM4 10h16M8 3v5m8-5v5',
  challenges: 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H3v1a4 4 0 0 0 4 4m10-5h4v1a4 4 0 0 1-4 4m-5 3v4m-4 3h8',
  notifications: 'M6 17V11a6 6 0 1 1 12 0v6l2 2H4zm4 3a2 2 0 0 0 4 0',
  messages: 'M4 5h16v11H9l-5 4z',
};

export function NavIcon({ section }: { section: NavSection }) {
  return (
    <svg className="bar__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[section]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
