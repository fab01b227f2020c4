import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/access.decorators.js';
import { FormAcceptedResponseDto } from '../contact/dto/contact.dto.js';
import { CreatePartnerApplicationDto } from './dto/partner-application.dto.js';
import { PartnersService } from './partners.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('partners')
@Controller('api/partner-applications')
export class PartnersController {
  constructor(private readonly partners: PartnersService) {}

  @Post()
  @Public()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'applyAsPartner',
    summary:
      'Partner form: stores the application, confirms it to the applicant and notifies the partner managers',
  })
  @ApiAcceptedResponse({ type: FormAcceptedResponseDto })
  @ApiProblems({
    400: 'Field errors (privacy consent, e-mail, phone …)',
    422: 'COMMON_ADDRESS_INVALID: the postcode does not fit the country, or the phone is not a valid number',
    429: 'PARTNERS_TOO_MANY_REQUESTS (Retry-After)',
  })
  async apply(
    @Body() body: CreatePartnerApplicationDto,
    @Req() request: FastifyRequest,
  ): Promise<FormAcceptedResponseDto> {
    await this.partners.submit(body, request.ip);
    return { status: 'ok' };
  }
}
