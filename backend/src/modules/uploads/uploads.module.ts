import { Module } from '@nestjs/common';
import { AdminUploadsController, UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

@Module({
  controllers: [AdminUploadsController, UploadsController],
  providers: [UploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}
