import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Roles } from '../../common/auth/access.decorators.js';
import { ListQueryDto, type ListResponse } from '../../common/http/pagination.js';
import { toUserResponse, UserResponseDto } from './dto/user.dto.js';
import { ROLES, type Role } from './entities/user.entity.js';
import { UsersService } from './users.service.js';

export const USER_SORTS = ['createdAt', 'email', 'lastName', 'role'] as const;

export class ListUsersQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: USER_SORTS })
  @IsOptional()
  @IsIn(USER_SORTS, { message: 'validation.choice' })
  declare sort?: (typeof USER_SORTS)[number];

  @ApiPropertyOptional({ enum: ROLES })
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

export class UserListResponseDto implements ListResponse<UserResponseDto> {
  @ApiProperty({ type: [UserResponseDto] })
  data: UserResponseDto[];
  @ApiProperty()
  total: number;
}

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ operationId: 'adminListUsers', summary: 'Users, newest first (admins only)' })
  @ApiOkResponse({ type: UserListResponseDto })
  async list(@Query() query: ListUsersQueryDto): Promise<UserListResponseDto> {
    const [rows, total] = await this.users.list({ skip: query.skip, take: query.perPage, role: query.role, q: query.q, ids: query.idList, sort: query.sort ?? 'createdAt', order: query.order });
    return { data: rows.map(toUserResponse), total };
  }
}
