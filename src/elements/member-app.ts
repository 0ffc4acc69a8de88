import './platform';
import '@/lib/http-client';
import { createElement, useCallback, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { defineElement } from '@/lib/define';
import { onLogout } from '@/store/auth';
import { MemberApp, type MemberAppProps } from '@/features/member-app';
import type { LoaderGlobal } from './boot';
// Statically: it hears the service worker from the start (the first view's offline answers).
import { $servedOffline, clearOfflineData, registerAppServiceWorker } from './member-app/pwa';
import { useLiveCounts } from './member-app/use-live-counts';

export const tag = 'member-app';

/** A view's element chunk, through the loader that loaded this one (its imports preloaded in one round). */
function loadElement(name: string): Promise<unknown> {
  const loader = (globalThis as LoaderGlobal).__rwbLoader?.load;
  return loader ? loader(name) : Promise.reject(new Error('[rwb] <member-app> needs the loader, elements.js'));
}

/**
 * The standalone app: the shell with every route; its views are the single elements, loaded per
 * route; the bar's live counts; the installable app's service worker and offline state.
 */
function MemberAppElement(props: Pick<MemberAppProps, 'container'>) {
  const load = useCallback(loadElement, []);
  const counts = useLiveCounts();
  const offline = useStore($servedOffline);
  useEffect(() => registerAppServiceWorker(), []);
  return createElement(MemberApp, { ...props, ...counts, offline, loadElement: load });
}

// Nothing of one member's data stays on the device after logout.
onLogout(clearOfflineData);

defineElement(tag, MemberAppElement, {});

declare global {
  interface HTMLElementTagNameMap {
    'member-app': HTMLElement;
  }
}
