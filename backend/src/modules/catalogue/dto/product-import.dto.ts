import { ApiProperty } from '@nestjs/swagger';

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** One problem of the file: where (row, column) and what (a message key the back-office translates). */
export class ProductImportErrorDto {
  /** Spreadsheet row (the header is row 1); null for the file as a whole. */
  @ApiProperty({ type: Number, nullable: true })
  row: number | null;
  /** The CSV column at fault; null for the whole row. */
  @ApiProperty({ type: String, nullable: true })
  column: string | null;
  @ApiProperty({ example: 'validation.reference' })
  message: string;
}

export class ProductImportRowDto {
  @ApiProperty()
  row: number;
  @ApiProperty({ type: String, nullable: true })
  slug: string | null;
  @ApiProperty({ enum: IMPORT_ACTIONS, enumName: 'ProductImportAction' })
  action: ImportAction;
  /** For an update: the columns whose value changes. */
  @ApiProperty({ type: [String] })
  changes: string[];
  @ApiProperty({ type: [ProductImportErrorDto] })
  errors: ProductImportErrorDto[];
}

export class ProductImportReportDto {
  /** True for the preview (nothing written). */
  @ApiProperty()
  dryRun: boolean;
  /** True when the import was written. */
  @ApiProperty()
  applied: boolean;
  @ApiProperty({ type: [String] })
  columns: string[];
  @ApiProperty()
  created: number;
  @ApiProperty()
  updated: number;
  @ApiProperty()
  unchanged: number;
  /** Rows with at least one error. */
  @ApiProperty()
  errorCount: number;
  /** Problems of the file itself (syntax, header). */
  @ApiProperty({ type: [ProductImportErrorDto] })
  fileErrors: ProductImportErrorDto[];
  @ApiProperty({ type: [ProductImportRowDto] })
  rows: ProductImportRowDto[];
}
