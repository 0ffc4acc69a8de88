/**
 * The member profile (accounts spec §3, docs/api.md `UserProfile`): one query loads a member with
 * chapters, Eagle Leader info and group roles; `ownerView` is everything, `publicView` what another
 * member may see.
 */
import type { Db } from '../db/client';

interface ChapterRef {
  id: number;
  name: string;
}

export interface EagleLeaderInfo {
  role: string;
  start_date: string | null;
  end_date: string | null;
  active: boolean;
  offboarding_notification: string | null;
  training_completion_date: string | null;
}

export interface ProfileRow {
  id: number;
  email: string;
  email_verified: boolean;
  first_name: string;
  last_name: string;
  phone: string | null;
  gender: string | null;
  profile_bio: string;
  profile_photo_url: string | null;
  cover_photo_url: string | null;
  anonymous_profile: boolean;
  eagle_leader: boolean;
  eagle_leader_title: string | null;
  eagle_leader_info: EagleLeaderInfo | null;
  preferred_chapter: ChapterRef | null;
  anchor_chapter: ChapterRef | null;
  home_chapter: ChapterRef | null;
  salesforce_contact_id: string | null;
  newsletter_subscription: Array<{ id: string | number }>;
  do_not_send_any_email: boolean;
  do_not_contact: boolean;
  do_not_call: boolean;
  profile_completed: boolean;
  registration_started_via_app: boolean;
  legal_waiver_signed: boolean;
  military_status: string | null;
  military_family_member: boolean;
  military_branch: string | null;
  military_specialty: string | null;
  military_rank: string | null;
  military_ets: string | null;
  has_disability: boolean | null;
  combat_zone: boolean | null;
  combat_deployment_operations: string | null;
  shirt_size: string | null;
  roles: Array<{ group_id: number; role: number }>;
  address_type: string | null;
  country: string | null;
  address_state: string | null;
  city: string | null;
  zip: string | null;
  address: string | null;
  address_2: string | null;
  shipping_address: string | null;
  shipping_city: string | null;
  shipping_state: string | null;
  shipping_zip: string | null;
  shipping_country: string | null;
  last_check_in_date: Date | null;
  created_at: Date;
  shirt_transaction_datetime: Date | null;
  metrics: ProfileMetrics;
}

/** Profile stats (spec §3 'Metrics'): challenges ever joined, checked-in events this year / month (UTC). */
export interface ProfileMetrics {
  all_time_challenges_participated: number;
  ytd_events_participated: number;
  mtd_events_participated: number;
}

const chapterRef = (alias: string) => `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${alias}.name) END`;

const PROFILE_SQL = `
SELECT u.id, u.email, u.email_verified, u.first_name, u.last_name, u.phone, u.gender, u.profile_bio,
       u.profile_photo_url, u.cover_photo_url, u.anonymous_profile, u.eagle_leader, u.eagle_leader_title,
       CASE WHEN e.user_id IS NULL THEN NULL ELSE json_build_object(
         'role', e.role, 'start_date', e.start_date, 'end_date', e.end_date, 'active', e.active,
         'offboarding_notification', e.offboarding_notification,
         'training_completion_date', e.training_completion_date) END AS eagle_leader_info,
       ${chapterRef('pc')} AS preferred_chapter,
       ${chapterRef('ac')} AS anchor_chapter,
       ${chapterRef('hc')} AS home_chapter,
       u.salesforce_contact_id, u.newsletter_subscription, u.do_not_send_any_email, u.do_not_contact,
       u.do_not_call, u.profile_completed, u.registration_started_via_app, u.legal_waiver_signed,
       u.military_status, u.military_family_member, u.military_branch, u.military_specialty,
       u.military_rank, u.military_ets, u.has_disability, u.combat_zone, u.combat_deployment_operations,
       u.shirt_size,
       COALESCE((SELECT json_agg(json_build_object('group_id', m.group_id, 'role', m.role) ORDER BY m.group_id)
                   FROM group_memberships m WHERE m.user_id = u.id), '[]'::json) AS roles,
       u.address_type, u.country, u.address_state, u.city, u.zip, u.address, u.address_2,
       u.shipping_address, u.shipping_city, u.shipping_state, u.shipping_zip, u.shipping_country,
       u.last_check_in_date, u.created_at, u.shirt_transaction_datetime,
       json_build_object(
         'all_time_challenges_participated', (SELECT count(*)::int FROM challenge_participants cp WHERE cp.user_id = u.id),
         'ytd_events_participated', (SELECT count(*)::int FROM event_attendees a JOIN events ev ON ev.id = a.event_id
            WHERE a.user_id = u.id AND a.status = 'checked_in' AND NOT ev.is_removed AND ev.start_at >= $2 AND ev.start_at < $3),
         'mtd_events_participated', (SELECT count(*)::int FROM event_attendees a JOIN events ev ON ev.id = a.event_id
            WHERE a.user_id = u.id AND a.status = 'checked_in' AND NOT ev.is_removed AND ev.start_at >= $4 AND ev.start_at < $5)
       ) AS metrics
  FROM users u
  LEFT JOIN eagle_leader_info e ON e.user_id = u.id
  LEFT JOIN groups pc ON pc.id = u.preferred_chapter_id
  LEFT JOIN groups ac ON ac.id = u.anchor_chapter_id
  LEFT JOIN groups hc ON hc.id = u.home_chapter_id
 WHERE u.id = $1 AND u.deleted_at IS NULL`;

