import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestEnvironment,
  ENGINES,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const TOKEN = 'scrape-token-of-this-shop-0123456789';

describe(`Prometheus metrics on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config({ METRICS_TOKEN: TOKEN }));
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('does not exist while METRICS_TOKEN is unset', async () => {
    const plain = await startApp(env.config());
    try {
      const res = await fetch(`${plain.baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers only the configured bearer token', async () => {
    const base = running.baseUrl;
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('vyrelle_');
  });

  it('reports request durations by route pattern, the queue, mails and the process', async () => {
    const base = running.baseUrl;
    await fetch(`${base}/api/products?perPage=1`);
    await fetch(`${base}/api/products/no-such-product-slug`);
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toMatch(
      /vyrelle_http_request_duration_seconds_count\{method="GET",route="\/api\/products",status="200"\} 1/,
    );
    // The pattern, not the raw URL: one series for every product.
    expect(text).toMatch(/route="\/api\/products\/:[a-zA-Z]+",status="404"/);
    expect(text).not.toContain('no-such-product-slug');
    expect(text).toMatch(/vyrelle_jobs\{queue="jobs",state="waiting"\} \d+/);
    expect(text).toMatch(/vyrelle_jobs\{queue="jobs",state="failed"\} \d+/);
    expect(text).toMatch(/^vyrelle_mails_sent \d+$/m);
    expect(text).toMatch(/^vyrelle_log_lines_dropped_total 0$/m);
    expect(text).toMatch(/^vyrelle_jobs_outbox_lag_seconds [\d.]+$/m);
    expect(text).toMatch(/^vyrelle_process_resident_memory_bytes \d+/m);
  });
});
