import { describe, expect, it } from 'vitest';
import { exportFileName, newsletterLink, opensInNewTab, ownHosts } from '@/features/profile-view/settings/menu-model';

describe('newsletterLink', () => {
  const template = 'https://www.teamrwb.org/newsletter-preferences/?contact_id={crmId}';
  it('puts the CRM contact id (encoded) into the template', () => {
    expect(newsletterLink(template, '003Dn000001RwbDm01')).toBe('https://www.teamrwb.org/newsletter-preferences/?contact_id=003Dn000001RwbDm01');
    expect(newsletterLink('https://x.example/{crmId}/prefs?id={crmId}', 'a b&c')).toBe('https://x.example/a%20b%26c/prefs?id=a%20b%26c');
  });
  it('a template without the placeholder gets contact_id', () => {
    expect(newsletterLink('https://x.example/prefs?lang=en', '003A')).toBe('https://x.example/prefs?lang=en&contact_id=003A');
  });
  it('no CRM id yet (account still syncing): null', () => {
    expect(newsletterLink(template, null)).toBeNull();
    expect(newsletterLink(template, '  ')).toBeNull();
    expect(newsletterLink('', '003A')).toBeNull();
  });
});

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

describe('exportFileName', () => {
  it('names the download after the product', () => {
    expect(exportFileName('Team RWB')).toBe('team-rwb-my-data.json');
    expect(exportFileName('  ')).toBe('my-data.json');
  });
});
