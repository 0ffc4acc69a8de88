/** Pure rules of the shell. */

/** Compares dotted versions numerically ('5.10.0' > '5.9.2'); missing parts count as 0, non-numbers as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((x) => Number.parseInt(x, 10) || 0);
  const pb = b.split('.').map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** The running version is below the server's minimum: the member is asked to reload. */
export function mustReload(running: string, minimum: string | null | undefined): boolean {
  return !!minimum && compareVersions(running, minimum) < 0;
}

/** The navigation bar's version line. */
export function versionLine(version: string, build: string): string {
  return `Version ${version} (build ${build})`;
}
