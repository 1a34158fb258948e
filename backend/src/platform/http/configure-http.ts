import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { AppConfig } from '../../config/app-config';
import { BuiltAssets, IMMUTABLE } from './built-assets';
import { HttpErrorsFilter } from './http-errors.filter';
import { buildOpenApi } from './openapi';
import { recordServedRoutes } from './route-docs';
import { JsonLogger } from '../logging/json-logger';
import { httpRequests } from '../metrics/metrics';
import { eventLoopWatch } from '../metrics/event-loop';
import { useGuardedJsonParser } from './json-body';
import { SpaFallback, isPageAddress } from './spa-fallback';
import { warnOfUntrustedForwarding } from './untrusted-forwarding';
import { MAX_UPLOAD_BYTES } from './uploads';
import { validationPipe } from './validation.pipe';
import { LateReadsInterceptor } from '../commands/late-reads';
import { SlicedJsonInterceptor } from './sliced-json';

/** Below this an answer is sent as it is: compressing a few hundred bytes saves nothing. */
const COMPRESS_ABOVE_BYTES = 1024;

const SECURITY_HEADERS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Fluent UI (Griffel) injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // The /auth popup of partner sign-in needs window.opener: COOP is relaxed per route there.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // As frame-ancestors 'none' says, for browsers that only know the older header.
  frameguard: { action: 'deny' },
};

/**
 * The partner sign-in window: `/auth`, and `/auth/`, which is the same page (the router and the service
 * worker take both) and must not be a way around its headers (issue 22 §9): a partner that opens the
 * window with the slash still reaches its opener, and the consent screen is still never cached.
 */
const isPartnerSignInPage = (url: string): boolean => /^\/auth\/?$/.test(url.split('?')[0]);

/** Browser features the site never uses, switched off for it and anything it might embed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * helmet's headers do not depend on the request (no nonces): worked out once at boot and set as one
 * block, instead of running helmet's fifteen middlewares on every request (about a quarter of a
 * signed-in read's time).
 */
function staticSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(SECURITY_HEADERS)({} as IncomingMessage, response as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
}

/** The HTTP conventions of DESIGN §5: /api prefix, one error shape, security headers, docs, the SPA. */
export async function configureHttp(app: NestFastifyApplication, config: AppConfig, logger?: LoggerService | false): Promise<void> {
  const spa = new SpaFallback(config.staticDir);
  recordServedRoutes(app.getHttpAdapter().getInstance());
  useGuardedJsonParser(app.getHttpAdapter().getInstance());
  // A stretch of the loop that holds every request is told with the routes then in flight (issue 40 §1).
  eventLoopWatch.start();
  app.getHttpAdapter().getInstance().addHook('onRequest', (request, reply, done) => {
    eventLoopWatch.started(request, `${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
    reply.raw.once('close', () => eventLoopWatch.ended(request));
    done();
  });
  // Per route pattern, never the address itself: ids and tokens stay out of the metrics.
  app.getHttpAdapter().getInstance().addHook('onResponse', (request, reply, done) => {
    httpRequests.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  if (config.logRequests && logger instanceof JsonLogger) {
    // One line per answered request, with its id (the correlation id of the events it caused); the
    // path without its query (download tokens travel there), and never a header.
    app.getHttpAdapter().getInstance().addHook('onResponse', (request, reply, done) => {
      logger.request({ requestId: request.id, method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) });
      done();
    });
  }
  // Behind a proxy but TRUST_PROXY unset: every client would share the proxy's limits (issue 38 §5).
  warnOfUntrustedForwarding(app.getHttpAdapter().getInstance(), config);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(validationPipe);
  // Large JSON answers are written in slices that yield, not serialized at once (issue 40 §1).
  app.useGlobalInterceptors(new LateReadsInterceptor(), new SlicedJsonInterceptor());
  app.useGlobalFilters(new HttpErrorsFilter(spa));

  const securityHeaders = staticSecurityHeaders();
  app.getHttpAdapter().getInstance().addHook('onRequest', (request, reply, next) => {
    reply.headers(securityHeaders).header('x-request-id', request.id);
    next();
  });
  // The partner sign-in window (/auth, issue 11) posts to its opener: helmet's COOP would sever
  // window.opener there, and a consent screen is never cached. frame-ancestors 'none' stays.
  app.getHttpAdapter().getInstance().addHook('onSend', async (request, reply) => {
    // An answer to a signed-in request is that person's: no browser or proxy may keep a copy.
    if (request.headers.authorization) void reply.header('cache-control', 'no-store');
    if (!isPartnerSignInPage(request.url)) return;
    void reply.header('cross-origin-opener-policy', 'unsafe-none').header('cache-control', 'no-store');
  });

  // API answers are compressed on the fly above a small size (brotli at a quality that costs little
  // time, gzip for older clients); the built assets come precompressed from the build (below).
  await app.register(compress, {
    global: true,
    // Request bodies are never taken compressed: no client of ours sends them, and a body's size limit
    // should not be the size of what it inflates to.
    globalDecompression: false,
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });

  if (spa.available) {
    // Browsers ask for /favicon.ico by habit, whatever icon the page links: sent to the one there is.
    app.getHttpAdapter().getInstance().get('/favicon.ico', (_request, reply) => void reply.redirect('/favicon.svg', 301));
    const assets = new BuiltAssets(config.staticDir);
    // The build's scripts and stylesheets from memory (built-assets.ts); compressed by the build already.
    app.getHttpAdapter().getInstance().get<{ Params: { file: string } }>('/assets/:file', { compress: false }, (request, reply) => assets.send(request, reply));
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      wildcard: true,
      // "/" goes to the fallback too, which answers the prerendered home page.
      index: false,
      // Pages (no file extension) are the fallback's, whatever Accept-Encoding says; files are the build's.
      allowedPath: (path) => !isPageAddress(path),
      // The build writes .br and .gz beside every text asset (frontend/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, path) {
        const hashed = /[\\/]assets[\\/]/.test(path);
        // Hashed names never change content; everything else (index.html, sw.js, the manifest) revalidates.
        res.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
        res.header('vary', 'accept-encoding');
      },
    });
  }

  // Built on the first request for it, not before the first 200 of every start.
  SwaggerModule.setup('api/docs', app, () => buildOpenApi(app, `${config.siteName} API`));
}
