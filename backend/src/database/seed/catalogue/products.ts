import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import {
  productImageUrl,
  type CollectionSlug,
  type ProductType,
  type SetKind,
  type SkinType,
  type Timing,
} from '../../../modules/catalogue/catalogue.constants.js';
import type { ProductInput } from '../../../modules/catalogue/catalogue.service.js';
import {
  ACTIVES,
  BASE_INCI,
  CONSISTENCY,
  LINE_PROMISE,
  USAGE,
  type ActiveKey,
  type Texts,
} from './product-copy.js';

/** [name, subtitle, lead sentence(s)] in one language. */
type Copy = [name: string, subtitle: string, lead: string];

interface ProductDef {
  slug: string;
  type: ProductType;
  collection: CollectionSlug;
  skin: SkinType[];
  timing: Timing[];
  priceCents: number;
  size: string;
  stock: number;
  rank?: number;
  spf?: 30 | 50;
  vatRate?: number;
  actives: ActiveKey[];
  setKind?: SetKind;
  setItems?: string[];
  usage?: Texts;
  consistency?: Texts;
  copy: Record<Locale, Copy>;
}

const DAY: Timing[] = ['day'];
const NIGHT: Timing[] = ['night'];
const BOTH: Timing[] = ['day', 'night'];

const SPF_USAGE: Texts = {
  nl: 'Breng ruim aan vóór je in de zon gaat en herhaal om de twee uur, na het zwemmen, zweten of afdrogen. Vermijd de felle middagzon.',
  en: 'Apply generously before sun exposure and reapply every two hours and after swimming, sweating or towelling. Avoid the midday sun.',
  de: 'Vor dem Sonnenbad großzügig auftragen und alle zwei Stunden sowie nach dem Baden, Schwitzen oder Abtrocknen erneut auftragen. Die Mittagssonne meiden.',
  fr: 'Appliquer généreusement avant l’exposition et renouveler toutes les deux heures, ainsi qu’après la baignade, la transpiration ou le séchage. Éviter le soleil de midi.',
};

const ROUTINE_BOX: Texts = {
  nl: 'Complete routine in één doos, met routinekaart',
  en: 'A complete routine in one box, with a routine card',
  de: 'Eine komplette Routine in einer Box, mit Routinekarte',
  fr: 'Une routine complète en un coffret, avec carte de routine',
};

