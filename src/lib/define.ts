import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { holdFirstPaint } from './first-paint';
import { holdReservedHeight } from './styles';

/**
 * Attribute types an element exposes. Strings, numbers and booleans come from attributes; 'json'
 * props are meant to be set as JS properties (objects). r2wc's 'function'/'method' types are not
 * offered: public callbacks are rwb-* events (see emit.ts).
 */
export type PropType = 'string' | 'number' | 'boolean' | 'json';

export type PropsMap<P> = Partial<Record<Exclude<Extract<keyof P, string>, 'container'>, PropType>>;

/** The prop r2wc passes to every component: the element's shadow root. */
export interface ElementContainerProps {
  container?: ShadowRoot | HTMLElement;
}

export interface DefineOptions {
  /**
   * Runs each time an element connects (an upgrade included), before its React root mounts: the
   * element's first request starts here (src/lib/prefetch.ts). A failure is ignored.
   */
  onConnect?: (element: HTMLElement) => void;
}

/**
 * Defines `tag` as a web component rendering `Component` in an open shadow root, unless the tag
 * is already defined (a second copy of the bundle on the page). Returns the class in use.
 * A tag that reserves a height while loading (src/lib/reserved-height.ts) holds it from the
 * element's construction, before React's first render; the feature releases it (useReservedHeight).
 */
export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  props: PropsMap<P>,
  options: DefineOptions = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const Base = r2wc(Component, { shadow: 'open', props }) as unknown as new () => HTMLElement & { connectedCallback(): void };
  const { onConnect } = options;
  const element = class extends Base {
    constructor() {
      super();
      if (this.shadowRoot) {
        holdFirstPaint(this.shadowRoot);
        holdReservedHeight(this.shadowRoot, tag);
      }
    }

    connectedCallback() {
      try {
        onConnect?.(this);
      } catch {
        /* the view asks for itself */
      }
      super.connectedCallback();
    }
  };
  customElements.define(tag, element);
  return element;
}
