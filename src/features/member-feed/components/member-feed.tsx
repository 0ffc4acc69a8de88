/**
 * The /feed page (events spec §2 Feed and posts): people search, the member's timeline with its pinned
 * post, the national / my groups scope and the floating add button, and a welcome card when the page
 * address says `newAccount=true` (the registration wizard lands here).
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useShadowStyles } from '@/lib/styles';
import { $config } from '@/store/config';
import { Button } from '@/ui/button';
import { RouteLink } from '@/ui/route-link';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import forms from '@/ui/forms.css?inline';
import social from '@/ui/social.css?inline';
import css from '../feed.css?inline';
import pageCss from '../page.css?inline';
import { welcomeText } from '../messages';
import { ContextFeed } from './context-feed';
import { PeopleSearch } from './people-search';

const TIMELINE = { type: 'timeline' } as const;

export interface MemberFeedProps {
  container?: ShadowRoot | HTMLElement;
}

function isNewAccount(): boolean {
  return typeof location !== 'undefined' && new URLSearchParams(location.search).get('newAccount') === 'true';
}

function WelcomeCard({ onDismiss }: { onDismiss(): void }) {
  const { productName } = useStore($config);
  return (
    <section className="feed-welcome" part="welcome" aria-labelledby="rwb-feed-welcome">
      <h2 id="rwb-feed-welcome">{welcomeText.title(productName)}</h2>
      <p>{welcomeText.body}</p>
      <p className="feed-welcome__links">
        <RouteLink path="/events">{welcomeText.events}</RouteLink>
        <RouteLink path="/groups">{welcomeText.groups}</RouteLink>
      </p>
      <Button variant="secondary" onClick={onDismiss}>
        {welcomeText.dismiss}
      </Button>
    </section>
  );
}

export function MemberFeed({ container }: MemberFeedProps) {
  useShadowStyles(container, tokens, ui, forms, social, css, pageCss);
  const [welcome, setWelcome] = useState(isNewAccount);
  return (
    <div className="member-feed" part="root">
      {welcome && <WelcomeCard onDismiss={() => setWelcome(false)} />}
      <PeopleSearch />
      <ContextFeed context={TIMELINE} container={container} floatingComposer reserveFor="member-feed" />
    </div>
  );
}
