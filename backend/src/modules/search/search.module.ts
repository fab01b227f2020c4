import { Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { UsersModule } from '../users/users.module.js';
import { SearchSynonymEntity } from './entities/search-synonym.entity.js';
import { PostgresSearchIndex } from './index/postgres-search-index.js';
import { SEARCH_INDEX, type SearchIndex } from './index/search-index.port.js';
import { SqliteSearchIndex } from './index/sqlite-search-index.js';
import { AdminSearchSynonymsController, SearchController } from './search.controller.js';
import { SearchSynonymsService } from './search-synonyms.service.js';
import { SearchService } from './search.service.js';

/** The adapter of the database the app runs on: FTS5 on SQLite, full text + pg_trgm on PostgreSQL. */
async function createSearchIndex(dataSource: DataSource): Promise<SearchIndex> {
  if (dataSource.options.type === 'postgres') return new PostgresSearchIndex(dataSource);
  const index = new SqliteSearchIndex(dataSource);
  await index.ensureTriggers();
  return index;
}

@Module({
  imports: [
    TypeOrmModule.forFeature([SearchSynonymEntity]),
    AuditModule,
    UsersModule,
    CatalogueModule,
  ],
  controllers: [SearchController, AdminSearchSynonymsController],
  providers: [
    { provide: SEARCH_INDEX, inject: [getDataSourceToken()], useFactory: createSearchIndex },
    SearchService,
    SearchSynonymsService,
  ],
  exports: [SearchService],
})
export class SearchModule {}
