import type { Locale } from '../../common/i18n/locale.js';
import type { SkinAnalysisTexts } from './entities/skin-analysis-text.entity.js';
import type { ReasonKey } from './skin-analysis.rules.js';

/** The built-in title and explanation of each recommendation; the back-office may replace them. */
export const DEFAULT_SKIN_ANALYSIS_TEXTS: Record<ReasonKey, Record<Locale, SkinAnalysisTexts>> = {
  'gold-mature': {
    nl: {
      title: 'Gold: peptiden voor de rijpe huid',
      explanation:
        'Vanaf 45 jaar vraagt de huid om stevigheid en voeding. De peptiden van Gold ondersteunen de eigen vernieuwing van de huid.',
    },
    en: {
      title: 'Gold: peptides for mature skin',
      explanation:
        'From 45 on, skin asks for firmness and nourishment. The peptides of Gold support the skin’s own renewal.',
    },
    de: {
      title: 'Gold: Peptide für die reife Haut',
      explanation:
        'Ab 45 braucht die Haut Spannkraft und Pflege. Die Peptide von Gold unterstützen die eigene Erneuerung der Haut.',
    },
    fr: {
      title: 'Gold : des peptides pour la peau mature',
      explanation:
        'À partir de 45 ans, la peau demande fermeté et nutrition. Les peptides de Gold soutiennent son propre renouvellement.',
    },
  },
  'gold-firmness': {
    nl: {
      title: 'Gold: voor meer stevigheid',
      explanation:
        'Je zoekt vooral stevigheid. De peptideformule van Gold geeft de huid haar veerkracht terug.',
    },
    en: {
      title: 'Gold: for more firmness',
      explanation:
        'Firmness is what you are after. The peptide formula of Gold gives skin back its bounce.',
    },
    de: {
      title: 'Gold: für mehr Spannkraft',
      explanation:
        'Sie wünschen sich vor allem Spannkraft. Die Peptidformel von Gold gibt der Haut ihre Elastizität zurück.',
    },
    fr: {
      title: 'Gold : pour plus de fermeté',
      explanation:
        'Vous recherchez surtout la fermeté. La formule aux peptides de Gold rend à la peau son élasticité.',
    },
  },
  'blue-problem-skin': {
    nl: {
      title: 'Blue: probiotica voor een onzuivere huid',
      explanation:
        'Je huid is vet of onzuiver. De probiotica van Blue brengen het microbioom in evenwicht en kalmeren puistjes.',
    },
    en: {
      title: 'Blue: probiotics for blemished skin',
      explanation:
        'Your skin is oily or prone to blemishes. The probiotics of Blue balance the microbiome and calm breakouts.',
    },
    de: {
      title: 'Blue: Probiotika für unreine Haut',
      explanation:
        'Ihre Haut ist fettig oder unrein. Die Probiotika von Blue bringen das Mikrobiom ins Gleichgewicht und beruhigen Pickel.',
    },
    fr: {
      title: 'Blue : des probiotiques pour la peau à imperfections',
      explanation:
        'Votre peau est grasse ou sujette aux imperfections. Les probiotiques de Blue équilibrent le microbiome et apaisent les boutons.',
    },
  },
  'blue-young-skin': {
    nl: {
      title: 'Blue: voor de jonge huid',
      explanation:
        'Een jonge huid heeft vooral balans nodig. Blue houdt ze fris en rustig met probiotica.',
    },
    en: {
      title: 'Blue: for young skin',
      explanation:
        'Young skin needs balance above all. Blue keeps it fresh and calm with probiotics.',
    },
    de: {
      title: 'Blue: für junge Haut',
      explanation:
        'Junge Haut braucht vor allem Balance. Blue hält sie mit Probiotika frisch und ruhig.',
    },
    fr: {
      title: 'Blue : pour la peau jeune',
      explanation:
        'Une peau jeune a surtout besoin d’équilibre. Blue la garde fraîche et apaisée grâce aux probiotiques.',
    },
  },
  'blue-sensitive': {
    nl: {
      title: 'Blue: voor de gevoelige huid',
      explanation:
        'Je huid reageert snel. De milde probiotische formules van Blue versterken de huidbarrière.',
    },
    en: {
      title: 'Blue: for sensitive skin',
      explanation:
        'Your skin reacts quickly. The gentle probiotic formulas of Blue strengthen the skin barrier.',
    },
    de: {
      title: 'Blue: für empfindliche Haut',
      explanation:
        'Ihre Haut reagiert schnell. Die milden probiotischen Formeln von Blue stärken die Hautbarriere.',
    },
    fr: {
      title: 'Blue : pour la peau sensible',
      explanation:
        'Votre peau réagit vite. Les formules probiotiques douces de Blue renforcent la barrière cutanée.',
    },
  },
  'black-anti-aging': {
    nl: {
      title: 'Black: het epigenetische schild tegen huidveroudering',
      explanation:
        'Je wilt de eerste tekenen van veroudering voor zijn. Het epigenetische schild van Black beschermt je normale of gevoelige huid.',
    },
    en: {
      title: 'Black: the epigenetic shield against skin ageing',
      explanation:
        'You want to stay ahead of the first signs of ageing. The epigenetic shield of Black protects your normal or sensitive skin.',
    },
    de: {
      title: 'Black: der epigenetische Schutzschild gegen Hautalterung',
      explanation:
        'Sie möchten den ersten Zeichen der Hautalterung zuvorkommen. Der epigenetische Schutzschild von Black schützt Ihre normale oder empfindliche Haut.',
    },
    fr: {
      title: 'Black : le bouclier épigénétique contre le vieillissement',
      explanation:
        'Vous voulez devancer les premiers signes de l’âge. Le bouclier épigénétique de Black protège votre peau normale ou sensible.',
    },
  },
  'black-protection': {
    nl: {
      title: 'Black: bescherming voor elke dag',
      explanation:
        'Je huid is in balans en verdient bescherming. Black beschermt ze dag en nacht tegen invloeden van buitenaf.',
    },
    en: {
      title: 'Black: protection for every day',
      explanation:
        'Your skin is in balance and deserves protection. Black shields it day and night from outside stress.',
    },
    de: {
      title: 'Black: Schutz für jeden Tag',
      explanation:
        'Ihre Haut ist im Gleichgewicht und verdient Schutz. Black schützt sie Tag und Nacht vor äußeren Einflüssen.',
    },
    fr: {
      title: 'Black : une protection au quotidien',
      explanation:
        'Votre peau est équilibrée et mérite d’être protégée. Black la protège jour et nuit des agressions extérieures.',
    },
  },
};
