import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $config } from '@/store/config';
import { $session } from '@/store/session';
import { getAppVersionInfo, putAppVersion, type AppVersionInfo } from '../api';
import { mustReload } from '../model';

/** How often the shell asks again whether the running version is still allowed. */
export const VERSION_RECHECK_MS = 30 * 60_000;

/**
 * The server's app version answer (the bar's version line, the minimum version) and, after each
 * login, the member's client version reported with PUT app_version (client 'web').
 */
export function useAppVersion(): { info: AppVersionInfo | null; outdated: boolean } {
  const { appVersion } = useStore($config);
  const userId = useStore($session)?.userId ?? null;
  const [info, setInfo] = useState<AppVersionInfo | null>(null);

  useEffect(() => {
    const ask = new AbortController();
    const check = () => getAppVersionInfo(ask.signal).then(setInfo, () => undefined); // the line waits for the next try
    void check();
    const timer = setInterval(check, VERSION_RECHECK_MS);
    return () => {
      ask.abort();
      clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (userId === null) return;
    putAppVersion(userId, appVersion).catch((error: unknown) => console.warn('[rwb] could not record the app version', error));
  }, [userId, appVersion]);

  return { info, outdated: mustReload(appVersion, info?.minimum_version) };
}
