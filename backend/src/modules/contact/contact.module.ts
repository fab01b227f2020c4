import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterModule } from '../newsletter/newsletter.module.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';
import { ContactMessageEntity } from './entities/contact-message.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity]), NewsletterModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
