// The composers' @mention suggestions (src/ui/mention-list.tsx): a listbox named by the feature's
// text, options with ids for aria-activedescendant, the active one selected, avatars, a status line;
// a click chooses without taking the focus, the pointer may move the active option.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MentionList, mentionOptionId, type MentionListProps } from '@/ui/mention-list';
import { cleanup, click, getByRole, queryAllByRole, render } from './render';

afterEach(cleanup);

interface Who {
  id: number;
  first_name: string;
  last_name: string;
}
const ana: Who = { id: 1, first_name: 'Ana', last_name: 'Lima' };
const bo: Who = { id: 2, first_name: 'Bo', last_name: 'Chen' };
const name = (w: Who) => `${w.first_name} ${w.last_name}`;

const texts = { list: 'Members to tag', searching: 'Searching…', suggestions: (n: number) => `${n} members to tag.` };

function list(state: Partial<MentionListProps<Who>['state']>, extra: Partial<MentionListProps<Who>> = {}) {
  return (
    <MentionList<Who>
      id="tags"
      state={{ options: [ana, bo], open: true, activeIndex: -1, loading: false, ...state }}
      texts={texts}
      optionKey={(w) => w.id}
      optionLabel={name}
      onChoose={vi.fn()}
      {...extra}
    />
  );
}

describe('MentionList', () => {
  it('open: a listbox of options with ids, the active one selected, and how many in the status', async () => {
    const { root } = await render(list({ activeIndex: 1 }));
    const box = getByRole(root, 'listbox', 'Members to tag');
    expect(box.id).toBe('tags');
    expect(box.hidden).toBe(false);
    const options = queryAllByRole(box, 'option');
    expect(options.map((o) => [o.id, o.textContent, o.getAttribute('aria-selected')])).toEqual([
      [mentionOptionId('tags', 0), 'Ana Lima', 'false'],
      ['tags-1', 'Bo Chen', 'true'],
    ]);
    expect(getByRole(root, 'status').textContent).toBe('2 members to tag.');
    expect(box.querySelector('.rwb-avatar, img')).toBeNull();
  });

  it('closed: hidden without options and an empty status; loading says so', async () => {
    const { root, rerender } = await render(list({ open: false }));
    const box = root.querySelector('[role="listbox"]') as HTMLElement;
    expect(box.hidden).toBe(true);
    expect(box.children).toHaveLength(0);
    expect(getByRole(root, 'status').textContent).toBe('');
    await rerender(list({ open: false, loading: true }));
    expect(getByRole(root, 'status').textContent).toBe('Searching…');
  });

  it('a click chooses (mousedown does not move the focus); hover reports the option when asked', async () => {
    const onChoose = vi.fn();
    const onHover = vi.fn();
    const { root } = await render(list({}, { onChoose, onHover }));
    const option = queryAllByRole(root, 'option')[1];
    expect(option.textContent).toBe('Bo Chen');
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    option.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    await click(option);
    expect(onChoose).toHaveBeenCalledWith(bo);
    option.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: root.host }));
    expect(onHover).toHaveBeenCalledWith(1);
  });

  it('an avatar beside the options that have one', async () => {
    const { root } = await render(list({}, { optionAvatar: (w) => (w.id === 1 ? { person: w } : null) }));
    const [first, second] = queryAllByRole(root, 'option');
    expect(first.children).toHaveLength(2);
    expect(second.children).toHaveLength(1);
  });
});
