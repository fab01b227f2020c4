import { describe, expect, it } from 'vitest';
import {
  draftFields,
  draftOf,
  emptyDraft,
  requestOf,
  validateDraft,
  withStepAdded,
  type RoutineDraft,
} from './routine-draft.ts';

const step = (productId: string, position: string, instructions = '') => ({
  key: `k${position}${productId}`,
  productId,
  position,
  timing: 'morning' as const,
  instructions,
});

describe('routine draft', () => {
  it('asks for a client, a title and a product in every step', () => {
    expect(validateDraft(emptyDraft())).toEqual({
      customerId: 'validation.required',
      title: 'validation.required',
      'steps.0.productId': 'validation.required',
    });
  });

  it('checks lengths, step count and unique positions like the API', () => {
    const draft: RoutineDraft = {
      id: null,
      customerId: 'c',
      title: 'x'.repeat(151),
      note: 'n'.repeat(2001),
      steps: [step('a', '1', 'i'.repeat(501)), step('b', '1'), step('c', '13')],
    };
    expect(validateDraft(draft)).toEqual({
      title: 'validation.tooLong',
      note: 'validation.tooLong',
      'steps.0.instructions': 'validation.tooLong',
      'steps.1.position': 'validation.duplicatePosition',
      'steps.2.position': 'validation.choice',
    });
    expect(validateDraft({ ...draft, title: 'ok', note: '', steps: [] })).toEqual({
      steps: 'validation.stepsCount',
    });
  });

  it('adds steps at the next position, at most 12', () => {
    let draft = emptyDraft('c');
    for (let i = 0; i < 20; i++) draft = withStepAdded(draft);
    expect(draft.steps).toHaveLength(12);
    expect(draft.steps.map((s) => s.position)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    expect(new Set(draft.steps.map((s) => s.key)).size).toBe(12);
  });

  it('sends trimmed plain text, empty texts as null, positions as numbers', () => {
    const draft: RoutineDraft = {
      id: null,
      customerId: 'c',
      title: '  Ochtend ',
      note: '  ',
      steps: [step('a', '2', ' Twee <b>pompjes</b> '), step('b', '1')],
    };
    expect(requestOf(draft)).toEqual({
      customerId: 'c',
      title: 'Ochtend',
      note: null,
      steps: [
        { productId: 'a', position: 2, timing: 'morning', instructions: 'Twee <b>pompjes</b>' },
        { productId: 'b', position: 1, timing: 'morning', instructions: null },
      ],
    });
  });

  it('edits an existing routine without asking for the client again', () => {
    const draft = draftOf({
      id: 'r1',
      title: 'T',
      note: null,
      storeId: 's',
      salonName: 'Salon',
      steps: [
        { position: 1, timing: 'evening', instructions: null, productId: 'p', product: null },
      ],
      unavailableCount: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      customer: { id: 'c1', name: 'Lotte J.' },
    });
    expect(draft).toMatchObject({
      id: 'r1',
      customerId: 'c1',
      note: '',
      steps: [{ productId: 'p', position: '1', timing: 'evening', instructions: '' }],
    });
    expect(validateDraft(draft)).toEqual({});
    expect(draftFields(draft)).toContain('steps.0.productId');
  });
});
