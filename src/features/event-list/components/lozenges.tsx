import { labels } from '../messages';
import type { ListTab } from '../model';

const LOCAL_LOZENGES = [
  { key: 'run-walk', label: 'Run/Walk' },
  { key: 'hike-ruck', label: 'Hike/Ruck' },
  { key: 'social', label: 'Social' },
] as const;

interface Chip {
  label: string;
  pressed: boolean;
  onClick(): void;
}

/** A row of toggle chips (aria-pressed) named as a group. */
function ChipGroup({ label, chips }: { label: string; chips: Chip[] }) {
  return (
    <div className="lozenges" role="group" aria-label={label}>
      {chips.map((c) => (
        <button key={c.label} type="button" className="chip" aria-pressed={c.pressed} onClick={c.onClick}>
          {c.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The quick filters (events spec §2 'Lozenges'): a category shortcut on the local tab (pressing it
 * again lets go); national or my groups on the virtual tab (my groups only for members).
 */
export function Lozenges({ tab, loggedIn, value, onChange }: { tab: ListTab; loggedIn: boolean; value: string | null; onChange(v: string | null): void }) {
  const chips: Chip[] =
    tab === 'local'
      ? LOCAL_LOZENGES.map((l) => ({ label: l.label, pressed: value === l.key, onClick: () => onChange(value === l.key ? null : l.key) }))
      : [
          { label: labels.lozengeNational, pressed: value !== 'my-groups', onClick: () => onChange(null) },
          ...(loggedIn ? [{ label: labels.lozengeMyGroups, pressed: value === 'my-groups', onClick: () => onChange('my-groups') }] : []),
        ];
  return <ChipGroup label={labels.quickFilters} chips={chips} />;
}

/** The past tab's choice between local and virtual events. */
export function PastToggle({ virtual, onChange }: { virtual: boolean; onChange(virtual: boolean): void }) {
  return (
    <ChipGroup
      label={labels.past}
      chips={[
        { label: labels.pastLocal, pressed: !virtual, onClick: () => onChange(false) },
        { label: labels.pastVirtual, pressed: virtual, onClick: () => onChange(true) },
      ]}
    />
  );
}
