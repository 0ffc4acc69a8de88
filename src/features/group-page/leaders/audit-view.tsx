import { formatDate, formatTime } from '@/lib/dates';
import { InfiniteList } from '@/ui/infinite-list';
import { SubPageHeader } from '@/ui/sub-pages';
import type { Group } from '../schemas';
import { auditAction, auditActor } from './audit-model';
import { useAudit } from './hooks/use-audit';
import type { AuditEntry } from './schemas';
import { auditTexts } from './texts';

export interface GroupAuditProps {
  group: Group;
  onBack(): void;
}

const LIST_TEXTS = { loading: auditTexts.loading, empty: auditTexts.empty, error: auditTexts.failed, loadMore: auditTexts.loadMore, retry: auditTexts.retry };

/** The group's moderation history (its admins only): who did what to whom, and when, newest first, 25 a page. */
export function GroupAudit({ group, onBack }: GroupAuditProps) {
  const list = useAudit(group.id);
  return (
    <section className="subpage audit" part="audit" aria-labelledby="group-audit-title">
      <SubPageHeader title={auditTexts.title} subtitle={group.name} onBack={onBack} titleId="group-audit-title" />
      <InfiniteList
        {...list}
        getKey={(e) => e.id}
        renderItem={(e) => <AuditRow entry={e} />}
        texts={LIST_TEXTS}
        label={auditTexts.title}
        className="audit__list"
        itemClassName="audit__entry"
      />
    </section>
  );
}

function AuditRow({ entry: e }: { entry: AuditEntry }) {
  return (
    <>
      <p className="audit__what">
        <strong>{auditActor(e)}</strong> {auditAction(e)}
      </p>
      <p className="audit__when">
        <time dateTime={e.created_at}>
          {formatDate(e.created_at)} {formatTime(e.created_at)}
        </time>
      </p>
    </>
  );
}
