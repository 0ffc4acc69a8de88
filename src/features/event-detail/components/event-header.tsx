import { MenuButton } from '@/ui/menu-button';
import { CopyLinkButton } from '@/ui/copy-link-button';
import { coverFor } from '@/lib/event-covers';
import { isInProgress } from '@/lib/event-time';
import { reportTexts } from '@/lib/report';
import { labels } from '../messages';
import type { MenuAction } from '../model';
import type { EventDetail } from '../schemas';

const MENU_LABELS: Record<MenuAction, string> = { edit: labels.editEvent, cancel: labels.cancelEvent, report: reportTexts.event.title };

interface Props {
  event: EventDetail;
  now: Date;
  /** '{appBase}/events/{id}' */
  link: string;
  apiBase: string;
  menu: readonly MenuAction[];
  onMenu(action: MenuAction): void;
}

/** The cover, the In Progress badge, the name and its group; Copy Link, Add to Calendar and the options menu. */
export function EventHeader({ event: e, now, link, apiBase, menu, onMenu }: Props) {
  return (
    <>
      <img className="cover" part="cover" src={e.photo_url || coverFor(e.category, !!e.is_virtual)} alt="" width={1200} height={600} />
      <div className="head">
        <div>
          {isInProgress(e, now) && <span className="badge badge--live">{labels.inProgress}</span>}
          <h2 id="event-title" className="title">
            {e.name}
          </h2>
          {(e.chapter_name || e.group_name) && <p className="chapter">{e.chapter_name || e.group_name}</p>}
        </div>
        <div className="head__actions">
          <CopyLinkButton text={link} showText />
          <a className="rwb-button rwb-button--secondary" href={`${apiBase}/api/v1/mobile_event/${e.id}/ics`} download={`event-${e.id}.ics`}>
            {labels.addToCalendar}
          </a>
          {menu.length > 0 && <MenuButton label={labels.options} id="event-menu" items={menu.map((key) => ({ key, label: MENU_LABELS[key] }))} onSelect={onMenu} />}
        </div>
      </div>
    </>
  );
}
