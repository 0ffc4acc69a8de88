export { RegistrationWizard } from './components/registration-wizard';
export type { RegistrationWizardProps } from './components/registration-wizard';
