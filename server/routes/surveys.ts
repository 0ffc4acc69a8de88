/** ELS surveys (docs/api.md 'Surveys'): take one, the owner's history, the community average and own stats. */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireOwnerParam, requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { validationError } from '../http/errors';
import { jsonBody } from '../http/validate';
import { SURVEY_HISTORY, averageScores, communityAverage, surveyView, userSurveys } from '../profile/surveys';
import { isValidAnswers, scoreEls } from '../../src/lib/els';
import { OWNER_ONLY, USER } from './paths';

const DAY = 86_400_000;

const surveyBody = z.object({
  survey_taken_time_stamp: z.string().refine((v) => !Number.isNaN(Date.parse(v)), { error: 'Must be an ISO date-time.' }),
  answers: z.unknown().refine(isValidAnswers, { error: 'Answer all 18 questions with a whole number from 0 to 100.' }),
});

export function surveyRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(`${USER}/survey`, async (c) => {
    const me = requireOwnerParam(c, OWNER_ONLY);
    const body = await jsonBody(c, surveyBody);
    const takenAt = new Date(body.survey_taken_time_stamp);
    if (takenAt.getTime() > clock.now().getTime() + DAY) throw validationError({ survey_taken_time_stamp: 'The survey date cannot be in the future.' });
    const answers = body.answers as number[];
    const scores = scoreEls(answers);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO els_surveys (user_id, survey_taken_time_stamp, answers, total_score, genuine_relationships, mental_health, physical_health, sense_of_purpose, created_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [me, takenAt, JSON.stringify(answers), scores.total_score, scores.genuine_relationships, scores.mental_health, scores.physical_health, scores.sense_of_purpose, clock.now()],
    );
    return c.json({ status: 'complete', survey: surveyView({ id: rows[0].id, survey_taken_time_stamp: takenAt, answers, ...scores }) }, 201);
  });

  app.get(`${USER}/survey`, async (c) => {
    const me = requireOwnerParam(c, OWNER_ONLY);
    return c.json({ data: (await userSurveys(db, me)).map(surveyView) });
  });

  app.get('/v1/survey/average', async (c) => {
    requireUser(c);
    return c.json(await communityAverage(db));
  });

  app.get('/v1/survey_stats', async (c) => {
    const me = requireUser(c);
    const rows = await userSurveys(db, me, SURVEY_HISTORY);
    return c.json({ stats: averageScores(rows), count: rows.length });
  });

  return app;
}
