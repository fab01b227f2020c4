import { SQLITE_MIGRATIONS } from './sqlite/index.js';
import { POSTGRES_MIGRATIONS } from './postgres/index.js';

export { SQLITE_MIGRATIONS, POSTGRES_MIGRATIONS };
