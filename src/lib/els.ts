/**
 * The Enriched Life Scale (ELS) survey (accounts spec §3 'ELS survey', §9): 18 statements in four
 * categories, each answered on a 0 (Not at all Enriched) to 100 (Very Enriched) scale. Shared by
 * the client (the survey form) and the server (validation and scoring). Pure.
 */

export const ELS_CATEGORIES = ['genuine_relationships', 'mental_health', 'physical_health', 'sense_of_purpose'] as const;
export type ElsCategory = (typeof ELS_CATEGORIES)[number];

export interface ElsQuestion {
  id: number;
  category: ElsCategory;
  text: string;
}

export const ELS_MIN = 0;
export const ELS_MAX = 100;
export const ELS_LOW_LABEL = 'Not at all Enriched';
export const ELS_HIGH_LABEL = 'Very Enriched';

export const ELS_QUESTIONS: readonly ElsQuestion[] = [
  { id: 1, category: 'genuine_relationships', text: 'I have people in my life I can count on when things get hard.' },
  { id: 2, category: 'genuine_relationships', text: 'I feel like I belong to a community that accepts me as I am.' },
  { id: 3, category: 'genuine_relationships', text: 'I regularly spend time with people who lift me up.' },
  { id: 4, category: 'genuine_relationships', text: 'I can talk openly with someone I trust about what is on my mind.' },
  { id: 5, category: 'genuine_relationships', text: 'Others would say I am someone they can rely on.' },
  { id: 6, category: 'mental_health', text: 'I am able to handle the stress that comes my way.' },
  { id: 7, category: 'mental_health', text: 'I generally feel calm and at ease during the day.' },
  { id: 8, category: 'mental_health', text: 'I feel hopeful when I think about the weeks ahead.' },
  { id: 9, category: 'mental_health', text: 'I know healthy ways to recharge when I feel worn down.' },
  { id: 10, category: 'physical_health', text: 'I am physically active on most days of the week.' },
  { id: 11, category: 'physical_health', text: 'I have the energy to do the things I want to do.' },
  { id: 12, category: 'physical_health', text: 'I get enough rest to feel ready for the day.' },
  { id: 13, category: 'physical_health', text: 'I take care of my body through what I eat and how I move.' },
  { id: 14, category: 'sense_of_purpose', text: 'My daily activities feel meaningful to me.' },
  { id: 15, category: 'sense_of_purpose', text: 'I have goals that I am actively working toward.' },
  { id: 16, category: 'sense_of_purpose', text: 'I contribute to something bigger than myself.' },
  { id: 17, category: 'sense_of_purpose', text: 'I make a positive difference in the lives of others.' },
  { id: 18, category: 'sense_of_purpose', text: 'I feel that my skills and experience are put to good use.' },
];

export interface ElsScores {
  total_score: number;
  genuine_relationships: number;
  mental_health: number;
  physical_health: number;
  sense_of_purpose: number;
}

/** 18 whole numbers from 0 to 100, in question order. */
export function isValidAnswers(a: unknown): a is number[] {
  return (
    Array.isArray(a) &&
    a.length === ELS_QUESTIONS.length &&
    a.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= ELS_MIN && v <= ELS_MAX)
  );
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) => (values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0);

/** Means per category and overall (all answers), rounded to one decimal. */
export function scoreEls(answers: number[]): ElsScores {
  const by = (category: ElsCategory) => ELS_QUESTIONS.flatMap((q, i) => (q.category === category ? [answers[i] ?? 0] : []));
  return {
    total_score: round1(mean(ELS_QUESTIONS.map((_, i) => answers[i] ?? 0))),
    genuine_relationships: round1(mean(by('genuine_relationships'))),
    mental_health: round1(mean(by('mental_health'))),
    physical_health: round1(mean(by('physical_health'))),
    sense_of_purpose: round1(mean(by('sense_of_purpose'))),
  };
}