const DEFS: ProductDef[] = [
  // ------------------------------------------------------------------ Blue: probiotics, 15-30
  {
    slug: 'blue-probiotic-cleansing-foam',
    type: 'foam',
    collection: 'blue',
    skin: ['problem', 'oily', 'combination', 'sensitive'],
    timing: BOTH,
    priceCents: 2900,
    size: '150 ml',
    stock: 140,
    rank: 4,
    actives: ['probiotic-lysate', 'zinc-pca', 'aloe-vera'],
    copy: {
      nl: [
        'Probiotisch Reinigingsschuim',
        'Zachte reiniging die het microbioom respecteert',
        'Een luchtig schuim dat make-up, talg en vervuiling oplost zonder de huid uit te drogen. De huid voelt schoon, fris en nooit trekkerig.',
      ],
      en: [
        'Probiotic Cleansing Foam',
        'A gentle cleanse that respects the microbiome',
        'An airy foam that lifts make-up, sebum and pollution without stripping the skin. It leaves skin clean, fresh and never tight.',
      ],
      de: [
        'Probiotischer Reinigungsschaum',
        'Sanfte Reinigung, die das Mikrobiom respektiert',
        'Ein luftiger Schaum, der Make-up, Talg und Schmutzpartikel löst, ohne die Haut auszutrocknen. Die Haut fühlt sich sauber, frisch und nie gespannt an.',
      ],
      fr: [
        'Mousse nettoyante probiotique',
        'Un nettoyage doux qui respecte le microbiome',
        'Une mousse aérienne qui élimine maquillage, sébum et pollution sans dessécher. La peau est nette, fraîche et jamais tiraillée.',
      ],
    },
  },
  {
    slug: 'blue-balancing-toner',
    type: 'toner',
    collection: 'blue',
    skin: ['problem', 'oily', 'combination', 'sensitive', 'normal'],
    timing: BOTH,
    priceCents: 2600,
    size: '200 ml',
    stock: 95,
    actives: ['prebiotic-inulin', 'niacinamide', 'panthenol'],
    copy: {
      nl: [
        'Balancerende Tonic',
        'Herstelt de pH na het reinigen',
        'Een alcoholvrije tonic die de huid na het reinigen in evenwicht brengt en voorbereidt op je serum. Poriën ogen fijner, de teint rustiger.',
      ],
      en: [
        'Balancing Toner',
        'Restores the pH after cleansing',
        'An alcohol-free toner that rebalances the skin after cleansing and preps it for your serum. Pores look finer, the complexion calmer.',
      ],
      de: [
        'Ausgleichendes Tonikum',
        'Stellt nach der Reinigung den pH-Wert wieder her',
        'Ein alkoholfreies Tonikum, das die Haut nach der Reinigung ins Gleichgewicht bringt und auf das Serum vorbereitet. Die Poren wirken feiner, der Teint ruhiger.',
      ],
      fr: [
        'Tonique équilibrant',
        'Rétablit le pH après le nettoyage',
        'Un tonique sans alcool qui rééquilibre la peau après le nettoyage et la prépare au sérum. Les pores paraissent affinés, le teint apaisé.',
      ],
    },
  },
  {
    slug: 'blue-probiotic-serum',
    type: 'serum',
    collection: 'blue',
    skin: ['problem', 'sensitive', 'combination', 'oily'],
    timing: BOTH,
    priceCents: 5200,
    size: '30 ml',
    stock: 120,
    rank: 2,
    actives: ['probiotic-lysate', 'niacinamide', 'hyaluronic-acid'],
    copy: {
      nl: [
        'Probiotisch Serum',
        'Het hart van de Blue-routine',
        'Een geconcentreerd serum dat onzuiverheden en roodheid aanpakt bij de bron: een verstoord microbioom. Na één huidcyclus van 28 dagen oogt de huid zichtbaar rustiger en egaler.',
      ],
      en: [
        'Probiotic Serum',
        'The heart of the Blue routine',
        'A concentrated serum that tackles blemishes and redness at their source: a disrupted microbiome. After one 28-day skin cycle, skin looks visibly calmer and more even.',
      ],
      de: [
        'Probiotisches Serum',
        'Das Herzstück der Blue-Routine',
        'Ein konzentriertes Serum, das Unreinheiten und Rötungen an der Wurzel packt: einem gestörten Mikrobiom. Nach einem Hautzyklus von 28 Tagen wirkt die Haut sichtbar ruhiger und ebenmäßiger.',
      ],
      fr: [
        'Sérum probiotique',
        'Le cœur de la routine Blue',
        'Un sérum concentré qui agit sur les imperfections et les rougeurs à leur source : un microbiome déséquilibré. Après un cycle cutané de 28 jours, la peau paraît visiblement plus calme et plus uniforme.',
      ],
    },
  },
  {
    slug: 'blue-clarifying-spot-gel',
    type: 'gel',
    collection: 'blue',
    skin: ['problem', 'oily'],
    timing: NIGHT,
    priceCents: 2400,
    size: '15 ml',
    stock: 80,
    actives: ['salicylic-acid', 'zinc-pca', 'centella'],
    copy: {
      nl: [
        'Zuiverende Spotgel',
        'Gerichte hulp bij een onzuiverheid',
        'Een heldere gel om plaatselijk aan te brengen op een opkomend puistje. Hij droogt snel, laat geen witte vlek na en kalmeert de roodheid al in de eerste nacht.',
      ],
      en: [
        'Clarifying Spot Gel',
        'Targeted help for a blemish',
        'A clear gel to dab on an emerging spot. It dries quickly, leaves no white mark and calms redness from the very first night.',
      ],
      de: [
        'Klärendes Spot-Gel',
        'Gezielte Hilfe bei Unreinheiten',
        'Ein klares Gel zum punktuellen Auftragen auf einen beginnenden Pickel. Es trocknet schnell, hinterlässt keine weißen Spuren und beruhigt Rötungen schon in der ersten Nacht.',
      ],
      fr: [
        'Gel purifiant localisé',
        'Une aide ciblée contre les imperfections',
        'Un gel limpide à appliquer localement sur un bouton naissant. Il sèche vite, ne laisse aucune trace blanche et apaise les rougeurs dès la première nuit.',
      ],
    },
  },
  {
    slug: 'blue-probiotic-moisture-cream',
    type: 'cream',
    collection: 'blue',
    skin: ['sensitive', 'combination', 'normal', 'problem'],
    timing: DAY,
    priceCents: 4600,
    size: '50 ml',
    stock: 110,
    rank: 7,
    actives: ['probiotic-lysate', 'ceramides', 'hyaluronic-acid'],
    copy: {
      nl: [
        'Probiotische Vochtcrème',
        'Lichte hydratatie die de huidbarrière versterkt',
        'Een lichte, niet-vette dagcrème die de hele dag hydrateert en de huidbarrière versterkt. Ideaal onder make-up en comedogeen getest.',
      ],
      en: [
        'Probiotic Moisture Cream',
        'Light hydration that strengthens the barrier',
        'A light, non-greasy day cream that hydrates all day long and reinforces the skin barrier. Perfect under make-up and tested non-comedogenic.',
      ],
      de: [
        'Probiotische Feuchtigkeitscreme',
        'Leichte Feuchtigkeit, die die Hautbarriere stärkt',
        'Eine leichte, nicht fettende Tagescreme, die den ganzen Tag Feuchtigkeit spendet und die Hautbarriere stärkt. Ideal unter Make-up und auf Nicht-Komedogenität getestet.',
      ],
      fr: [
        'Crème hydratante probiotique',
        'Une hydratation légère qui renforce la barrière cutanée',
        'Une crème de jour légère et non grasse qui hydrate toute la journée et renforce la barrière cutanée. Idéale sous le maquillage et testée non comédogène.',
      ],
    },
  },
  {
    slug: 'blue-calming-night-lotion',
    type: 'lotion',
    collection: 'blue',
    skin: ['sensitive', 'problem', 'dry'],
    timing: NIGHT,
    priceCents: 4400,
    size: '50 ml',
    stock: 60,
    actives: ['centella', 'panthenol', 'prebiotic-inulin'],
    copy: {
      nl: [
        'Kalmerende Nachtlotion',
        'Herstel terwijl je slaapt',
        "Een zijdezachte lotion die 's nachts de huid kalmeert en het natuurlijke herstel ondersteunt. Je wordt wakker met een huid die soepel en in balans aanvoelt.",
      ],
      en: [
        'Calming Night Lotion',
        'Recovery while you sleep',
        'A silky lotion that soothes the skin overnight and supports its natural repair. Wake up to skin that feels supple and balanced.',
      ],
      de: [
        'Beruhigende Nachtlotion',
        'Regeneration im Schlaf',
        'Eine seidige Lotion, die die Haut über Nacht beruhigt und ihre natürliche Regeneration unterstützt. Sie wachen mit geschmeidiger, ausgeglichener Haut auf.',
      ],
      fr: [
        'Lotion de nuit apaisante',
        'La réparation pendant le sommeil',
        'Une lotion soyeuse qui apaise la peau pendant la nuit et soutient sa réparation naturelle. Au réveil, la peau est souple et équilibrée.',
      ],
    },
  },
  {
    slug: 'blue-purifying-clay-mask',
    type: 'mask',
    collection: 'blue',
    skin: ['problem', 'oily', 'combination'],
    timing: BOTH,
    priceCents: 3400,
    size: '75 ml',
    stock: 70,
    actives: ['kaolin', 'zinc-pca', 'probiotic-lysate'],
    consistency: {
      nl: 'Fluweelzachte klei',
      en: 'Velvety clay',
      de: 'Samtige Tonerde',
      fr: 'Argile veloutée',
    },
    copy: {
      nl: [
        'Zuiverend Kleimasker',
        'Tien minuten voor een heldere huid',
        'Een fluweelzacht kleimasker dat overtollig talg opneemt en verstopte poriën zuivert, zonder de huid uit te drogen. De probiotica houden de huid tegelijk in balans.',
      ],
      en: [
        'Purifying Clay Mask',
        'Ten minutes to a clearer complexion',
        'A velvety clay mask that absorbs excess sebum and purifies congested pores without drying the skin. The probiotics keep the skin balanced at the same time.',
      ],
      de: [
        'Klärende Tonerdemaske',
        'Zehn Minuten für ein klareres Hautbild',
        'Eine samtige Tonerdemaske, die überschüssigen Talg aufnimmt und verstopfte Poren klärt, ohne die Haut auszutrocknen. Die Probiotika halten die Haut dabei im Gleichgewicht.',
      ],
      fr: [
        'Masque purifiant à l’argile',
        'Dix minutes pour un teint plus net',
        'Un masque à l’argile velouté qui absorbe l’excès de sébum et purifie les pores obstrués sans dessécher la peau. Les probiotiques maintiennent en même temps son équilibre.',
      ],
    },
  },
  {
    slug: 'blue-gentle-exfoliant',
    type: 'exfoliant',
    collection: 'blue',
    skin: ['problem', 'oily', 'combination', 'normal'],
    timing: NIGHT,
    priceCents: 3200,
    size: '75 ml',
    stock: 65,
    actives: ['jojoba-esters', 'salicylic-acid', 'enzymes'],
    copy: {
      nl: [
        'Zachte Exfoliant',
        'Polijst zonder te irriteren',
        'Ronde jojobaparels en een vleugje salicylzuur verwijderen dode huidcellen en ontstoppen de poriën. Geschikt voor de gevoelige huid die toch onzuiverheden kent.',
      ],
      en: [
        'Gentle Exfoliant',
        'Polishes without irritating',
        'Round jojoba beads and a touch of salicylic acid remove dead skin cells and unclog pores. Suitable for sensitive skin that is still prone to blemishes.',
      ],
      de: [
        'Sanfter Exfoliant',
        'Poliert, ohne zu reizen',
        'Runde Jojobaperlen und ein Hauch Salicylsäure entfernen abgestorbene Hautzellen und befreien die Poren. Geeignet für empfindliche Haut, die dennoch zu Unreinheiten neigt.',
      ],
      fr: [
        'Exfoliant doux',
        'Polit sans irriter',
        'Des perles de jojoba rondes et une touche d’acide salicylique éliminent les cellules mortes et désobstruent les pores. Convient aux peaux sensibles sujettes aux imperfections.',
      ],
    },
  },
  {
    slug: 'blue-probiotic-face-mist',
    type: 'spray',
    collection: 'blue',
    skin: ['sensitive', 'problem', 'normal', 'combination'],
    timing: BOTH,
    priceCents: 2700,
    size: '100 ml',
    stock: 90,
    actives: ['probiotic-lysate', 'aloe-vera', 'panthenol'],
    copy: {
      nl: [
        'Probiotische Gezichtsmist',
        'Een frisse adem voor de huid',
        'Een fijne nevel die de huid op elk moment van de dag verfrist en kalmeert. Perfect na het sporten, op kantoor of om je make-up te fixeren.',
      ],
      en: [
        'Probiotic Face Mist',
        'A breath of fresh air for the skin',
        'A fine mist that refreshes and soothes the skin at any time of day. Perfect after a workout, at the office or to set your make-up.',
      ],
      de: [
        'Probiotisches Gesichtsspray',
        'Frische für die Haut',
        'Ein feiner Sprühnebel, der die Haut zu jeder Tageszeit erfrischt und beruhigt. Perfekt nach dem Sport, im Büro oder zum Fixieren des Make-ups.',
      ],
      fr: [
        'Brume visage probiotique',
        'Une bouffée de fraîcheur pour la peau',
        'Une brume fine qui rafraîchit et apaise la peau à tout moment de la journée. Parfaite après le sport, au bureau ou pour fixer le maquillage.',
      ],
    },
  },
  {
    slug: 'blue-balance-day-and-night',
    type: 'day-and-night-care',
    collection: 'blue',
    skin: ['sensitive', 'problem', 'combination'],
    timing: BOTH,
    priceCents: 4900,
    size: '50 ml',
    stock: 75,
    actives: ['probiotic-lysate', 'niacinamide', 'squalane'],
    copy: {
      nl: [
        'Balance Dag & Nacht',
        'Eén crème voor dag en nacht',
        "Voor wie het eenvoudig wil houden: één crème die overdag hydrateert en beschermt, en 's nachts het herstel ondersteunt. Licht genoeg voor de ochtend, rijk genoeg voor de avond.",
      ],
      en: [
        'Balance Day & Night',
        'One cream for day and night',
        'For those who like to keep it simple: one cream that hydrates and protects by day and supports recovery by night. Light enough for the morning, rich enough for the evening.',
      ],
      de: [
        'Balance Tag & Nacht',
        'Eine Creme für Tag und Nacht',
        'Für alle, die es einfach mögen: eine Creme, die tagsüber Feuchtigkeit spendet und schützt und nachts die Regeneration unterstützt. Leicht genug für den Morgen, reichhaltig genug für den Abend.',
      ],
      fr: [
        'Balance Jour & Nuit',
        'Une seule crème pour le jour et la nuit',
        'Pour celles et ceux qui aiment la simplicité : une crème qui hydrate et protège le jour et soutient la réparation la nuit. Assez légère pour le matin, assez riche pour le soir.',
      ],
    },
  },

  // ------------------------------------------------------------------ Black: epigenetic shield, 25-45
  {
    slug: 'black-cleansing-milk',
    type: 'cleanser',
    collection: 'black',
    skin: ['normal', 'sensitive', 'dry'],
    timing: BOTH,
    priceCents: 3400,
    size: '200 ml',
    stock: 130,
    rank: 6,
    actives: ['epigenetic-complex', 'squalane', 'aloe-vera'],
    copy: {
      nl: [
        'Reinigingsmelk',
        'Zijdezachte reiniging, ook voor de ogen',
        'Een romige reinigingsmelk die make-up en vervuiling oplost en de huid soepel achterlaat. Zacht genoeg voor de oogzone en de gevoelige huid.',
      ],
      en: [
        'Cleansing Milk',
        'A silky cleanse, eyes included',
        'A creamy cleansing milk that dissolves make-up and pollution and leaves the skin supple. Gentle enough for the eye area and sensitive skin.',
      ],
      de: [
        'Reinigungsmilch',
        'Seidige Reinigung, auch für die Augen',
        'Eine cremige Reinigungsmilch, die Make-up und Umweltpartikel löst und die Haut geschmeidig hinterlässt. Sanft genug für die Augenpartie und empfindliche Haut.',
      ],
      fr: [
        'Lait démaquillant',
        'Un nettoyage soyeux, yeux compris',
        'Un lait crémeux qui dissout le maquillage et la pollution et laisse la peau souple. Assez doux pour le contour des yeux et les peaux sensibles.',
      ],
    },
  },
  {
    slug: 'black-epigenetic-essence',
    type: 'toner',
    collection: 'black',
    skin: ['normal', 'sensitive', 'combination'],
    timing: BOTH,
    priceCents: 3600,
    size: '150 ml',
    stock: 85,
    actives: ['epigenetic-complex', 'hyaluronic-acid', 'panthenol'],
    copy: {
      nl: [
        'Epigenetische Essence',
        'De eerste laag van het schild',
        'Een lichte essence die vocht en het epigenetisch schildcomplex diep in de bovenste huidlagen brengt. Het serum dat volgt, werkt daardoor nog beter.',
      ],
      en: [
        'Epigenetic Essence',
        'The first layer of the shield',
        'A light essence that delivers moisture and the epigenetic shield complex deep into the upper layers of the skin, so the serum that follows works even better.',
      ],
      de: [
        'Epigenetische Essenz',
        'Die erste Schicht des Schutzschilds',
        'Eine leichte Essenz, die Feuchtigkeit und den epigenetischen Schutzkomplex tief in die oberen Hautschichten bringt. Das anschließende Serum wirkt dadurch noch besser.',
      ],
      fr: [
        'Essence épigénétique',
        'La première couche du bouclier',
        'Une essence légère qui apporte l’hydratation et le complexe bouclier épigénétique au cœur des couches supérieures de la peau. Le sérum qui suit n’en est que plus efficace.',
      ],
    },
  },
  {
    slug: 'black-epigenetic-shield-serum',
    type: 'serum',
    collection: 'black',
    skin: ['normal', 'sensitive', 'combination', 'dry'],
    timing: BOTH,
    priceCents: 7900,
    size: '30 ml',
    stock: 150,
    rank: 1,
    actives: ['epigenetic-complex', 'resveratrol', 'vitamin-c'],
    copy: {
      nl: [
        'Epigenetisch Schildserum',
        'Ons meest geliefde serum',
        'Het serum waarmee het merk begon. Het epigenetisch schildcomplex helpt de huid haar jeugdige eigenschappen te bewaren, terwijl resveratrol en vitamine C beschermen tegen dagelijkse stress. Fijne lijntjes ogen zachter, de teint stralender.',
      ],
      en: [
        'Epigenetic Shield Serum',
        'Our most-loved serum',
        'The serum the brand started with. The epigenetic shield complex helps the skin keep its youthful qualities, while resveratrol and vitamin C defend against everyday stress. Fine lines look softer, the complexion more radiant.',
      ],
      de: [
        'Epigenetisches Schutzserum',
        'Unser beliebtestes Serum',
        'Das Serum, mit dem die Marke begann. Der epigenetische Schutzkomplex hilft der Haut, ihre jugendlichen Eigenschaften zu bewahren, während Resveratrol und Vitamin C vor alltäglichem Stress schützen. Feine Linien wirken weicher, der Teint strahlender.',
      ],
      fr: [
        'Sérum bouclier épigénétique',
        'Notre sérum le plus aimé',
        'Le sérum par lequel la marque a commencé. Le complexe bouclier épigénétique aide la peau à préserver ses qualités de jeunesse, tandis que le resvératrol et la vitamine C la défendent du stress quotidien. Les ridules paraissent estompées, le teint plus lumineux.',
      ],
    },
  },
  {
    slug: 'black-shield-day-cream-spf30',
    type: 'cream',
    collection: 'black',
    skin: ['normal', 'sensitive', 'combination'],
    timing: DAY,
    spf: 30,
    priceCents: 6400,
    size: '50 ml',
    stock: 120,
    rank: 3,
    actives: ['epigenetic-complex', 'mineral-filters', 'vitamin-c'],
    copy: {
      nl: [
        'Schilddagcrème SPF 30',
        'Verzorging en zonbescherming in één',
        'Een dagcrème met SPF 30 die de huid beschermt tegen uv, het grootste gevaar voor vroegtijdige huidveroudering. Trekt snel in zonder witte waas.',
      ],
      en: [
        'Shield Day Cream SPF 30',
        'Care and sun protection in one',
        'A day cream with SPF 30 that protects the skin from UV, the greatest cause of premature skin ageing. Absorbs quickly without a white cast.',
      ],
      de: [
        'Schutz-Tagescreme LSF 30',
        'Pflege und Sonnenschutz in einem',
        'Eine Tagescreme mit LSF 30, die die Haut vor UV-Strahlung schützt, der Hauptursache vorzeitiger Hautalterung. Zieht schnell ein, ohne weißen Schleier.',
      ],
      fr: [
        'Crème de jour bouclier SPF 30',
        'Soin et protection solaire en un',
        'Une crème de jour SPF 30 qui protège la peau des UV, première cause du vieillissement cutané prématuré. Elle pénètre rapidement sans voile blanc.',
      ],
    },
  },
  {
    slug: 'black-night-repair-cream',
    type: 'cream',
    collection: 'black',
    skin: ['normal', 'sensitive', 'dry'],
    timing: NIGHT,
    priceCents: 6800,
    size: '50 ml',
    stock: 100,
    rank: 8,
    actives: ['epigenetic-complex', 'bakuchiol', 'ceramides'],
    copy: {
      nl: [
        'Herstellende Nachtcrème',
        "'s Nachts vernieuwt de huid zich",
        "Een rijke maar ademende nachtcrème met bakuchiol, het milde alternatief voor retinol. De huid oogt 's ochtends uitgerust, gladder en steviger.",
      ],
      en: [
        'Night Repair Cream',
        'The skin renews itself at night',
        'A rich yet breathable night cream with bakuchiol, the gentle alternative to retinol. In the morning the skin looks rested, smoother and firmer.',
      ],
      de: [
        'Regenerierende Nachtcreme',
        'Nachts erneuert sich die Haut',
        'Eine reichhaltige und doch atmungsaktive Nachtcreme mit Bakuchiol, der sanften Alternative zu Retinol. Am Morgen wirkt die Haut erholt, glatter und straffer.',
      ],
      fr: [
        'Crème de nuit réparatrice',
        'La nuit, la peau se renouvelle',
        'Une crème de nuit riche mais respirante au bakuchiol, l’alternative douce au rétinol. Au réveil, la peau paraît reposée, plus lisse et plus ferme.',
      ],
    },
  },
  {
    slug: 'black-eye-contour',
    type: 'eye-care',
    collection: 'black',
    skin: ['normal', 'sensitive', 'dry'],
    timing: BOTH,
    priceCents: 4800,
    size: '15 ml',
    stock: 90,
    actives: ['caffeine', 'peptides', 'hyaluronic-acid'],
    copy: {
      nl: [
        'Oogcontour',
        'Wakkere ogen, elke ochtend',
        'Een verkoelende gelcrème die wallen en donkere kringen vermindert en fijne lijntjes rond de ogen gladstrijkt. Oogartsen testten ze op de gevoelige oogzone.',
      ],
      en: [
        'Eye Contour',
        'Bright eyes, every morning',
        'A cooling gel cream that reduces puffiness and dark circles and smooths fine lines around the eyes. Ophthalmologically tested on the delicate eye area.',
      ],
      de: [
        'Augenkontur',
        'Wache Augen, jeden Morgen',
        'Eine kühlende Gelcreme, die Schwellungen und Augenschatten mildert und feine Linien rund um die Augen glättet. Augenärztlich getestet für die empfindliche Augenpartie.',
      ],
      fr: [
        'Contour des yeux',
        'Un regard éveillé chaque matin',
        'Un gel-crème rafraîchissant qui atténue poches et cernes et lisse les ridules autour des yeux. Testé sous contrôle ophtalmologique sur le contour de l’œil délicat.',
      ],
    },
  },
  {
    slug: 'black-lip-treatment',
    type: 'lip-care',
    collection: 'black',
    skin: ['normal', 'dry', 'sensitive'],
    timing: BOTH,
    priceCents: 2200,
    size: '10 ml',
    stock: 160,
    actives: ['shea-butter', 'hyaluronic-acid', 'squalane'],
    copy: {
      nl: [
        'Lipverzorging',
        'Zachte, gladde lippen',
        'Een voedende balsem die droge lippen herstelt en beschermt tegen kou en wind. Geeft een zachte glans zonder plakkerig te zijn.',
      ],
      en: [
        'Lip Treatment',
        'Soft, smooth lips',
        'A nourishing balm that repairs dry lips and protects them from cold and wind. Leaves a soft sheen without feeling sticky.',
      ],
      de: [
        'Lippenpflege',
        'Weiche, glatte Lippen',
        'Ein nährender Balsam, der trockene Lippen repariert und vor Kälte und Wind schützt. Verleiht einen zarten Glanz, ohne zu kleben.',
      ],
      fr: [
        'Soin des lèvres',
        'Des lèvres douces et lisses',
        'Un baume nourrissant qui répare les lèvres sèches et les protège du froid et du vent. Il laisse un léger brillant sans effet collant.',
      ],
    },
  },
  {
    slug: 'black-fruit-acid-peel',
    type: 'peel',
    collection: 'black',
    skin: ['normal', 'combination', 'oily'],
    timing: NIGHT,
    priceCents: 5800,
    size: '30 ml',
    stock: 55,
    actives: ['fruit-acids', 'enzymes', 'panthenol'],
    copy: {
      nl: [
        'Fruitzuurpeeling 10%',
        'Een salonbehandeling voor thuis',
        'Met 10% fruitzuur verwijdert deze peeling dode huidcellen en vervaagt pigmentvlekjes en oneffenheden. Panthenol houdt de huid tegelijk rustig.',
      ],
      en: [
        'Fruit Acid Peel 10%',
        'A salon treatment for home',
        'With 10% fruit acid, this peel removes dead skin cells and fades pigmentation and unevenness, while panthenol keeps the skin calm.',
      ],
      de: [
        'Fruchtsäurepeeling 10 %',
        'Eine Salonbehandlung für zu Hause',
        'Mit 10 % Fruchtsäure entfernt dieses Peeling abgestorbene Hautzellen und lässt Pigmentflecken und Unebenheiten verblassen. Panthenol hält die Haut dabei ruhig.',
      ],
      fr: [
        'Peeling aux acides de fruits 10 %',
        'Un soin d’institut à la maison',
        'Avec 10 % d’acides de fruits, ce peeling élimine les cellules mortes et estompe taches pigmentaires et irrégularités, tandis que le panthénol garde la peau apaisée.',
      ],
    },
  },
  {
    slug: 'black-dermasoft-resurfacing-cream',
    type: 'dermasoft',
    collection: 'black',
    skin: ['normal', 'combination', 'dry'],
    timing: NIGHT,
    priceCents: 6200,
    size: '50 ml',
    stock: 45,
    actives: ['mineral-microcrystals', 'enzymes', 'epigenetic-complex'],
    copy: {
      nl: [
        'Dermasoft Vernieuwingscrème',
        'Microdermabrasie, mild en thuis',
        'Zachte microkristallen en enzymen verfijnen de huidstructuur zoals een microdermabrasie in het instituut. Na het afspoelen voelt de huid fluweelzacht en neemt ze de volgende verzorging beter op.',
      ],
      en: [
        'Dermasoft Resurfacing Cream',
        'Microdermabrasion, gentle and at home',
        'Soft micro-crystals and enzymes refine skin texture like a salon microdermabrasion. After rinsing, the skin feels velvety and absorbs the next steps better.',
      ],
      de: [
        'Dermasoft Erneuerungscreme',
        'Mikrodermabrasion, sanft und zu Hause',
        'Sanfte Mikrokristalle und Enzyme verfeinern das Hautbild wie eine Mikrodermabrasion im Institut. Nach dem Abspülen fühlt sich die Haut samtweich an und nimmt die folgende Pflege besser auf.',
      ],
      fr: [
        'Crème rénovatrice Dermasoft',
        'La microdermabrasion, douce et à la maison',
        'Des micro-cristaux doux et des enzymes affinent le grain de peau comme une microdermabrasion en institut. Après rinçage, la peau est veloutée et absorbe mieux les soins suivants.',
      ],
    },
  },
  {
    slug: 'black-overnight-mask',
    type: 'mask',
    collection: 'black',
    skin: ['normal', 'sensitive', 'dry'],
    timing: NIGHT,
    priceCents: 4900,
    size: '75 ml',
    stock: 60,
    actives: ['epigenetic-complex', 'ceramides', 'squalane'],
    usage: {
      nl: "Breng 1 à 2 keer per week 's avonds een dunne laag aan als laatste stap. Laat de hele nacht inwerken of verwijder het teveel na ongeveer 10 minuten.",
      en: 'Once or twice a week, apply a thin layer in the evening as the last step. Leave on overnight, or remove the excess after about 10 minutes.',
      de: 'Ein- bis zweimal pro Woche abends als letzten Schritt dünn auftragen. Über Nacht einwirken lassen oder den Überschuss nach etwa 10 Minuten abnehmen.',
      fr: 'Une à deux fois par semaine, appliquer le soir une fine couche en dernière étape. Laisser agir toute la nuit ou retirer l’excédent après environ 10 minutes.',
    },
    copy: {
      nl: [
        'Overnight Masker',
        'Een vermoeide huid, uitgerust wakker',
        'Een romig slaapmasker dat de huidbarrière herstelt terwijl je slaapt. Na een korte nacht, een vlucht of een dag in de kou oogt de huid weer vol en stralend.',
      ],
      en: [
        'Overnight Mask',
        'Tired skin wakes up rested',
        'A creamy sleeping mask that restores the skin barrier while you sleep. After a short night, a flight or a day in the cold, skin looks plump and radiant again.',
      ],
      de: [
        'Overnight-Maske',
        'Müde Haut wacht erholt auf',
        'Eine cremige Schlafmaske, die die Hautbarriere regeneriert, während Sie schlafen. Nach einer kurzen Nacht, einem Flug oder einem Tag in der Kälte wirkt die Haut wieder prall und strahlend.',
      ],
      fr: [
        'Masque de nuit',
        'Une peau fatiguée se réveille reposée',
        'Un masque de nuit crémeux qui restaure la barrière cutanée pendant le sommeil. Après une nuit courte, un vol ou une journée au froid, la peau retrouve volume et éclat.',
      ],
    },
  },
  {
    slug: 'black-24h-shield-care',
    type: 'day-and-night-care',
    collection: 'black',
    skin: ['normal', 'sensitive', 'combination'],
    timing: BOTH,
    priceCents: 7200,
    size: '50 ml',
    stock: 80,
    rank: 10,
    actives: ['epigenetic-complex', 'peptides', 'hyaluronic-acid'],
    copy: {
      nl: [
        '24u Schildverzorging',
        'Bescherming en herstel, dag en nacht',
        "De kracht van het epigenetisch schild in één crème voor dag en nacht. Overdag beschermt ze tegen vervuiling en stress, 's nachts ondersteunen peptiden het herstel.",
      ],
      en: [
        '24h Shield Care',
        'Protection and repair, day and night',
        'The power of the epigenetic shield in one cream for day and night. By day it defends against pollution and stress; at night, peptides support recovery.',
      ],
      de: [
        '24h Schutzpflege',
        'Schutz und Regeneration, Tag und Nacht',
        'Die Kraft des epigenetischen Schutzschilds in einer Creme für Tag und Nacht. Tagsüber schützt sie vor Umweltbelastung und Stress, nachts unterstützen Peptide die Regeneration.',
      ],
      fr: [
        'Soin bouclier 24h',
        'Protection et réparation, jour et nuit',
        'La force du bouclier épigénétique en une seule crème pour le jour et la nuit. Le jour, elle protège de la pollution et du stress ; la nuit, les peptides soutiennent la réparation.',
      ],
    },
  },

  // ------------------------------------------------------------------ Gold: peptides, 45+
  {
    slug: 'gold-cleansing-balm',
    type: 'cleanser',
    collection: 'gold',
    skin: ['mature', 'dry', 'normal'],
    timing: BOTH,
    priceCents: 4200,
    size: '100 ml',
    stock: 70,
    actives: ['squalane', 'shea-butter', 'peptides'],
    usage: {
      nl: 'Masseer een kleine hoeveelheid op de droge huid om make-up op te lossen. Voeg wat lauw water toe tot de balsem melkachtig wordt en spoel af.',
      en: 'Massage a small amount into dry skin to dissolve make-up. Add a little lukewarm water until the balm turns milky, then rinse.',
      de: 'Eine kleine Menge auf die trockene Haut einmassieren, um Make-up zu lösen. Etwas lauwarmes Wasser hinzufügen, bis der Balsam milchig wird, dann abspülen.',
      fr: 'Masser une petite quantité sur peau sèche pour dissoudre le maquillage. Ajouter un peu d’eau tiède jusqu’à ce que le baume devienne laiteux, puis rincer.',
    },
    consistency: {
      nl: 'Smeltende balsem die in olie verandert',
      en: 'Melting balm that turns into oil',
      de: 'Schmelzender Balsam, der zu Öl wird',
      fr: 'Baume fondant qui se transforme en huile',
    },
    copy: {
      nl: [
        'Reinigingsbalsem',
        'Een verwenmoment, ochtend en avond',
        'Een smeltende balsem die zelfs waterproof make-up moeiteloos oplost en de rijpere huid voedt in plaats van uitdroogt.',
      ],
      en: [
        'Cleansing Balm',
        'A moment of indulgence, morning and night',
        'A melting balm that effortlessly dissolves even waterproof make-up and nourishes mature skin instead of drying it out.',
      ],
      de: [
        'Reinigungsbalsam',
        'Ein Moment des Genusses, morgens und abends',
        'Ein schmelzender Balsam, der selbst wasserfestes Make-up mühelos löst und reife Haut pflegt, statt sie auszutrocknen.',
      ],
      fr: [
        'Baume démaquillant',
        'Un moment de douceur, matin et soir',
        'Un baume fondant qui dissout sans effort même le maquillage waterproof et nourrit les peaux matures au lieu de les dessécher.',
      ],
    },
  },
  {
    slug: 'gold-peptide-toner',
    type: 'toner',
    collection: 'gold',
    skin: ['mature', 'dry', 'normal'],
    timing: BOTH,
    priceCents: 3900,
    size: '150 ml',
    stock: 65,
    actives: ['peptides', 'hyaluronic-acid', 'panthenol'],
    copy: {
      nl: [
        'Peptide Tonic',
        'Vocht en veerkracht vanaf de eerste stap',
        'Een verzachtende tonic die de huid direct van vocht voorziet en de eerste peptiden van de routine aanbrengt. De huid voelt soepel en klaar voor het serum.',
      ],
      en: [
        'Peptide Toner',
        'Moisture and bounce from the first step',
        'A softening toner that instantly hydrates and delivers the first peptides of the routine. The skin feels supple and ready for the serum.',
      ],
      de: [
        'Peptid-Tonikum',
        'Feuchtigkeit und Spannkraft ab dem ersten Schritt',
        'Ein besänftigendes Tonikum, das sofort Feuchtigkeit spendet und die ersten Peptide der Routine aufträgt. Die Haut fühlt sich geschmeidig und bereit für das Serum an.',
      ],
      fr: [
        'Tonique aux peptides',
        'Hydratation et rebond dès la première étape',
        'Un tonique adoucissant qui hydrate instantanément et apporte les premiers peptides de la routine. La peau est souple et prête pour le sérum.',
      ],
    },
  },
  {
    slug: 'gold-peptide-serum',
    type: 'serum',
    collection: 'gold',
    skin: ['mature', 'dry', 'normal'],
    timing: BOTH,
    priceCents: 8900,
    size: '30 ml',
    stock: 100,
    rank: 5,
    actives: ['peptides', 'copper-peptide', 'hyaluronic-acid'],
    copy: {
      nl: [
        'Peptideserum',
        'Zichtbaar stevigere contouren',
        'Ons meest geconcentreerde serum voor de rijpere huid. Signaal- en koperpeptiden ondersteunen de eigen collageenaanmaak; na 28 dagen ogen de contouren strakker en rimpels minder diep.',
      ],
      en: [
        'Peptide Serum',
        'Visibly firmer contours',
        'Our most concentrated serum for mature skin. Signal and copper peptides support the skin’s own collagen production; after 28 days, contours look tighter and wrinkles less deep.',
      ],
      de: [
        'Peptid-Serum',
        'Sichtbar straffere Konturen',
        'Unser am höchsten konzentriertes Serum für reife Haut. Signal- und Kupferpeptide unterstützen die hauteigene Kollagenbildung; nach 28 Tagen wirken die Konturen straffer und Falten weniger tief.',
      ],
      fr: [
        'Sérum aux peptides',
        'Des contours visiblement plus fermes',
        'Notre sérum le plus concentré pour les peaux matures. Peptides signal et peptide de cuivre soutiennent la production naturelle de collagène ; après 28 jours, les contours paraissent redessinés et les rides moins marquées.',
      ],
    },
  },
  {
    slug: 'gold-lifting-day-cream',
    type: 'cream',
    collection: 'gold',
    skin: ['mature', 'dry', 'normal'],
    timing: DAY,
    priceCents: 7800,
    size: '50 ml',
    stock: 85,
    rank: 9,
    actives: ['peptides', 'ceramides', 'vitamin-c'],
    copy: {
      nl: [
        'Liftende Dagcrème',
        'Direct strakker, blijvend steviger',
        'Een fluweelzachte dagcrème met een onmiddellijk spanningseffect en peptiden die op lange termijn de stevigheid verbeteren. Vitamine C geeft de teint nieuwe helderheid.',
      ],
      en: [
        'Lifting Day Cream',
        'Instantly tighter, lastingly firmer',
        'A velvety day cream with an instant tightening effect and peptides that improve firmness over time. Vitamin C brings new clarity to the complexion.',
      ],
      de: [
        'Straffende Tagescreme',
        'Sofort straffer, dauerhaft fester',
        'Eine samtige Tagescreme mit sofortigem Spannungseffekt und Peptiden, die die Festigkeit langfristig verbessern. Vitamin C verleiht dem Teint neue Klarheit.',
      ],
      fr: [
        'Crème de jour liftante',
        'Tendue tout de suite, plus ferme durablement',
        'Une crème de jour veloutée à l’effet tenseur immédiat, avec des peptides qui améliorent la fermeté sur la durée. La vitamine C redonne de l’éclat au teint.',
      ],
    },
  },
  {
    slug: 'gold-rich-night-cream',
    type: 'cream',
    collection: 'gold',
    skin: ['mature', 'dry'],
    timing: NIGHT,
    priceCents: 8400,
    size: '50 ml',
    stock: 70,
    actives: ['retinal', 'peptides', 'shea-butter'],
    copy: {
      nl: [
        'Rijke Nachtcrème',
        'Intense vernieuwing tijdens de nacht',
        'Een weelderige nachtcrème met retinal en peptiden die de celvernieuwing versnelt en de droge, rijpere huid diep voedt. Begin twee à drie avonden per week en bouw rustig op.',
      ],
      en: [
        'Rich Night Cream',
        'Intensive renewal overnight',
        'A luxurious night cream with retinal and peptides that speeds up cell renewal and deeply nourishes dry, mature skin. Start with two or three evenings a week and build up gradually.',
      ],
      de: [
        'Reichhaltige Nachtcreme',
        'Intensive Erneuerung über Nacht',
        'Eine luxuriöse Nachtcreme mit Retinal und Peptiden, die die Zellerneuerung beschleunigt und trockene, reife Haut intensiv nährt. Beginnen Sie mit zwei bis drei Abenden pro Woche und steigern Sie langsam.',
      ],
      fr: [
        'Crème de nuit riche',
        'Un renouvellement intense pendant la nuit',
        'Une crème de nuit somptueuse au rétinal et aux peptides qui accélère le renouvellement cellulaire et nourrit en profondeur les peaux sèches et matures. Commencer deux à trois soirs par semaine et augmenter progressivement.',
      ],
    },
  },
  {
    slug: 'gold-eye-lift',
    type: 'eye-care',
    collection: 'gold',
    skin: ['mature', 'dry', 'normal'],
    timing: BOTH,
    priceCents: 5900,
    size: '15 ml',
    stock: 60,
    actives: ['peptides', 'caffeine', 'hyaluronic-acid'],
    copy: {
      nl: [
        'Ooglift',
        'Een open, frisse blik',
        'Een rijke oogcrème die het ooglid optisch optilt, kraaienpootjes verzacht en de fijne huid rond de ogen versterkt. De metalen applicator koelt bij elke toepassing.',
      ],
      en: [
        'Eye Lift',
        'An open, fresh look',
        'A rich eye cream that visibly lifts the eyelid, softens crow’s feet and strengthens the delicate skin around the eyes. The metal applicator cools with every use.',
      ],
      de: [
        'Augen-Lift',
        'Ein offener, frischer Blick',
        'Eine reichhaltige Augencreme, die das Augenlid optisch anhebt, Krähenfüße mildert und die zarte Haut rund um die Augen stärkt. Der Metallapplikator kühlt bei jeder Anwendung.',
      ],
      fr: [
        'Lift regard',
        'Un regard ouvert et frais',
        'Une crème riche pour les yeux qui rehausse visiblement la paupière, atténue les pattes-d’oie et renforce la peau fine du contour de l’œil. L’applicateur en métal rafraîchit à chaque utilisation.',
      ],
    },
  },
  {
    slug: 'gold-lip-volume',
    type: 'lip-care',
    collection: 'gold',
    skin: ['mature', 'dry'],
    timing: BOTH,
    priceCents: 2900,
    size: '10 ml',
    stock: 0,
    actives: ['peptides', 'hyaluronic-acid', 'shea-butter'],
    copy: {
      nl: [
        'Lipvolume',
        'Vollere lippen, gladdere contour',
        'Een verzorgende lippenbalsem met peptiden en hyaluronzuur die de lippen zichtbaar voller maakt en fijne lijntjes rond de mond verzacht.',
      ],
      en: [
        'Lip Volume',
        'Fuller lips, a smoother outline',
        'A caring lip balm with peptides and hyaluronic acid that visibly plumps the lips and softens fine lines around the mouth.',
      ],
      de: [
        'Lippen-Volumen',
        'Vollere Lippen, glattere Kontur',
        'Ein pflegender Lippenbalsam mit Peptiden und Hyaluronsäure, der die Lippen sichtbar aufpolstert und feine Linien rund um den Mund mildert.',
      ],
      fr: [
        'Volume lèvres',
        'Des lèvres plus pulpeuses, un contour lissé',
        'Un baume à lèvres soignant aux peptides et à l’acide hyaluronique qui repulpe visiblement les lèvres et atténue les ridules autour de la bouche.',
      ],
    },
  },
  {
    slug: 'gold-firming-mask',
    type: 'mask',
    collection: 'gold',
    skin: ['mature', 'dry', 'normal'],
    timing: BOTH,
    priceCents: 5500,
    size: '75 ml',
    stock: 50,
    actives: ['peptides', 'hyaluronic-acid', 'ceramides'],
    copy: {
      nl: [
        'Verstevigend Masker',
        'Een instituutsbehandeling in tien minuten',
        'Een romig masker dat de huid in tien minuten zichtbaar opvult en steviger maakt. Ideaal voor een speciale gelegenheid of als wekelijks ritueel.',
      ],
      en: [
        'Firming Mask',
        'A salon treatment in ten minutes',
        'A creamy mask that visibly plumps and firms the skin in ten minutes. Ideal before a special occasion or as a weekly ritual.',
      ],
      de: [
        'Straffende Maske',
        'Eine Institutsbehandlung in zehn Minuten',
        'Eine cremige Maske, die die Haut in zehn Minuten sichtbar aufpolstert und strafft. Ideal vor einem besonderen Anlass oder als wöchentliches Ritual.',
      ],
      fr: [
        'Masque raffermissant',
        'Un soin d’institut en dix minutes',
        'Un masque crémeux qui repulpe et raffermit visiblement la peau en dix minutes. Idéal avant une occasion spéciale ou en rituel hebdomadaire.',
      ],
    },
  },
  {
    slug: 'gold-renewal-peel',
    type: 'peel',
    collection: 'gold',
    skin: ['mature', 'normal'],
    timing: NIGHT,
    priceCents: 6400,
    size: '30 ml',
    stock: 40,
    actives: ['fruit-acids', 'peptides', 'panthenol'],
    copy: {
      nl: [
        'Vernieuwende Peeling',
        'Stralend, zonder downtime',
        'Een peeling met 10% fruitzuur en peptiden die de trager wordende celvernieuwing van de rijpere huid een duwtje geeft. Pigmentvlekjes vervagen, de huid wint aan glans.',
      ],
      en: [
        'Renewal Peel',
        'Radiance without downtime',
        'A peel with 10% fruit acid and peptides that gives the slowing cell renewal of mature skin a boost. Pigment spots fade and the skin regains its glow.',
      ],
      de: [
        'Erneuerndes Peeling',
        'Strahlkraft ohne Ausfallzeit',
        'Ein Peeling mit 10 % Fruchtsäure und Peptiden, das der langsamer werdenden Zellerneuerung reifer Haut einen Schub gibt. Pigmentflecken verblassen, die Haut gewinnt an Glanz.',
      ],
      fr: [
        'Peeling rénovateur',
        'De l’éclat, sans temps de récupération',
        'Un peeling à 10 % d’acides de fruits et aux peptides qui relance le renouvellement cellulaire ralenti des peaux matures. Les taches pigmentaires s’estompent, la peau retrouve son éclat.',
      ],
    },
  },
  {
    slug: 'gold-neck-and-decollete-lotion',
    type: 'lotion',
    collection: 'gold',
    skin: ['mature', 'dry', 'normal'],
    timing: BOTH,
    priceCents: 5800,
    size: '100 ml',
    stock: 45,
    actives: ['peptides', 'squalane', 'shea-butter'],
    copy: {
      nl: [
        'Hals- en Decolletélotion',
        'Verzorging die niet stopt bij de kaaklijn',
        'Hals en decolleté verouderen vaak sneller dan het gezicht. Deze soepele lotion verbetert de stevigheid en vermindert zichtbaar de fijne lijntjes van de dunne huid.',
      ],
      en: [
        'Neck & Décolleté Lotion',
        'Care that does not stop at the jawline',
        'The neck and décolleté often age faster than the face. This supple lotion improves firmness and visibly reduces fine lines on this thin skin.',
      ],
      de: [
        'Hals- & Dekolleté-Lotion',
        'Pflege, die nicht an der Kinnlinie endet',
        'Hals und Dekolleté altern oft schneller als das Gesicht. Diese geschmeidige Lotion verbessert die Festigkeit und mildert sichtbar feine Linien der dünnen Haut.',
      ],
      fr: [
        'Lotion cou et décolleté',
        'Un soin qui ne s’arrête pas à l’ovale du visage',
        'Le cou et le décolleté vieillissent souvent plus vite que le visage. Cette lotion souple améliore la fermeté et atténue visiblement les ridules de cette peau fine.',
      ],
    },
  },
  {
    slug: 'gold-peptide-day-and-night',
    type: 'day-and-night-care',
    collection: 'gold',
    skin: ['mature', 'dry'],
    timing: BOTH,
    priceCents: 9200,
    size: '50 ml',
    stock: 55,
    actives: ['peptides', 'copper-peptide', 'ceramides'],
    copy: {
      nl: [
        'Peptide Dag & Nacht',
        'Het volledige Gold-effect in één pot',
        'Onze rijkste peptideformule voor dag en nacht: ze voedt, verstevigt en herstelt de rijpere huid rond de klok. Voor wie kiest voor één uitzonderlijke crème.',
      ],
      en: [
        'Peptide Day & Night',
        'The full Gold effect in one jar',
        'Our richest peptide formula for day and night: it nourishes, firms and repairs mature skin around the clock. For those who choose one exceptional cream.',
      ],
      de: [
        'Peptid Tag & Nacht',
        'Die volle Gold-Wirkung in einem Tiegel',
        'Unsere reichhaltigste Peptidformel für Tag und Nacht: Sie nährt, strafft und regeneriert reife Haut rund um die Uhr. Für alle, die sich für eine außergewöhnliche Creme entscheiden.',
      ],
      fr: [
        'Peptides Jour & Nuit',
        'Tout l’effet Gold en un seul pot',
        'Notre formule aux peptides la plus riche, pour le jour et la nuit : elle nourrit, raffermit et répare les peaux matures 24 heures sur 24. Pour celles qui choisissent une crème d’exception.',
      ],
    },
  },

  // ------------------------------------------------------------------ Grey: add-ons (SPF, body, supplements)
  {
    slug: 'grey-sun-fluid-spf30',
    type: 'lotion',
    collection: 'grey',
    skin: ['normal', 'combination', 'oily', 'sensitive', 'problem'],
    timing: DAY,
    spf: 30,
    priceCents: 3600,
    size: '50 ml',
    stock: 110,
    actives: ['uv-filters', 'niacinamide', 'aloe-vera'],
    usage: SPF_USAGE,
    copy: {
      nl: [
        'Zonnefluid SPF 30',
        'Onzichtbare bescherming voor elke dag',
        'Een ultralichte fluid met SPF 30 voor dagelijks gebruik in de stad. Mat, onzichtbaar en geschikt voor de huid die snel glimt of onzuiverheden heeft.',
      ],
      en: [
        'Sun Fluid SPF 30',
        'Invisible protection for every day',
        'An ultra-light SPF 30 fluid for everyday city life. Matte, invisible and suitable for skin that shines easily or is prone to blemishes.',
      ],
      de: [
        'Sonnenfluid LSF 30',
        'Unsichtbarer Schutz für jeden Tag',
        'Ein ultraleichtes Fluid mit LSF 30 für den täglichen Gebrauch in der Stadt. Matt, unsichtbar und geeignet für Haut, die schnell glänzt oder zu Unreinheiten neigt.',
      ],
      fr: [
        'Fluide solaire SPF 30',
        'Une protection invisible au quotidien',
        'Un fluide ultra-léger SPF 30 pour la vie urbaine de tous les jours. Mat, invisible et adapté aux peaux qui brillent vite ou sujettes aux imperfections.',
      ],
    },
  },
  {
    slug: 'grey-sun-cream-spf50',
    type: 'cream',
    collection: 'grey',
    skin: ['normal', 'dry', 'sensitive', 'mature'],
    timing: DAY,
    spf: 50,
    priceCents: 3900,
    size: '50 ml',
    stock: 130,
    rank: 11,
    actives: ['uv-filters', 'mineral-filters', 'hyaluronic-acid'],
    usage: SPF_USAGE,
    copy: {
      nl: [
        'Zonnecrème SPF 50',
        'Maximale bescherming, zachte verzorging',
        'Een verzorgende zonnecrème met SPF 50 voor het gezicht, voor vakanties, wintersport en na een peeling. Beschermt tegen UVA en UVB en hydrateert de hele dag.',
      ],
      en: [
        'Sun Cream SPF 50',
        'Maximum protection, gentle care',
        'A caring SPF 50 face sunscreen for holidays, winter sports and after a peel. Protects against UVA and UVB and hydrates all day.',
      ],
      de: [
        'Sonnencreme LSF 50',
        'Maximaler Schutz, sanfte Pflege',
        'Eine pflegende Sonnencreme mit LSF 50 für das Gesicht, für Urlaub, Wintersport und nach einem Peeling. Schützt vor UVA- und UVB-Strahlen und spendet den ganzen Tag Feuchtigkeit.',
      ],
      fr: [
        'Crème solaire SPF 50',
        'Une protection maximale, un soin tout en douceur',
        'Une crème solaire visage SPF 50 soignante, pour les vacances, les sports d’hiver et après un peeling. Protège des UVA et des UVB et hydrate toute la journée.',
      ],
    },
  },
  {
    slug: 'grey-sun-spray-spf50',
    type: 'spray',
    collection: 'grey',
    skin: ['normal', 'oily', 'combination', 'sensitive'],
    timing: DAY,
    spf: 50,
    priceCents: 3400,
    size: '150 ml',
    stock: 95,
    actives: ['uv-filters', 'aloe-vera', 'panthenol'],
    usage: SPF_USAGE,
    copy: {
      nl: [
        'Zonnespray SPF 50',
        'Voor gezicht en lichaam',
        'Een lichte, waterbestendige zonnespray met SPF 50 die snel intrekt zonder witte film. Makkelijk aan te brengen, ook op moeilijk bereikbare plekken.',
      ],
      en: [
        'Sun Spray SPF 50',
        'For face and body',
        'A light, water-resistant SPF 50 sun spray that absorbs quickly without a white film. Easy to apply, even on hard-to-reach areas.',
      ],
      de: [
        'Sonnenspray LSF 50',
        'Für Gesicht und Körper',
        'Ein leichtes, wasserfestes Sonnenspray mit LSF 50, das schnell einzieht, ohne einen weißen Film zu hinterlassen. Leicht aufzutragen, auch an schwer erreichbaren Stellen.',
      ],
      fr: [
        'Spray solaire SPF 50',
        'Pour le visage et le corps',
        'Un spray solaire SPF 50 léger et résistant à l’eau qui pénètre vite sans film blanc. Facile à appliquer, même sur les zones difficiles d’accès.',
      ],
    },
  },
  {
    slug: 'grey-after-sun-gel',
    type: 'gel',
    collection: 'grey',
    skin: ['normal', 'sensitive', 'dry'],
    timing: BOTH,
    priceCents: 2400,
    size: '200 ml',
    stock: 85,
    actives: ['aloe-vera', 'panthenol', 'centella'],
    copy: {
      nl: [
        'After Sun Gel',
        'Verkoeling na een dag in de zon',
        'Een verfrissende gel die de huid na de zon onmiddellijk verkoelt, kalmeert en van vocht voorziet. Bewaar hem in de koelkast voor een extra frisse sensatie.',
      ],
      en: [
        'After-Sun Gel',
        'Cooling relief after a day in the sun',
        'A refreshing gel that instantly cools, soothes and rehydrates skin after sun exposure. Keep it in the fridge for an extra fresh sensation.',
      ],
      de: [
        'After-Sun-Gel',
        'Kühlung nach einem Tag in der Sonne',
        'Ein erfrischendes Gel, das die Haut nach dem Sonnenbad sofort kühlt, beruhigt und mit Feuchtigkeit versorgt. Im Kühlschrank aufbewahren für ein besonders frisches Gefühl.',
      ],
      fr: [
        'Gel après-soleil',
        'Un soulagement rafraîchissant après une journée au soleil',
        'Un gel rafraîchissant qui refroidit, apaise et réhydrate instantanément la peau après le soleil. À conserver au réfrigérateur pour une sensation encore plus fraîche.',
      ],
    },
  },
  {
    slug: 'grey-body-lotion',
    type: 'lotion',
    collection: 'grey',
    skin: ['normal', 'dry', 'sensitive'],
    timing: BOTH,
    priceCents: 3200,
    size: '250 ml',
    stock: 100,
    actives: ['ceramides', 'shea-butter', 'niacinamide'],
    copy: {
      nl: [
        'Bodylotion',
        'Soepel van hals tot enkel',
        'Een snel intrekkende bodylotion met ceramiden die de huid van het lichaam 48 uur lang hydrateert. Zonder plakkerig gevoel, dus meteen aankleden.',
      ],
      en: [
        'Body Lotion',
        'Supple from neck to ankle',
        'A fast-absorbing body lotion with ceramides that hydrates the skin of the body for 48 hours. No sticky feel, so you can get dressed straight away.',
      ],
      de: [
        'Körperlotion',
        'Geschmeidig vom Hals bis zum Knöchel',
        'Eine schnell einziehende Körperlotion mit Ceramiden, die die Haut des Körpers 48 Stunden lang mit Feuchtigkeit versorgt. Ohne klebriges Gefühl, Sie können sich sofort anziehen.',
      ],
      fr: [
        'Lait corps',
        'Une peau souple du cou aux chevilles',
        'Un lait corps à absorption rapide, aux céramides, qui hydrate la peau du corps pendant 48 heures. Aucun effet collant : on peut s’habiller tout de suite.',
      ],
    },
  },
  {
    slug: 'grey-body-scrub',
    type: 'exfoliant',
    collection: 'grey',
    skin: ['normal', 'dry', 'combination'],
    timing: BOTH,
    priceCents: 2900,
    size: '200 ml',
    stock: 75,
    actives: ['jojoba-esters', 'shea-butter', 'aloe-vera'],
    copy: {
      nl: [
        'Bodyscrub',
        'Een gladde huid, klaar voor de zomer',
        'Een romige scrub met biologisch afbreekbare jojobaparels die de huid van het lichaam polijst en voedt. Ideaal voor je zonnespray of bodylotion.',
      ],
      en: [
        'Body Scrub',
        'Smooth skin, ready for summer',
        'A creamy scrub with biodegradable jojoba beads that polishes and nourishes the skin of the body. The ideal step before your sun spray or body lotion.',
      ],
      de: [
        'Körperpeeling',
        'Glatte Haut, bereit für den Sommer',
        'Ein cremiges Peeling mit biologisch abbaubaren Jojobaperlen, das die Haut des Körpers poliert und pflegt. Der ideale Schritt vor Sonnenspray oder Körperlotion.',
      ],
      fr: [
        'Gommage corps',
        'Une peau lisse, prête pour l’été',
        'Un gommage crémeux aux perles de jojoba biodégradables qui polit et nourrit la peau du corps. L’étape idéale avant le spray solaire ou le lait corps.',
      ],
    },
  },
  {
    slug: 'grey-shower-foam',
    type: 'foam',
    collection: 'grey',
    skin: ['normal', 'dry', 'sensitive'],
    timing: BOTH,
    priceCents: 1900,
    size: '200 ml',
    stock: 140,
    actives: ['prebiotic-inulin', 'aloe-vera', 'panthenol'],
    copy: {
      nl: [
        'Douchemousse',
        'Een zachte douche voor de gevoelige huid',
        'Een romige douchemousse met prebiotica die de huid reinigt zonder haar natuurlijke beschermlaag aan te tasten. Zeepvrij en met een subtiele, frisse geur.',
      ],
      en: [
        'Shower Foam',
        'A gentle shower for sensitive skin',
        'A creamy shower foam with prebiotics that cleanses without disturbing the skin’s natural protective layer. Soap-free, with a subtle, fresh scent.',
      ],
      de: [
        'Duschschaum',
        'Eine sanfte Dusche für empfindliche Haut',
        'Ein cremiger Duschschaum mit Präbiotika, der die Haut reinigt, ohne ihre natürliche Schutzschicht anzugreifen. Seifenfrei und mit einem dezenten, frischen Duft.',
      ],
      fr: [
        'Mousse de douche',
        'Une douche tout en douceur pour les peaux sensibles',
        'Une mousse de douche crémeuse aux prébiotiques qui nettoie sans altérer la couche protectrice naturelle de la peau. Sans savon, au parfum frais et subtil.',
      ],
    },
  },
  {
    slug: 'grey-omega-skin-capsules',
    type: 'capsules',
    collection: 'grey',
    skin: ['normal', 'dry', 'sensitive', 'mature'],
    timing: DAY,
    vatRate: 6,
    priceCents: 3900,
    size: '60 capsules',
    stock: 90,
    actives: ['omega-3', 'vitamin-d', 'zinc'],
    copy: {
      nl: [
        'Omega Huidcapsules',
        'Soepelheid van binnenuit',
        'Plantaardige omega-3 uit algen, vitamine D3 en zink voor een soepele, normale huid. Eén capsule per dag, een voorraad voor twee maanden.',
      ],
      en: [
        'Omega Skin Capsules',
        'Suppleness from within',
        'Plant-based omega-3 from algae, vitamin D3 and zinc for supple, normal skin. One capsule a day, a two-month supply.',
      ],
      de: [
        'Omega-Hautkapseln',
        'Geschmeidigkeit von innen',
        'Pflanzliches Omega-3 aus Algen, Vitamin D3 und Zink für geschmeidige, normale Haut. Eine Kapsel pro Tag, ein Vorrat für zwei Monate.',
      ],
      fr: [
        'Gélules peau oméga',
        'La souplesse de l’intérieur',
        'Oméga-3 végétaux issus d’algues, vitamine D3 et zinc pour une peau souple et normale. Une gélule par jour, une cure de deux mois.',
      ],
    },
  },
  {
    slug: 'grey-probiotic-skin-capsules',
    type: 'capsules',
    collection: 'grey',
    skin: ['problem', 'sensitive', 'combination'],
    timing: DAY,
    vatRate: 6,
    priceCents: 3400,
    size: '30 capsules',
    stock: 70,
    actives: ['probiotic-cultures', 'zinc', 'vitamin-d'],
    copy: {
      nl: [
        'Probiotische Huidcapsules',
        'Het microbioom, ook van binnenuit',
        'De perfecte aanvulling op de Blue-lijn: levende culturen en zink die bijdragen tot een normale huid. Eén capsule per dag gedurende minstens één huidcyclus van 28 dagen.',
      ],
      en: [
        'Probiotic Skin Capsules',
        'The microbiome, from within as well',
        'The perfect partner to the Blue line: live cultures and zinc that contribute to normal skin. One capsule a day for at least one 28-day skin cycle.',
      ],
      de: [
        'Probiotische Hautkapseln',
        'Das Mikrobiom, auch von innen',
        'Die perfekte Ergänzung zur Blue-Linie: lebende Kulturen und Zink, die zu normaler Haut beitragen. Eine Kapsel pro Tag über mindestens einen Hautzyklus von 28 Tagen.',
      ],
      fr: [
        'Gélules probiotiques peau',
        'Le microbiome, aussi de l’intérieur',
        'Le complément idéal de la ligne Blue : des cultures vivantes et du zinc qui contribuent au maintien d’une peau normale. Une gélule par jour pendant au moins un cycle cutané de 28 jours.',
      ],
    },
  },
  {
    slug: 'grey-collagen-drink',
    type: 'supplements',
    collection: 'grey',
    skin: ['mature', 'dry', 'normal'],
    timing: DAY,
    vatRate: 6,
    priceCents: 5900,
    size: '30 sachets',
    stock: 80,
    rank: 12,
    actives: ['collagen-peptides', 'supplement-vitamin-c', 'hyaluronic-acid'],
    copy: {
      nl: [
        'Collageendrink',
        'Stevigheid die je drinkt',
        'Een dagelijkse drink met 5 g collageenpeptiden, vitamine C en hyaluronzuur: de ideale partner van de Gold-lijn. Frisse citrussmaak, zonder toegevoegde suiker.',
      ],
      en: [
        'Collagen Drink',
        'Firmness you can drink',
        'A daily drink with 5 g of collagen peptides, vitamin C and hyaluronic acid: the ideal partner to the Gold line. Fresh citrus taste, no added sugar.',
      ],
      de: [
        'Kollagen-Drink',
        'Festigkeit zum Trinken',
        'Ein täglicher Drink mit 5 g Kollagenpeptiden, Vitamin C und Hyaluronsäure: der ideale Partner der Gold-Linie. Frischer Zitrusgeschmack, ohne Zuckerzusatz.',
      ],
      fr: [
        'Boisson au collagène',
        'La fermeté à boire',
        'Une boisson quotidienne avec 5 g de peptides de collagène, de la vitamine C et de l’acide hyaluronique : le partenaire idéal de la ligne Gold. Goût frais d’agrumes, sans sucres ajoutés.',
      ],
    },
  },
  {
    slug: 'grey-skin-vitamins',
    type: 'supplements',
    collection: 'grey',
    skin: ['normal', 'dry', 'problem', 'mature'],
    timing: DAY,
    vatRate: 6,
    priceCents: 2900,
    size: '60 tablets',
    stock: 0,
    actives: ['supplement-vitamin-c', 'zinc', 'vitamin-d'],
    usage: {
      nl: 'Neem dagelijks één tablet bij een maaltijd met een glas water. Een voedingssupplement vervangt geen gevarieerde voeding.',
      en: 'Take one tablet daily with a meal and a glass of water. A food supplement is no substitute for a varied diet.',
      de: 'Täglich eine Tablette zu einer Mahlzeit mit einem Glas Wasser einnehmen. Nahrungsergänzungsmittel sind kein Ersatz für eine abwechslungsreiche Ernährung.',
      fr: 'Prendre un comprimé par jour au cours d’un repas avec un verre d’eau. Un complément alimentaire ne remplace pas une alimentation variée.',
    },
    consistency: {
      nl: 'Kleine, makkelijk te slikken tabletten',
      en: 'Small, easy-to-swallow tablets',
      de: 'Kleine, leicht zu schluckende Tabletten',
      fr: 'Petits comprimés faciles à avaler',
    },
    copy: {
      nl: [
        'Huidvitaminen',
        'De basis voor een normale huid',
        'Vitamine C, zink en vitamine D3 in één kleine tablet per dag. Een eenvoudige basis voor iedereen die de huid ook van binnenuit wil ondersteunen.',
      ],
      en: [
        'Skin Vitamins',
        'The basics for normal skin',
        'Vitamin C, zinc and vitamin D3 in one small tablet a day. A simple foundation for anyone who wants to support their skin from within too.',
      ],
      de: [
        'Haut-Vitamine',
        'Die Basis für normale Haut',
        'Vitamin C, Zink und Vitamin D3 in einer kleinen Tablette pro Tag. Eine einfache Basis für alle, die ihre Haut auch von innen unterstützen möchten.',
      ],
      fr: [
        'Vitamines peau',
        'L’essentiel pour une peau normale',
        'Vitamine C, zinc et vitamine D3 en un petit comprimé par jour. Une base simple pour soutenir aussi sa peau de l’intérieur.',
      ],
    },
  },

  // ------------------------------------------------------------------ Routines and gift sets (type "sets")
  {
    slug: 'blue-starter-routine',
    type: 'sets',
    setKind: 'routine',
    collection: 'blue',
    skin: ['problem', 'sensitive', 'oily', 'combination'],
    timing: BOTH,
    priceCents: 13900,
    size: '4 products',
    stock: 40,
    rank: 14,
    actives: [],
    setItems: [
      'blue-probiotic-cleansing-foam',
      'blue-balancing-toner',
      'blue-probiotic-serum',
      'blue-probiotic-moisture-cream',
    ],
    consistency: ROUTINE_BOX,
    copy: {
      nl: [
        'Blue Startroutine',
        'Reinigen, tonen, serum, crème',
        'De vier essentiële stappen van de Blue-lijn in één doos, voordeliger dan apart. Het ideale begin voor een onrustige of gevoelige jonge huid.',
      ],
      en: [
        'Blue Starter Routine',
        'Cleanse, tone, serum, cream',
        'The four essential steps of the Blue line in one box, better value than buying them separately. The ideal start for restless or sensitive young skin.',
      ],
      de: [
        'Blue Einsteiger-Routine',
        'Reinigen, tonisieren, Serum, Creme',
        'Die vier wichtigsten Schritte der Blue-Linie in einer Box, günstiger als einzeln. Der ideale Einstieg für unruhige oder empfindliche junge Haut.',
      ],
      fr: [
        'Routine découverte Blue',
        'Nettoyer, tonifier, sérum, crème',
        'Les quatre étapes essentielles de la ligne Blue réunies dans un coffret, plus avantageux qu’à l’unité. Le point de départ idéal pour les peaux jeunes agitées ou sensibles.',
      ],
    },
  },
  {
    slug: 'black-shield-routine',
    type: 'sets',
    setKind: 'routine',
    collection: 'black',
    skin: ['normal', 'sensitive', 'combination'],
    timing: BOTH,
    priceCents: 24900,
    size: '5 products',
    stock: 30,
    actives: [],
    setItems: [
      'black-cleansing-milk',
      'black-epigenetic-essence',
      'black-epigenetic-shield-serum',
      'black-shield-day-cream-spf30',
      'black-night-repair-cream',
    ],
    consistency: ROUTINE_BOX,
    copy: {
      nl: [
        'Black Schildroutine',
        'De volledige epigenetische routine',
        'Vijf producten voor dag en nacht die samen het epigenetisch schild vormen: van reinigingsmelk tot nachtcrème. Zo werkt elke stap op de vorige verder.',
      ],
      en: [
        'Black Shield Routine',
        'The complete epigenetic routine',
        'Five products for day and night that together form the epigenetic shield, from cleansing milk to night cream. Every step builds on the one before.',
      ],
      de: [
        'Black Schutz-Routine',
        'Die komplette epigenetische Routine',
        'Fünf Produkte für Tag und Nacht, die gemeinsam den epigenetischen Schutzschild bilden – von der Reinigungsmilch bis zur Nachtcreme. So baut jeder Schritt auf dem vorherigen auf.',
      ],
      fr: [
        'Routine bouclier Black',
        'La routine épigénétique complète',
        'Cinq produits pour le jour et la nuit qui forment ensemble le bouclier épigénétique, du lait démaquillant à la crème de nuit. Chaque étape prolonge la précédente.',
      ],
    },
  },
  {
    slug: 'gold-peptide-ritual',
    type: 'sets',
    setKind: 'routine',
    collection: 'gold',
    skin: ['mature', 'dry'],
    timing: BOTH,
    priceCents: 29900,
    size: '5 products',
    stock: 25,
    actives: [],
    setItems: [
      'gold-cleansing-balm',
      'gold-peptide-toner',
      'gold-peptide-serum',
      'gold-lifting-day-cream',
      'gold-rich-night-cream',
    ],
    consistency: ROUTINE_BOX,
    copy: {
      nl: [
        'Gold Peptideritueel',
        'Vijf stappen naar een stevigere huid',
        'Het complete Gold-ritueel voor de rijpere huid, van reinigingsbalsem tot rijke nachtcrème, in een elegante doos. Een cadeau voor jezelf of voor iemand die je dierbaar is.',
      ],
      en: [
        'Gold Peptide Ritual',
        'Five steps to firmer skin',
        'The complete Gold ritual for mature skin, from cleansing balm to rich night cream, in an elegant box. A gift to yourself or to someone dear to you.',
      ],
      de: [
        'Gold Peptid-Ritual',
        'Fünf Schritte zu festerer Haut',
        'Das komplette Gold-Ritual für reife Haut, vom Reinigungsbalsam bis zur reichhaltigen Nachtcreme, in einer eleganten Box. Ein Geschenk für sich selbst oder für einen lieben Menschen.',
      ],
      fr: [
        'Rituel peptides Gold',
        'Cinq étapes vers une peau plus ferme',
        'Le rituel Gold complet pour les peaux matures, du baume démaquillant à la crème de nuit riche, dans un élégant coffret. Un cadeau pour soi ou pour un être cher.',
      ],
    },
  },
  {
    slug: 'blue-fresh-start-gift-set',
    type: 'sets',
    setKind: 'gift',
    collection: 'blue',
    skin: ['problem', 'sensitive', 'oily', 'combination'],
    timing: BOTH,
    priceCents: 6900,
    size: '3 products',
    stock: 50,
    actives: [],
    setItems: [
      'blue-probiotic-cleansing-foam',
      'blue-probiotic-face-mist',
      'blue-clarifying-spot-gel',
    ],
    copy: {
      nl: [
        'Fresh Start Geschenkset',
        'Drie favorieten voor een heldere huid',
        'Reinigingsschuim, gezichtsmist en spotgel in een vrolijke geschenkdoos. Het perfecte cadeau voor een tiener of student die goed voor de huid wil zorgen.',
      ],
      en: [
        'Fresh Start Gift Set',
        'Three favourites for clear skin',
        'Cleansing foam, face mist and spot gel in a cheerful gift box. The perfect present for a teenager or student who wants to look after their skin.',
      ],
      de: [
        'Fresh Start Geschenkset',
        'Drei Favoriten für klare Haut',
        'Reinigungsschaum, Gesichtsspray und Spot-Gel in einer fröhlichen Geschenkbox. Das perfekte Geschenk für Teenager oder Studierende, die gut für ihre Haut sorgen möchten.',
      ],
      fr: [
        'Coffret cadeau Fresh Start',
        'Trois favoris pour une peau nette',
        'Mousse nettoyante, brume visage et gel localisé dans un joyeux coffret cadeau. Le cadeau parfait pour un ado ou un étudiant qui veut prendre soin de sa peau.',
      ],
    },
  },
  {
    slug: 'black-discovery-gift-set',
    type: 'sets',
    setKind: 'gift',
    collection: 'black',
    skin: ['normal', 'sensitive', 'dry'],
    timing: BOTH,
    priceCents: 12900,
    size: '3 products',
    stock: 60,
    rank: 13,
    actives: [],
    setItems: ['black-epigenetic-shield-serum', 'black-eye-contour', 'black-lip-treatment'],
    copy: {
      nl: [
        'Black Ontdekkingsset',
        'Het schildserum en zijn twee trouwe partners',
        'Ons bestverkochte serum samen met de oogcontour en de lipverzorging, in een zwarte geschenkdoos met gouden lint. Een cadeau dat meteen indruk maakt.',
      ],
      en: [
        'Black Discovery Set',
        'The shield serum and its two loyal partners',
        'Our best-selling serum together with the eye contour and the lip treatment, in a black gift box with a golden ribbon. A present that makes an impression.',
      ],
      de: [
        'Black Entdeckungsset',
        'Das Schutzserum und seine zwei treuen Begleiter',
        'Unser meistverkauftes Serum zusammen mit der Augenkontur und der Lippenpflege, in einer schwarzen Geschenkbox mit goldener Schleife. Ein Geschenk, das Eindruck macht.',
      ],
      fr: [
        'Coffret découverte Black',
        'Le sérum bouclier et ses deux fidèles partenaires',
        'Notre sérum best-seller accompagné du contour des yeux et du soin des lèvres, dans un coffret noir au ruban doré. Un cadeau qui fait son effet.',
      ],
    },
  },
  {
    slug: 'gold-luxury-gift-set',
    type: 'sets',
    setKind: 'gift',
    collection: 'gold',
    skin: ['mature', 'dry'],
    timing: BOTH,
    priceCents: 15900,
    size: '3 products',
    stock: 35,
    actives: [],
    setItems: ['gold-peptide-serum', 'gold-eye-lift', 'gold-neck-and-decollete-lotion'],
    copy: {
      nl: [
        'Gold Luxe Geschenkset',
        'Peptiden voor gezicht, ogen en hals',
        'Het peptideserum, de ooglift en de hals- en decolletélotion in een goudkleurige geschenkdoos. Voor wie de mooiste verzorging verdient.',
      ],
      en: [
        'Gold Luxury Gift Set',
        'Peptides for face, eyes and neck',
        'The peptide serum, the eye lift and the neck and décolleté lotion in a golden gift box. For someone who deserves the finest care.',
      ],
      de: [
        'Gold Luxus-Geschenkset',
        'Peptide für Gesicht, Augen und Hals',
        'Das Peptid-Serum, der Augen-Lift und die Hals- & Dekolleté-Lotion in einer goldfarbenen Geschenkbox. Für alle, die die schönste Pflege verdienen.',
      ],
      fr: [
        'Coffret cadeau luxe Gold',
        'Des peptides pour le visage, les yeux et le cou',
        'Le sérum aux peptides, le lift regard et la lotion cou et décolleté dans un coffret doré. Pour celle ou celui qui mérite les plus beaux soins.',
      ],
    },
  },
  {
    slug: 'grey-summer-sun-kit',
    type: 'sets',
    setKind: 'gift',
    collection: 'grey',
    skin: ['normal', 'sensitive', 'dry', 'combination'],
    timing: DAY,
    priceCents: 8500,
    size: '3 products',
    stock: 45,
    actives: [],
    setItems: ['grey-sun-cream-spf50', 'grey-sun-spray-spf50', 'grey-after-sun-gel'],
    copy: {
      nl: [
        'Zomerzonset',
        'Alles voor een zorgeloze zomer',
        'Zonnecrème voor het gezicht, zonnespray voor het lichaam en een verkoelende after sun in een handige toilettas. Klaar voor vertrek.',
      ],
      en: [
        'Summer Sun Kit',
        'Everything for a carefree summer',
        'Face sun cream, body sun spray and a cooling after-sun in a handy toiletry bag. Ready to go.',
      ],
      de: [
        'Sommer-Sonnenset',
        'Alles für einen unbeschwerten Sommer',
        'Sonnencreme fürs Gesicht, Sonnenspray für den Körper und ein kühlendes After-Sun in einer praktischen Kulturtasche. Bereit für die Reise.',
      ],
      fr: [
        'Kit soleil d’été',
        'Tout pour un été insouciant',
        'Crème solaire visage, spray solaire corps et un après-soleil rafraîchissant dans une trousse de toilette pratique. Prêt pour le départ.',
      ],
    },
  },
];

