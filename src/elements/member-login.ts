import './platform';
import { defineElement } from '@/lib/define';
import { MemberLogin } from '@/features/member-login';

export const tag = 'member-login';

defineElement(tag, MemberLogin, { redirect: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'member-login': HTMLElement & { redirect?: string };
  }
}
