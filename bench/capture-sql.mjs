/**
 * The exact SQL the API runs for one product-list request: the catalogue service of the built
 * backend, on a TypeORM data source whose logger records every query instead of running the
 * HTTP stack. The ceiling server replays these statements through the bare driver.
 *
 *   node bench/capture-sql.mjs <dataDir|postgres-url> '<query json>' → JSON [{sql, params}] on stdout
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

const dist = (path) => import(pathToFileURL(join(ROOT, 'backend/dist', path)).href);

export async function captureProductListSql(target, query) {
  const { DataSource } = await import('typeorm');
  const { dataSourceOptions } = await dist('database/data-source-options.js');
  const { CatalogueService } = await dist('modules/catalogue/catalogue.service.js');
  const { ProductEntity } = await dist('modules/catalogue/entities/product.entity.js');
  const { CollectionEntity } = await dist('modules/catalogue/entities/collection.entity.js');
  const { ProductPriceEntity } = await dist('modules/catalogue/entities/product-price.entity.js');
  const { PromotionsService } = await dist('modules/promotions/promotions.service.js');
  const { PromotionEntity } = await dist('modules/promotions/entities/promotion.entity.js');
  const { CartCouponEntity, PromotionCustomerUseEntity } = await dist(
    'modules/promotions/entities/promotion-use.entity.js',
  );
  const isPg = /^postgres/.test(target);
  const captured = [];
  const logger = {
    logQuery: (sql, params) => captured.push({ sql, params: params ?? [] }),
    logQueryError: () => {},
    logQuerySlow: () => {},
    logSchemaBuild: () => {},
    logMigration: () => {},
    log: () => {},
  };
  const options = dataSourceOptions(
    isPg ? { databaseUrl: target, dataDir: '' } : { databaseUrl: null, dataDir: target },
  );
  const dataSource = new DataSource({ ...options, logging: ['query'], logger });
  await dataSource.initialize();
  try {
    // The list reads the automatic promotions too (prices reduced now); the transaction runner,
    // the job queue and the birthday service are not used by a read.
    const promotions = new PromotionsService(
      dataSource.getRepository(PromotionEntity),
      dataSource.getRepository(CartCouponEntity),
      dataSource.getRepository(PromotionCustomerUseEntity),
      null,
    );
    const service = new CatalogueService(
      dataSource.getRepository(ProductEntity),
      dataSource.getRepository(CollectionEntity),
      null,
      null,
      dataSource.getRepository(ProductPriceEntity),
      promotions,
    );
    captured.length = 0;
    const answer = await service.listProducts(query, query.locale ?? 'nl');
    return {
      statements: captured.filter((entry) => /^\s*SELECT/i.test(entry.sql)),
      total: answer.total,
    };
  } finally {
    await dataSource.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await captureProductListSql(process.argv[2], JSON.parse(process.argv[3]));
  process.stdout.write(JSON.stringify(result, null, 2) + '\n');
}

/**
 * The exact statements the API runs for whole requests, guard and all: the production app of the
 * built backend booted in this process on the bench's data (`env` as the API process gets it), its
 * data source's logger recording every statement, and each request sent through Fastify's
 * `inject`. Answers, per request, `{ status, headers, body (base64), statements: [{sql, params}] }`;
 * the ceiling server replays those statements through the bare driver (CEILING_MODE=replay).
 */
export async function captureRequestSql(env, requests) {
  const { loadConfig } = await dist('config/app-config.js');
  const { createApp } = await dist('app.factory.js');
  const { getDataSourceToken } = await import('@nestjs/typeorm');
  // Its request lines would land among the bench's own output.
  const config = loadConfig({ ...env, LOG_LEVEL: 'warn' });
  const app = await createApp(config, { shutdownHooks: false });
  try {
    const dataSource = app.get(getDataSourceToken());
    let recording = null;
    const original = dataSource.logger;
    dataSource.logger = new Proxy(original, {
      get(target, name) {
        if (name === 'logQuery')
          return (sql, params) => recording?.push({ sql, params: params ?? [] });
        return Reflect.get(target, name);
      },
    });
    const fastify = app.getHttpAdapter().getInstance();
    const captured = [];
    for (const request of requests) {
      recording = [];
      const response = await fastify.inject(request);
      captured.push({
        status: response.statusCode,
        headers: { 'content-type': response.headers['content-type'] },
        body: response.rawPayload.toString('base64'),
        statements: recording,
      });
      recording = null;
    }
    dataSource.logger = original;
    return captured;
  } finally {
    await app.close();
  }
}