function ingredients(actives: ActiveKey[], locale: Locale): string | null {
  if (actives.length === 0) return null;
  return actives
    .map((key) => {
      const [name, benefit] = ACTIVES[key].texts[locale];
      return `${name} – ${benefit}.`;
    })
    .join('\n');
}

function inci(def: ProductDef): string | null {
  if (def.type === 'sets') return null;
  const actives = def.actives.map((key) => ACTIVES[key].inci);
  if (def.type === 'capsules')
    return [
      ...actives,
      'Hydroxypropyl Methylcellulose (capsule)',
      'Microcrystalline Cellulose',
    ].join(', ');
  if (def.type === 'supplements') {
    return def.size.includes('tablet')
      ? [...actives, 'Microcrystalline Cellulose', 'Magnesium Stearate'].join(', ')
      : [...actives, 'Citric Acid', 'Natural Lemon Flavour', 'Steviol Glycosides'].join(', ');
  }
  const parts = [
    ...(BASE_INCI[def.type] ?? 'Aqua, Glycerin').split(', '),
    ...actives.flatMap((value) => value.split(', ')),
    'Phenoxyethanol',
    'Ethylhexylglycerin',
  ];
  return [...new Set(parts)].join(', ');
}

/** "Goes well with": the next three products of the same line (sets excluded), in catalogue order. */
function relatedOf(def: ProductDef): string[] {
  const line = DEFS.filter((other) => other.collection === def.collection && other.type !== 'sets');
  const start = Math.max(
    0,
    line.findIndex((other) => other.slug === def.slug),
  );
  const out: string[] = [];
  for (let i = 1; out.length < 3 && i <= line.length; i++) {
    const candidate = line[(start + i) % line.length]!;
    if (candidate.slug !== def.slug) out.push(candidate.slug);
  }
  return out;
}

