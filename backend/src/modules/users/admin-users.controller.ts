import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Roles } from '../../common/auth/access.decorators.js';
import { AuditService } from '../audit/audit.service.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { ListQueryDto, type ListResponse } from '../../common/http/pagination.js';
import { toUserResponse, UserResponseDto } from './dto/user.dto.js';
import { ROLES, type Role } from '../../common/auth/roles.js';
import { UsersErrorCode } from './users.errors.js';
import { UsersService } from './users.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

export const USER_SORTS = ['createdAt', 'email', 'lastName', 'role'] as const;

export class ListUsersQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: USER_SORTS, enumName: 'UserSort' })
  @IsOptional()
  @IsIn(USER_SORTS, { message: 'validation.choice' })
  declare sort?: (typeof USER_SORTS)[number];

  @ApiPropertyOptional({ enum: ROLES, enumName: 'Role' })
  @IsOptional()
  @IsIn(ROLES, { message: 'validation.choice' })
  role?: Role;

  /** Searches e-mail and last name. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

/** The back-office's user edit: only the role changes here. */
export class UpdateUserRoleDto {
  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  @IsIn(ROLES, { message: 'validation.choice' })
  role: Role;
}

export class UserListResponseDto implements ListResponse<UserResponseDto> {
  @ApiProperty({ type: [UserResponseDto] })
  data: UserResponseDto[];
  @ApiProperty()
  total: number;
}

@ApiTags('admin')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ operationId: 'adminListUsers', summary: 'Users, newest first (admins only)' })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: UserListResponseDto })
  async list(@Query() query: ListUsersQueryDto): Promise<UserListResponseDto> {
    const [rows, total] = await this.users.list({
      skip: query.skip,
      take: query.perPage,
      role: query.role,
      q: query.q,
      ids: query.idList,
      sort: query.sort ?? 'createdAt',
      order: query.order,
    });
    return { data: rows.map(toUserResponse), total };
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({ operationId: 'adminGetUser', summary: 'One user (admins only)' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiProblems(400, 401, 403, { 404: 'USERS_NOT_FOUND' })
  async get(
    @Param(
      'id',
      new ParseUUIDPipe({
        exceptionFactory: () =>
          new AppError('not_found', UsersErrorCode.NOT_FOUND, 'User not found.'),
      }),
    )
    id: string,
  ): Promise<UserResponseDto> {
    return toUserResponse(await this.users.getById(id));
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminChangeUserRole',
    summary: "Changes a user's role (admins only; not one's own)",
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiProblems(400, 401, 403, {
    409: 'USERS_OWN_ROLE',
    422: 'USERS_PARTNER_NEEDS_SALON (the partner role needs a linked salon)',
  })
  async changeRole(
    @CurrentUser() caller: AuthUser,
    @Param(
      'id',
      new ParseUUIDPipe({
        exceptionFactory: () =>
          new AppError('not_found', UsersErrorCode.NOT_FOUND, 'User not found.'),
      }),
    )
    id: string,
    @Body() body: UpdateUserRoleDto,
  ): Promise<UserResponseDto> {
    const { before, after } = await this.users.changeRole(caller.id, id, body.role);
    if (before.role !== after.role) {
      await this.audit.record(caller, {
        action: 'user.role',
        entityType: 'user',
        entityId: id,
        changes: { role: [before.role, after.role] },
      });
    }
    return toUserResponse(after);
  }
}
