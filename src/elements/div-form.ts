// The div form (issue 19, "CMS compatibility"): site builders that strip unknown tags keep a
// `<div data-rwb-element="event-list" data-chapter-id="12">`; the loader turns it into the element.
// Part of the loader (src/elements/index.ts): it imports nothing, so it adds no request level.

/** The attribute that names the element a div stands for. */
export const DIV_FORM_ATTRIBUTE = 'data-rwb-element';

const SELECTOR = `div[${DIV_FORM_ATTRIBUTE}]`;

/**
 * Replaces a div of the div form with its element. Attributes: `data-x` becomes `x` (`data-rwb-element`
 * itself is dropped); `id`, `class`, `style` and the div's other attributes stay as they are and win
 * over a `data-` one of the same name. Values are only ever attribute values: event-handler attributes
 * (`on…`, in either form) are not copied, so nothing in the div runs as script. Then the div's
 * children (the no-JavaScript fallback link, which the element's shadow root hides) move into it.
 * A name that is not one of `tags` leaves the div as it is, with a console warning. Returns the
 * element, or null.
 */
export function upgradeDiv(div: Element, tags: readonly string[]): HTMLElement | null {
  const tag = (div.getAttribute(DIV_FORM_ATTRIBUTE) ?? '').trim().toLowerCase();
  if (!tags.includes(tag)) {
    console.warn(`[rwb] ${DIV_FORM_ATTRIBUTE}="${tag}": no such element, the div is left as it is`);
    return null;
  }
  const el = div.ownerDocument.createElement(tag);
  for (const { name, value } of Array.from(div.attributes)) {
    const target = name.replace(/^data-/, '');
    if (name === DIV_FORM_ATTRIBUTE || /^(on|$)/.test(target) || (target !== name && div.hasAttribute(target))) continue;
    try {
      el.setAttribute(target, value);
    } catch {
      /* not a valid attribute name (`data-1x`): left out */
    }
  }
  el.append(...Array.from(div.childNodes));
  div.replaceWith(el);
  return el;
}

/** Upgrades every div of the div form in `root` (and `root` itself): the elements made. */
export function upgradeDivs(root: ParentNode, tags: readonly string[]): HTMLElement[] {
  const divs = root instanceof Element && root.matches(SELECTOR) ? [root] : [];
  if (root.firstElementChild) divs.push(...Array.from(root.querySelectorAll(SELECTOR)));
  // A div inside another one moves with its parent's children: upgraded where it now is.
  return divs.map((div) => upgradeDiv(div, tags)).filter((el) => el !== null);
}
