import { Controller, HttpCode, Post, type OnModuleInit } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { AcceptedResponseDto } from '../auth/dto/password-reset.dto.js';
import { MailService } from '../mail/mail.service.js';
import { UsersService } from '../users/users.service.js';
import { SYSTEM_TEST_MAIL } from './system-test.mail.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

/** Operations for the back-office: check that mail leaves through the queue and the worker. */
@ApiTags('admin')
@Controller('api/admin/system')
export class AdminSystemController implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.mail.registerTemplates(SYSTEM_TEST_MAIL);
  }

  @Post('test-mail')
  @Roles('admin')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'adminSendTestMail',
    summary: 'Queues a test mail to the signed-in admin',
  })
  @ApiProblems(401, 403)
  @ApiAcceptedResponse({ type: AcceptedResponseDto })
  async testMail(@CurrentUser() caller: AuthUser): Promise<AcceptedResponseDto> {
    const user = await this.users.getById(caller.id);
    await this.mail.queueMail({
      template: SYSTEM_TEST_MAIL,
      to: user.email,
      locale: user.locale,
      data: { name: user.firstName },
      messageKey: `system-test:${user.id}:${Date.now()}`,
    });
    return { status: 'ok' };
  }
}
