import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { passwordProblems } from '../modules/users/password.js';
import { UsersService } from '../modules/users/users.service.js';

/**
 * Creates the first admin of a production database (production seeds no accounts):
 *   ADMIN_PASSWORD=… npm run create-admin -- --email you@brand.be --first-name Elise --last-name Claes
 * Without ADMIN_PASSWORD a strong random password is generated and printed once.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Admin' },
    'last-name': { type: 'string', default: 'Admin' },
  },
});
if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) {
  process.stderr.write(
    'Usage: create-admin --email you@example.com [--first-name Name] [--last-name Name] (password from ADMIN_PASSWORD, else generated)\n',
  );
  process.exit(2);
}
const given = process.env.ADMIN_PASSWORD;
const password = given ?? `${randomBytes(12).toString('base64url')}Aa1`;
const problems = passwordProblems(password);
if (problems.length > 0) {
  process.stderr.write(`ADMIN_PASSWORD is too weak: ${problems.join(', ')}\n`);
  process.exit(2);
}
try {
  const config = { ...loadConfig(process.env), inlineWorker: false, seedDemoData: false };
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot(config, { role: 'cli' }),
    { logger: ['error', 'warn'] },
  );
  const users = app.get(UsersService);
  const user = await users.create({
    email: values.email,
    password,
    firstName: values['first-name']!,
    lastName: values['last-name']!,
    country: 'BE',
    role: 'admin',
    privacyAcceptedAt: new Date().toISOString(),
  });
  process.stdout.write(
    `Created admin ${user.email}${given ? '' : ` with the password ${password} (shown once: store it safely)`}\n`,
  );
  await app.close();
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
