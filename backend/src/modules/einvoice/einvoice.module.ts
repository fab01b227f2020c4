import { Module } from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PartnerStoreGuard } from '../partner-portal/partner-store.guard.js';
import { StoresModule } from '../stores/stores.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminEInvoiceController } from './admin-einvoice.controller.js';
import { EInvoicePaidListener } from './einvoice-paid.listener.js';
import { EInvoiceController } from './einvoice.controller.js';
import { EInvoiceService } from './einvoice.service.js';
import { EInvoiceSender } from './sending/einvoice-sender.js';
import { FileEInvoiceSender } from './sending/file-einvoice.sender.js';
import { HttpEInvoiceSender } from './sending/http-einvoice.sender.js';

/**
 * Peppol e-invoices (UBL 2.1, BIS Billing 3.0) of partner orders. It owns no table: the invoice
 * number and date come from the invoices module, the lines from the orders module
 * (OrderReadsService), the salon's participant id from the stores module.
 * The sending port's adapter is chosen from PEPPOL_MODE at boot.
 */
@Module({
  imports: [InvoicesModule, OrdersModule, StoresModule, UsersModule],
  controllers: [EInvoiceController, AdminEInvoiceController],
  providers: [
    EInvoiceService,
    EInvoicePaidListener,
    PartnerStoreGuard,
    {
      provide: EInvoiceSender,
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig): EInvoiceSender =>
        config.einvoice.mode === 'http'
          ? new HttpEInvoiceSender(
              config.einvoice.accessPointUrl!,
              config.einvoice.accessPointToken!,
            )
          : new FileEInvoiceSender(config.dataDir),
    },
  ],
  exports: [EInvoiceService],
})
export class EInvoiceModule {}
