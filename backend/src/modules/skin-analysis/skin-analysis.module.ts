import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { UsersModule } from '../users/users.module.js';
import { SkinAnalysisTextEntity } from './entities/skin-analysis-text.entity.js';
import { AdminSkinAnalysisController, SkinAnalysisController } from './skin-analysis.controller.js';
import { SkinAnalysisService } from './skin-analysis.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([SkinAnalysisTextEntity]),
    CatalogueModule,
    AuditModule,
    UsersModule,
  ],
  controllers: [SkinAnalysisController, AdminSkinAnalysisController],
  providers: [SkinAnalysisService],
  exports: [SkinAnalysisService],
})
export class SkinAnalysisModule {}
