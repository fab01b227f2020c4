import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors/app-error.js';
import { UploadsErrorCode } from './uploads.errors.js';
import { tooLarge, unusable } from './uploads.service.js';

/**
 * The bytes of the multipart field "file" (one file, at most the multipart limit of app.factory.ts).
 * A stream cut by that limit is too large, not a corrupt image.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError(
      'unsupported_media_type',
      UploadsErrorCode.FILE_MISSING,
      'Send the image as multipart/form-data in the field "file".',
      { errors: { file: 'validation.required' } },
    );
  let bytes: Buffer;
  let part: Awaited<ReturnType<FastifyRequest['file']>> | undefined;
  try {
    part = await request.file();
    if (!part)
      throw new AppError('validation', UploadsErrorCode.FILE_MISSING, 'No file was sent.', {
        errors: { file: 'validation.required' },
      });
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_FILES_LIMIT' ||
      (error as { statusCode?: number }).statusCode === 413 ||
      part?.file.truncated
    )
      throw tooLarge();
    throw unusable(error);
  }
  if (part.file.truncated) throw tooLarge();
  return bytes;
}
