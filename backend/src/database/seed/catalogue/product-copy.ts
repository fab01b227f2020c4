import type { Locale } from '../../../common/i18n/locale.js';
import type {
  CollectionSlug,
  ProductType,
} from '../../../modules/catalogue/catalogue.constants.js';

/** Texts written once per language and shared by the products of the demo catalogue. */
export type Texts = Record<Locale, string>;

/** How to use each type of product. */
export const USAGE: Record<ProductType, Texts> = {
  cleanser: {
    nl: "Breng 's ochtends en 's avonds een kleine hoeveelheid aan op de vochtige huid van gezicht en hals. Masseer met ronde bewegingen en spoel grondig af met lauw water.",
    en: 'Morning and evening, apply a small amount to damp skin on face and neck. Massage in gentle circles and rinse thoroughly with lukewarm water.',
    de: 'Morgens und abends eine kleine Menge auf die feuchte Haut von Gesicht und Hals auftragen. In kreisenden Bewegungen einmassieren und gründlich mit lauwarmem Wasser abspülen.',
    fr: "Matin et soir, appliquer une petite quantité sur la peau humide du visage et du cou. Masser par mouvements circulaires et rincer abondamment à l'eau tiède.",
  },
  toner: {
    nl: 'Breng na het reinigen aan met de handpalmen of een wattenschijfje en druk zachtjes in. Laat intrekken vóór serum of crème.',
    en: 'After cleansing, apply with your palms or a cotton pad and press in gently. Let it absorb before serum or cream.',
    de: 'Nach der Reinigung mit den Handflächen oder einem Wattepad auftragen und sanft einklopfen. Vor Serum oder Creme einziehen lassen.',
    fr: 'Après le nettoyage, appliquer avec les paumes ou un coton et faire pénétrer par légères pressions. Laisser absorber avant le sérum ou la crème.',
  },
  serum: {
    nl: 'Breng 3 à 4 druppels aan op de gereinigde huid, vóór je crème. Ochtend en avond, of volgens het advies van je huidspecialist.',
    en: 'Apply 3 to 4 drops to cleansed skin, before your cream. Morning and evening, or as advised by your skin therapist.',
    de: '3 bis 4 Tropfen auf die gereinigte Haut auftragen, vor der Creme. Morgens und abends oder nach Empfehlung Ihrer Kosmetikerin.',
    fr: 'Appliquer 3 à 4 gouttes sur la peau nettoyée, avant la crème. Matin et soir, ou selon les conseils de votre esthéticienne.',
  },
  cream: {
    nl: 'Verdeel een erwtgrote hoeveelheid over gezicht, hals en decolleté en masseer in met opwaartse bewegingen.',
    en: 'Smooth a pea-sized amount over face, neck and décolleté and massage in with upward strokes.',
    de: 'Eine erbsengroße Menge auf Gesicht, Hals und Dekolleté verteilen und mit aufwärts gerichteten Bewegungen einmassieren.',
    fr: 'Répartir une noisette de crème sur le visage, le cou et le décolleté et masser par mouvements ascendants.',
  },
  'eye-care': {
    nl: "Tik 's ochtends en 's avonds met de ringvinger een kleine hoeveelheid rond het oog, van de binnen- naar de buitenhoek.",
    en: 'Morning and evening, pat a small amount around the eye with your ring finger, from the inner to the outer corner.',
    de: 'Morgens und abends mit dem Ringfinger eine kleine Menge rund um das Auge einklopfen, vom inneren zum äußeren Augenwinkel.',
    fr: "Matin et soir, tapoter une petite quantité autour de l'œil avec l'annulaire, du coin interne vers le coin externe.",
  },
  'lip-care': {
    nl: 'Breng zo vaak als nodig aan op de lippen, ook als basis onder lippenstift.',
    en: 'Apply to the lips as often as needed, also as a base under lipstick.',
    de: 'So oft wie nötig auf die Lippen auftragen, auch als Basis unter dem Lippenstift.',
    fr: 'Appliquer sur les lèvres aussi souvent que nécessaire, également en base sous le rouge à lèvres.',
  },
  mask: {
    nl: 'Breng 1 à 2 keer per week een egale laag aan op de gereinigde huid. Laat ongeveer 10 minuten inwerken en spoel af met lauw water.',
    en: 'Once or twice a week, apply an even layer to cleansed skin. Leave on for about 10 minutes and rinse off with lukewarm water.',
    de: 'Ein- bis zweimal pro Woche gleichmäßig auf die gereinigte Haut auftragen. Etwa 10 Minuten einwirken lassen und mit lauwarmem Wasser abnehmen.',
    fr: "Une à deux fois par semaine, appliquer une couche uniforme sur la peau nettoyée. Laisser poser environ 10 minutes, puis rincer à l'eau tiède.",
  },
  peel: {
    nl: "Gebruik 's avonds, 1 à 2 keer per week, op de gereinigde en droge huid. Vermijd de oogzone. Bescherm je huid overdag met minstens SPF 30.",
    en: 'Use in the evening, once or twice a week, on clean, dry skin. Avoid the eye area. During the day, protect your skin with at least SPF 30.',
    de: 'Abends ein- bis zweimal pro Woche auf die gereinigte, trockene Haut auftragen. Die Augenpartie aussparen. Tagsüber mindestens LSF 30 verwenden.',
    fr: 'Utiliser le soir, une à deux fois par semaine, sur peau propre et sèche. Éviter le contour des yeux. En journée, protéger la peau avec au moins un SPF 30.',
  },
  exfoliant: {
    nl: 'Masseer 1 à 2 keer per week zachtjes in op de vochtige huid en spoel grondig af. Niet gebruiken op een geïrriteerde huid.',
    en: 'Once or twice a week, massage gently into damp skin and rinse thoroughly. Do not use on irritated skin.',
    de: 'Ein- bis zweimal pro Woche sanft auf der feuchten Haut einmassieren und gründlich abspülen. Nicht auf gereizter Haut anwenden.',
    fr: 'Une à deux fois par semaine, masser délicatement sur peau humide et rincer abondamment. Ne pas utiliser sur une peau irritée.',
  },
  dermasoft: {
    nl: "Breng 's avonds, twee keer per week, aan op de gereinigde huid. Masseer één minuut met lichte cirkels en spoel af. Volg met serum en nachtcrème.",
    en: 'In the evening, twice a week, apply to cleansed skin. Massage for one minute in light circles and rinse. Follow with serum and night cream.',
    de: 'Abends zweimal pro Woche auf die gereinigte Haut auftragen. Eine Minute lang mit leichten Kreisbewegungen massieren und abspülen. Anschließend Serum und Nachtcreme auftragen.',
    fr: 'Le soir, deux fois par semaine, appliquer sur la peau nettoyée. Masser une minute par légers cercles, puis rincer. Poursuivre avec le sérum et la crème de nuit.',
  },
  gel: {
    nl: 'Breng een dunne laag aan op de gereinigde huid, of plaatselijk waar nodig. Laat intrekken.',
    en: 'Apply a thin layer to cleansed skin, or locally where needed. Let it absorb.',
    de: 'Eine dünne Schicht auf die gereinigte Haut oder gezielt auf die betroffenen Stellen auftragen. Einziehen lassen.',
    fr: 'Appliquer une fine couche sur la peau nettoyée, ou localement si nécessaire. Laisser pénétrer.',
  },
  foam: {
    nl: 'Pomp één à twee doses in de vochtige hand, verdeel over de huid en spoel af met lauw water.',
    en: 'Pump one or two doses into a damp hand, spread over the skin and rinse with lukewarm water.',
    de: 'Ein bis zwei Pumpstöße in die feuchte Hand geben, auf der Haut verteilen und mit lauwarmem Wasser abspülen.',
    fr: "Déposer une à deux pressions dans la main humide, répartir sur la peau et rincer à l'eau tiède.",
  },
  lotion: {
    nl: 'Breng een ruime hoeveelheid aan en masseer in tot de lotion volledig is opgenomen.',
    en: 'Apply generously and massage in until fully absorbed.',
    de: 'Großzügig auftragen und einmassieren, bis die Lotion vollständig eingezogen ist.',
    fr: "Appliquer généreusement et masser jusqu'à complète absorption.",
  },
  spray: {
    nl: 'Verstuif op 20 cm afstand met gesloten ogen. Gebruik zo vaak als je wilt, ook over make-up.',
    en: 'Mist from 20 cm with your eyes closed. Use as often as you like, also over make-up.',
    de: 'Aus 20 cm Entfernung bei geschlossenen Augen aufsprühen. So oft wie gewünscht anwenden, auch über dem Make-up.',
    fr: 'Vaporiser à 20 cm, les yeux fermés. Utiliser aussi souvent que souhaité, même sur le maquillage.',
  },
  capsules: {
    nl: 'Neem dagelijks één capsule bij het ontbijt met een glas water. Een voedingssupplement vervangt geen gevarieerde voeding.',
    en: 'Take one capsule daily with breakfast and a glass of water. A food supplement is no substitute for a varied diet.',
    de: 'Täglich eine Kapsel zum Frühstück mit einem Glas Wasser einnehmen. Nahrungsergänzungsmittel sind kein Ersatz für eine abwechslungsreiche Ernährung.',
    fr: "Prendre une gélule par jour au petit-déjeuner avec un verre d'eau. Un complément alimentaire ne remplace pas une alimentation variée.",
  },
  supplements: {
    nl: 'Los dagelijks één dosis op in 150 ml water of een smoothie. Neem minstens 28 dagen, één volledige huidcyclus, voor zichtbaar resultaat.',
    en: 'Dissolve one serving daily in 150 ml of water or a smoothie. Take for at least 28 days, one full skin cycle, for visible results.',
    de: 'Täglich eine Portion in 150 ml Wasser oder einem Smoothie auflösen. Für sichtbare Ergebnisse mindestens 28 Tage lang einnehmen, einen vollständigen Hautzyklus.',
    fr: "Diluer une dose par jour dans 150 ml d'eau ou un smoothie. Prendre au moins 28 jours, un cycle cutané complet, pour des résultats visibles.",
  },
  'day-and-night-care': {
    nl: "Breng 's ochtends een dunne laag aan als dagverzorging en 's avonds een iets rijkere laag als nachtverzorging.",
    en: 'In the morning apply a thin layer as day care, in the evening a slightly richer layer as night care.',
    de: 'Morgens dünn als Tagespflege auftragen, abends etwas großzügiger als Nachtpflege.',
    fr: 'Le matin, appliquer une fine couche en soin de jour ; le soir, une couche un peu plus généreuse en soin de nuit.',
  },
  sets: {
    nl: 'Volg de volgorde van de set: reinigen, tonen, verzorgen. De bijgevoegde routinekaart toont elke stap voor dag en nacht.',
    en: 'Follow the order of the set: cleanse, tone, treat. The enclosed routine card shows every step for day and night.',
    de: 'Folgen Sie der Reihenfolge des Sets: reinigen, tonisieren, pflegen. Die beiliegende Routinekarte zeigt jeden Schritt für Tag und Nacht.',
    fr: 'Suivez l’ordre du coffret : nettoyer, tonifier, traiter. La carte de routine jointe détaille chaque étape, jour et nuit.',
  },
};

