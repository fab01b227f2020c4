import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { diffFields, AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../../common/auth/request-user.js';
import { StoreEntity } from '../stores/entities/store.entity.js';
import type { PartnerProfileResponseDto } from './dto/partner-portal.dto.js';
import type { UpdateSalonProfileDto } from './dto/salon-profile.dto.js';
import { PartnerPortalErrorCode } from './partner-portal.errors.js';
import { PartnerPortalService } from './partner-portal.service.js';
import { parseSalonProfile } from './salon-profile.js';

/** The salon's own profile (opening hours, services, languages, contact) and its link's QR code. */
@Injectable()
export class SalonProfileService {
  constructor(
    @InjectRepository(StoreEntity) private readonly stores: Repository<StoreEntity>,
    private readonly portal: PartnerPortalService,
    private readonly audit: AuditService,
  ) {}

  /** Updates the caller's own store (never one named from outside); audited as `store.profile`. */
  async update(
    actor: AuthUser,
    store: StoreEntity,
    input: UpdateSalonProfileDto,
  ): Promise<PartnerProfileResponseDto> {
    const { patch, errors } = parseSalonProfile(input);
    if (Object.keys(errors).length)
      throw new AppError(
        'unprocessable',
        PartnerPortalErrorCode.PROFILE_INVALID,
        'The salon profile is not valid.',
        { errors },
      );
    const changes = diffFields(
      store as unknown as Record<string, unknown>,
      patch as Record<string, unknown>,
    );
    if (Object.keys(changes).length) {
      await this.stores.update({ id: store.id }, patch);
      await this.audit.record(
        { id: actor.id },
        { action: 'store.profile', entityType: 'store', entityId: store.id, changes },
      );
    }
    const fresh = await this.stores.findOneByOrFail({ id: store.id });
    return this.portal.profile(fresh);
  }

  /** The personal link as an SVG QR code (error correction M, a quiet zone of 2 modules). */
  async qrSvg(store: StoreEntity): Promise<string> {
    const { link } = await this.portal.profile(store);
    // Loaded on first use: no boot cost for a library only the partner dashboard needs.
    const { default: QRCode } = await import('qrcode');
    return QRCode.toString(link, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
      color: { dark: '#1f1a17', light: '#ffffff' },
    });
  }
}
