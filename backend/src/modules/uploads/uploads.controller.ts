import {
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Req,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public, Roles } from '../../common/auth/access.decorators.js';
import { ImmutableCache } from '../../common/http/http-cache.js';
import { AppError } from '../../common/errors/app-error.js';
import { UploadFileParamsDto, UploadResponseDto } from './dto/upload.dto.js';
import { UploadsErrorCode } from './uploads.errors.js';
import { tooLarge, unusable, UploadsService } from './uploads.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('admin')
@Controller('api/admin/uploads')
export class AdminUploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'adminUploadImage',
    summary:
      'Uploads an image (JPEG, PNG, GIF or SVG, at most 5 MB): answers landscape and square JPEG URLs',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiOkResponse({ type: UploadResponseDto })
  @ApiProblems(401, 403, {
    413: 'UPLOADS_FILE_TOO_LARGE',
    422: 'UPLOADS_FILE_UNUSABLE: not an image by its bytes, corrupt, or SVG with script',
  })
  async upload(@Req() request: FastifyRequest): Promise<UploadResponseDto> {
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
    // The size limit cut the stream: whatever arrived is too large, not a corrupt image.
    if (part.file.truncated) throw tooLarge();
    return this.uploads.store(bytes);
  }
}

@ApiTags('images')
@Controller('api/uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Get(':file')
  @Public()
  @ImmutableCache()
  @Header('content-type', 'image/jpeg')
  @Header('x-content-type-options', 'nosniff')
  @ApiOperation({
    operationId: 'getUploadedImage',
    summary: 'An uploaded image (the name holds its content hash: cached for a year)',
  })
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiProblems({ 404: 'UPLOADS_NOT_FOUND' })
  async file(@Param() params: UploadFileParamsDto): Promise<StreamableFile> {
    const stored = await this.uploads.open(params.file);
    if (!stored) throw new AppError('not_found', UploadsErrorCode.NOT_FOUND, 'No such image.');
    return new StreamableFile(stored.body, {
      type: 'image/jpeg',
      ...(stored.length !== null ? { length: stored.length } : {}),
    });
  }
}
