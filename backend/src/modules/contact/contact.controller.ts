import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/access.decorators.js';
import { ContactService } from './contact.service.js';
import { CreateContactMessageDto, FormAcceptedResponseDto } from './dto/contact.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('contact')
@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @Public()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'sendContactMessage',
    summary: 'Contact form: stores the message, mails it to the brand and a copy to the sender',
  })
  @ApiAcceptedResponse({ type: FormAcceptedResponseDto })
  @ApiProblems({
    400: 'Field errors (privacy consent, e-mail, subject …)',
    429: 'CONTACT_TOO_MANY_REQUESTS (Retry-After)',
  })
  async send(
    @Body() body: CreateContactMessageDto,
    @Req() request: FastifyRequest,
  ): Promise<FormAcceptedResponseDto> {
    await this.contact.submit(body, request.ip);
    return { status: 'ok' };
  }
}
