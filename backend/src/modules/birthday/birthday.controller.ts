import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { BirthdayService } from './birthday.service.js';
import { BirthdayCouponResponseDto } from './dto/birthday-coupon.dto.js';

@ApiTags('birthday')
@Controller('api/user/birthday-coupon')
export class BirthdayController {
  constructor(private readonly birthday: BirthdayService) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    operationId: 'getBirthdayCoupon',
    summary: 'The signed-in account’s newest birthday coupon (code, validity, used or not)',
  })
  @ApiOkResponse({ type: BirthdayCouponResponseDto })
  @ApiProblems(401, 403)
  async current(@CurrentUser() user: AuthUser): Promise<BirthdayCouponResponseDto> {
    return { coupon: await this.birthday.currentFor(user.id) };
  }
}
