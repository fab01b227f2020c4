import { a, link } from './blocks.js';
import { PRIVACY_PAGE } from './legal-pages.js';
import type { PostDef } from './posts.js';

/**
 * The fixed pages, in nl, en, de and fr. Translation keys are the storefront's route names
 * (about, sustainability, epigenetics, privacy, impressum, terms, shipping; the privacy policy and
 * the accessibility statement live in legal-pages.ts) and `home` for the
 * home page blocks; slugs are the route's path word in each language.
 */
export const DEMO_PAGES: PostDef[] = [
  {
    key: 'home',
    type: 'page',
    date: '2024-09-01',
    tags: [],
    tone: 'black',
    hero: true,
    texts: {
      nl: {
        slug: 'home',
        title: 'Huidverzorging die je genen begrijpt',
        subtitle: 'Professionele epigenetische huidverzorging uit België',
        description:
          'Ontwikkeld met schoonheidsspecialisten, voor elke leeftijd en elke huid: Blue, Black, Gold en Grey.',
        body: [
          'Vyrelle ontwikkelt professionele huidverzorging die werkt met de biologie van je huid, niet ertegen. Vier lijnen, één filosofie: de huid helpen doen waar ze goed in is.',
        ],
        sections: [
          {
            title: 'Gratis levering',
            text: 'Gratis levering vanaf € 125 in België, Nederland en Duitsland.',
          },
          {
            title: 'Met professionals',
            text: 'Ontwikkeld en getest met schoonheidsspecialisten in meer dan dertig partnerinstituten.',
          },
          {
            title: 'Epigenetische wetenschap',
            text: 'Formules die de huid helpen haar jeugdige eigenschappen langer te bewaren.',
          },
        ],
        fullWidth: {
          title: 'Word lid',
          text: 'Maak een account aan en bewaar je favorieten, volg je bestellingen en kies je eigen schoonheidsspecialist. Leden krijgen als eersten toegang tot nieuwe producten.',
          linkLabel: 'Account aanmaken',
          link: link.register('nl'),
        },
      },
      en: {
        slug: 'home',
        title: 'Skincare that understands your genes',
        subtitle: 'Professional epigenetic skincare from Belgium',
        description:
          'Developed with skin therapists, for every age and every skin: Blue, Black, Gold and Grey.',
        body: [
          'Vyrelle develops professional skincare that works with your skin’s biology, not against it. Four lines, one philosophy: helping the skin do what it does best.',
        ],
        sections: [
          {
            title: 'Free delivery',
            text: 'Free delivery from € 125 in Belgium, the Netherlands and Germany.',
          },
          {
            title: 'With professionals',
            text: 'Developed and tested with skin therapists in more than thirty partner salons.',
          },
          {
            title: 'Epigenetic science',
            text: 'Formulas that help the skin keep its youthful qualities for longer.',
          },
        ],
        fullWidth: {
          title: 'Become a member',
          text: 'Create an account to save your favourites, follow your orders and choose your own skin therapist. Members are the first to discover new products.',
          linkLabel: 'Create an account',
          link: link.register('en'),
        },
      },
      de: {
        slug: 'home',
        title: 'Hautpflege, die Ihre Gene versteht',
        subtitle: 'Professionelle epigenetische Hautpflege aus Belgien',
        description:
          'Entwickelt mit Kosmetikerinnen, für jedes Alter und jede Haut: Blue, Black, Gold und Grey.',
        body: [
          'Vyrelle entwickelt professionelle Hautpflege, die mit der Biologie Ihrer Haut arbeitet, nicht gegen sie. Vier Linien, eine Philosophie: der Haut helfen, das zu tun, was sie am besten kann.',
        ],
        sections: [
          {
            title: 'Kostenlose Lieferung',
            text: 'Kostenlose Lieferung ab 125 € nach Belgien, in die Niederlande und nach Deutschland.',
          },
          {
            title: 'Mit Profis',
            text: 'Entwickelt und getestet mit Kosmetikerinnen in mehr als dreißig Partnerinstituten.',
          },
          {
            title: 'Epigenetische Wissenschaft',
            text: 'Formeln, die der Haut helfen, ihre jugendlichen Eigenschaften länger zu bewahren.',
          },
        ],
        fullWidth: {
          title: 'Mitglied werden',
          text: 'Legen Sie ein Konto an, speichern Sie Ihre Favoriten, verfolgen Sie Ihre Bestellungen und wählen Sie Ihre Kosmetikerin. Mitglieder entdecken neue Produkte als Erste.',
          linkLabel: 'Konto anlegen',
          link: link.register('de'),
        },
      },
      fr: {
        slug: 'home',
        title: 'Des soins qui comprennent vos gènes',
        subtitle: 'Soins épigénétiques professionnels venus de Belgique',
        description:
          'Développés avec des esthéticiennes, pour chaque âge et chaque peau : Blue, Black, Gold et Grey.',
        body: [
          'Vyrelle développe des soins professionnels qui agissent avec la biologie de votre peau, et non contre elle. Quatre lignes, une philosophie : aider la peau à faire ce qu’elle fait de mieux.',
        ],
        sections: [
          {
            title: 'Livraison offerte',
            text: 'Livraison offerte dès 125 € en Belgique, aux Pays-Bas et en Allemagne.',
          },
          {
            title: 'Avec les professionnels',
            text: 'Développés et testés avec des esthéticiennes dans plus de trente instituts partenaires.',
          },
          {
            title: 'Science épigénétique',
            text: 'Des formules qui aident la peau à préserver plus longtemps ses qualités de jeunesse.',
          },
        ],
        fullWidth: {
          title: 'Devenez membre',
          text: 'Créez un compte pour enregistrer vos favoris, suivre vos commandes et choisir votre esthéticienne. Les membres découvrent les nouveautés en premier.',
          linkLabel: 'Créer un compte',
          link: link.register('fr'),
        },
      },
    },
  },
  {
    key: 'about',
    type: 'page',
    date: '2024-09-01',
    tags: [],
    tone: 'sand',
    texts: {
      nl: {
        slug: 'over-ons',
        title: 'Ons verhaal',
        subtitle: 'Van schoonheidsinstituut tot epigenetisch huidverzorgingsmerk',
        description:
          'Vyrelle ontstond in Gent, in het instituut van een schoonheidsspecialiste die betere producten wilde voor haar klanten.',
        body: [
          'Alles begon met een vraag van klanten in ons instituut in Gent: waarom ziet mijn huid er na een behandeling zo goed uit, en waarom houdt dat thuis niet aan? Het antwoord lag in de verzorging tussen twee behandelingen.',
          'Samen met biologen en cosmetische chemici gingen we op zoek naar formules die verder gaan dan hydrateren. De epigenetica gaf ons een nieuw inzicht: de omgeving bepaalt mee hoe onze genen zich gedragen, en dus ook hoe de huid veroudert.',
          ['h2', 'Vier lijnen, één filosofie'],
          [
            'ul',
            [
              '<strong>Blue</strong> brengt met probiotica de jonge, onrustige huid in balans.',
              '<strong>Black</strong> beschermt de huid met een epigenetisch schild.',
              '<strong>Gold</strong> stimuleert met peptiden de rijpere huid.',
              '<strong>Grey</strong> vult aan met zonbescherming, lichaamsverzorging en supplementen.',
            ],
          ],
          'Vandaag werken meer dan dertig partnerinstituten in België, Nederland en Duitsland met onze producten. Elke formule wordt nog altijd getest in de salon voor ze in de webshop komt.',
        ],
      },
      en: {
        slug: 'about-us',
        title: 'Our story',
        subtitle: 'From beauty salon to epigenetic skincare brand',
        description:
          'Vyrelle was born in Ghent, in the salon of a skin therapist who wanted better products for her clients.',
        body: [
          'It all started with a question from clients at our salon in Ghent: why does my skin look so good after a treatment, and why does that not last at home? The answer lay in the care between two treatments.',
          'Together with biologists and cosmetic chemists, we set out to find formulas that go further than hydration. Epigenetics gave us a new insight: our environment helps decide how our genes behave, and so how our skin ages.',
          ['h2', 'Four lines, one philosophy'],
          [
            'ul',
            [
              '<strong>Blue</strong> rebalances young, restless skin with probiotics.',
              '<strong>Black</strong> protects the skin with an epigenetic shield.',
              '<strong>Gold</strong> stimulates mature skin with peptides.',
              '<strong>Grey</strong> completes them with sun protection, body care and supplements.',
            ],
          ],
          'Today more than thirty partner salons in Belgium, the Netherlands and Germany work with our products. Every formula is still tested in the salon before it reaches the online shop.',
        ],
      },
      de: {
        slug: 'unsere-story',
        title: 'Unsere Geschichte',
        subtitle: 'Vom Kosmetikinstitut zur epigenetischen Hautpflegemarke',
        description:
          'Vyrelle entstand in Gent, im Institut einer Kosmetikerin, die bessere Produkte für ihre Kundinnen wollte.',
        body: [
          'Alles begann mit einer Frage unserer Kundinnen in Gent: Warum sieht meine Haut nach einer Behandlung so gut aus, und warum hält das zu Hause nicht an? Die Antwort lag in der Pflege zwischen zwei Behandlungen.',
          'Gemeinsam mit Biologen und Kosmetikchemikern suchten wir nach Formeln, die über Feuchtigkeit hinausgehen. Die Epigenetik brachte uns eine neue Erkenntnis: Unsere Umgebung bestimmt mit, wie sich unsere Gene verhalten, und damit auch, wie die Haut altert.',
          ['h2', 'Vier Linien, eine Philosophie'],
          [
            'ul',
            [
              '<strong>Blue</strong> bringt junge, unruhige Haut mit Probiotika ins Gleichgewicht.',
              '<strong>Black</strong> schützt die Haut mit einem epigenetischen Schutzschild.',
              '<strong>Gold</strong> regt reife Haut mit Peptiden an.',
              '<strong>Grey</strong> ergänzt mit Sonnenschutz, Körperpflege und Nahrungsergänzung.',
            ],
          ],
          'Heute arbeiten mehr als dreißig Partnerinstitute in Belgien, den Niederlanden und Deutschland mit unseren Produkten. Jede Formel wird immer noch im Institut getestet, bevor sie in den Onlineshop kommt.',
        ],
      },
      fr: {
        slug: 'a-propos',
        title: 'Notre histoire',
        subtitle: 'De l’institut de beauté à la marque de soins épigénétiques',
        description:
          'Vyrelle est née à Gand, dans l’institut d’une esthéticienne qui voulait de meilleurs produits pour ses clientes.',
        body: [
          'Tout a commencé par une question de clientes dans notre institut de Gand : pourquoi ma peau est-elle si belle après un soin, et pourquoi cela ne dure-t-il pas à la maison ? La réponse résidait dans les soins entre deux rendez-vous.',
          'Avec des biologistes et des chimistes cosméticiens, nous avons cherché des formules qui aillent au-delà de l’hydratation. L’épigénétique nous a ouvert une nouvelle perspective : notre environnement influence le comportement de nos gènes, et donc le vieillissement de la peau.',
          ['h2', 'Quatre lignes, une philosophie'],
          [
            'ul',
            [
              '<strong>Blue</strong> rééquilibre les peaux jeunes et réactives grâce aux probiotiques.',
              '<strong>Black</strong> protège la peau d’un bouclier épigénétique.',
              '<strong>Gold</strong> stimule les peaux matures grâce aux peptides.',
              '<strong>Grey</strong> complète l’ensemble avec protection solaire, soins du corps et compléments.',
            ],
          ],
          'Aujourd’hui, plus de trente instituts partenaires en Belgique, aux Pays-Bas et en Allemagne travaillent avec nos produits. Chaque formule est toujours testée en institut avant d’arriver dans la boutique en ligne.',
        ],
      },
    },
  },
  {
    key: 'sustainability',
    type: 'page',
    date: '2024-09-01',
    tags: [],
    tone: 'grey',
    texts: {
      nl: {
        slug: 'duurzaam',
        title: 'Duurzaamheid',
        subtitle: 'Mooi voor je huid, zorgvuldig voor de planeet',
        description: 'Hoe we verpakking, ingrediënten en productie zo verantwoord mogelijk maken.',
        body: [
          'Huidverzorging die je elke dag gebruikt, laat elke dag een voetafdruk na. Daarom maken we bij elke formule en elke verpakking bewuste keuzes.',
          [
            'ul',
            [
              '<strong>Verpakking:</strong> flacons en potten uit gerecycleerd glas en PCR-plastic, doosjes van FSC-karton zonder plastic folie.',
              '<strong>Ingrediënten:</strong> geen microplastics, jojobaparels in plaats van plastic korrels, plantaardige squalaan in plaats van haaienlever.',
              '<strong>Dierproefvrij:</strong> we testen nooit op dieren, en onze leveranciers evenmin.',
              '<strong>Productie:</strong> onze formules worden in België gemaakt, dicht bij onze partners, met korte transportwegen.',
            ],
          ],
          'We zijn er nog niet. Tegen 2027 willen we voor onze bestsellers navullingen aanbieden, en we rapporteren elk jaar openlijk over onze vooruitgang.',
        ],
      },
      en: {
        slug: 'sustainability',
        title: 'Sustainability',
        subtitle: 'Beautiful for your skin, careful with the planet',
        description:
          'How we make packaging, ingredients and production as responsible as possible.',
        body: [
          'Skincare you use every day leaves a footprint every day. That is why we make conscious choices with every formula and every pack.',
          [
            'ul',
            [
              '<strong>Packaging:</strong> bottles and jars made of recycled glass and PCR plastic, boxes of FSC board without plastic film.',
              '<strong>Ingredients:</strong> no microplastics, jojoba beads instead of plastic grains, plant-based squalane instead of shark liver.',
              '<strong>Cruelty-free:</strong> we never test on animals, and neither do our suppliers.',
              '<strong>Production:</strong> our formulas are made in Belgium, close to our partners, with short transport routes.',
            ],
          ],
          'We are not there yet. By 2027 we want to offer refills for our best sellers, and we report openly on our progress every year.',
        ],
      },
      de: {
        slug: 'nachhaltig',
        title: 'Nachhaltigkeit',
        subtitle: 'Schön für Ihre Haut, sorgsam mit dem Planeten',
        description:
          'Wie wir Verpackung, Inhaltsstoffe und Herstellung so verantwortungsvoll wie möglich gestalten.',
        body: [
          'Hautpflege, die Sie täglich verwenden, hinterlässt täglich einen Fußabdruck. Deshalb treffen wir bei jeder Formel und jeder Verpackung bewusste Entscheidungen.',
          [
            'ul',
            [
              '<strong>Verpackung:</strong> Flaschen und Tiegel aus recyceltem Glas und PCR-Kunststoff, Schachteln aus FSC-Karton ohne Plastikfolie.',
              '<strong>Inhaltsstoffe:</strong> kein Mikroplastik, Jojobaperlen statt Kunststoffkörnchen, pflanzliches Squalan statt Haifischleber.',
              '<strong>Tierversuchsfrei:</strong> Wir testen nie an Tieren, und unsere Lieferanten ebenso wenig.',
              '<strong>Herstellung:</strong> Unsere Formeln werden in Belgien hergestellt, nahe bei unseren Partnern, mit kurzen Transportwegen.',
            ],
          ],
          'Wir sind noch nicht am Ziel. Bis 2027 möchten wir für unsere Bestseller Nachfüllpackungen anbieten, und wir berichten jedes Jahr offen über unsere Fortschritte.',
        ],
      },
      fr: {
        slug: 'durabilite',
        title: 'Durabilité',
        subtitle: 'Beau pour votre peau, respectueux de la planète',
        description:
          'Comment nous rendons emballages, ingrédients et production aussi responsables que possible.',
        body: [
          'Un soin utilisé chaque jour laisse chaque jour une empreinte. C’est pourquoi nous faisons des choix conscients pour chaque formule et chaque emballage.',
          [
            'ul',
            [
              '<strong>Emballages :</strong> flacons et pots en verre recyclé et en plastique PCR, étuis en carton FSC sans film plastique.',
              '<strong>Ingrédients :</strong> pas de microplastiques, des perles de jojoba au lieu de grains plastiques, du squalane végétal au lieu de foie de requin.',
              '<strong>Sans cruauté :</strong> nous ne testons jamais sur les animaux, nos fournisseurs non plus.',
              '<strong>Production :</strong> nos formules sont fabriquées en Belgique, près de nos partenaires, avec des trajets de transport courts.',
            ],
          ],
          'Nous n’y sommes pas encore. D’ici 2027, nous voulons proposer des recharges pour nos best-sellers, et nous rendons compte chaque année de nos progrès en toute transparence.',
        ],
      },
    },
  },
  {
    key: 'epigenetics',
    type: 'page',
    date: '2024-09-01',
    tags: [],
    tone: 'black',
    texts: {
      nl: {
        slug: 'epigenetica',
        title: 'Epigenetica',
        subtitle: 'De wetenschap achter onze formules',
        description:
          'Wat epigenetica is, wat ze betekent voor je huid en hoe we ze vertalen naar huidverzorging.',
        body: [
          'Je DNA verandert je leven lang nauwelijks. Toch verandert je huid voortdurend. Epigenetica verklaart dat verschil: ze beschrijft hoe genen aan- en uitgezet worden door chemische merktekens, bijvoorbeeld methylgroepen op het DNA.',
          ['h2', 'Wat heeft dat met je huid te maken?'],
          'Onderzoek toont dat het patroon van die merktekens in de huid verandert met de leeftijd, en sneller bij veel zon, roken of stress. Genen die collageen aanmaken worden stiller, genen die ontstekingen en afbraak sturen luider.',
          ['h2', 'Onze aanpak'],
          [
            'ol',
            [
              '<strong>Beschermen</strong> tegen de factoren die ongunstige merktekens zetten: uv, vervuiling, oxidatieve stress.',
              '<strong>Ondersteunen</strong> van de processen waarmee de huid zich herstelt, met probiotica, peptiden en antioxidanten.',
              '<strong>Respecteren</strong> van de huidbarrière en het microbioom: een gezonde huid is een huid in evenwicht.',
            ],
          ],
          `Ontdek hoe dat werkt in de ${a(link.collection('nl', 'black'), 'Black-lijn')}, of lees het artikel ${a('/nl/magazine/epigenetica-je-genen-zijn-geen-lot', 'Epigenetica: je genen zijn geen lot')}.`,
        ],
      },
      en: {
        slug: 'epigenetics',
        title: 'Epigenetics',
        subtitle: 'The science behind our formulas',
        description:
          'What epigenetics is, what it means for your skin and how we translate it into skincare.',
        body: [
          'Your DNA hardly changes in a lifetime. Yet your skin changes all the time. Epigenetics explains the difference: it describes how genes are switched on and off by chemical marks, such as methyl groups on the DNA.',
          ['h2', 'What does that have to do with your skin?'],
          'Research shows that the pattern of those marks in the skin changes with age, and faster with a lot of sun, smoking or stress. Genes that build collagen grow quieter; genes that drive inflammation and breakdown grow louder.',
          ['h2', 'Our approach'],
          [
            'ol',
            [
              '<strong>Protect</strong> against the factors that set unfavourable marks: UV, pollution, oxidative stress.',
              '<strong>Support</strong> the processes the skin uses to repair itself, with probiotics, peptides and antioxidants.',
              '<strong>Respect</strong> the skin barrier and the microbiome: healthy skin is skin in balance.',
            ],
          ],
          `Discover how it works in the ${a(link.collection('en', 'black'), 'Black line')}, or read the article ${a('/en/magazine/epigenetics-your-genes-are-not-your-destiny', 'Epigenetics: your genes are not your destiny')}.`,
        ],
      },
      de: {
        slug: 'epigenetics',
        title: 'Epigenetik',
        subtitle: 'Die Wissenschaft hinter unseren Formeln',
        description:
          'Was Epigenetik ist, was sie für Ihre Haut bedeutet und wie wir sie in Hautpflege übersetzen.',
        body: [
          'Ihre DNA verändert sich im Laufe des Lebens kaum. Ihre Haut dagegen ständig. Die Epigenetik erklärt diesen Unterschied: Sie beschreibt, wie Gene durch chemische Markierungen, etwa Methylgruppen an der DNA, an- und ausgeschaltet werden.',
          ['h2', 'Was hat das mit Ihrer Haut zu tun?'],
          'Studien zeigen, dass sich das Muster dieser Markierungen in der Haut mit dem Alter verändert, und zwar schneller bei viel Sonne, Rauchen oder Stress. Gene, die Kollagen bilden, werden leiser; Gene, die Entzündung und Abbau steuern, lauter.',
          ['h2', 'Unser Ansatz'],
          [
            'ol',
            [
              '<strong>Schützen</strong> vor den Faktoren, die ungünstige Markierungen setzen: UV-Strahlung, Umweltbelastung, oxidativer Stress.',
              '<strong>Unterstützen</strong> der Prozesse, mit denen sich die Haut regeneriert, mit Probiotika, Peptiden und Antioxidantien.',
              '<strong>Respektieren</strong> der Hautbarriere und des Mikrobioms: Gesunde Haut ist Haut im Gleichgewicht.',
            ],
          ],
          `Entdecken Sie, wie das in der ${a(link.collection('de', 'black'), 'Black-Linie')} funktioniert, oder lesen Sie den Artikel ${a('/de/presse/epigenetik-ihre-gene-sind-kein-schicksal', 'Epigenetik: Ihre Gene sind kein Schicksal')}.`,
        ],
      },
      fr: {
        slug: 'epigenetique',
        title: 'Épigénétique',
        subtitle: 'La science derrière nos formules',
        description:
          'Ce qu’est l’épigénétique, ce qu’elle signifie pour votre peau et comment nous la traduisons en soins.',
        body: [
          'Votre ADN change à peine au cours d’une vie. Votre peau, elle, change sans cesse. L’épigénétique explique cette différence : elle décrit comment les gènes sont activés ou désactivés par des marques chimiques, comme les groupes méthyle fixés sur l’ADN.',
          ['h2', 'Quel rapport avec votre peau ?'],
          'Les recherches montrent que le profil de ces marques dans la peau évolue avec l’âge, et plus vite en cas de soleil intense, de tabac ou de stress. Les gènes qui fabriquent le collagène se mettent en sourdine ; ceux qui pilotent l’inflammation et la dégradation s’amplifient.',
          ['h2', 'Notre approche'],
          [
            'ol',
            [
              '<strong>Protéger</strong> contre les facteurs qui posent des marques défavorables : UV, pollution, stress oxydatif.',
              '<strong>Soutenir</strong> les processus de réparation de la peau, avec probiotiques, peptides et antioxydants.',
              '<strong>Respecter</strong> la barrière cutanée et le microbiome : une peau saine est une peau en équilibre.',
            ],
          ],
          `Découvrez comment cela fonctionne dans la ${a(link.collection('fr', 'black'), 'ligne Black')}, ou lisez l’article ${a('/fr/magazine/epigenetique-vos-genes-ne-sont-pas-une-fatalite', 'Épigénétique : vos gènes ne sont pas une fatalité')}.`,
        ],
      },
    },
  },
  PRIVACY_PAGE,
  {
    key: 'impressum',
    type: 'page',
    date: '2024-09-01',
    tags: [],
    tone: 'grey',
    texts: {
      nl: {
        slug: 'impressum',
        title: 'Impressum',
        subtitle: 'Wettelijke vermeldingen',
        description: 'De gegevens van de onderneming achter Vyrelle.',
        body: [
          '<strong>Vyrelle NV</strong><br>Lindenlaan 14<br>9000 Gent, België',
          'Ondernemingsnummer: BE 0712.345.678<br>Btw-nummer: BE 0712.345.678<br>RPR Gent',
          'E-mail: contact@vyrelle.example<br>Telefoon: +32 9 000 00 00',
          'Verantwoordelijk uitgever: de raad van bestuur van Vyrelle NV.',
        ],
      },
      en: {
        slug: 'impressum',
        title: 'Imprint',
        subtitle: 'Legal notice',
        description: 'The details of the company behind Vyrelle.',
        body: [
          '<strong>Vyrelle NV</strong><br>Lindenlaan 14<br>9000 Ghent, Belgium',
          'Company number: BE 0712.345.678<br>VAT number: BE 0712.345.678<br>Register of legal entities, Ghent',
          'E-mail: contact@vyrelle.example<br>Telephone: +32 9 000 00 00',
          'Responsible publisher: the board of directors of Vyrelle NV.',
        ],
      },
      de: {
        slug: 'impressum',
        title: 'Impressum',
        subtitle: 'Angaben gemäß gesetzlicher Informationspflicht',
        description: 'Die Angaben zum Unternehmen hinter Vyrelle.',
        body: [
          '<strong>Vyrelle NV</strong><br>Lindenlaan 14<br>9000 Gent, Belgien',
          'Unternehmensnummer: BE 0712.345.678<br>USt-IdNr.: BE 0712.345.678<br>Register der juristischen Personen Gent',
          'E-Mail: contact@vyrelle.example<br>Telefon: +32 9 000 00 00',
          'Verantwortlich für den Inhalt: der Verwaltungsrat der Vyrelle NV.',
        ],
      },
      fr: {
        slug: 'mentions-legales',
        title: 'Mentions légales',
        subtitle: 'Informations légales',
        description: 'Les coordonnées de la société derrière Vyrelle.',
        body: [
          '<strong>Vyrelle SA</strong><br>Lindenlaan 14<br>9000 Gand, Belgique',
          'Numéro d’entreprise : BE 0712.345.678<br>Numéro de TVA : BE 0712.345.678<br>RPM Gand',
          'E-mail : contact@vyrelle.example<br>Téléphone : +32 9 000 00 00',
          'Éditeur responsable : le conseil d’administration de Vyrelle SA.',
        ],
      },
    },
  },
  {
    key: 'terms',
    type: 'page',
    date: '2024-09-01',
    tags: [],
    tone: 'grey',
    texts: {
      nl: {
        slug: 'algemene-voorwaarden',
        title: 'Algemene voorwaarden',
        subtitle: 'Voor bestellingen in onze webshop',
        description: 'De voorwaarden die gelden voor elke bestelling bij Vyrelle.',
        body: [
          ['h2', '1. Prijzen'],
          'Alle prijzen zijn in euro, inclusief btw. De verzendkosten worden vóór de betaling getoond. Levering is gratis vanaf € 125 in België, Nederland en Duitsland.',
          ['h2', '2. Bestellen'],
          'Je kunt bestellen met of zonder account, en met of zonder een schoonheidsspecialist te kiezen. De overeenkomst komt tot stand zodra we je betaling ontvangen.',
          ['h2', '3. Betalen'],
          'Je betaalt veilig met Bancontact, iDEAL of kredietkaart.',
          ['h2', '4. Levering en retour'],
          `Bestellingen vertrekken binnen maximaal 2 werkdagen. Je kunt de overeenkomst binnen 14 dagen na levering herroepen (zie punt 6); je wordt binnen 7 werkdagen nadat we je pakket ontvangen hebben terugbetaald. Alle details vind je op onze ${a('/nl/verzending', 'pagina over verzending')}.`,
          ['h2', '5. Klachten'],
          'Heb je een klacht? Neem contact met ons op via contact@vyrelle.example. We antwoorden binnen twee werkdagen.',
          ['h2', '6. Herroepingsrecht'],
          `Je hebt het recht om binnen 14 dagen zonder opgave van redenen de overeenkomst te herroepen. De herroepingstermijn verstrijkt 14 dagen na de dag waarop jij, of een door jou aangewezen derde, de goederen fysiek in bezit krijgt. Om je herroepingsrecht uit te oefenen, gebruik je de ${a('/nl/herroeping', 'herroepingsfunctie')} (de link „Herroepen” onderaan elke pagina, of de knop „Overeenkomst hier herroepen” bij je bestelling), of je stuurt ons een ondubbelzinnige verklaring, bijvoorbeeld met het modelformulier hieronder. We bevestigen de ontvangst meteen per e-mail.`,
          'We betalen alle betalingen die we van je ontvangen hebben, inclusief de standaardleveringskosten, terug met hetzelfde betaalmiddel: binnen 7 werkdagen nadat we de goederen terug ontvangen hebben, en in elk geval uiterlijk 14 dagen nadat we je herroeping ontvangen hebben. Stuur de goederen binnen 14 dagen na je herroeping terug; de rechtstreekse kosten van het terugzenden zijn voor jou.',
          'Uitzondering: verzegelde verzorgingsproducten die om redenen van gezondheidsbescherming of hygiëne niet geschikt zijn om te worden teruggezonden en waarvan de verzegeling na de levering is verbroken (artikel VI.53, 5° WER; artikel 16, e, van Richtlijn 2011/83/EU). Geef daarom bij elk artikel aan of het ongeopend is.',
          ['h3', 'Modelformulier voor herroeping'],
          '(dit formulier alleen invullen en terugzenden als je de overeenkomst wilt herroepen)',
          [
            'ul',
            [
              'Aan: Vyrelle NV, Lindenlaan 14, 9000 Gent, België, contact@vyrelle.example',
              'Ik/Wij (*) deel/delen (*) u hierbij mede dat ik/wij (*) onze overeenkomst betreffende de verkoop van de volgende goederen/levering van de volgende dienst (*) herroep/herroepen (*):',
              'Besteld op (*)/ontvangen op (*):',
              'Naam/Namen consument(en):',
              'Adres consument(en):',
              'Handtekening van consument(en) (alleen wanneer dit formulier op papier wordt ingediend):',
              'Datum:',
            ],
          ],
          '(*) Doorhalen wat niet van toepassing is.',
        ],
      },
      en: {
        slug: 'terms',
        title: 'Terms and conditions',
        subtitle: 'For orders in our online shop',
        description: 'The conditions that apply to every order with Vyrelle.',
        body: [
          ['h2', '1. Prices'],
          'All prices are in euro, VAT included. Shipping costs are shown before payment. Delivery is free from € 125 in Belgium, the Netherlands and Germany.',
          ['h2', '2. Ordering'],
          'You can order with or without an account, and with or without choosing a skin therapist. The contract is concluded once we receive your payment.',
          ['h2', '3. Payment'],
          'You pay securely with Bancontact, iDEAL or credit card.',
          ['h2', '4. Delivery and returns'],
          `Orders leave within 2 working days at most. You can withdraw from the contract within 14 days of delivery (see section 6); you are refunded within 7 working days of us receiving your parcel. You will find all details on our ${a('/en/shipping', 'shipping page')}.`,
          ['h2', '5. Complaints'],
          'Do you have a complaint? Contact us at contact@vyrelle.example. We reply within two working days.',
          ['h2', '6. Right of withdrawal'],
          `You have the right to withdraw from this contract within 14 days without giving any reason. The withdrawal period expires after 14 days from the day on which you, or a third party other than the carrier indicated by you, acquire physical possession of the goods. To exercise the right of withdrawal, use our ${a('/en/withdrawal', 'withdrawal function')} (the “Withdraw from contract” link at the bottom of every page, or the “Withdraw from contract here” button on your order), or send us a clear statement, for example with the model form below. We confirm receipt by e-mail at once.`,
          'We reimburse all payments received from you, including the costs of standard delivery, using the same means of payment: within 7 working days of receiving the goods back, and in any case no later than 14 days from the day we are informed of your withdrawal. Send the goods back within 14 days of your withdrawal; you bear the direct cost of returning them.',
          'Exception: sealed care products which are not suitable for return for health protection or hygiene reasons and were unsealed after delivery (Article 16(e) of Directive 2011/83/EU). Please tell us for each item whether it is unopened.',
          ['h3', 'Model withdrawal form'],
          '(complete and return this form only if you wish to withdraw from the contract)',
          [
            'ul',
            [
              'To: Vyrelle NV, Lindenlaan 14, 9000 Ghent, Belgium, contact@vyrelle.example',
              'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*):',
              'Ordered on (*)/received on (*):',
              'Name of consumer(s):',
              'Address of consumer(s):',
              'Signature of consumer(s) (only if this form is notified on paper):',
              'Date:',
            ],
          ],
          '(*) Delete as appropriate.',
        ],
      },
      de: {
        slug: 'agb',
        title: 'Allgemeine Geschäftsbedingungen',
        subtitle: 'Für Bestellungen in unserem Onlineshop',
        description: 'Die Bedingungen, die für jede Bestellung bei Vyrelle gelten.',
        body: [
          ['h2', '1. Preise'],
          'Alle Preise verstehen sich in Euro inklusive Mehrwertsteuer. Die Versandkosten werden vor der Zahlung angezeigt. Ab 125 € ist die Lieferung nach Belgien, in die Niederlande und nach Deutschland kostenlos.',
          ['h2', '2. Bestellen'],
          'Sie können mit oder ohne Konto bestellen, und mit oder ohne Wahl einer Kosmetikerin. Der Vertrag kommt zustande, sobald Ihre Zahlung eingegangen ist.',
          ['h2', '3. Zahlung'],
          'Sie zahlen sicher mit Bancontact, iDEAL oder Kreditkarte.',
          ['h2', '4. Lieferung und Rücksendung'],
          `Bestellungen verlassen unser Lager innerhalb von höchstens 2 Werktagen. Sie können den Vertrag innerhalb von 14 Tagen nach der Lieferung widerrufen (siehe Punkt 6); die Erstattung erfolgt innerhalb von 7 Werktagen nach Eingang Ihres Pakets. Alle Einzelheiten finden Sie auf unserer ${a('/de/versand', 'Versandseite')}.`,
          ['h2', '5. Beschwerden'],
          'Haben Sie eine Beschwerde? Schreiben Sie uns an contact@vyrelle.example. Wir antworten innerhalb von zwei Werktagen.',
          ['h2', '6. Widerrufsrecht'],
          `Sie haben das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt 14 Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben. Um Ihr Widerrufsrecht auszuüben, nutzen Sie unsere ${a('/de/widerruf', 'Widerrufsfunktion')} (den Link „Vertrag widerrufen“ unten auf jeder Seite oder die Schaltfläche „Vertrag hier widerrufen“ bei Ihrer Bestellung), oder Sie senden uns eine eindeutige Erklärung, zum Beispiel mit dem Muster-Widerrufsformular unten. Wir bestätigen den Eingang sofort per E-Mail.`,
          'Wir erstatten alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Standardlieferkosten, über dasselbe Zahlungsmittel: innerhalb von 7 Werktagen nach Eingang der Waren und spätestens binnen 14 Tagen ab dem Tag, an dem Ihr Widerruf bei uns eingegangen ist. Senden Sie die Waren binnen 14 Tagen nach Ihrem Widerruf zurück; Sie tragen die unmittelbaren Kosten der Rücksendung.',
          'Ausnahme: versiegelte Pflegeprodukte, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde (Artikel 16 Buchstabe e der Richtlinie 2011/83/EU). Geben Sie deshalb bei jedem Artikel an, ob er ungeöffnet ist.',
          ['h3', 'Muster-Widerrufsformular'],
          '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
          [
            'ul',
            [
              'An: Vyrelle NV, Lindenlaan 14, 9000 Gent, Belgien, contact@vyrelle.example',
              'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*):',
              'Bestellt am (*)/erhalten am (*):',
              'Name des/der Verbraucher(s):',
              'Anschrift des/der Verbraucher(s):',
              'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
              'Datum:',
            ],
          ],
          '(*) Unzutreffendes streichen.',
        ],
      },
      fr: {
        slug: 'conditions-generales',
        title: 'Conditions générales de vente',
        subtitle: 'Pour les commandes dans notre boutique en ligne',
        description: 'Les conditions applicables à chaque commande chez Vyrelle.',
        body: [
          ['h2', '1. Prix'],
          'Tous les prix sont en euros, TVA comprise. Les frais de livraison sont affichés avant le paiement. La livraison est offerte dès 125 € en Belgique, aux Pays-Bas et en Allemagne.',
          ['h2', '2. Commande'],
          'Vous pouvez commander avec ou sans compte, et avec ou sans choisir d’esthéticienne. Le contrat est conclu dès réception de votre paiement.',
          ['h2', '3. Paiement'],
          'Vous payez en toute sécurité par Bancontact, iDEAL ou carte de crédit.',
          ['h2', '4. Livraison et retours'],
          `Les commandes partent en 2 jours ouvrables au maximum. Vous pouvez vous rétracter du contrat dans les 14 jours suivant la livraison (voir point 6) ; le remboursement intervient dans les 7 jours ouvrables après réception de votre colis. Tous les détails figurent sur notre ${a('/fr/expedition', 'page Livraison')}.`,
          ['h2', '5. Réclamations'],
          'Une réclamation ? Écrivez-nous à contact@vyrelle.example. Nous répondons dans les deux jours ouvrables.',
          ['h2', '6. Droit de rétractation'],
          `Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de 14 jours. Le délai de rétractation expire 14 jours après le jour où vous, ou un tiers autre que le transporteur et désigné par vous, prenez physiquement possession des biens. Pour exercer le droit de rétractation, utilisez notre ${a('/fr/retractation', 'fonction de rétractation')} (le lien « Se rétracter » en bas de chaque page, ou le bouton « Se rétracter du contrat ici » de votre commande), ou envoyez-nous une déclaration dénuée d’ambiguïté, par exemple avec le modèle de formulaire ci-dessous. Nous accusons réception aussitôt par e-mail.`,
          'Nous vous remboursons tous les paiements reçus de vous, y compris les frais de livraison standard, avec le même moyen de paiement : dans les 7 jours ouvrables après réception des biens, et au plus tard 14 jours à compter du jour où nous sommes informés de votre rétractation. Renvoyez les biens dans les 14 jours suivant votre rétractation ; les frais directs de renvoi sont à votre charge.',
          'Exception : les produits de soin scellés qui ne peuvent être renvoyés pour des raisons de protection de la santé ou d’hygiène et qui ont été descellés après la livraison (article VI.53, 5° CDE ; article 16, e), de la directive 2011/83/UE). Indiquez donc pour chaque article s’il est non ouvert.',
          ['h3', 'Modèle de formulaire de rétractation'],
          '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
          [
            'ul',
            [
              'À l’attention de : Vyrelle SA, Lindenlaan 14, 9000 Gand, Belgique, contact@vyrelle.example',
              'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
              'Commandé le (*)/reçu le (*) :',
              'Nom du (des) consommateur(s) :',
              'Adresse du (des) consommateur(s) :',
              'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
              'Date :',
            ],
          ],
          '(*) Rayez la mention inutile.',
        ],
      },
    },
  },
  {
    key: 'shipping',
    type: 'page',
    date: '2024-09-01',
    tags: [],
    tone: 'sand',
    texts: {
      nl: {
        slug: 'verzending',
        title: 'Verzending en retour',
        subtitle: 'Snel bij jou, zorgeloos terug',
        description: 'Levertermijnen, verzendkosten, retourneren en terugbetaling.',
        body: [
          ['h2', 'Levering'],
          [
            'ul',
            [
              '<strong>Gratis levering vanaf € 125</strong> in België, Nederland en Duitsland.',
              'Je bestelling vertrekt binnen <strong>maximaal 2 werkdagen</strong>.',
              'De gemiddelde levertijd is <strong>3 à 4 werkdagen</strong>.',
              'Buiten de EU worden de verzendkosten en de leverdatum berekend bij het afrekenen.',
            ],
          ],
          ['h2', 'Retourneren'],
          `Niet tevreden? Je kunt je aankoop binnen <strong>14 dagen na levering</strong> zonder opgave van redenen herroepen, met de knop „Overeenkomst hier herroepen” bij je bestelling of via de ${a('/nl/herroeping', 'herroepingspagina')} (bestelnummer en e-mailadres volstaan). Je krijgt meteen een ontvangstbevestiging per e-mail; stuur de artikelen daarna binnen 14 dagen terug. Verzegelde verzorgingsproducten die na levering geopend zijn, kunnen om hygiënische redenen uitgesloten zijn.`,
          ['h2', 'Terugbetaling'],
          'Zodra we je pakket hebben ontvangen en gecontroleerd, betalen we je <strong>binnen 7 werkdagen</strong> terug via de betaalmethode die je gebruikte.',
        ],
      },
      en: {
        slug: 'shipping',
        title: 'Shipping and returns',
        subtitle: 'Quickly with you, easily returned',
        description: 'Delivery times, shipping costs, returns and refunds.',
        body: [
          ['h2', 'Delivery'],
          [
            'ul',
            [
              '<strong>Free delivery from € 125</strong> in Belgium, the Netherlands and Germany.',
              'Your order leaves within <strong>2 working days at most</strong>.',
              'Average delivery time is <strong>3 to 4 working days</strong>.',
              'Outside the EU, shipping costs and the delivery date are calculated at checkout.',
            ],
          ],
          ['h2', 'Returns'],
          `Not satisfied? You can withdraw from your purchase within <strong>14 days of delivery</strong> without giving any reason, with the “Withdraw from contract here” button on your order or on the ${a('/en/withdrawal', 'withdrawal page')} (your order number and e-mail address are enough). You get a confirmation of receipt by e-mail at once; then send the items back within 14 days. Sealed care products opened after delivery may be excluded for hygiene reasons.`,
          ['h2', 'Refunds'],
          'As soon as we have received and checked your parcel, we refund you <strong>within 7 working days</strong> using the payment method you used.',
        ],
      },
      de: {
        slug: 'versand',
        title: 'Versand und Rücksendung',
        subtitle: 'Schnell bei Ihnen, einfach zurück',
        description: 'Lieferzeiten, Versandkosten, Rücksendungen und Erstattung.',
        body: [
          ['h2', 'Lieferung'],
          [
            'ul',
            [
              '<strong>Kostenlose Lieferung ab 125 €</strong> nach Belgien, in die Niederlande und nach Deutschland.',
              'Ihre Bestellung verlässt unser Lager innerhalb von <strong>höchstens 2 Werktagen</strong>.',
              'Die durchschnittliche Lieferzeit beträgt <strong>3 bis 4 Werktage</strong>.',
              'Außerhalb der EU werden Versandkosten und Liefertermin an der Kasse berechnet.',
            ],
          ],
          ['h2', 'Rücksendung'],
          `Nicht zufrieden? Sie können Ihren Kauf innerhalb von <strong>14 Tagen nach der Lieferung</strong> ohne Angabe von Gründen widerrufen, mit der Schaltfläche „Vertrag hier widerrufen“ bei Ihrer Bestellung oder auf der ${a('/de/widerruf', 'Widerrufsseite')} (Bestellnummer und E-Mail-Adresse genügen). Sie erhalten sofort eine Eingangsbestätigung per E-Mail; senden Sie die Artikel danach innerhalb von 14 Tagen zurück. Versiegelte Pflegeprodukte, die nach der Lieferung geöffnet wurden, können aus Hygienegründen ausgeschlossen sein.`,
          ['h2', 'Erstattung'],
          'Sobald wir Ihr Paket erhalten und geprüft haben, erstatten wir den Betrag <strong>innerhalb von 7 Werktagen</strong> über die von Ihnen verwendete Zahlungsart.',
        ],
      },
      fr: {
        slug: 'expedition',
        title: 'Livraison et retours',
        subtitle: 'Vite chez vous, retour sans souci',
        description: 'Délais de livraison, frais d’envoi, retours et remboursements.',
        body: [
          ['h2', 'Livraison'],
          [
            'ul',
            [
              '<strong>Livraison offerte dès 125 €</strong> en Belgique, aux Pays-Bas et en Allemagne.',
              'Votre commande part en <strong>2 jours ouvrables maximum</strong>.',
              'Le délai de livraison moyen est de <strong>3 à 4 jours ouvrables</strong>.',
              'Hors de l’UE, les frais et la date de livraison sont calculés lors du paiement.',
            ],
          ],
          ['h2', 'Retours'],
          `Pas satisfait ? Vous pouvez vous rétracter de votre achat dans les <strong>14 jours suivant la livraison</strong> sans donner de motif, avec le bouton « Se rétracter du contrat ici » de votre commande ou sur la ${a('/fr/retractation', 'page de rétractation')} (numéro de commande et adresse e-mail suffisent). Vous recevez aussitôt un accusé de réception par e-mail ; renvoyez ensuite les articles dans les 14 jours. Les produits de soin scellés ouverts après la livraison peuvent être exclus pour des raisons d’hygiène.`,
          ['h2', 'Remboursement'],
          'Dès réception et contrôle de votre colis, nous vous remboursons <strong>dans les 7 jours ouvrables</strong> via le moyen de paiement utilisé.',
        ],
      },
    },
  },
];