/** The texture of each type of product. */
export const CONSISTENCY: Record<ProductType, Texts> = {
  cleanser: {
    nl: 'Zachte, romige melk',
    en: 'Soft, creamy milk',
    de: 'Zarte, cremige Milch',
    fr: 'Lait doux et crémeux',
  },
  toner: {
    nl: 'Lichte, waterige lotion',
    en: 'Light, watery lotion',
    de: 'Leichte, wässrige Lotion',
    fr: 'Lotion légère et aqueuse',
  },
  serum: {
    nl: 'Licht, snel intrekkend serum',
    en: 'Light, fast-absorbing serum',
    de: 'Leichtes, schnell einziehendes Serum',
    fr: 'Sérum léger à absorption rapide',
  },
  cream: { nl: 'Soepele crème', en: 'Supple cream', de: 'Geschmeidige Creme', fr: 'Crème souple' },
  'eye-care': {
    nl: 'Frisse, lichte gelcrème',
    en: 'Fresh, light gel cream',
    de: 'Frische, leichte Gelcreme',
    fr: 'Gel-crème frais et léger',
  },
  'lip-care': { nl: 'Zachte balsem', en: 'Soft balm', de: 'Zarter Balsam', fr: 'Baume fondant' },
  mask: { nl: 'Romig masker', en: 'Creamy mask', de: 'Cremige Maske', fr: 'Masque crémeux' },
  peel: {
    nl: 'Heldere, vloeibare oplossing',
    en: 'Clear, liquid solution',
    de: 'Klare, flüssige Lösung',
    fr: 'Solution liquide et limpide',
  },
  exfoliant: {
    nl: 'Romige gel met fijne korrels',
    en: 'Creamy gel with fine grains',
    de: 'Cremiges Gel mit feinen Körnchen',
    fr: 'Gel crémeux aux grains fins',
  },
  dermasoft: {
    nl: 'Rijke crème met zachte microkristallen',
    en: 'Rich cream with soft micro-crystals',
    de: 'Reichhaltige Creme mit sanften Mikrokristallen',
    fr: 'Crème riche aux micro-cristaux doux',
  },
  gel: {
    nl: 'Heldere, verfrissende gel',
    en: 'Clear, refreshing gel',
    de: 'Klares, erfrischendes Gel',
    fr: 'Gel limpide et rafraîchissant',
  },
  foam: { nl: 'Luchtig schuim', en: 'Airy foam', de: 'Luftiger Schaum', fr: 'Mousse aérienne' },
  lotion: {
    nl: 'Lichte, smeuïge lotion',
    en: 'Light, smooth lotion',
    de: 'Leichte, geschmeidige Lotion',
    fr: 'Lotion légère et onctueuse',
  },
  spray: { nl: 'Fijne nevel', en: 'Fine mist', de: 'Feiner Sprühnebel', fr: 'Brume fine' },
  capsules: {
    nl: 'Plantaardige capsules',
    en: 'Plant-based capsules',
    de: 'Pflanzliche Kapseln',
    fr: 'Gélules végétales',
  },
  supplements: {
    nl: 'Poeder met een frisse citrussmaak',
    en: 'Powder with a fresh citrus taste',
    de: 'Pulver mit frischem Zitrusgeschmack',
    fr: 'Poudre au goût frais d’agrumes',
  },
  'day-and-night-care': {
    nl: 'Zijdezachte crème',
    en: 'Silky cream',
    de: 'Seidige Creme',
    fr: 'Crème soyeuse',
  },
  sets: {
    nl: 'Set in geschenkdoos',
    en: 'Set in a gift box',
    de: 'Set in einer Geschenkbox',
    fr: 'Coffret cadeau',
  },
};

