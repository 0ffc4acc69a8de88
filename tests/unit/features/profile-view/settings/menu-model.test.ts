import { describe, expect, it } from 'vitest';
import { exportFileName, newsletterLink } from '@/features/profile-view/settings/menu-model';

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

describe('exportFileName', () => {
  it('names the download after the product', () => {
    expect(exportFileName('Team RWB')).toBe('team-rwb-my-data.json');
    expect(exportFileName('  ')).toBe('my-data.json');
  });
});
