import {
  Inject,
  Injectable,
  Logger,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { FastifyRequest } from 'fastify';
import { ACCESS_KEY, ENROLMENT_KEY, type AccessRule } from '../../common/auth/access.decorators.js';
import { AppError } from '../../common/errors/app-error.js';
import { GUEST_ROLE, type Role } from '../../common/auth/roles.js';
import type { AuthUser } from '../../common/auth/request-user.js';
import { AuthErrorCode } from './auth.errors.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { TokensService } from './tokens.service.js';
import { isStaff } from './two-factor/two-factor.service.js';

/**
 * The global guard. Every route must carry @Public(), @Authenticated(), @AuthenticatedOrGuest() or
 * @Roles(…); a route with no decision is refused. A guest session passes only @AuthenticatedOrGuest(). The role comes from the database, not from the token, and a token of an
 * ended session (revoked family, older session version) is refused.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('AccessGuard');
  /**
   * The user's role and session version and whether the token's family is revoked, in one
   * statement whose text is built once (two ORM lookups rebuilt their SQL on every request).
   * Nothing is cached between requests, so a revocation or role change takes effect at once.
   */
  private readonly sessionSql: string;

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokensService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {
    // Parameters in text order (positional `?` on SQLite): family id, then user id.
    const [familyId, userId] = dataSource.options.type === 'postgres' ? ['$1', '$2'] : ['?', '?'];
    this.sessionSql =
      `SELECT u."id" AS "id", u."role" AS "role", u."email" AS "email", u."sessionVersion" AS "sv", ` +
      `(SELECT COUNT(*) FROM "refresh_token" t WHERE t."familyId" = ${familyId} ` +
      `AND t."revokedAt" IS NOT NULL) AS "revoked" FROM "user" u WHERE u."id" = ${userId}`;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    if (!rule) {
      this.logger.error(
        `${context.getClass().name}.${context.getHandler().name} has no access decision; refusing`,
      );
      throw new AppError(
        'forbidden',
        AuthErrorCode.NO_ACCESS_DECISION,
        'This endpoint is not available.',
      );
    }
    const user = await this.authenticate(request);
    if (rule.kind === 'public') {
      if (user) request.user = user;
      return true;
    }
    if (!user) {
      throw new AppError(
        'unauthorized',
        AuthErrorCode.UNAUTHENTICATED,
        'You need to be signed in.',
        { headers: { 'www-authenticate': 'Bearer' } },
      );
    }
    request.user = user;
    if (
      user.enrolmentOnly &&
      !this.reflector.getAllAndOverride<boolean | undefined>(ENROLMENT_KEY, [
        context.getHandler(),
        context.getClass(),
      ])
    ) {
      throw new AppError(
        'forbidden',
        AuthErrorCode.MFA_ENROLMENT_REQUIRED,
        'Set up two-factor sign-in first.',
      );
    }
    const refused =
      rule.kind === 'roles'
        ? !rule.roles.includes(user.role)
        : user.role === GUEST_ROLE && !rule.guests;
    if (refused) {
      throw new AppError('forbidden', AuthErrorCode.FORBIDDEN, 'You are not allowed to do this.');
    }
    return true;
  }

  private async authenticate(request: FastifyRequest): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await this.tokens.verifyAccess(header.slice(7).trim());
    if (!claims) return null;
    const rows: {
      id: string;
      role: Role;
      email: string;
      sv: number | string;
      revoked: number | string;
    }[] = await this.dataSource.query(this.sessionSql, [claims.fid, claims.sub]);
    const user = rows[0];
    if (!user || Number(user.revoked) !== 0 || Number(user.sv) !== claims.sv) return null;
    const mfa = claims.mfa === true;
    return {
      id: user.id,
      role: user.role,
      email: user.email,
      familyId: claims.fid,
      clientId: claims.cid,
      mfa,
      // From the role of now, not the token's: an account made admin mid-session must enrol too.
      enrolmentOnly: !mfa && isStaff(user.role) && this.config.auth.staffMfa === 'required',
    };
  }
}
