import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { RouteLink } from '@/ui/route-link';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import forms from '@/ui/forms.css?inline';
// The steps' combobox and image upload styles, adopted up front (their components load with the steps).
import comboboxCss from '@/ui/combobox.css?inline';
import imageUploadCss from '@/ui/image-upload.css?inline';
import type { UserProfile } from '@/lib/schemas';
import { useShadowStyles } from '@/lib/styles';
import { $profile } from '@/store/member';
import css from '../styles.css?inline';
import { initialMilitary, initialPersonal, initialPrivacy, initialSocial, readDraft, saveDraft } from '../draft';
import { useRegistration } from '../hooks/use-registration';
import { labels } from '../messages';
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

const isPhoneRequired = (profile: UserProfile | null) => profile?.registration_started_via_app !== false;

/**
 * The six-step registration (accounts spec §2, §4). The step lives in the element and is mirrored in
 * the URL hash (`#/registration/social_info`), so reload and the browser's Back work; unfinished steps
 * are kept in the local profile and the server is written only at step 6. Container: useRegistration.
 */
export function RegistrationWizard({ container }: RegistrationWizardProps) {
  useShadowStyles(container, tokens, ui, forms, comboboxCss, imageUploadCss, css);
  const host = container instanceof ShadowRoot ? container.host : (container ?? null);
  const profile = useStore($profile);
  const { step, moved, fatal, done, completing, completeAlert, show, goNext, goBack, onGuardState, complete, retry } = useRegistration(host);
  const draft = readDraft(profile);

  // Fetch the later steps' code once the page is idle.
  useEffect(() => {
    const w = globalThis as typeof globalThis & { requestIdleCallback?: (cb: () => void) => number };
    if (w.requestIdleCallback) w.requestIdleCallback(() => void preloadLaterSteps());
    else setTimeout(() => void preloadLaterSteps(), 1500);
  }, []);

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
        <Button variant="link" onClick={retry}>
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
