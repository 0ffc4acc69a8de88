import { describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CATEGORY_LABELS, EVENT_CATEGORIES, coverFor, isEventCategory } from '@/lib/event-covers';

const SPEC_ORDER = [
  'cycle-mtb', 'functional-fitness', 'hike-ruck', 'meeting', 'ocr', 'other-physical', 'rock-climbing',
  'run-walk', 'service', 'social', 'swim', 'team-sports', 'training', 'triathlon', 'water-sports',
  'winter-sports', 'yoga',
];

describe('event covers', () => {
  it('17 categories in the spec order', () => {
    expect([...EVENT_CATEGORIES]).toEqual(SPEC_ORDER);
  });

  it('every category has a label and its own cover', () => {
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual([...SPEC_ORDER].sort());
    expect(CATEGORY_LABELS['cycle-mtb']).toBe('Cycle / MTB');
    expect(CATEGORY_LABELS.ocr).toBe('OCR');
    expect(CATEGORY_LABELS['run-walk']).toBe('Run / Walk');
    for (const c of EVENT_CATEGORIES) {
      expect(CATEGORY_LABELS[c].trim().length).toBeGreaterThan(0);
      expect(coverFor(c)).toMatch(new RegExp(`(^|/)${c}\\.svg(\\?no-inline)?$`));
      expect(coverFor(c, false)).toBe(coverFor(c));
    }
  });

  it('virtual events get the virtual cover; unknown categories fall back to Other Physical', () => {
    expect(coverFor('swim', true)).toMatch(/(^|\/)virtual\.svg(\?no-inline)?$/);
    expect(coverFor(null, true)).toMatch(/(^|\/)virtual\.svg(\?no-inline)?$/);
    for (const v of ['bowling', '', null, undefined, 'SWIM', 'virtual']) {
      expect(coverFor(v)).toMatch(/(^|\/)other-physical\.svg(\?no-inline)?$/);
    }
  });

  it('isEventCategory', () => {
    expect(isEventCategory('yoga')).toBe(true);
    expect(isEventCategory('virtual')).toBe(false);
    expect(isEventCategory('Yoga')).toBe(false);
    expect(isEventCategory(3)).toBe(false);
    expect(isEventCategory(undefined)).toBe(false);
  });

  it('the 18 SVG files are small, self-contained 2:1 vector images', () => {
    for (const name of [...SPEC_ORDER, 'virtual']) {
      const file = resolve(process.cwd(), 'src/assets/covers', `${name}.svg`);
      expect(statSync(file).size, name).toBeLessThan(2600);
      const svg = readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg'), name).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>'), name).toBe(true);
      expect(svg, name).toContain('viewBox="0 0 600 300"');
      expect(svg, name).not.toMatch(/<image/i);
      expect(svg, name).not.toMatch(/href="http/i);
      expect(svg, name).not.toMatch(/<script/i);
      expect(svg, name).not.toMatch(/<text/i);
    }
  });
});
