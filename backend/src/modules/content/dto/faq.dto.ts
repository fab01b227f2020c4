import { ApiProperty } from '@nestjs/swagger';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import { FAQ_SECTIONS, type FaqSection } from '../content.constants.js';

export class FaqItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  question: string;
  /** Sanitised HTML. */
  @ApiProperty()
  answer: string;
}

export class FaqSectionDto {
  @ApiProperty({ enum: FAQ_SECTIONS, enumName: 'FaqSection' })
  key: FaqSection;
  @ApiProperty()
  title: string;
  @ApiProperty({ type: [FaqItemDto] })
  items: FaqItemDto[];
}

export class FaqResponseDto {
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;
  /** The seven sections in display order; a section without questions is left out. */
  @ApiProperty({ type: [FaqSectionDto] })
  sections: FaqSectionDto[];
}
