import { RoutinePrivacyService } from './routine-privacy.service.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { ContentModule } from '../content/content.module.js';
import { PartnerStoreGuard } from '../partner-portal/partner-store.guard.js';
import { StoresModule } from '../stores/stores.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountRoutinesController } from './account-routines.controller.js';
import { PersonalRoutineEntity } from './entities/personal-routine.entity.js';
import { SavedRoutineEntity } from './entities/saved-routine.entity.js';
import { SavedSkinAnalysisEntity } from './entities/saved-skin-analysis.entity.js';
import { SkinAnalysisModule } from '../skin-analysis/skin-analysis.module.js';
import { PartnerRoutinesController } from './partner-routines.controller.js';
import { RoutinesService } from './routines.service.js';
import { RoutineReferencesListener } from './routine-references.listener.js';

@Module({
  // UsersModule and StoresModule: for PartnerStoreGuard (partner routes) and the salon's name on a routine.
  imports: [
    TypeOrmModule.forFeature([SavedRoutineEntity, PersonalRoutineEntity, SavedSkinAnalysisEntity]),
    SkinAnalysisModule,
    ContentModule,
    CatalogueModule,
    UsersModule,
    StoresModule,
  ],
  controllers: [AccountRoutinesController, PartnerRoutinesController],
  providers: [RoutineReferencesListener, RoutinesService, PartnerStoreGuard, RoutinePrivacyService],
  exports: [RoutinesService, RoutinePrivacyService],
})
export class RoutinesModule {}
