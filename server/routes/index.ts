/**
 * The product API under `/api`: one router per resource, each mounted once here. Routers that
 * serve one base path are mounted at it; the others name their paths below `/api` (v1 and v2).
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context';
import type { AddressAdapter } from '../services/address/index';
import type { LinkPreview } from '../services/link-preview/index';
import { addressRoutes } from './address';
import { appVersionRoutes } from './app-version';
import { attendanceRoutes } from './attendance';
import { badgeRoutes } from './badges';
import { blockRoutes } from './blocks';
import { challengeRoutes } from './challenges';
import { channelRoutes } from './channels';
import { chapterRoutes } from './chapters';
import { dataExportRoutes } from './data-export';
import { eagleLeaderRoutes } from './eagle-leaders';
import { eventRoutes } from './events';
import { feedPinRoutes } from './feed-pins';
import { feedRoutes } from './feed';
import { followRoutes } from './follows';
import { geoRoutes } from './geo';
import { groupRoutes } from './groups';
import { linkPreviewRoutes } from './link-preview';
import { mediaApiRoutes } from './media';
import { messageRoutes } from './messages';
import { notificationRoutes } from './notifications';
import { passwordResetRoutes } from './password-reset';
import { pushRoutes } from './push';
import { reactionRoutes } from './reactions';
import { reportRoutes } from './reports';
import { searchRoutes } from './search';
import { surveyRoutes } from './surveys';
import { userRoutes } from './users';
import { workoutRoutes } from './workouts';

export function apiRoutes(deps: Deps, { address, linkPreview }: { address: AddressAdapter; linkPreview: LinkPreview }): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route('/v1/user', userRoutes(deps));
  api.route('/v1', appVersionRoutes(deps));
  api.route('/v1/password_reset', passwordResetRoutes(deps));
  api.route('/v1/chapter', chapterRoutes(deps));
  api.route('/v1/address', addressRoutes({ address }));
  api.route('/', eventRoutes(deps));
  api.route('/', attendanceRoutes(deps));
  api.route('/', workoutRoutes(deps));
  api.route('/v1/geo', geoRoutes());
  api.route('/v1/search', searchRoutes(deps));
  api.route('/', groupRoutes(deps));
  api.route('/', challengeRoutes(deps));
  api.route('/', linkPreviewRoutes(deps, linkPreview));
  api.route('/', mediaApiRoutes(deps));
  api.route('/', followRoutes(deps));
  api.route('/', blockRoutes(deps));
  api.route('/', reportRoutes(deps));
  api.route('/', badgeRoutes(deps));
  api.route('/', surveyRoutes(deps));
  api.route('/', eagleLeaderRoutes(deps));
  api.route('/', pushRoutes(deps));
  api.route('/', dataExportRoutes(deps));
  api.route('/', feedRoutes(deps));
  api.route('/', feedPinRoutes(deps));
  api.route('/', reactionRoutes(deps));
  api.route('/', notificationRoutes(deps));
  api.route('/', channelRoutes(deps));
  api.route('/', messageRoutes(deps));
  return api;
}
