export { MemberLogin } from './components/member-login';
export type { MemberLoginProps } from './components/member-login';
