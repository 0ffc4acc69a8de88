import { describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parsePropertyRules, registerProperties } from '@/lib/styles';

// Read from disk: vitest does not process CSS by default, so `?inline` imports are empty in tests.
const read = (name: string) => readFileSync(resolve(process.cwd(), 'src/ui', name), 'utf8');
const tokensCss = read('tokens.css');
const uiCss = read('ui.css');

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const n = hex.replace('#', '');
  const full = n.length === 3 ? [...n].map((c) => c + c).join('') : n;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// Defaults are the initial values of registered properties; derived tokens are declared on :host.
const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const { rules, rest } = parsePropertyRules(tokensCss);
const hostCss = stripComments(rest);
const tokens = Object.fromEntries(rules.filter((r) => /^#[0-9a-fA-F]{3,6}$/.test(r.initialValue ?? '')).map((r) => [r.name, r.initialValue!]));
const declared = new Set([...rules.map((r) => r.name), ...[...hostCss.matchAll(/(--rwb-[\w-]+)\s*:/g)].map((m) => m[1])]);
const t = (name: string) => {
  const v = tokens[`--rwb-${name}`];
  if (!v) throw new Error(`missing token --rwb-${name}`);
  return v;
};

describe('design tokens', () => {
  it('are declared as inherited custom properties with defaults; :host only derives', () => {
    expect(tokensCss).toMatch(/:host\s*\{/);
    expect(Object.keys(tokens).length).toBeGreaterThan(20);
    expect(rules.length).toBeGreaterThan(50);
    for (const r of rules) {
      expect(r.name).toMatch(/^--rwb-/);
      expect(r, r.name).toMatchObject({ syntax: '*', inherits: true });
      expect(r.initialValue, r.name).toBeTruthy();
      expect(r.initialValue, r.name).not.toContain('var(');
    }
    // A plain value declared on :host would override what the page sets on :root: only
    // derived values (computed from the registered tokens) may be declared there.
    const hostDecls = [...hostCss.matchAll(/(--rwb-[\w-]+)\s*:\s*([^;]+);/g)];
    expect(hostDecls.length).toBeGreaterThan(0);
    for (const [, name, value] of hostDecls) {
      expect(value, name).toContain('var(--rwb-');
      expect(rules.some((r) => r.name === name), name).toBe(false);
    }
  });

  it('registers every default for the document and adopts the rest', () => {
    const registerProperty = vi.fn();
    const adopted = stripComments(registerProperties(tokensCss, { registerProperty }));
    expect(registerProperty).toHaveBeenCalledTimes(rules.length);
    expect(registerProperty).toHaveBeenCalledWith({ name: '--rwb-color-primary', syntax: '*', inherits: true, initialValue: '#13294b' });
    expect(registerProperty).toHaveBeenCalledWith(expect.objectContaining({ name: '--rwb-font-family', initialValue: expect.stringContaining("'Segoe UI'") }));
    expect(adopted).not.toMatch(/@property\s+--/);
    expect(adopted).toContain('--rwb-focus-ring');
    expect(adopted).not.toMatch(/--rwb-color-primary\s*:/);
  });

  it('reads minified rules too', () => {
    const { rules: min, rest } = parsePropertyRules('@property --rwb-x{syntax:"*";inherits:true;initial-value:0 4px rgba(1,2,3,.5)}.a{color:red}');
    expect(min).toEqual([{ name: '--rwb-x', syntax: '*', inherits: true, initialValue: '0 4px rgba(1,2,3,.5)' }]);
    expect(rest).toBe('.a{color:red}');
  });

  it('without registration the defaults are declared on :host (per-element theming, as before)', () => {
    const fallback = registerProperties(tokensCss, undefined);
    expect(fallback).toMatch(/^:host, :root \{ /);
    expect(fallback).toContain('--rwb-color-primary: #13294b;');
    expect(fallback).not.toMatch(/@property\s+--/);
    // Already registered (a second copy of the bundle) counts as registered; any other refusal falls back.
    const refuse = (name: string) => Object.assign(new Error('no'), { name });
    expect(registerProperties(tokensCss, { registerProperty: () => { throw refuse('InvalidModificationError'); } })).not.toContain('#13294b');
    expect(registerProperties(tokensCss, { registerProperty: () => { throw refuse('SyntaxError'); } })).toContain('--rwb-color-primary: #13294b;');
  });

  it.each([
    ['color-text', 'color-bg'],
    ['color-text', 'color-surface'],
    ['color-text-muted', 'color-bg'],
    ['color-text-muted', 'color-surface'],
    ['color-on-primary', 'color-primary'],
    ['color-on-primary', 'color-primary-hover'],
    ['color-on-accent', 'color-accent'],
    ['color-on-accent', 'color-red-dark'],
    ['color-primary', 'color-bg'],
    ['color-primary', 'color-surface'],
    ['color-link', 'color-bg'],
    ['color-error', 'color-bg'],
    ['color-error', 'color-error-bg'],
    ['color-info', 'color-info-bg'],
    ['color-success', 'color-success-bg'],
    ['color-warning', 'color-warning-bg'],
    ['color-disabled-text', 'color-disabled-bg'],
    ['color-navy', 'color-white'],
    ['color-red', 'color-white'],
  ])('text %s on %s meets AA (4.5:1)', (fg, bg) => {
    expect(contrast(t(fg), t(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['color-border-strong', 'color-bg'],
    ['color-focus', 'color-bg'],
    ['color-focus', 'color-surface'],
  ])('non-text %s on %s meets 3:1', (fg, bg) => {
    expect(contrast(t(fg), t(bg))).toBeGreaterThanOrEqual(3);
  });

  it('ui.css uses only declared tokens', () => {
    const used = new Set([...uiCss.matchAll(/var\((--rwb-[\w-]+)/g)].map((m) => m[1]));
    expect([...used].filter((u) => !declared.has(u))).toEqual([]);
  });

  it('every stylesheet under src/ uses declared tokens, or its own token with a fallback', () => {
    const files = readdirSync(resolve(process.cwd(), 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
    expect(files.length).toBeGreaterThan(2);
    const wrong: string[] = [];
    for (const f of files) {
      const css = readFileSync(resolve(process.cwd(), 'src', f), 'utf8');
      for (const m of css.matchAll(/var\((--rwb-[\w-]+)\s*(,)?/g)) if (!declared.has(m[1]) && !m[2]) wrong.push(`${f}: ${m[1]}`);
    }
    expect(wrong).toEqual([]);
  });
});
