import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppError, CommonErrorCode } from '../../common/errors/app-error.js';
import { Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { DashboardResponseDto } from './dashboard.dto.js';
import { DASHBOARD_PERIOD, DashboardService } from './dashboard.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('admin')
@Controller('api/admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminGetDashboard',
    summary:
      'Orders and revenue of the last 30 days, reviews waiting, new partner applications, low stock (partner managers: applications only)',
  })
  @ApiProblems(401, 403)
  @ApiOkResponse({ type: DashboardResponseDto })
  get(@CurrentUser() caller: AuthUser): Promise<DashboardResponseDto> {
    return this.dashboard.figures(caller.role);
  }

  /** The same figures as a react-admin record (`getOne('dashboard', { id: 'last-30-days' })`). */
  @Get(':id')
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminGetDashboardRecord',
    summary: 'The dashboard as a record with id last-30-days',
  })
  @ApiOkResponse({ type: DashboardResponseDto })
  @ApiProblems(401, 403, { 404: 'Any other id' })
  getRecord(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<DashboardResponseDto> {
    if (id !== DASHBOARD_PERIOD)
      throw new AppError('not_found', CommonErrorCode.NOT_FOUND, 'Dashboard period not found.');
    return this.dashboard.figures(caller.role);
  }
}
