/**
 * The CRM contact id (Salesforce-style: "003" + 15 characters) assigned when a member completes
 * registration. Without a CRM reachable here the id is minted locally; a CRM adapter would create
 * the contact and store the id it returns in the same place.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../db/client';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newContactId(): string {
  let id = '003';
  for (let i = 0; i < 15; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** Gives the member a contact id unless they have one (62^15 ids: a collision is not a practical concern). */
export async function ensureContactId(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE users SET salesforce_contact_id = $2 WHERE id = $1 AND salesforce_contact_id IS NULL', [userId, newContactId()]);
}
