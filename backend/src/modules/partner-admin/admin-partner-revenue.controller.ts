import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../common/auth/access.decorators.js';
import { RequestLocale, type Locale } from '../../common/i18n/locale.js';
import { PartnerRevenueQueryDto, PartnerRevenueResponseDto } from './dto/partner-admin.dto.js';
import { PartnerRevenueService } from './partner-revenue.service.js';
import { IsLocale } from '../../common/validation/validators.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

export class PartnerRevenueExportQueryDto extends PartnerRevenueQueryDto {
  /** Language of the column headings (nl when absent; Accept-Language is read too). */
  @IsLocale({ optional: true })
  locale?: Locale;
}

/** Attributed revenue and commission per partner salon and month (issue 9), for partner managers and admins. */
@ApiTags('admin')
@Controller('api/admin/partner-revenue')
export class AdminPartnerRevenueController {
  constructor(private readonly revenue: PartnerRevenueService) {}

  @Get()
  @Roles('admin', 'partner_manager')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'adminPartnerRevenue',
    summary:
      'One row per official partner salon: paid customer orders attributed to it in the month, revenue, commission; with totals',
  })
  @ApiOkResponse({ type: PartnerRevenueResponseDto })
  @ApiProblems(401, 403, { 400: 'COMMON_VALIDATION_FAILED (month is not YYYY-MM)' })
  report(@Query() query: PartnerRevenueQueryDto): Promise<PartnerRevenueResponseDto> {
    return this.revenue.report(query.month);
  }

  @Get('export')
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminPartnerRevenueExport',
    summary:
      'The same report as CSV (UTF-8 with BOM, semicolon-separated, decimal comma, formula-safe)',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv', schema: { type: 'string' } })
  @ApiProblems(401, 403, { 400: 'COMMON_VALIDATION_FAILED (month is not YYYY-MM)' })
  async export(
    @Query() query: PartnerRevenueExportQueryDto,
    @RequestLocale() locale: Locale,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { month, body } = await this.revenue.csv(query.month, locale);
    void reply.headers({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="partner-revenue-${month}.csv"`,
      'cache-control': 'no-store',
    });
    return body;
  }
}
