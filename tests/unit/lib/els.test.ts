import { describe, expect, it } from 'vitest';
import { ELS_CATEGORIES, ELS_HIGH_LABEL, ELS_LOW_LABEL, ELS_MAX, ELS_MIN, ELS_QUESTIONS, isValidAnswers, scoreEls } from '../../../src/lib/els';

describe('ELS questions', () => {
  it('has 18 questions: 5 / 4 / 4 / 5 by category, ids 1..18, unique texts', () => {
    expect(ELS_QUESTIONS).toHaveLength(18);
    const counts = Object.fromEntries(ELS_CATEGORIES.map((c) => [c, ELS_QUESTIONS.filter((q) => q.category === c).length]));
    expect(counts).toEqual({ genuine_relationships: 5, mental_health: 4, physical_health: 4, sense_of_purpose: 5 });
    expect(ELS_QUESTIONS.map((q) => q.id)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(new Set(ELS_QUESTIONS.map((q) => q.text)).size).toBe(18);
    expect([ELS_MIN, ELS_MAX, ELS_LOW_LABEL, ELS_HIGH_LABEL]).toEqual([0, 100, 'Not at all Enriched', 'Very Enriched']);
  });
});

describe('isValidAnswers', () => {
  it('accepts 18 integers 0-100 only', () => {
    expect(isValidAnswers(Array(18).fill(50))).toBe(true);
    expect(isValidAnswers(Array(18).fill(0))).toBe(true);
    expect(isValidAnswers(Array(17).fill(50))).toBe(false);
    expect(isValidAnswers([...Array(17).fill(50), 101])).toBe(false);
    expect(isValidAnswers([...Array(17).fill(50), -1])).toBe(false);
    expect(isValidAnswers([...Array(17).fill(50), 2.5])).toBe(false);
    expect(isValidAnswers([...Array(17).fill(50), '5'])).toBe(false);
    expect(isValidAnswers(null)).toBe(false);
  });
});

describe('scoreEls', () => {
  it('means per category and overall, one decimal', () => {
    const answers = [...Array(5).fill(100), ...Array(4).fill(50), ...Array(4).fill(0), 10, 20, 30, 40, 51];
    expect(scoreEls(answers)).toEqual({
      total_score: Math.round(((500 + 200 + 0 + 151) / 18) * 10) / 10,
      genuine_relationships: 100,
      mental_health: 50,
      physical_health: 0,
      sense_of_purpose: 30.2,
    });
    expect(scoreEls(Array(18).fill(70)).total_score).toBe(70);
  });
});
