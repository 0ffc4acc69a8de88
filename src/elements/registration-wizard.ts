import './platform';
import { defineElement } from '@/lib/define';
import { RegistrationWizard } from '@/features/registration-wizard';

export const tag = 'registration-wizard';

defineElement(tag, RegistrationWizard, {});

declare global {
  interface HTMLElementTagNameMap {
    'registration-wizard': HTMLElement;
  }
}
