import { ShippingModule } from '../shipping/shipping.module.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddressesController } from './addresses.controller.js';
import { AddressesService } from './addresses.service.js';
import { AddressEntity } from './entities/address.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([AddressEntity]), ShippingModule],
  controllers: [AddressesController],
  providers: [AddressesService],
  exports: [AddressesService],
})
export class AddressesModule {}
