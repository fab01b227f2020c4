import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public, Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { readUploadedFile } from '../uploads/read-upload.js';
import {
  ImportMediaDto,
  ListMediaQueryDto,
  MediaFileParamsDto,
  MediaListResponseDto,
  MediaResponseDto,
  UpdateMediaDto,
} from './dto/media.dto.js';
import { MediaErrorCode } from './media.errors.js';
import { MediaService } from './media.service.js';

/**
 * Back-office: the media library. Admins and partner managers (trainings) add and describe
 * images; only admins delete them.
 */
@ApiTags('admin')
@Controller('api/admin/media')
export class AdminMediaController {
  constructor(private readonly media: MediaService) {}

  @Get()
  @Roles('admin', 'partner_manager')
  @ApiOperation({ operationId: 'adminListMedia', summary: 'The media library, newest first' })
  @ApiOkResponse({ type: MediaListResponseDto })
  @ApiProblems(400, 401, 403)
  list(@Query() query: ListMediaQueryDto): Promise<MediaListResponseDto> {
    return this.media.list(query);
  }

  @Get(':id')
  @Roles('admin', 'partner_manager')
  @ApiOperation({ operationId: 'adminGetMedia', summary: 'One image of the library' })
  @ApiOkResponse({ type: MediaResponseDto })
  @ApiProblems(401, 403, { 404: 'MEDIA_NOT_FOUND' })
  get(@Param('id') id: string): Promise<MediaResponseDto> {
    return this.media.get(id);
  }

  @Post()
  @Roles('admin', 'partner_manager')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'adminUploadMedia',
    summary:
      'Adds an uploaded image (JPEG, PNG, GIF, WebP or SVG by its bytes, at most 5 MB), re-encoded to WebP sizes',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ type: MediaResponseDto })
  @ApiProblems(401, 403, {
    413: 'UPLOADS_FILE_TOO_LARGE',
    422: 'UPLOADS_FILE_UNUSABLE: not an image by its bytes, corrupt, or SVG with script',
  })
  async upload(
    @CurrentUser() caller: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<MediaResponseDto> {
    return this.media.upload(caller.id, await readUploadedFile(request));
  }

  @Post('import')
  @Roles('admin', 'partner_manager')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'adminImportMedia',
    summary:
      'Fetches an image by https URL into the library once (public hosts only, at most 10 MB, checked by its bytes)',
  })
  @ApiCreatedResponse({ type: MediaResponseDto })
  @ApiProblems(401, 403, {
    400: 'MEDIA_URL_REFUSED (not https, or not a public address) or validation',
    413: 'MEDIA_URL_TOO_LARGE',
    422: 'MEDIA_URL_UNREACHABLE or UPLOADS_FILE_UNUSABLE',
  })
  import(@CurrentUser() caller: AuthUser, @Body() body: ImportMediaDto): Promise<MediaResponseDto> {
    return this.media.import(caller.id, body);
  }

  @Patch(':id')
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminUpdateMedia',
    summary: 'Changes alt texts and the focal point (the crops are made again around it)',
  })
  @ApiOkResponse({ type: MediaResponseDto })
  @ApiProblems(400, 401, 403, { 404: 'MEDIA_NOT_FOUND' })
  update(@Param('id') id: string, @Body() body: UpdateMediaDto): Promise<MediaResponseDto> {
    return this.media.update(id, body);
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'adminDeleteMedia',
    summary: 'Deletes an image no product or post shows any more',
  })
  @ApiNoContentResponse()
  @ApiProblems(401, 403, { 404: 'MEDIA_NOT_FOUND', 409: 'MEDIA_IN_USE' })
  async remove(@Param('id') id: string): Promise<void> {
    await this.media.remove(id);
  }
}

/** The library's files, from the shop's own origin (CSP `img-src 'self'`). */
@ApiTags('images')
@Controller('api/media')
export class MediaFilesController {
  constructor(private readonly media: MediaService) {}

  @Get(':id/:file')
  @Public()
  @Header('content-type', 'image/webp')
  @Header('x-content-type-options', 'nosniff')
  @ApiOperation({
    operationId: 'getMediaFile',
    summary: 'One file of a library image: `w320`…`w1600` (srcset widths), `square` or `landscape`',
  })
  @ApiProduces('image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiProblems({ 404: 'MEDIA_NOT_FOUND' })
  async file(
    @Param() params: MediaFileParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const variant = params.file.replace(/\.webp$/, '');
    const stored = await this.media.open(params.id, variant);
    if (!stored) throw new AppError('not_found', MediaErrorCode.NOT_FOUND, 'No such image.');
    // a width file never changes; the crops follow the focal point
    reply.header(
      'cache-control',
      variant.startsWith('w') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    );
    return new StreamableFile(stored.body, {
      type: 'image/webp',
      ...(stored.length !== null ? { length: stored.length } : {}),
    });
  }
}
