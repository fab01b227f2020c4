import { Body, Controller, Get, Header, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import type { StoreEntity } from '../stores/entities/store.entity.js';
import { PartnerProfileResponseDto } from './dto/partner-portal.dto.js';
import { UpdateSalonProfileDto } from './dto/salon-profile.dto.js';
import { PartnerOnly, PartnerStore } from './partner-store.guard.js';
import { SalonProfileService } from './salon-profile.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

/** The salon edits its own locator profile; the store always comes from the caller's account. */
@ApiTags('partner-portal')
@Controller('api/partner/profile')
export class SalonProfileController {
  constructor(private readonly profiles: SalonProfileService) {}

  @Patch()
  @PartnerOnly()
  @ApiOperation({
    operationId: 'updatePartnerProfile',
    summary: "Edit the salon's opening hours, services, languages and contact details",
  })
  @ApiOkResponse({ type: PartnerProfileResponseDto })
  @ApiProblems(400, 401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
    422: 'PARTNER_PORTAL_PROFILE_INVALID, with a message key per field in `errors`',
  })
  update(
    @CurrentUser() user: AuthUser,
    @PartnerStore() store: StoreEntity,
    @Body() body: UpdateSalonProfileDto,
  ): Promise<PartnerProfileResponseDto> {
    return this.profiles.update(user, store, body);
  }

  @Get('qr.svg')
  @PartnerOnly()
  @Header('content-type', 'image/svg+xml; charset=utf-8')
  @Header('cache-control', 'no-store')
  @Header('x-content-type-options', 'nosniff')
  @ApiOperation({
    operationId: 'getPartnerLinkQr',
    summary: "The salon's personal customer link as an SVG QR code",
  })
  @ApiProblems(401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
  })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  qr(@PartnerStore() store: StoreEntity): Promise<string> {
    return this.profiles.qrSvg(store);
  }
}
