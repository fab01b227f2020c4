import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PersonalRoutineEntity } from './entities/personal-routine.entity.js';
import { SavedRoutineEntity } from './entities/saved-routine.entity.js';
import { SavedSkinAnalysisEntity } from './entities/saved-skin-analysis.entity.js';

/** Saved routines and the personal routines salons made for a customer, in the GDPR export and erasure. */
@Injectable()
export class RoutinePrivacyService {
  constructor(
    @InjectRepository(SavedRoutineEntity) private readonly saved: Repository<SavedRoutineEntity>,
    @InjectRepository(PersonalRoutineEntity)
    private readonly personal: Repository<PersonalRoutineEntity>,
    @InjectRepository(SavedSkinAnalysisEntity)
    private readonly analyses: Repository<SavedSkinAnalysisEntity>,
  ) {}

  async exportFor(userId: string) {
    const [saved, personal, analyses] = await Promise.all([
      this.saved.find({ where: { userId }, order: { createdAt: 'ASC' } }),
      this.personal.find({ where: { customerId: userId }, order: { createdAt: 'ASC' } }),
      this.analyses.find({ where: { userId }, order: { createdAt: 'ASC' } }),
    ]);
    return {
      skinAnalyses: analyses.map((row) => ({
        id: row.id,
        answers: row.answers,
        line: row.line,
        morning: row.morning,
        evening: row.evening,
        savedAt: new Date(row.createdAt).toISOString(),
      })),
      saved: saved.map((row) => ({
        postId: row.postId,
        savedAt: new Date(row.createdAt).toISOString(),
      })),
      personal: personal.map((row) => ({
        id: row.id,
        storeId: row.storeId,
        title: row.title,
        note: row.note,
        steps: row.steps,
        createdAt: new Date(row.createdAt).toISOString(),
      })),
    };
  }

  async eraseFor(userId: string): Promise<void> {
    await this.saved.delete({ userId });
    await this.personal.delete({ customerId: userId });
    await this.analyses.delete({ userId });
  }
}
