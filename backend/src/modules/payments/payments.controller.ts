import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiConsumes,
  ApiExcludeEndpoint,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Authenticated, Public } from '../../common/auth/access.decorators.js';
import { AppError } from '../../common/errors/app-error.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { DemoPaymentProvider } from './demo-payment-provider.js';
import { renderDemoPaymentPage } from './demo-page.js';
import {
  DemoPaymentActionDto,
  PaymentMethodsResponseDto,
  PaymentWebhookDto,
} from './dto/payment.dto.js';
import { PaymentProvider } from './payment-provider.js';
import { PaymentsErrorCode } from './payments.errors.js';
import { PaymentsService } from './payments.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('payments')
@Controller('api')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly provider: PaymentProvider,
  ) {}

  @Post('payments/webhook')
  @Public()
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOperation({
    operationId: 'paymentWebhook',
    summary:
      'Payment provider webhook: carries only the payment id; the state is fetched back from the provider',
  })
  @ApiProblems(400)
  @ApiOkResponse({
    description: 'Always 200 (also for unknown ids, which change nothing); replays change nothing',
  })
  async webhook(@Body() body: PaymentWebhookDto): Promise<Record<string, never>> {
    await this.payments.processWebhook(body.id);
    return {};
  }

  @Get('payment-methods')
  @Authenticated()
  @ApiOperation({
    operationId: 'listPaymentMethods',
    summary: 'Payment methods: offered at checkout and saved with the provider for this customer',
  })
  @ApiProblems(401)
  @ApiOkResponse({ type: PaymentMethodsResponseDto })
  async methods(@CurrentUser() user: AuthUser): Promise<PaymentMethodsResponseDto> {
    return {
      provider: this.payments.providerName,
      available:
        this.payments.providerName === 'mollie' ? ['bancontact', 'ideal', 'creditcard'] : ['demo'],
      saved: await this.payments.savedMethods(user.id),
    };
  }

  @Delete('payment-methods/:id')
  @Authenticated()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deletePaymentMethod',
    summary: 'Removes a saved payment method (Mollie: revokes the mandate)',
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiProblems(401, { 404: 'PAYMENTS_METHOD_NOT_FOUND: not one of the caller’s saved methods' })
  async removeMethod(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.payments.removeSavedMethod(user.id, id);
  }

  /** The demo provider's hosted payment page (HTML, no script). */
  @Get('payments/demo/:id')
  @Public()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @ApiExcludeEndpoint()
  async demoPage(@Param('id') id: string): Promise<string> {
    return renderDemoPaymentPage(await this.demoPayment(id));
  }

  /** A button of the demo page: settles the payment, calls the webhook like a real provider, then sends the customer back to the shop. */
  @Post('payments/demo/:id')
  @Public()
  @ApiExcludeEndpoint()
  @ApiProblems(400)
  async demoAction(
    @Param('id') id: string,
    @Body() body: DemoPaymentActionDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const provider = this.demoProvider();
    const payment = await this.demoPayment(id);
    await provider.settle(payment.id, body.outcome);
    await this.payments.processWebhook(payment.id);
    await reply
      .code(303)
      .header('location', payment.redirectUrl)
      .header('cache-control', 'no-store')
      .send();
  }

  private demoProvider(): DemoPaymentProvider {
    if (!(this.provider instanceof DemoPaymentProvider))
      throw new AppError('not_found', PaymentsErrorCode.NOT_FOUND, 'Payment not found.');
    return this.provider;
  }

  private async demoPayment(id: string) {
    const payment = await this.demoProvider().find(id);
    if (!payment)
      throw new AppError('not_found', PaymentsErrorCode.NOT_FOUND, 'Payment not found.');
    return payment;
  }
}
