import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AdminSystemController } from './admin-system.controller.js';

@Module({ imports: [UsersModule], controllers: [AdminSystemController] })
export class SystemModule {}
