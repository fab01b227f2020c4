import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import {
  ListPartnerApplicationsQueryDto,
  PartnerApplicationResponseDto,
  PartnerApplicationListResponseDto,
  UpdatePartnerApplicationDto,
} from './dto/partner-application.dto.js';
import { PartnersService } from './partners.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('admin')
@Controller('api/admin/partner-applications')
export class AdminPartnerApplicationsController {
  constructor(private readonly partners: PartnersService) {}

  @Get()
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminListPartnerApplications',
    summary: 'Partner applications, newest first; filter by status and text',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: PartnerApplicationListResponseDto })
  list(
    @Query() query: ListPartnerApplicationsQueryDto,
  ): Promise<PartnerApplicationListResponseDto> {
    return this.partners.list(query);
  }

  @Get(':id')
  @Roles('admin', 'partner_manager')
  @ApiOperation({ operationId: 'adminGetPartnerApplication', summary: 'One partner application' })
  @ApiOkResponse({ type: PartnerApplicationResponseDto })
  @ApiProblems(401, 403, { 404: 'PARTNERS_APPLICATION_NOT_FOUND' })
  get(@Param('id') id: string): Promise<PartnerApplicationResponseDto> {
    return this.partners.get(id);
  }

  @Patch(':id')
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminUpdatePartnerApplication',
    summary:
      'Changes the status (new → in_review → approved | rejected; new → rejected). Approving creates the partner store and invites the account; approving again changes nothing.',
  })
  @ApiOkResponse({ type: PartnerApplicationResponseDto })
  @ApiProblems(400, 401, 403, {
    404: 'PARTNERS_APPLICATION_NOT_FOUND',
    409: 'PARTNERS_ILLEGAL_TRANSITION or PARTNERS_EMAIL_NOT_AVAILABLE',
  })
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdatePartnerApplicationDto,
  ): Promise<PartnerApplicationResponseDto> {
    return this.partners.changeStatus(caller, id, body.status);
  }
}
