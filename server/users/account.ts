/**
 * Account lifecycle: create (with the verification code e-mailed), partial update by the owner,
 * delete (anonymise). SQL column names come from fixed maps; values are always parameters.
 */
import { CIVILIAN, ETS_STATUS, isRankOf } from '../../src/lib/military';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUserTokens } from '../auth/tokens';
import { dropMemberScores } from '../challenges/scores';
import { leaveAllChats } from '../chat/leave';
import { notifyChatEvents } from '../chat/publish';
import { pgErrorCode, type Db } from '../db/client';
import type { Deps } from '../http/context';
import { HttpError, rateLimited, validationError, type FieldErrors } from '../http/errors';
import { LIMITS } from '../http/rate-limit';
import { issueCode } from '../services/codes';
import { ensureContactId } from '../services/crm';
import { lookupZip, normaliseZip } from '../services/geo';
import type { Mailer } from '../services/mail';
import { MESSAGES, type CreateUserInput, type UpdateUserInput } from './schemas';

async function emailTaken(db: Db, email: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND ($2::int IS NULL OR id <> $2)', [email, exceptId]);
  return rows.length > 0;
}

export async function sendVerificationCode(db: Db, mailer: Mailer, productName: string, user: { id: number; email: string; first_name: string }) {
  const code = await issueCode(db, user.id, 'verify');
  await mailer.send({
    to: user.email,
    subject: `Your ${productName} verification code`,
    text:
      `Hi ${user.first_name},\n\n` +
      `Your ${productName} verification code is ${code}\n\n` +
      `Enter it in the app to confirm your e-mail address. It expires in 24 hours.\n` +
      `If you did not create an account, you can ignore this message.\n`,
  });
}

/**
 * Tells the OLD address that the account's e-mail changed, so a member whose access token was stolen
 * learns of it even though the verification code goes to the new address.
 */
export async function sendEmailChangedNotice(mailer: Mailer, productName: string, user: { oldEmail: string; newEmail: string; first_name: string }) {
  await mailer.send({
    to: user.oldEmail,
    subject: `Your ${productName} e-mail address was changed`,
    text:
      `Hi ${user.first_name},\n\n` +
      `The e-mail address of your ${productName} account was changed to ${user.newEmail}.\n` +
      `From now on, messages about your account go to that address.\n\n` +
      `If you made this change, there is nothing to do.\n` +
      `If it was not you, someone else may be using your account: reset your password right away ` +
      `("Forgot your password" on the login page) and contact ${productName} support so we can restore your address.\n`,
  });
}

/** Creates the member (e-mail not verified) and e-mails a verification code; returns the id. */
export async function createAccount(deps: Deps, input: CreateUserInput): Promise<number> {
  const { db, config, clock, mailer } = deps;
  if (await emailTaken(db, input.email, null)) throw validationError({ email: MESSAGES.emailTaken });
  const passwordHash = await hashPassword(input.password, config.scryptN);
  let id: number;
  try {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [input.email, passwordHash, input.first_name, input.last_name, clock.now()],
    );
    id = rows[0].id;
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw validationError({ email: MESSAGES.emailTaken });
    throw error;
  }
  await sendVerificationCode(db, mailer, config.productName, { id, email: input.email, first_name: input.first_name });
  return id;
}

/** Plain columns the update writes as they come. */
const DIRECT: Partial<Record<keyof UpdateUserInput, string>> = {
  first_name: 'first_name',
  last_name: 'last_name',
  phone: 'phone',
  gender: 'gender',
  profile_bio: 'profile_bio',
  profile_photo_url: 'profile_photo_url',
  cover_photo_url: 'cover_photo_url',
  anonymous_profile: 'anonymous_profile',
  do_not_send_any_email: 'do_not_send_any_email',
  do_not_contact: 'do_not_contact',
  do_not_call: 'do_not_call',
  profile_completed: 'profile_completed',
  registration_started_via_app: 'registration_started_via_app',
  legal_waiver_signed: 'legal_waiver_signed',
  military_status: 'military_status',
  military_family_member: 'military_family_member',
  military_branch: 'military_branch',
  military_specialty: 'military_specialty',
  military_rank: 'military_rank',
  military_ets: 'military_ets',
  has_disability: 'has_disability',
  combat_zone: 'combat_zone',
  combat_deployment_operations: 'combat_deployment_operations',
  shirt_size: 'shirt_size',
  street: 'address',
  street_2: 'address_2',
  city: 'city',
  state: 'address_state',
  country: 'country',
  address_type: 'address_type',
  address_verified: 'address_verified',
  international_address_verified: 'international_address_verified',
};

async function chapterExists(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM groups WHERE id = $1 AND type = 'chapter'", [id]);
  return rows.length > 0;
}

const SERVICE_COLUMNS = [
  'military_branch',
  'military_rank',
  'military_specialty',
  'military_ets',
  'has_disability',
  'combat_zone',
  'combat_deployment_operations',
] as const satisfies ReadonlyArray<keyof UpdateUserInput>;

