import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

/** For the TypeORM CLI (migration:generate / migration:run): the same options the app uses. */
export default new DataSource(dataSourceOptions(loadConfig(process.env)));