/** One sentence about the line, closing each product description. */
export const LINE_PROMISE: Record<CollectionSlug, Texts> = {
  blue: {
    nl: 'Blue werkt met probiotica en prebiotica die het microbioom van de huid in balans brengen: minder onzuiverheden, minder roodheid, een rustige, heldere huid.',
    en: "Blue works with probiotics and prebiotics that rebalance the skin's microbiome: fewer blemishes, less redness, a calm, clear complexion.",
    de: 'Blue arbeitet mit Pro- und Präbiotika, die das Mikrobiom der Haut ins Gleichgewicht bringen: weniger Unreinheiten, weniger Rötungen, ein ruhiges, klares Hautbild.',
    fr: 'Blue associe probiotiques et prébiotiques pour rééquilibrer le microbiome cutané : moins d’imperfections, moins de rougeurs, un teint apaisé et net.',
  },
  black: {
    nl: 'Black beschermt de huid met een epigenetisch schild: het helpt de genexpressie die een jeugdige huid kenmerkt te bewaren tegen stress, uv en vervuiling.',
    en: 'Black protects the skin with an epigenetic shield: it helps preserve the gene expression of youthful skin against stress, UV and pollution.',
    de: 'Black schützt die Haut mit einem epigenetischen Schild: Er hilft, die Genexpression jugendlicher Haut vor Stress, UV-Strahlung und Umweltbelastung zu bewahren.',
    fr: 'Black protège la peau d’un bouclier épigénétique : il aide à préserver l’expression génétique d’une peau jeune face au stress, aux UV et à la pollution.',
  },
  gold: {
    nl: 'Gold is onze peptideformule voor de rijpere huid: signaalpeptiden stimuleren collageen en elastine voor zichtbaar meer stevigheid en veerkracht.',
    en: 'Gold is our peptide formula for mature skin: signal peptides stimulate collagen and elastin for visibly firmer, more resilient skin.',
    de: 'Gold ist unsere Peptidformel für reife Haut: Signalpeptide regen Kollagen und Elastin an – für sichtbar mehr Festigkeit und Spannkraft.',
    fr: 'Gold est notre formule aux peptides pour les peaux matures : les peptides signal stimulent le collagène et l’élastine pour une peau visiblement plus ferme et plus tonique.',
  },
  grey: {
    nl: 'Grey vult elke routine aan: zonbescherming, lichaamsverzorging en supplementen die de huid van binnenuit ondersteunen.',
    en: 'Grey completes every routine: sun protection, body care and supplements that support the skin from within.',
    de: 'Grey ergänzt jede Routine: Sonnenschutz, Körperpflege und Nahrungsergänzung, die die Haut von innen unterstützt.',
    fr: 'Grey complète chaque routine : protection solaire, soins du corps et compléments qui soutiennent la peau de l’intérieur.',
  },
};

