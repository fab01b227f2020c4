import { Module } from '@nestjs/common';
import { StoresModule } from '../stores/stores.module.js';
import { UsersModule } from '../users/users.module.js';
import { SpecialistController } from './specialist.controller.js';
import { SpecialistService } from './specialist.service.js';

@Module({
  imports: [UsersModule, StoresModule],
  controllers: [SpecialistController],
  providers: [SpecialistService],
  exports: [SpecialistService],
})
export class SpecialistModule {}
