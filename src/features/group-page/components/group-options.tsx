import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { MenuButton } from '@/ui/menu-button';
import { ReportDialog } from '@/ui/report-dialog';
import { $session } from '@/store/session';
import { reportGroup } from '../api';
import { labels } from '../messages';
import type { Group } from '../schemas';

/** The group's options for a logged-in member who is not its admin: Report Group (events spec §7 'Report'). */
export function GroupOptions({ group }: { group: Group }) {
  const me = useStore($session)?.userId ?? null;
  const [reporting, setReporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (me === null) return null;
  return (
    <>
      <MenuButton label={labels.options} id={`group-options-${group.id}`} icon items={[{ key: 'report', label: labels.reportGroup }]} onSelect={() => setReporting(true)} />
      {reporting && (
        <ReportDialog
          target="group"
          onSubmit={() => reportGroup(group.id, me)}
          onReported={(message) => {
            setReporting(false);
            setNotice(message);
          }}
          onCancel={() => setReporting(false)}
        />
      )}
      {notice && (
        <Alert variant="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
    </>
  );
}