/** The demo catalogue: 50 products over the four lines, routines and gift sets, in four languages. */
export const DEMO_PRODUCTS: ProductInput[] = DEFS.map((def) => {
  const translations = Object.fromEntries(
    LOCALES.map((locale) => {
      const [name, subtitle, lead] = def.copy[locale];
      const consistency = def.consistency?.[locale] ?? CONSISTENCY[def.type][locale];
      return [
        locale,
        {
          name,
          subtitle,
          description: `${lead} ${LINE_PROMISE[def.collection][locale]}`,
          usage: def.usage?.[locale] ?? USAGE[def.type][locale],
          ingredients: ingredients(def.actives, locale),
          consistency,
        },
      ];
    }),
  ) as ProductInput['translations'];
  return {
    slug: def.slug,
    type: def.type,
    collection: def.collection,
    skinTypes: def.skin,
    timing: def.timing,
    spf: def.spf ?? null,
    priceCents: def.priceCents,
    vatRate: def.vatRate ?? 21,
    stock: def.stock,
    size: def.size,
    inci: inci(def),
    images: [productImageUrl(def), productImageUrl(def, 'texture')],
    bestsellerRank: def.rank ?? null,
    setKind: def.setKind ?? null,
    translations,
    related: relatedOf(def),
    setItems: def.setItems ?? [],
  };
});
