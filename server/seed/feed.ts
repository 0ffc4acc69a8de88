/**
 * The demo feed (issue 14): about 3,000 posts over the 60 days before `now` in members' own feeds,
 * group feeds (authors are members), event feeds (authors attend; the hosts' 'event' status posts)
 * and challenge feeds (authors are participants; workout posts from recorded workouts), with
 * images, teamrwb.org links (most with a preview), @mentions with their tags, comments, replies and
 * likes, and the pinned posts: national (admin@demo.test), the Raleigh chapter's and Eagle Miles'.
 * member@demo.test posts, is liked, commented on and tagged; every demo account that has joined
 * anything (all but new@demo.test, who has not registered yet) has a lively timeline.
 *
 * Counters match the rows exactly: posts.like_count = likes on the post (parent_id NULL);
 * posts.comment_count = its comments AND replies (every non-like reaction of the post);
 * reactions.like_count = likes whose parent is it; reactions.reply_count = replies to the comment.
 * Ids increase with created_at (feeds page by id). Its own PRNG stream; reads what the earlier
 * parts wrote, so it only adds rows.
 */
import type { Db } from '../db/client';
import { DAY, bulkInsert, continueIds, type Column } from './bulk-insert';
import { distinct, planReactions, type ReactionTarget } from './feed-reactions';
import { EVENT_STATUS, LINKS, SEED_IMAGES, WORKOUT_LINES, postText, type FeedKind, type TextContext } from './feed-text';
import { Prng } from './prng';

const MEMBER = 1;
const ADMIN = 2;
const WINDOW = 60 * DAY;

interface PlannedPost {
  seq: number;
  at: number;
  author: number;
  feedType: FeedKind;
  feedId: number;
  verb: 'post' | 'event';
  text: string;
  media: string[];
  openGraph: object | null;
  workout: object | null;
  tagEveryone: boolean;
  tags: number[];
  audience: readonly number[];
  id: number;
}

const POST_COLUMNS = (
  'id:int author_id:int feed_type:text feed_id:int verb:text text:text media:jsonb open_graph:jsonb workout:jsonb tag_everyone:bool ' +
  'event_id:int group_id:int challenge_id:int edited:bool like_count:int comment_count:int created_at:timestamptz updated_at:timestamptz'
)
  .split(' ')
  .map((c) => c.split(':') as unknown as Column);

const REACTION_COLUMNS = 'id:int post_id:int parent_id:int user_id:int kind:text content:text like_count:int reply_count:int created_at:timestamptz updated_at:timestamptz'
  .split(' ')
  .map((c) => c.split(':') as unknown as Column);

const TAG_COLUMNS = (key: string): Column[] => [
  [key, 'int'],
  ['user_id', 'int'],
];

const listMap = <K>(rows: Array<[K, number]>) => {
  const m = new Map<K, number[]>();
  for (const [k, v] of rows) m.set(k, [...(m.get(k) ?? []), v]);
  return m;
};

