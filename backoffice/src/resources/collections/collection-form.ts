/** Client-side checks of the collection form (the server checks the same and answers per field). */
export const colourFormat = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^#[0-9a-fA-F]{6}$/.test(value)
    ? 'validation.colour'
    : undefined;

/** An image is an https URL or a path of the shop's own uploads (/api/…). */
export const imageFormat = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^(https:\/\/\S+|\/api\/\S+)$/.test(value)
    ? 'validation.url'
    : undefined;

/** An optional text left empty saves null. */
export const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
