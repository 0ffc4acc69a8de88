import './platform';
import '@/lib/http-client';
import { createElement, useCallback } from 'react';
import { defineElement } from '@/lib/define';
import { MemberApp, type MemberAppProps } from '@/features/member-app';
import type { LoaderGlobal } from './boot';

export const tag = 'member-app';

/** A view's element chunk, through the loader that loaded this one (its imports preloaded in one round). */
function loadElement(name: string): Promise<unknown> {
  const loader = (globalThis as LoaderGlobal).__rwbLoader?.load;
  return loader ? loader(name) : Promise.reject(new Error('[rwb] <member-app> needs the loader, elements.js'));
}

/** The standalone app: the shell with every route; its views are the single elements, loaded per route. */
function MemberAppElement(props: Omit<MemberAppProps, 'loadElement'>) {
  const load = useCallback(loadElement, []);
  return createElement(MemberApp, { ...props, loadElement: load });
}

defineElement(tag, MemberAppElement, {});

declare global {
  interface HTMLElementTagNameMap {
    'member-app': HTMLElement;
  }
}
