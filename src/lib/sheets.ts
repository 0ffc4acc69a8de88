/**
 * Constructable stylesheets, one per distinct CSS text, shared by every root that adopts it, and the
 * design tokens' `@property` registration. No React here: the loader uses them too
 * (src/lib/first-paint.ts); src/lib/styles.ts builds the hooks on them.
 */
export type StyleRoot = ShadowRoot | Document;

const sheets = new Map<string, CSSStyleSheet>();

export function supportsAdoptedSheets(root: StyleRoot): boolean {
  try {
    return (
      'adoptedStyleSheets' in root &&
      typeof CSSStyleSheet === 'function' &&
      typeof CSSStyleSheet.prototype.replaceSync === 'function'
    );
  } catch {
    return false;
  }
}

/** The shared sheet for a CSS text (created on first use). */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * `@property` rules (the design tokens' defaults, src/ui/tokens.css) take effect only for the whole
 * document: browsers ignore them inside a shadow root. They are taken out of a sheet and registered
 * with `CSS.registerProperty` (once; a registration survives the page replacing its stylesheets),
 * so the registered initial value is the default and any value set above an element (`:root`, the
 * tag) inherits into it. Where registration is missing or refused, the initial values become
 * `:host` declarations (per-element defaults: only a selector matching the element then themes it).
 */
const PROPERTY_RULE = /@property\s+(--[\w-]+)\s*\{([^}]*)\}/g;

export interface PropertyRule {
  name: string;
  syntax: string;
  inherits: boolean;
  initialValue?: string;
}

type PropertyRegistry = { registerProperty?(definition: PropertyDefinition): void } | undefined;

function descriptor(body: string, name: string): string | undefined {
  for (const part of body.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0 && part.slice(0, colon).trim() === name) return part.slice(colon + 1).trim();
  }
  return undefined;
}

/** The `@property` rules of a CSS text, and the text without them. */
export function parsePropertyRules(css: string): { rules: PropertyRule[]; rest: string } {
  const rules: PropertyRule[] = [];
  const rest = css.replace(PROPERTY_RULE, (_, name: string, body: string) => {
    const syntax = (descriptor(body, 'syntax') ?? "'*'").replace(/^(['"])(.*)\1$/, '$2');
    rules.push({ name, syntax, inherits: descriptor(body, 'inherits') === 'true', initialValue: descriptor(body, 'initial-value') });
    return '';
  });
  return { rules, rest };
}

function register(rule: PropertyRule, registry: PropertyRegistry): boolean {
  if (typeof registry?.registerProperty !== 'function') return false;
  try {
    registry.registerProperty({ name: rule.name, syntax: rule.syntax, inherits: rule.inherits, initialValue: rule.initialValue });
    return true;
  } catch (error) {
    // Already registered (a second copy of the bundle, or the page's own choice): that one stands.
    return error instanceof Error && error.name === 'InvalidModificationError';
  }
}

/** Registers a CSS text's `@property` rules; returns the text to adopt into a shadow root. */
export function registerProperties(css: string, registry: PropertyRegistry = globalThis.CSS as PropertyRegistry): string {
  if (!css.includes('@property')) return css;
  const { rules, rest } = parsePropertyRules(css);
  const fallback = rules.filter((r) => !register(r, registry) && r.initialValue !== undefined).map((r) => `${r.name}: ${r.initialValue};`);
  return fallback.length ? `:host, :root { ${fallback.join(' ')} }\n${rest}` : rest;
}
