/** ELS surveys (src/lib/els.ts): stored answers and scores, the member's list, their stats and community averages. */
import type { Db } from '../db/client';
import { ELS_CATEGORIES } from '../../src/lib/els';

export const SURVEY_HISTORY = 5;
export const SCORE_KEYS = ['total_score', ...ELS_CATEGORIES] as const;
type ScoreKey = (typeof SCORE_KEYS)[number];
export type Scores = Record<ScoreKey, number | null>;

export interface SurveyRow {
  id: number;
  survey_taken_time_stamp: Date;
  answers: number[];
  total_score: number;
  genuine_relationships: number;
  mental_health: number;
  physical_health: number;
  sense_of_purpose: number;
}

export const SURVEY_COLUMNS = 'id, survey_taken_time_stamp, answers, total_score, genuine_relationships, mental_health, physical_health, sense_of_purpose';

export function surveyView(r: SurveyRow) {
  return {
    id: r.id,
    survey_response_date: r.survey_taken_time_stamp.toISOString(),
    total_score: r.total_score,
    genuine_relationships: r.genuine_relationships,
    mental_health: r.mental_health,
    physical_health: r.physical_health,
    sense_of_purpose: r.sense_of_purpose,
  };
}

export async function userSurveys(db: Db, userId: number, limit: number | null = SURVEY_HISTORY): Promise<SurveyRow[]> {
  const { rows } = await db.query<SurveyRow>(
    `SELECT ${SURVEY_COLUMNS} FROM els_surveys WHERE user_id = $1 ORDER BY survey_taken_time_stamp DESC, id DESC${limit === null ? '' : ` LIMIT ${limit}`}`,
    [userId],
  );
  return rows;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function averageScores(rows: Array<Record<ScoreKey, number>>): Scores {
  return Object.fromEntries(
    SCORE_KEYS.map((k) => [k, rows.length ? round1(rows.reduce((s, r) => s + Number(r[k]), 0) / rows.length) : null]),
  ) as Scores;
}

/** The average of every (non-deleted) member's latest survey. */
export async function communityAverage(db: Db): Promise<Scores & { count: number }> {
  const { rows } = await db.query<Record<ScoreKey, number | null> & { count: number }>(
    `SELECT ${SCORE_KEYS.map((k) => `round(avg(${k}), 1)::float8 AS ${k}`).join(', ')}, count(*)::int AS count
       FROM (SELECT DISTINCT ON (s.user_id) s.*
               FROM els_surveys s JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
              ORDER BY s.user_id, s.survey_taken_time_stamp DESC, s.id DESC) latest`,
  );
  return rows[0];
}
