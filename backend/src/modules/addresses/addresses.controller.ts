import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AuthenticatedOrGuest } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { AddressesService } from './addresses.service.js';
import {
  AddressListResponseDto,
  AddressResponseDto,
  CreateAddressDto,
  toAddressResponse,
  UpdateAddressDto,
} from './dto/address.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('addresses')
@Controller('api/addresses')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @AuthenticatedOrGuest()
  @ApiOperation({
    operationId: 'listAddresses',
    summary: 'The address book, default address first',
  })
  @ApiProblems(401)
  @ApiOkResponse({ type: AddressListResponseDto })
  async list(@CurrentUser() user: AuthUser): Promise<AddressListResponseDto> {
    const data = (await this.addresses.list(user.id)).map(toAddressResponse);
    return { data, total: data.length };
  }

  @Get(':id')
  @AuthenticatedOrGuest()
  @ApiOperation({ operationId: 'getAddress', summary: 'One address of the signed-in customer' })
  @ApiOkResponse({ type: AddressResponseDto })
  @ApiProblems(401, { 404: 'ADDRESSES_NOT_FOUND (also for another customer’s address)' })
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<AddressResponseDto> {
    return toAddressResponse(await this.addresses.get(user.id, id));
  }

  @Post()
  @AuthenticatedOrGuest()
  @ApiOperation({
    operationId: 'createAddress',
    summary: 'Adds an address (the first one becomes the default)',
  })
  @ApiProblems(400, 401, {
    422: "COMMON_ADDRESS_INVALID: the postcode does not fit the country, or the phone is not a valid number (errors name the fields; examples.postalCode and examples.phone give the country's examples)",
  })
  @ApiCreatedResponse({ type: AddressResponseDto })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateAddressDto,
  ): Promise<AddressResponseDto> {
    return toAddressResponse(await this.addresses.create(user.id, body));
  }

  @Patch(':id')
  @AuthenticatedOrGuest()
  @ApiOperation({
    operationId: 'updateAddress',
    summary: 'Edits an address; isDefault: true makes it the default',
  })
  @ApiOkResponse({ type: AddressResponseDto })
  @ApiProblems(400, 401, {
    404: 'ADDRESSES_NOT_FOUND',
    422: "COMMON_ADDRESS_INVALID: the postcode does not fit the country, or the phone is not a valid number (errors name the fields; examples.postalCode and examples.phone give the country's examples)",
  })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateAddressDto,
  ): Promise<AddressResponseDto> {
    return toAddressResponse(await this.addresses.update(user.id, id, body));
  }

  @Delete(':id')
  @AuthenticatedOrGuest()
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteAddress', summary: 'Deletes an address' })
  @ApiNoContentResponse()
  @ApiProblems(401, { 404: 'ADDRESSES_NOT_FOUND' })
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.addresses.remove(user.id, id);
  }
}