/** The member, or null when missing or deleted. `now` (the business clock) sets the year and month of the metrics. */
export async function loadProfile(db: Db, id: number, now: Date = new Date()): Promise<ProfileRow | null> {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const bounds = [Date.UTC(y, 0, 1), Date.UTC(y + 1, 0, 1), Date.UTC(y, m, 1), Date.UTC(y, m + 1, 1)].map((t) => new Date(t));
  const { rows } = await db.query<ProfileRow>(PROFILE_SQL, [id, ...bounds]);
  return rows[0] ?? null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Everything: what the owner gets. */
export function ownerView(p: ProfileRow) {
  return {
    id: p.id,
    first_name: p.first_name,
    last_name: p.last_name,
    email: p.email,
    email_verified: p.email_verified,
    phone: p.phone,
    gender: p.gender,
    profile_bio: p.profile_bio,
    profile_photo_url: p.profile_photo_url,
    cover_photo_url: p.cover_photo_url,
    anonymous_profile: p.anonymous_profile,
    public_profile: !p.anonymous_profile,
    eagle_leader: p.eagle_leader,
    eagle_leader_title: p.eagle_leader_title,
    eagle_leader_info: p.eagle_leader_info,
    preferred_chapter: p.preferred_chapter,
    anchor_chapter: p.anchor_chapter,
    home_chapter: p.home_chapter,
    salesforce_contact_id: p.salesforce_contact_id,
    newsletter_subscription: p.newsletter_subscription,
    do_not_send_any_email: p.do_not_send_any_email,
    do_not_contact: p.do_not_contact,
    do_not_call: p.do_not_call,
    profile_completed: p.profile_completed,
    registration_started_via_app: p.registration_started_via_app,
    legal_waiver_signed: p.legal_waiver_signed,
    military_status: p.military_status,
    military_family_member: p.military_family_member,
    military_branch: p.military_branch,
    military_specialty: p.military_specialty,
    military_rank: p.military_rank,
    military_ets: p.military_ets,
    has_disability: p.has_disability,
    combat_zone: p.combat_zone,
    combat_deployment_operations: p.combat_deployment_operations,
    shirt_size: p.shirt_size,
    roles: p.roles,
    location: {
      address_type: p.address_type,
      country: p.country,
      address_state: p.address_state,
      city: p.city,
      zip: p.zip,
      address: p.address,
      address_2: p.address_2,
    },
    shipping_location: p.shipping_address
      ? {
          shipping_address: true,
          country: p.shipping_country,
          address_state: p.shipping_state,
          city: p.shipping_city,
          zip: p.shipping_zip,
          address: p.shipping_address,
        }
      : null,
    last_check_in_date: iso(p.last_check_in_date),
    date_joined: p.created_at.toISOString(),
    shirt_transaction_datetime: iso(p.shirt_transaction_datetime),
    metrics: p.metrics,
  };
}

export type OwnerProfile = ReturnType<typeof ownerView>;

/**
 * What another member sees of a public profile: the social and service profile, e-mail only when
 * do_not_contact is false, phone only when do_not_call is false, location without street lines.
 * Contact details only for a viewer whose own e-mail is verified (`withContact`), so throw-away
 * accounts cannot harvest them.
 * Never: CRM id, newsletter and registration flags, ETS date, disability, shirt, shipping address.
 */
export function publicView(p: ProfileRow, { withContact }: { withContact: boolean }) {
  return {
    id: p.id,
    first_name: p.first_name,
    last_name: p.last_name,
    ...(p.do_not_contact || !withContact ? {} : { email: p.email }),
    ...(p.do_not_call || !withContact ? {} : { phone: p.phone }),
    profile_bio: p.profile_bio,
    profile_photo_url: p.profile_photo_url,
    cover_photo_url: p.cover_photo_url,
    anonymous_profile: p.anonymous_profile,
    public_profile: !p.anonymous_profile,
    eagle_leader: p.eagle_leader,
    eagle_leader_title: p.eagle_leader_title,
    eagle_leader_info: p.eagle_leader_info,
    preferred_chapter: p.preferred_chapter,
    anchor_chapter: p.anchor_chapter,
    home_chapter: p.home_chapter,
    do_not_contact: p.do_not_contact,
    do_not_call: p.do_not_call,
    military_status: p.military_status,
    military_family_member: p.military_family_member,
    military_branch: p.military_branch,
    military_specialty: p.military_specialty,
    military_rank: p.military_rank,
    combat_zone: p.combat_zone,
    combat_deployment_operations: p.combat_deployment_operations,
    roles: p.roles,
    location: { address_type: p.address_type, country: p.country, address_state: p.address_state, city: p.city, zip: p.zip },
    last_check_in_date: iso(p.last_check_in_date),
    date_joined: p.created_at.toISOString(),
    metrics: p.metrics,
  };
}
