import { useEffect, useState } from 'react';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { listChapters } from '../api';
import { labels, messages } from '../messages';
import type { Chapter } from '../schemas';

interface Props {
  /** A valid 5-digit zip (chapters nearest to it first), or null (alphabetical). */
  zip: string | null;
  value: number | null;
  /** The chosen chapter's name (shown while the list is loading or when it is not in the list). */
  valueName: string | null;
  onChange(chapter: { id: number; name: string } | null): void;
}

type State = { status: 'loading' } | { status: 'done'; chapters: Chapter[] } | { status: 'error' };

/** Preferred chapter from `GET api/v1/chapter`, nearest to the member's zip first. */
export function ChapterPicker({ zip, value, valueName, onChange }: Props) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      listChapters(zip, controller.signal)
        .then((chapters) => setState({ status: 'done', chapters }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'error' });
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [zip, attempt]);

  const chapters = state.status === 'done' ? state.chapters : [];
  return (
    <div className="chapter-picker">
      <Field
        label={labels.chapter}
        hint={labels.chapterHint}
        control={(p) => (
          <select
            {...p}
            name="preferred_chapter"
            value={value === null ? '' : String(value)}
            aria-busy={state.status === 'loading' || undefined}
            onChange={(e) => {
              const id = Number(e.currentTarget.value);
              const chapter = chapters.find((c) => c.id === id);
              onChange(chapter ? { id: chapter.id, name: chapter.name } : null);
            }}
          >
            <option value="">{state.status === 'loading' ? messages.loadingChapters : labels.chooseChapter}</option>
            {chapters.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {typeof c.distance === 'number' ? `${c.name} (${labels.miles(c.distance)})` : c.name}
              </option>
            ))}
            {value !== null && !chapters.some((c) => c.id === value) && <option value={String(value)}>{valueName ?? labels.chapter}</option>}
          </select>
        )}
      />
      {state.status === 'error' && (
        <div className="chapter-error" role="alert">
          <p className="rwb-field__error">{messages.chaptersFailed}</p>
          <Button variant="link" onClick={() => setAttempt((n) => n + 1)}>
            {labels.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
