/**
 * The feed seed's text corpus: short sentences in the community's voice, combined deterministically
 * into posts, comments and replies (`{event}`, `{group}`, `{city}`, `{challenge}` are filled in),
 * the teamrwb.org links with their previews, event status texts and the images posts carry.
 */
import type { Prng } from './prng';

/** Openers of any post. */
const OPENERS = [
  'Great sweat this morning with the crew.',
  'First ruck back after a long winter and my shoulders felt every pound.',
  'Five miles before sunrise and the coffee never tasted better.',
  'Showed up tired, left with more energy than I came with.',
  'Nothing beats a team workout when the weather turns.',
  'New personal record on the 5K today!',
  'Took the family out for a long walk on the greenway.',
  'Recovery day: yoga, foam roller and a lot of water.',
  'Hit the trail early and had the whole ridge to myself.',
  'Still sore from Saturday and already planning the next one.',
  'Twelve months ago I could not run a mile. Today I ran six.',
  'Leg day is done. Stairs are now my enemy.',
  'Grateful for the people who keep showing up for each other.',
  'Tried my first spin class and survived.',
  'Rain did not stop us. Soaked, muddy and smiling.',
  'Service day at the food bank: we packed over 400 boxes.',
  'Back on the bike after knee surgery. Slow and steady.',
  'The hardest part is putting the shoes on. The rest is easy.',
  'Met three new members today and all of them stayed for coffee.',
  'Thirty pounds in the ruck and a sunrise worth every step.',
] as const;

/** Follow-ups that make a post longer. */
const MIDDLES = [
  'Huge thanks to everyone who came out.',
  'If you are on the fence about joining, just come once.',
  'The pace was easy and nobody got left behind.',
  'We finished with a cool-down and a lot of laughs.',
  'My legs disagree, but my head is clear.',
  'That is what this community is about: showing up.',
  'Bring water next time, it got warm fast.',
  'Counting down to the next one already.',
  'Proud of everyone who pushed through the last mile.',
  'Small steps add up. Keep going.',
  'Shout out to the Eagle Leaders who organized it.',
  'Veterans, families and civilians side by side, the way it should be.',
] as const;

/** Closers with a hashtag or an invitation. */
const CLOSERS = [
  '#EagleRed',
  '#TeamRWB',
  'Who is in for next week?',
  'See you out there.',
  'Let us keep the streak alive.',
  '#EnrichedLife',
  'Drop your weekend plans below.',
  'Eagle up!',
] as const;

const GROUP_LINES = [
  'Welcome to all the new faces in {group}!',
  '{group}: who is joining the Saturday workout?',
  'Loved seeing so much Eagle red around {city} this week.',
  'Reminder for {group}: wear your shirts to the next event so new folks can find us.',
  'Anyone in {group} want to carpool to the trailhead on Sunday?',
  'Thank you {group} for the warm welcome. Glad I finally showed up.',
] as const;

const EVENT_LINES = [
  'Great turnout at {event} today.',
  'Who else is coming to {event}? First time for me.',
  'Thanks for hosting {event}, that was a blast.',
  'Do we meet at the usual spot for {event}?',
  'Bringing a friend to {event}, hope that is okay!',
  'Photos from {event} coming soon.',
] as const;

const CHALLENGE_LINES = [
  'Chipping away at {challenge} one day at a time.',
  'Logged my miles for {challenge}. Halfway there!',
  '{challenge} is keeping me honest this month.',
  'Who wants an accountability buddy for {challenge}?',
  'Just signed up for {challenge}. Let us go!',
  'Rest day today, back at {challenge} tomorrow.',
] as const;

/** Texts of the posts that carry a workout summary. */
export const WORKOUT_LINES = [
  'Workout logged for {challenge}.',
  'Another one in the books for {challenge}.',
  'Sweaty but done. Adding this one to {challenge}.',
  'Slow miles are still miles. {challenge} progress!',
] as const;

