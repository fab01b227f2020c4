import type { Locale } from '../../../common/i18n/locale.js';
import { DEMO_ARTICLES } from './articles.js';
import type { PostDef } from './posts.js';

/** The storefront's path word of the magazine per language (storefront/src/lib/routes.ts: magazineArticle). */
const MAGAZINE: Record<Locale, string> = {
  nl: 'magazine',
  en: 'magazine',
  de: 'presse',
  fr: 'magazine',
};

/** The article the campaign leads to, in the page's language. */
function articleLink(locale: Locale): string {
  const article = DEMO_ARTICLES.find((post) => post.key === 'what-is-epigenetics')!;
  return `/${locale}/${MAGAZINE[locale]}/${article.texts[locale].slug}`;
}

/**
 * A campaign landing page at `/lp/epigenetic-shield` (the same slug in every language: the path
 * has no locale word): a hero, the Black line's shield products and the epigenetics article.
 */
export const LANDING_PAGE: PostDef = {
  key: 'lp-epigenetic-shield',
  type: 'page',
  date: '2025-03-01',
  tags: [],
  tone: 'black',
  hero: true,
  featured: [
    'black-epigenetic-shield-serum',
    'black-shield-day-cream-spf30',
    'black-night-repair-cream',
  ],
  texts: {
    nl: {
      slug: 'epigenetic-shield',
      title: 'Het schild dat je huid jong houdt',
      subtitle: 'Black-lijn · lentecampagne',
      description:
        'Vervuiling, uv-licht en stress sturen je huid elke dag een beetje ouder. De Black-lijn helpt haar eigen afweer op peil te houden, van serum tot nachtcrème.',
      body: [
        'Je genen leggen vast wat je huid kan, je levensstijl bepaalt welke genen aan of uit staan. Onze Epigenetic Shield-formules ondersteunen de genen die je huid beschermen en herstellen, zodat ze langer hun werk blijven doen.',
        ['h2', 'Drie stappen, elke dag'],
        [
          'ul',
          [
            "'s Ochtends het Epigenetic Shield Serum op een schone huid.",
            'Daarna de Shield Day Cream SPF 30 tegen uv-licht en vervuiling.',
            "'s Avonds de Night Repair Cream, wanneer je huid zich herstelt.",
          ],
        ],
      ],
      columns: [
        {
          title: 'Lees: epigenetica in gewone woorden',
          text: 'Waarom je genen geen lot zijn, en wat je huid daarvan merkt. Een artikel van vijf minuten uit ons magazine.',
          linkLabel: 'Lees het artikel',
          link: articleLink('nl'),
        },
      ],
    },
    en: {
      slug: 'epigenetic-shield',
      title: 'The shield that keeps your skin young',
      subtitle: 'Black line · spring campaign',
      description:
        'Pollution, UV light and stress age your skin a little every day. The Black line helps it keep its own defences up, from serum to night cream.',
      body: [
        'Your genes set what your skin can do; your lifestyle decides which genes are switched on or off. Our Epigenetic Shield formulas support the genes that protect and repair your skin, so they keep doing their work for longer.',
        ['h2', 'Three steps, every day'],
        [
          'ul',
          [
            'In the morning, the Epigenetic Shield Serum on clean skin.',
            'Then the Shield Day Cream SPF 30 against UV light and pollution.',
            'In the evening, the Night Repair Cream, while your skin repairs itself.',
          ],
        ],
      ],
      columns: [
        {
          title: 'Read: epigenetics in plain words',
          text: 'Why your genes are not your destiny, and what your skin notices of it. A five-minute article from our magazine.',
          linkLabel: 'Read the article',
          link: articleLink('en'),
        },
      ],
    },
    de: {
      slug: 'epigenetic-shield',
      title: 'Der Schutzschild, der Ihre Haut jung hält',
      subtitle: 'Black-Linie · Frühjahrskampagne',
      description:
        'Umweltverschmutzung, UV-Licht und Stress lassen Ihre Haut jeden Tag ein wenig altern. Die Black-Linie hilft ihr, die eigene Abwehr aufrechtzuerhalten, vom Serum bis zur Nachtcreme.',
      body: [
        'Ihre Gene legen fest, was Ihre Haut kann; Ihr Lebensstil entscheidet, welche Gene an- oder abgeschaltet sind. Unsere Epigenetic-Shield-Formeln unterstützen die Gene, die Ihre Haut schützen und reparieren, damit sie ihre Arbeit länger tun.',
        ['h2', 'Drei Schritte, jeden Tag'],
        [
          'ul',
          [
            'Morgens das Epigenetic Shield Serum auf die gereinigte Haut.',
            'Danach die Shield Day Cream LSF 30 gegen UV-Licht und Umweltverschmutzung.',
            'Abends die Night Repair Cream, während sich Ihre Haut regeneriert.',
          ],
        ],
      ],
      columns: [
        {
          title: 'Lesen: Epigenetik in einfachen Worten',
          text: 'Warum Ihre Gene kein Schicksal sind und was Ihre Haut davon merkt. Ein Fünf-Minuten-Artikel aus unserem Magazin.',
          linkLabel: 'Zum Artikel',
          link: articleLink('de'),
        },
      ],
    },
    fr: {
      slug: 'epigenetic-shield',
      title: 'Le bouclier qui garde votre peau jeune',
      subtitle: 'Ligne Black · campagne de printemps',
      description:
        'La pollution, les UV et le stress vieillissent votre peau un peu chaque jour. La ligne Black l’aide à garder ses propres défenses, du sérum à la crème de nuit.',
      body: [
        'Vos gènes fixent ce que votre peau sait faire ; votre mode de vie décide quels gènes sont activés ou éteints. Nos formules Epigenetic Shield soutiennent les gènes qui protègent et réparent votre peau, pour qu’ils fassent leur travail plus longtemps.',
        ['h2', 'Trois gestes, chaque jour'],
        [
          'ul',
          [
            'Le matin, l’Epigenetic Shield Serum sur une peau propre.',
            'Ensuite la Shield Day Cream SPF 30 contre les UV et la pollution.',
            'Le soir, la Night Repair Cream, pendant que votre peau se répare.',
          ],
        ],
      ],
      columns: [
        {
          title: 'À lire : l’épigénétique en mots simples',
          text: 'Pourquoi vos gènes ne sont pas votre destin, et ce que votre peau en perçoit. Un article de cinq minutes de notre magazine.',
          linkLabel: 'Lire l’article',
          link: articleLink('fr'),
        },
      ],
    },
  },
};
