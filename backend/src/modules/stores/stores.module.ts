import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminStoresController } from './admin-stores.controller.js';
import { AdminStoresService } from './admin-stores.service.js';
import { StoreEntity } from './entities/store.entity.js';
import { StoresController } from './stores.controller.js';
import { StoresService } from './stores.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([StoreEntity])],
  controllers: [StoresController, AdminStoresController],
  providers: [StoresService, AdminStoresService],
  exports: [StoresService, AdminStoresService],
})
export class StoresModule {}