export const COMMENTS = [
  'Awesome work!',
  'Love this!',
  'Way to go, proud of you.',
  'Count me in next time.',
  'This is what Eagle red is all about.',
  'So sorry I missed it. Next one for sure.',
  'Great pace today, thanks for pulling us along.',
  'What time do we meet?',
  'Inspiring as always.',
  'Looks like a perfect morning for it.',
  'Keep it up!',
  'Save me a spot!',
  'Nice! How did the knee hold up?',
  'Strong work, see you Saturday.',
] as const;

export const REPLIES = [
  'Thanks!',
  'Appreciate you!',
  'See you there.',
  'Same time as last week.',
  'Knee held up great, thanks for asking.',
  'You bet!',
  'Next one is yours.',
  'Haha, absolutely.',
] as const;

/** 'event' verb posts the server writes for an event's host. */
export const EVENT_STATUS = [
  'Event updated: the start time has changed. Check the details before you head out.',
  'Event updated: new meeting location, see the address above.',
  'Event updated: the description now lists what to bring.',
  'Event updated: parking is at the north lot this time.',
  'Event updated: we added a second pace group.',
] as const;

/** teamrwb.org links and their previews. */
export const LINKS = [
  { path: 'events', title: 'Events | Team RWB', description: 'Find a Team RWB event near you: workouts, service projects and social events.' },
  { path: 'eagle-miles', title: 'Eagle Miles Challenge | Team RWB', description: 'Move 50 miles in 30 days with veterans and supporters across the country.' },
  { path: 'about-us', title: 'About Team RWB', description: "Team RWB enriches veterans' lives through physical and social activity." },
  { path: 'leadership-development', title: 'Eagle Leader Program | Team RWB', description: 'Lead workouts and events in your community with training from Team RWB.' },
  { path: 'get-involved', title: 'Get Involved | Team RWB', description: 'Join a chapter, find an activity group and meet your local community.' },
  { path: 'blog', title: 'The Eagle Blog | Team RWB', description: 'Stories from members, chapters and events across the country.' },
] as const;

/**
 * Images the app itself serves (the badge art under `/badges/`, as user_badges.image_url stores
 * them: a path, made absolute against the request's origin when read). The event covers are not
 * used: they are bundle assets with content-hashed names that change with every build.
 */
export const SEED_IMAGES = ['first-check-in', 'eagle-miles', 'century-miler', 'iron-minutes', 'step-it-up', 'ruck-series', 'service-star', 'team-spirit'].map((slug) => `/badges/${slug}.svg`);

export type FeedKind = 'user' | 'group' | 'event' | 'challenge';

export interface TextContext {
  group?: string;
  city?: string;
  event?: string;
  challenge?: string;
}

const fill = (s: string, ctx: TextContext) =>
  s
    .replace('{group}', ctx.group ?? 'the chapter')
    .replace('{city}', ctx.city ?? 'town')
    .replace('{event}', ctx.event ?? 'the event')
    .replace('{challenge}', ctx.challenge ?? 'the challenge');

/** A post's text: a line for its feed (or an opener), sometimes a middle and a closer. */
export function postText(rng: Prng, kind: FeedKind, ctx: TextContext): string {
  const lead =
    kind === 'group' && rng.chance(0.6) ? rng.pick(GROUP_LINES) : kind === 'event' && rng.chance(0.7) ? rng.pick(EVENT_LINES) : kind === 'challenge' && rng.chance(0.8) ? rng.pick(CHALLENGE_LINES) : rng.pick(OPENERS);
  const parts = [fill(lead, ctx)];
  if (rng.chance(0.55)) parts.push(rng.pick(MIDDLES));
  if (rng.chance(0.4)) parts.push(rng.pick(CLOSERS));
  return parts.join(' ');
}

/** The large seed's texts: the leads of every feed but the groups', filled generically, with and without a middle and a closer. */
export function largeTexts(): string[] {
  const ctx: TextContext = { event: 'the workout', challenge: 'Eagle Miles' };
  const leads = [...OPENERS, ...EVENT_LINES, ...CHALLENGE_LINES].map((s) => fill(s, ctx));
  return leads.flatMap((lead, i) => [lead, `${lead} ${MIDDLES[i % MIDDLES.length]}`, `${lead} ${MIDDLES[(i * 5) % MIDDLES.length]} ${CLOSERS[i % CLOSERS.length]}`]);
}
