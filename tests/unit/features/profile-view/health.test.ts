import { describe, expect, it } from 'vitest';
import { axisTicks, HEALTH_SLUGS, healthViewFromPath, recommendations, scoreOf, surveyDateLabel, viewFromSlug, VIEW_SLUGS } from '@/features/profile-view/health';

describe('chart axis (spec §9: 5 ticks, minimum step 10)', () => {
  it('covers the values with 5 ticks and a step of at least 10', () => {
    expect(axisTicks([42, 55, 61])).toEqual([40, 50, 60, 70, 80]);
    expect(axisTicks([50, 50])).toEqual([50, 60, 70, 80, 90]);
    expect(axisTicks([100, 100])).toEqual([60, 70, 80, 90, 100]);
    expect(axisTicks([10, 95])).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks([])).toEqual([0, 25, 50, 75, 100]);
    for (const values of [[3, 97], [12, 48], [70, 71, 72], [0, 0]]) {
      const t = axisTicks(values);
      expect(t).toHaveLength(5);
      expect(t[1] - t[0]).toBeGreaterThanOrEqual(10);
      expect(t[0]).toBeLessThanOrEqual(Math.min(...values));
      expect(t[4]).toBeGreaterThanOrEqual(Math.max(...values));
    }
  });
  it('dates are MM-DD-YY', () => {
    expect(surveyDateLabel('2026-03-07T12:00:00')).toBe('03-07-26');
  });
});

describe('scores and views', () => {
  it('reads a category or the total; slugs round-trip', () => {
    const s = { total_score: 61.5, mental_health: 55 };
    expect(scoreOf(s, 'total')).toBe(61.5);
    expect(scoreOf(s, 'mental_health')).toBe(55);
    expect(scoreOf(s, 'physical_health')).toBeNull();
    for (const [view, slug] of Object.entries(VIEW_SLUGS)) expect(viewFromSlug(slug)).toBe(view);
    expect(viewFromSlug('nope')).toBeNull();
  });
});

describe('recommendations', () => {
  it('veteran-specific ones only for non-Civilian viewers', () => {
    const civilian = recommendations('mental_health', 'Civilian');
    const veteran = recommendations('mental_health', 'Veteran');
    expect(civilian.some((r) => /Veterans Crisis Line/.test(r.title))).toBe(false);
    expect(veteran.some((r) => /Veterans Crisis Line/.test(r.title))).toBe(true);
    expect(veteran.length).toBeGreaterThan(civilian.length);
    expect(recommendations('total', null).length).toBe(8);
  });
});

describe('health detail addresses', () => {
  it('the shell path /profile/health/{category} names the view; the slugs are the hash views', () => {
    expect(healthViewFromPath('/profile/health/genuine_relationships')).toBe('genuine_relationships');
    expect(healthViewFromPath('/app/profile/health/sense_of_purpose')).toBe('sense_of_purpose');
    expect(healthViewFromPath('/profile/health/nope')).toBeNull();
    expect(healthViewFromPath('/profile/12')).toBeNull();
    expect(HEALTH_SLUGS).toEqual(Object.values(VIEW_SLUGS));
  });
});
