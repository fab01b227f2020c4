import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductEntity } from '../src/modules/catalogue/entities/product.entity.js';
import type { ProductListResponseDto } from '../src/modules/catalogue/dto/product.dto.js';
import type {
  AccountRoutinesResponseDto,
  SavedSkinAnalysisResponseDto,
} from '../src/modules/routines/dto/routines.dto.js';
import type {
  AdminSkinAnalysisTextListResponseDto,
  AdminSkinAnalysisTextResponseDto,
  SkinRecommendationResponseDto,
} from '../src/modules/skin-analysis/dto/skin-analysis.dto.js';
import { ReviewsDemoSeeder } from '../src/database/seed/reviews-demo.seeder.js';
import { ReviewsService } from '../src/modules/reviews/reviews.service.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { client, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const answers = {
  ageBand: '35-44',
  skinType: 'normal',
  concerns: ['anti-aging'],
  sensitivity: 'medium',
  routine: 'both',
};

describe(`skin analysis and ratings on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let anonymous: Client;
  let customerA: Client;
  let customerB: Client;
  let admin: Client;
  let products: Repository<ProductEntity>;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    anonymous = client(base, null);
    customerA = (await newCustomer(running.app, base)).api;
    customerB = (await newCustomer(running.app, base)).api;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    products = running.app.get(getRepositoryToken(ProductEntity));
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('recommends Black and a morning and evening routine of 3 to 5 products in stock for a 35-year-old normal skin wanting anti-aging', async () => {
    const res = await anonymous.post('/api/skin-analysis', answers, { 'accept-language': 'en' });
    expect(res.status).toBe(200);
    const result = await json<SkinRecommendationResponseDto>(res);
    expect(result).toMatchObject({
      line: 'black',
      reasonKey: 'black-anti-aging',
      title: 'Black: the epigenetic shield against skin ageing',
      spf: false,
      locale: 'en',
    });
    for (const routine of [result.morning, result.evening]) {
      expect(routine.length).toBeGreaterThanOrEqual(3);
      expect(routine.length).toBeLessThanOrEqual(5);
      expect(routine.every((p) => p.collection === 'black' && p.inStock)).toBe(true);
      expect(new Set(routine.map((p) => p.id)).size).toBe(routine.length);
    }
    expect(result.morning.every((p) => p.timing.includes('day'))).toBe(true);
    expect(result.evening.every((p) => p.timing.includes('night'))).toBe(true);
    expect(result.morning.map((p) => p.slug)).toContain('black-shield-day-cream-spf30');
    expect(result.evening.map((p) => p.slug)).toContain('black-night-repair-cream');
  });

  it('leaves out what is out of stock or hidden, adds a Grey SPF for Gold, and answers only the moment asked for', async () => {
    await products.update({ slug: 'gold-peptide-serum' }, { stock: 0 });
    try {
      const result = await json<SkinRecommendationResponseDto>(
        await anonymous.post('/api/skin-analysis', {
          ...answers,
          ageBand: '55-plus',
          routine: 'morning',
        }),
      );
      expect(result).toMatchObject({
        line: 'gold',
        reasonKey: 'gold-mature',
        spf: true,
        evening: [],
      });
      expect(result.morning.map((p) => p.slug)).not.toContain('gold-peptide-serum');
      const last = result.morning.at(-1)!;
      expect(last).toMatchObject({ collection: 'grey' });
      expect(last.spf).not.toBeNull();
      expect(result.title).toBe('Gold: peptiden voor de rijpe huid');
    } finally {
      await products.update({ slug: 'gold-peptide-serum' }, { stock: 100 });
    }
  });

  it('refuses bad answers with 400 and a translated message key per field', async () => {
    const res = await anonymous.post('/api/skin-analysis', {
      ageBand: '12',
      skinType: 'purple',
      concerns: ['anti-aging', 'blemishes', 'redness', 'dryness'],
      routine: 'noon',
    });
    expect(res.status).toBe(400);
    const body = await json<{ code: string; errors: Record<string, string> }>(res);
    expect(body.errors).toMatchObject({
      ageBand: 'validation.choice',
      skinType: 'validation.choice',
      concerns: 'validation.concerns',
      sensitivity: 'validation.choice',
      routine: 'validation.choice',
    });
    const empty = await anonymous.post('/api/skin-analysis', { ...answers, concerns: [] });
    expect((await json<{ errors: Record<string, string> }>(empty)).errors).toEqual({
      concerns: 'validation.concerns',
    });
  });

  it('saves the result under "my routines" for signed-in customers only; each sees and removes only their own', async () => {
    expect((await anonymous.post('/api/account/routines/from-analysis', answers)).status).toBe(401);
    expect(
      (await customerA.post('/api/account/routines/from-analysis', { ...answers, routine: 'x' }))
        .status,
    ).toBe(400);
    const res = await customerA.post('/api/account/routines/from-analysis', answers, {
      'accept-language': 'de',
    });
    expect(res.status).toBe(201);
    const saved = await json<SavedSkinAnalysisResponseDto>(res);
    expect(saved).toMatchObject({ line: 'black', reasonKey: 'black-anti-aging', answers });
    expect(saved.morning.length).toBeGreaterThanOrEqual(3);

    const mine = await json<AccountRoutinesResponseDto>(
      await customerA.get('/api/account/routines', { 'accept-language': 'fr' }),
    );
    expect(mine.analyses).toHaveLength(1);
    expect(mine.analyses[0]).toMatchObject({
      id: saved.id,
      title: 'Black : le bouclier épigénétique contre le vieillissement',
    });
    expect(mine.analyses[0]!.morning.map((p) => p.id)).toEqual(saved.morning.map((p) => p.id));
    expect(mine.analyses[0]!.morning[0]!.locale).toBe('fr');

    const other = await json<AccountRoutinesResponseDto>(
      await customerB.get('/api/account/routines'),
    );
    expect(other.analyses).toEqual([]);
    expect((await customerB.delete(`/api/account/routines/analyses/${saved.id}`)).status).toBe(404);
    expect((await customerA.delete('/api/account/routines/analyses/not-an-id')).status).toBe(404);
    expect((await customerA.delete(`/api/account/routines/analyses/${saved.id}`)).status).toBe(204);
    const after = await json<AccountRoutinesResponseDto>(
      await customerA.get('/api/account/routines'),
    );
    expect(after.analyses).toEqual([]);
  });

  it('lets admins (only) edit the texts of a recommendation in four languages; the result shows them', async () => {
    expect((await anonymous.get('/api/admin/skin-analysis-texts')).status).toBe(401);
    expect((await customerA.get('/api/admin/skin-analysis-texts')).status).toBe(403);
    expect(
      (await customerA.patch('/api/admin/skin-analysis-texts/black-anti-aging', {})).status,
    ).toBe(403);
    const list = await json<AdminSkinAnalysisTextListResponseDto>(
      await admin.get('/api/admin/skin-analysis-texts'),
    );
    expect(list.total).toBe(7);
    expect(list.data.find((t) => t.id === 'black-anti-aging')).toMatchObject({
      line: 'black',
      edited: false,
    });
    expect((await admin.get('/api/admin/skin-analysis-texts/nope')).status).toBe(404);

    const texts = (lang: string) => ({ title: `Black ${lang}`, explanation: `Uitleg ${lang}` });
    const bad = await admin.patch('/api/admin/skin-analysis-texts/black-anti-aging', {
      nl: { title: ' ', explanation: 'x' },
    });
    expect(bad.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(bad)).errors).toMatchObject({
      'nl.title': 'validation.required',
    });
    const res = await admin.patch('/api/admin/skin-analysis-texts/black-anti-aging', {
      de: texts('de'),
    });
    expect(res.status).toBe(200);
    expect(await json<AdminSkinAnalysisTextResponseDto>(res)).toMatchObject({
      edited: true,
      de: texts('de'),
      en: { title: 'Black: the epigenetic shield against skin ageing' },
    });
    const result = await json<SkinRecommendationResponseDto>(
      await anonymous.post('/api/skin-analysis', answers, { 'accept-language': 'de' }),
    );
    expect(result).toMatchObject({ title: 'Black de', explanation: 'Uitleg de' });
  });

  it('product cards carry the approved reviews’ average and count (seeded in four languages), kept on moderation', async () => {
    const list = await json<ProductListResponseDto>(
      await anonymous.get('/api/products?perPage=48&locale=en'),
    );
    const rated = list.data.filter((p) => p.rating !== null);
    expect(rated.length).toBeGreaterThan(list.data.length / 3);
    const reviews = running.app.get(ReviewsService);
    const sample = rated[0]!;
    const publicList = await json<{ average: number; count: number }>(
      await anonymous.get(`/api/products/${sample.id}/reviews?perPage=50`),
    );
    expect(sample.rating).toEqual({ average: publicList.average, count: publicList.count });
    const unrated = list.data.find((p) => p.rating === null)!;
    expect(unrated).toBeDefined();

    // The seed run again adds nothing.
    const before = await reviews.count();
    await running.app.get(ReviewsDemoSeeder).seed();
    expect(await reviews.count()).toBe(before);

    // Approving a review of an unrated product gives it a rating; rejecting it takes it away.
    const author = await newCustomer(running.app, base);
    expect(
      (
        await author.api.post(`/api/products/${unrated.id}/reviews`, {
          score: 4,
          title: 'Heel fijn',
          content: 'Mijn huid voelt zacht aan na een week gebruik.',
        })
      ).status,
    ).toBe(201);
    const rating = async () =>
      (await json<{ rating: unknown }>(await anonymous.get(`/api/products/${unrated.slug}`)))
        .rating;
    expect(await rating()).toBeNull();
    const queue = await json<{ data: { id: string; productId: string }[] }>(
      await admin.get(`/api/admin/reviews?productId=${unrated.id}&status=pending`),
    );
    const id = queue.data[0]!.id;
    expect((await admin.post(`/api/admin/reviews/${id}/approve`)).status).toBe(200);
    expect(await rating()).toEqual({ average: 4, count: 1 });
    expect(
      (await admin.post(`/api/admin/reviews/${id}/reject`, { rejectionReason: 'Reclame' })).status,
    ).toBe(200);
    expect(await rating()).toBeNull();
  });
});
