import { Injectable, Logger } from '@nestjs/common';
import { CatalogueService } from '../../modules/catalogue/catalogue.service.js';
import type { ReviewStatus } from '../../modules/reviews/review-state.js';
import { ReviewsService } from '../../modules/reviews/reviews.service.js';
import { UsersService } from '../../modules/users/users.service.js';
import { randomBytes } from 'node:crypto';
import { DEMO_PRODUCTS } from './catalogue/products.js';

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

type Lang = 'nl' | 'en' | 'de' | 'fr';

/** Four demo reviewers, one per language (no one signs in as them: their password is random). */
export const DEMO_REVIEWERS: {
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  locale: Lang;
}[] = [
  {
    email: 'reviewer.nl@demo.test',
    firstName: 'Marie',
    lastName: 'Peeters',
    country: 'BE',
    locale: 'nl',
  },
  {
    email: 'reviewer.en@demo.test',
    firstName: 'Emma',
    lastName: 'Clarke',
    country: 'IE',
    locale: 'en',
  },
  {
    email: 'reviewer.de@demo.test',
    firstName: 'Jana',
    lastName: 'Müller',
    country: 'DE',
    locale: 'de',
  },
  {
    email: 'reviewer.fr@demo.test',
    firstName: 'Camille',
    lastName: 'Dubois',
    country: 'FR',
    locale: 'fr',
  },
];

/** Review texts per language and score: [title, content]. */
const REVIEW_TEXTS: Record<Lang, Record<3 | 4 | 5, [string, string][]>> = {
  nl: {
    5: [
      [
        'Mijn huid voelt geweldig',
        'Na een maand is mijn huid zichtbaar rustiger en zachter. Ik koop het zeker opnieuw.',
      ],
      [
        'Echte aanrader',
        'Trekt snel in, ruikt subtiel en doet wat het belooft. Mijn schoonheidsspecialiste had gelijk.',
      ],
    ],
    4: [
      [
        'Fijn product',
        'Prettige textuur en een mooi resultaat. Alleen de prijs is wat aan de hoge kant.',
      ],
      ['Goed resultaat', 'Mijn huid voelt soepeler aan. Ik had na twee weken al verschil gezien.'],
    ],
    3: [['Goed, niet wauw', 'Het doet zijn werk, maar ik had iets meer effect verwacht.']],
  },
  en: {
    5: [
      [
        'My skin loves it',
        'After a month my skin is visibly calmer and softer. I will definitely buy it again.',
      ],
      [
        'Highly recommended',
        'Absorbs quickly, smells subtle and does what it promises. My beautician was right.',
      ],
    ],
    4: [
      [
        'Lovely product',
        'Pleasant texture and a nice result. Only the price is a little on the high side.',
      ],
      ['Good results', 'My skin feels smoother. I noticed a difference within two weeks.'],
    ],
    3: [['Good, not amazing', 'It does its job, but I expected a bit more effect.']],
  },
  de: {
    5: [
      [
        'Meine Haut liebt es',
        'Nach einem Monat ist meine Haut sichtbar ruhiger und weicher. Ich kaufe es sicher wieder.',
      ],
      [
        'Absolut empfehlenswert',
        'Zieht schnell ein, duftet dezent und hält, was es verspricht. Meine Kosmetikerin hatte recht.',
      ],
    ],
    4: [
      [
        'Schönes Produkt',
        'Angenehme Textur und ein schönes Ergebnis. Nur der Preis ist etwas hoch.',
      ],
      [
        'Gutes Ergebnis',
        'Meine Haut fühlt sich geschmeidiger an. Nach zwei Wochen sah ich schon einen Unterschied.',
      ],
    ],
    3: [
      [
        'Gut, aber nicht überwältigend',
        'Es erfüllt seinen Zweck, aber ich hatte etwas mehr Wirkung erwartet.',
      ],
    ],
  },
  fr: {
    5: [
      [
        'Ma peau adore',
        'Après un mois, ma peau est visiblement plus calme et plus douce. Je le rachèterai sans hésiter.',
      ],
      [
        'Je recommande vivement',
        'Pénètre vite, parfum discret et tient ses promesses. Mon esthéticienne avait raison.',
      ],
    ],
    4: [
      ['Très bon produit', 'Texture agréable et joli résultat. Seul le prix est un peu élevé.'],
      ['Bons résultats', 'Ma peau est plus souple. J’ai vu une différence en deux semaines.'],
    ],
    3: [['Bien, sans plus', 'Il fait son travail, mais j’attendais un peu plus d’effet.']],
  },
};

