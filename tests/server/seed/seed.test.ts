// The seed is deterministic: run it on a brand-new database and compare with the template every
// other test file starts from (seeded on another day: ids, names and links match). How long it
// takes is a figure, not a gate: `npm run bench:seed`.
import { describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/seed/index';
import { createTestServer } from '../support/harness';

const fingerprint = async (db: Db) =>
  (
    await db.query(
      `SELECT (SELECT string_agg(concat_ws('|', id, email, first_name, military_rank, preferred_chapter_id, eagle_leader_title), ',' ORDER BY id) FROM users) AS users,
              (SELECT string_agg(concat_ws('|', follower_id, followed_id), ',' ORDER BY follower_id, followed_id) FROM follows) AS follows,
              (SELECT string_agg(concat_ws('|', group_id, user_id, role), ',' ORDER BY group_id, user_id) FROM group_memberships) AS memberships`,
    )
  ).rows[0];

describe('seed on an empty database', () => {
  it('is deterministic', async () => {
    const { db } = await openPglite();
    const template = await createTestServer();
    try {
      await migrate(db);
      const summary = await seed(db, { scryptN: 1024, now: new Date('2026-03-01T12:00:00Z') });
      expect(summary).toMatchObject({ groups: 54, challenges: 8 });
      expect(summary!.users).toBeGreaterThanOrEqual(1000);
      expect(await fingerprint(db)).toEqual(await fingerprint(template.db));
    } finally {
      await db.close();
      await template.close();
    }
  });
});