/** Inserts the demo feed; returns the numbers of posts and reactions. */
export async function seedFeed(db: Db, { now }: { now: Date }): Promise<{ posts: number; reactions: number }> {
  const rng = new Prng(20_260_601);
  const end = now.getTime() - 5 * 60_000;
  const start = now.getTime() - WINDOW;
  const q = async <T>(sql: string) => (await db.query<T>(sql)).rows;

  // Who may post and react: registered, completed, public profiles.
  const people = await q<{ id: number; name: string }>(
    "SELECT id, first_name || ' ' || last_name AS name FROM users WHERE email_verified AND profile_completed AND NOT anonymous_profile AND deleted_at IS NULL ORDER BY id",
  );
  const names = new Map(people.map((p) => [p.id, p.name]));
  const can = (id: number) => names.has(id);
  const posters = people.map((p) => p.id);
  const groups = new Map((await q<{ id: number; name: string; city: string | null }>('SELECT id, name, city FROM groups ORDER BY id')).map((g) => [g.id, g]));
  const memberships = (await q<{ group_id: number; user_id: number; joined_at: Date }>('SELECT group_id, user_id, joined_at FROM group_memberships ORDER BY group_id, user_id')).filter((m) => can(m.user_id));
  const groupMembers = listMap(memberships.map((m) => [m.group_id, m.user_id]));
  const challengeRows = await q<{ id: number; name: string; required_unit: string }>('SELECT id, name, required_unit FROM challenges ORDER BY id');
  const challenges = new Map(challengeRows.map((c) => [c.id, c.name]));
  const countsCheckIns = new Set(challengeRows.filter((c) => c.required_unit === 'check-ins').map((c) => c.id));
  const participation = (await q<{ challenge_id: number; user_id: number; joined_at: Date }>('SELECT challenge_id, user_id, joined_at FROM challenge_participants ORDER BY 1, 2')).filter((p) => can(p.user_id));
  const participants = listMap(participation.map((p) => [p.challenge_id, p.user_id]));
  const events = new Map(
    (
      await q<{ id: number; name: string; host_id: number; start_at: Date; created_at: Date; challenge_id: number | null; chapter: string | null; city: string | null }>(
        'SELECT e.id, e.name, e.host_id, e.start_at, e.created_at, e.challenge_id, g.name AS chapter, g.city FROM events e LEFT JOIN groups g ON g.id = e.chapter_id ORDER BY e.id',
      )
    ).map((e) => [e.id, e]),
  );
  // Attendance on events of the feed's window (the past challenges' events are older: no posts).
  const attendance = (await q<{ event_id: number; user_id: number; status: string; updated_at: Date }>('SELECT event_id, user_id, status, updated_at FROM event_attendees ORDER BY 1, 2')).filter(
    (a) => can(a.user_id) && events.get(a.event_id)!.start_at.getTime() >= start - DAY,
  );
  const eventAudience = listMap(attendance.map((a) => [a.event_id, a.user_id]));
  for (const e of events.values()) if (can(e.host_id)) eventAudience.set(e.id, [...(eventAudience.get(e.id) ?? []), e.host_id]);
  const workouts = await q<{ event_id: number; user_id: number; miles: number | null; steps: number | null; minutes: number | null; created_at: Date }>(
    'SELECT event_id, user_id, miles, steps, minutes, created_at FROM event_workouts ORDER BY 1, 2',
  );
  const follows = await q<{ follower_id: number; followed_id: number }>('SELECT follower_id, followed_id FROM follows ORDER BY 1, 2');
  const followers = listMap(follows.filter((f) => can(f.follower_id)).map((f) => [f.followed_id, f.follower_id]));

  const posts: PlannedPost[] = [];
  /** A moment in [from, end] within the window, or null when there is none. */
  const between = (from: number, to = end) => {
    const lo = Math.max(from, start);
    const hi = Math.min(to, end);
    return lo > hi ? null : lo + Math.floor(rng.next() * (hi - lo));
  };
  const add = (p: Omit<PlannedPost, 'seq' | 'id' | 'media' | 'openGraph' | 'workout' | 'tagEveryone' | 'tags' | 'verb'> & Partial<PlannedPost>) => {
    const post: PlannedPost = { seq: posts.length, id: 0, verb: 'post', media: [], openGraph: null, workout: null, tagEveryone: false, tags: [], ...p };
    posts.push(post);
    return post;
  };
  /** A member's post: the feed's text, sometimes images, a link (with a preview) and @mentions. */
  const write = (at: number | null, author: number, feedType: FeedKind, feedId: number, audience: readonly number[], ctx: TextContext, extra: Partial<PlannedPost> = {}) => {
    if (at === null || !can(author)) return null;
    const fixed = extra.text !== undefined;
    let text = extra.text ?? postText(rng, feedType, ctx);
    const tags = extra.tags ?? (!fixed && rng.chance(0.1) ? distinct(rng, audience, rng.int(1, 2), author) : []);
    if (tags.length && !fixed) text += ` ${rng.pick(['Thanks', 'Great job', 'Next time with'])} ${tags.map((t) => `@${names.get(t)}`).join(' and ')}!`;
    const media = rng.chance(0.18) ? rng.sample(SEED_IMAGES, rng.weighted([[1, 55], [2, 25], [3, 12], [4, 8]] as const)) : [];
    let openGraph: object | null = null;
    if (!fixed && rng.chance(0.08)) {
      const link = rng.pick(LINKS);
      const url = `https://www.teamrwb.org/${link.path}`;
      text += ` ${url}`;
      if (rng.chance(0.75)) openGraph = { title: link.title, description: link.description, image_url: rng.pick(SEED_IMAGES), url };
    }
    return add({ at, author, feedType, feedId, audience, tags, media, openGraph, ...extra, text });
  };
  const groupCtx = (id: number): TextContext => ({ group: groups.get(id)?.name, city: groups.get(id)?.city ?? undefined });
  const audienceOf = (author: number) => {
    const f = followers.get(author) ?? [];
    return f.length >= 3 ? f : posters;
  };

  // Own feeds: everyone now and then; the demo accounts' followees more often; member@ a few.
  const userPost = (author: number, at = between(start)) => write(at, author, 'user', author, audienceOf(author), {});
  for (let i = 0; i < 900; i++) userPost(rng.pick(posters));
  for (const f of follows.filter((f) => f.follower_id <= 7)) for (let i = rng.int(1, 2); i > 0; i--) userPost(f.followed_id);
  for (let i = 0; i < 4; i++) userPost(MEMBER, between(start + i * 14 * DAY, start + (i + 1) * 14 * DAY));

  // Group feeds: a member of the group (bigger groups more often; Raleigh more still).
  const groupPost = (m: { group_id: number; user_id: number; joined_at: Date }) => write(between(m.joined_at.getTime()), m.user_id, 'group', m.group_id, groupMembers.get(m.group_id) ?? [], groupCtx(m.group_id));
  for (let i = 0; i < 950; i++) groupPost(rng.pick(memberships));
  const raleigh = memberships.filter((m) => m.group_id === 1);
  for (let i = 0; i < 120; i++) groupPost(rng.pick(raleigh));
  const ruckClub = [...groups.values()].find((g) => g.name === 'Ruck Club')?.id ?? 0;
  for (const m of memberships.filter((m) => m.user_id === MEMBER && (m.group_id === 1 || m.group_id === ruckClub))) groupPost(m);
  groupPost(raleigh.find((m) => m.user_id === MEMBER) ?? rng.pick(raleigh));

  // Event feeds: attendees (after their RSVP or check-in), and the host's status posts.
  const going = attendance.filter((a) => a.status !== 'interested');
  for (let i = 0; i < 520; i++) {
    const a = rng.pick(going);
    const e = events.get(a.event_id)!;
    write(between(a.updated_at.getTime()), a.user_id, 'event', e.id, eventAudience.get(e.id) ?? [], { event: e.name, city: e.city ?? undefined });
  }
  for (const e of rng.sample([...events.values()], 70)) {
    const at = between(e.created_at.getTime() + DAY, e.start_at.getTime());
    if (at !== null && can(e.host_id)) add({ at, author: e.host_id, feedType: 'event', feedId: e.id, verb: 'event', text: rng.pick(EVENT_STATUS), audience: eventAudience.get(e.id) ?? [] });
  }

  // Challenge feeds: workout posts (a recorded workout shared, or one entered in the post form after
  // a check-in on the challenge's event, unless it counts check-ins); participants' posts (active
  // and upcoming challenges).
  const isParticipant = (c: number, u: number) => (participants.get(c) ?? []).includes(u);
  const recorded = new Map(workouts.map((w) => [`${w.event_id}:${w.user_id}`, w]));
  for (const a of attendance) {
    const e = events.get(a.event_id)!;
    const w = recorded.get(`${a.event_id}:${a.user_id}`);
    if (a.status !== 'checked_in' || !e.challenge_id || !isParticipant(e.challenge_id, a.user_id) || (!w && countsCheckIns.has(e.challenge_id)) || !(w || rng.chance(0.5))) continue;
    const [miles, steps, minutes] = w ? [w.miles, w.steps, w.minutes] : [rng.int(100, 800) / 100, rng.chance(0.5) ? rng.int(3000, 14000) : null, rng.int(2000, 9000) / 100];
    const workout = { event_id: e.id, event_name: e.name, chapter_name: e.chapter, event_start_time: e.start_at.toISOString(), miles, steps, minutes };
    const text = rng.pick(WORKOUT_LINES).replace('{challenge}', challenges.get(e.challenge_id) ?? 'the challenge');
    write(between((w?.created_at ?? a.updated_at).getTime()), a.user_id, 'challenge', e.challenge_id, participants.get(e.challenge_id) ?? [], {}, { workout, text });
  }
  const weights = [...participants.keys()].map((c) => [c, c === 3 ? 4 : c === 4 ? 3 : c >= 5 ? 1 : 0] as const);
  for (let i = 0; i < 320; i++) {
    const c = rng.weighted(weights);
    const pool = participation.filter((p) => p.challenge_id === c);
    if (!pool.length) continue;
    const p = rng.pick(pool);
    write(between(p.joined_at.getTime()), p.user_id, 'challenge', c, participants.get(c) ?? [], { challenge: challenges.get(c) });
  }

  // member@ is tagged in a few posts of members it follows.
  for (const f of follows.filter((f) => f.follower_id === MEMBER && can(f.followed_id)).slice(0, 3)) {
    write(between(start), f.followed_id, 'user', f.followed_id, audienceOf(f.followed_id), {}, { tags: [MEMBER], text: `Great ruck this weekend with @${names.get(MEMBER)}. Same time next week?` });
  }

  // Pinned posts: national (admin@), the Raleigh chapter's (admin@, @everyone) and Eagle Miles'.
  const pins: Array<[feedType: string, feedId: number, post: PlannedPost | null]> = [];
  const nationalText = 'Welcome to the national feed! Share your workouts, cheer each other on and join the Eagle Miles Challenge: https://www.teamrwb.org/eagle-miles';
  const eagle = LINKS.find((l) => l.path === 'eagle-miles')!;
  pins.push(['national', 0, write(end - 3 * DAY, ADMIN, 'user', ADMIN, posters, {}, { text: nationalText, media: [SEED_IMAGES[1]], openGraph: { title: eagle.title, description: eagle.description, image_url: SEED_IMAGES[1], url: 'https://www.teamrwb.org/eagle-miles' } })]);
  const raleighText = '@everyone Chapter meeting next Tuesday after the track workout. New members: come say hi, we will have shirts!';
  pins.push(['group', 1, write(end - 5 * DAY, ADMIN, 'group', 1, groupMembers.get(1) ?? [], {}, { text: raleighText, tagEveryone: true, tags: [] })]);
  const eagleAuthor = [ADMIN, 3, MEMBER, ...(participants.get(3) ?? [])].find((u) => isParticipant(3, u)) ?? ADMIN;
  const challengeText = 'Eagle Miles is on! Log every mile with a workout post and tag a friend who is moving with you.';
  pins.push(['challenge', 3, write(end - 12 * DAY, eagleAuthor, 'challenge', 3, participants.get(3) ?? [], {}, { text: challengeText, tags: [] })]);

  // Ids in created_at order; a few posts were edited.
  posts.sort((a, b) => a.at - b.at || a.seq - b.seq);
  posts.forEach((p, i) => (p.id = i + 1));
  // What the demo accounts' timelines show: their own and followed members' posts, their groups',
  // challenges' and events' feeds.
  const demo = (id: number) => id <= 7;
  const watched = new Set([
    ...[1, 2, 3, 4, 5, 6, 7].map((id) => `user:${id}`),
    ...follows.filter((f) => demo(f.follower_id)).map((f) => `user:${f.followed_id}`),
    ...memberships.filter((m) => demo(m.user_id)).map((m) => `group:${m.group_id}`),
    ...participation.filter((p) => demo(p.user_id)).map((p) => `challenge:${p.challenge_id}`),
    ...attendance.filter((a) => demo(a.user_id)).map((a) => `event:${a.event_id}`),
    ...[...events.values()].filter((e) => demo(e.host_id)).map((e) => `event:${e.id}`),
  ]);
  const targets: ReactionTarget[] = posts.map((p) => ({
    id: p.id,
    at: p.at,
    author: p.author,
    audience: p.audience,
    minLikes: p.author === MEMBER ? 3 : 0,
    minComments: p.author === MEMBER ? 1 : 0,
    lively: watched.has(`${p.feedType === 'user' ? 'user' : p.feedType}:${p.feedType === 'user' ? p.author : p.feedId}`),
  }));
  const { reactions, postCounts } = planReactions(rng, targets, now.getTime(), names);

  const iso = (ms: number) => new Date(ms).toISOString();
  const json = (v: unknown) => (v === null ? null : JSON.stringify(v));
  const link = (p: PlannedPost, type: FeedKind) => (p.feedType === type ? p.feedId : null);
  await bulkInsert(
    db,
    'posts',
    POST_COLUMNS,
    posts.map((p) => {
      const edited = p.verb === 'post' && rng.chance(0.04);
      const counts = postCounts.get(p.id) ?? { likes: 0, comments: 0 };
      const eventId = link(p, 'event') ?? ((p.workout as { event_id?: number } | null)?.event_id || null);
      return [p.id, p.author, p.feedType, p.feedId, p.verb, p.text, JSON.stringify(p.media), json(p.openGraph), json(p.workout), p.tagEveryone, eventId, link(p, 'group'), link(p, 'challenge'), edited, counts.likes, counts.comments, iso(p.at), iso(edited ? Math.min(now.getTime(), p.at + 3_600_000) : p.at)];
    }),
  );
  await bulkInsert(db, 'post_tags', TAG_COLUMNS('post_id'), posts.flatMap((p) => p.tags.map((t) => [p.id, t])));
  await bulkInsert(
    db,
    'reactions',
    REACTION_COLUMNS,
    reactions.map((r) => [r.id, r.postId, r.parent?.id ?? null, r.user, r.kind, r.content, r.likeCount, r.replyCount, iso(r.at), iso(r.at)]),
  );
  await bulkInsert(db, 'reaction_tags', TAG_COLUMNS('reaction_id'), reactions.flatMap((r) => r.tags.map((t) => [r.id, t])));
  await bulkInsert(
    db,
    'pinned_posts',
    [
      ['feed_type', 'text'],
      ['feed_id', 'int'],
      ['post_id', 'int'],
      ['pinned_by', 'int'],
      ['pinned_at', 'timestamptz'],
    ],
    pins.filter(([, , p]) => p).map(([type, id, p]) => [type, id, p!.id, ADMIN, iso(Math.min(now.getTime(), p!.at + 600_000))]),
  );
  await continueIds(db, ['posts', 'reactions']);
  return { posts: posts.length, reactions: reactions.length };
}
