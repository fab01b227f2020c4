import type { EventEmitter2 } from '@nestjs/event-emitter';
import { AppError } from '../../common/errors/app-error.js';
import { ImageImportQuery, isExternalImage } from './catalogue.events.js';

/** What became of a list of image references: the shop's own URLs, and the addresses refused. */
export interface OwnImages {
  images: string[];
  /** External address → the media library's refusal (an AppError with its field message). */
  refused: Map<string, AppError>;
}

/**
 * Replaces every external https image by the media library's copy (fetched once, see
 * {@link ImageImportQuery}); the shop's own paths pass unchanged. With `fetch` false an address
 * not yet in the library stays as given (a dry run writes nothing).
 */
export async function ownImages(
  events: EventEmitter2,
  images: readonly string[],
  userId: string | null,
  fetch: boolean,
): Promise<OwnImages> {
  const refused = new Map<string, AppError>();
  const out: string[] = [];
  for (const image of images) {
    if (!isExternalImage(image)) {
      out.push(image);
      continue;
    }
    const query = new ImageImportQuery(image, userId, fetch);
    await events.emitAsync(ImageImportQuery.NAME, query);
    if (query.url) out.push(query.url);
    else if (query.error) refused.set(image, asAppError(query.error));
    else out.push(image);
  }
  return { images: out, refused };
}

/** The message key a refusal gives its field (`validation.mediaUrlRefused`…). */
export function refusalMessage(error: AppError): string {
  return Object.values(error.errors)[0] ?? 'validation.uploadUnusable';
}

function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  throw error;
}
