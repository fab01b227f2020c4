import { LOCALES } from '../../../common/i18n/locale.js';
import { a } from './blocks.js';
import { LONG_READS } from './long-reads.js';
import type { PostDef } from './posts.js';

/** Twelve magazine articles (type blog), each in nl, en, de and fr. */
export const DEMO_ARTICLES: PostDef[] = withLongReads([
  {
    key: 'skin-cycle-28-days',
    type: 'blog',
    date: '2025-01-14',
    tags: ['skin', 'results'],
    featured: ['black-epigenetic-shield-serum', 'blue-probiotic-serum', 'gold-peptide-serum'],
    tone: 'sand',
    texts: {
      nl: {
        slug: 'de-28-dagen-van-je-huid',
        title: 'De 28 dagen van je huid',
        subtitle: 'Waarom geduld de beste huidverzorging is',
        description:
          'Een huidcel heeft ongeveer 28 dagen nodig om van de diepste laag naar het oppervlak te reizen. Wat betekent dat voor je routine?',
        body: [
          'Je huid vernieuwt zich voortdurend. In de basale laag van de opperhuid ontstaan nieuwe cellen, die in ongeveer <strong>28 dagen</strong> naar boven schuiven, afplatten en uiteindelijk als onzichtbare schilfertjes loslaten. Die cyclus verklaart waarom een nieuw product zelden na een week al wonderen doet.',
          ['h2', 'Wat je in de eerste maand kunt verwachten'],
          [
            'ul',
            [
              'Week 1: de huid voelt meteen zachter en beter gehydrateerd.',
              'Week 2 en 3: de teint wordt egaler, de huid reageert rustiger.',
              'Week 4: de eerste cellen die volledig met je nieuwe routine zijn opgegroeid, bereiken het oppervlak.',
            ],
          ],
          'Met de jaren vertraagt die cyclus: rond je vijftigste duurt hij eerder 40 tot 60 dagen. Daarom werken wij in de Gold-lijn met peptiden en fruitzuren die de vernieuwing een zacht duwtje geven.',
          ['quote', 'Geef een nieuwe routine minstens één volledige huidcyclus voor je oordeelt.'],
        ],
        sections: [
          {
            title: '28 dagen',
            text: 'De gemiddelde duur van één huidcyclus bij een jonge volwassene.',
          },
          {
            title: 'Geduld',
            text: 'Zichtbare resultaten komen na één tot twee cycli, niet na één week.',
          },
          {
            title: 'Regelmaat',
            text: 'Elke dag een eenvoudige routine werkt beter dan af en toe een intensieve.',
          },
        ],
      },
      en: {
        slug: 'the-28-days-of-your-skin',
        title: 'The 28 days of your skin',
        subtitle: 'Why patience is the best skincare',
        description:
          'A skin cell needs about 28 days to travel from the deepest layer to the surface. What does that mean for your routine?',
        body: [
          'Your skin renews itself all the time. New cells are born in the basal layer of the epidermis and, over about <strong>28 days</strong>, move upwards, flatten and finally shed as invisible flakes. That cycle explains why a new product rarely works miracles within a week.',
          ['h2', 'What to expect in the first month'],
          [
            'ul',
            [
              'Week 1: the skin immediately feels softer and better hydrated.',
              'Weeks 2 and 3: the complexion evens out and the skin reacts more calmly.',
              'Week 4: the first cells that grew up entirely with your new routine reach the surface.',
            ],
          ],
          'With age the cycle slows down: around fifty it takes more like 40 to 60 days. That is why the Gold line works with peptides and fruit acids that give renewal a gentle nudge.',
          ['quote', 'Give a new routine at least one full skin cycle before you judge it.'],
        ],
        sections: [
          { title: '28 days', text: 'The average length of one skin cycle in a young adult.' },
          {
            title: 'Patience',
            text: 'Visible results come after one or two cycles, not after one week.',
          },
          {
            title: 'Consistency',
            text: 'A simple routine every day works better than an intensive one now and then.',
          },
        ],
      },
      de: {
        slug: 'die-28-tage-ihrer-haut',
        title: 'Die 28 Tage Ihrer Haut',
        subtitle: 'Warum Geduld die beste Hautpflege ist',
        description:
          'Eine Hautzelle braucht etwa 28 Tage, um von der tiefsten Schicht an die Oberfläche zu gelangen. Was bedeutet das für Ihre Routine?',
        body: [
          'Ihre Haut erneuert sich ständig. In der Basalschicht der Oberhaut entstehen neue Zellen, die in etwa <strong>28 Tagen</strong> nach oben wandern, sich abflachen und schließlich als unsichtbare Schüppchen abgelöst werden. Dieser Zyklus erklärt, warum ein neues Produkt selten schon nach einer Woche Wunder wirkt.',
          ['h2', 'Was Sie im ersten Monat erwarten können'],
          [
            'ul',
            [
              'Woche 1: Die Haut fühlt sich sofort weicher und besser durchfeuchtet an.',
              'Woche 2 und 3: Der Teint wird ebenmäßiger, die Haut reagiert ruhiger.',
              'Woche 4: Die ersten Zellen, die ganz mit Ihrer neuen Routine herangewachsen sind, erreichen die Oberfläche.',
            ],
          ],
          'Mit den Jahren verlangsamt sich der Zyklus: Um die fünfzig dauert er eher 40 bis 60 Tage. Deshalb arbeiten wir in der Gold-Linie mit Peptiden und Fruchtsäuren, die der Erneuerung einen sanften Anstoß geben.',
          [
            'quote',
            'Geben Sie einer neuen Routine mindestens einen vollständigen Hautzyklus, bevor Sie urteilen.',
          ],
        ],
        sections: [
          {
            title: '28 Tage',
            text: 'Die durchschnittliche Dauer eines Hautzyklus bei jungen Erwachsenen.',
          },
          {
            title: 'Geduld',
            text: 'Sichtbare Ergebnisse zeigen sich nach ein bis zwei Zyklen, nicht nach einer Woche.',
          },
          {
            title: 'Regelmäßigkeit',
            text: 'Eine einfache tägliche Routine wirkt besser als gelegentliche Intensivpflege.',
          },
        ],
      },
      fr: {
        slug: 'les-28-jours-de-votre-peau',
        title: 'Les 28 jours de votre peau',
        subtitle: 'Pourquoi la patience est le meilleur des soins',
        description:
          'Une cellule de la peau met environ 28 jours pour remonter de la couche la plus profonde jusqu’à la surface. Qu’est-ce que cela change pour votre routine ?',
        body: [
          'Votre peau se renouvelle en permanence. De nouvelles cellules naissent dans la couche basale de l’épiderme puis, en <strong>28 jours</strong> environ, remontent, s’aplatissent et finissent par se détacher en squames invisibles. Ce cycle explique pourquoi un nouveau produit fait rarement des miracles en une semaine.',
          ['h2', 'À quoi s’attendre le premier mois'],
          [
            'ul',
            [
              'Semaine 1 : la peau est aussitôt plus douce et mieux hydratée.',
              'Semaines 2 et 3 : le teint s’unifie, la peau réagit plus calmement.',
              'Semaine 4 : les premières cellules nées avec votre nouvelle routine atteignent la surface.',
            ],
          ],
          'Avec l’âge, ce cycle ralentit : vers cinquante ans, il dure plutôt 40 à 60 jours. C’est pourquoi la ligne Gold associe peptides et acides de fruits pour relancer en douceur le renouvellement.',
          [
            'quote',
            'Accordez à une nouvelle routine au moins un cycle cutané complet avant de la juger.',
          ],
        ],
        sections: [
          { title: '28 jours', text: 'La durée moyenne d’un cycle cutané chez un jeune adulte.' },
          {
            title: 'Patience',
            text: 'Les résultats visibles apparaissent après un ou deux cycles, pas après une semaine.',
          },
          {
            title: 'Régularité',
            text: 'Une routine simple chaque jour vaut mieux qu’un soin intensif de temps en temps.',
          },
        ],
      },
    },
  },
  {
    key: 'what-is-epigenetics',
    type: 'blog',
    date: '2025-02-18',
    tags: ['epigenetics', 'science', 'black'],
    featured: [
      'black-epigenetic-shield-serum',
      'black-epigenetic-essence',
      'black-24h-shield-care',
    ],
    tone: 'black',
    hero: true,
    texts: {
      nl: {
        slug: 'epigenetica-je-genen-zijn-geen-lot',
        title: 'Epigenetica: je genen zijn geen lot',
        subtitle: 'Hoe je levensstijl bepaalt hoe je huid veroudert',
        description:
          'Je DNA is een partituur, epigenetica bepaalt welke noten gespeeld worden. Een heldere uitleg over de wetenschap achter de Black-lijn.',
        body: [
          'Elke cel in je lichaam bevat hetzelfde DNA. Toch gedraagt een huidcel zich anders dan een levercel. Het verschil zit in <em>epigenetica</em>: kleine chemische merktekens die genen aan- of uitzetten, zonder het DNA zelf te veranderen.',
          ['h2', 'Wat zet genen aan of uit?'],
          'Onderzoek toont dat uv-straling, vervuiling, roken, stress en slaaptekort die merktekens beïnvloeden. Zo kunnen genen die collageen afbreken of ontstekingen aanwakkeren actiever worden, en genen die de huid herstellen juist stiller.',
          ['h2', 'Wat een epigenetisch schild doet'],
          'Het schildcomplex in de Black-lijn combineert witte thee en gefermenteerde soja. Samen helpen ze de huid de genexpressie te bewaren die typisch is voor een jonge, veerkrachtige huid. Geen wondermiddel, wel een slimme bescherming die elke dag meewerkt.',
          `Meer weten? Lees onze pagina over ${a('/nl/epigenetica', 'epigenetica')} of ontdek de ${a('/nl/collections/black', 'Black-lijn')}.`,
        ],
        columns: [
          {
            title: 'Wat je niet kunt kiezen',
            text: 'Je DNA krijg je mee bij de geboorte. Het bepaalt bijvoorbeeld je huidtype en hoe snel je verbrandt in de zon.',
          },
          {
            title: 'Wat je wel kunt kiezen',
            text: 'Zonbescherming, slaap, voeding en een goede routine beïnvloeden welke genen actief zijn. Daar zit je invloed.',
            linkLabel: 'Ontdek Black',
            link: '/nl/collections/black',
          },
        ],
      },
      en: {
        slug: 'epigenetics-your-genes-are-not-your-destiny',
        title: 'Epigenetics: your genes are not your destiny',
        subtitle: 'How your lifestyle shapes the way your skin ages',
        description:
          'Your DNA is a score; epigenetics decides which notes are played. A clear explanation of the science behind the Black line.',
        body: [
          'Every cell in your body contains the same DNA. Yet a skin cell behaves differently from a liver cell. The difference lies in <em>epigenetics</em>: small chemical marks that switch genes on or off without changing the DNA itself.',
          ['h2', 'What switches genes on or off?'],
          'Research shows that UV, pollution, smoking, stress and lack of sleep influence those marks. Genes that break down collagen or fuel inflammation can become more active, while genes that repair the skin grow quieter.',
          ['h2', 'What an epigenetic shield does'],
          'The shield complex in the Black line combines white tea and fermented soy. Together they help the skin preserve the gene expression typical of young, resilient skin. Not a miracle cure, but smart protection that works with you every day.',
          `Want to know more? Read our page on ${a('/en/epigenetics', 'epigenetics')} or discover the ${a('/en/collections/black', 'Black line')}.`,
        ],
        columns: [
          {
            title: 'What you cannot choose',
            text: 'You are born with your DNA. It determines, for instance, your skin type and how quickly you burn in the sun.',
          },
          {
            title: 'What you can choose',
            text: 'Sun protection, sleep, diet and a good routine influence which genes are active. That is where your influence lies.',
            linkLabel: 'Discover Black',
            link: '/en/collections/black',
          },
        ],
      },
      de: {
        slug: 'epigenetik-ihre-gene-sind-kein-schicksal',
        title: 'Epigenetik: Ihre Gene sind kein Schicksal',
        subtitle: 'Wie Ihr Lebensstil die Hautalterung prägt',
        description:
          'Ihre DNA ist eine Partitur, die Epigenetik bestimmt, welche Noten gespielt werden. Eine klare Erklärung der Wissenschaft hinter der Black-Linie.',
        body: [
          'Jede Zelle Ihres Körpers enthält dieselbe DNA. Trotzdem verhält sich eine Hautzelle anders als eine Leberzelle. Der Unterschied liegt in der <em>Epigenetik</em>: kleinen chemischen Markierungen, die Gene an- oder ausschalten, ohne die DNA selbst zu verändern.',
          ['h2', 'Was schaltet Gene an oder aus?'],
          'Studien zeigen, dass UV-Strahlung, Umweltverschmutzung, Rauchen, Stress und Schlafmangel diese Markierungen beeinflussen. So können Gene, die Kollagen abbauen oder Entzündungen fördern, aktiver werden, während Gene, die die Haut reparieren, leiser werden.',
          ['h2', 'Was ein epigenetischer Schutzschild bewirkt'],
          'Der Schutzkomplex der Black-Linie verbindet Weißen Tee und fermentiertes Soja. Gemeinsam helfen sie der Haut, die Genexpression junger, widerstandsfähiger Haut zu bewahren. Kein Wundermittel, aber ein kluger Schutz, der jeden Tag mitarbeitet.',
          `Mehr erfahren? Lesen Sie unsere Seite über ${a('/de/epigenetics', 'Epigenetik')} oder entdecken Sie die ${a('/de/collections/black', 'Black-Linie')}.`,
        ],
        columns: [
          {
            title: 'Was Sie nicht wählen können',
            text: 'Ihre DNA bekommen Sie bei der Geburt mit. Sie bestimmt zum Beispiel Ihren Hauttyp und wie schnell Sie in der Sonne verbrennen.',
          },
          {
            title: 'Was Sie wählen können',
            text: 'Sonnenschutz, Schlaf, Ernährung und eine gute Routine beeinflussen, welche Gene aktiv sind. Hier liegt Ihr Einfluss.',
            linkLabel: 'Black entdecken',
            link: '/de/collections/black',
          },
        ],
      },
      fr: {
        slug: 'epigenetique-vos-genes-ne-sont-pas-une-fatalite',
        title: 'Épigénétique : vos gènes ne sont pas une fatalité',
        subtitle: 'Comment votre mode de vie façonne le vieillissement de la peau',
        description:
          'Votre ADN est une partition, l’épigénétique décide des notes jouées. Une explication claire de la science derrière la ligne Black.',
        body: [
          'Chaque cellule de votre corps contient le même ADN. Pourtant, une cellule de peau ne se comporte pas comme une cellule du foie. La différence tient à l’<em>épigénétique</em> : de petites marques chimiques qui activent ou désactivent les gènes sans modifier l’ADN lui-même.',
          ['h2', 'Qu’est-ce qui active ou désactive les gènes ?'],
          'Les recherches montrent que les UV, la pollution, le tabac, le stress et le manque de sommeil influencent ces marques. Les gènes qui dégradent le collagène ou entretiennent l’inflammation peuvent devenir plus actifs, tandis que ceux qui réparent la peau se mettent en veille.',
          ['h2', 'Ce que fait un bouclier épigénétique'],
          'Le complexe bouclier de la ligne Black associe thé blanc et soja fermenté. Ensemble, ils aident la peau à préserver l’expression génétique d’une peau jeune et résistante. Pas un remède miracle, mais une protection intelligente qui agit avec vous chaque jour.',
          `Envie d’en savoir plus ? Lisez notre page sur l’${a('/fr/epigenetique', 'épigénétique')} ou découvrez la ${a('/fr/collections/black', 'ligne Black')}.`,
        ],
        columns: [
          {
            title: 'Ce que vous ne choisissez pas',
            text: 'Vous naissez avec votre ADN. Il détermine par exemple votre type de peau et la vitesse à laquelle vous brûlez au soleil.',
          },
          {
            title: 'Ce que vous pouvez choisir',
            text: 'Protection solaire, sommeil, alimentation et une bonne routine influencent les gènes actifs. C’est là que réside votre influence.',
            linkLabel: 'Découvrir Black',
            link: '/fr/collections/black',
          },
        ],
      },
    },
  },
  {
    key: 'skin-microbiome',
    type: 'blog',
    date: '2025-03-25',
    tags: ['microbiome', 'blue', 'science'],
    featured: [
      'blue-probiotic-serum',
      'blue-probiotic-cleansing-foam',
      'grey-probiotic-skin-capsules',
    ],
    tone: 'blue',
    texts: {
      nl: {
        slug: 'het-microbioom-goede-bacterien-op-je-huid',
        title: 'Het microbioom: goede bacteriën op je huid',
        subtitle: 'Waarom een schone huid niet steriel hoeft te zijn',
        description:
          'Op elke vierkante centimeter huid leven miljoenen micro-organismen. Ze beschermen je, zolang ze in balans zijn.',
        body: [
          'Je huid is een ecosysteem. Bacteriën, gisten en andere micro-organismen vormen samen het <strong>huidmicrobioom</strong>. De meeste zijn je bondgenoten: ze houden ziekmakers op afstand, ondersteunen de huidbarrière en helpen de zuurtegraad stabiel te houden.',
          ['h2', 'Als het evenwicht zoek is'],
          'Agressieve reinigers, te veel scrubben, stress en hormonale schommelingen kunnen het microbioom verstoren. Het gevolg zie je in de spiegel: onzuiverheden, roodheid en een huid die trekt en tegelijk glimt.',
          ['h2', 'Voeden in plaats van bestrijden'],
          'Blue kiest voor een andere aanpak dan klassieke anti-acneproducten. Prebiotica voeden de goede bacteriën, probiotische lysaten versterken de weerstand van de huid. Zo herstel je het evenwicht in plaats van alles weg te poetsen.',
        ],
        fullWidth: {
          title: 'Minder is meer',
          text: 'Reinig twee keer per dag met een mild product, spoel met lauw water en dep de huid droog. Je microbioom zal je dankbaar zijn.',
          linkLabel: 'Ontdek Blue',
          link: '/nl/collections/blue',
        },
      },
      en: {
        slug: 'the-microbiome-good-bacteria-on-your-skin',
        title: 'The microbiome: good bacteria on your skin',
        subtitle: 'Why clean skin does not have to be sterile',
        description:
          'Millions of micro-organisms live on every square centimetre of skin. They protect you, as long as they are in balance.',
        body: [
          'Your skin is an ecosystem. Bacteria, yeasts and other micro-organisms together form the <strong>skin microbiome</strong>. Most of them are your allies: they keep pathogens at bay, support the skin barrier and help keep its acidity stable.',
          ['h2', 'When the balance is lost'],
          'Harsh cleansers, over-scrubbing, stress and hormonal changes can disrupt the microbiome. You see the result in the mirror: blemishes, redness and skin that feels tight yet looks shiny.',
          ['h2', 'Feeding instead of fighting'],
          'Blue takes a different approach from classic anti-acne products. Prebiotics feed the good bacteria, probiotic lysates strengthen the skin’s resilience. You restore the balance instead of scrubbing everything away.',
        ],
        fullWidth: {
          title: 'Less is more',
          text: 'Cleanse twice a day with a mild product, rinse with lukewarm water and pat the skin dry. Your microbiome will thank you.',
          linkLabel: 'Discover Blue',
          link: '/en/collections/blue',
        },
      },
      de: {
        slug: 'das-mikrobiom-gute-bakterien-auf-ihrer-haut',
        title: 'Das Mikrobiom: gute Bakterien auf Ihrer Haut',
        subtitle: 'Warum saubere Haut nicht steril sein muss',
        description:
          'Auf jedem Quadratzentimeter Haut leben Millionen Mikroorganismen. Sie schützen Sie, solange sie im Gleichgewicht sind.',
        body: [
          'Ihre Haut ist ein Ökosystem. Bakterien, Hefen und andere Mikroorganismen bilden gemeinsam das <strong>Hautmikrobiom</strong>. Die meisten sind Ihre Verbündeten: Sie halten Krankheitserreger fern, unterstützen die Hautbarriere und helfen, den Säuregrad stabil zu halten.',
          ['h2', 'Wenn das Gleichgewicht fehlt'],
          'Aggressive Reiniger, zu viel Rubbeln, Stress und hormonelle Schwankungen können das Mikrobiom stören. Das Ergebnis sehen Sie im Spiegel: Unreinheiten, Rötungen und eine Haut, die spannt und gleichzeitig glänzt.',
          ['h2', 'Nähren statt bekämpfen'],
          'Blue geht einen anderen Weg als klassische Anti-Akne-Produkte. Präbiotika nähren die guten Bakterien, probiotische Lysate stärken die Widerstandskraft der Haut. So stellen Sie das Gleichgewicht wieder her, statt alles wegzuschrubben.',
        ],
        fullWidth: {
          title: 'Weniger ist mehr',
          text: 'Reinigen Sie zweimal täglich mit einem milden Produkt, spülen Sie mit lauwarmem Wasser und tupfen Sie die Haut trocken. Ihr Mikrobiom wird es Ihnen danken.',
          linkLabel: 'Blue entdecken',
          link: '/de/collections/blue',
        },
      },
      fr: {
        slug: 'le-microbiome-les-bonnes-bacteries-de-votre-peau',
        title: 'Le microbiome : les bonnes bactéries de votre peau',
        subtitle: 'Pourquoi une peau propre n’a pas à être stérile',
        description:
          'Des millions de micro-organismes vivent sur chaque centimètre carré de peau. Ils vous protègent, tant qu’ils sont en équilibre.',
        body: [
          'Votre peau est un écosystème. Bactéries, levures et autres micro-organismes forment ensemble le <strong>microbiome cutané</strong>. La plupart sont vos alliés : ils tiennent les pathogènes à distance, soutiennent la barrière cutanée et aident à stabiliser son acidité.',
          ['h2', 'Quand l’équilibre se rompt'],
          'Les nettoyants agressifs, les gommages trop fréquents, le stress et les variations hormonales peuvent perturber le microbiome. Le résultat se voit dans le miroir : imperfections, rougeurs et une peau qui tiraille tout en brillant.',
          ['h2', 'Nourrir plutôt que combattre'],
          'Blue adopte une approche différente des produits anti-acné classiques. Les prébiotiques nourrissent les bonnes bactéries, les lysats probiotiques renforcent la résistance de la peau. On rétablit l’équilibre au lieu de tout décaper.',
        ],
        fullWidth: {
          title: 'Moins, c’est mieux',
          text: 'Nettoyez deux fois par jour avec un produit doux, rincez à l’eau tiède et séchez en tamponnant. Votre microbiome vous remerciera.',
          linkLabel: 'Découvrir Blue',
          link: '/fr/collections/blue',
        },
      },
    },
  },
  {
    key: 'spf-all-year',
    type: 'blog',
    date: '2025-04-22',
    tags: ['spf', 'sun', 'grey'],
    featured: ['black-shield-day-cream-spf30', 'grey-sun-fluid-spf30', 'grey-sun-cream-spf50'],
    tone: 'grey',
    texts: {
      nl: {
        slug: 'waarom-spf-ook-in-de-winter',
        title: 'Waarom SPF ook in de winter',
        subtitle: 'De zon veroudert je huid het hele jaar door',
        description:
          'UVA-stralen dringen door wolken en glas en zijn verantwoordelijk voor het grootste deel van de zichtbare huidveroudering.',
        body: [
          'Dermatologen zijn het erover eens: <strong>zonbescherming is het krachtigste anti-agingproduct</strong> dat bestaat. UVB-stralen veroorzaken zonnebrand, maar het zijn vooral de UVA-stralen die collageen afbreken en pigmentvlekken veroorzaken. En die zijn er ook op een grijze dag in februari.',
          ['h2', 'SPF 30 of SPF 50?'],
          [
            'ul',
            [
              '<strong>SPF 30</strong> filtert ongeveer 97% van de UVB-stralen: ideaal voor elke dag in de stad.',
              '<strong>SPF 50</strong> filtert ongeveer 98%: kies het op vakantie, in de sneeuw, na een peeling of bij pigmentvlekken.',
              'Breng genoeg aan: ongeveer een halve theelepel voor gezicht en hals.',
            ],
          ],
          'Gebruik je een fruitzuurpeeling of retinal? Dan is dagelijkse zonbescherming geen optie maar een must.',
        ],
      },
      en: {
        slug: 'why-spf-in-winter-too',
        title: 'Why SPF in winter too',
        subtitle: 'The sun ages your skin all year round',
        description:
          'UVA rays pass through clouds and glass and are responsible for most visible skin ageing.',
        body: [
          'Dermatologists agree: <strong>sun protection is the most powerful anti-ageing product</strong> there is. UVB rays cause sunburn, but it is mainly UVA rays that break down collagen and cause pigment spots. And they are there on a grey day in February too.',
          ['h2', 'SPF 30 or SPF 50?'],
          [
            'ul',
            [
              '<strong>SPF 30</strong> filters about 97% of UVB rays: ideal for every day in the city.',
              '<strong>SPF 50</strong> filters about 98%: choose it on holiday, in the snow, after a peel or if you have pigment spots.',
              'Apply enough: about half a teaspoon for face and neck.',
            ],
          ],
          'Using a fruit acid peel or retinal? Then daily sun protection is not optional but a must.',
        ],
      },
      de: {
        slug: 'warum-lichtschutz-auch-im-winter',
        title: 'Warum Lichtschutz auch im Winter',
        subtitle: 'Die Sonne lässt Ihre Haut das ganze Jahr altern',
        description:
          'UVA-Strahlen durchdringen Wolken und Glas und sind für den größten Teil der sichtbaren Hautalterung verantwortlich.',
        body: [
          'Dermatologen sind sich einig: <strong>Sonnenschutz ist das wirksamste Anti-Aging-Produkt</strong>, das es gibt. UVB-Strahlen verursachen Sonnenbrand, doch vor allem UVA-Strahlen bauen Kollagen ab und verursachen Pigmentflecken. Und die gibt es auch an einem grauen Februartag.',
          ['h2', 'LSF 30 oder LSF 50?'],
          [
            'ul',
            [
              '<strong>LSF 30</strong> filtert etwa 97 % der UVB-Strahlen: ideal für jeden Tag in der Stadt.',
              '<strong>LSF 50</strong> filtert etwa 98 %: die Wahl für Urlaub, Schnee, nach einem Peeling oder bei Pigmentflecken.',
              'Tragen Sie genug auf: etwa einen halben Teelöffel für Gesicht und Hals.',
            ],
          ],
          'Sie verwenden ein Fruchtsäurepeeling oder Retinal? Dann ist täglicher Sonnenschutz keine Option, sondern ein Muss.',
        ],
      },
      fr: {
        slug: 'pourquoi-un-spf-meme-en-hiver',
        title: 'Pourquoi un SPF même en hiver',
        subtitle: 'Le soleil fait vieillir votre peau toute l’année',
        description:
          'Les UVA traversent les nuages et les vitres et sont responsables de la majeure partie du vieillissement cutané visible.',
        body: [
          'Les dermatologues sont unanimes : <strong>la protection solaire est le soin anti-âge le plus efficace</strong> qui soit. Les UVB provoquent les coups de soleil, mais ce sont surtout les UVA qui dégradent le collagène et provoquent les taches pigmentaires. Et ils sont bien là, même par une journée grise de février.',
          ['h2', 'SPF 30 ou SPF 50 ?'],
          [
            'ul',
            [
              '<strong>SPF 30</strong> filtre environ 97 % des UVB : idéal au quotidien en ville.',
              '<strong>SPF 50</strong> filtre environ 98 % : à choisir en vacances, à la neige, après un peeling ou en cas de taches.',
              'Appliquez-en assez : environ une demi-cuillère à café pour le visage et le cou.',
            ],
          ],
          'Vous utilisez un peeling aux acides de fruits ou du rétinal ? La protection solaire quotidienne n’est alors plus une option mais une nécessité.',
        ],
      },
    },
  },
  {
    key: 'peptides-explained',
    type: 'blog',
    date: '2025-05-27',
    tags: ['peptides', 'gold', 'science'],
    featured: ['gold-peptide-serum', 'gold-lifting-day-cream', 'gold-peptide-day-and-night'],
    tone: 'gold',
    hero: true,
    texts: {
      nl: {
        slug: 'peptiden-boodschappers-voor-een-stevige-huid',
        title: 'Peptiden: boodschappers voor een stevige huid',
        subtitle: 'Kleine moleculen, grote signalen',
        description:
          'Peptiden zijn korte ketens van aminozuren die de huid aansporen om zelf collageen aan te maken. Zo werken ze in de Gold-lijn.',
        body: [
          'Collageen is het steunweefsel van je huid. Vanaf ongeveer je vijfentwintigste maak je er elk jaar zo’n 1% minder van aan, en na de menopauze gaat het nog sneller. Collageen op de huid smeren helpt weinig: het molecule is te groot om binnen te dringen.',
          ['h2', 'Hoe peptiden werken'],
          'Peptiden zijn fragmenten van eiwitten. Wanneer collageen wordt afgebroken, ontstaan zulke fragmenten vanzelf, en ze geven de huid het signaal dat er hersteld moet worden. <strong>Signaalpeptiden</strong> bootsen dat signaal na: de huid denkt dat ze moet herstellen en gaat aan de slag.',
          ['h2', 'Wat je mag verwachten'],
          'Na één huidcyclus voelt de huid steviger en voller aan. Na twee tot drie maanden ogen fijne lijntjes zachter en lijken de contouren strakker. Combineer met dagelijkse zonbescherming: anders breek je overdag af wat je opbouwt.',
        ],
        sections: [
          {
            title: 'Signaalpeptiden',
            text: 'Geven de huid het signaal om nieuw collageen en elastine aan te maken.',
          },
          {
            title: 'Koperpeptiden',
            text: 'Ondersteunen de huidvernieuwing en het herstel van de steunstructuur.',
          },
          { title: 'Geduld', text: 'Reken op twee tot drie huidcycli voor het volle resultaat.' },
        ],
      },
      en: {
        slug: 'peptides-messengers-for-firm-skin',
        title: 'Peptides: messengers for firm skin',
        subtitle: 'Small molecules, big signals',
        description:
          'Peptides are short chains of amino acids that prompt the skin to make its own collagen. This is how they work in the Gold line.',
        body: [
          'Collagen is your skin’s supporting tissue. From about the age of twenty-five you produce around 1% less of it every year, and after the menopause the decline speeds up. Applying collagen to the skin does little: the molecule is too large to penetrate.',
          ['h2', 'How peptides work'],
          'Peptides are fragments of proteins. When collagen breaks down, such fragments appear naturally and tell the skin that repair is needed. <strong>Signal peptides</strong> mimic that message: the skin believes it has to repair and gets to work.',
          ['h2', 'What to expect'],
          'After one skin cycle, the skin feels firmer and fuller. After two to three months, fine lines look softer and contours appear tighter. Combine with daily sun protection, or you will break down by day what you build up.',
        ],
        sections: [
          { title: 'Signal peptides', text: 'Tell the skin to produce new collagen and elastin.' },
          {
            title: 'Copper peptides',
            text: 'Support skin renewal and the repair of its supporting structure.',
          },
          { title: 'Patience', text: 'Allow two to three skin cycles for the full result.' },
        ],
      },
      de: {
        slug: 'peptide-botenstoffe-fuer-straffe-haut',
        title: 'Peptide: Botenstoffe für straffe Haut',
        subtitle: 'Kleine Moleküle, große Signale',
        description:
          'Peptide sind kurze Ketten aus Aminosäuren, die die Haut anregen, selbst Kollagen zu bilden. So wirken sie in der Gold-Linie.',
        body: [
          'Kollagen ist das Stützgewebe Ihrer Haut. Ab etwa fünfundzwanzig bilden Sie jedes Jahr rund 1 % weniger davon, nach den Wechseljahren geht es noch schneller. Kollagen auf die Haut aufzutragen, bringt wenig: Das Molekül ist zu groß, um einzudringen.',
          ['h2', 'Wie Peptide wirken'],
          'Peptide sind Bruchstücke von Eiweißen. Wenn Kollagen abgebaut wird, entstehen solche Fragmente von selbst und signalisieren der Haut, dass repariert werden muss. <strong>Signalpeptide</strong> ahmen dieses Signal nach: Die Haut glaubt, sie müsse reparieren, und legt los.',
          ['h2', 'Was Sie erwarten dürfen'],
          'Nach einem Hautzyklus fühlt sich die Haut fester und praller an. Nach zwei bis drei Monaten wirken feine Linien weicher und die Konturen straffer. Kombinieren Sie mit täglichem Sonnenschutz, sonst bauen Sie tagsüber ab, was Sie aufbauen.',
        ],
        sections: [
          {
            title: 'Signalpeptide',
            text: 'Geben der Haut das Signal, neues Kollagen und Elastin zu bilden.',
          },
          {
            title: 'Kupferpeptide',
            text: 'Unterstützen die Hauterneuerung und die Reparatur der Stützstruktur.',
          },
          {
            title: 'Geduld',
            text: 'Rechnen Sie mit zwei bis drei Hautzyklen für das volle Ergebnis.',
          },
        ],
      },
      fr: {
        slug: 'les-peptides-messagers-dune-peau-ferme',
        title: 'Les peptides, messagers d’une peau ferme',
        subtitle: 'De petites molécules, de grands signaux',
        description:
          'Les peptides sont de courtes chaînes d’acides aminés qui incitent la peau à fabriquer elle-même son collagène. Voici comment ils agissent dans la ligne Gold.',
        body: [
          'Le collagène est le tissu de soutien de votre peau. Dès 25 ans environ, vous en produisez près de 1 % de moins chaque année, et le déclin s’accélère après la ménopause. Appliquer du collagène sur la peau sert peu : la molécule est trop grosse pour pénétrer.',
          ['h2', 'Comment agissent les peptides'],
          'Les peptides sont des fragments de protéines. Quand le collagène se dégrade, de tels fragments apparaissent naturellement et signalent à la peau qu’il faut réparer. Les <strong>peptides signal</strong> imitent ce message : la peau croit devoir se réparer et se met au travail.',
          ['h2', 'À quoi s’attendre'],
          'Après un cycle cutané, la peau est plus ferme et plus pleine. Après deux à trois mois, les ridules paraissent estompées et les contours redessinés. Associez-les à une protection solaire quotidienne, sinon vous détruisez le jour ce que vous construisez.',
        ],
        sections: [
          {
            title: 'Peptides signal',
            text: 'Indiquent à la peau de produire du collagène et de l’élastine neufs.',
          },
          {
            title: 'Peptides de cuivre',
            text: 'Soutiennent le renouvellement cutané et la réparation de la structure de soutien.',
          },
          {
            title: 'Patience',
            text: 'Comptez deux à trois cycles cutanés pour le résultat complet.',
          },
        ],
      },
    },
  },
  {
    key: 'fruit-acids',
    type: 'blog',
    date: '2025-06-24',
    tags: ['peel', 'exfoliation', 'black', 'gold'],
    featured: ['black-fruit-acid-peel', 'gold-renewal-peel', 'grey-sun-cream-spf50'],
    tone: 'sand',
    texts: {
      nl: {
        slug: 'fruitzuren-stralend-zonder-schuren',
        title: 'Fruitzuren: stralend zonder schuren',
        subtitle: 'Alles over exfoliëren met 10% fruitzuur',
        description:
          'Fruitzuren maken de bindingen tussen dode huidcellen los. Het resultaat is een gladde, stralende huid, zonder korrels.',
        body: [
          'Dode huidcellen die blijven plakken, maken de teint dof en ruw. Een scrub verwijdert ze mechanisch, maar kan de huid irriteren. <strong>Fruitzuren</strong> zoals glycolzuur en melkzuur doen het chemisch: ze lossen de ‘lijm’ tussen de cellen op.',
          ['h2', 'Waarom 10%?'],
          'Onze peelings bevatten 10% fruitzuur: genoeg om zichtbaar resultaat te geven, mild genoeg voor thuisgebruik. Hogere concentraties horen thuis in het instituut, onder begeleiding van je schoonheidsspecialist.',
          ['h2', 'Zo gebruik je ze veilig'],
          [
            'ol',
            [
              "Gebruik de peeling 's avonds, één à twee keer per week.",
              'Breng aan op een droge huid en vermijd de oogzone.',
              'Een lichte tinteling is normaal; branderigheid niet: spoel dan af.',
              'Bescherm je huid overdag met minstens SPF 30.',
            ],
          ],
        ],
      },
      en: {
        slug: 'fruit-acids-radiance-without-scrubbing',
        title: 'Fruit acids: radiance without scrubbing',
        subtitle: 'All about exfoliating with 10% fruit acid',
        description:
          'Fruit acids loosen the bonds between dead skin cells. The result is smooth, radiant skin, without grains.',
        body: [
          'Dead skin cells that cling on make the complexion dull and rough. A scrub removes them mechanically but can irritate the skin. <strong>Fruit acids</strong> such as glycolic and lactic acid do it chemically: they dissolve the “glue” between the cells.',
          ['h2', 'Why 10%?'],
          'Our peels contain 10% fruit acid: enough for visible results, gentle enough for home use. Higher concentrations belong in the salon, under the guidance of your skin therapist.',
          ['h2', 'How to use them safely'],
          [
            'ol',
            [
              'Use the peel in the evening, once or twice a week.',
              'Apply to dry skin and avoid the eye area.',
              'A light tingle is normal; a burning sensation is not: rinse it off.',
              'Protect your skin during the day with at least SPF 30.',
            ],
          ],
        ],
      },
      de: {
        slug: 'fruchtsaeuren-strahlend-ohne-rubbeln',
        title: 'Fruchtsäuren: strahlend ohne Rubbeln',
        subtitle: 'Alles über das Peelen mit 10 % Fruchtsäure',
        description:
          'Fruchtsäuren lösen die Verbindungen zwischen abgestorbenen Hautzellen. Das Ergebnis ist glatte, strahlende Haut, ganz ohne Körnchen.',
        body: [
          'Abgestorbene Hautzellen, die haften bleiben, lassen den Teint fahl und rau wirken. Ein Peeling mit Körnchen entfernt sie mechanisch, kann die Haut aber reizen. <strong>Fruchtsäuren</strong> wie Glykol- und Milchsäure arbeiten chemisch: Sie lösen den „Kitt“ zwischen den Zellen.',
          ['h2', 'Warum 10 %?'],
          'Unsere Peelings enthalten 10 % Fruchtsäure: genug für sichtbare Ergebnisse, mild genug für die Anwendung zu Hause. Höhere Konzentrationen gehören ins Institut, unter Anleitung Ihrer Kosmetikerin.',
          ['h2', 'So wenden Sie sie sicher an'],
          [
            'ol',
            [
              'Verwenden Sie das Peeling abends, ein- bis zweimal pro Woche.',
              'Auf trockene Haut auftragen und die Augenpartie aussparen.',
              'Ein leichtes Kribbeln ist normal, Brennen nicht: dann abspülen.',
              'Schützen Sie Ihre Haut tagsüber mit mindestens LSF 30.',
            ],
          ],
        ],
      },
      fr: {
        slug: 'acides-de-fruits-eclat-sans-frotter',
        title: 'Acides de fruits : l’éclat sans frotter',
        subtitle: 'Tout sur l’exfoliation à 10 % d’acides de fruits',
        description:
          'Les acides de fruits défont les liens entre les cellules mortes. Résultat : une peau lisse et lumineuse, sans grains.',
        body: [
          'Les cellules mortes qui s’accrochent ternissent le teint et rendent la peau rugueuse. Un gommage les élimine mécaniquement mais peut irriter. Les <strong>acides de fruits</strong>, comme les acides glycolique et lactique, agissent chimiquement : ils dissolvent la « colle » entre les cellules.',
          ['h2', 'Pourquoi 10 % ?'],
          'Nos peelings contiennent 10 % d’acides de fruits : assez pour un résultat visible, assez doux pour un usage à domicile. Les concentrations plus élevées sont réservées à l’institut, sous la conduite de votre esthéticienne.',
          ['h2', 'Les utiliser en toute sécurité'],
          [
            'ol',
            [
              'Utilisez le peeling le soir, une à deux fois par semaine.',
              'Appliquez sur peau sèche en évitant le contour des yeux.',
              'Un léger picotement est normal, une sensation de brûlure non : rincez alors.',
              'En journée, protégez votre peau avec au moins un SPF 30.',
            ],
          ],
        ],
      },
    },
  },
  {
    key: 'beauty-sleep',
    type: 'blog',
    date: '2025-08-19',
    tags: ['sleep', 'lifestyle', 'night'],
    featured: ['black-night-repair-cream', 'black-overnight-mask', 'blue-calming-night-lotion'],
    tone: 'black',
    texts: {
      nl: {
        slug: 'schoonheidsslaap-bestaat-echt',
        title: 'Schoonheidsslaap bestaat echt',
        subtitle: 'Wat je huid doet terwijl jij slaapt',
        description:
          "'s Nachts schakelt je huid over van bescherming naar herstel. Met de juiste nachtverzorging haal je daar het meeste uit.",
        body: [
          'Je huid volgt een biologische klok. Overdag staat ze in de verdedigingsstand tegen uv, vervuiling en droge lucht. <strong>Tussen 23 en 4 uur</strong> piekt de celdeling en werkt de huid het hardst aan herstel. Ze verliest dan ook meer vocht: het ideale moment voor een rijke verzorging.',
          ['h2', 'Drie tips voor een betere nacht'],
          [
            'ul',
            [
              'Reinig je huid altijd voor het slapengaan, ook als je geen make-up droeg.',
              'Kies een nachtcrème of slaapmasker dat de huidbarrière versterkt.',
              'Slaap op een zijden of satijnen kussensloop: minder wrijving, minder slaaplijnen.',
            ],
          ],
          'Een korte nacht zie je de volgende ochtend meteen. Chronisch slaaptekort laat ook epigenetische sporen na die de veroudering versnellen. Slaap is dus letterlijk huidverzorging.',
        ],
      },
      en: {
        slug: 'beauty-sleep-is-real',
        title: 'Beauty sleep is real',
        subtitle: 'What your skin does while you sleep',
        description:
          'At night your skin switches from protection to repair. The right night care helps you make the most of it.',
        body: [
          'Your skin follows a biological clock. During the day it is in defence mode against UV, pollution and dry air. <strong>Between 11 pm and 4 am</strong> cell division peaks and the skin works hardest at repair. It also loses more moisture then: the ideal moment for rich care.',
          ['h2', 'Three tips for a better night'],
          [
            'ul',
            [
              'Always cleanse your skin before bed, even if you wore no make-up.',
              'Choose a night cream or sleeping mask that strengthens the skin barrier.',
              'Sleep on a silk or satin pillowcase: less friction, fewer sleep lines.',
            ],
          ],
          'You see a short night in the mirror the next morning. Chronic lack of sleep also leaves epigenetic traces that speed up ageing. Sleep is, quite literally, skincare.',
        ],
      },
      de: {
        slug: 'schoenheitsschlaf-gibt-es-wirklich',
        title: 'Schönheitsschlaf gibt es wirklich',
        subtitle: 'Was Ihre Haut tut, während Sie schlafen',
        description:
          'Nachts schaltet Ihre Haut von Schutz auf Reparatur um. Mit der richtigen Nachtpflege holen Sie das Beste daraus heraus.',
        body: [
          'Ihre Haut folgt einer biologischen Uhr. Tagsüber ist sie im Verteidigungsmodus gegen UV-Strahlung, Umweltbelastung und trockene Luft. <strong>Zwischen 23 und 4 Uhr</strong> erreicht die Zellteilung ihren Höhepunkt, und die Haut arbeitet am intensivsten an ihrer Regeneration. Sie verliert dann auch mehr Feuchtigkeit: der ideale Moment für reichhaltige Pflege.',
          ['h2', 'Drei Tipps für eine bessere Nacht'],
          [
            'ul',
            [
              'Reinigen Sie Ihre Haut vor dem Schlafengehen immer, auch ohne Make-up.',
              'Wählen Sie eine Nachtcreme oder Schlafmaske, die die Hautbarriere stärkt.',
              'Schlafen Sie auf einem Kissenbezug aus Seide oder Satin: weniger Reibung, weniger Schlaffalten.',
            ],
          ],
          'Eine kurze Nacht sieht man am nächsten Morgen sofort. Chronischer Schlafmangel hinterlässt außerdem epigenetische Spuren, die die Alterung beschleunigen. Schlaf ist also buchstäblich Hautpflege.',
        ],
      },
      fr: {
        slug: 'le-sommeil-reparateur-existe-vraiment',
        title: 'Le sommeil réparateur existe vraiment',
        subtitle: 'Ce que fait votre peau pendant que vous dormez',
        description:
          'La nuit, la peau passe de la protection à la réparation. Le bon soin de nuit vous aide à en tirer le meilleur parti.',
        body: [
          'Votre peau suit une horloge biologique. Le jour, elle se défend contre les UV, la pollution et l’air sec. <strong>Entre 23 h et 4 h</strong>, la division cellulaire atteint son maximum et la peau travaille le plus à sa réparation. Elle perd aussi davantage d’eau : le moment idéal pour un soin riche.',
          ['h2', 'Trois conseils pour une meilleure nuit'],
          [
            'ul',
            [
              'Nettoyez toujours votre peau avant de dormir, même sans maquillage.',
              'Choisissez une crème ou un masque de nuit qui renforce la barrière cutanée.',
              'Dormez sur une taie en soie ou en satin : moins de frottements, moins de plis de sommeil.',
            ],
          ],
          'Une nuit courte se voit dès le lendemain matin. Le manque chronique de sommeil laisse aussi des traces épigénétiques qui accélèrent le vieillissement. Dormir, c’est littéralement prendre soin de sa peau.',
        ],
      },
    },
  },
  {
    key: 'mask-ritual',
    type: 'blog',
    date: '2025-09-23',
    tags: ['mask', 'ritual'],
    featured: ['blue-purifying-clay-mask', 'gold-firming-mask', 'black-overnight-mask'],
    tone: 'gold',
    texts: {
      nl: {
        slug: 'het-maskerritueel-tien-minuten-voor-jezelf',
        title: 'Het maskerritueel: tien minuten voor jezelf',
        subtitle: 'Eén à twee keer per week, met groot effect',
        description:
          'Een masker is een geconcentreerde boost voor je huid én een moment van rust. Zo haal je er het meeste uit.',
        body: [
          'Een masker brengt een hoge concentratie werkstoffen in één keer naar de huid. Laat het <strong>ongeveer 10 minuten</strong> inwerken, één à twee keer per week. Langer is niet beter: een kleimasker dat volledig uitdroogt, onttrekt ook vocht aan je huid.',
          ['h2', 'Welk masker past bij jou?'],
          [
            'ul',
            [
              '<strong>Onzuiverheden of glimmende zones:</strong> het zuiverende kleimasker van Blue.',
              '<strong>Vermoeide, doffe huid:</strong> het overnight masker van Black.',
              '<strong>Rijpere huid die aan stevigheid verliest:</strong> het verstevigende masker van Gold.',
            ],
          ],
          'Tip: combineer maskers. Breng klei aan op de T-zone en een verzorgend masker op wangen en hals. Zo krijgt elke zone wat ze nodig heeft.',
        ],
      },
      en: {
        slug: 'the-mask-ritual-ten-minutes-for-yourself',
        title: 'The mask ritual: ten minutes for yourself',
        subtitle: 'Once or twice a week, with great effect',
        description:
          'A mask is a concentrated boost for your skin and a moment of calm. Here is how to make the most of it.',
        body: [
          'A mask delivers a high concentration of actives to the skin in one go. Leave it on for <strong>about 10 minutes</strong>, once or twice a week. Longer is not better: a clay mask that dries out completely also draws moisture from your skin.',
          ['h2', 'Which mask suits you?'],
          [
            'ul',
            [
              '<strong>Blemishes or shiny areas:</strong> the Blue purifying clay mask.',
              '<strong>Tired, dull skin:</strong> the Black overnight mask.',
              '<strong>Mature skin losing firmness:</strong> the Gold firming mask.',
            ],
          ],
          'Tip: combine masks. Apply clay to the T-zone and a caring mask to cheeks and neck. Every area gets exactly what it needs.',
        ],
      },
      de: {
        slug: 'das-maskenritual-zehn-minuten-fuer-sich',
        title: 'Das Maskenritual: zehn Minuten für sich',
        subtitle: 'Ein- bis zweimal pro Woche, mit großer Wirkung',
        description:
          'Eine Maske ist ein konzentrierter Boost für Ihre Haut und zugleich ein Moment der Ruhe. So holen Sie das Beste heraus.',
        body: [
          'Eine Maske bringt eine hohe Konzentration an Wirkstoffen auf einmal auf die Haut. Lassen Sie sie <strong>etwa 10 Minuten</strong> einwirken, ein- bis zweimal pro Woche. Länger ist nicht besser: Eine Tonerdemaske, die vollständig austrocknet, entzieht auch Ihrer Haut Feuchtigkeit.',
          ['h2', 'Welche Maske passt zu Ihnen?'],
          [
            'ul',
            [
              '<strong>Unreinheiten oder glänzende Zonen:</strong> die klärende Tonerdemaske von Blue.',
              '<strong>Müde, fahle Haut:</strong> die Overnight-Maske von Black.',
              '<strong>Reife Haut, die an Festigkeit verliert:</strong> die straffende Maske von Gold.',
            ],
          ],
          'Tipp: Kombinieren Sie Masken. Tragen Sie Tonerde auf die T-Zone und eine pflegende Maske auf Wangen und Hals auf. So bekommt jede Zone genau, was sie braucht.',
        ],
      },
      fr: {
        slug: 'le-rituel-du-masque-dix-minutes-pour-soi',
        title: 'Le rituel du masque : dix minutes pour soi',
        subtitle: 'Une à deux fois par semaine, pour un grand effet',
        description:
          'Un masque est un concentré de bienfaits pour la peau et un moment de calme. Voici comment en tirer le meilleur.',
        body: [
          'Un masque apporte en une fois une forte concentration d’actifs à la peau. Laissez-le poser <strong>environ 10 minutes</strong>, une à deux fois par semaine. Plus longtemps n’est pas mieux : un masque à l’argile qui sèche complètement puise aussi l’eau de votre peau.',
          ['h2', 'Quel masque vous convient ?'],
          [
            'ul',
            [
              '<strong>Imperfections ou zones brillantes :</strong> le masque purifiant à l’argile Blue.',
              '<strong>Peau fatiguée et terne :</strong> le masque de nuit Black.',
              '<strong>Peau mature qui perd en fermeté :</strong> le masque raffermissant Gold.',
            ],
          ],
          'Astuce : combinez les masques. Appliquez l’argile sur la zone T et un masque soignant sur les joues et le cou. Chaque zone reçoit exactement ce dont elle a besoin.',
        ],
      },
    },
  },
  {
    key: 'layering-order',
    type: 'blog',
    date: '2025-11-04',
    tags: ['routine', 'basics'],
    featured: [
      'black-epigenetic-essence',
      'black-epigenetic-shield-serum',
      'black-shield-day-cream-spf30',
    ],
    tone: 'blue',
    texts: {
      nl: {
        slug: 'de-juiste-volgorde-van-dun-naar-dik',
        title: 'De juiste volgorde: van dun naar dik',
        subtitle: 'Zo stapel je je verzorging voor het beste resultaat',
        description:
          'Serum voor of na de crème? En waar past de zonnecrème? Eén eenvoudige regel helpt je altijd verder.',
        body: [
          'De regel is eenvoudig: <strong>van dun naar dik</strong>. Waterige texturen gaan eerst, zodat ze de huid kunnen bereiken; rijkere texturen volgen en sluiten het geheel af.',
          [
            'ol',
            [
              'Reinigen',
              'Tonic of essence',
              'Serum',
              'Oogcontour',
              "Crème (overdag) of nachtcrème ('s avonds)",
              'Zonbescherming, altijd als laatste stap overdag',
            ],
          ],
          'Laat elke laag ongeveer een minuut intrekken. Zo vermijd je dat producten gaan ‘rollen’ en krijgt elke stap de kans om te werken.',
          ['quote', 'Twijfel je? Je schoonheidsspecialist stelt graag een routine op maat samen.'],
          `Vind een partnerinstituut bij jou in de buurt via onze ${a('/nl/verkooppunten', 'verkooppunten')}.`,
        ],
      },
      en: {
        slug: 'the-right-order-from-thin-to-thick',
        title: 'The right order: from thin to thick',
        subtitle: 'How to layer your skincare for the best results',
        description:
          'Serum before or after cream? And where does sunscreen go? One simple rule always helps.',
        body: [
          'The rule is simple: <strong>from thin to thick</strong>. Watery textures go first so they can reach the skin; richer textures follow and seal everything in.',
          [
            'ol',
            [
              'Cleanse',
              'Toner or essence',
              'Serum',
              'Eye contour',
              'Cream (day) or night cream (evening)',
              'Sun protection, always the last step in the morning',
            ],
          ],
          'Let each layer absorb for about a minute. That way products will not pill, and every step gets the chance to work.',
          [
            'quote',
            'Not sure? Your skin therapist will gladly put together a routine made for you.',
          ],
          `Find a partner salon near you on our ${a('/en/stores', 'store locator')}.`,
        ],
      },
      de: {
        slug: 'die-richtige-reihenfolge-von-duenn-nach-dick',
        title: 'Die richtige Reihenfolge: von dünn nach dick',
        subtitle: 'So schichten Sie Ihre Pflege für das beste Ergebnis',
        description:
          'Serum vor oder nach der Creme? Und wohin gehört der Sonnenschutz? Eine einfache Regel hilft immer weiter.',
        body: [
          'Die Regel ist einfach: <strong>von dünn nach dick</strong>. Wässrige Texturen kommen zuerst, damit sie die Haut erreichen; reichhaltigere Texturen folgen und schließen alles ab.',
          [
            'ol',
            [
              'Reinigen',
              'Tonikum oder Essenz',
              'Serum',
              'Augenpflege',
              'Creme (tagsüber) oder Nachtcreme (abends)',
              'Sonnenschutz, morgens immer als letzter Schritt',
            ],
          ],
          'Lassen Sie jede Schicht etwa eine Minute einziehen. So vermeiden Sie, dass Produkte krümeln, und jeder Schritt kann wirken.',
          [
            'quote',
            'Unsicher? Ihre Kosmetikerin stellt Ihnen gern eine individuelle Routine zusammen.',
          ],
          `Finden Sie ein Partnerinstitut in Ihrer Nähe über unsere ${a('/de/shops', 'Händlersuche')}.`,
        ],
      },
      fr: {
        slug: 'le-bon-ordre-du-plus-fluide-au-plus-riche',
        title: 'Le bon ordre : du plus fluide au plus riche',
        subtitle: 'Comment superposer vos soins pour un résultat optimal',
        description:
          'Sérum avant ou après la crème ? Et où placer la protection solaire ? Une règle simple vous guide toujours.',
        body: [
          'La règle est simple : <strong>du plus fluide au plus riche</strong>. Les textures aqueuses passent en premier pour atteindre la peau ; les textures plus riches suivent et scellent le tout.',
          [
            'ol',
            [
              'Nettoyer',
              'Tonique ou essence',
              'Sérum',
              'Contour des yeux',
              'Crème (le jour) ou crème de nuit (le soir)',
              'Protection solaire, toujours en dernière étape le matin',
            ],
          ],
          'Laissez chaque couche pénétrer environ une minute. Les produits ne boulochent pas et chaque étape a le temps d’agir.',
          ['quote', 'Un doute ? Votre esthéticienne composera volontiers une routine sur mesure.'],
          `Trouvez un institut partenaire près de chez vous grâce à nos ${a('/fr/points-de-vente', 'points de vente')}.`,
        ],
      },
    },
  },
  {
    key: 'stress-and-skin',
    type: 'blog',
    date: '2026-01-20',
    tags: ['lifestyle', 'epigenetics', 'sensitive'],
    featured: ['blue-calming-night-lotion', 'blue-probiotic-face-mist'],
    tone: 'grey',
    texts: {
      nl: {
        slug: 'stress-en-je-huid',
        title: 'Stress en je huid',
        subtitle: 'Waarom je huid je gemoed verraadt',
        description:
          'Een drukke periode zie je vaak eerst aan je huid. De verklaring ligt in het stresshormoon cortisol.',
        body: [
          'Bij stress maakt je lichaam meer <strong>cortisol</strong> aan. Dat hormoon stimuleert de talgklieren, remt de aanmaak van collageen en verzwakt de huidbarrière. Gevolg: meer onzuiverheden, meer gevoeligheid en een vale teint.',
          ['h2', 'Wat helpt'],
          [
            'ul',
            [
              'Houd je routine eenvoudig en mild: dit is niet het moment voor nieuwe, krachtige producten.',
              'Kies kalmerende ingrediënten zoals centella en panthenol.',
              'Neem elke avond vijf minuten voor je huid: het ritueel zelf werkt ontspannend.',
            ],
          ],
          'Langdurige stress laat bovendien epigenetische sporen na in de huid. Ontspanning is dus geen luxe maar een wezenlijk deel van huidverzorging.',
        ],
      },
      en: {
        slug: 'stress-and-your-skin',
        title: 'Stress and your skin',
        subtitle: 'Why your skin gives your mood away',
        description:
          'A busy period often shows on your skin first. The explanation lies in the stress hormone cortisol.',
        body: [
          'Under stress, your body produces more <strong>cortisol</strong>. This hormone stimulates the sebaceous glands, slows collagen production and weakens the skin barrier. The result: more blemishes, more sensitivity and a sallow complexion.',
          ['h2', 'What helps'],
          [
            'ul',
            [
              'Keep your routine simple and gentle: this is not the time for new, powerful products.',
              'Choose calming ingredients such as centella and panthenol.',
              'Take five minutes for your skin every evening: the ritual itself is relaxing.',
            ],
          ],
          'Long-term stress also leaves epigenetic traces in the skin. Relaxation is not a luxury but an essential part of skincare.',
        ],
      },
      de: {
        slug: 'stress-und-ihre-haut',
        title: 'Stress und Ihre Haut',
        subtitle: 'Warum Ihre Haut Ihre Stimmung verrät',
        description:
          'Eine anstrengende Phase sieht man oft zuerst an der Haut. Die Erklärung liegt im Stresshormon Cortisol.',
        body: [
          'Unter Stress bildet Ihr Körper mehr <strong>Cortisol</strong>. Dieses Hormon regt die Talgdrüsen an, bremst die Kollagenbildung und schwächt die Hautbarriere. Die Folge: mehr Unreinheiten, mehr Empfindlichkeit und ein fahler Teint.',
          ['h2', 'Was hilft'],
          [
            'ul',
            [
              'Halten Sie Ihre Routine einfach und mild: Jetzt ist nicht die Zeit für neue, starke Produkte.',
              'Wählen Sie beruhigende Inhaltsstoffe wie Centella und Panthenol.',
              'Nehmen Sie sich jeden Abend fünf Minuten für Ihre Haut: Das Ritual selbst entspannt.',
            ],
          ],
          'Langanhaltender Stress hinterlässt zudem epigenetische Spuren in der Haut. Entspannung ist also kein Luxus, sondern ein wesentlicher Teil der Hautpflege.',
        ],
      },
      fr: {
        slug: 'le-stress-et-votre-peau',
        title: 'Le stress et votre peau',
        subtitle: 'Pourquoi votre peau trahit votre humeur',
        description:
          'Une période chargée se voit souvent d’abord sur la peau. L’explication tient à l’hormone du stress, le cortisol.',
        body: [
          'Sous l’effet du stress, le corps produit davantage de <strong>cortisol</strong>. Cette hormone stimule les glandes sébacées, freine la production de collagène et fragilise la barrière cutanée. Résultat : plus d’imperfections, plus de sensibilité et un teint terne.',
          ['h2', 'Ce qui aide'],
          [
            'ul',
            [
              'Gardez une routine simple et douce : ce n’est pas le moment d’essayer de nouveaux produits puissants.',
              'Choisissez des ingrédients apaisants comme la centella et le panthénol.',
              'Accordez cinq minutes à votre peau chaque soir : le rituel lui-même détend.',
            ],
          ],
          'Un stress prolongé laisse aussi des traces épigénétiques dans la peau. La détente n’est donc pas un luxe, mais une part essentielle du soin de la peau.',
        ],
      },
    },
  },
  {
    key: 'nutrition-for-skin',
    type: 'blog',
    date: '2026-04-14',
    tags: ['nutrition', 'supplements', 'grey'],
    featured: ['grey-collagen-drink', 'grey-omega-skin-capsules', 'grey-probiotic-skin-capsules'],
    tone: 'sand',
    texts: {
      nl: {
        slug: 'voeding-voor-een-stralende-huid',
        title: 'Voeding voor een stralende huid',
        subtitle: 'Verzorging van binnenuit',
        description:
          'Wat je eet, zie je terug in je huid. Welke voedingsstoffen maken echt een verschil, en wanneer is een supplement zinvol?',
        body: [
          'Je huid is je grootste orgaan en krijgt haar bouwstenen via je voeding. Een gevarieerd eetpatroon met groenten, fruit, vette vis, noten en volkoren granen is de basis. Sommige voedingsstoffen verdienen extra aandacht.',
          [
            'ul',
            [
              '<strong>Vitamine C</strong> is nodig voor de normale collageenvorming.',
              '<strong>Zink</strong> draagt bij tot de instandhouding van een normale huid.',
              '<strong>Omega-3-vetzuren</strong> uit vis of algen houden de huid soepel.',
              '<strong>Water</strong>: anderhalve liter per dag is een goed richtpunt.',
            ],
          ],
          'Een supplement vervangt nooit een gezonde voeding, maar kan een tekort aanvullen, bijvoorbeeld in de winter of wanneer je huid extra ondersteuning nodig heeft. Neem het minstens 28 dagen, één volledige huidcyclus.',
        ],
      },
      en: {
        slug: 'nutrition-for-radiant-skin',
        title: 'Nutrition for radiant skin',
        subtitle: 'Care from within',
        description:
          'What you eat shows in your skin. Which nutrients really make a difference, and when does a supplement make sense?',
        body: [
          'Your skin is your largest organ and gets its building blocks from your diet. A varied diet with vegetables, fruit, oily fish, nuts and whole grains is the foundation. Some nutrients deserve special attention.',
          [
            'ul',
            [
              '<strong>Vitamin C</strong> is needed for normal collagen formation.',
              '<strong>Zinc</strong> contributes to the maintenance of normal skin.',
              '<strong>Omega-3 fatty acids</strong> from fish or algae keep the skin supple.',
              '<strong>Water</strong>: one and a half litres a day is a good guideline.',
            ],
          ],
          'A supplement never replaces a healthy diet, but it can make up for a shortfall, for example in winter or when your skin needs extra support. Take it for at least 28 days, one full skin cycle.',
        ],
      },
      de: {
        slug: 'ernaehrung-fuer-strahlende-haut',
        title: 'Ernährung für strahlende Haut',
        subtitle: 'Pflege von innen',
        description:
          'Was Sie essen, sieht man Ihrer Haut an. Welche Nährstoffe machen wirklich einen Unterschied, und wann ist ein Nahrungsergänzungsmittel sinnvoll?',
        body: [
          'Ihre Haut ist Ihr größtes Organ und bezieht ihre Bausteine aus der Ernährung. Eine abwechslungsreiche Kost mit Gemüse, Obst, fettem Fisch, Nüssen und Vollkorn ist die Grundlage. Einige Nährstoffe verdienen besondere Aufmerksamkeit.',
          [
            'ul',
            [
              '<strong>Vitamin C</strong> wird für eine normale Kollagenbildung benötigt.',
              '<strong>Zink</strong> trägt zur Erhaltung normaler Haut bei.',
              '<strong>Omega-3-Fettsäuren</strong> aus Fisch oder Algen halten die Haut geschmeidig.',
              '<strong>Wasser</strong>: anderthalb Liter pro Tag sind ein guter Richtwert.',
            ],
          ],
          'Ein Nahrungsergänzungsmittel ersetzt nie eine gesunde Ernährung, kann aber einen Mangel ausgleichen, etwa im Winter oder wenn Ihre Haut zusätzliche Unterstützung braucht. Nehmen Sie es mindestens 28 Tage lang ein, einen vollständigen Hautzyklus.',
        ],
      },
      fr: {
        slug: 'nutrition-pour-une-peau-eclatante',
        title: 'La nutrition au service d’une peau éclatante',
        subtitle: 'Le soin de l’intérieur',
        description:
          'Ce que vous mangez se voit sur votre peau. Quels nutriments font vraiment la différence, et quand un complément a-t-il du sens ?',
        body: [
          'La peau est votre plus grand organe et puise ses matériaux dans votre alimentation. Une alimentation variée, riche en légumes, fruits, poissons gras, noix et céréales complètes, en est la base. Certains nutriments méritent une attention particulière.',
          [
            'ul',
            [
              'La <strong>vitamine C</strong> est nécessaire à la formation normale de collagène.',
              'Le <strong>zinc</strong> contribue au maintien d’une peau normale.',
              'Les <strong>acides gras oméga-3</strong> de poisson ou d’algues gardent la peau souple.',
              'L’<strong>eau</strong> : un litre et demi par jour est un bon repère.',
            ],
          ],
          'Un complément ne remplace jamais une alimentation saine, mais il peut combler un manque, par exemple en hiver ou quand la peau a besoin d’un soutien supplémentaire. Prenez-le au moins 28 jours, un cycle cutané complet.',
        ],
      },
    },
  },
  {
    key: 'salon-and-home',
    type: 'blog',
    date: '2026-09-08',
    tags: ['professionals', 'salon'],
    featured: ['black-dermasoft-resurfacing-cream', 'black-fruit-acid-peel', 'gold-firming-mask'],
    tone: 'gold',
    hero: true,
    texts: {
      nl: {
        slug: 'salon-en-thuis-het-beste-van-twee-werelden',
        title: 'Salon en thuis: het beste van twee werelden',
        subtitle: 'Waarom je schoonheidsspecialist het verschil maakt',
        description:
          'Onze producten worden ontwikkeld met en voor professionals. Zo versterken de behandeling in het instituut en de verzorging thuis elkaar.',
        body: [
          'Vyrelle is een professioneel merk: onze formules ontstaan in samenwerking met schoonheidsspecialisten, die ze elke dag in hun behandelingen gebruiken. Zij zien wat een huid nodig heeft, vaak beter dan een spiegel of een app.',
          ['h2', 'Wat het instituut doet'],
          'In de salon krijgt je huid behandelingen die thuis niet mogelijk zijn: hogere concentraties, professionele apparatuur en vooral een deskundige blik. Je schoonheidsspecialist analyseert je huid en past je routine aan per seizoen.',
          ['h2', 'Wat jij thuis doet'],
          'Het resultaat van een behandeling houd je vast met je dagelijkse routine. Daarom kun je bij je registratie een partnerinstituut kiezen als specialist. Liever zonder? Dat kan ook: je kunt altijd bestellen zonder salon te kiezen.',
        ],
        fullWidth: {
          title: 'Vind jouw specialist',
          text: 'Meer dan dertig partnerinstituten in België, Nederland en Duitsland werken met onze producten.',
          linkLabel: 'Naar de verkooppunten',
          link: '/nl/verkooppunten',
        },
      },
      en: {
        slug: 'salon-and-home-the-best-of-both-worlds',
        title: 'Salon and home: the best of both worlds',
        subtitle: 'Why your skin therapist makes the difference',
        description:
          'Our products are developed with and for professionals. This is how salon treatments and home care reinforce each other.',
        body: [
          'Vyrelle is a professional brand: our formulas are created together with skin therapists who use them in their treatments every day. They see what a skin needs, often better than a mirror or an app.',
          ['h2', 'What the salon does'],
          'In the salon your skin receives treatments that are not possible at home: higher concentrations, professional equipment and above all an expert eye. Your skin therapist analyses your skin and adapts your routine to the season.',
          ['h2', 'What you do at home'],
          'You hold on to the results of a treatment with your daily routine. That is why you can choose a partner salon as your specialist when you register. Rather not? That is fine too: you can always order without choosing a salon.',
        ],
        fullWidth: {
          title: 'Find your specialist',
          text: 'More than thirty partner salons in Belgium, the Netherlands and Germany work with our products.',
          linkLabel: 'To the store locator',
          link: '/en/stores',
        },
      },
      de: {
        slug: 'institut-und-zuhause-das-beste-aus-zwei-welten',
        title: 'Institut und Zuhause: das Beste aus zwei Welten',
        subtitle: 'Warum Ihre Kosmetikerin den Unterschied macht',
        description:
          'Unsere Produkte werden mit und für Profis entwickelt. So verstärken sich die Behandlung im Institut und die Pflege zu Hause gegenseitig.',
        body: [
          'Vyrelle ist eine professionelle Marke: Unsere Formeln entstehen gemeinsam mit Kosmetikerinnen, die sie jeden Tag in ihren Behandlungen einsetzen. Sie sehen, was eine Haut braucht, oft besser als ein Spiegel oder eine App.',
          ['h2', 'Was das Institut leistet'],
          'Im Institut erhält Ihre Haut Behandlungen, die zu Hause nicht möglich sind: höhere Konzentrationen, professionelle Geräte und vor allem einen fachkundigen Blick. Ihre Kosmetikerin analysiert Ihre Haut und passt Ihre Routine der Jahreszeit an.',
          ['h2', 'Was Sie zu Hause tun'],
          'Das Ergebnis einer Behandlung halten Sie mit Ihrer täglichen Routine fest. Deshalb können Sie bei der Registrierung ein Partnerinstitut als Spezialistin wählen. Lieber nicht? Auch gut: Sie können jederzeit bestellen, ohne ein Institut zu wählen.',
        ],
        fullWidth: {
          title: 'Finden Sie Ihre Spezialistin',
          text: 'Mehr als dreißig Partnerinstitute in Belgien, den Niederlanden und Deutschland arbeiten mit unseren Produkten.',
          linkLabel: 'Zur Händlersuche',
          link: '/de/shops',
        },
      },
      fr: {
        slug: 'institut-et-maison-le-meilleur-des-deux-mondes',
        title: 'Institut et maison : le meilleur des deux mondes',
        subtitle: 'Pourquoi votre esthéticienne fait la différence',
        description:
          'Nos produits sont développés avec et pour les professionnels. Voici comment les soins en institut et la routine à la maison se renforcent.',
        body: [
          'Vyrelle est une marque professionnelle : nos formules naissent en collaboration avec des esthéticiennes qui les utilisent chaque jour dans leurs soins. Elles voient ce dont une peau a besoin, souvent mieux qu’un miroir ou une application.',
          ['h2', 'Ce que fait l’institut'],
          'En institut, votre peau reçoit des soins impossibles à la maison : des concentrations plus élevées, des appareils professionnels et surtout un regard expert. Votre esthéticienne analyse votre peau et adapte votre routine à chaque saison.',
          ['h2', 'Ce que vous faites à la maison'],
          'Votre routine quotidienne prolonge les résultats d’un soin. C’est pourquoi vous pouvez choisir un institut partenaire comme spécialiste lors de votre inscription. Vous préférez vous en passer ? C’est possible aussi : vous pouvez toujours commander sans choisir d’institut.',
        ],
        fullWidth: {
          title: 'Trouvez votre spécialiste',
          text: 'Plus de trente instituts partenaires en Belgique, aux Pays-Bas et en Allemagne travaillent avec nos produits.',
          linkLabel: 'Vers les points de vente',
          link: '/fr/points-de-vente',
        },
      },
    },
  },
]);

/** Adds the second part of the longer articles (long-reads.ts) to their texts. */
function withLongReads(defs: PostDef[]): PostDef[] {
  return defs.map((def) => {
    const more = LONG_READS[def.key];
    if (!more) return def;
    const texts = { ...def.texts };
    for (const locale of LOCALES) texts[locale] = { ...texts[locale], body2: more[locale] };
    return { ...def, texts };
  });
}
