import { z } from 'zod/mini';
import { api } from '@/lib/http';

export const AppVersionInfoSchema = z.looseObject({
  minimum_version: z.string(),
  current_version: z.string(),
  build: z.string(),
});
export type AppVersionInfo = z.infer<typeof AppVersionInfoSchema>;

/** The client name the spec gives the web app (accounts §7 app_version). */
export const APP_CLIENT = 'web';

/** GET api/v1/minimum_version — public: the lowest version that may run, the current one and its build. */
export function getAppVersionInfo(signal?: AbortSignal): Promise<AppVersionInfo> {
  return api('api/v1/minimum_version', { auth: 'none', signal, schema: AppVersionInfoSchema });
}

/** PUT api/v1/user/{id}/app_version {app_version, client: 'web'} — after login. */
export function putAppVersion(userId: number, version: string): Promise<unknown> {
  return api(`api/v1/user/${userId}/app_version`, { method: 'PUT', body: { app_version: version, client: APP_CLIENT } });
}
