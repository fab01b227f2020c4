/** Pure helpers of the product CSV import screen (tested in product-import-report.spec.ts). */
import { problemOf } from '../../lib/admin-fetch';
import type { ProductImportError, ProductImportReport } from '../../api/types';

/**
 * Whether the server refused to apply the file because of errors in it (422
 * CATALOGUE_IMPORT_INVALID, e.g. a line was deleted since the dry run): the screen then runs the
 * dry run again to show them per row.
 */
export function isRefusedImport(error: unknown): boolean {
  return problemOf(error)?.code === 'CATALOGUE_IMPORT_INVALID';
}

/** Whether the file may be applied: no error anywhere and something to write. */
export function canApply(report: ProductImportReport | null): boolean {
  return (
    !!report &&
    !report.applied &&
    report.errorCount === 0 &&
    report.fileErrors.length === 0 &&
    report.created + report.updated > 0
  );
}

/** "name_en: This field is required." — the column (if any) and the translated message. */
export function describeError(
  error: ProductImportError,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  const message = translate(error.message, { _: error.message });
  return error.column ? `${error.column}: ${message}` : message;
}

/** The multipart body both import calls send. */
export function csvForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}
