import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import { useShadowStyles } from '@/lib/styles';
import { $config } from '@/store/config';
import css from '../styles.css?inline';
import { useAppRouter } from '../hooks/use-app-router';
import { useAppVersion } from '../hooks/use-app-version';
import { useRouteGuard } from '../hooks/use-route-guard';
import { useViewFocus } from '../hooks/use-view-focus';
import { labels } from '../messages';
import { versionLine } from '../model';
import { appRoute, currentSection, showsBar, type NavSection } from '../routes';
import { NavBar } from './nav-bar';
import { PrivacyPolicy } from './privacy-policy';
import { ReloadPrompt } from './reload-prompt';
import { RouteView } from './route-view';

export interface MemberAppProps {
  container?: ShadowRoot | HTMLElement;
  /** Loads an element's chunk (the element passes the loader's). */
  loadElement(tag: string): Promise<unknown>;
  /** Unseen notifications / unread chats (the element's live counts). */
  unseenNotifications?: number;
  unreadMessages?: number;
  /** The page shows what the device saved (offline). */
  offline?: boolean;
}

/**
 * The standalone app (`<member-app>`): every route of both specs in one page with real URLs, the
 * navigation bar where the spec shows it, the session check and the guard, focus moved to each new
 * view's heading, and the app version rules.
 */
export function MemberApp({ container, loadElement, unseenNotifications = 0, unreadMessages = 0, offline = false }: MemberAppProps) {
  useShadowStyles(container, tokens, ui, css);
  const config = useStore($config);
  const where = useAppRouter();
  const route = useMemo(() => appRoute(where.path), [where.path]);
  useRouteGuard(route);
  const version = useAppVersion();
  const main = useRef<HTMLElement>(null);
  useViewFocus(main, route.key);

  useEffect(() => {
    document.title = route.title ? `${route.title} · ${config.productName}` : config.productName;
  }, [route.title, config.productName]);

  const section = currentSection(route);
  const dots = new Set<NavSection>();
  if (unseenNotifications > 0) dots.add('notifications');
  // Messages shows its dot unless the member is inside messages (spec §2).
  if (unreadMessages > 0 && section !== 'messages') dots.add('messages');
  const bar = showsBar(route);
  const info = version.info;

  return (
    <div className={`app${bar ? ' app--bar' : ''}`} part="root">
      {bar && (
        <NavBar
          onSkip={() => main.current?.focus()}
          productName={config.productName}
          current={section}
          dots={dots}
          termsUrl={config.termsUrl}
          version={info ? versionLine(info.current_version, info.build) : null}
        />
      )}
      <main id="main" ref={main} tabIndex={-1} className="app__main" part="main">
        {offline && <Alert variant="info">{labels.offline}</Alert>}
        {version.outdated && <ReloadPrompt productName={config.productName} />}
        {route.kind === 'element' && !route.ownHeading && (
          <h1 className="rwb-visually-hidden" tabIndex={-1}>
            {route.title}
          </h1>
        )}
        {route.kind === 'element' && <RouteView key={route.key} tag={route.tag} attrs={route.attrs} loadElement={loadElement} />}
        {route.kind === 'privacy' && <PrivacyPolicy productName={config.productName} privacyUrl={config.privacyUrl} />}
      </main>
    </div>
  );
}
