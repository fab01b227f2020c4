import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * The token request of RFC 6749 (form-encoded; JSON accepted too). Validated by hand in the
 * service because errors must follow RFC 6749 §5.2, not problem details.
 */
export class TokenRequestDto {
  @ApiProperty({ enum: ['password', 'refresh_token'] })
  grant_type: string;
  @ApiProperty({ example: 'storefront' })
  client_id: string;
  @ApiProperty()
  client_secret: string;
  @ApiPropertyOptional({ description: 'password grant: the e-mail address' })
  username?: string;
  @ApiPropertyOptional({ description: 'password grant' })
  password?: string;
  @ApiPropertyOptional({ description: 'refresh_token grant' })
  refresh_token?: string;
  @ApiPropertyOptional({
    description:
      'password grant of a staff account with two-factor sign-in: the 6-digit code of the authenticator app (each accepted once)',
    example: '123456',
  })
  otp?: string;
  @ApiPropertyOptional({
    description: 'password grant, instead of `otp`: one of the ten one-time recovery codes',
    example: 'abcde-fghjk',
  })
  recovery_code?: string;
}

export class TokenResponseDto {
  @ApiProperty()
  access_token: string;
  @ApiProperty()
  refresh_token: string;
  @ApiProperty({ enum: ['Bearer'] })
  token_type: 'Bearer';
  @ApiProperty({ example: 900 })
  expires_in: number;
}

export class OAuthErrorDto {
  @ApiProperty({
    enum: [
      'invalid_request',
      'invalid_client',
      'invalid_grant',
      'unsupported_grant_type',
      'too_many_requests',
    ],
  })
  error: string;
  @ApiProperty()
  error_description: string;
  /**
   * With `invalid_grant`: the password was right but the staff account has two-factor sign-in;
   * send the same password grant again with `otp` (or `recovery_code`).
   */
  @ApiPropertyOptional({ example: true })
  mfa_required?: boolean;
}

export class RevokeRequestDto {
  @ApiProperty()
  token: string;
  @ApiPropertyOptional({ enum: ['refresh_token', 'access_token'] })
  token_type_hint?: string;
  @ApiProperty()
  client_id: string;
  @ApiProperty()
  client_secret: string;
}
