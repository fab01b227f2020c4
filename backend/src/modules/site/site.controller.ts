import { Public } from '../../common/auth/access.decorators.js';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { LOCALES } from '../../common/i18n/locale.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';

export class SiteConfigResponseDto {
  @ApiProperty({ example: 'Vyrelle' })
  brandName: string;

  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  defaultLocale: 'nl';

  @ApiProperty({ enum: LOCALES, enumName: 'Locale', isArray: true })
  locales: string[];

  /** Google Tag Manager container id; loaded by the storefront only after analytics consent. */
  @ApiProperty({ type: String, nullable: true })
  tagManagerId: string | null;
}

/** Public, cacheable settings the storefront needs on every page. */
@ApiTags('site')
@Controller('api/config')
export class SiteController {
  constructor(@Inject(appConfig.KEY) private readonly config: AppConfig) {}

  @Get()
  @Public()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ operationId: 'getSiteConfig', summary: 'Brand name, locales and tag manager id' })
  @ApiOkResponse({ type: SiteConfigResponseDto })
  get(): SiteConfigResponseDto {
    return {
      brandName: this.config.brandName,
      defaultLocale: 'nl',
      locales: [...LOCALES],
      tagManagerId: this.config.tagManagerId,
    };
  }
}
