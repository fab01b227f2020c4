import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { UsersModule } from '../users/users.module.js';
import { ShippingZoneEntity } from './entities/shipping-zone.entity.js';
import { AdminShippingZonesController, ShippingController } from './shipping.controller.js';
import { ShippingZonesService } from './shipping-zones.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ShippingZoneEntity]), AuditModule, UsersModule],
  controllers: [ShippingController, AdminShippingZonesController],
  providers: [ShippingZonesService],
  exports: [ShippingZonesService],
})
export class ShippingModule {}
