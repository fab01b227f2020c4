import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyMultipart from '@fastify/multipart';
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from './config/app-config.js';
import { AppModule } from './app.module.js';
import { ProblemDetailsFilter } from './common/errors/problem-details.filter.js';
import { registerJsonDepthLimit } from './common/http/json-depth.js';
import { registerSecurityHeaders } from './common/http/security-headers-hook.js';
import { createValidationPipe } from './common/http/validation.js';
import { createRootLogger, OneLineRequestLog, PinoNestLogger } from './common/logging.js';
import { MetricsService } from './modules/metrics/metrics.service.js';
import { JobsModule } from './modules/jobs/jobs.module.js';
import { helmetOptions } from './ssr/security-headers.js';
import { UPLOAD_MAX_BYTES } from './modules/uploads/uploads.service.js';
import { registerFrontends } from './ssr/storefront-host.js';
import { PublicAnswerCache } from './common/http/public-answer-cache.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** TRUST_PROXY: an address list (e.g. "127.0.0.1,10.0.0.0/8") or a hop count; unset trusts no proxy. */
function trustProxy(
  value: string | false,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === false) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** Builds the OpenAPI document (also used by the `openapi` script that writes the committed copy). */
export function buildOpenApi(app: NestFastifyApplication, config: AppConfig) {
  const document = new DocumentBuilder()
    .setTitle(`${config.brandName} shop API`)
    .setDescription(
      'JSON API of the storefront and back-office. Errors are RFC 9457 problem details with a stable `code`.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  const openApi = SwaggerModule.createDocument(app, document);
  // Every route declares its access rule (the AccessGuard refuses one that does not), and the
  // signed-in rules add the bearer requirement; what is left is public, said explicitly.
  for (const path of Object.values(openApi.paths))
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const) {
      const operation = path[method];
      if (operation && !operation.security?.length) operation.security = [];
    }
  return openApi;
}

/** Creates the fully configured application (HTTP server not yet listening). Shared by main.ts and the tests. */
export async function createApp(
  config: AppConfig,
  options: { imports?: Type[]; shutdownHooks?: boolean } = {},
): Promise<NestFastifyApplication> {
  const logger = createRootLogger(config);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new OneLineRequestLog(),
    trustProxy: trustProxy(config.trustProxy),
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // While stopping, a request that arrives on a connection opened before the stop is still served
    // (not answered 503): the listener is closed already, idle connections are closed as they go idle.
    return503OnClosing: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, { imports: options.imports }),
    adapter,
    {
      logger: new PinoNestLogger(logger),
      bufferLogs: false,
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  const metrics = app.get(MetricsService);
  fastify.addHook('onResponse', (request, reply, done) => {
    // The route pattern (`/api/orders/:id`), never the raw URL: ids and queries would explode the labels.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  // The same headers @fastify/helmet would set, computed once (security-headers-hook.ts).
  registerSecurityHeaders(fastify, helmetOptions(config));
  registerJsonDepthLimit(fastify);
  // Image uploads (modules/uploads): one file per request, its size limit checked while it streams in.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.useGlobalFilters(new ProblemDetailsFilter());
  app.useGlobalPipes(createValidationPipe());
  // main.ts stops on signals itself (connections first, then the app); everything else keeps Nest's hooks.
  if (options.shutdownHooks !== false) app.enableShutdownHooks();

  if (config.apiDocs) {
    SwaggerModule.setup('api/docs', app, () => buildOpenApi(app, config), {
      jsonDocumentUrl: 'api/docs-json',
      customSiteTitle: `${config.brandName} API`,
    });
  }
  const publicAnswers = app.get(PublicAnswerCache);
  await registerFrontends(fastify, config, { publicVersion: () => publicAnswers.version });

  await app.init();
  await app.get(JobsModule).startInlineWorker();
  return app;
}