/** Scores the reviewers give, in turn: an average around 4.4. */
const SCORES: (3 | 4 | 5)[] = [5, 4, 5, 5, 3, 4, 5, 4];

/**
 * The approved reviews of the demo reviewers: about two products in three (the catalogue's order,
 * sets left out) get one to four reviews in the four languages. Fixed by the product's place, so the
 * same catalogue always gets the same reviews.
 */
/**
 * Products left without demo reviews: the review browser journey posts the first review on these
 * (and a shop has products nobody reviewed yet, shown without stars).
 */
export const UNREVIEWED_SLUGS: ReadonlySet<string> = new Set([
  'blue-gentle-exfoliant',
  'blue-probiotic-face-mist',
  'blue-purifying-clay-mask',
  'blue-calming-night-lotion',
]);

export function demoReviewerReviews(slugs: readonly string[]): {
  slug: string;
  locale: Lang;
  score: 3 | 4 | 5;
  title: string;
  content: string;
  daysAgo: number;
}[] {
  const out: ReturnType<typeof demoReviewerReviews> = [];
  slugs.forEach((slug, index) => {
    if (index % 3 === 2 || UNREVIEWED_SLUGS.has(slug)) return;
    const count = 1 + (index % 4);
    for (let k = 0; k < count; k++) {
      const reviewer = DEMO_REVIEWERS[(index + k) % DEMO_REVIEWERS.length]!;
      const score = SCORES[(index * 3 + k) % SCORES.length]!;
      const pool = REVIEW_TEXTS[reviewer.locale][score];
      const [title, content] = pool[(index + k) % pool.length]!;
      out.push({
        slug,
        locale: reviewer.locale,
        score,
        title,
        content,
        daysAgo: 3 + ((index * 7 + k * 11) % 90),
      });
    }
  });
  return out;
}

@Injectable()
export class ReviewsDemoSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly reviews: ReviewsService,
    private readonly catalogue: CatalogueService,
    private readonly users: UsersService,
  ) {}

  async seed(): Promise<void> {
    await this.seedCustomerReviews();
    await this.seedReviewerReviews();
  }

  /**
   * The demo reviewers and their approved reviews; run again it adds only what is missing (a
   * reviewer, or a product they have not reviewed yet), so an existing database gets them too.
   */
  private async seedReviewerReviews(): Promise<void> {
    const reviewerIds = new Map<Lang, string>();
    for (const reviewer of DEMO_REVIEWERS) {
      const user =
        (await this.users.findByEmail(reviewer.email)) ??
        (await this.users.create({
          ...reviewer,
          role: 'customer',
          password: randomBytes(24).toString('base64url'),
          privacyAcceptedAt: new Date().toISOString(),
        }));
      reviewerIds.set(reviewer.locale, user.id);
    }
    const slugs = DEMO_PRODUCTS.filter((p) => p.type !== 'sets').map((p) => p.slug);
    const products = await this.catalogue.summariesBySlugs(slugs, 'nl');
    const idBySlug = new Map(products.map((p) => [p.slug, p.id]));
    const reviewer = new Map(DEMO_REVIEWERS.map((r) => [r.locale, r]));
    const inputs = demoReviewerReviews(slugs)
      .filter((r) => idBySlug.has(r.slug))
      .map((r) => {
        const author = reviewer.get(r.locale)!;
        return {
          productId: idBySlug.get(r.slug)!,
          userId: reviewerIds.get(r.locale)!,
          authorName: `${author.firstName} ${author.lastName.charAt(0)}.`,
          locale: r.locale,
          score: r.score,
          title: r.title,
          content: r.content,
          status: 'approved' as const,
          submittedAt: new Date(Date.now() - r.daysAgo * 86_400_000).toISOString(),
        };
      });
    const added = await this.reviews.createSeeded(inputs);
    if (added > 0) this.logger.log(`Seeded ${added} approved reviews by the demo reviewers`);
  }

  private async seedCustomerReviews(): Promise<void> {
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
