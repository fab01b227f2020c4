import { Body, Controller, Get, Patch, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AllowDuringEnrolment,
  Authenticated,
  Public,
} from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { RegisterUserDto, toUserResponse, UpdateUserDto, UserResponseDto } from './dto/user.dto.js';
import { UsersService } from './users.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('users')
@Controller('api')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post('users')
  @Public()
  @ApiOperation({ operationId: 'registerUser', summary: 'Registration of a customer account' })
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiProblems(400, {
    409: 'USERS_EMAIL_TAKEN (the owner of the address gets a notice)',
    429: 'Too many registrations from this address or for this e-mail (USERS_TOO_MANY_ATTEMPTS, Retry-After)',
  })
  async register(
    @Body() body: RegisterUserDto,
    @Req() request: FastifyRequest,
  ): Promise<UserResponseDto> {
    return toUserResponse(await this.users.register(body, request.ip));
  }

  @AllowDuringEnrolment()
  @Get('user')
  @Authenticated()
  @ApiOperation({
    operationId: 'getCurrentUser',
    summary: 'The signed-in user (also the check whether one is signed in)',
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiProblems({ 401: 'Not signed in' })
  async me(@CurrentUser() user: AuthUser): Promise<UserResponseDto> {
    return toUserResponse(await this.users.getById(user.id));
  }

  @Patch('user')
  @Authenticated()
  @ApiOperation({ operationId: 'updateCurrentUser', summary: 'Updates personal details' })
  @ApiProblems(400, 401)
  @ApiOkResponse({ type: UserResponseDto })
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateUserDto,
  ): Promise<UserResponseDto> {
    return toUserResponse(await this.users.updateDetails(user.id, body));
  }
}
