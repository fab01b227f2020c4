import { randomBytes } from 'node:crypto';
import {
  Body,
  Controller,
  HttpCode,
  Inject,
  Injectable,
  Post,
  type OnModuleInit,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/audit.service.js';
import { MailService } from '../mail/mail.service.js';
import { toUserResponse, UserResponseDto } from '../users/dto/user.dto.js';
import { UsersService } from '../users/users.service.js';
import { AuthService } from './auth.service.js';
import { InviteStaffDto } from './dto/staff-invitation.dto.js';
import { STAFF_INVITATION_MAIL } from './staff-invitation.mail.js';

/**
 * Staff accounts are invited, never given a password by someone else: the new admin or partner
 * manager chooses it through a single-use link (the password-reset token, valid
 * STAFF_INVITATION_DAYS), in the mail's language.
 */
@Injectable()
export class StaffInvitationsService implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.mail.registerTemplates(STAFF_INVITATION_MAIL);
  }

  async invite(actor: AuthUser, input: InviteStaffDto): Promise<UserResponseDto> {
    await this.users.assertEmailFree(input.email);
    const user = await this.users.create({
      email: input.email,
      // Nobody knows this password: the invited person sets their own through the link.
      password: randomBytes(32).toString('base64url'),
      firstName: input.firstName,
      lastName: input.lastName,
      country: 'BE',
      locale: input.locale,
      role: input.role,
    });
    const days = this.config.auth.staffInvitationDays;
    const token = await this.auth.createPasswordToken(user.id, days * 86400);
    await this.mail.queueMail({
      template: STAFF_INVITATION_MAIL,
      to: user.email,
      locale: input.locale,
      data: {
        firstName: user.firstName,
        role: input.role,
        path: `/${input.locale}/password/reset/${token}`,
        days,
      },
      messageKey: `staff-invitation:${user.id}`,
    });
    await this.audit.record(actor, {
      action: 'user.invite',
      entityType: 'user',
      entityId: user.id,
      changes: { role: [null, input.role], email: [null, user.email] },
    });
    return toUserResponse(user);
  }
}

@ApiTags('admin')
@Controller('api/admin/users')
export class StaffInvitationsController {
  constructor(private readonly invitations: StaffInvitationsService) {}

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'adminInviteStaff',
    summary:
      'Creates an admin or partner manager with e-mail and name only and mails a single-use link to choose the password',
  })
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiProblems(400, 401, 403, { 409: 'USERS_EMAIL_TAKEN' })
  invite(@CurrentUser() caller: AuthUser, @Body() body: InviteStaffDto): Promise<UserResponseDto> {
    return this.invitations.invite(caller, body);
  }
}
