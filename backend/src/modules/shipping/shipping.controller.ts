import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Public, Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { UsersService } from '../users/users.service.js';
import {
  CreateShippingZoneDto,
  ShippableCountriesResponseDto,
  ShippingZoneListResponseDto,
  ShippingZoneResponseDto,
  UpdateShippingZoneDto,
} from './dto/shipping-zone.dto.js';
import { ShippingZonesService } from './shipping-zones.service.js';

/** The countries the shop delivers to (the address forms offer only these). */
@ApiTags('shipping')
@Controller('api/shipping')
export class ShippingController {
  constructor(private readonly zones: ShippingZonesService) {}

  @Get('countries')
  @Public()
  @ApiOperation({
    operationId: 'getShippableCountries',
    summary: 'Every country a shipping zone serves, with its delivery cost and time',
  })
  @ApiOkResponse({ type: ShippableCountriesResponseDto })
  async countries(): Promise<ShippableCountriesResponseDto> {
    return { countries: await this.zones.shippableCountries() };
  }
}

/** Back-office: the shipping zones (admins only, every write audited). */
@ApiTags('admin')
@Controller('api/admin/shipping-zones')
export class AdminShippingZonesController {
  constructor(
    private readonly zones: ShippingZonesService,
    private readonly users: UsersService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ operationId: 'adminListShippingZones', summary: 'Every shipping zone' })
  @ApiOkResponse({ type: ShippingZoneListResponseDto })
  @ApiProblems(401, 403)
  list(): Promise<ShippingZoneListResponseDto> {
    return this.zones.list();
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({ operationId: 'adminGetShippingZone', summary: 'One shipping zone' })
  @ApiOkResponse({ type: ShippingZoneResponseDto })
  @ApiProblems(401, 403, { 404: 'SHIPPING_ZONE_NOT_FOUND' })
  get(@Param('id') id: string): Promise<ShippingZoneResponseDto> {
    return this.zones.get(id);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ operationId: 'adminCreateShippingZone', summary: 'Creates a shipping zone' })
  @ApiCreatedResponse({ type: ShippingZoneResponseDto })
  @ApiProblems(400, 401, 403, {
    409: 'SHIPPING_ZONE_CONFLICT (code taken, or `countries` already in another zone)',
    422: 'SHIPPING_ZONE_INVALID (minimum delivery time above the maximum)',
  })
  async create(
    @CurrentUser() caller: AuthUser,
    @Body() body: CreateShippingZoneDto,
  ): Promise<ShippingZoneResponseDto> {
    return this.zones.create(await this.actor(caller), body);
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminUpdateShippingZone',
    summary: 'Changes a shipping zone (countries, cost, free-from threshold, delivery time)',
  })
  @ApiOkResponse({ type: ShippingZoneResponseDto })
  @ApiProblems(400, 401, 403, {
    404: 'SHIPPING_ZONE_NOT_FOUND',
    409: 'SHIPPING_ZONE_CONFLICT',
    422: 'SHIPPING_ZONE_INVALID',
  })
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateShippingZoneDto,
  ): Promise<ShippingZoneResponseDto> {
    return this.zones.update(await this.actor(caller), id, body);
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'adminDeleteShippingZone',
    summary: 'Deletes a shipping zone (its countries are no longer served)',
  })
  @ApiNoContentResponse()
  @ApiProblems(401, 403, { 404: 'SHIPPING_ZONE_NOT_FOUND' })
  async remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<void> {
    await this.zones.remove(await this.actor(caller), id);
  }

  private async actor(caller: AuthUser): Promise<{ id: string; email: string | null }> {
    return { id: caller.id, email: (await this.users.findById(caller.id))?.email ?? null };
  }
}
