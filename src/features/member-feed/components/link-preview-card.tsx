/**
 * The composer's link preview card (events spec §2 'link preview with cancel'): the page's image,
 * title and description as plain text (never markup) and a dismiss button. A failed preview reads
 * as the server answers it: the link as title and 'Click to open link'.
 */
import type { LinkPreview } from '../hooks/use-link-preview';
import { composerLabels } from '../messages';

export interface LinkPreviewCardProps {
  preview: LinkPreview;
  onDismiss(): void;
}

export function LinkPreviewCard({ preview, onDismiss }: LinkPreviewCardProps) {
  const { og, link } = preview;
  const title = og.title || link;
  return (
    <section className="rwb-composer__preview" aria-label={composerLabels.linkPreview} part="link-preview">
      {og.image_url && <img className="rwb-composer__preview-image" src={og.image_url} alt="" loading="lazy" />}
      <div className="rwb-composer__preview-text">
        <p className="rwb-composer__preview-title">{title}</p>
        {og.description && <p className="rwb-composer__preview-description">{og.description}</p>}
        <p className="rwb-composer__preview-url">{og.url || link}</p>
      </div>
      <button type="button" className="rwb-corner-remove" aria-label={composerLabels.removeLinkPreview} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
