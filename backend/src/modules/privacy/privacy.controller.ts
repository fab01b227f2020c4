import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Authenticated } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import {
  EraseAccountDto,
  PrivacySummaryResponseDto,
  UserDataExportDto,
} from './dto/privacy.dto.js';
import { PrivacyService } from './privacy.service.js';

@ApiTags('privacy')
@Controller('api/user')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get('export')
  @Authenticated()
  @ApiOperation({
    operationId: 'exportMyData',
    summary: 'GDPR: everything the shop keeps about the signed-in person, as one JSON file',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ type: UserDataExportDto })
  @ApiProblems({ 401: 'Not signed in' })
  async export(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserDataExportDto> {
    const data = await this.privacy.export(user.id);
    void reply.headers({
      'content-disposition': `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`,
      'cache-control': 'no-store',
    });
    return data;
  }

  @Get('privacy')
  @Authenticated()
  @ApiOperation({
    operationId: 'getPrivacySummary',
    summary: 'What deleting the account would keep (orders, and until when) and whether it may',
  })
  @ApiOkResponse({ type: PrivacySummaryResponseDto })
  @ApiProblems({ 401: 'Not signed in' })
  summary(@CurrentUser() user: AuthUser): Promise<PrivacySummaryResponseDto> {
    return this.privacy.summary(user.id);
  }

  @Post('erase')
  @Authenticated()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteMyAccount',
    summary:
      'GDPR: deletes the account (confirmed by the current password); personal data is erased, orders are kept for the legal period',
  })
  @ApiNoContentResponse({ description: 'Deleted; every session of the account has ended' })
  @ApiProblems(400, 401, {
    409: 'Salon and staff accounts are not deleted here (USERS_NOT_SELF_ERASABLE)',
    429: 'Too many wrong current passwords for this account (USERS_TOO_MANY_ATTEMPTS); Retry-After says when to try again',
  })
  async erase(@CurrentUser() user: AuthUser, @Body() body: EraseAccountDto): Promise<void> {
    await this.privacy.erase(user.id, body.currentPassword);
  }
}
