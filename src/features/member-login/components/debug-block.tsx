import { useStore } from '@nanostores/react';
import { $config } from '@/store/config';
import { $profile } from '@/store/member';
import { labels } from '../messages';

/** Accounts spec §2: outside production, the API server, environment, profile id and CRM contact id. */
export function DebugBlock() {
  const config = useStore($config);
  const profile = useStore($profile);
  return (
    <details className="debug" part="debug">
      <summary>{labels.debug}</summary>
      <dl>
        <dt>{labels.apiServer}</dt>
        <dd>{config.apiBase}</dd>
        <dt>{labels.environment}</dt>
        <dd>{config.environment}</dd>
        <dt>{labels.profileId}</dt>
        <dd>{profile?.id ?? '—'}</dd>
        <dt>{labels.crmId}</dt>
        <dd>{profile?.salesforce_contact_id ?? '—'}</dd>
      </dl>
    </details>
  );
}
