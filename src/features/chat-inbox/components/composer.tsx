/**
 * The message box (§5 Messaging, §7 Chat): the text with '@' tagging, up to 5 images, the 'n/475'
 * counter (the text as sent, a tag counting as '@#{id}'), Send enabled with some text or an image
 * and at most 475 characters; Enter sends, Shift+Enter a new line. Send uploads the images first
 * (with progress), then hands `{ text, images }` over; a failed upload keeps everything as it was.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useStore } from '@nanostores/react';
import { chatCounter, CHAT_LIMITS } from '@/lib/chat';
import { ImageError } from '@/lib/image';
import { useShadowStyles } from '@/lib/styles';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import comboboxCss from '@/ui/combobox.css?inline';
import { mentionListCss, mentionOptionId } from '@/ui/mention-list';
import { pickedImagesCss } from '@/ui/picked-images';
import { $session } from '@/store/session';
import { canSendDraft, sentLength } from '../composer-model';
import { useChatImages } from '../hooks/use-chat-images';
import { useMentions } from '../hooks/use-mentions';
import { composerTexts, labels } from '../messages';
import type { Channel } from '../schemas';
import { ImagePicker, ImageStrip } from './composer-images';
import css from './composer.css?inline';
import { MentionSuggestions } from './mention-suggestions';

export interface ComposerDraft {
  /** The text as sent ('@#{id}' tags). */
  text: string;
  /** The uploaded images' URLs (intent 'message'). */
  images: string[];
}

export interface ComposerProps {
  onSend(draft: ComposerDraft): void;
  /** The chat (its members say whom one may tag); undefined until the list holds it. */
  chat?: Channel;
  /** The member (never offered as a tag); by default the session's. */
  me?: number;
}

export function Composer({ onSend, chat, me }: ComposerProps) {
  const session = useStore($session);
  const form = useRef<HTMLFormElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  useShadowStyles(form, comboboxCss, mentionListCss, pickedImagesCss, css);
  const id = useId().replace(/:/g, '');
  const m = useMentions(me ?? session?.userId ?? null, chat);
  const images = useChatImages();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  // After a tag is inserted the caret goes after it.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el || !m.caretRequest) return;
    el.focus();
    el.setSelectionRange(m.caretRequest.at, m.caretRequest.at);
  }, [m.caretRequest]);

  const over = sentLength(m.sent) > CHAT_LIMITS.textMax;
  const ok = canSendDraft(m.sent, images.images.length) && !images.preparing && !busy;
  const listId = `${id}-tags`;
  const s = m.suggestions;

  async function submit() {
    if (!ok) return;
    setAlert(null);
    let urls: string[] = [];
    if (images.images.length) {
      setBusy(true);
      const controller = new AbortController();
      upload.current = controller;
      try {
        urls = await images.upload('message', controller.signal);
      } catch (error) {
        if (!controller.signal.aborted) setAlert(error instanceof ImageError ? error.message : composerTexts.uploadFailed);
        return;
      } finally {
        upload.current = null;
        setBusy(false);
      }
    }
    onSend({ text: m.sent, images: urls });
    m.reset();
    images.reset();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (s.open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      s.move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (s.open && e.key === 'Enter' && s.activeIndex >= 0) {
      e.preventDefault();
      m.choose(s.options[s.activeIndex]);
    } else if (s.open && e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      s.close();
    } else if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  const trackCaret = (e: SyntheticEvent<HTMLTextAreaElement>) => m.setCaret(e.currentTarget.selectionEnd ?? e.currentTarget.value.length);

  return (
    <form
      ref={form}
      className="chat-composer"
      part="composer"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {alert && (
        <Alert variant="error" onDismiss={() => setAlert(null)}>
          {alert}
        </Alert>
      )}
      <ImageStrip images={images} disabled={busy} />
      <MentionSuggestions id={listId} state={s} onChoose={m.choose} />
      <label htmlFor={`${id}-text`} className="rwb-visually-hidden">
        {labels.message}
      </label>
      <textarea
        ref={area}
        id={`${id}-text`}
        className="rwb-field__control chat__textarea chat-composer__text"
        rows={2}
        placeholder={labels.message}
        value={m.text}
        aria-describedby={`${id}-count`}
        aria-invalid={over || undefined}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={s.open && s.activeIndex >= 0 ? mentionOptionId(listId, s.activeIndex) : undefined}
        onChange={(e) => m.setText(e.currentTarget.value, e.currentTarget.selectionEnd ?? e.currentTarget.value.length)}
        onSelect={trackCaret}
        onClick={trackCaret}
        onKeyDown={onKeyDown}
      />
      <div className="chat-composer__actions">
        <span id={`${id}-count`} className={`chat__count${over ? ' chat__count--over' : ''}`}>
          {chatCounter(m.sent)}
        </span>
        <ImagePicker images={images} disabled={busy} />
        <Button type="submit" disabled={!ok} busy={busy}>
          {labels.send}
        </Button>
      </div>
    </form>
  );
}
