/**
 * react-admin choices for an enum of the API (`generated/enums.ts`): each value is its own id,
 * and its label is the translation key `<prefix>.<value>`.
 */
export function choicesOf<T extends string>(
  values: readonly T[],
  prefix: string,
): { id: T; name: string }[] {
  return values.map((id) => ({ id, name: `${prefix}.${id}` }));
}
