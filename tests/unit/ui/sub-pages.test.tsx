// In-place sub-pages (src/ui/sub-pages.tsx): the address names the sub-page, the main view stays
// mounted and hidden under it, a link opens it on a plain click only, Back returns.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { act, createElement } from 'react';
import { InPlaceSubPages, SubPageHeader, SubPageLink } from '@/ui/sub-pages';
import { cleanup, click, getByRole, queryAllByRole, render, until } from './render';

beforeEach(() => history.replaceState(null, '', '/page.html?id=3'));
afterEach(() => cleanup());

const ui = () =>
  createElement(InPlaceSubPages<'notes'>, {
    prefix: '/things/3/',
    views: ['notes'],
    loading: 'Loading…',
    renderSubPage: (_view, back) => createElement(SubPageHeader, { title: 'Notes', subtitle: 'Thing 3', onBack: back }),
    children: (views) => createElement('main', null, createElement('h2', null, 'Thing 3'), createElement(SubPageLink<'notes'>, { view: 'notes', views, children: 'See notes' })),
  });

it('a plain click opens the sub-page in place (hash), the main view hidden underneath; Back shows it again', async () => {
  const { root } = await render(ui());
  const link = getByRole(root, 'link', 'See notes');
  expect(link.getAttribute('href')).toBe('/page.html?id=3#/things/3/notes');
  // A modified click is the browser's (a new tab): nothing opens here. (A real browser opens the
  // tab; happy-dom would follow the link in this page, after our handlers: that default is stopped
  // by a listener added after React's, so our handler still sees the click as it is.)
  const noNavigation = (e: Event) => (e as MouseEvent).ctrlKey && e.preventDefault();
  root.addEventListener('click', noNavigation);
  await act(async () => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })));
  root.removeEventListener('click', noNavigation);
  expect(queryAllByRole(root, 'heading', 'Notes')).toHaveLength(0);
  await click(link);
  expect(location.hash).toBe('#/things/3/notes');
  await until(() => expect(getByRole(root, 'heading', 'Notes')).toBeTruthy());
  expect(root.textContent).toContain('Thing 3');
  expect(getByRole(root, 'heading', 'Thing 3').closest('[hidden]')).not.toBeNull();
  await click(getByRole(root, 'button', 'Back'));
  await until(() => expect(queryAllByRole(root, 'heading', 'Notes')).toHaveLength(0));
  expect(getByRole(root, 'heading', 'Thing 3').closest('[hidden]')).toBeNull();
});
