import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { ContentModule } from '../content/content.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { MediaEntity } from './entities/media.entity.js';
import { AdminMediaController, MediaFilesController } from './media.controller.js';
import { MEDIA_ADDRESS_POLICY, mediaAddressPolicy, MediaService } from './media.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([MediaEntity]), UploadsModule, CatalogueModule, ContentModule],
  controllers: [AdminMediaController, MediaFilesController],
  providers: [
    {
      provide: MEDIA_ADDRESS_POLICY,
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig) => mediaAddressPolicy(config),
    },
    MediaService,
  ],
  exports: [MediaService],
})
export class MediaModule {}