/**
 * The profile save payload (accounts spec §4) sends only what the chosen status asks for: a Civilian
 * the family-member flag, others their service fields, the ETS status its date. So that a member who
 * changes status keeps no stale data, what the new status does not use is cleared unless sent:
 * Civilian clears the service fields; any other status clears the family-member flag; a status other
 * than the ETS one clears the ETS date; combat zone 'no' clears the deployment operation.
 */
function clearStaleMilitary(input: UpdateUserInput, set: Map<string, unknown>): void {
  const status = input.military_status;
  if (status) {
    if (status === CIVILIAN) {
      for (const key of SERVICE_COLUMNS) if (input[key] === undefined) set.set(key, null);
    } else {
      if (input.military_family_member === undefined) set.set('military_family_member', false);
      if (status !== ETS_STATUS && input.military_ets === undefined) set.set('military_ets', null);
    }
  }
  if (input.combat_zone === false && input.combat_deployment_operations === undefined) set.set('combat_deployment_operations', null);
}

/**
 * Checks of the current password on the account pages: `LIMITS.currentPassword` (5 per member per 15
 * minutes). Each check is reserved before scrypt runs, so parallel requests cannot get past the limit;
 * a right password clears the count.
 */
export const currentPasswordKey = (userId: number) => `pwcheck:acct:${userId}`;

/** 429 when the member's checks are used up; 422 `invalid_password` on `current_password` when wrong. */
async function checkCurrentPassword(deps: Deps, userId: number, password: string, stored: string | null): Promise<void> {
  const key = currentPasswordKey(userId);
  const state = await deps.limiter.consume(key, LIMITS.currentPassword);
  if (!state.ok) throw rateLimited(state.retryAfter);
  if (!(await verifyPassword(password, stored, deps.config.scryptN))) {
    throw new HttpError(422, 'invalid_password', MESSAGES.invalidPassword, { fields: { current_password: MESSAGES.invalidPassword } });
  }
  await deps.limiter.clear(key);
}

export interface UpdateContext {
  userId: number;
}

/**
 * Applies the owner's partial update. A new `password`, or an `email` other than the stored one, needs
 * the right `current_password` (a stolen access token alone cannot take the account over); the e-mail
 * change also mails a notice to the old address.
 */
