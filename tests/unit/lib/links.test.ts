import { describe, expect, it } from 'vitest';
import { opensInNewTab, ownHosts } from '@/lib/links';

describe('link targets (spec §2: own hosts same tab, others new tab)', () => {
  const page = 'https://www.cms.example/members/profile.html';
  const hosts = ownHosts({ apiBase: 'https://api.rwb.example', appBase: 'https://app.rwb.example/app' }, page);
  it('the page, API and app hosts are the product’s own', () => {
    expect(hosts.sort()).toEqual(['api.rwb.example', 'app.rwb.example', 'www.cms.example']);
  });
  it('own hosts and relative links stay in the tab; others open a new one', () => {
    expect(opensInNewTab('https://www.cms.example/privacy', hosts, page)).toBe(false);
    expect(opensInNewTab('/privacy', hosts, page)).toBe(false);
    expect(opensInNewTab('https://app.rwb.example/app/feed', hosts, page)).toBe(false);
    expect(opensInNewTab('https://www.teamrwb.org/privacy-policy/', hosts, page)).toBe(true);
  });
});
