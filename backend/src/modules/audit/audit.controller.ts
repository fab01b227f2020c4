import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { AuditService } from './audit.service.js';
import { AuditListResponseDto, ListAuditEntriesQueryDto } from './dto/audit.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('admin')
@Controller('api/admin/audit')
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminListAudit',
    summary: 'The audit log, newest first; filter by entity, actor or action',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: AuditListResponseDto })
  list(@Query() query: ListAuditEntriesQueryDto): Promise<AuditListResponseDto> {
    return this.audit.list(query);
  }
}
