import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';

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

/**
 * Defines `tag` as a web component rendering `Component` in an open shadow root, unless the tag
 * is already defined (a second copy of the bundle on the page). Returns the class in use.
 */
export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  props: PropsMap<P>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const element = r2wc(Component, { shadow: 'open', props });
  customElements.define(tag, element);
  return element;
}
