import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { AdminCatalogueService } from '../catalogue/admin-catalogue.service.js';
import { UsersService } from '../users/users.service.js';
import {
  ListPartnerPricesQueryDto,
  PartnerPriceListResponseDto,
  PartnerPriceResponseDto,
  UpdatePartnerPriceDto,
} from './dto/partner-admin.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

/** The professional price list of the partner shop (issue 9), for partner managers and admins. */
@ApiTags('admin')
@Controller('api/admin/partner-prices')
export class AdminPartnerPricesController {
  constructor(
    private readonly products: AdminCatalogueService,
    private readonly users: UsersService,
  ) {}

  @Get()
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminListPartnerPrices',
    summary:
      'Every product with retail price, VAT rate and its partner shop fields; filters q, inPartnerShop, partnerOnly, active',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: PartnerPriceListResponseDto })
  list(@Query() query: ListPartnerPricesQueryDto): Promise<PartnerPriceListResponseDto> {
    return this.products.partnerPrices(query);
  }

  @Get(':id')
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminGetPartnerPrice',
    summary: 'The partner shop fields of one product',
  })
  @ApiOkResponse({ type: PartnerPriceResponseDto })
  @ApiProblems(401, 403, { 404: 'CATALOGUE_PRODUCT_NOT_FOUND' })
  get(@Param('id') id: string): Promise<PartnerPriceResponseDto> {
    return this.products.partnerPrice(id);
  }

  @Patch(':id')
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminUpdatePartnerPrice',
    summary:
      'Changes the professional price (ex VAT, null: not in the partner shop), minimum quantity and partner-only; audited',
  })
  @ApiOkResponse({ type: PartnerPriceResponseDto })
  @ApiProblems(401, 403, {
    400: 'COMMON_VALIDATION_FAILED with field errors',
    404: 'CATALOGUE_PRODUCT_NOT_FOUND',
  })
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdatePartnerPriceDto,
  ): Promise<PartnerPriceResponseDto> {
    const actor = { id: caller.id, email: (await this.users.findById(caller.id))?.email ?? null };
    return this.products.updatePartnerPrice(actor, id, body);
  }
}
