import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Not, type Repository } from 'typeorm';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity.js';
import { RefreshTokenEntity } from './entities/refresh-token.entity.js';

/** What the auth module keeps about people, for GDPR erasure and the retention job. */
@Injectable()
export class AuthPrivacyService {
  constructor(
    @InjectRepository(RefreshTokenEntity)
    private readonly refreshTokens: Repository<RefreshTokenEntity>,
    @InjectRepository(PasswordResetTokenEntity)
    private readonly resetTokens: Repository<PasswordResetTokenEntity>,
  ) {}

  /** Erasure: every session and every reset or invitation link of the user is gone. */
  async eraseFor(userId: string): Promise<void> {
    await this.refreshTokens.delete({ userId });
    await this.resetTokens.delete({ userId });
  }

  /**
   * Retention: refresh tokens whose family ended (they can never be used again) and reset links
   * that expired or were used. Returns how many rows went.
   */
  async removeExpired(now = Date.now()): Promise<{ refreshTokens: number; resetTokens: number }> {
    const refresh = await this.refreshTokens.delete({ familyExpiresAt: LessThan(now) });
    const expired = await this.resetTokens.delete({ expiresAt: LessThan(now) });
    const used = await this.resetTokens.delete({ usedAt: Not(IsNull()) });
    return {
      refreshTokens: refresh.affected ?? 0,
      resetTokens: (expired.affected ?? 0) + (used.affected ?? 0),
    };
  }
}
