import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { SentMailEntity } from './entities/sent-mail.entity.js';
import { FileMailTransport, MailTransport, SmtpMailTransport } from './mail-transport.js';
import { MailService } from './mail.service.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SentMailEntity])],
  providers: [
    {
      provide: MailTransport,
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig): MailTransport =>
        config.smtpUrl
          ? new SmtpMailTransport(config.smtpUrl)
          : new FileMailTransport(join(config.dataDir, 'mail')),
    },
    MailService,
  ],
  exports: [MailService],
})
export class MailModule {}
