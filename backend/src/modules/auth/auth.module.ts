import { AuthPrivacyService } from './auth-privacy.service.js';
import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { UsersModule } from '../users/users.module.js';
import { AccessGuard } from './access.guard.js';
import { AuthService } from './auth.service.js';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity.js';
import { EmailChangeEntity } from './entities/email-change.entity.js';
import { EmailChangeController } from './email-change.controller.js';
import { EmailChangeService } from './email-change.service.js';
import { RefreshTokenEntity } from './entities/refresh-token.entity.js';
import { OAuthController } from './oauth.controller.js';
import { PasswordController } from './password.controller.js';
import { TokensService } from './tokens.service.js';
import { StaffRecoveryCodeEntity } from './entities/staff-recovery-code.entity.js';
import { StaffTwoFactorEntity } from './entities/staff-two-factor.entity.js';
import { TwoFactorController } from './two-factor/two-factor.controller.js';
import {
  StaffInvitationsController,
  StaffInvitationsService,
} from './staff-invitations.controller.js';
import { AuditModule } from '../audit/audit.module.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';

@Module({
  imports: [
    UsersModule,
    AuditModule,
    TypeOrmModule.forFeature([
      RefreshTokenEntity,
      PasswordResetTokenEntity,
      EmailChangeEntity,
      StaffTwoFactorEntity,
      StaffRecoveryCodeEntity,
    ]),
    JwtModule.registerAsync({
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig) => ({
        // A key prepared once: with a string secret jsonwebtoken first tries to parse it as a
        // public key, throws, then builds a secret key on every verification (~350 µs each).
        secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [
    OAuthController,
    PasswordController,
    EmailChangeController,
    TwoFactorController,
    StaffInvitationsController,
  ],
  providers: [
    TokensService,
    AuthService,
    AuthPrivacyService,
    EmailChangeService,
    TwoFactorService,
    StaffInvitationsService,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [TokensService, AuthService, AuthPrivacyService],
})
export class AuthModule {}
