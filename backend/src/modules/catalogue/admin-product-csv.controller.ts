import { Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  type ApiBodyOptions,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { AppError } from '../../common/errors/app-error.js';
import { UsersService } from '../users/users.service.js';
import { CatalogueErrorCode } from './catalogue.errors.js';
import { ProductImportReportDto } from './dto/product-import.dto.js';
import { ProductCsvService } from './product-csv.service.js';

const CSV_FILE_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary' } },
  },
};

/** The uploaded CSV as text (multipart field "file", at most the upload limit of 5 MB). */
async function readCsv(request: FastifyRequest): Promise<string> {
  const missing = () =>
    new AppError(
      'validation',
      CatalogueErrorCode.IMPORT_INVALID,
      'Send the CSV file in the field "file".',
      {
        errors: { file: 'validation.required' },
      },
    );
  if (!request.isMultipart()) throw missing();
  let part: Awaited<ReturnType<FastifyRequest['file']>> | undefined;
  let bytes: Buffer;
  try {
    part = await request.file();
    if (!part) throw missing();
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      'payload_too_large',
      CatalogueErrorCode.IMPORT_INVALID,
      'The file is too large.',
      {
        errors: { file: 'validation.fileTooLarge' },
        cause: error,
      },
    );
  }
  if (part.file.truncated)
    throw new AppError(
      'payload_too_large',
      CatalogueErrorCode.IMPORT_INVALID,
      'The file is too large.',
      {
        errors: { file: 'validation.fileTooLarge' },
      },
    );
  return new TextDecoder('utf-8').decode(bytes);
}

/** Products as CSV: export, and an import that is previewed (dry run) before it is applied (admins only). */
@ApiTags('admin')
@Controller('api/admin/products')
export class AdminProductCsvController {
  constructor(
    private readonly csv: ProductCsvService,
    private readonly users: UsersService,
  ) {}

  @Get('export')
  @Roles('admin')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'adminExportProducts',
    summary:
      'Every product as CSV (UTF-8 with BOM, semicolon-separated, decimal comma, formula-safe); imports back unchanged',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv', schema: { type: 'string' } })
  @ApiProblems(401, 403)
  async export(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const body = await this.csv.export();
    void reply.headers({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="products-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    });
    return body;
  }

  @Post('import/preview')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminPreviewProductImport',
    summary:
      'Dry run of a product CSV: per row create / update (changed columns) / unchanged, and every error; writes nothing',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(CSV_FILE_BODY)
  @ApiOkResponse({ type: ProductImportReportDto })
  @ApiProblems(401, 403, {
    400: 'CATALOGUE_IMPORT_INVALID (no file)',
    413: 'CATALOGUE_IMPORT_INVALID (file too large)',
  })
  preview(@Req() request: FastifyRequest): Promise<ProductImportReportDto> {
    return readCsv(request).then((text) => this.csv.preview(text));
  }

  @Post('import')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminImportProducts',
    summary:
      'Applies a product CSV in one transaction (all rows or none); answers the report with applied: true',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(CSV_FILE_BODY)
  @ApiOkResponse({ type: ProductImportReportDto })
  @ApiProblems(401, 403, {
    400: 'CATALOGUE_IMPORT_INVALID (no file)',
    409: 'CATALOGUE_STOCK_CHANGED (a sale changed a stock during the import; nothing written)',
    413: 'CATALOGUE_IMPORT_INVALID (file too large)',
    422: 'CATALOGUE_IMPORT_INVALID: the file has errors, nothing written (`report` holds them per row)',
  })
  async import(
    @CurrentUser() caller: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<ProductImportReportDto> {
    const text = await readCsv(request);
    const actor = { id: caller.id, email: (await this.users.findById(caller.id))?.email ?? null };
    return this.csv.apply(actor, text);
  }
}
