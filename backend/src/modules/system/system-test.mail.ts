import { defineMailTemplate } from '../mail/mail-template.js';
import { FOOTER } from '../mail/templates/shared.js';

/** The data of the back-office's test mail. */
export interface SystemTestMailData {
  name: string;
}

/** The back-office's test message: proves that mail delivery works. */
export const SYSTEM_TEST_MAIL = defineMailTemplate<SystemTestMailData>(
  'system.test',
  (data, ctx) => {
    const name = String(data.name ?? '');
    return {
      nl: {
        subject: `Testbericht van ${ctx.brandName}`,
        heading: `Hallo ${name}`.trim(),
        paragraphs: ['Dit is een testbericht. Als je dit leest, werkt de verzending van e-mails.'],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Naar de winkel', path: '/nl' },
      },
      en: {
        subject: `Test message from ${ctx.brandName}`,
        heading: `Hello ${name}`.trim(),
        paragraphs: ['This is a test message. If you are reading it, mail delivery works.'],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Visit the shop', path: '/en' },
      },
      de: {
        subject: `Testnachricht von ${ctx.brandName}`,
        heading: `Hallo ${name}`.trim(),
        paragraphs: [
          'Dies ist eine Testnachricht. Wenn Sie sie lesen, funktioniert der E-Mail-Versand.',
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Zum Shop', path: '/de' },
      },
      fr: {
        subject: `Message de test de ${ctx.brandName}`,
        heading: `Bonjour ${name}`.trim(),
        paragraphs: [
          "Ceci est un message de test. Si vous le lisez, l'envoi des e-mails fonctionne.",
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: 'Visiter la boutique', path: '/fr' },
      },
    };
  },
);
