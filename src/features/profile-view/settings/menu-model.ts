/**
 * Pure helpers of the App Settings menu: the newsletter link, link targets (accounts spec §2: the
 * product's own hosts in the same tab, others in a new tab) and the data-export file name.
 */

/**
 * The member's newsletter preferences page: `{crmId}` in the template is the CRM contact id; a
 * template without the placeholder gets it as `contact_id`. Null without an id (not synced yet).
 */
export function newsletterLink(template: string, crmId: string | null | undefined): string | null {
  const id = (crmId ?? '').trim();
  if (!id || !template) return null;
  if (template.includes('{crmId}')) return template.split('{crmId}').join(encodeURIComponent(id));
  try {
    const url = new URL(template);
    url.searchParams.set('contact_id', id);
    return url.href;
  } catch {
    return null;
  }
}

/** `team-rwb-my-data.json` for 'Team RWB'. */
export function exportFileName(product: string): string {
  const slug = product
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'my'}-my-data.json`.replace(/^my-my-/, 'my-');
}
