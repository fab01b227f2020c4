import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

export class UploadResponseDto {
  /** 1600×900 JPEG (root-relative URL). */
  @ApiProperty({ example: '/api/uploads/3f…-landscape.jpg' })
  landscape: string;

  /** 1200×1200 JPEG. */
  @ApiProperty({ example: '/api/uploads/3f…-square.jpg?format=square' })
  square: string;

  /** What the bytes were. */
  @ApiProperty({ enum: ['jpeg', 'png', 'gif', 'svg'] })
  sourceType: string;
}

export class UploadFileParamsDto {
  @ApiProperty({ example: '0123456789abcdef0123456789abcdef-landscape.jpg' })
  @IsString()
  @Matches(/^[a-f0-9]{32}-(landscape|square)\.jpg$/, { message: 'validation.file' })
  file: string;
}
