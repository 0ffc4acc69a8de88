/**
 * The six registration steps (accounts spec §2) and how the current step is mirrored in the page:
 * on a CMS page the step lives inside the element and in the URL hash (`#/registration/social_info`),
 * so reload and the browser's Back work; inside the standalone shell the same paths are real routes.
 */
export const STEPS = [
  { key: 'signup', path: '/registration' },
  { key: 'confirm_email', path: '/registration/confirm_email' },
  { key: 'personal_info', path: '/registration/personal_info' },
  { key: 'social_info', path: '/registration/social_info' },
  { key: 'military_info', path: '/registration/military_info' },
  { key: 'privacy_info', path: '/registration/privacy_info' },
] as const;

export type StepKey = (typeof STEPS)[number]['key'];
export const STEP_COUNT = STEPS.length;

export function stepIndex(key: StepKey): number {
  return STEPS.findIndex((s) => s.key === key);
}

/** 1-based position for 'Step n of 6'. */
export function stepNumber(key: StepKey): number {
  return stepIndex(key) + 1;
}

export function pathOf(key: StepKey): string {
  return STEPS[stepIndex(key)].path;
}

/** A route path ('/registration/personal_info', with or without query or trailing slash) → its step. */
export function stepFromPath(path: string | null | undefined): StepKey | null {
  if (!path) return null;
  const clean = path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  return STEPS.find((s) => s.path === clean)?.key ?? null;
}

/** '#/registration/military_info' → 'military_info'; anything else → null. */
export function stepFromHash(hash: string | null | undefined): StepKey | null {
  if (!hash || !hash.startsWith('#')) return null;
  return stepFromPath(decodeURIComponent(hash.slice(1)));
}

export function hashOf(key: StepKey): string {
  return `#${pathOf(key)}`;
}

/**
 * The steps as hash views (ui/use-hash-view): under the prefix '/registration', a step's view is the
 * rest of its path ('' for signup: '#/registration'; '/personal_info': '#/registration/personal_info').
 */
export const STEP_HASH_PREFIX = '/registration';
export const STEP_VIEWS = STEPS.map((s) => s.path.slice(STEP_HASH_PREFIX.length));
export type StepView = (typeof STEP_VIEWS)[number];

export function viewOf(key: StepKey): StepView {
  return pathOf(key).slice(STEP_HASH_PREFIX.length);
}

/** A hash view ('/social_info', '' for signup) → its step; null for none. */
export function stepOfView(view: string | null): StepKey | null {
  return view === null ? null : stepFromPath(`${STEP_HASH_PREFIX}${view}`);
}

/** Steps 4 to 6 have a Back button (spec §2); it goes to the previous step. */
export function previousStep(key: StepKey): StepKey | null {
  const i = stepIndex(key);
  return i >= 3 ? STEPS[i - 1].key : null;
}

export function nextStep(key: StepKey): StepKey | null {
  const i = stepIndex(key);
  return i >= 0 && i < STEPS.length - 1 ? STEPS[i + 1].key : null;
}
