import { Injectable, Logger } from '@nestjs/common';
import { RoutinesService } from '../../modules/routines/routines.service.js';
import { StoresService } from '../../modules/stores/stores.service.js';
import { UsersService } from '../../modules/users/users.service.js';

/**
 * A personal routine from the demo partner salon for the demo customer, when the customer has that
 * salon as specialist (a salon only writes for its own clients). Written once; never overwritten.
 */
@Injectable()
export class RoutinesDemoSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly routines: RoutinesService,
    private readonly users: UsersService,
    private readonly stores: StoresService,
  ) {}

  async seed(): Promise<void> {
    const [customer, partner] = await Promise.all([
      this.users.findByEmail('customer@demo.test'),
      this.users.findByEmail('partner@demo.test'),
    ]);
    if (
      !customer?.specialistStoreId ||
      !partner?.partnerStoreId ||
      customer.specialistStoreId !== partner.partnerStoreId
    )
      return;
    if (!(await this.stores.findActive(partner.partnerStoreId))) return;
    const written = await this.routines.seedDemo(partner.partnerStoreId, customer.id, {
      title: 'Jouw routine na de behandeling',
      note: 'Deze routine helpt je huid tot rust te komen na de behandeling van vandaag. Twee weken geen peeling, en smeer overdag altijd een dagcrème. Tot bij de volgende afspraak!',
      steps: [
        {
          productSlug: 'blue-probiotic-cleansing-foam',
          position: 1,
          timing: 'both',
          instructions: 'Schuim op met lauw water en masseer een halve minuut, dan afspoelen.',
        },
        {
          productSlug: 'blue-balancing-toner',
          position: 2,
          timing: 'both',
          instructions: 'Op een wattenschijfje, zacht deppen: niet wrijven.',
        },
        {
          productSlug: 'blue-probiotic-serum',
          position: 3,
          timing: 'morning',
          instructions: 'Twee pompjes op gezicht en hals.',
        },
        {
          productSlug: 'blue-probiotic-moisture-cream',
          position: 4,
          timing: 'morning',
          instructions: null,
        },
        {
          productSlug: 'blue-calming-night-lotion',
          position: 5,
          timing: 'evening',
          instructions: 'Als laatste stap, ook op de rode plekjes.',
        },
      ],
    });
    if (written)
      this.logger.log('Seeded a personal routine from the demo salon for customer@demo.test');
  }
}
