import { Body, Controller, Get, Patch, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Public } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import {
  ChangeEmailDto,
  RegisterUserDto,
  toUserResponse,
  UpdateUserDto,
  UserResponseDto,
} from './dto/user.dto.js';
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
  @ApiProblems(400, { 409: 'USERS_EMAIL_TAKEN' })
  async register(@Body() body: RegisterUserDto): Promise<UserResponseDto> {
    return toUserResponse(await this.users.register(body));
  }

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

  @Put('user/email')
  @Authenticated()
  @ApiOperation({
    operationId: 'changeEmail',
    summary: 'Changes the e-mail address (needs the current password)',
  })
  @ApiProblems(400, 401, {
    429: 'Too many wrong current passwords for this account (USERS_TOO_MANY_ATTEMPTS); Retry-After says when to try again',
  })
  @ApiOkResponse({ type: UserResponseDto })
  async changeEmail(
    @CurrentUser() user: AuthUser,
    @Body() body: ChangeEmailDto,
  ): Promise<UserResponseDto> {
    return toUserResponse(await this.users.changeEmail(user.id, body));
  }
}
