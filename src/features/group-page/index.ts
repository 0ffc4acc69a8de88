export { GroupPage } from './components/group-page';
export type { GroupPageProps } from './components/group-page';
