import './platform';
// The HTTP client on this element's first load: a login is the first thing it does.
import '@/lib/http-client';
import { defineElement } from '@/lib/define';
import { MemberLogin } from '@/features/member-login';

export const tag = 'member-login';

defineElement(tag, MemberLogin, { redirect: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'member-login': HTMLElement & { redirect?: string };
  }
}
