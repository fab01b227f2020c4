import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Public } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { ChangeEmailDto } from '../users/dto/user.dto.js';
import {
  EmailChangeRequestedDto,
  EmailChangeResultDto,
  EmailChangeTokenDto,
} from './dto/email-change.dto.js';
import { EmailChangeService } from './email-change.service.js';

@ApiTags('users')
@Controller('api')
export class EmailChangeController {
  constructor(private readonly changes: EmailChangeService) {}

  @Put('user/email')
  @Authenticated()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'changeEmail',
    summary:
      'Asks to change the e-mail address (needs the current password): a link goes to the new address, a notice with an undo link to the old one; the address changes when the link is followed',
  })
  @ApiProblems(400, 401, {
    409: 'The new address has an account (USERS_EMAIL_TAKEN)',
    429: 'Too many wrong current passwords (USERS_TOO_MANY_ATTEMPTS) or change requests (AUTH_TOO_MANY_ATTEMPTS); Retry-After says when to try again',
  })
  @ApiAcceptedResponse({ type: EmailChangeRequestedDto })
  request(
    @CurrentUser() user: AuthUser,
    @Body() body: ChangeEmailDto,
  ): Promise<EmailChangeRequestedDto> {
    return this.changes.request(user, body);
  }

  @Post('user/email/confirm')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmEmailChange',
    summary: 'Follows the link mailed to the new address: the account takes that address',
  })
  @ApiOkResponse({ type: EmailChangeResultDto })
  @ApiProblems({
    400: 'Unknown, used, replaced, undone or expired link (AUTH_EMAIL_CHANGE_TOKEN_INVALID)',
    409: 'The new address has an account by now (USERS_EMAIL_TAKEN)',
  })
  confirm(@Body() body: EmailChangeTokenDto): Promise<EmailChangeResultDto> {
    return this.changes.confirm(body.token);
  }

  @Post('user/email/undo')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'undoEmailChange',
    summary:
      'Follows the undo link mailed to the old address: the old address comes back and every session ends',
  })
  @ApiOkResponse({ type: EmailChangeResultDto })
  @ApiProblems({ 400: 'Unknown, used or expired link (AUTH_EMAIL_CHANGE_TOKEN_INVALID)' })
  undo(@Body() body: EmailChangeTokenDto): Promise<EmailChangeResultDto> {
    return this.changes.undo(body.token);
  }
}
