import { useId, type ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TabPanel, Tabs } from '@/ui/tabs';
import { navigateToLogin } from '@/store/navigation';
import { useChallengeHub, type HubTab } from '../hooks/use-challenge-hub';
import { labels, messages } from '../messages';
import { hubSections, pastList } from '../model';
import type { Challenge, ChallengeList } from '../schemas';
import { ChallengeCard } from './challenge-card';

const TABS = [
  { key: 'active', label: labels.activeTab },
  { key: 'past', label: labels.pastTab },
] as const;

/** /challenges (spec §2): ACTIVE CHALLENGES (yours, available, upcoming) and PAST CHALLENGES. */
export function ChallengeHub({ source }: { source: Element | null }) {
  const hub = useChallengeHub();
  const idBase = `challenges-${useId().replace(/:/g, '')}`;
  if (!hub.loggedIn)
    return (
      <div className="hub" part="root">
        <h2 className="hub__title">{labels.hubTitle}</h2>
        <p>{messages.loginForHub}</p>
        <Button onClick={() => navigateToLogin({ source })}>{labels.logIn}</Button>
      </div>
    );
  const { list } = hub;
  let body: ReactNode;
  if (list.status === 'loading' || list.status === 'idle') body = <p role="status">{labels.loading}</p>;
  else if (list.status === 'error' || !list.data)
    body = (
      <Alert variant="error">
        {messages.listFailed}{' '}
        <Button variant="link" onClick={list.reload}>
          {labels.retry}
        </Button>
      </Alert>
    );
  else body = hub.tab === 'active' ? <ActiveSections data={list.data.data} /> : <PastList data={list.data.data} />;
  return (
    <div className="hub" part="root">
      <h2 className="hub__title">{labels.hubTitle}</h2>
      <Tabs<HubTab> label={labels.tabs} idBase={idBase} tabs={TABS} value={hub.tab} onChange={hub.setTab} />
      <TabPanel idBase={idBase} selected={hub.tab} className="hub__panel">
        {body}
      </TabPanel>
    </div>
  );
}

function ActiveSections({ data }: { data: ChallengeList['data'] }) {
  const s = hubSections(data);
  return (
    <>
      <Section id="mine" title={labels.yourActive} items={s.mine} empty={messages.noActive} />
      <Section id="available" title={labels.available} items={s.available} empty={messages.noAvailable} />
      <Section id="upcoming" title={labels.upcoming} items={s.upcoming} empty={messages.noUpcoming} />
    </>
  );
}

function PastList({ data }: { data: ChallengeList['data'] }) {
  const items = pastList(data);
  if (!items.length) return <p className="row__note">{messages.noPast}</p>;
  return <CardList items={items} label={labels.pastTab} level={3} />;
}

function Section({ id, title, items, empty }: { id: string; title: string; items: Challenge[]; empty: string }) {
  const headingId = `challenges-${id}`;
  return (
    <section className="row" part={`list-${id}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="row__title">
        {title}
      </h3>
      {items.length ? <CardList items={items} labelledBy={headingId} level={4} /> : <p className="row__note">{empty}</p>}
    </section>
  );
}

function CardList({ items, label, labelledBy, level }: { items: Challenge[]; label?: string; labelledBy?: string; level: 3 | 4 }) {
  return (
    <ul className="row__list" aria-label={label} aria-labelledby={labelledBy}>
      {items.map((c) => (
        <li key={c.id}>
          <ChallengeCard challenge={c} headingLevel={level} />
        </li>
      ))}
    </ul>
  );
}
