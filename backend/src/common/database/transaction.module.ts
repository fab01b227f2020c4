import { Global, Module } from '@nestjs/common';
import { TransactionRunner } from './transaction-runner.js';

/** One TransactionRunner for the whole application (its SQLite write queue must be shared). */
@Global()
@Module({
  providers: [TransactionRunner],
  exports: [TransactionRunner],
})
export class TransactionModule {}
