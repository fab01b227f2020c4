/**
 * The partner's routine editor as plain data: the draft the form edits, its client-side checks
 * (the same limits and message keys as the API, which checks again) and the request it sends.
 */
import type { RoutineTiming } from '../../lib/routines-api.ts';
import type { FieldErrors } from '../../lib/validation.ts';
import type { CreateRoutineRequest, PartnerRoutine } from './api/partner-routines-api.ts';

export const routineLimits = { title: 150, note: 2000, steps: 12, instructions: 500 } as const;
export const routineTimings: readonly RoutineTiming[] = ['morning', 'evening', 'both'];

export interface StepDraft {
  /** Stable React key of the row. */
  readonly key: string;
  readonly productId: string;
  /** As typed (a number input's text). */
  readonly position: string;
  readonly timing: RoutineTiming;
  readonly instructions: string;
}

export interface RoutineDraft {
  /** null: a new routine. */
  readonly id: string | null;
  readonly customerId: string;
  readonly title: string;
  readonly note: string;
  readonly steps: readonly StepDraft[];
}

let keys = 0;
const nextKey = () => `step-${++keys}`;

export function newStep(position: number): StepDraft {
  return {
    key: nextKey(),
    productId: '',
    position: String(position),
    timing: 'both',
    instructions: '',
  };
}

export function emptyDraft(customerId = ''): RoutineDraft {
  return { id: null, customerId, title: '', note: '', steps: [newStep(1)] };
}

export function draftOf(routine: PartnerRoutine): RoutineDraft {
  return {
    id: routine.id,
    customerId: routine.customer.id,
    title: routine.title,
    note: routine.note ?? '',
    steps: routine.steps.map((step) => ({
      key: nextKey(),
      productId: step.productId,
      position: String(step.position),
      timing: step.timing,
      instructions: step.instructions ?? '',
    })),
  };
}

/** A step after the last one, at the next free position (none past the limit). */
export function withStepAdded(draft: RoutineDraft): RoutineDraft {
  if (draft.steps.length >= routineLimits.steps) return draft;
  const highest = Math.max(
    0,
    ...draft.steps.map((step) => Number.parseInt(step.position, 10) || 0),
  );
  return { ...draft, steps: [...draft.steps, newStep(Math.min(highest + 1, routineLimits.steps))] };
}

/** Field → message key, with the API's field names (`steps.2.productId`). */
export function validateDraft(draft: RoutineDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.id && !draft.customerId) errors.customerId = 'validation.required';
  const title = draft.title.trim();
  if (!title) errors.title = 'validation.required';
  else if (title.length > routineLimits.title) errors.title = 'validation.tooLong';
  if (draft.note.trim().length > routineLimits.note) errors.note = 'validation.tooLong';
  if (draft.steps.length < 1 || draft.steps.length > routineLimits.steps)
    errors.steps = 'validation.stepsCount';
  const seen = new Set<number>();
  draft.steps.forEach((step, index) => {
    if (!step.productId) errors[`steps.${index}.productId`] = 'validation.required';
    const position = Number(step.position);
    if (!step.position.trim()) errors[`steps.${index}.position`] = 'validation.required';
    else if (!Number.isInteger(position) || position < 1 || position > routineLimits.steps)
      errors[`steps.${index}.position`] = 'validation.choice';
    else if (seen.has(position)) errors[`steps.${index}.position`] = 'validation.duplicatePosition';
    seen.add(position);
    if (step.instructions.trim().length > routineLimits.instructions)
      errors[`steps.${index}.instructions`] = 'validation.tooLong';
  });
  return errors;
}

export function requestOf(draft: RoutineDraft): CreateRoutineRequest {
  const note = draft.note.trim();
  return {
    customerId: draft.customerId,
    title: draft.title.trim(),
    note: note || null,
    steps: draft.steps.map((step) => ({
      productId: step.productId,
      position: Number(step.position),
      timing: step.timing,
      instructions: step.instructions.trim() || null,
    })),
  };
}

/** Every field name the form can show a message at (for the server's `errors`). */
export function draftFields(draft: RoutineDraft): string[] {
  return [
    'customerId',
    'title',
    'note',
    'steps',
    ...draft.steps.flatMap((_, index) =>
      ['productId', 'position', 'timing', 'instructions'].map((field) => `steps.${index}.${field}`),
    ),
  ];
}
