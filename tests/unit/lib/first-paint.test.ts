// The browser side of a first paint: the server's HTML shown in an inert light-DOM child while the
// tag is undefined, held by a slot (with React's output hidden behind it) once the element is defined,
// and released when the view shows its data.
import { afterEach, describe, expect, it } from 'vitest';
import { firstPaintOf, holdFirstPaint, paintFirst, recordFirstPaint, releaseFirstPaint } from '@/lib/first-paint';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('paintFirst', () => {
  it('shows the HTML in an inert child with its own shadow root and stylesheet', () => {
    const host = document.createElement('event-list-x');
    document.body.append(host);
    expect(paintFirst(host, '<h3 class="card__title">Sunrise Ruck</h3>', '.card__title{color:red}')).toBe(true);
    const child = host.querySelector<HTMLElement>('[slot="rwb-first-paint"]')!;
    expect(child.inert).toBe(true);
    expect(child.shadowRoot!.querySelector('h3')!.textContent).toBe('Sunrise Ruck');
    expect(child.shadowRoot!.adoptedStyleSheets).toHaveLength(1);
    expect(paintFirst(host, '<p>again</p>', '')).toBe(false); // once per element
  });

  it('is too late once the element has its own shadow root (its view is coming)', () => {
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' });
    expect(paintFirst(host, '<p>late</p>', '')).toBe(false);
    expect(host.children).toHaveLength(0);
  });
});

describe('holdFirstPaint / releaseFirstPaint', () => {
  it('a slot first in the shadow root keeps the paint on screen and hides what follows it; release removes both', () => {
    const host = document.createElement('div');
    document.body.append(host);
    paintFirst(host, '<p>painted</p>', 'p{margin:0}');
    const root = host.attachShadow({ mode: 'open' });
    holdFirstPaint(root);
    root.append(document.createElement('section')); // React's first output
    expect(root.firstElementChild!.localName).toBe('slot');
    expect((root.firstElementChild as HTMLSlotElement).name).toBe('rwb-first-paint');
    expect(root.adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.includes('display: none')))).toBe(true);
    releaseFirstPaint(root);
    expect(root.querySelector('slot')).toBeNull();
    expect(host.querySelector('[slot="rwb-first-paint"]')).toBeNull();
    expect(root.querySelector('section')).not.toBeNull();
  });

  it('without a first paint, holding adds nothing', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    holdFirstPaint(root);
    expect(root.childNodes).toHaveLength(0);
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });
});

describe('recordFirstPaint', () => {
  it('keeps the answers per element; a failure reads as no answers', async () => {
    const a = document.createElement('div');
    const b = document.createElement('div');
    recordFirstPaint(a, Promise.resolve({ k: 1 }));
    recordFirstPaint(b, Promise.reject(new Error('offline')));
    await expect(firstPaintOf(a)!.promise).resolves.toEqual({ k: 1 });
    await expect(firstPaintOf(b)!.promise).resolves.toEqual({});
    expect(firstPaintOf(a)!.seeds).toEqual({ k: 1 });
    expect(firstPaintOf(document.createElement('div'))).toBeUndefined();
  });
});
