import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import type { Role } from '../../common/auth/roles.js';
import { RefreshTokenEntity } from './entities/refresh-token.entity.js';

export const ACCESS_TOKEN_AUDIENCE = 'vyrelle-api';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export interface AccessClaims {
  sub: string;
  role: Role;
  /** The user's session version at issue time. */
  sv: number;
  /** Refresh-token family (session) id. */
  fid: string;
  /** The OAuth client the session belongs to. */
  cid: string;
  typ: 'access';
  /** Set when the session's staff account gave its second factor (or enrolled one) in this session. */
  mfa?: true;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export type RotateResult =
  | { ok: true; userId: string; familyId: string; familyExpiresAt: number; clientId: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' | 'wrong_client' };

/** Issues short-lived JWT access tokens and opaque, rotating, family-bound refresh tokens. */
@Injectable()
export class TokensService {
  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(RefreshTokenEntity)
    private readonly refreshTokens: Repository<RefreshTokenEntity>,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /** Starts a new session (family) for a user. */
  async issueForNewSession(
    user: { id: string; role: Role; sessionVersion: number },
    clientId: string,
    mfa = false,
  ): Promise<TokenPair> {
    const familyId = randomUUID();
    const familyExpiresAt = Date.now() + this.config.auth.refreshFamilyTtlSeconds * 1000;
    return this.issue(user, clientId, familyId, familyExpiresAt, mfa);
  }

  async issue(
    user: { id: string; role: Role; sessionVersion: number },
    clientId: string,
    familyId: string,
    familyExpiresAt: number,
    mfa = false,
  ): Promise<TokenPair> {
    const refresh = randomBytes(32).toString('base64url');
    await this.refreshTokens.insert({
      tokenHash: sha256(refresh),
      familyId,
      userId: user.id,
      clientId,
      familyExpiresAt,
      usedAt: null,
      revokedAt: null,
    });
    const claims: AccessClaims = {
      sub: user.id,
      role: user.role,
      sv: user.sessionVersion,
      fid: familyId,
      cid: clientId,
      typ: 'access',
      ...(mfa ? { mfa: true as const } : {}),
    };
    const access = await this.jwt.signAsync(claims, {
      expiresIn: this.config.auth.accessTokenTtlSeconds,
      audience: ACCESS_TOKEN_AUDIENCE,
      issuer: this.config.publicUrl,
      algorithm: 'HS256',
    });
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'Bearer',
      expires_in: this.config.auth.accessTokenTtlSeconds,
    };
  }

  /**
   * Consumes a refresh token: exactly one caller can mark it used (a conditional update), so
   * concurrent refreshes with one token leave at most one successor. A token presented after it
   * was used is reuse: the whole family is revoked.
   */
  async consume(refreshToken: string, clientId: string): Promise<RotateResult> {
    const row = await this.refreshTokens.findOneBy({ tokenHash: sha256(refreshToken) });
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.clientId !== clientId) return { ok: false, reason: 'wrong_client' };
    if (row.revokedAt !== null) return { ok: false, reason: 'revoked' };
    if (row.familyExpiresAt <= Date.now()) return { ok: false, reason: 'expired' };
    if (row.usedAt !== null) {
      await this.revokeFamily(row.familyId);
      return { ok: false, reason: 'reused' };
    }
    const result = await this.refreshTokens.update(
      { id: row.id, usedAt: IsNull(), revokedAt: IsNull() },
      { usedAt: Date.now() },
    );
    if ((result.affected ?? 0) !== 1) {
      // Lost the race to a concurrent refresh with the same token: that is reuse too.
      await this.revokeFamily(row.familyId);
      return { ok: false, reason: 'reused' };
    }
    return {
      ok: true,
      userId: row.userId,
      familyId: row.familyId,
      familyExpiresAt: row.familyExpiresAt,
      clientId,
    };
  }

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const claims = await this.jwt.verifyAsync<AccessClaims>(token, {
        audience: ACCESS_TOKEN_AUDIENCE,
        issuer: this.config.publicUrl,
        algorithms: ['HS256'],
      });
      return claims.typ === 'access' && typeof claims.sub === 'string' ? claims : null;
    } catch {
      return null;
    }
  }

  async isFamilyActive(familyId: string): Promise<boolean> {
    return !(await this.refreshTokens.existsBy({ familyId, revokedAt: Not(IsNull()) }));
  }

  /** Revokes the family of a refresh token (RFC 7009: unknown tokens are silently ignored). */
  async revokeByToken(token: string, clientId: string): Promise<void> {
    const row = await this.refreshTokens.findOneBy({ tokenHash: sha256(token) });
    if (row && row.clientId === clientId) await this.revokeFamily(row.familyId);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.refreshTokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: Date.now() });
  }

  /** Revokes every session of a user, optionally keeping one family (the caller's). */
  async revokeAllForUser(userId: string, exceptFamilyId?: string): Promise<void> {
    await this.refreshTokens.update(
      exceptFamilyId
        ? { userId, revokedAt: IsNull(), familyId: Not(exceptFamilyId) }
        : { userId, revokedAt: IsNull() },
      { revokedAt: Date.now() },
    );
  }
}
