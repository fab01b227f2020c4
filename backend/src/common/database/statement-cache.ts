import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * SQL text of query builders kept per shape, so a hot read runs its statement without TypeORM
 * rebuilding it on every request (select list, joins and conditions re-assembled and re-escaped:
 * 16 % of the API's CPU on the product list).
 *
 * The caller names a shape: everything that decides the SQL text (which filters are present and
 * how many values each has, the sort, the page size, any number TypeORM writes into the text such
 * as LIMIT and OFFSET). The builder is only built for a shape seen the first time; its named text
 * (`:name`, `:...list`) and its parameters are kept, and each request binds its own named
 * parameters over those with the driver's own escaping (the same positional order, booleans and
 * dates as the builder would give). So the caller passes every parameter that differs between two
 * requests of one shape; the builder's constants (`active = true`) come from the first build.
 */
export class StatementCache {
  private readonly texts = new Map<string, { text: string; constants: ObjectLiteral }>();

  constructor(
    private readonly dataSource: DataSource,
    /** Shapes kept at most; a full cache is emptied and refilled (shapes are few in practice). */
    private readonly maxShapes = 500,
  ) {}

  /**
   * The statement and its positional parameters for `shape`, `parameters` being the named
   * parameters the builder would carry. `build` runs only when the shape is new.
   */
  statement<T extends ObjectLiteral>(
    shape: string,
    parameters: ObjectLiteral,
    build: () => SelectQueryBuilder<T>,
  ): [string, unknown[]] {
    let entry = this.texts.get(shape);
    if (entry === undefined) {
      const builder = build();
      entry = { text: builder.getQuery(), constants: builder.getParameters() };
      if (this.texts.size >= this.maxShapes) this.texts.clear();
      this.texts.set(shape, entry);
    }
    return this.dataSource.driver.escapeQueryWithParameters(entry.text, {
      ...entry.constants,
      ...parameters,
    });
  }

  /** Runs the statement of `shape` and answers its raw rows (what `getRawMany` answers). */
  async rows<R, T extends ObjectLiteral = ObjectLiteral>(
    shape: string,
    parameters: ObjectLiteral,
    build: () => SelectQueryBuilder<T>,
  ): Promise<R[]> {
    const [sql, positional] = this.statement(shape, parameters, build);
    return this.dataSource.query<R[]>(sql, positional);
  }
}
