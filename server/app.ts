/**
 * The Hono application: every dependency injected (database, config, clock, mailer), routes mounted
 * per resource. `createApp` does no I/O, so tests build one per database and call `app.request()`.
 */
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authenticate } from './auth/middleware';
import { createClock, type Clock } from './clock';
import type { Config } from './config';
import { pgErrorCode, type Db } from './db/client';
import type { AppEnv, Deps } from './http/context';
import { HttpError, errorResponse } from './http/errors';
import { requestBodyLimit } from './http/body-limit';
import { compressJson } from './http/compression';
import { CHAT_SDK_HEADERS, apiCors } from './http/cors';
import { FaultInjector, faultMiddleware } from './http/faults';
import { createLimiter, type RateLimiter } from './http/rate-limit';
import { hideSourceMaps, securityHeaders } from './http/security-headers';
import { devRoutes } from './routes/dev';
import { firstPaintRoutes } from './routes/first-paint';
import type { Renderer } from './first-paint/renderer';
import { apiRoutes } from './routes/index';
import { appShellRoutes } from './routes/app-shell';
import { pwaRoutes } from './routes/pwa';
import { mediaFileRoutes } from './routes/media';
import { oauthRoutes } from './routes/oauth';
import { CHAT_BASE, createChatRealtime, type ChatRealtime } from './realtime/index';
import { BADGES_DIR } from './profile/badges';
import { bundleCacheControl, indexRoute, staticDir } from './routes/static';
import { earlySnippetPages } from './routes/early-snippet';
import { embedRoutes } from './routes/embed';
import { createAddressAdapter, type AddressAdapter } from './services/address/index';
import { createLinkPreview, defaultAddressPolicy, type LinkPreview } from './services/link-preview/index';
import { createMailer, type Mailer } from './services/mail';
import { createMediaStore, type MediaStore } from './services/media';

export interface AppOptions {
  db: Db;
  config: Config;
  clock?: Clock;
  mailer?: Mailer;
  limiter?: RateLimiter;
  media?: MediaStore;
  /** Address autocomplete/verification; default from config (vendor when keyed, else offline). */
  address?: AddressAdapter;
  /** The composer's link preview; default: real DNS, public addresses on ports 80/443 only. */
  linkPreview?: LinkPreview;
  /** The first-paint renderer; default: the one built beside the elements (server/first-paint/renderer.ts). */
  firstPaint?: () => Promise<Renderer | null>;
}

/** `realtime`: the stream-chat endpoint under /chat; a listening server attaches its socket (`app.realtime.attach(server)`). */
export type App = Hono<AppEnv> & { deps: Deps; address: AddressAdapter; realtime: ChatRealtime };

/** JSON bodies of API calls stay small; media uploads have their own cap. */
const JSON_BODY_LIMIT = 1024 * 1024;

export function createApp(options: AppOptions): App {
  const { db, config } = options;
  const deps: Deps = {
    db,
    config,
    clock: options.clock ?? createClock(),
    mailer: options.mailer ?? createMailer({ db, config }),
    limiter: options.limiter ?? createLimiter(db),
    media: options.media ?? createMediaStore({ dir: config.mediaDir, secret: config.mediaSecret }),
    faults: new FaultInjector(),
  };
  const address = options.address ?? createAddressAdapter(config);
  const allowed = new Set(config.linkPreviewAllow);
  const linkPreview =
    options.linkPreview ??
    createLinkPreview(allowed.size ? { allowAddress: (a) => allowed.has(`${a.address}:${a.port}`) || defaultAddressPolicy(a) } : {});
  const devMode = config.appEnv !== 'production';
  const app = new Hono<AppEnv>();
  app.use(securityHeaders(config));
  app.use(hideSourceMaps(config));

  if (config.appEnv === 'development') {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      if (!c.req.path.startsWith('/elements/')) console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)} ms`);
    });
  }

  // The API answers the configured origins only; the elements bundle and media files are public
  // and load on any CMS page (module scripts need CORS across origins).
  const corsForApi = apiCors(config);
  for (const prefix of ['/api/*', '/oauth/*', '/dev/*']) app.use(prefix, corsForApi);
  app.use(`${CHAT_BASE}/*`, apiCors(config, CHAT_SDK_HEADERS));
  app.use('/api/*', compressJson());
  const publicCors = cors({ origin: '*', allowMethods: ['GET', 'HEAD'] });
  for (const prefix of ['/elements/*', '/media/*', '/badges/*']) app.use(prefix, publicCors);
  if (devMode) app.use(faultMiddleware(deps.faults));

  const tooLarge = new HttpError(413, 'too_large', 'The request body is too large.');
  const limitBody = requestBodyLimit(JSON_BODY_LIMIT, (c) => errorResponse(c, tooLarge));
  for (const prefix of ['/api/*', '/oauth/*']) {
    // Never through c.req.raw.body: that would make @hono/node-server build a full Request (http/body-limit.ts).
    app.use(prefix, limitBody);
    app.use(prefix, authenticate(db));
  }
  // The stream-chat SDK's calls: their own auth (the chat JWT, raw), Stream's error shape.
  const realtime = createChatRealtime({ db, secret: config.chatTokenSecret, testFaults: config.appEnv === 'test' });
  app.use(`${CHAT_BASE}/*`, limitBody);
  app.route(CHAT_BASE, realtime.routes);

  app.route('/oauth', oauthRoutes(deps));
  app.route('/api/first-paint', firstPaintRoutes(deps, (request) => app.fetch(request), options.firstPaint));
  app.route('/api', apiRoutes(deps, { address, linkPreview }));
  app.route('/media', mediaFileRoutes(deps));
  if (devMode) app.route('/dev', devRoutes(deps));
  app.route('/elements', staticDir('/elements', config.staticDirs.elements, { cacheControl: bundleCacheControl }));
  app.use('/demo/*', earlySnippetPages(config.staticDirs.demo, config.staticDirs.elements));
  app.route('/demo', staticDir('/demo', config.staticDirs.demo));
  app.route('/embed', embedRoutes(config.staticDirs.demo));
  app.route('/badges', staticDir('/badges', fileURLToPath(BADGES_DIR)));
  app.route('/app', pwaRoutes(config));
  app.route('/app', appShellRoutes(config));
  app.route('/', indexRoute(config));

  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found.' } }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    if (error instanceof HTTPException) {
      return c.json({ error: { code: 'http_error', message: error.message || 'The request could not be handled.' } }, error.status as ContentfulStatusCode);
    }
    // Last line of defence behind the validation layer's bounds: a value the database refused as
    // data (class 22: out of range, bad encoding, bad date) is the caller's input, never a 500.
    if (pgErrorCode(error)?.startsWith('22')) {
      console.warn(`[server] ${c.req.method} ${c.req.path}: input the database refused (${pgErrorCode(error)}) got past validation`);
      return errorResponse(c, new HttpError(422, 'invalid_input', 'The request contains a value that cannot be stored.'));
    }
    console.error(`[server] ${c.req.method} ${c.req.path}:`, error);
    return c.json({ error: { code: 'server_error', message: 'Something went wrong. Please try again later.' } }, 500);
  });

  return Object.assign(app, { deps, address, realtime });
}
