import { artUrl } from '../../../modules/catalogue/artwork.js';
import { COLLECTION_COLOURS } from '../../../modules/catalogue/catalogue.constants.js';
import type { CollectionInput } from '../../../modules/catalogue/catalogue.service.js';

/** The four lines of SPEC §1 with their audience, in four languages. */
export const DEMO_COLLECTIONS: CollectionInput[] = [
  {
    slug: 'blue',
    colour: COLLECTION_COLOURS.blue,
    position: 1,
    ageRange: '15-30',
    image: artUrl('collection-blue', 'hero', 'blue'),
    translations: {
      nl: {
        name: 'Blue',
        tagline: 'Probiotisch evenwicht',
        audience:
          'Voor de jonge huid van ongeveer 15 tot 30 jaar: gevoelig, onrustig of met onzuiverheden.',
        description:
          'Een onrustige huid is vaak een huid waarvan het microbioom uit balans is. Blue brengt met probiotica en prebiotica de goede bacteriën terug op de voorgrond, zonder agressieve ingrediënten die de huid nog meer uitdrogen. Het resultaat: minder onzuiverheden, minder roodheid en een huid die zich rustig en comfortabel voelt.',
      },
      en: {
        name: 'Blue',
        tagline: 'Probiotic balance',
        audience: 'For young skin aged about 15 to 30: sensitive, restless or prone to blemishes.',
        description:
          'Restless skin is often skin whose microbiome is out of balance. With probiotics and prebiotics, Blue brings the good bacteria back to the fore, without harsh ingredients that dry the skin out even further. The result: fewer blemishes, less redness and skin that feels calm and comfortable.',
      },
      de: {
        name: 'Blue',
        tagline: 'Probiotisches Gleichgewicht',
        audience:
          'Für junge Haut von etwa 15 bis 30 Jahren: empfindlich, unruhig oder zu Unreinheiten neigend.',
        description:
          'Unruhige Haut ist oft Haut, deren Mikrobiom aus dem Gleichgewicht geraten ist. Mit Pro- und Präbiotika stärkt Blue die guten Bakterien – ohne aggressive Inhaltsstoffe, die die Haut zusätzlich austrocknen. Das Ergebnis: weniger Unreinheiten, weniger Rötungen und eine Haut, die sich ruhig und wohl anfühlt.',
      },
      fr: {
        name: 'Blue',
        tagline: 'L’équilibre probiotique',
        audience:
          'Pour les peaux jeunes d’environ 15 à 30 ans : sensibles, réactives ou sujettes aux imperfections.',
        description:
          'Une peau réactive est souvent une peau dont le microbiome est déséquilibré. Grâce aux probiotiques et aux prébiotiques, Blue remet les bonnes bactéries au premier plan, sans ingrédients agressifs qui dessèchent encore davantage. Résultat : moins d’imperfections, moins de rougeurs et une peau apaisée et confortable.',
      },
    },
  },
  {
    slug: 'black',
    colour: COLLECTION_COLOURS.black,
    position: 2,
    ageRange: '25-45',
    image: artUrl('collection-black', 'hero', 'black'),
    translations: {
      nl: {
        name: 'Black',
        tagline: 'Het epigenetisch schild',
        audience: 'Anti-aging voor de normale tot gevoelige huid, van ongeveer 25 tot 45 jaar.',
        description:
          'Je genen bepalen niet alles: hoe ze tot uiting komen, hangt mee af van je omgeving. Uv, vervuiling, stress en slaaptekort zetten genen aan of uit die de veroudering van de huid versnellen. Black vormt een epigenetisch schild dat de huid helpt haar jeugdige eigenschappen langer te bewaren, mild genoeg voor de gevoelige huid.',
      },
      en: {
        name: 'Black',
        tagline: 'The epigenetic shield',
        audience: 'Anti-ageing for normal to sensitive skin, aged about 25 to 45.',
        description:
          'Your genes do not decide everything: how they are expressed depends partly on your environment. UV, pollution, stress and lack of sleep switch genes on or off that speed up skin ageing. Black forms an epigenetic shield that helps the skin keep its youthful qualities for longer, gentle enough for sensitive skin.',
      },
      de: {
        name: 'Black',
        tagline: 'Der epigenetische Schutzschild',
        audience:
          'Anti-Aging für normale bis empfindliche Haut, im Alter von etwa 25 bis 45 Jahren.',
        description:
          'Ihre Gene bestimmen nicht alles: Wie sie zum Ausdruck kommen, hängt auch von Ihrer Umgebung ab. UV-Strahlung, Umweltbelastung, Stress und Schlafmangel schalten Gene an oder aus, die die Hautalterung beschleunigen. Black bildet einen epigenetischen Schutzschild, der der Haut hilft, ihre jugendlichen Eigenschaften länger zu bewahren – sanft genug für empfindliche Haut.',
      },
      fr: {
        name: 'Black',
        tagline: 'Le bouclier épigénétique',
        audience: 'Anti-âge pour les peaux normales à sensibles, d’environ 25 à 45 ans.',
        description:
          'Vos gènes ne décident pas de tout : leur expression dépend aussi de votre environnement. Les UV, la pollution, le stress et le manque de sommeil activent ou désactivent des gènes qui accélèrent le vieillissement cutané. Black forme un bouclier épigénétique qui aide la peau à préserver plus longtemps ses qualités de jeunesse, tout en douceur pour les peaux sensibles.',
      },
    },
  },
  {
    slug: 'gold',
    colour: COLLECTION_COLOURS.gold,
    position: 3,
    ageRange: '45+',
    image: artUrl('collection-gold', 'hero', 'gold'),
    translations: {
      nl: {
        name: 'Gold',
        tagline: 'De peptideformule',
        audience: 'Voor de rijpere huid vanaf ongeveer 45 jaar.',
        description:
          'Vanaf je veertigste maakt de huid elk jaar minder collageen aan en vertraagt de celvernieuwing. Gold werkt met signaalpeptiden: kleine eiwitfragmenten die de huid het signaal geven om opnieuw collageen en elastine aan te maken. Rijke texturen voeden de droge, rijpere huid, voor zichtbaar meer stevigheid en glans.',
      },
      en: {
        name: 'Gold',
        tagline: 'The peptide formula',
        audience: 'For mature skin from about 45 years of age.',
        description:
          'From your forties, the skin produces less collagen every year and cell renewal slows down. Gold works with signal peptides: small protein fragments that tell the skin to produce collagen and elastin again. Rich textures nourish dry, mature skin for visibly more firmness and radiance.',
      },
      de: {
        name: 'Gold',
        tagline: 'Die Peptidformel',
        audience: 'Für reife Haut ab etwa 45 Jahren.',
        description:
          'Ab vierzig bildet die Haut jedes Jahr weniger Kollagen, und die Zellerneuerung verlangsamt sich. Gold arbeitet mit Signalpeptiden: kleinen Eiweißfragmenten, die der Haut das Signal geben, wieder Kollagen und Elastin zu bilden. Reichhaltige Texturen nähren trockene, reife Haut – für sichtbar mehr Festigkeit und Ausstrahlung.',
      },
      fr: {
        name: 'Gold',
        tagline: 'La formule aux peptides',
        audience: 'Pour les peaux matures à partir d’environ 45 ans.',
        description:
          'Dès la quarantaine, la peau produit chaque année moins de collagène et son renouvellement ralentit. Gold agit avec des peptides signal : de petits fragments de protéines qui indiquent à la peau de produire à nouveau collagène et élastine. Des textures riches nourrissent les peaux sèches et matures, pour plus de fermeté et d’éclat.',
      },
    },
  },
  {
    slug: 'grey',
    colour: COLLECTION_COLOURS.grey,
    position: 4,
    ageRange: null,
    image: artUrl('collection-grey', 'hero', 'grey'),
    translations: {
      nl: {
        name: 'Grey',
        tagline: 'De aanvullingen',
        audience:
          'Voor elke huid en elke lijn: zonbescherming, lichaamsverzorging en supplementen.',
        description:
          'Geen gezichtsroutine is compleet zonder zonbescherming, en de huid stopt niet bij de kaaklijn. Grey bundelt de aanvullingen op Blue, Black en Gold: zonneproducten met SPF 30 en 50, verzorging voor het lichaam en voedingssupplementen die de huid van binnenuit ondersteunen.',
      },
      en: {
        name: 'Grey',
        tagline: 'The add-ons',
        audience: 'For every skin and every line: sun protection, body care and supplements.',
        description:
          'No facial routine is complete without sun protection, and skin does not stop at the jawline. Grey brings together the companions to Blue, Black and Gold: sun care with SPF 30 and 50, body care and food supplements that support the skin from within.',
      },
      de: {
        name: 'Grey',
        tagline: 'Die Ergänzungen',
        audience: 'Für jede Haut und jede Linie: Sonnenschutz, Körperpflege und Nahrungsergänzung.',
        description:
          'Keine Gesichtsroutine ist ohne Sonnenschutz vollständig, und die Haut endet nicht an der Kinnlinie. Grey vereint die Ergänzungen zu Blue, Black und Gold: Sonnenpflege mit LSF 30 und 50, Körperpflege und Nahrungsergänzungsmittel, die die Haut von innen unterstützen.',
      },
      fr: {
        name: 'Grey',
        tagline: 'Les compléments',
        audience:
          'Pour toutes les peaux et toutes les lignes : protection solaire, soins du corps et compléments alimentaires.',
        description:
          'Aucune routine visage n’est complète sans protection solaire, et la peau ne s’arrête pas à l’ovale du visage. Grey réunit les compléments de Blue, Black et Gold : des solaires SPF 30 et 50, des soins du corps et des compléments alimentaires qui soutiennent la peau de l’intérieur.',
      },
    },
  },
];
