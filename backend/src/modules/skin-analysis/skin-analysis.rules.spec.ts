import { describe, expect, it } from 'vitest';
import type { ProductSummaryDto } from '../catalogue/dto/product.dto.js';
import { pickRoutine } from './skin-analysis.service.js';
import {
  planRecommendation,
  REASON_KEYS,
  SKIN_RULES,
  type SkinAnswers,
} from './skin-analysis.rules.js';

const base: SkinAnswers = {
  ageBand: '35-44',
  skinType: 'normal',
  concerns: ['anti-aging'],
  sensitivity: 'low',
  routine: 'both',
};

/** The rules table, case by case: answers → line and reason. */
const CASES: [string, Partial<SkinAnswers>, string, string][] = [
  ['35-44, normal skin, anti-aging', {}, 'black', 'black-anti-aging'],
  [
    '25-34, sensitive, anti-aging',
    { ageBand: '25-34', sensitivity: 'high' },
    'black',
    'black-anti-aging',
  ],
  [
    '25-34, normal, dullness',
    { ageBand: '25-34', concerns: ['dullness'] },
    'black',
    'black-protection',
  ],
  ['35-44, dry, redness', { skinType: 'dry', concerns: ['redness'] }, 'black', 'black-protection'],
  [
    '45-54, anything',
    { ageBand: '45-54', skinType: 'oily', concerns: ['blemishes'] },
    'gold',
    'gold-mature',
  ],
  [
    '55+, dry, firmness',
    { ageBand: '55-plus', skinType: 'dry', concerns: ['firmness'] },
    'gold',
    'gold-mature',
  ],
  ['35-44, firmness', { concerns: ['firmness'] }, 'gold', 'gold-firmness'],
  [
    '35-44, firmness and blemishes',
    { concerns: ['firmness', 'blemishes'] },
    'black',
    'black-protection',
  ],
  [
    'under 25, problem skin',
    { ageBand: 'under-25', skinType: 'problem', concerns: ['blemishes'] },
    'blue',
    'blue-problem-skin',
  ],
  [
    '25-34, oily, redness',
    { ageBand: '25-34', skinType: 'oily', concerns: ['redness'] },
    'blue',
    'blue-problem-skin',
  ],
  [
    'under 25, normal, dryness',
    { ageBand: 'under-25', concerns: ['dryness'] },
    'blue',
    'blue-young-skin',
  ],
  [
    'under 25, anti-aging',
    { ageBand: 'under-25', concerns: ['anti-aging'] },
    'blue',
    'blue-young-skin',
  ],
  [
    '25-34, highly sensitive, redness',
    { ageBand: '25-34', sensitivity: 'high', concerns: ['redness'] },
    'blue',
    'blue-sensitive',
  ],
  [
    '25-34, oily with anti-aging',
    { ageBand: '25-34', skinType: 'oily', concerns: ['anti-aging'] },
    'black',
    'black-anti-aging',
  ],
];

describe('the skin analysis rules table', () => {
  it.each(CASES)('%s', (_name, answers, line, reasonKey) => {
    const plan = planRecommendation({ ...base, ...answers });
    expect(plan.line).toBe(line);
    expect(plan.reasonKey).toBe(reasonKey);
  });

  it('has one rule per reason key, and every reason key is reached by a case', () => {
    expect(SKIN_RULES.map((r) => r.reasonKey).sort()).toEqual([...REASON_KEYS].sort());
    expect(new Set(CASES.map((c) => c[3]))).toEqual(new Set(REASON_KEYS));
  });

  it('plans only the moments asked for, with 3 to 5 steps each', () => {
    expect(planRecommendation({ ...base, routine: 'morning' }).evening).toEqual([]);
    expect(planRecommendation({ ...base, routine: 'evening' }).morning).toEqual([]);
    for (const ageBand of ['under-25', '35-44', '55-plus'] as const) {
      const plan = planRecommendation({ ...base, ageBand });
      for (const steps of [plan.morning, plan.evening]) {
        expect(steps.length).toBeGreaterThanOrEqual(3);
        expect(steps.length).toBeLessThanOrEqual(5);
      }
    }
  });

  it('adds a Grey SPF in the morning when asked for or when the line has no SPF day cream', () => {
    expect(planRecommendation(base).spf).toBe(false);
    const asked = planRecommendation({ ...base, concerns: ['anti-aging', 'sun-protection'] });
    expect(asked.spf).toBe(true);
    expect(asked.morning.at(-1)).toMatchObject({ addOn: true });
    expect(planRecommendation({ ...base, ageBand: '55-plus' }).spf).toBe(true);
    expect(planRecommendation({ ...base, ageBand: '55-plus', routine: 'evening' }).spf).toBe(false);
  });
});

describe('pickRoutine', () => {
  const product = (id: string, over: Partial<ProductSummaryDto>): ProductSummaryDto =>
    ({
      id,
      slug: id,
      name: id,
      type: 'cleanser',
      collection: 'black',
      timing: ['day', 'night'],
      spf: null,
      inStock: true,
      ...over,
    }) as ProductSummaryDto;

  it('takes the first fitting product per step, in stock, for the moment, each once, SPF from Grey', () => {
    const products = [
      product('cleanser-out', { inStock: false }),
      product('cleanser', {}),
      product('toner', { type: 'toner' }),
      product('night-cream', { type: 'cream', timing: ['night'] }),
      product('day-cream', { type: 'cream', timing: ['day'] }),
      product('grey-lotion', { type: 'lotion', collection: 'grey', timing: ['day'] }),
      product('grey-spf', { type: 'cream', collection: 'grey', timing: ['day'], spf: 50 }),
    ];
    const morning = pickRoutine(
      [
        { types: ['cleanser'] },
        { types: ['toner'] },
        { types: ['serum'] },
        { types: ['cream'] },
        { types: ['lotion', 'cream'], addOn: true },
      ],
      products,
      'black',
      'day',
    );
    expect(morning.map((p) => p.id)).toEqual(['cleanser', 'toner', 'day-cream', 'grey-spf']);
    const evening = pickRoutine(
      [{ types: ['cream'] }, { types: ['cream'] }],
      products,
      'black',
      'night',
    );
    expect(evening.map((p) => p.id)).toEqual(['night-cream']);
  });
});
