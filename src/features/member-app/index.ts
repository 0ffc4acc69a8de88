export { MemberApp } from './components/member-app';
export type { MemberAppProps } from './components/member-app';
