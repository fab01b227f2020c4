import type { SavePostInput } from '../../../modules/content/content.service.js';
import { toPostInputs, type PostDef } from './posts.js';

/** Three partner-only trainings (type training), each in nl, en, de and fr (partner portal). */
const DEFS: PostDef[] = [
  {
    key: 'training-epigenetics-basics',
    type: 'training',
    date: '2025-01-15',
    tags: ['training', 'epigenetics'],
    tone: 'blue',
    texts: {
      nl: {
        slug: 'training-epigenetica-basis',
        title: 'Basisopleiding epigenetische huidverzorging',
        subtitle: 'Module 1 voor partnersalons',
        description: 'Wat epigenetica betekent voor de huid en hoe je het uitlegt aan je klanten.',
        body: [
          ['h2', 'Wat je leert'],
          [
            'ul',
            [
              'De huidklok en het ritme van dag en nacht.',
              'Welke lijn bij welk huidtype past.',
              'Hoe je een eerste consult opbouwt.',
            ],
          ],
          'Neem de bijgevoegde presentatie door voor je eerste consult.',
        ],
      },
      en: {
        slug: 'training-epigenetics-basics',
        title: 'Epigenetic skincare basics',
        subtitle: 'Module 1 for partner salons',
        description: 'What epigenetics means for the skin and how to explain it to your clients.',
        body: [
          ['h2', 'What you will learn'],
          [
            'ul',
            [
              'The skin clock and the rhythm of day and night.',
              'Which line suits which skin type.',
              'How to build a first consultation.',
            ],
          ],
          'Go through the attached presentation before your first consultation.',
        ],
      },
      de: {
        slug: 'schulung-epigenetik-grundlagen',
        title: 'Grundlagen der epigenetischen Hautpflege',
        subtitle: 'Modul 1 für Partnersalons',
        description:
          'Was Epigenetik für die Haut bedeutet und wie Sie es Ihren Kundinnen erklären.',
        body: [
          ['h2', 'Was Sie lernen'],
          [
            'ul',
            [
              'Die Hautuhr und der Rhythmus von Tag und Nacht.',
              'Welche Linie zu welchem Hauttyp passt.',
              'Wie Sie eine erste Beratung aufbauen.',
            ],
          ],
          'Sehen Sie sich vor Ihrer ersten Beratung die beigefügte Präsentation an.',
        ],
      },
      fr: {
        slug: 'formation-bases-epigenetique',
        title: 'Les bases des soins épigénétiques',
        subtitle: 'Module 1 pour les instituts partenaires',
        description:
          "Ce que l'épigénétique signifie pour la peau et comment l'expliquer à vos clientes.",
        body: [
          ['h2', 'Ce que vous apprendrez'],
          [
            'ul',
            [
              "L'horloge de la peau et le rythme du jour et de la nuit.",
              'Quelle ligne convient à quel type de peau.',
              'Comment construire une première consultation.',
            ],
          ],
          'Parcourez la présentation jointe avant votre première consultation.',
        ],
      },
    },
  },
  {
    key: 'training-peel-protocol',
    type: 'training',
    date: '2025-02-10',
    tags: ['training', 'treatment'],
    tone: 'gold',
    texts: {
      nl: {
        slug: 'training-peelingprotocol',
        title: 'Salonprotocol: de enzympeeling',
        subtitle: 'Stap voor stap in de behandelcabine',
        description: 'Het behandelprotocol van de enzympeeling, met contra-indicaties en nazorg.',
        body: [
          ['h2', 'Protocol'],
          [
            'ol',
            [
              'Reinig en tonifieer.',
              'Breng de peeling tien minuten aan.',
              'Verwijder met lauw water en breng serum aan.',
            ],
          ],
          'Live sessie in onze academie: zie datum en plaats hierboven.',
        ],
      },
      en: {
        slug: 'training-peel-protocol',
        title: 'Salon protocol: the enzyme peel',
        subtitle: 'Step by step in the treatment room',
        description:
          'The treatment protocol of the enzyme peel, with contraindications and aftercare.',
        body: [
          ['h2', 'Protocol'],
          [
            'ol',
            [
              'Cleanse and tone.',
              'Apply the peel for ten minutes.',
              'Remove with lukewarm water and apply serum.',
            ],
          ],
          'Live session at our academy: see the date and place above.',
        ],
      },
      de: {
        slug: 'schulung-peeling-protokoll',
        title: 'Salonprotokoll: das Enzympeeling',
        subtitle: 'Schritt für Schritt in der Behandlungskabine',
        description:
          'Das Behandlungsprotokoll des Enzympeelings mit Kontraindikationen und Nachsorge.',
        body: [
          ['h2', 'Protokoll'],
          [
            'ol',
            [
              'Reinigen und tonisieren.',
              'Das Peeling zehn Minuten einwirken lassen.',
              'Mit lauwarmem Wasser entfernen und Serum auftragen.',
            ],
          ],
          'Live-Termin in unserer Akademie: Datum und Ort siehe oben.',
        ],
      },
      fr: {
        slug: 'formation-protocole-peeling',
        title: 'Protocole en institut : le peeling enzymatique',
        subtitle: 'Étape par étape en cabine',
        description:
          'Le protocole du peeling enzymatique, avec contre-indications et soins après traitement.',
        body: [
          ['h2', 'Protocole'],
          [
            'ol',
            [
              'Nettoyer et tonifier.',
              'Appliquer le peeling dix minutes.',
              "Retirer à l'eau tiède et appliquer le sérum.",
            ],
          ],
          'Session en direct à notre académie : voir la date et le lieu ci-dessus.',
        ],
      },
    },
  },
  {
    key: 'training-selling-routines',
    type: 'training',
    date: '2025-03-05',
    tags: ['training', 'sales'],
    tone: 'grey',
    texts: {
      nl: {
        slug: 'training-routines-adviseren',
        title: 'Routines adviseren aan je klanten',
        subtitle: 'Van behandeling naar thuisverzorging',
        description: 'Hoe je een thuisroutine adviseert die past bij de behandeling in je salon.',
        body: [
          'Een goede thuisroutine verlengt het resultaat van elke behandeling.',
          ['h2', 'Drie vragen'],
          [
            'ul',
            ['Wat is het huidtype?', 'Welke klacht staat voorop?', 'Hoeveel tijd heeft je klant?'],
          ],
        ],
      },
      en: {
        slug: 'training-recommending-routines',
        title: 'Recommending routines to your clients',
        subtitle: 'From treatment to home care',
        description: 'How to recommend a home routine that matches the treatment in your salon.',
        body: [
          'A good home routine extends the result of every treatment.',
          ['h2', 'Three questions'],
          [
            'ul',
            [
              'What is the skin type?',
              'Which concern comes first?',
              'How much time does your client have?',
            ],
          ],
        ],
      },
      de: {
        slug: 'schulung-routinen-empfehlen',
        title: 'Routinen für Ihre Kundinnen empfehlen',
        subtitle: 'Von der Behandlung zur Heimpflege',
        description: 'Wie Sie eine Heimroutine empfehlen, die zur Behandlung in Ihrem Salon passt.',
        body: [
          'Eine gute Heimroutine verlängert das Ergebnis jeder Behandlung.',
          ['h2', 'Drei Fragen'],
          [
            'ul',
            [
              'Welcher Hauttyp?',
              'Welches Anliegen steht im Vordergrund?',
              'Wie viel Zeit hat Ihre Kundin?',
            ],
          ],
        ],
      },
      fr: {
        slug: 'formation-conseiller-routines',
        title: 'Conseiller des routines à vos clientes',
        subtitle: 'Du soin en institut aux soins à domicile',
        description:
          'Comment conseiller une routine à domicile adaptée au soin réalisé en institut.',
        body: [
          'Une bonne routine à domicile prolonge le résultat de chaque soin.',
          ['h2', 'Trois questions'],
          [
            'ul',
            [
              'Quel est le type de peau ?',
              'Quelle préoccupation passe en premier ?',
              'De combien de temps dispose votre cliente ?',
            ],
          ],
        ],
      },
    },
  },
];

/** Extra training fields per piece: attachments by URL and a live session. */
const EXTRAS: Record<
  string,
  Pick<SavePostInput, 'attachments' | 'sessionAt' | 'sessionLocation'>
> = {
  'training-epigenetics-basics': {
    attachments: [
      {
        label: 'Presentation (PDF)',
        url: 'https://academy.vyrelle.example/epigenetics-basics.pdf',
      },
      { label: 'Video', url: 'https://academy.vyrelle.example/epigenetics-basics' },
    ],
  },
  'training-peel-protocol': {
    attachments: [
      { label: 'Protocol (PDF)', url: 'https://academy.vyrelle.example/enzyme-peel.pdf' },
    ],
    sessionAt: '2027-03-15T09:00:00.000Z',
    sessionLocation: 'Vyrelle Academy, Meir 1, 2000 Antwerpen',
  },
  'training-selling-routines': {},
};

/** The demo trainings as savePost inputs (one per language). */
export const DEMO_TRAININGS: SavePostInput[] = toPostInputs(DEFS).map((input) => ({
  ...input,
  ...EXTRAS[input.translationKey!],
}));
