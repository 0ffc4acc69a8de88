import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useHashView, type HashView } from '@/ui/use-hash-view';
import { emit } from '@/lib/emit';
import { isApiError } from '@/lib/http';
import { checkSession, type GuardState } from '@/store/guard';
import { $profile, setProfile } from '@/store/member';
import { getRouter, navigate, routePath } from '@/store/navigation';
import { $session } from '@/store/session';
import { updateProfile } from '../api';
import { clearDraft, initialSocial, readDraft, resumeStep, saveDraft, type RegistrationDraft } from '../draft';
import { messages } from '../messages';
import type { PrivacyValues } from '../schemas';
import {
  hashOf,
  nextStep,
  pathOf,
  previousStep,
  STEP_HASH_PREFIX,
  STEP_VIEWS,
  stepFromHash,
  stepFromPath,
  stepNumber,
  stepOfView,
  viewOf,
  type StepKey,
} from '../steps';

type Mirror = 'push' | 'replace' | 'none';

/** The step the page asks for: the URL hash on a CMS page, the route path in the standalone shell. */
function requestedStep(): StepKey | null {
  return stepFromHash(location.hash) ?? stepFromPath(routePath());
}

const stepPathView = (pathname: string) => {
  const step = stepFromPath(pathname);
  return step ? viewOf(step) : null;
};

/** Mirrors the step in the page: a route inside the shell, the URL hash (a hash view) elsewhere. */
function mirror(step: StepKey, mode: Mirror, source: EventTarget | null, hash: HashView<string>) {
  if (mode === 'none') return;
  if (getRouter()) {
    if (stepFromPath(routePath()) !== step) navigate(pathOf(step), { source, replace: mode === 'replace' });
    return;
  }
  if (location.hash !== hashOf(step)) hash.open(viewOf(step), { replace: mode === 'replace' });
}

/**
 * The wizard's container: which step shows (from the page's hash or route, checked against the
 * session and the draft, so the hash cannot skip ahead), moving between steps (mirrored in the hash:
 * reload resumes, the browser's Back works), and completing the registration at step 6.
 */
export function useRegistration(host: Element | null) {
  const session = useStore($session);
  const [step, setStep] = useState<StepKey | null>(null);
  const [moved, setMoved] = useState(false);
  const [fatal, setFatal] = useState<string | null>(null);
  const [completing, setCompleting] = useState(false);
  const [completeAlert, setCompleteAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const hash = useHashView(STEP_HASH_PREFIX, { views: STEP_VIEWS, fromPath: stepPathView });
  const stepRef = useRef<StepKey | null>(null);
  const latest = useRef({ host, hash });
  latest.current = { host, hash };

  const show = useCallback((next: StepKey, mode: Mirror) => {
    const { host: source, hash: view } = latest.current;
    const changed = stepRef.current !== next;
    if (changed && stepRef.current !== null) setMoved(true);
    stepRef.current = next;
    setStep(next);
    if ($profile.get() && stepNumber(next) >= 3) saveDraft({ step: next });
    mirror(next, mode, source, view);
    if (changed && source) emit(source, 'rwb-registration-step', { step: next, number: stepNumber(next) });
  }, []);

  /** Finds where the member may be and shows that step (or leaves for the feed when complete). */
  const resolve = useCallback(
    async (requested: StepKey | null, mode: Mirror) => {
      let state: GuardState = 'login';
      if ($session.get()) {
        try {
          state = await checkSession({ redirect: false });
        } catch {
          setFatal(messages.verifyCheckFailed);
          return;
        }
      }
      setFatal(null);
      const target = resumeStep(state, readDraft($profile.get()), requested);
      if (target === null) {
        navigate('/feed', { source: latest.current.host, replace: true });
        return;
      }
      show(target, target === requested && mode !== 'push' ? 'none' : mode === 'none' ? 'replace' : mode);
    },
    [show],
  );

  // First render: the step from the URL, checked against the session.
  useEffect(() => {
    void resolve(requestedStep(), 'replace');
  }, [resolve]);

  // Browser Back/Forward (and a hash typed or linked) move between the steps the member may open.
  const requested = stepOfView(hash.view);
  useEffect(() => {
    if (requested && stepRef.current && requested !== stepRef.current) void resolve(requested, 'replace');
  }, [requested, resolve]);

  // Inside the shell the step is the route: Back/Forward change the path, not the hash.
  useEffect(() => {
    if (!getRouter()) return;
    const onPop = () => {
      const fromPath = stepFromPath(routePath());
      if (fromPath && fromPath !== stepRef.current) void resolve(fromPath, 'replace');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [resolve]);

  // Logged out elsewhere (another tab, another element): back to the first step.
  useEffect(() => {
    if (!session && stepRef.current && stepRef.current !== 'signup' && !done) void resolve(null, 'replace');
  }, [session, resolve, done]);

  function goNext(from: StepKey, patch: Partial<RegistrationDraft> = {}) {
    const next = nextStep(from)!;
    if ($profile.get()) saveDraft({ ...patch, step: next });
    show(next, 'push');
  }

  function onGuardState(state: GuardState) {
    if (state === 'ok') navigate('/feed', { source: host, replace: true });
    else if (state === 'personal_info') show('personal_info', 'push');
    else if (state === 'login') show('signup', 'replace');
  }

  async function complete(privacy: PrivacyValues) {
    const current = readDraft($profile.get());
    const s = $session.get();
    if (!s) return void resolve(null, 'replace');
    if (!current?.personal) return show('personal_info', 'push');
    const social = current.social ?? initialSocial($profile.get(), current);
    if (!current.military) return show('military_info', 'push');
    const { buildCompletionPayload } = await import('../payload');
    const payload = buildCompletionPayload({
      personal: current.personal,
      verification: current.verification ?? { address_verified: false, international_address_verified: false },
      social,
      military: current.military,
      privacy,
    });
    setCompleting(true);
    setCompleteAlert(null);
    try {
      const updated = await updateProfile(s.userId, payload);
      setProfile(updated);
      clearDraft();
      setDone(true);
      setCompleting(false);
      if (host) emit(host, 'rwb-registration-complete', { userId: updated.id });
      navigate('/feed', { source: host, query: { newAccount: 'true' } });
    } catch (error) {
      setCompleting(false);
      const detail = isApiError(error) && error.status === 422 ? Object.values(error.fields)[0] : null;
      setCompleteAlert(detail ? `${messages.completionFailed} ${detail}` : messages.completionFailed);
    }
  }

  return {
    step,
    /** The member moved from one step to another (the new step's heading takes focus). */
    moved,
    /** The session check failed (with a retry). */
    fatal,
    retry: () => void resolve(requestedStep(), 'replace'),
    done,
    completing,
    completeAlert,
    show,
    goNext,
    /** Steps 4 to 6: the previous step (a new history entry). */
    goBack(from: StepKey) {
      const prev = previousStep(from);
      if (prev) show(prev, 'push');
    },
    onGuardState,
    complete,
  };
}
