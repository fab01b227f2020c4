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
import { UploadsService } from './uploads.service.js';
import { readUploadedFile } from './read-upload.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('admin')
@Controller('api/admin/uploads')
export class AdminUploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  // partner managers edit trainings (posts), thumbnails included
  @Roles('admin', 'partner_manager')
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
    const bytes = await readUploadedFile(request);
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
