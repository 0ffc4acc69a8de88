/** Accounts spec §2: links to the product's own hosts open in the same tab, others in a new tab. */

/** The product's own hosts: the page's, the API's and the standalone app's. */
export function ownHosts(config: { apiBase: string; appBase: string }, pageHref: string): string[] {
  const hosts = new Set<string>();
  for (const url of [pageHref, config.apiBase, config.appBase]) {
    try {
      hosts.add(new URL(url, pageHref).host.toLowerCase());
    } catch {
      /* not a URL */
    }
  }
  return [...hosts];
}

/** A link to one of the product's own hosts opens in the same tab, any other in a new tab. */
export function opensInNewTab(href: string, hosts: readonly string[], pageHref: string): boolean {
  try {
    return !hosts.includes(new URL(href, pageHref).host.toLowerCase());
  } catch {
    return true;
  }
}
