import type { Locale } from '../../../common/i18n/locale.js';
import type { Block } from './blocks.js';

/**
 * The second part (body2) of the magazine's longer articles, so the demo articles differ in length
 * and their reading times (1 to 4 minutes) are real ones.
 */
export const LONG_READS: Record<string, Record<Locale, Block[]>> = {
  'skin-cycle-28-days': {
    nl: [
      ['h2', 'Waarom sommige producten sneller lijken te werken'],
      'Een hydraterende crème voel je meteen: ze vult de bovenste laag met water en vetten, en de huid voelt soepeler nog voor je de pot dichtdraait. Dat is echt, maar het blijft aan de oppervlakte. Actieve stoffen zoals peptiden, vitamine A of probiotica werken op de cellen die nog onderweg zijn. Hun resultaat zie je pas wanneer die cellen boven komen, en dat duurt een volledige cyclus.',
      'Houd daarom een eenvoudig dagboek bij. Maak op dag één een foto bij daglicht, op dezelfde plek en zonder make-up, en herhaal dat na vier en na acht weken. Wat je dag na dag niet ziet, valt op foto meteen op: een egalere teint, minder roodheid, fijnere lijntjes.',
      ['h2', 'Wat de cyclus vertraagt'],
      [
        'ul',
        [
          'Te weinig slaap: de celdeling piekt tussen middernacht en vier uur.',
          'Uitdroging: cellen die te weinig water krijgen, schuiven trager op.',
          'Te veel scrubben: wie de bovenste laag wegschuurt, zet de huid aan tot haastwerk in plaats van herstel.',
        ],
      ],
    ],
    en: [
      ['h2', 'Why some products seem to work faster'],
      'You feel a moisturising cream at once: it fills the top layer with water and lipids, and the skin feels supple before you have closed the jar. That is real, but it stays on the surface. Actives such as peptides, vitamin A or probiotics work on the cells that are still on their way up. You only see their result when those cells reach the surface, and that takes a full cycle.',
      'So keep a simple diary. On day one take a photo in daylight, in the same place and without make-up, and repeat it after four and after eight weeks. What you do not notice day by day stands out at once in a photo: a more even tone, less redness, finer lines.',
      ['h2', 'What slows the cycle down'],
      [
        'ul',
        [
          'Too little sleep: cell division peaks between midnight and four in the morning.',
          'Dehydration: cells that get too little water move up more slowly.',
          'Too much scrubbing: sanding off the top layer pushes the skin into rushed work instead of repair.',
        ],
      ],
    ],
    de: [
      ['h2', 'Warum manche Produkte schneller zu wirken scheinen'],
      'Eine Feuchtigkeitscreme spüren Sie sofort: Sie füllt die oberste Schicht mit Wasser und Lipiden, und die Haut fühlt sich geschmeidig an, bevor Sie den Tiegel geschlossen haben. Das ist echt, bleibt aber an der Oberfläche. Wirkstoffe wie Peptide, Vitamin A oder Probiotika wirken auf die Zellen, die noch unterwegs sind. Ihr Ergebnis sehen Sie erst, wenn diese Zellen oben ankommen, und das dauert einen ganzen Zyklus.',
      'Führen Sie deshalb ein einfaches Tagebuch. Machen Sie am ersten Tag ein Foto bei Tageslicht, am selben Ort und ohne Make-up, und wiederholen Sie es nach vier und nach acht Wochen. Was Sie von Tag zu Tag nicht bemerken, fällt auf dem Foto sofort auf: ein ebenmäßigerer Teint, weniger Rötungen, feinere Linien.',
      ['h2', 'Was den Zyklus verlangsamt'],
      [
        'ul',
        [
          'Zu wenig Schlaf: Die Zellteilung erreicht zwischen Mitternacht und vier Uhr ihren Höhepunkt.',
          'Zu wenig Flüssigkeit: Zellen, die zu wenig Wasser bekommen, wandern langsamer nach oben.',
          'Zu viel Peeling: Wer die oberste Schicht abschleift, zwingt die Haut zu Eilarbeit statt Reparatur.',
        ],
      ],
    ],
    fr: [
      ['h2', 'Pourquoi certains produits semblent agir plus vite'],
      'Une crème hydratante se sent tout de suite : elle remplit la couche supérieure d’eau et de lipides, et la peau est souple avant même que vous ayez refermé le pot. C’est réel, mais cela reste en surface. Les actifs comme les peptides, la vitamine A ou les probiotiques agissent sur les cellules encore en chemin. Leur résultat n’apparaît que lorsque ces cellules arrivent en surface, ce qui prend un cycle complet.',
      'Tenez donc un petit journal. Le premier jour, prenez une photo à la lumière du jour, au même endroit et sans maquillage, puis recommencez après quatre et après huit semaines. Ce que vous ne remarquez pas d’un jour à l’autre saute aux yeux sur une photo : un teint plus uniforme, moins de rougeurs, des ridules plus fines.',
      ['h2', 'Ce qui ralentit le cycle'],
      [
        'ul',
        [
          'Le manque de sommeil : la division cellulaire culmine entre minuit et quatre heures.',
          'La déshydratation : les cellules qui manquent d’eau remontent plus lentement.',
          'Trop de gommages : poncer la couche supérieure pousse la peau à travailler dans l’urgence au lieu de se réparer.',
        ],
      ],
    ],
  },
  'what-is-epigenetics': {
    nl: [
      ['h2', 'Een schakelbord, geen blauwdruk'],
      'Elke cel in je lichaam draagt hetzelfde DNA, van een levercel tot een huidcel. Dat ze toch zo verschillend zijn, komt doordat elke cel andere genen aan- en uitzet. Epigenetica beschrijft die schakelaars: kleine chemische labels op het DNA en op de eiwitten waar het omheen gewikkeld zit. Een label kan een gen stilleggen, een ander maakt het juist bereikbaar.',
      'Die labels liggen niet voor altijd vast. Onderzoek bij eeneiige tweelingen laat zien dat hun epigenetische patronen bij de geboorte bijna gelijk zijn en met de jaren uit elkaar groeien. Wie meer in de zon heeft gestaan, rookte of jarenlang slecht sliep, heeft een huid die ouder oogt, ook al zijn de genen identiek.',
      ['h2', 'Wat je huid ouder maakt'],
      'Dermatologen spreken van het exposoom: alles waaraan je huid in een leven wordt blootgesteld. Uv-licht is de grootste factor, maar ook fijnstof, blauw licht van schermen, roken, suiker en chronische stress laten sporen na. Ze zetten de genen voor collageenafbraak en ontsteking harder aan en dempen de genen die herstellen en beschermen.',
      [
        'ul',
        [
          'Uv-licht: tot 80 procent van de zichtbare huidveroudering.',
          'Vervuiling: fijnstof dringt de huid binnen en zet aan tot pigmentvlekken.',
          'Stress en slaaptekort: het stresshormoon cortisol remt het herstel van de huidbarrière.',
        ],
      ],
      ['h2', 'Wat verzorging wel en niet kan'],
      'Geen crème verandert je DNA, en wie dat belooft, overdrijft. Wat een goede formule wel kan, is de omgeving van de cel zo gunstig maken dat de beschermende genen hun werk blijven doen: antioxidanten vangen vrije radicalen op voor ze schade aanrichten, peptiden geven het signaal om collageen aan te maken, en plantenextracten zoals resveratrol ondersteunen de enzymen die DNA-schade herstellen.',
      "Daarom combineren we in de Black-lijn bescherming overdag met herstel 's nachts. Het effect bouwt zich op over weken, niet over dagen, en het werkt het best samen met wat je zelf doet: dagelijks zonbescherming, genoeg slaap en een bord vol groenten.",
      [
        'quote',
        'Je genen zijn de toetsen van de piano; epigenetica bepaalt welke melodie er gespeeld wordt.',
      ],
    ],
    en: [
      ['h2', 'A switchboard, not a blueprint'],
      'Every cell in your body carries the same DNA, from a liver cell to a skin cell. That they are still so different is because each cell switches other genes on and off. Epigenetics describes those switches: small chemical tags on the DNA and on the proteins it is wound around. One tag silences a gene, another makes it readable.',
      'Those tags are not fixed for ever. Studies of identical twins show that their epigenetic patterns are almost the same at birth and drift apart over the years. The twin who spent more time in the sun, smoked or slept badly for years has skin that looks older, even though the genes are identical.',
      ['h2', 'What makes your skin older'],
      'Dermatologists speak of the exposome: everything your skin is exposed to in a lifetime. UV light is the biggest factor, but fine dust, blue light from screens, smoking, sugar and chronic stress leave traces too. They turn up the genes for collagen breakdown and inflammation and turn down the genes that repair and protect.',
      [
        'ul',
        [
          'UV light: up to 80 per cent of visible skin ageing.',
          'Pollution: fine dust enters the skin and triggers pigment spots.',
          'Stress and lack of sleep: the stress hormone cortisol slows the repair of the skin barrier.',
        ],
      ],
      ['h2', 'What skincare can and cannot do'],
      'No cream changes your DNA, and whoever promises it exaggerates. What a good formula can do is make the cell’s surroundings so favourable that the protective genes keep doing their work: antioxidants catch free radicals before they cause damage, peptides give the signal to make collagen, and plant extracts such as resveratrol support the enzymes that repair DNA damage.',
      'That is why the Black line combines protection by day with repair at night. The effect builds up over weeks, not days, and it works best together with what you do yourself: sun protection every day, enough sleep and a plate full of vegetables.',
      ['quote', 'Your genes are the keys of the piano; epigenetics decides which tune is played.'],
    ],
    de: [
      ['h2', 'Ein Schaltpult, kein Bauplan'],
      'Jede Zelle Ihres Körpers trägt dieselbe DNA, von der Leberzelle bis zur Hautzelle. Dass sie trotzdem so verschieden sind, liegt daran, dass jede Zelle andere Gene an- und abschaltet. Die Epigenetik beschreibt diese Schalter: kleine chemische Markierungen auf der DNA und auf den Eiweißen, um die sie gewickelt ist. Eine Markierung legt ein Gen still, eine andere macht es lesbar.',
      'Diese Markierungen liegen nicht für immer fest. Studien an eineiigen Zwillingen zeigen, dass ihre epigenetischen Muster bei der Geburt fast gleich sind und mit den Jahren auseinanderdriften. Wer mehr in der Sonne war, rauchte oder jahrelang schlecht schlief, hat eine Haut, die älter aussieht, obwohl die Gene identisch sind.',
      ['h2', 'Was Ihre Haut altern lässt'],
      'Dermatologen sprechen vom Exposom: allem, dem Ihre Haut im Leben ausgesetzt ist. UV-Licht ist der größte Faktor, aber auch Feinstaub, blaues Licht von Bildschirmen, Rauchen, Zucker und chronischer Stress hinterlassen Spuren. Sie drehen die Gene für Kollagenabbau und Entzündung auf und dämpfen die Gene, die reparieren und schützen.',
      [
        'ul',
        [
          'UV-Licht: bis zu 80 Prozent der sichtbaren Hautalterung.',
          'Umweltverschmutzung: Feinstaub dringt in die Haut ein und fördert Pigmentflecken.',
          'Stress und Schlafmangel: Das Stresshormon Cortisol bremst die Reparatur der Hautbarriere.',
        ],
      ],
      ['h2', 'Was Pflege kann und was nicht'],
      'Keine Creme verändert Ihre DNA, und wer das verspricht, übertreibt. Was eine gute Formel kann, ist die Umgebung der Zelle so günstig zu gestalten, dass die schützenden Gene ihre Arbeit weiter tun: Antioxidantien fangen freie Radikale ab, bevor sie Schaden anrichten, Peptide geben das Signal zur Kollagenbildung, und Pflanzenextrakte wie Resveratrol unterstützen die Enzyme, die DNA-Schäden reparieren.',
      'Deshalb verbindet die Black-Linie Schutz am Tag mit Reparatur in der Nacht. Die Wirkung baut sich über Wochen auf, nicht über Tage, und sie wirkt am besten zusammen mit dem, was Sie selbst tun: täglicher Sonnenschutz, genug Schlaf und ein Teller voller Gemüse.',
      [
        'quote',
        'Ihre Gene sind die Tasten des Klaviers; die Epigenetik bestimmt, welche Melodie gespielt wird.',
      ],
    ],
    fr: [
      ['h2', 'Un tableau de commande, pas un plan figé'],
      'Chaque cellule de votre corps porte le même ADN, de la cellule du foie à celle de la peau. Si elles sont pourtant si différentes, c’est que chaque cellule allume et éteint d’autres gènes. L’épigénétique décrit ces interrupteurs : de petites étiquettes chimiques posées sur l’ADN et sur les protéines autour desquelles il s’enroule. Une étiquette fait taire un gène, une autre le rend lisible.',
      'Ces étiquettes ne sont pas fixées pour toujours. Les études sur les vrais jumeaux montrent que leurs profils épigénétiques sont presque identiques à la naissance et s’éloignent avec les années. Celui qui s’est davantage exposé au soleil, a fumé ou a mal dormi pendant des années a une peau qui paraît plus âgée, alors que les gènes sont les mêmes.',
      ['h2', 'Ce qui fait vieillir votre peau'],
      'Les dermatologues parlent d’exposome : tout ce à quoi votre peau est exposée au cours d’une vie. Les UV en sont le premier facteur, mais les particules fines, la lumière bleue des écrans, le tabac, le sucre et le stress chronique laissent aussi des traces. Ils activent les gènes de la dégradation du collagène et de l’inflammation, et freinent ceux qui réparent et protègent.',
      [
        'ul',
        [
          'Les UV : jusqu’à 80 pour cent du vieillissement visible de la peau.',
          'La pollution : les particules fines pénètrent la peau et favorisent les taches pigmentaires.',
          'Le stress et le manque de sommeil : le cortisol ralentit la réparation de la barrière cutanée.',
        ],
      ],
      ['h2', 'Ce que les soins peuvent faire, et ce qu’ils ne peuvent pas'],
      'Aucune crème ne modifie votre ADN, et qui le promet exagère. Ce qu’une bonne formule peut faire, c’est rendre l’environnement de la cellule si favorable que les gènes protecteurs continuent leur travail : les antioxydants captent les radicaux libres avant qu’ils ne causent des dégâts, les peptides donnent le signal de fabriquer du collagène, et des extraits végétaux comme le resvératrol soutiennent les enzymes qui réparent l’ADN.',
      'C’est pourquoi la ligne Black associe la protection le jour à la réparation la nuit. L’effet se construit en semaines, pas en jours, et il fonctionne au mieux avec ce que vous faites vous-même : une protection solaire chaque jour, assez de sommeil et une assiette pleine de légumes.',
      ['quote', 'Vos gènes sont les touches du piano ; l’épigénétique décide de la mélodie jouée.'],
    ],
  },
};
