export { ProfileView } from './components/profile-view';
export type { ProfileViewProps } from './components/profile-view';