export async function updateAccount(deps: Deps, { userId }: UpdateContext, input: UpdateUserInput): Promise<void> {
  const { db, config, clock, mailer } = deps;
  const set = new Map<string, unknown>();
  const fields: FieldErrors = {};

  for (const [key, column] of Object.entries(DIRECT) as Array<[keyof UpdateUserInput, string]>) {
    if (input[key] !== undefined) set.set(column, input[key]);
  }
  if (input.public_profile !== undefined) set.set('anonymous_profile', !input.public_profile);
  clearStaleMilitary(input, set);
  if (input.newsletter_subscription !== undefined) set.set('newsletter_subscription', JSON.stringify(input.newsletter_subscription));

  for (const key of ['preferred_chapter', 'home_chapter'] as const) {
    const id = input[key];
    if (id === undefined) continue;
    if (id !== null && !(await chapterExists(db, id))) fields[key] = MESSAGES.chapter;
    else set.set(`${key}_id`, id);
  }

  const current = (
    await db.query<{
      email: string;
      first_name: string;
      password_hash: string | null;
      address_type: string | null;
      military_branch: string | null;
      military_rank: string | null;
    }>(
      'SELECT email, first_name, password_hash, address_type, military_branch, military_rank FROM users WHERE id = $1',
      [userId],
    )
  ).rows[0];
  if (!current) throw new HttpError(404, 'not_found', 'This member does not exist.');

  // A rank must be one of its branch's ranks (the branch sent now, else the stored one).
  if (input.military_rank !== undefined || input.military_branch !== undefined) {
    const branch = input.military_branch !== undefined ? input.military_branch : current.military_branch;
    const rank = input.military_rank !== undefined ? input.military_rank : current.military_rank;
    if (rank !== null && !isRankOf(branch, rank)) fields.military_rank = MESSAGES.selectOption;
  }

  const addressType = input.address_type !== undefined ? input.address_type : current.address_type;
  if (input.zipcode !== undefined) {
    if (input.zipcode === null) {
      set.set('zip', null).set('latitude', null).set('longitude', null);
    } else if (addressType === 'international') {
      set.set('zip', input.zipcode).set('latitude', null).set('longitude', null);
    } else {
      const zip = normaliseZip(input.zipcode);
      if (!zip) fields.zipcode = MESSAGES.zip;
      else {
        const place = lookupZip(zip);
        set.set('zip', zip).set('latitude', place?.latitude ?? null).set('longitude', place?.longitude ?? null);
      }
    }
  }
  if (input.address_type === 'domestic' && input.country === undefined) set.set('country', 'United States');

  if (input.shipping_address !== undefined) {
    const s = input.shipping_address;
    set
      .set('shipping_address', s?.street ?? null)
      .set('shipping_city', s?.city ?? null)
      .set('shipping_state', s?.state ?? null)
      .set('shipping_zip', s ? (normaliseZip(s.zipcode) ?? s.zipcode) : null)
      .set('shipping_country', s ? (s.country ?? 'United States') : null);
  }

  const emailChanged = input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase();
  if (input.email !== undefined) {
    if (emailChanged && (await emailTaken(db, input.email, userId))) fields.email = MESSAGES.emailTaken;
    set.set('email', input.email);
    if (emailChanged) set.set('email_verified', false);
  }
  const needsCurrentPassword = input.password !== undefined || emailChanged;
  if (needsCurrentPassword && !input.current_password) fields.current_password = MESSAGES.required;
  if (Object.keys(fields).length) throw validationError(fields);
  if (needsCurrentPassword) await checkCurrentPassword(deps, userId, input.current_password!, current.password_hash);

  if (input.password !== undefined) set.set('password_hash', await hashPassword(input.password, config.scryptN));
  set.set('updated_at', clock.now());

  const columns = [...set.keys()];
  // Choosing an anonymous profile leaves every chat for good (accounts spec §4).
  const goesAnonymous = set.get('anonymous_profile') === true;
  let chatSeq: number | null = null;
  try {
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE users SET ${columns.map((col, i) => `${col} = $${i + 2}`).join(', ')} WHERE id = $1`, [userId, ...set.values()]);
      if (input.profile_completed === true || input.legal_waiver_signed === true) await ensureContactId(tx, userId);
      // Every session ends, the caller's too (a stolen token dies with it); the client starts a new one with the new password.
      if (input.password !== undefined) await revokeUserTokens(tx, userId);
      if (goesAnonymous) chatSeq = await leaveAllChats(tx, userId, clock.now());
    });
    await notifyChatEvents(db, chatSeq);
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw validationError({ email: MESSAGES.emailTaken });
    throw error;
  }

  if (emailChanged) {
    const firstName = input.first_name ?? current.first_name;
    await sendEmailChangedNotice(mailer, config.productName, { oldEmail: current.email, newEmail: input.email!, first_name: firstName });
    await sendVerificationCode(db, mailer, config.productName, { id: userId, email: input.email!, first_name: firstName });
  }
}

/**
 * Checks the password, then anonymises the member, frees the e-mail, takes them off the challenges'
 * leaderboards and revokes every token.
 */
export async function deleteAccount(deps: Deps, userId: number, password: string): Promise<void> {
  const { db, config, clock } = deps;
  const { rows } = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]);
  // Shares the current-password checks' budget: a stolen token cannot guess its way to deleting.
  const key = currentPasswordKey(userId);
  const attempt = await deps.limiter.consume(key, LIMITS.currentPassword);
  if (!attempt.ok) throw rateLimited(attempt.retryAfter);
  if (!rows[0] || !(await verifyPassword(password, rows[0].password_hash, config.scryptN))) {
    throw new HttpError(400, 'invalid_password', 'Invalid password.');
  }
  let chatSeq: number | null = null;
  await db.transaction(async (tx) => {
    chatSeq = await leaveAllChats(tx, userId, clock.now());
    await tx.query(
      `UPDATE users SET
         email = 'deleted-' || id || '@deleted.invalid', email_verified = false, password_hash = NULL,
         first_name = 'Deleted', last_name = 'Member', phone = NULL, gender = NULL, profile_bio = '',
         profile_photo_url = NULL, cover_photo_url = NULL, anonymous_profile = true, eagle_leader = false,
         eagle_leader_title = NULL, salesforce_contact_id = NULL, newsletter_subscription = '[]'::jsonb,
         military_status = NULL, military_branch = NULL, military_specialty = NULL, military_rank = NULL,
         military_ets = NULL, has_disability = NULL, combat_zone = NULL, combat_deployment_operations = NULL,
         shirt_size = NULL, address_type = NULL, country = NULL, address_state = NULL, city = NULL, zip = NULL,
         address = NULL, address_2 = NULL, latitude = NULL, longitude = NULL, shipping_address = NULL,
         shipping_city = NULL, shipping_state = NULL, shipping_zip = NULL, shipping_country = NULL,
         deleted_at = $2, updated_at = $2
       WHERE id = $1`,
      [userId, clock.now()],
    );
    for (const sql of [
      'DELETE FROM eagle_leader_info WHERE user_id = $1',
      'DELETE FROM group_memberships WHERE user_id = $1',
      'DELETE FROM follows WHERE follower_id = $1 OR followed_id = $1',
      'DELETE FROM blocks WHERE blocker_id = $1 OR blocked_id = $1',
      'DELETE FROM challenge_participants WHERE user_id = $1',
      'DELETE FROM notifications WHERE user_id = $1 OR actor_id = $1',
      'DELETE FROM verification_codes WHERE user_id = $1',
      'DELETE FROM app_versions WHERE user_id = $1',
    ]) {
      await tx.query(sql, [userId]);
    }
    await dropMemberScores(tx, userId); // no longer ranked on any leaderboard
    await revokeUserTokens(tx, userId);
  });
  await notifyChatEvents(db, chatSeq);
}
