/**
 * The questionnaire's questions in order, their options (the API's enums) and the check of one
 * step's answer before going on (the server checks everything again).
 */
import {
  SKIN_AGE_BANDS,
  SKIN_ANALYSIS_SKIN_TYPES,
  SKIN_CONCERNS,
  SKIN_ROUTINE_MOMENTS,
  SKIN_SENSITIVITY_LEVELS,
  type SkinAgeBand,
  type SkinAnalysisSkinType,
  type SkinConcern,
  type SkinRoutineMoment,
  type SkinSensitivityLevel,
} from '../../api/generated/enums.ts';

export interface SkinAnswers {
  ageBand: SkinAgeBand;
  skinType: SkinAnalysisSkinType;
  concerns: SkinConcern[];
  sensitivity: SkinSensitivityLevel;
  routine: SkinRoutineMoment;
}

export type QuestionId = keyof SkinAnswers;
export type Draft = Partial<SkinAnswers>;

export interface Question {
  readonly id: QuestionId;
  readonly options: readonly string[];
  /** Several answers (check boxes) rather than one (radio buttons). */
  readonly multiple: boolean;
}

export const CONCERNS_MAX = 3;

export const QUESTIONS: readonly Question[] = [
  { id: 'ageBand', options: SKIN_AGE_BANDS, multiple: false },
  { id: 'skinType', options: SKIN_ANALYSIS_SKIN_TYPES, multiple: false },
  { id: 'concerns', options: SKIN_CONCERNS, multiple: true },
  { id: 'sensitivity', options: SKIN_SENSITIVITY_LEVELS, multiple: false },
  { id: 'routine', options: SKIN_ROUTINE_MOMENTS, multiple: false },
];

/** The message key for a step's answer, or null when it may go on. */
export function stepError(question: Question, draft: Draft): string | null {
  const value = draft[question.id];
  if (question.multiple) {
    const list = Array.isArray(value) ? value : [];
    return list.length >= 1 && list.length <= CONCERNS_MAX ? null : 'validation.concerns';
  }
  return typeof value === 'string' && question.options.includes(value) ? null : 'validation.choice';
}

/** All answers when every step is answered, else null. */
export function complete(draft: Draft): SkinAnswers | null {
  return QUESTIONS.every((q) => stepError(q, draft) === null) ? (draft as SkinAnswers) : null;
}

/** Ticks or unticks a concern; a fourth one is not added. */
export function toggleConcern(
  current: readonly SkinConcern[] | undefined,
  concern: SkinConcern,
): SkinConcern[] {
  const list = current ?? [];
  if (list.includes(concern)) return list.filter((c) => c !== concern);
  return list.length >= CONCERNS_MAX ? [...list] : [...list, concern];
}
