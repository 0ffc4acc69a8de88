/** The floating add button of the /feed page that opens the post composer (events spec §2). */
import { useRef } from 'react';
import { useShadowStyles } from '@/lib/styles';
import tokens from '@/ui/tokens.css?inline';
import { composerLabels } from '../messages';
import css from './composer.css?inline';

/** The floating add button that opens the post composer. */
export function AddPostButton({ onClick }: { onClick(): void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useShadowStyles(ref, tokens, css);
  return (
    <button ref={ref} type="button" className="rwb-composer__add" part="add-post" aria-label={composerLabels.addPost} onClick={onClick}>
      <span aria-hidden="true">+</span>
    </button>
  );
}

