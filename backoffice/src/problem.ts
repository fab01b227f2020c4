/**
 * The API's error body (RFC 9457 problem details plus our `code` and field `errors`),
 * see ARCHITECTURE.md "Fixed contracts".
 */
export interface ProblemDetails {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  /** Stable, module-prefixed code such as `CART_ALREADY_IN_CART`. */
  code?: string;
  /** Field path (dots for nesting, as react-hook-form names fields) → message. */
  errors?: Record<string, string>;
  /** 409 on a delete: what still refers to the record and how many (e.g. `{ orders: 3 }`). */
  references?: Record<string, number>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps the known members with the right types and drops the rest. */
export function parseProblem(value: unknown): ProblemDetails | undefined {
  if (!isRecord(value)) return undefined;
  const problem: ProblemDetails = {};
  for (const key of ['type', 'title', 'detail', 'code'] as const) {
    const member = value[key];
    if (typeof member === 'string' && member !== '') problem[key] = member;
  }
  if (typeof value['status'] === 'number') problem.status = value['status'];
  const errors = value['errors'];
  if (isRecord(errors)) {
    const fieldErrors = Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (fieldErrors.length > 0) problem.errors = Object.fromEntries(fieldErrors);
  }
  const references = value['references'];
  if (isRecord(references)) {
    const counts = Object.entries(references).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    );
    if (counts.length > 0) problem.references = Object.fromEntries(counts);
  }
  return Object.keys(problem).length > 0 ? problem : undefined;
}

/** Reads a JSON body if the response says it has one; never throws. */
export async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/.test(type)) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
