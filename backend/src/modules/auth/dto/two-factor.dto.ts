import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class TwoFactorStatusResponseDto {
  /** Two-factor sign-in is on for this account. */
  @ApiProperty()
  enabled: boolean;

  /** This session may only enrol (STAFF_MFA=required and no second factor yet). */
  @ApiProperty()
  enrolmentRequired: boolean;

  /** Unused recovery codes left. */
  @ApiProperty()
  recoveryCodesLeft: number;
}

export class TwoFactorSetupResponseDto {
  /** The Base32 secret, for typing it into an authenticator app by hand. */
  @ApiProperty()
  secret: string;

  @ApiProperty({ example: 'otpauth://totp/Vyrelle:admin%40demo.test?secret=…&issuer=Vyrelle' })
  otpauthUrl: string;

  /** The otpauth URL as a QR code: an SVG data URL. */
  @ApiProperty({ example: 'data:image/svg+xml;base64,…' })
  qrCode: string;
}

export class ConfirmTwoFactorDto {
  /** The 6-digit code the authenticator app shows now. */
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(20, { message: 'validation.tooLong' })
  code: string;
}

/** Turning two-factor off or new recovery codes: the password and a current code (or a recovery code). */
export class ReauthenticateTwoFactorDto {
  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200, { message: 'validation.tooLong' })
  password: string;

  @ApiPropertyOptional({ example: '123456' })
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: 'validation.tooLong' })
  code?: string;

  @ApiPropertyOptional({ example: 'abcde-fghjk' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'validation.tooLong' })
  recoveryCode?: string;
}

export class RecoveryCodesResponseDto {
  /** Ten one-time recovery codes, shown this once (only their hashes are kept). */
  @ApiProperty({ type: [String] })
  recoveryCodes: string[];
}
