import { labels } from '../messages';
import type { EventDetail } from '../schemas';

/** The description and the event's links. */
export function EventAbout({ event: e }: { event: EventDetail }) {
  const links = (e.links ?? []).filter((l) => l.url);
  return (
    <>
      {e.description && (
        <section className="description" aria-labelledby="description-title">
          <h3 id="description-title">{labels.description}</h3>
          <p>{e.description}</p>
        </section>
      )}
      {links.length > 0 && (
        <section aria-labelledby="links-title">
          <h3 id="links-title">{labels.links}</h3>
          <ul className="links">
            {links.map((l) => (
              <li key={l.url}>
                <a href={l.url!} target="_blank" rel="noopener noreferrer nofollow">
                  {l.text || l.url}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
