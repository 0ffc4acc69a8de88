import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { imageUploadCss } from '@/ui/image-upload';
import { RouteLink } from '@/ui/route-link';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import forms from '@/ui/forms.css?inline';
import { emit } from '@/lib/emit';
import { isApiError } from '@/lib/http';
import type { UserProfile } from '@/lib/schemas';
import { useShadowStyles } from '@/lib/styles';
import { checkSession, type GuardState } from '@/store/guard';
import { $profile, setProfile } from '@/store/member';
import { getRouter, navigate } from '@/store/navigation';
import { $session } from '@/store/session';
import css from '../styles.css?inline';
import { updateProfile } from '../api';
import {
  clearDraft,
  initialMilitary,
  initialPersonal,
  initialPrivacy,
  initialSocial,
  readDraft,
  resumeStep,
  saveDraft,
  type RegistrationDraft,
} from '../draft';
import { labels, messages } from '../messages';
import type { PrivacyValues } from '../schemas';
import { hashOf, nextStep, pathOf, previousStep, stepFromHash, stepFromPath, stepNumber, type StepKey } from '../steps';
import { ConfirmEmailStep } from './confirm-email-step';
import { SignupStep } from './signup-step';

// Steps 3-6 (address search, country and rank data, photo uploads, waiver text) load in their own
// chunks, fetched while the member is still on the first steps, so a sign-up page stays small.
const loadPersonal = () => import('./personal-info-step');
const loadSocial = () => import('./social-info-step');
const loadMilitary = () => import('./military-info-step');
const loadPrivacy = () => import('./privacy-info-step');
const PersonalInfoStep = lazy(() => loadPersonal().then((m) => ({ default: m.PersonalInfoStep })));
const SocialInfoStep = lazy(() => loadSocial().then((m) => ({ default: m.SocialInfoStep })));
const MilitaryInfoStep = lazy(() => loadMilitary().then((m) => ({ default: m.MilitaryInfoStep })));
const PrivacyInfoStep = lazy(() => loadPrivacy().then((m) => ({ default: m.PrivacyInfoStep })));
const preloadLaterSteps = () => Promise.all([loadPersonal(), loadSocial(), loadMilitary(), loadPrivacy()]).catch(() => undefined);

export interface RegistrationWizardProps {
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot | HTMLElement;
}

type Mirror = 'push' | 'replace' | 'none';

/** The step the page asks for: the URL hash on a CMS page, the route path in the standalone shell. */
function requestedStep(): StepKey | null {
  return stepFromHash(location.hash) ?? stepFromPath(location.pathname);
}

/** Mirrors the step in the page: a route inside the shell, the URL hash elsewhere. */
function mirror(step: StepKey, mode: Mirror, source: EventTarget | null) {
  if (mode === 'none') return;
  if (getRouter()) {
    if (stepFromPath(location.pathname) !== step) navigate(pathOf(step), { source, replace: mode === 'replace' });
    return;
  }
  if (location.hash === hashOf(step)) return;
  const url = `${location.pathname}${location.search}${hashOf(step)}`;
  if (mode === 'push') history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
}

const isPhoneRequired = (profile: UserProfile | null) => profile?.registration_started_via_app !== false;

/**
 * The six-step registration (accounts spec §2, §4). The step lives in the element and is mirrored in
 * the URL hash (`#/registration/social_info`), so reload and the browser's Back work; unfinished steps
 * are kept in the local profile and the server is written only at step 6.
 */
