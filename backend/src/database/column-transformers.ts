import type { ValueTransformer } from 'typeorm';

/** PostgreSQL returns bigint as string; epoch-millisecond columns are numbers in the code. */
export const epochMs: ValueTransformer = {
  to: (v: number | null) => v,
  from: (v: string | number | null) => (v === null ? null : Number(v)),
};

/** PostgreSQL returns numeric/decimal as string; rates such as 25.5 are numbers in the code. */
export const decimalNumber: ValueTransformer = {
  to: (v: number | null) => v,
  from: (v: string | number | null) => (v === null ? null : Number(v)),
};
