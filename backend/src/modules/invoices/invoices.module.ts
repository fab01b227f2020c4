import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminInvoicesController } from './admin-invoices.controller.js';
import { InvoiceCounterEntity } from './entities/invoice-counter.entity.js';
import { InvoiceEntity } from './entities/invoice.entity.js';
import { InvoicesService } from './invoices.service.js';

/**
 * Invoices and credit notes. The orders module issues an order's invoice in its payment
 * transaction (InvoicesService.issueInvoice); refunds issue credit notes through PaymentRefundedEvent;
 * the Peppol e-invoice reads the snapshot (findByOrderId).
 */
@Module({
  imports: [TypeOrmModule.forFeature([InvoiceEntity, InvoiceCounterEntity])],
  controllers: [AdminInvoicesController],
  providers: [InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
