// While the event loads: the cover's box (2:1, as .cover) and the status text under it, inside the
// height the element reserved (useReservedHeight), so the page does not move when the event shows.

/** The skeleton's rules (adopted with the feature's sheets). */
export const skeletonCss = `
.skeleton-cover { display: block; width: 100%; aspect-ratio: 2 / 1; background: var(--rwb-color-surface); border-radius: var(--rwb-radius-md); }
`;

/** The loading state: the cover placeholder, then `label` as the status. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <>
      <div className="skeleton-cover" aria-hidden="true" />
      <p className="note" role="status">
        {label}
      </p>
    </>
  );
}
