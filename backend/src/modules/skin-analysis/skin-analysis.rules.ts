import type { CollectionSlug, ProductType } from '../catalogue/catalogue.constants.js';

/** The questionnaire's answers (issue 19 part 5). */
export const AGE_BANDS = ['under-25', '25-34', '35-44', '45-54', '55-plus'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const ANALYSIS_SKIN_TYPES = ['normal', 'dry', 'oily', 'combination', 'problem'] as const;
export type AnalysisSkinType = (typeof ANALYSIS_SKIN_TYPES)[number];

export const CONCERNS = [
  'anti-aging',
  'blemishes',
  'redness',
  'dryness',
  'firmness',
  'dullness',
  'sun-protection',
] as const;
export type Concern = (typeof CONCERNS)[number];
export const CONCERNS_MAX = 3;

export const SENSITIVITIES = ['low', 'medium', 'high'] as const;
export type Sensitivity = (typeof SENSITIVITIES)[number];

export const ROUTINE_MOMENTS = ['morning', 'evening', 'both'] as const;
export type RoutineMoment = (typeof ROUTINE_MOMENTS)[number];

export interface SkinAnswers {
  ageBand: AgeBand;
  skinType: AnalysisSkinType;
  concerns: Concern[];
  sensitivity: Sensitivity;
  routine: RoutineMoment;
}

/** The lines a recommendation can name (Grey holds add-ons, never a routine's own line). */
export type RecommendedLine = Exclude<CollectionSlug, 'grey'>;

/** Why a line was chosen: the key of the texts the back-office edits (title and explanation). */
export const REASON_KEYS = [
  'gold-mature',
  'gold-firmness',
  'blue-problem-skin',
  'blue-young-skin',
  'blue-sensitive',
  'black-anti-aging',
  'black-protection',
] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

interface Rule {
  reasonKey: ReasonKey;
  line: RecommendedLine;
  /** Plain description for the reader of this table (and the tests' names). */
  when: string;
  matches: (a: SkinAnswers) => boolean;
}

const young = (a: SkinAnswers) => a.ageBand === 'under-25';
const twenties = (a: SkinAnswers) => a.ageBand === '25-34';
const thirties = (a: SkinAnswers) => a.ageBand === '35-44';
const mature = (a: SkinAnswers) => a.ageBand === '45-54' || a.ageBand === '55-plus';
const has = (a: SkinAnswers, concern: Concern) => a.concerns.includes(concern);
const problemSkin = (a: SkinAnswers) =>
  a.skinType === 'problem' || a.skinType === 'oily' || has(a, 'blemishes');

/**
 * The one table of rules (SPEC §1): the first rule that matches decides the line.
 * Blue: about 15-30, sensitive or problem skin. Black: 25-45, normal or sensitive, anti-aging.
 * Gold: 45+, mature skin. Grey (SPF) is added to a morning routine by `needsSpf`.
 */
export const SKIN_RULES: readonly Rule[] = [
  { reasonKey: 'gold-mature', line: 'gold', when: 'aged 45 or more', matches: mature },
  {
    reasonKey: 'gold-firmness',
    line: 'gold',
    when: '35-44 wanting firmness (no blemishes)',
    matches: (a) => thirties(a) && has(a, 'firmness') && !has(a, 'blemishes'),
  },
  {
    reasonKey: 'blue-problem-skin',
    line: 'blue',
    when: 'under 35 with problem or oily skin, or blemishes',
    matches: (a) => (young(a) || twenties(a)) && problemSkin(a) && !has(a, 'anti-aging'),
  },
  { reasonKey: 'blue-young-skin', line: 'blue', when: 'under 25', matches: young },
  {
    reasonKey: 'black-anti-aging',
    line: 'black',
    when: '25-44 wanting anti-aging',
    matches: (a) => (twenties(a) || thirties(a)) && has(a, 'anti-aging'),
  },
  {
    reasonKey: 'blue-sensitive',
    line: 'blue',
    when: '25-34 with highly sensitive or problem skin',
    matches: (a) => twenties(a) && (a.sensitivity === 'high' || problemSkin(a)),
  },
  {
    reasonKey: 'black-protection',
    line: 'black',
    when: '25-44 otherwise (normal or sensitive skin)',
    matches: (a) => twenties(a) || thirties(a),
  },
];

/** One step of a routine template: product types in order of preference, from this line. */
export interface RoutineStepTemplate {
  types: readonly ProductType[];
  /** From the Grey add-ons instead of the recommended line (SPF). */
  addOn?: boolean;
}

/** What each line's morning and evening routine is made of (3 to 5 steps). */
export const ROUTINE_TEMPLATES: Record<
  RecommendedLine,
  { morning: RoutineStepTemplate[]; evening: RoutineStepTemplate[] }
> = {
  blue: {
    morning: [
      { types: ['foam', 'cleanser'] },
      { types: ['toner', 'spray'] },
      { types: ['serum'] },
      { types: ['cream', 'day-and-night-care'] },
    ],
    evening: [
      { types: ['foam', 'cleanser'] },
      { types: ['toner', 'spray'] },
      { types: ['serum'] },
      { types: ['lotion', 'cream', 'day-and-night-care'] },
      { types: ['gel'] },
    ],
  },
  black: {
    morning: [
      { types: ['cleanser'] },
      { types: ['toner'] },
      { types: ['serum'] },
      { types: ['cream', 'day-and-night-care'] },
      { types: ['eye-care'] },
    ],
    evening: [
      { types: ['cleanser'] },
      { types: ['toner'] },
      { types: ['serum'] },
      { types: ['cream', 'day-and-night-care'] },
      { types: ['eye-care'] },
    ],
  },
  gold: {
    morning: [
      { types: ['cleanser'] },
      { types: ['toner'] },
      { types: ['serum'] },
      { types: ['cream', 'day-and-night-care'] },
    ],
    evening: [
      { types: ['cleanser'] },
      { types: ['toner'] },
      { types: ['serum'] },
      { types: ['cream', 'day-and-night-care'] },
      { types: ['eye-care'] },
    ],
  },
};

export const ROUTINE_MIN_STEPS = 3;
export const ROUTINE_MAX_STEPS = 5;

export interface SkinRecommendationPlan {
  line: RecommendedLine;
  reasonKey: ReasonKey;
  /** A Grey SPF product closes the morning routine. */
  spf: boolean;
  morning: RoutineStepTemplate[];
  evening: RoutineStepTemplate[];
}

/** Sun protection in the morning: asked for, or a line without an SPF day cream of its own. */
export function needsSpf(answers: SkinAnswers, line: RecommendedLine): boolean {
  return answers.concerns.includes('sun-protection') || line !== 'black';
}

/** Applies the rules table: the line, why, and the routine templates for the moments wanted. */
export function planRecommendation(answers: SkinAnswers): SkinRecommendationPlan {
  const rule = SKIN_RULES.find((r) => r.matches(answers)) ?? SKIN_RULES[SKIN_RULES.length - 1]!;
  const template = ROUTINE_TEMPLATES[rule.line];
  const spf = answers.routine !== 'evening' && needsSpf(answers, rule.line);
  const morning =
    answers.routine === 'evening'
      ? []
      : spf
        ? [
            ...template.morning.slice(0, ROUTINE_MAX_STEPS - 1),
            { types: ['lotion', 'cream', 'spray'], addOn: true } as RoutineStepTemplate,
          ]
        : template.morning;
  const evening = answers.routine === 'morning' ? [] : template.evening;
  return { line: rule.line, reasonKey: rule.reasonKey, spf, morning, evening };
}
