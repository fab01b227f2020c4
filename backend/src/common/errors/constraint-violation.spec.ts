import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toProblem } from './problem-details.filter.js';

/**
 * Real drivers, real constraint errors: SQLite in the SQLite suite, PostgreSQL when
 * TEST_DATABASE_URL is set (the PostgreSQL suite, also run on Node 24, where the SQLite driver built
 * for Node 20 does not load), in a schema of its own that is dropped afterwards.
 */
const schema = `constraint_spec_${process.pid}`;
const engines: { name: string; options: () => ConstructorParameters<typeof DataSource>[0] }[] =
  process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          options: () => ({
            type: 'postgres',
            url: process.env.TEST_DATABASE_URL,
            extra: { options: `-c search_path=${schema}` },
          }),
        },
      ]
    : [{ name: 'sqlite', options: () => ({ type: 'better-sqlite3', database: ':memory:' }) }];

describe.each(engines)('a constraint violation on $name', ({ name, options }) => {
  let db: DataSource;

  beforeAll(async () => {
    db = await new DataSource(options()).initialize();
    if (name === 'sqlite') await db.query('PRAGMA foreign_keys = ON');
    else await db.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await db.query('CREATE TABLE collections (id varchar(20) PRIMARY KEY)');
    await db.query(
      'CREATE TABLE products (id varchar(20) PRIMARY KEY, slug varchar(50) NOT NULL UNIQUE, collection_id varchar(20) NOT NULL REFERENCES collections(id))',
    );
    await db.query("INSERT INTO collections (id) VALUES ('blue')");
    await db.query("INSERT INTO products (id, slug, collection_id) VALUES ('p1', 'serum', 'blue')");
  });
  afterAll(async () => {
    if (name === 'postgres') await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db?.destroy();
  });

  const failure = async (sql: string): Promise<unknown> => {
    try {
      await db.query(sql);
    } catch (error) {
      return error;
    }
    throw new Error(`${sql} did not fail`);
  };

  it('a duplicate value is a 409 naming the field, without the value or SQL', async () => {
    const error = await failure(
      "INSERT INTO products (id, slug, collection_id) VALUES ('p2', 'serum', 'blue')",
    );
    const { problem } = toProblem(error, '/api/admin/products', 'POST');
    expect(problem).toMatchObject({
      status: 409,
      code: 'COMMON_ALREADY_EXISTS',
      errors: { slug: 'validation.taken' },
    });
    expect(JSON.stringify(problem)).not.toMatch(/INSERT|serum'|p2/);
  });

  it('a reference to nothing is a 422 (the field where the database names it)', async () => {
    const error = await failure(
      "INSERT INTO products (id, slug, collection_id) VALUES ('p3', 'cream', 'gold')",
    );
    const { problem } = toProblem(error, '/api/admin/products', 'POST');
    expect(problem).toMatchObject({ status: 422, code: 'COMMON_REFERENCE_NOT_FOUND' });
    // SQLite does not say which column; PostgreSQL does.
    expect(problem.errors).toEqual(
      name === 'postgres'
        ? { collectionId: 'validation.reference' }
        : { reference: 'validation.reference' },
    );
  });

  it('removing what is still referred to is a 409', async () => {
    const error = await failure("DELETE FROM collections WHERE id = 'blue'");
    const { problem } = toProblem(error, '/api/admin/collections/blue', 'DELETE');
    expect(problem).toMatchObject({
      status: 409,
      code: 'COMMON_STILL_REFERENCED',
      errors: { id: 'validation.stillReferenced' },
    });
  });

  it('leaves other database errors as a 500 that says nothing', async () => {
    const error = await failure('SELECT * FROM no_such_table');
    const { problem } = toProblem(error, '/api/x', 'GET');
    expect(problem.status).toBe(500);
    expect(problem.detail).not.toMatch(/no_such_table/);
  });
});
