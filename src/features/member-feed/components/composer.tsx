/**
 * The composer of posts, comments and replies (events spec §2 Post composer, §5, §8): one component
 * for every feed context. A post is written in a dialog titled 'Post' (opened by `AddPostButton`);
 * a comment or reply inline, labelled by its kind. Text with its 'n/1500' counter, @mention
 * suggestions, images, the link preview of the last link and, in a challenge feed, a workout.
 * Containers live in ../hooks/use-composer.ts; anonymous members never see it (`canCompose`).
 */
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { comboboxCss } from '@/ui/combobox';
import { mentionListCss, mentionOptionId } from '@/ui/mention-list';
import { Modal } from '@/ui/modal';
import { pickedImagesCss } from '@/ui/picked-images';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import forms from '@/ui/forms.css?inline';
import social from '@/ui/social.css?inline';
import { useShadowStyles } from '@/lib/styles';
import css from './composer.css?inline';
import { useComposer, type ComposerOptions, type ComposerState } from '../hooks/use-composer';
import { composerLabels } from '../messages';
import { ComposerImages } from './composer-images';
import { LinkPreviewCard } from './link-preview-card';
import { MentionSuggestions } from './mention-suggestions';
import { WorkoutFields } from './workout-fields';

export { canCompose, type ComposerResult } from '../hooks/use-composer';
export { AddPostButton } from './add-post-button';

export interface ComposerProps extends ComposerOptions {
  /** Cancel (and the dialog's close button and Escape for a post). */
  onCancel(): void;
}

/** A post composer (dialog titled 'Post') or a comment/reply composer (inline). */
export function Composer(props: ComposerProps) {
  const anchor = useRef<HTMLDivElement>(null);
  useShadowStyles(anchor, tokens, ui, forms, social, comboboxCss, mentionListCss, pickedImagesCss, css);
  const state = useComposer(props);
  const area = useRef<HTMLTextAreaElement>(null);
  const formId = `rwb-composer-${useId()}`;
  const { kind, onCancel } = props;
  const actions = (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={state.busy}>
        {composerLabels.cancel}
      </Button>
      <Button onClick={() => void state.submit()} busy={state.busy} disabled={state.images.preparing}>
        {state.editing ? composerLabels.save : composerLabels.post}
      </Button>
    </>
  );
  if (kind === 'post') {
    return (
      <div ref={anchor}>
        <Modal title={composerLabels.kind.post} onClose={() => !state.busy && onCancel()} footer={actions} initialFocus={area} className="rwb-composer__dialog">
          <ComposerForm id={formId} area={area} state={state} label={composerLabels.text} hideLabel />
        </Modal>
      </div>
    );
  }
  return (
    <div ref={anchor} className="rwb-composer rwb-composer--inline" part="composer" role="group" aria-label={composerLabels.kind[kind]}>
      <ComposerForm id={formId} area={area} state={state} label={composerLabels.kind[kind]} />
      <div className="rwb-composer__actions">{actions}</div>
    </div>
  );
}

interface FormProps {
  id: string;
  /** The text area (the dialog focuses it on open). */
  area: RefObject<HTMLTextAreaElement | null>;
  state: ComposerState;
  /** The text area's label. */
  label: string;
  hideLabel?: boolean;
}

function ComposerForm({ id, area, state, label, hideLabel }: FormProps) {
  const textId = `${id}-text`;
  const counterId = `${id}-counter`;
  const messageId = `${id}-message`;
  const listId = `${id}-mentions`;
  const { mentions } = state;

  // After a mention is inserted the caret goes after it.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el || !state.caretRequest) return;
    el.focus();
    el.setSelectionRange(state.caretRequest.at, state.caretRequest.at);
  }, [area, state.caretRequest]);

  const trackCaret = (e: SyntheticEvent<HTMLTextAreaElement>) => state.setCaret(e.currentTarget.selectionEnd ?? e.currentTarget.value.length);

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (!mentions.open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      mentions.move(e.key === 'ArrowDown' ? 1 : -1);
    } else if ((e.key === 'Enter' || e.key === 'Tab') && mentions.activeIndex >= 0) {
      e.preventDefault();
      state.chooseMention(mentions.options[mentions.activeIndex]);
    } else if (e.key === 'Escape') {
      // Closes the suggestions, not the dialog.
      e.preventDefault();
      e.stopPropagation();
      mentions.close();
    }
  }

  return (
    <form
      id={id}
      className="rwb-composer__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void state.submit();
      }}
    >
      <div className="rwb-field rwb-composer__text">
        <label htmlFor={textId} className={hideLabel ? 'rwb-visually-hidden' : 'rwb-field__label rwb-composer__label'}>
          {label}
        </label>
        <textarea
          ref={area}
          id={textId}
          className="rwb-field__control rwb-composer__textarea"
          rows={4}
          value={state.text}
          disabled={state.busy}
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={mentions.activeIndex >= 0 ? mentionOptionId(listId, mentions.activeIndex) : undefined}
          aria-invalid={state.textMessage ? true : undefined}
          aria-describedby={[counterId, state.textMessage ? messageId : null].filter(Boolean).join(' ')}
          onChange={(e) => state.setText(e.currentTarget.value, e.currentTarget.selectionEnd ?? e.currentTarget.value.length)}
          onSelect={trackCaret}
          onClick={trackCaret}
          onKeyUp={trackCaret}
          onKeyDown={onKeyDown}
        />
        <MentionSuggestions id={listId} state={mentions} onChoose={state.chooseMention} />
        <p className="rwb-composer__counter" id={counterId}>
          {state.counter}
        </p>
        <p className="rwb-field__error" id={messageId} aria-live="polite">
          {state.textMessage}
        </p>
      </div>
      {state.link.preview && <LinkPreviewCard preview={state.link.preview} onDismiss={state.link.dismiss} />}
      <ComposerImages images={state.images} disabled={state.busy} />
      {state.workout && <WorkoutFields workout={state.workout} disabled={state.busy} />}
      {state.alert && (
        <Alert variant="error" onDismiss={state.dismissAlert}>
          {state.alert}
        </Alert>
      )}
    </form>
  );
}