/** An active ingredient: its name and what it does, per language, and its INCI name. */
export interface Active {
  inci: string;
  texts: Record<Locale, [name: string, benefit: string]>;
}

export const ACTIVES = {
  'probiotic-lysate': {
    inci: 'Lactobacillus Ferment Lysate',
    texts: {
      nl: [
        'Probiotisch lysaat',
        'versterkt het natuurlijke microbioom en de weerstand van de huid',
      ],
      en: ['Probiotic lysate', "strengthens the natural microbiome and the skin's resilience"],
      de: [
        'Probiotisches Lysat',
        'stärkt das natürliche Mikrobiom und die Widerstandskraft der Haut',
      ],
      fr: ['Lysat probiotique', 'renforce le microbiome naturel et la résistance de la peau'],
    },
  },
  'prebiotic-inulin': {
    inci: 'Inulin, Alpha-Glucan Oligosaccharide',
    texts: {
      nl: ['Prebiotische inuline', 'voedt de goede huidbacteriën'],
      en: ['Prebiotic inulin', "feeds the skin's beneficial bacteria"],
      de: ['Präbiotisches Inulin', 'nährt die guten Hautbakterien'],
      fr: ['Inuline prébiotique', 'nourrit les bonnes bactéries de la peau'],
    },
  },
  niacinamide: {
    inci: 'Niacinamide',
    texts: {
      nl: ['Niacinamide (vitamine B3)', 'verfijnt de poriën en egaliseert de teint'],
      en: ['Niacinamide (vitamin B3)', 'refines pores and evens out skin tone'],
      de: ['Niacinamid (Vitamin B3)', 'verfeinert die Poren und gleicht den Teint aus'],
      fr: ['Niacinamide (vitamine B3)', 'affine les pores et unifie le teint'],
    },
  },
  'zinc-pca': {
    inci: 'Zinc PCA',
    texts: {
      nl: ['Zink-PCA', 'regelt de talgproductie'],
      en: ['Zinc PCA', 'regulates sebum production'],
      de: ['Zink-PCA', 'reguliert die Talgproduktion'],
      fr: ['PCA de zinc', 'régule la production de sébum'],
    },
  },
  'salicylic-acid': {
    inci: 'Salicylic Acid',
    texts: {
      nl: ['Salicylzuur (BHA)', 'ontstopt de poriën'],
      en: ['Salicylic acid (BHA)', 'unclogs pores'],
      de: ['Salicylsäure (BHA)', 'befreit verstopfte Poren'],
      fr: ['Acide salicylique (BHA)', 'désobstrue les pores'],
    },
  },
  panthenol: {
    inci: 'Panthenol',
    texts: {
      nl: ['Panthenol (provitamine B5)', 'kalmeert en herstelt'],
      en: ['Panthenol (provitamin B5)', 'soothes and repairs'],
      de: ['Panthenol (Provitamin B5)', 'beruhigt und regeneriert'],
      fr: ['Panthénol (provitamine B5)', 'apaise et répare'],
    },
  },
  'hyaluronic-acid': {
    inci: 'Sodium Hyaluronate',
    texts: {
      nl: ['Hyaluronzuur', 'bindt vocht in verschillende huidlagen'],
      en: ['Hyaluronic acid', 'binds moisture in several layers of the skin'],
      de: ['Hyaluronsäure', 'bindet Feuchtigkeit in mehreren Hautschichten'],
      fr: ['Acide hyaluronique', 'retient l’hydratation dans plusieurs couches de la peau'],
    },
  },
  centella: {
    inci: 'Centella Asiatica Extract',
    texts: {
      nl: ['Centella asiatica', 'kalmeert roodheid en ondersteunt het herstel'],
      en: ['Centella asiatica', 'calms redness and supports recovery'],
      de: ['Centella asiatica', 'beruhigt Rötungen und unterstützt die Regeneration'],
      fr: ['Centella asiatica', 'apaise les rougeurs et favorise la réparation'],
    },
  },
  'epigenetic-complex': {
    inci: 'Camellia Sinensis Leaf Extract, Lactobacillus/Soybean Ferment Extract',
    texts: {
      nl: [
        'Epigenetisch schildcomplex',
        'witte thee en gefermenteerde soja beschermen de jeugdige genexpressie van de huid',
      ],
      en: [
        'Epigenetic shield complex',
        "white tea and fermented soy protect the skin's youthful gene expression",
      ],
      de: [
        'Epigenetischer Schutzkomplex',
        'Weißer Tee und fermentiertes Soja schützen die jugendliche Genexpression der Haut',
      ],
      fr: [
        'Complexe bouclier épigénétique',
        'thé blanc et soja fermenté protègent l’expression génétique juvénile de la peau',
      ],
    },
  },
  resveratrol: {
    inci: 'Resveratrol',
    texts: {
      nl: ['Resveratrol', 'krachtige antioxidant uit druivenschil'],
      en: ['Resveratrol', 'a powerful antioxidant from grape skin'],
      de: ['Resveratrol', 'starkes Antioxidans aus Traubenschalen'],
      fr: ['Resvératrol', 'puissant antioxydant issu de la peau du raisin'],
    },
  },
  'vitamin-c': {
    inci: 'Ascorbyl Glucoside',
    texts: {
      nl: ['Vitamine C', 'geeft de teint helderheid en beschermt tegen vrije radicalen'],
      en: ['Vitamin C', 'brightens the complexion and protects against free radicals'],
      de: ['Vitamin C', 'verleiht dem Teint Leuchtkraft und schützt vor freien Radikalen'],
      fr: ['Vitamine C', 'illumine le teint et protège des radicaux libres'],
    },
  },
  ceramides: {
    inci: 'Ceramide NP, Ceramide AP',
    texts: {
      nl: ['Ceramiden', 'herstellen de huidbarrière'],
      en: ['Ceramides', 'restore the skin barrier'],
      de: ['Ceramide', 'stärken die Hautbarriere'],
      fr: ['Céramides', 'restaurent la barrière cutanée'],
    },
  },
  squalane: {
    inci: 'Squalane',
    texts: {
      nl: ['Squalaan', 'plantaardige olie die soepelheid geeft zonder vet te voelen'],
      en: ['Squalane', 'a plant-derived oil that adds suppleness without greasiness'],
      de: ['Squalan', 'pflanzliches Öl, das geschmeidig macht, ohne zu fetten'],
      fr: ['Squalane', 'huile végétale qui assouplit sans effet gras'],
    },
  },
  peptides: {
    inci: 'Palmitoyl Tripeptide-1, Palmitoyl Tetrapeptide-7',
    texts: {
      nl: ['Signaalpeptiden', 'stimuleren de aanmaak van collageen'],
      en: ['Signal peptides', 'stimulate collagen production'],
      de: ['Signalpeptide', 'regen die Kollagenbildung an'],
      fr: ['Peptides signal', 'stimulent la production de collagène'],
    },
  },
  'copper-peptide': {
    inci: 'Copper Tripeptide-1',
    texts: {
      nl: ['Koperpeptide', 'ondersteunt stevigheid en huidvernieuwing'],
      en: ['Copper peptide', 'supports firmness and skin renewal'],
      de: ['Kupferpeptid', 'unterstützt Festigkeit und Hauterneuerung'],
      fr: ['Peptide de cuivre', 'soutient la fermeté et le renouvellement cutané'],
    },
  },
  bakuchiol: {
    inci: 'Bakuchiol',
    texts: {
      nl: ['Bakuchiol', 'plantaardig alternatief voor retinol, mild voor de gevoelige huid'],
      en: ['Bakuchiol', 'a plant-based alternative to retinol, gentle on sensitive skin'],
      de: ['Bakuchiol', 'pflanzliche Alternative zu Retinol, mild zu empfindlicher Haut'],
      fr: ['Bakuchiol', 'alternative végétale au rétinol, douce pour les peaux sensibles'],
    },
  },
  retinal: {
    inci: 'Retinal',
    texts: {
      nl: ['Retinal', 'versnelt de celvernieuwing en verzacht fijne lijntjes'],
      en: ['Retinal', 'speeds up cell renewal and softens fine lines'],
      de: ['Retinal', 'beschleunigt die Zellerneuerung und mildert feine Linien'],
      fr: ['Rétinal', 'accélère le renouvellement cellulaire et atténue les ridules'],
    },
  },
  'fruit-acids': {
    inci: 'Glycolic Acid, Lactic Acid, Citric Acid',
    texts: {
      nl: ['Fruitzuren (10%)', 'verwijderen dode huidcellen voor een egale, stralende huid'],
      en: ['Fruit acids (10%)', 'remove dead skin cells for an even, radiant complexion'],
      de: [
        'Fruchtsäuren (10 %)',
        'lösen abgestorbene Hautzellen für einen ebenmäßigen, strahlenden Teint',
      ],
      fr: [
        'Acides de fruits (10 %)',
        'éliminent les cellules mortes pour un teint uniforme et lumineux',
      ],
    },
  },
  enzymes: {
    inci: 'Papain',
    texts: {
      nl: ['Papaya-enzymen', 'exfoliëren zacht zonder te schuren'],
      en: ['Papaya enzymes', 'exfoliate gently without scrubbing'],
      de: ['Papaya-Enzyme', 'peelen sanft, ohne zu reiben'],
      fr: ['Enzymes de papaye', 'exfolient en douceur sans frotter'],
    },
  },
  caffeine: {
    inci: 'Caffeine',
    texts: {
      nl: ['Cafeïne', 'vermindert zwelling en donkere kringen'],
      en: ['Caffeine', 'reduces puffiness and dark circles'],
      de: ['Koffein', 'mildert Schwellungen und Augenschatten'],
      fr: ['Caféine', 'atténue les poches et les cernes'],
    },
  },
  'shea-butter': {
    inci: 'Butyrospermum Parkii Butter',
    texts: {
      nl: ['Sheaboter', 'voedt en beschermt tegen uitdroging'],
      en: ['Shea butter', 'nourishes and protects against dryness'],
      de: ['Sheabutter', 'nährt und schützt vor Austrocknung'],
      fr: ['Beurre de karité', 'nourrit et protège du dessèchement'],
    },
  },
  'mineral-filters': {
    inci: 'Zinc Oxide',
    texts: {
      nl: ['Minerale filters', 'weerkaatsen uv-stralen meteen na het aanbrengen'],
      en: ['Mineral filters', 'reflect UV rays as soon as applied'],
      de: ['Mineralische Filter', 'reflektieren UV-Strahlen sofort nach dem Auftragen'],
      fr: ['Filtres minéraux', 'réfléchissent les UV dès l’application'],
    },
  },
  'uv-filters': {
    inci: 'Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Diethylamino Hydroxybenzoyl Hexyl Benzoate, Ethylhexyl Triazone',
    texts: {
      nl: ['Breedspectrum uv-filters', 'beschermen tegen UVA en UVB'],
      en: ['Broad-spectrum UV filters', 'protect against UVA and UVB'],
      de: ['Breitband-UV-Filter', 'schützen vor UVA- und UVB-Strahlen'],
      fr: ['Filtres UV à large spectre', 'protègent des UVA et des UVB'],
    },
  },
  'aloe-vera': {
    inci: 'Aloe Barbadensis Leaf Juice',
    texts: {
      nl: ['Aloë vera', 'verkoelt en hydrateert'],
      en: ['Aloe vera', 'cools and hydrates'],
      de: ['Aloe vera', 'kühlt und spendet Feuchtigkeit'],
      fr: ['Aloe vera', 'rafraîchit et hydrate'],
    },
  },
  kaolin: {
    inci: 'Kaolin',
    texts: {
      nl: ['Kaolienklei', 'absorbeert overtollig talg'],
      en: ['Kaolin clay', 'absorbs excess sebum'],
      de: ['Kaolin-Tonerde', 'absorbiert überschüssigen Talg'],
      fr: ['Argile kaolin', 'absorbe l’excès de sébum'],
    },
  },
  'jojoba-esters': {
    inci: 'Jojoba Esters',
    texts: {
      nl: ['Jojobaparels', 'ronde, biologisch afbreekbare korrels die zacht polijsten'],
      en: ['Jojoba beads', 'round, biodegradable grains that polish gently'],
      de: ['Jojobaperlen', 'runde, biologisch abbaubare Körnchen, die sanft polieren'],
      fr: ['Perles de jojoba', 'grains ronds et biodégradables qui polissent en douceur'],
    },
  },
  'mineral-microcrystals': {
    inci: 'Alumina',
    texts: {
      nl: [
        'Zachte microkristallen',
        'verfijnen de huidstructuur zoals een professionele microdermabrasie',
      ],
      en: ['Soft micro-crystals', 'refine skin texture like a professional microdermabrasion'],
      de: [
        'Sanfte Mikrokristalle',
        'verfeinern das Hautbild wie eine professionelle Mikrodermabrasion',
      ],
      fr: [
        'Micro-cristaux doux',
        'affinent le grain de peau comme une microdermabrasion professionnelle',
      ],
    },
  },
  'omega-3': {
    inci: 'Schizochytrium Oil',
    texts: {
      nl: ['Omega-3-vetzuren', 'uit algenolie, voor een soepele huid'],
      en: ['Omega-3 fatty acids', 'from algae oil, for supple skin'],
      de: ['Omega-3-Fettsäuren', 'aus Algenöl, für geschmeidige Haut'],
      fr: ['Acides gras oméga-3', 'issus d’huile d’algues, pour une peau souple'],
    },
  },
  'vitamin-d': {
    inci: 'Cholecalciferol',
    texts: {
      nl: ['Vitamine D3', 'draagt bij tot de normale werking van het immuunsysteem'],
      en: ['Vitamin D3', 'contributes to the normal function of the immune system'],
      de: ['Vitamin D3', 'trägt zu einer normalen Funktion des Immunsystems bei'],
      fr: ['Vitamine D3', 'contribue au fonctionnement normal du système immunitaire'],
    },
  },
  zinc: {
    inci: 'Zinc Bisglycinate',
    texts: {
      nl: ['Zink', 'draagt bij tot de instandhouding van een normale huid'],
      en: ['Zinc', 'contributes to the maintenance of normal skin'],
      de: ['Zink', 'trägt zur Erhaltung normaler Haut bei'],
      fr: ['Zinc', 'contribue au maintien d’une peau normale'],
    },
  },
  'supplement-vitamin-c': {
    inci: 'Ascorbic Acid',
    texts: {
      nl: [
        'Vitamine C',
        'draagt bij tot de normale collageenvorming voor de normale werking van de huid',
      ],
      en: [
        'Vitamin C',
        'contributes to normal collagen formation for the normal function of the skin',
      ],
      de: [
        'Vitamin C',
        'trägt zu einer normalen Kollagenbildung für eine normale Funktion der Haut bei',
      ],
      fr: [
        'Vitamine C',
        'contribue à la formation normale de collagène pour assurer la fonction normale de la peau',
      ],
    },
  },
  'collagen-peptides': {
    inci: 'Hydrolysed Fish Collagen',
    texts: {
      nl: ['Collageenpeptiden', '5 g gehydrolyseerd viscollageen per dosis'],
      en: ['Collagen peptides', '5 g of hydrolysed marine collagen per serving'],
      de: ['Kollagenpeptide', '5 g hydrolysiertes Meereskollagen pro Portion'],
      fr: ['Peptides de collagène', '5 g de collagène marin hydrolysé par dose'],
    },
  },
  'probiotic-cultures': {
    inci: 'Lactobacillus rhamnosus, Bifidobacterium lactis',
    texts: {
      nl: ['Levende culturen', '10 miljard Lactobacillus en Bifidobacterium per capsule'],
      en: ['Live cultures', '10 billion Lactobacillus and Bifidobacterium per capsule'],
      de: ['Lebende Kulturen', '10 Milliarden Lactobacillus und Bifidobacterium pro Kapsel'],
      fr: ['Cultures vivantes', '10 milliards de Lactobacillus et Bifidobacterium par gélule'],
    },
  },
} satisfies Record<string, Active>;

