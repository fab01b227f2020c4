import { LOCALES } from '../../../common/i18n/locale.js';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { OpeningHoursDto } from '../../stores/dto/store.dto.js';

/**
 * A salon's edit of its own profile. Every field is optional (sent: replaced; null: cleared). The
 * content is checked as a whole by parseSalonProfile (422 PARTNER_PORTAL_PROFILE_INVALID with a
 * message per field), so the form shows every problem at once. Name and address are not here:
 * they change through the partner managers.
 */
export class UpdateSalonProfileDto {
  /** Per weekday (mon…sun) at most 3 `[from, to]` ranges (`HH:MM`, from before to, no overlaps); `[]` closed. */
  @ApiPropertyOptional({ type: OpeningHoursDto, nullable: true })
  @IsOptional()
  openingHours?: unknown;

  /** At most 12 treatments, each 1–60 characters of plain text, no duplicates. */
  @ApiPropertyOptional({
    type: [String],
    nullable: true,
    maxItems: 12,
    example: ['Gezichtsverzorging', 'Huidanalyse'],
  })
  @IsOptional()
  services?: unknown;

  /** Languages spoken in the salon. */
  @ApiPropertyOptional({ type: [String], enum: LOCALES, enumName: 'Locale', nullable: true })
  @IsOptional()
  languages?: unknown;

  @ApiPropertyOptional({ type: String, nullable: true, example: '+32 3 214 55 10' })
  @IsOptional()
  phone?: unknown;

  /** http(s) address of the salon's own site. */
  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://lumen-huid.example' })
  @IsOptional()
  website?: unknown;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'info@lumen-huid.example' })
  @IsOptional()
  email?: unknown;

  /**
   * Peppol participant id for e-invoices, `scheme:id` (Belgium: `0208:` + the 10-digit enterprise
   * number, checked with mod 97); null: derived from the VAT number.
   */
  @ApiPropertyOptional({ type: String, nullable: true, example: '0208:0123456749' })
  @IsOptional()
  peppolId?: unknown;
}
