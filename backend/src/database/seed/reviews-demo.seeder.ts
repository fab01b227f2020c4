import { Injectable, Logger } from '@nestjs/common';
import { CatalogueService } from '../../modules/catalogue/catalogue.service.js';
import type { ReviewStatus } from '../../modules/reviews/review-state.js';
import { ReviewsService } from '../../modules/reviews/reviews.service.js';
import { UsersService } from '../../modules/users/users.service.js';

interface DemoReview {
  slug: string;
  status: ReviewStatus;
  score: number;
  title: string;
  content: string;
  /** Days before now. */
  daysAgo: number;
}

/** Reviews by customer@demo.test: approved ones the storefront shows, and a pending one in the moderation queue. */
export const DEMO_REVIEWS: DemoReview[] = [
  {
    slug: 'blue-probiotic-serum',
    status: 'approved',
    score: 5,
    title: 'Rustige huid na twee weken',
    content:
      'Ik gebruik het serum ’s ochtends en ’s avonds. Na twee weken zijn de rode plekjes veel minder en trekt mijn huid niet meer.',
    daysAgo: 20,
  },
  {
    slug: 'black-cleansing-milk',
    status: 'approved',
    score: 4,
    title: 'Zacht en grondig',
    content:
      'Verwijdert make-up zonder te prikken. Ik had graag een pompje gehad, maar de reinigingsmelk zelf is top.',
    daysAgo: 12,
  },
  {
    slug: 'blue-balancing-toner',
    status: 'pending',
    score: 4,
    title: 'Fris gevoel',
    content:
      'Ruikt heel licht en geeft een fris gevoel na het reinigen. Ik gebruik hem nog maar een week.',
    daysAgo: 1,
  },
];

@Injectable()
export class ReviewsDemoSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly reviews: ReviewsService,
    private readonly catalogue: CatalogueService,
    private readonly users: UsersService,
  ) {}

  async seed(): Promise<void> {
    if ((await this.reviews.count()) > 0) return;
    const customer = await this.users.findByEmail('customer@demo.test');
    if (!customer) return;
    const products = await this.catalogue.summariesBySlugs(
      DEMO_REVIEWS.map((r) => r.slug),
      'nl',
    );
    const idBySlug = new Map(products.map((p) => [p.slug, p.id]));
    const authorName = `${customer.firstName} ${customer.lastName.charAt(0).toUpperCase()}.`;
    const inputs = DEMO_REVIEWS.filter((r) => idBySlug.has(r.slug)).map((r) => ({
      productId: idBySlug.get(r.slug)!,
      userId: customer.id,
      authorName,
      locale: 'nl',
      score: r.score,
      title: r.title,
      content: r.content,
      status: r.status,
      submittedAt: new Date(Date.now() - r.daysAgo * 86_400_000).toISOString(),
    }));
    await this.reviews.createSeeded(inputs);
    this.logger.log(`Seeded ${inputs.length} reviews by customer@demo.test`);
  }
}
