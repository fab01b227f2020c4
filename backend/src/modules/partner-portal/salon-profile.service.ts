import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { diffFields, AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../../common/auth/request-user.js';
import type { StoreEntity } from '../stores/entities/store.entity.js';
import { StoresService } from '../stores/stores.service.js';
import type { PartnerProfileResponseDto } from './dto/partner-portal.dto.js';
import type { UpdateSalonProfileDto } from './dto/salon-profile.dto.js';
import { PartnerPortalErrorCode } from './partner-portal.errors.js';
import { PartnerPortalService } from './partner-portal.service.js';
import { parseSalonProfile } from './salon-profile.js';

/** The salon's own profile (opening hours, services, languages, contact) and its link's QR code. */
@Injectable()
export class SalonProfileService {
  constructor(
    private readonly stores: StoresService,
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
    const changed = Object.keys(changes).length > 0;
    const fresh = await this.stores.updateProfile(store.id, changed ? patch : {});
    if (changed)
      await this.audit.record(actor, {
        action: 'store.profile',
        entityType: 'store',
        entityId: store.id,
        changes,
      });
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
