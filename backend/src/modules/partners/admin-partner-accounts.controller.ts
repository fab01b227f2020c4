import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { UsersService } from '../users/users.service.js';
import {
  ListPartnerAccountsQueryDto,
  PartnerAccountListResponseDto,
  toPartnerAccountDto,
} from './dto/partner-account.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

/** The salons' accounts for partner managers (who may not list other users; /api/admin/users stays admin-only). */
@ApiTags('admin')
@Controller('api/admin/partner-accounts')
export class AdminPartnerAccountsController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminListPartnerAccounts',
    summary: 'Accounts with the partner role and their partner store, newest first',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: PartnerAccountListResponseDto })
  async list(@Query() query: ListPartnerAccountsQueryDto): Promise<PartnerAccountListResponseDto> {
    const [rows, total] = await this.users.list({
      skip: query.skip,
      take: query.perPage,
      role: 'partner',
      q: query.q,
      ids: query.idList,
      partnerStoreId: query.partnerStoreId,
      sort: query.sort ?? 'createdAt',
      order: query.order,
    });
    return { data: rows.map(toPartnerAccountDto), total };
  }
}
