/** What a part of the large bench seed (./large.ts) is given and does: each feature adds its own part. */
import type { Db } from '../db/client';
import type { Chapter } from './chapters';

export interface LargeContext {
  now: Date;
  scale: number;
  chapters: Chapter[];
  activityIds: number[];
  /** The first id of a member the large seed added. */
  firstMember: number;
  /** The first id of an event the large seed added. */
  firstEvent: number;
}

export interface LargePart {
  /** What it adds (the summary's key). */
  name: string;
  /** Adds its rows; returns how many. */
  add(db: Db, ctx: LargeContext): Promise<number>;
}

