import { Module } from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { createUploadsStorage, UPLOADS_STORAGE } from './storage/index.js';
import { AdminUploadsController, UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

@Module({
  controllers: [AdminUploadsController, UploadsController],
  providers: [
    {
      provide: UPLOADS_STORAGE,
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig) => createUploadsStorage(config),
    },
    UploadsService,
  ],
  exports: [UploadsService, UPLOADS_STORAGE],
})
export class UploadsModule {}
