import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../common/auth/access.decorators.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { RequestLocale, type Locale } from '../../common/i18n/locale.js';
import {
  OssReportExportQueryDto,
  OssReportQueryDto,
  OssReportResponseDto,
} from './dto/oss-report.dto.js';
import { OssReportService } from './oss-report.service.js';

/** The quarterly One-Stop-Shop VAT report for the accountant (admins only). */
@ApiTags('admin')
@Controller('api/admin/reports/oss')
export class AdminOssReportController {
  constructor(private readonly oss: OssReportService) {}

  @Get()
  @Roles('admin')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'adminOssReport',
    summary:
      'OSS return of a quarter: paid B2C orders taxed in another member state, per country and rate (net, VAT, orders)',
  })
  @ApiOkResponse({ type: OssReportResponseDto })
  @ApiProblems(401, 403, { 400: 'COMMON_VALIDATION_FAILED (quarter is not YYYY-Qn)' })
  report(@Query() query: OssReportQueryDto): Promise<OssReportResponseDto> {
    return this.oss.report(query.quarter);
  }

  @Get('export')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminOssReportExport',
    summary:
      'The same report as CSV (UTF-8 with BOM, semicolon-separated, decimal comma, formula-safe)',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv', schema: { type: 'string' } })
  @ApiProblems(401, 403, { 400: 'COMMON_VALIDATION_FAILED (quarter is not YYYY-Qn)' })
  async export(
    @Query() query: OssReportExportQueryDto,
    @RequestLocale() locale: Locale,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { quarter, body } = await this.oss.csv(query.quarter, query.locale ?? locale);
    void reply.headers({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="oss-${quarter}.csv"`,
      'cache-control': 'no-store',
    });
    return body;
  }
}
