import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorators.js';
import { PublicCache } from '../../common/http/http-cache.js';
import { ApiAcceptLanguage, RequestLocale, type Locale } from '../../common/i18n/locale.js';
import { LocaleQueryDto } from '../../common/i18n/locale-query.dto.js';
import { ContentService } from './content.service.js';
import { HomeResponseDto } from './dto/home.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('content')
@ApiAcceptLanguage()
@Controller('api/home')
export class HomeController {
  constructor(private readonly content: ContentService) {}

  @Get()
  @Public()
  @PublicCache()
  @ApiOperation({
    operationId: 'getHome',
    summary: 'Home page blocks: hero, bestsellers, member call, gift sets, lines, latest articles',
  })
  @ApiProblems(400)
  @ApiOkResponse({ type: HomeResponseDto })
  home(@Query() _query: LocaleQueryDto, @RequestLocale() locale: Locale): Promise<HomeResponseDto> {
    return this.content.home(locale);
  }
}
