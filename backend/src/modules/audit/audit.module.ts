import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuditController } from './audit.controller.js';
import { AuditService } from './audit.service.js';
import { AuditEntryEntity } from './entities/audit-entry.entity.js';

/** The audit log; global, so every admin module can inject AuditService. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryEntity])],
  controllers: [AdminAuditController],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
