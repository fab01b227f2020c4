import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ListQueryDto } from '../../../common/http/pagination.js';
import {
  ORDER_STATUSES,
  PAID_STATUSES,
  type OrderStatus,
  type PaidStatus,
} from '../../orders/order-state.js';

export const ADMIN_PARTNER_ORDER_SORTS = ['createdAt'] as const;

export class ListAdminPartnerOrdersQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ADMIN_PARTNER_ORDER_SORTS, enumName: 'AdminPartnerOrderSort' })
  @IsOptional()
  @IsIn(ADMIN_PARTNER_ORDER_SORTS, { message: 'validation.choice' })
  declare sort?: (typeof ADMIN_PARTNER_ORDER_SORTS)[number];

  /** The salon (partner store) whose B2B orders are listed. */
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'validation.choice' })
  partnerStoreId: string;
}

/** A salon's B2B order in the back-office, with whether it has an e-invoice (paid). */
export class AdminPartnerOrderDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'VY-2026-000123' })
  number: string;
  @ApiProperty()
  createdAt: string;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  status: OrderStatus;
  @ApiProperty({ enum: PAID_STATUSES, enumName: 'PaidStatus' })
  paidStatus: PaidStatus;
  @ApiProperty()
  totalCents: number;
  @ApiProperty()
  reverseCharge: boolean;
  @ApiProperty({ example: 'EUR' })
  currency: string;
  /** Paid: its UBL e-invoice can be downloaded and sent. */
  @ApiProperty()
  invoiced: boolean;
}

export class AdminPartnerOrderListResponseDto {
  @ApiProperty({ type: [AdminPartnerOrderDto] })
  data: AdminPartnerOrderDto[];
  @ApiProperty()
  total: number;
}

/** Where the e-invoice went. */
export class EInvoiceSentResponseDto {
  /** `file`: written under DATA_DIR/peppol; `http`: accepted by the Peppol access point. */
  @ApiProperty({ enum: ['file', 'http'] })
  via: 'file' | 'http';
  /** The file path or the access point's transmission id. */
  @ApiProperty()
  reference: string;
  /** Receiver on the Peppol network, `scheme:id`. */
  @ApiProperty({ example: '0208:0123456749' })
  receiver: string;
}
