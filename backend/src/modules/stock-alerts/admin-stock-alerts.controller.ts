import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import {
  ListStockAlertProductsQueryDto,
  StockAlertProductListResponseDto,
} from './dto/stock-alert.dto.js';
import { StockAlertsService } from './stock-alerts.service.js';

@ApiTags('admin')
@Controller('api/admin')
export class AdminStockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  @Get('stock-alerts')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminListStockAlerts',
    summary: 'Back-in-stock requests per product: waiting, unconfirmed and already mailed',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: StockAlertProductListResponseDto })
  list(@Query() query: ListStockAlertProductsQueryDto): Promise<StockAlertProductListResponseDto> {
    return this.alerts.listProducts(query);
  }
}
