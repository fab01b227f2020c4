import type { Locale } from '../../../common/i18n/locale.js';
import { a, link } from './blocks.js';
import type { PostDef } from './posts.js';

const p = (locale: Locale, slug: string, text: string) => a(link.product(locale, slug), text);

/** Six routines (type routine), each in nl, en, de and fr. */
export const DEMO_ROUTINES: PostDef[] = [
  {
    key: 'routine-blue-clear-skin',
    type: 'routine',
    date: '2025-02-04',
    tags: ['blue', 'routine', 'blemishes', 'morning', 'evening'],
    featured: [
      'blue-probiotic-cleansing-foam',
      'blue-balancing-toner',
      'blue-probiotic-serum',
      'blue-probiotic-moisture-cream',
      'blue-clarifying-spot-gel',
    ],
    tone: 'blue',
    texts: {
      nl: {
        slug: 'routine-voor-een-heldere-huid',
        title: 'Routine voor een heldere huid',
        subtitle: 'Blue, ochtend en avond',
        description:
          'Vijf stappen die het microbioom respecteren en onzuiverheden aanpakken zonder de huid uit te drogen.',
        body: [
          ['h2', 'Ochtend'],
          [
            'ol',
            [
              `Reinig met het ${p('nl', 'blue-probiotic-cleansing-foam', 'probiotisch reinigingsschuim')}.`,
              `Breng de ${p('nl', 'blue-balancing-toner', 'balancerende tonic')} aan met je handpalmen.`,
              `Drie à vier druppels ${p('nl', 'blue-probiotic-serum', 'probiotisch serum')}.`,
              `Sluit af met de ${p('nl', 'blue-probiotic-moisture-cream', 'probiotische vochtcrème')} en zonbescherming.`,
            ],
          ],
          ['h2', 'Avond'],
          [
            'ol',
            [
              'Reinig grondig, ook als je geen make-up droeg.',
              'Tonic en serum zoals in de ochtend.',
              `Dep de ${p('nl', 'blue-clarifying-spot-gel', 'spotgel')} alleen op onzuiverheden.`,
            ],
          ],
          'Geef de routine minstens één huidcyclus van 28 dagen. De eerste week kan de huid wennen; daarna wordt ze zichtbaar rustiger.',
        ],
      },
      en: {
        slug: 'routine-for-clear-skin',
        title: 'Routine for clear skin',
        subtitle: 'Blue, morning and evening',
        description:
          'Five steps that respect the microbiome and tackle blemishes without drying the skin.',
        body: [
          ['h2', 'Morning'],
          [
            'ol',
            [
              `Cleanse with the ${p('en', 'blue-probiotic-cleansing-foam', 'probiotic cleansing foam')}.`,
              `Apply the ${p('en', 'blue-balancing-toner', 'balancing toner')} with your palms.`,
              `Three to four drops of ${p('en', 'blue-probiotic-serum', 'probiotic serum')}.`,
              `Finish with the ${p('en', 'blue-probiotic-moisture-cream', 'probiotic moisture cream')} and sun protection.`,
            ],
          ],
          ['h2', 'Evening'],
          [
            'ol',
            [
              'Cleanse thoroughly, even if you wore no make-up.',
              'Toner and serum as in the morning.',
              `Dab the ${p('en', 'blue-clarifying-spot-gel', 'spot gel')} on blemishes only.`,
            ],
          ],
          'Give the routine at least one 28-day skin cycle. The skin may need a week to adjust; after that it becomes visibly calmer.',
        ],
      },
      de: {
        slug: 'routine-fuer-klare-haut',
        title: 'Routine für klare Haut',
        subtitle: 'Blue, morgens und abends',
        description:
          'Fünf Schritte, die das Mikrobiom respektieren und Unreinheiten bekämpfen, ohne die Haut auszutrocknen.',
        body: [
          ['h2', 'Morgens'],
          [
            'ol',
            [
              `Mit dem ${p('de', 'blue-probiotic-cleansing-foam', 'probiotischen Reinigungsschaum')} reinigen.`,
              `Das ${p('de', 'blue-balancing-toner', 'ausgleichende Tonikum')} mit den Handflächen auftragen.`,
              `Drei bis vier Tropfen ${p('de', 'blue-probiotic-serum', 'probiotisches Serum')}.`,
              `Mit der ${p('de', 'blue-probiotic-moisture-cream', 'probiotischen Feuchtigkeitscreme')} und Sonnenschutz abschließen.`,
            ],
          ],
          ['h2', 'Abends'],
          [
            'ol',
            [
              'Gründlich reinigen, auch ohne Make-up.',
              'Tonikum und Serum wie am Morgen.',
              `Das ${p('de', 'blue-clarifying-spot-gel', 'Spot-Gel')} nur auf Unreinheiten tupfen.`,
            ],
          ],
          'Geben Sie der Routine mindestens einen Hautzyklus von 28 Tagen. In der ersten Woche kann sich die Haut noch umstellen, danach wird sie sichtbar ruhiger.',
        ],
      },
      fr: {
        slug: 'routine-pour-une-peau-nette',
        title: 'Routine pour une peau nette',
        subtitle: 'Blue, matin et soir',
        description:
          'Cinq étapes qui respectent le microbiome et combattent les imperfections sans dessécher la peau.',
        body: [
          ['h2', 'Le matin'],
          [
            'ol',
            [
              `Nettoyez avec la ${p('fr', 'blue-probiotic-cleansing-foam', 'mousse nettoyante probiotique')}.`,
              `Appliquez le ${p('fr', 'blue-balancing-toner', 'tonique équilibrant')} avec les paumes.`,
              `Trois à quatre gouttes de ${p('fr', 'blue-probiotic-serum', 'sérum probiotique')}.`,
              `Terminez par la ${p('fr', 'blue-probiotic-moisture-cream', 'crème hydratante probiotique')} et une protection solaire.`,
            ],
          ],
          ['h2', 'Le soir'],
          [
            'ol',
            [
              'Nettoyez soigneusement, même sans maquillage.',
              'Tonique et sérum comme le matin.',
              `Tamponnez le ${p('fr', 'blue-clarifying-spot-gel', 'gel localisé')} uniquement sur les imperfections.`,
            ],
          ],
          'Accordez à la routine au moins un cycle cutané de 28 jours. La peau peut avoir besoin d’une semaine pour s’adapter, puis elle devient visiblement plus calme.',
        ],
      },
    },
  },
  {
    key: 'routine-black-morning-shield',
    type: 'routine',
    date: '2025-03-11',
    tags: ['black', 'routine', 'morning'],
    featured: [
      'black-cleansing-milk',
      'black-epigenetic-essence',
      'black-epigenetic-shield-serum',
      'black-eye-contour',
      'black-shield-day-cream-spf30',
    ],
    tone: 'black',
    texts: {
      nl: {
        slug: 'ochtendroutine-het-epigenetisch-schild',
        title: 'Ochtendroutine: het epigenetisch schild',
        subtitle: 'Black, vijf minuten per ochtend',
        description:
          'Bescherm je huid elke ochtend tegen de invloeden die genen van veroudering aanzetten: uv, vervuiling en stress.',
        body: [
          'De ochtendroutine van Black draait om bescherming. Elke laag bouwt mee aan het schild dat je huid de hele dag draagt.',
          [
            'ol',
            [
              `Reinig kort met de ${p('nl', 'black-cleansing-milk', 'reinigingsmelk')}.`,
              `Druk de ${p('nl', 'black-epigenetic-essence', 'epigenetische essence')} in met de handen.`,
              `Breng het ${p('nl', 'black-epigenetic-shield-serum', 'schildserum')} aan op gezicht en hals.`,
              `Tik de ${p('nl', 'black-eye-contour', 'oogcontour')} rond de ogen.`,
              `Sluit af met de ${p('nl', 'black-shield-day-cream-spf30', 'schilddagcrème SPF 30')}.`,
            ],
          ],
          'Op een zonnige dag of in de bergen voeg je een zonnecrème met SPF 50 toe als laatste laag.',
        ],
        sections: [
          {
            title: 'Beschermen',
            text: 'Antioxidanten en SPF 30 vangen uv en vervuiling op voor ze schade doen.',
          },
          { title: 'Hydrateren', text: 'Een goed gehydrateerde huid is een sterkere barrière.' },
          {
            title: 'Bewaren',
            text: 'Het schildcomplex helpt de jeugdige genexpressie van de huid te bewaren.',
          },
        ],
      },
      en: {
        slug: 'morning-routine-the-epigenetic-shield',
        title: 'Morning routine: the epigenetic shield',
        subtitle: 'Black, five minutes every morning',
        description:
          'Protect your skin every morning against the influences that switch on the genes of ageing: UV, pollution and stress.',
        body: [
          'The Black morning routine is all about protection. Every layer helps build the shield your skin wears all day.',
          [
            'ol',
            [
              `Cleanse briefly with the ${p('en', 'black-cleansing-milk', 'cleansing milk')}.`,
              `Press in the ${p('en', 'black-epigenetic-essence', 'epigenetic essence')} with your hands.`,
              `Apply the ${p('en', 'black-epigenetic-shield-serum', 'shield serum')} to face and neck.`,
              `Pat the ${p('en', 'black-eye-contour', 'eye contour')} around the eyes.`,
              `Finish with the ${p('en', 'black-shield-day-cream-spf30', 'Shield Day Cream SPF 30')}.`,
            ],
          ],
          'On a sunny day or in the mountains, add an SPF 50 sunscreen as the final layer.',
        ],
        sections: [
          {
            title: 'Protect',
            text: 'Antioxidants and SPF 30 intercept UV and pollution before they do damage.',
          },
          { title: 'Hydrate', text: 'Well-hydrated skin makes a stronger barrier.' },
          {
            title: 'Preserve',
            text: 'The shield complex helps preserve the skin’s youthful gene expression.',
          },
        ],
      },
      de: {
        slug: 'morgenroutine-der-epigenetische-schutzschild',
        title: 'Morgenroutine: der epigenetische Schutzschild',
        subtitle: 'Black, fünf Minuten jeden Morgen',
        description:
          'Schützen Sie Ihre Haut jeden Morgen vor den Einflüssen, die Alterungsgene einschalten: UV-Strahlung, Umweltbelastung und Stress.',
        body: [
          'Bei der Morgenroutine von Black dreht sich alles um Schutz. Jede Schicht baut mit am Schutzschild, den Ihre Haut den ganzen Tag trägt.',
          [
            'ol',
            [
              `Kurz mit der ${p('de', 'black-cleansing-milk', 'Reinigungsmilch')} reinigen.`,
              `Die ${p('de', 'black-epigenetic-essence', 'epigenetische Essenz')} mit den Händen einarbeiten.`,
              `Das ${p('de', 'black-epigenetic-shield-serum', 'Schutzserum')} auf Gesicht und Hals auftragen.`,
              `Die ${p('de', 'black-eye-contour', 'Augenkontur')} rund um die Augen einklopfen.`,
              `Mit der ${p('de', 'black-shield-day-cream-spf30', 'Schutz-Tagescreme LSF 30')} abschließen.`,
            ],
          ],
          'An sonnigen Tagen oder in den Bergen tragen Sie als letzte Schicht zusätzlich eine Sonnencreme mit LSF 50 auf.',
        ],
        sections: [
          {
            title: 'Schützen',
            text: 'Antioxidantien und LSF 30 fangen UV-Strahlung und Schadstoffe ab, bevor sie schaden.',
          },
          { title: 'Befeuchten', text: 'Gut durchfeuchtete Haut ist eine stärkere Barriere.' },
          {
            title: 'Bewahren',
            text: 'Der Schutzkomplex hilft, die jugendliche Genexpression der Haut zu bewahren.',
          },
        ],
      },
      fr: {
        slug: 'routine-du-matin-le-bouclier-epigenetique',
        title: 'Routine du matin : le bouclier épigénétique',
        subtitle: 'Black, cinq minutes chaque matin',
        description:
          'Protégez votre peau chaque matin des influences qui activent les gènes du vieillissement : UV, pollution et stress.',
        body: [
          'La routine du matin Black est entièrement tournée vers la protection. Chaque couche participe au bouclier que votre peau porte toute la journée.',
          [
            'ol',
            [
              `Nettoyez brièvement avec le ${p('fr', 'black-cleansing-milk', 'lait démaquillant')}.`,
              `Faites pénétrer l’${p('fr', 'black-epigenetic-essence', 'essence épigénétique')} avec les mains.`,
              `Appliquez le ${p('fr', 'black-epigenetic-shield-serum', 'sérum bouclier')} sur le visage et le cou.`,
              `Tapotez le ${p('fr', 'black-eye-contour', 'contour des yeux')}.`,
              `Terminez par la ${p('fr', 'black-shield-day-cream-spf30', 'crème de jour bouclier SPF 30')}.`,
            ],
          ],
          'Par une journée ensoleillée ou à la montagne, ajoutez une crème solaire SPF 50 en dernière couche.',
        ],
        sections: [
          {
            title: 'Protéger',
            text: 'Les antioxydants et le SPF 30 interceptent UV et pollution avant qu’ils ne nuisent.',
          },
          { title: 'Hydrater', text: 'Une peau bien hydratée forme une barrière plus solide.' },
          {
            title: 'Préserver',
            text: 'Le complexe bouclier aide à préserver l’expression génétique juvénile de la peau.',
          },
        ],
      },
    },
  },
  {
    key: 'routine-black-evening-repair',
    type: 'routine',
    date: '2025-05-06',
    tags: ['black', 'routine', 'night'],
    featured: [
      'black-cleansing-milk',
      'black-epigenetic-shield-serum',
      'black-night-repair-cream',
      'black-lip-treatment',
    ],
    tone: 'black',
    texts: {
      nl: {
        slug: 'avondroutine-herstel-in-de-nacht',
        title: 'Avondroutine: herstel in de nacht',
        subtitle: 'Black, voor een uitgeruste huid',
        description:
          "'s Avonds verwijder je de sporen van de dag en geef je de huid alles wat ze nodig heeft om zich te herstellen.",
        body: [
          'Na een dag vol uv, vervuiling en make-up heeft je huid vooral één ding nodig: een grondige maar zachte reiniging en een rijke verzorging die het nachtelijke herstel ondersteunt.',
          [
            'ol',
            [
              `Reinig twee keer met de ${p('nl', 'black-cleansing-milk', 'reinigingsmelk')}: eerst make-up, dan de huid zelf.`,
              `Breng het ${p('nl', 'black-epigenetic-shield-serum', 'schildserum')} aan.`,
              `Masseer de ${p('nl', 'black-night-repair-cream', 'herstellende nachtcrème')} in met opwaartse bewegingen.`,
              `Vergeet je lippen niet: een laagje ${p('nl', 'black-lip-treatment', 'lipverzorging')}.`,
            ],
          ],
          'Eén à twee keer per week vervang je de nachtcrème door het overnight masker, of gebruik je vóór het serum de fruitzuurpeeling.',
        ],
      },
      en: {
        slug: 'evening-routine-overnight-repair',
        title: 'Evening routine: overnight repair',
        subtitle: 'Black, for well-rested skin',
        description:
          'In the evening you remove the traces of the day and give the skin everything it needs to repair itself.',
        body: [
          'After a day of UV, pollution and make-up, your skin needs one thing above all: a thorough yet gentle cleanse and rich care that supports repair overnight.',
          [
            'ol',
            [
              `Double cleanse with the ${p('en', 'black-cleansing-milk', 'cleansing milk')}: first the make-up, then the skin itself.`,
              `Apply the ${p('en', 'black-epigenetic-shield-serum', 'shield serum')}.`,
              `Massage in the ${p('en', 'black-night-repair-cream', 'night repair cream')} with upward strokes.`,
              `Do not forget your lips: a layer of ${p('en', 'black-lip-treatment', 'lip treatment')}.`,
            ],
          ],
          'Once or twice a week, replace the night cream with the overnight mask, or use the fruit acid peel before the serum.',
        ],
      },
      de: {
        slug: 'abendroutine-regeneration-ueber-nacht',
        title: 'Abendroutine: Regeneration über Nacht',
        subtitle: 'Black, für erholte Haut',
        description:
          'Abends entfernen Sie die Spuren des Tages und geben der Haut alles, was sie zur Regeneration braucht.',
        body: [
          'Nach einem Tag voller UV-Strahlung, Umweltbelastung und Make-up braucht Ihre Haut vor allem eines: eine gründliche, aber sanfte Reinigung und eine reichhaltige Pflege, die die nächtliche Regeneration unterstützt.',
          [
            'ol',
            [
              `Zweimal mit der ${p('de', 'black-cleansing-milk', 'Reinigungsmilch')} reinigen: zuerst das Make-up, dann die Haut selbst.`,
              `Das ${p('de', 'black-epigenetic-shield-serum', 'Schutzserum')} auftragen.`,
              `Die ${p('de', 'black-night-repair-cream', 'regenerierende Nachtcreme')} mit aufwärts gerichteten Bewegungen einmassieren.`,
              `Die Lippen nicht vergessen: eine Schicht ${p('de', 'black-lip-treatment', 'Lippenpflege')}.`,
            ],
          ],
          'Ein- bis zweimal pro Woche ersetzen Sie die Nachtcreme durch die Overnight-Maske oder verwenden vor dem Serum das Fruchtsäurepeeling.',
        ],
      },
      fr: {
        slug: 'routine-du-soir-la-reparation-nocturne',
        title: 'Routine du soir : la réparation nocturne',
        subtitle: 'Black, pour une peau reposée',
        description:
          'Le soir, vous effacez les traces de la journée et donnez à la peau tout ce qu’il lui faut pour se réparer.',
        body: [
          'Après une journée d’UV, de pollution et de maquillage, votre peau a surtout besoin d’un nettoyage minutieux mais doux et d’un soin riche qui soutient la réparation nocturne.',
          [
            'ol',
            [
              `Double nettoyage avec le ${p('fr', 'black-cleansing-milk', 'lait démaquillant')} : d’abord le maquillage, puis la peau.`,
              `Appliquez le ${p('fr', 'black-epigenetic-shield-serum', 'sérum bouclier')}.`,
              `Massez la ${p('fr', 'black-night-repair-cream', 'crème de nuit réparatrice')} par mouvements ascendants.`,
              `N’oubliez pas vos lèvres : une couche de ${p('fr', 'black-lip-treatment', 'soin des lèvres')}.`,
            ],
          ],
          'Une à deux fois par semaine, remplacez la crème de nuit par le masque de nuit, ou utilisez le peeling aux acides de fruits avant le sérum.',
        ],
      },
    },
  },
  {
    key: 'routine-gold-firming',
    type: 'routine',
    date: '2025-07-15',
    tags: ['gold', 'routine', 'firmness', 'morning', 'evening'],
    featured: [
      'gold-cleansing-balm',
      'gold-peptide-toner',
      'gold-peptide-serum',
      'gold-eye-lift',
      'gold-lifting-day-cream',
      'gold-rich-night-cream',
    ],
    tone: 'gold',
    texts: {
      nl: {
        slug: 'het-gold-ritueel-voor-een-stevigere-huid',
        title: 'Het Gold-ritueel voor een stevigere huid',
        subtitle: 'Peptiden, dag en nacht',
        description:
          'Een volledige routine voor de rijpere huid die de collageenaanmaak stimuleert en de huid diep voedt.',
        body: [
          ['h2', 'Ochtend'],
          [
            'ol',
            [
              `Smelt de ${p('nl', 'gold-cleansing-balm', 'reinigingsbalsem')} op de huid en emulgeer met water.`,
              `${p('nl', 'gold-peptide-toner', 'Peptide tonic')} met de handpalmen.`,
              `Het ${p('nl', 'gold-peptide-serum', 'peptideserum')} op gezicht, hals en decolleté.`,
              `De ${p('nl', 'gold-eye-lift', 'ooglift')} met de koele applicator.`,
              `De ${p('nl', 'gold-lifting-day-cream', 'liftende dagcrème')}, gevolgd door SPF.`,
            ],
          ],
          ['h2', 'Avond'],
          [
            'ol',
            [
              'Reinigen, tonic en serum zoals in de ochtend.',
              `De ${p('nl', 'gold-rich-night-cream', 'rijke nachtcrème')}: begin met twee à drie avonden per week.`,
            ],
          ],
        ],
        columns: [
          {
            title: 'Gezichtsmassage',
            text: 'Masseer je crème in met opwaartse, uitstrijkende bewegingen van de kin naar de oren. Dat stimuleert de doorbloeding en ontspant de gezichtsspieren.',
          },
          {
            title: 'Hals en decolleté',
            text: 'Stop niet bij de kaaklijn: de huid van hals en decolleté is dun en veroudert snel. Neem ze mee in elke stap.',
            linkLabel: 'Hals- en decolletélotion',
            link: '/nl/product/gold-neck-and-decollete-lotion',
          },
        ],
      },
      en: {
        slug: 'the-gold-ritual-for-firmer-skin',
        title: 'The Gold ritual for firmer skin',
        subtitle: 'Peptides, day and night',
        description:
          'A complete routine for mature skin that stimulates collagen production and deeply nourishes.',
        body: [
          ['h2', 'Morning'],
          [
            'ol',
            [
              `Melt the ${p('en', 'gold-cleansing-balm', 'cleansing balm')} onto the skin and emulsify with water.`,
              `${p('en', 'gold-peptide-toner', 'Peptide toner')} with your palms.`,
              `The ${p('en', 'gold-peptide-serum', 'peptide serum')} on face, neck and décolleté.`,
              `The ${p('en', 'gold-eye-lift', 'eye lift')} with its cool applicator.`,
              `The ${p('en', 'gold-lifting-day-cream', 'lifting day cream')}, followed by SPF.`,
            ],
          ],
          ['h2', 'Evening'],
          [
            'ol',
            [
              'Cleanse, tone and apply serum as in the morning.',
              `The ${p('en', 'gold-rich-night-cream', 'rich night cream')}: start with two or three evenings a week.`,
            ],
          ],
        ],
        columns: [
          {
            title: 'Facial massage',
            text: 'Massage in your cream with upward, sweeping movements from the chin to the ears. It boosts circulation and relaxes the facial muscles.',
          },
          {
            title: 'Neck and décolleté',
            text: 'Do not stop at the jawline: the skin of the neck and décolleté is thin and ages quickly. Include it in every step.',
            linkLabel: 'Neck & décolleté lotion',
            link: '/en/product/gold-neck-and-decollete-lotion',
          },
        ],
      },
      de: {
        slug: 'das-gold-ritual-fuer-festere-haut',
        title: 'Das Gold-Ritual für festere Haut',
        subtitle: 'Peptide, Tag und Nacht',
        description:
          'Eine komplette Routine für reife Haut, die die Kollagenbildung anregt und die Haut intensiv nährt.',
        body: [
          ['h2', 'Morgens'],
          [
            'ol',
            [
              `Den ${p('de', 'gold-cleansing-balm', 'Reinigungsbalsam')} auf der Haut schmelzen lassen und mit Wasser emulgieren.`,
              `${p('de', 'gold-peptide-toner', 'Peptid-Tonikum')} mit den Handflächen.`,
              `Das ${p('de', 'gold-peptide-serum', 'Peptid-Serum')} auf Gesicht, Hals und Dekolleté.`,
              `Den ${p('de', 'gold-eye-lift', 'Augen-Lift')} mit dem kühlen Applikator.`,
              `Die ${p('de', 'gold-lifting-day-cream', 'straffende Tagescreme')}, gefolgt von Sonnenschutz.`,
            ],
          ],
          ['h2', 'Abends'],
          [
            'ol',
            [
              'Reinigen, Tonikum und Serum wie am Morgen.',
              `Die ${p('de', 'gold-rich-night-cream', 'reichhaltige Nachtcreme')}: beginnen Sie mit zwei bis drei Abenden pro Woche.`,
            ],
          ],
        ],
        columns: [
          {
            title: 'Gesichtsmassage',
            text: 'Massieren Sie die Creme mit aufwärts gerichteten, ausstreichenden Bewegungen vom Kinn zu den Ohren ein. Das fördert die Durchblutung und entspannt die Gesichtsmuskeln.',
          },
          {
            title: 'Hals und Dekolleté',
            text: 'Hören Sie nicht an der Kinnlinie auf: Die Haut an Hals und Dekolleté ist dünn und altert schnell. Beziehen Sie sie in jeden Schritt ein.',
            linkLabel: 'Hals- & Dekolleté-Lotion',
            link: '/de/produkt/gold-neck-and-decollete-lotion',
          },
        ],
      },
      fr: {
        slug: 'le-rituel-gold-pour-une-peau-plus-ferme',
        title: 'Le rituel Gold pour une peau plus ferme',
        subtitle: 'Les peptides, jour et nuit',
        description:
          'Une routine complète pour les peaux matures, qui stimule la production de collagène et nourrit en profondeur.',
        body: [
          ['h2', 'Le matin'],
          [
            'ol',
            [
              `Faites fondre le ${p('fr', 'gold-cleansing-balm', 'baume démaquillant')} sur la peau puis émulsionnez avec de l’eau.`,
              `${p('fr', 'gold-peptide-toner', 'Tonique aux peptides')} avec les paumes.`,
              `Le ${p('fr', 'gold-peptide-serum', 'sérum aux peptides')} sur le visage, le cou et le décolleté.`,
              `Le ${p('fr', 'gold-eye-lift', 'lift regard')} avec son applicateur frais.`,
              `La ${p('fr', 'gold-lifting-day-cream', 'crème de jour liftante')}, puis un SPF.`,
            ],
          ],
          ['h2', 'Le soir'],
          [
            'ol',
            [
              'Nettoyage, tonique et sérum comme le matin.',
              `La ${p('fr', 'gold-rich-night-cream', 'crème de nuit riche')} : commencez par deux à trois soirs par semaine.`,
            ],
          ],
        ],
        columns: [
          {
            title: 'Massage du visage',
            text: 'Faites pénétrer la crème par des mouvements lissants et ascendants, du menton vers les oreilles. La microcirculation est stimulée et les muscles du visage se détendent.',
          },
          {
            title: 'Cou et décolleté',
            text: 'Ne vous arrêtez pas à l’ovale du visage : la peau du cou et du décolleté est fine et vieillit vite. Incluez-la dans chaque étape.',
            linkLabel: 'Lotion cou et décolleté',
            link: '/fr/produit/gold-neck-and-decollete-lotion',
          },
        ],
      },
    },
  },
  {
    key: 'routine-weekly-boost',
    type: 'routine',
    date: '2025-10-14',
    tags: ['routine', 'weekly', 'peel', 'mask'],
    featured: [
      'black-fruit-acid-peel',
      'black-dermasoft-resurfacing-cream',
      'gold-firming-mask',
      'blue-purifying-clay-mask',
    ],
    tone: 'sand',
    texts: {
      nl: {
        slug: 'de-wekelijkse-boost',
        title: 'De wekelijkse boost',
        subtitle: 'Eén avond per week voor een stralende huid',
        description:
          'Exfoliëren en een masker: zo plan je je wekelijkse verzorgingsmoment, voor elke lijn.',
        body: [
          'Kies één vaste avond per week, bijvoorbeeld op zondag. Zo wordt het een ritueel in plaats van een taak.',
          [
            'ol',
            [
              'Reinig je huid grondig.',
              `Exfolieer: de ${p('nl', 'black-fruit-acid-peel', 'fruitzuurpeeling')} of de ${p('nl', 'black-dermasoft-resurfacing-cream', 'Dermasoft vernieuwingscrème')}, nooit allebei op dezelfde avond.`,
              'Breng een masker aan en laat het ongeveer 10 minuten inwerken.',
              'Spoel af, en sluit af met serum en nachtcrème.',
            ],
          ],
          [
            'quote',
            'Een gevoelige of geïrriteerde huid sla je deze week beter over. Luisteren naar je huid is ook verzorging.',
          ],
        ],
      },
      en: {
        slug: 'the-weekly-boost',
        title: 'The weekly boost',
        subtitle: 'One evening a week for radiant skin',
        description: 'Exfoliation and a mask: how to plan your weekly care moment, for every line.',
        body: [
          'Choose one fixed evening a week, Sunday for example. That way it becomes a ritual rather than a chore.',
          [
            'ol',
            [
              'Cleanse your skin thoroughly.',
              `Exfoliate: the ${p('en', 'black-fruit-acid-peel', 'fruit acid peel')} or the ${p('en', 'black-dermasoft-resurfacing-cream', 'Dermasoft resurfacing cream')}, never both on the same evening.`,
              'Apply a mask and leave it on for about 10 minutes.',
              'Rinse, then finish with serum and night cream.',
            ],
          ],
          [
            'quote',
            'Sensitive or irritated skin? Skip it this week. Listening to your skin is care too.',
          ],
        ],
      },
      de: {
        slug: 'der-woechentliche-boost',
        title: 'Der wöchentliche Boost',
        subtitle: 'Ein Abend pro Woche für strahlende Haut',
        description:
          'Peeling und Maske: So planen Sie Ihren wöchentlichen Pflegemoment, für jede Linie.',
        body: [
          'Wählen Sie einen festen Abend pro Woche, zum Beispiel den Sonntag. So wird es ein Ritual statt einer Pflicht.',
          [
            'ol',
            [
              'Reinigen Sie Ihre Haut gründlich.',
              `Peelen: das ${p('de', 'black-fruit-acid-peel', 'Fruchtsäurepeeling')} oder die ${p('de', 'black-dermasoft-resurfacing-cream', 'Dermasoft Erneuerungscreme')}, nie beides am selben Abend.`,
              'Eine Maske auftragen und etwa 10 Minuten einwirken lassen.',
              'Abspülen und mit Serum und Nachtcreme abschließen.',
            ],
          ],
          [
            'quote',
            'Ist Ihre Haut empfindlich oder gereizt, lassen Sie den Boost diese Woche aus. Auf die Haut zu hören, ist auch Pflege.',
          ],
        ],
      },
      fr: {
        slug: 'le-coup-d-eclat-hebdomadaire',
        title: 'Le coup d’éclat hebdomadaire',
        subtitle: 'Une soirée par semaine pour une peau lumineuse',
        description:
          'Exfoliation et masque : comment organiser votre moment de soin hebdomadaire, pour chaque ligne.',
        body: [
          'Choisissez une soirée fixe par semaine, le dimanche par exemple. Cela devient un rituel plutôt qu’une corvée.',
          [
            'ol',
            [
              'Nettoyez soigneusement votre peau.',
              `Exfoliez : le ${p('fr', 'black-fruit-acid-peel', 'peeling aux acides de fruits')} ou la ${p('fr', 'black-dermasoft-resurfacing-cream', 'crème rénovatrice Dermasoft')}, jamais les deux le même soir.`,
              'Appliquez un masque et laissez poser environ 10 minutes.',
              'Rincez, puis terminez par le sérum et la crème de nuit.',
            ],
          ],
          [
            'quote',
            'Peau sensible ou irritée ? Faites l’impasse cette semaine. Écouter sa peau, c’est aussi en prendre soin.',
          ],
        ],
      },
    },
  },
  {
    key: 'routine-summer-sun',
    type: 'routine',
    date: '2026-06-02',
    tags: ['grey', 'routine', 'sun', 'summer', 'morning', 'evening'],
    featured: [
      'grey-sun-cream-spf50',
      'grey-sun-spray-spf50',
      'grey-after-sun-gel',
      'grey-body-lotion',
    ],
    tone: 'grey',
    texts: {
      nl: {
        slug: 'zomerroutine-zorgeloos-in-de-zon',
        title: 'Zomerroutine: zorgeloos in de zon',
        subtitle: 'Grey, van strand tot terras',
        description: 'Bescherm gezicht en lichaam tegen uv en verzorg je huid na een dag buiten.',
        body: [
          ['h2', 'Voor de zon'],
          [
            'ul',
            [
              `Gezicht: de ${p('nl', 'grey-sun-cream-spf50', 'zonnecrème SPF 50')} als laatste stap van je ochtendroutine.`,
              `Lichaam: de ${p('nl', 'grey-sun-spray-spf50', 'zonnespray SPF 50')}, een halfuur voor je naar buiten gaat.`,
              'Herhaal om de twee uur en na elke zwempartij.',
            ],
          ],
          ['h2', 'Na de zon'],
          [
            'ul',
            [
              'Douche lauw, niet heet.',
              `Verkoel met de ${p('nl', 'grey-after-sun-gel', 'after sun gel')} uit de koelkast.`,
              `Houd de huid soepel met de ${p('nl', 'grey-body-lotion', 'bodylotion')}.`,
            ],
          ],
        ],
      },
      en: {
        slug: 'summer-routine-carefree-in-the-sun',
        title: 'Summer routine: carefree in the sun',
        subtitle: 'Grey, from beach to terrace',
        description: 'Protect face and body from UV and care for your skin after a day outdoors.',
        body: [
          ['h2', 'Before the sun'],
          [
            'ul',
            [
              `Face: the ${p('en', 'grey-sun-cream-spf50', 'Sun Cream SPF 50')} as the last step of your morning routine.`,
              `Body: the ${p('en', 'grey-sun-spray-spf50', 'Sun Spray SPF 50')}, half an hour before you go out.`,
              'Reapply every two hours and after every swim.',
            ],
          ],
          ['h2', 'After the sun'],
          [
            'ul',
            [
              'Take a lukewarm shower, not a hot one.',
              `Cool down with the ${p('en', 'grey-after-sun-gel', 'after-sun gel')} straight from the fridge.`,
              `Keep the skin supple with the ${p('en', 'grey-body-lotion', 'body lotion')}.`,
            ],
          ],
        ],
      },
      de: {
        slug: 'sommerroutine-unbeschwert-in-der-sonne',
        title: 'Sommerroutine: unbeschwert in der Sonne',
        subtitle: 'Grey, vom Strand bis zur Terrasse',
        description:
          'Schützen Sie Gesicht und Körper vor UV-Strahlung und pflegen Sie Ihre Haut nach einem Tag im Freien.',
        body: [
          ['h2', 'Vor der Sonne'],
          [
            'ul',
            [
              `Gesicht: die ${p('de', 'grey-sun-cream-spf50', 'Sonnencreme LSF 50')} als letzter Schritt Ihrer Morgenroutine.`,
              `Körper: das ${p('de', 'grey-sun-spray-spf50', 'Sonnenspray LSF 50')}, eine halbe Stunde bevor Sie hinausgehen.`,
              'Alle zwei Stunden und nach jedem Baden erneut auftragen.',
            ],
          ],
          ['h2', 'Nach der Sonne'],
          [
            'ul',
            [
              'Lauwarm duschen, nicht heiß.',
              `Mit dem ${p('de', 'grey-after-sun-gel', 'After-Sun-Gel')} aus dem Kühlschrank abkühlen.`,
              `Die Haut mit der ${p('de', 'grey-body-lotion', 'Körperlotion')} geschmeidig halten.`,
            ],
          ],
        ],
      },
      fr: {
        slug: 'routine-d-ete-insouciante-au-soleil',
        title: 'Routine d’été : insouciante au soleil',
        subtitle: 'Grey, de la plage à la terrasse',
        description:
          'Protégez le visage et le corps des UV et prenez soin de votre peau après une journée au grand air.',
        body: [
          ['h2', 'Avant le soleil'],
          [
            'ul',
            [
              `Visage : la ${p('fr', 'grey-sun-cream-spf50', 'crème solaire SPF 50')} en dernière étape de votre routine du matin.`,
              `Corps : le ${p('fr', 'grey-sun-spray-spf50', 'spray solaire SPF 50')}, une demi-heure avant de sortir.`,
              'Renouvelez toutes les deux heures et après chaque baignade.',
            ],
          ],
          ['h2', 'Après le soleil'],
          [
            'ul',
            [
              'Prenez une douche tiède, pas chaude.',
              `Rafraîchissez-vous avec le ${p('fr', 'grey-after-sun-gel', 'gel après-soleil')} sorti du réfrigérateur.`,
              `Gardez la peau souple avec le ${p('fr', 'grey-body-lotion', 'lait corps')}.`,
            ],
          ],
        ],
      },
    },
  },
];
