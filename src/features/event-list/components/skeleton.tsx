// While the first page of events loads: the status text and, beside it, grey cards of the real
// cards' shape (cover 2:1, two lines), so the list fills its reserved space instead of one line.

/** The skeleton's rules (adopted with the feature's sheets). */
export const skeletonCss = `
.skeleton-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(var(--rwb-event-card-min, 15rem), 1fr)); gap: var(--rwb-space-4); margin-block-start: var(--rwb-space-3); }
.skeleton-card { display: block; border: 1px solid var(--rwb-color-border); border-radius: var(--rwb-radius-md); overflow: hidden; }
.skeleton-card__cover { display: block; aspect-ratio: 2 / 1; background: var(--rwb-color-surface); }
.skeleton-card__line { display: block; height: 0.875rem; margin: var(--rwb-space-3); border-radius: var(--rwb-radius-sm, 4px); background: var(--rwb-color-surface); }
.skeleton-card__line + .skeleton-card__line { width: 60%; }
`;

const CARDS = [0, 1, 2];

/** The loading status: `label` (what assistive tech and tests read), then the decorative cards. */
export function CardsSkeleton({ label }: { label: string }) {
  return (
    <>
      {label}
      <span className="skeleton-cards" aria-hidden="true">
        {CARDS.map((i) => (
          <span key={i} className="skeleton-card">
            <span className="skeleton-card__cover" />
            <span className="skeleton-card__line" />
            <span className="skeleton-card__line" />
          </span>
        ))}
      </span>
    </>
  );
}
