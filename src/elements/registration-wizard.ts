import './platform';
// The HTTP client on this element's first load: its steps check the session and load the chapters as soon as they mount.
import '@/lib/http-client';
import { defineElement } from '@/lib/define';
import { RegistrationWizard } from '@/features/registration-wizard';

export const tag = 'registration-wizard';

defineElement(tag, RegistrationWizard, {});

declare global {
  interface HTMLElementTagNameMap {
    'registration-wizard': HTMLElement;
  }
}