export type ActiveKey = keyof typeof ACTIVES;

/** The base of each formula in INCI order (the actives and the preservation follow). */
export const BASE_INCI: Partial<Record<ProductType, string>> = {
  cleanser: 'Aqua, Caprylic/Capric Triglyceride, Glycerin, Cetearyl Alcohol, Glyceryl Stearate',
  toner: 'Aqua, Glycerin, Propanediol, Betaine',
  serum: 'Aqua, Glycerin, Propanediol, Pentylene Glycol',
  cream:
    'Aqua, Caprylic/Capric Triglyceride, Glycerin, Cetearyl Alcohol, Glyceryl Stearate Citrate',
  'eye-care': 'Aqua, Glycerin, Caprylic/Capric Triglyceride, Carbomer',
  'lip-care': 'Ricinus Communis Seed Oil, Cera Alba, Simmondsia Chinensis Seed Oil',
  mask: 'Aqua, Glycerin, Cetearyl Alcohol, Caprylic/Capric Triglyceride',
  peel: 'Aqua, Propanediol, Sodium Hydroxide',
  exfoliant: 'Aqua, Glycerin, Coco-Glucoside, Xanthan Gum',
  dermasoft: 'Aqua, Caprylic/Capric Triglyceride, Glycerin, Cetearyl Alcohol',
  gel: 'Aqua, Glycerin, Propanediol, Hydroxyethylcellulose',
  foam: 'Aqua, Glycerin, Sodium Cocoyl Glutamate, Coco-Glucoside, Decyl Glucoside',
  lotion: 'Aqua, Caprylic/Capric Triglyceride, Glycerin, Cetearyl Olivate, Sorbitan Olivate',
  spray: 'Aqua, Glycerin, Propanediol',
  'day-and-night-care': 'Aqua, Caprylic/Capric Triglyceride, Glycerin, Cetearyl Alcohol',
};