export function RegistrationWizard({ container }: RegistrationWizardProps) {
  useShadowStyles(container, tokens, ui, forms, imageUploadCss, css);
  const host = container instanceof ShadowRoot ? container.host : (container ?? null);
  const session = useStore($session);
  const profile = useStore($profile);
  const [step, setStep] = useState<StepKey | null>(null);
  const [moved, setMoved] = useState(false);
  const [fatal, setFatal] = useState<string | null>(null);
  const [completing, setCompleting] = useState(false);
  const [completeAlert, setCompleteAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const stepRef = useRef<StepKey | null>(null);
  const hostRef = useRef(host);
  hostRef.current = host;

  const show = useCallback((next: StepKey, mode: Mirror) => {
    const changed = stepRef.current !== next;
    if (changed && stepRef.current !== null) setMoved(true);
    stepRef.current = next;
    setStep(next);
    if ($profile.get() && stepNumber(next) >= 3) saveDraft({ step: next });
    mirror(next, mode, hostRef.current);
    if (changed && hostRef.current) emit(hostRef.current, 'rwb-registration-step', { step: next, number: stepNumber(next) });
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
        navigate('/feed', { source: hostRef.current, replace: true });
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

  // Fetch the later steps' code once the page is idle.
  useEffect(() => {
    const w = globalThis as typeof globalThis & { requestIdleCallback?: (cb: () => void) => number };
    if (w.requestIdleCallback) w.requestIdleCallback(() => void preloadLaterSteps());
    else setTimeout(() => void preloadLaterSteps(), 1500);
  }, []);

  // Browser Back/Forward (hash changes) move between steps the member may open.
  useEffect(() => {
    const onNav = () => {
      const requested = requestedStep();
      if (requested && requested !== stepRef.current) void resolve(requested, 'replace');
    };
    window.addEventListener('hashchange', onNav);
    window.addEventListener('popstate', onNav);
    return () => {
      window.removeEventListener('hashchange', onNav);
      window.removeEventListener('popstate', onNav);
    };
  }, [resolve]);

  // Logged out elsewhere (another tab, another element): back to the first step.
  useEffect(() => {
    if (!session && stepRef.current && stepRef.current !== 'signup' && !done) void resolve(null, 'replace');
  }, [session, resolve, done]);

  const draft = readDraft(profile);
  const goNext = (from: StepKey, patch: Partial<RegistrationDraft> = {}) => {
    const next = nextStep(from)!;
    if ($profile.get()) saveDraft({ ...patch, step: next });
    show(next, 'push');
  };
  const goBack = (from: StepKey) => {
    const prev = previousStep(from);
    if (prev) show(prev, 'push');
  };

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

  let body;
  if (done) {
    body = (
      <Alert variant="success" title={labels.completeTitle}>
        <RouteLink path="/feed" query={{ newAccount: 'true' }}>
          {labels.goToFeed}
        </RouteLink>
      </Alert>
    );
  } else if (fatal) {
    body = (
      <Alert variant="error">
        {fatal}{' '}
        <Button variant="link" onClick={() => void resolve(requestedStep(), 'replace')}>
          {labels.retry}
        </Button>
      </Alert>
    );
  } else if (step === null) {
    body = <p className="loading" role="status">{labels.loading}</p>;
  } else if (step === 'signup') {
    body = <SignupStep focusHeading={moved} source={host} onDone={(p) => (p.email_verified ? onGuardState(p.profile_completed ? 'ok' : 'personal_info') : show('confirm_email', 'push'))} />;
  } else if (step === 'confirm_email') {
    body = <ConfirmEmailStep focusHeading={moved} onState={onGuardState} />;
  } else if (step === 'personal_info') {
    body = (
      <PersonalInfoStep
        key={profile?.id}
        initial={initialPersonal(profile, draft)}
        phoneRequired={isPhoneRequired(profile)}
        focusHeading={moved}
        onDraft={(personal) => saveDraft({ personal })}
        onDone={(personal, verification) => goNext('personal_info', { personal, verification })}
      />
    );
  } else if (step === 'social_info') {
    body = (
      <SocialInfoStep
        key={profile?.id}
        initial={initialSocial(profile, draft)}
        focusHeading={moved}
        onDraft={(social) => saveDraft({ social })}
        onBack={() => goBack('social_info')}
        onDone={(social) => goNext('social_info', { social })}
      />
    );
  } else if (step === 'military_info') {
    body = (
      <MilitaryInfoStep
        key={profile?.id}
        initial={initialMilitary(profile, draft)}
        focusHeading={moved}
        onDraft={(military) => saveDraft({ military })}
        onBack={() => goBack('military_info')}
        onDone={(military) => goNext('military_info', { military })}
      />
    );
  } else {
    body = (
      <PrivacyInfoStep
        key={profile?.id}
        initial={initialPrivacy(profile, draft)}
        focusHeading={moved}
        busy={completing}
        alert={completeAlert}
        onDraft={(privacy) => saveDraft({ privacy })}
        onBack={() => goBack('privacy_info')}
        onDone={(privacy) => void complete(privacy)}
      />
    );
  }

  return (
    <div className="registration-wizard" part="root">
      <Suspense
        fallback={
          <p className="loading" role="status">
            {labels.loading}
          </p>
        }
      >
        {body}
      </Suspense>
    </div>
  );
}
