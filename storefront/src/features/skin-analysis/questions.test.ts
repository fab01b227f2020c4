import { describe, expect, it } from 'vitest';
import { complete, QUESTIONS, stepError, toggleConcern } from './questions.ts';

describe('the skin analysis questions', () => {
  const byId = (id: string) => QUESTIONS.find((q) => q.id === id)!;

  it('asks five questions, concerns as the only multiple choice', () => {
    expect(QUESTIONS.map((q) => q.id)).toEqual([
      'ageBand',
      'skinType',
      'concerns',
      'sensitivity',
      'routine',
    ]);
    expect(QUESTIONS.filter((q) => q.multiple).map((q) => q.id)).toEqual(['concerns']);
  });

  it('goes on only with an answer: one of the options, or one to three concerns', () => {
    expect(stepError(byId('ageBand'), {})).toBe('validation.choice');
    expect(stepError(byId('ageBand'), { ageBand: '35-44' })).toBeNull();
    expect(stepError(byId('concerns'), { concerns: [] })).toBe('validation.concerns');
    expect(stepError(byId('concerns'), { concerns: ['anti-aging'] })).toBeNull();
  });

  it('never ticks a fourth concern, and unticks one that is ticked', () => {
    let list = toggleConcern(undefined, 'anti-aging');
    list = toggleConcern(list, 'redness');
    list = toggleConcern(list, 'dryness');
    expect(toggleConcern(list, 'blemishes')).toEqual(['anti-aging', 'redness', 'dryness']);
    expect(toggleConcern(list, 'redness')).toEqual(['anti-aging', 'dryness']);
  });

  it('is complete once every step is answered', () => {
    const answers = {
      ageBand: '35-44',
      skinType: 'normal',
      concerns: ['anti-aging'],
      sensitivity: 'medium',
      routine: 'both',
    } as const;
    expect(complete({ ...answers, concerns: [...answers.concerns] })).not.toBeNull();
    expect(complete({ ...answers, concerns: [], routine: undefined })).toBeNull();
  });
});
