import type { Locale } from '../../../common/i18n/locale.js';
import type { FaqSection } from '../../../modules/content/content.constants.js';
import type { FaqItemInput } from '../../../modules/content/content.service.js';
import { a, link } from './blocks.js';

type QA = Record<Locale, [question: string, answer: string]>;

const ITEMS: [FaqSection, QA][] = [
  // ------------------------------------------------------------------ brand
  [
    'brand',
    {
      nl: [
        'Wat is Vyrelle?',
        'Vyrelle is een Belgisch merk van professionele epigenetische huidverzorging, ontwikkeld samen met schoonheidsspecialisten. We maken vier lijnen: Blue, Black, Gold en Grey.',
      ],
      en: [
        'What is Vyrelle?',
        'Vyrelle is a Belgian brand of professional epigenetic skincare, developed together with skin therapists. We make four lines: Blue, Black, Gold and Grey.',
      ],
      de: [
        'Was ist Vyrelle?',
        'Vyrelle ist eine belgische Marke für professionelle epigenetische Hautpflege, entwickelt gemeinsam mit Kosmetikerinnen. Wir bieten vier Linien an: Blue, Black, Gold und Grey.',
      ],
      fr: [
        'Qu’est-ce que Vyrelle ?',
        'Vyrelle est une marque belge de soins épigénétiques professionnels, développée avec des esthéticiennes. Nous proposons quatre lignes : Blue, Black, Gold et Grey.',
      ],
    },
  ],
  [
    'brand',
    {
      nl: [
        'Waar worden de producten gemaakt?',
        'Al onze formules worden in België ontwikkeld en geproduceerd, dicht bij onze partnerinstituten.',
      ],
      en: [
        'Where are the products made?',
        'All our formulas are developed and produced in Belgium, close to our partner salons.',
      ],
      de: [
        'Wo werden die Produkte hergestellt?',
        'Alle unsere Formeln werden in Belgien entwickelt und hergestellt, nahe bei unseren Partnerinstituten.',
      ],
      fr: [
        'Où les produits sont-ils fabriqués ?',
        'Toutes nos formules sont développées et fabriquées en Belgique, près de nos instituts partenaires.',
      ],
    },
  ],
  [
    'brand',
    {
      nl: [
        'Testen jullie op dieren?',
        'Nee. We testen nooit op dieren en werken alleen met leveranciers die dat evenmin doen.',
      ],
      en: [
        'Do you test on animals?',
        'No. We never test on animals and only work with suppliers who do not either.',
      ],
      de: [
        'Testen Sie an Tieren?',
        'Nein. Wir testen nie an Tieren und arbeiten nur mit Lieferanten, die das ebenfalls nicht tun.',
      ],
      fr: [
        'Testez-vous sur les animaux ?',
        'Non. Nous ne testons jamais sur les animaux et ne travaillons qu’avec des fournisseurs qui n’en font pas non plus.',
      ],
    },
  ],
  // ------------------------------------------------------------------ orders and returns
  [
    'orders-returns',
    {
      nl: [
        'Wat kost de verzending?',
        'De levering is gratis vanaf € 125 in België, Nederland en Duitsland. Voor landen buiten de EU worden de verzendkosten en de leverdatum berekend bij het afrekenen.',
      ],
      en: [
        'How much does shipping cost?',
        'Delivery is free from € 125 in Belgium, the Netherlands and Germany. For countries outside the EU, shipping costs and the delivery date are calculated at checkout.',
      ],
      de: [
        'Was kostet der Versand?',
        'Ab 125 € ist die Lieferung nach Belgien, in die Niederlande und nach Deutschland kostenlos. Für Länder außerhalb der EU werden Versandkosten und Liefertermin an der Kasse berechnet.',
      ],
      fr: [
        'Combien coûte la livraison ?',
        'La livraison est offerte dès 125 € en Belgique, aux Pays-Bas et en Allemagne. Hors de l’UE, les frais et la date de livraison sont calculés lors du paiement.',
      ],
    },
  ],
  [
    'orders-returns',
    {
      nl: [
        'Wanneer wordt mijn bestelling geleverd?',
        'Je bestelling vertrekt binnen maximaal 2 werkdagen. De gemiddelde levertijd is 3 à 4 werkdagen.',
      ],
      en: [
        'When will my order be delivered?',
        'Your order leaves within 2 working days at most. The average delivery time is 3 to 4 working days.',
      ],
      de: [
        'Wann wird meine Bestellung geliefert?',
        'Ihre Bestellung verlässt unser Lager innerhalb von höchstens 2 Werktagen. Die durchschnittliche Lieferzeit beträgt 3 bis 4 Werktage.',
      ],
      fr: [
        'Quand ma commande sera-t-elle livrée ?',
        'Votre commande part en 2 jours ouvrables au maximum. Le délai de livraison moyen est de 3 à 4 jours ouvrables.',
      ],
    },
  ],
  [
    'orders-returns',
    {
      nl: [
        'Kan ik een product terugsturen?',
        'Ja. Je kunt je aankoop binnen 14 dagen na levering zonder opgave van redenen herroepen, met de knop „Overeenkomst hier herroepen” bij je bestelling of via de link „Herroepen” onderaan elke pagina (bestelnummer en e-mailadres volstaan). Je krijgt meteen een ontvangstbevestiging per e-mail. Stuur de artikelen daarna binnen 14 dagen terug; we betalen je binnen 7 werkdagen terug nadat we je pakket hebben ontvangen. Verzegelde verzorgingsproducten die na levering geopend zijn, kunnen om hygiënische redenen uitgesloten zijn.',
      ],
      en: [
        'Can I return a product?',
        'Yes. You can withdraw from your purchase within 14 days of delivery without giving any reason, with the “Withdraw from contract here” button on your order or through the “Withdraw from contract” link at the bottom of every page (your order number and e-mail address are enough). You get a confirmation of receipt by e-mail at once. Then send the items back within 14 days; we refund you within 7 working days of receiving your parcel. Sealed care products opened after delivery may be excluded for hygiene reasons.',
      ],
      de: [
        'Kann ich ein Produkt zurücksenden?',
        'Ja. Sie können Ihren Kauf innerhalb von 14 Tagen nach der Lieferung ohne Angabe von Gründen widerrufen, mit der Schaltfläche „Vertrag hier widerrufen“ bei Ihrer Bestellung oder über den Link „Vertrag widerrufen“ unten auf jeder Seite (Bestellnummer und E-Mail-Adresse genügen). Sie erhalten sofort eine Eingangsbestätigung per E-Mail. Senden Sie die Artikel dann innerhalb von 14 Tagen zurück; wir erstatten den Betrag innerhalb von 7 Werktagen nach Eingang Ihres Pakets. Versiegelte Pflegeprodukte, die nach der Lieferung geöffnet wurden, können aus Hygienegründen ausgeschlossen sein.',
      ],
      fr: [
        'Puis-je renvoyer un produit ?',
        'Oui. Vous pouvez vous rétracter de votre achat dans les 14 jours suivant la livraison sans donner de motif, avec le bouton « Se rétracter du contrat ici » de votre commande ou le lien « Se rétracter » en bas de chaque page (numéro de commande et adresse e-mail suffisent). Vous recevez aussitôt un accusé de réception par e-mail. Renvoyez ensuite les articles dans les 14 jours ; nous vous remboursons dans les 7 jours ouvrables après réception de votre colis. Les produits de soin scellés ouverts après la livraison peuvent être exclus pour des raisons d’hygiène.',
      ],
    },
  ],
  [
    'orders-returns',
    {
      nl: [
        'Moet ik een schoonheidsspecialist kiezen om te bestellen?',
        'Nee. Je kunt ook als gast bestellen zonder een salon te kiezen. Een specialist kiezen kan altijd later in je account.',
      ],
      en: [
        'Do I have to choose a skin therapist to order?',
        'No. You can also order as a guest without choosing a salon. You can always choose a specialist later in your account.',
      ],
      de: [
        'Muss ich eine Kosmetikerin wählen, um zu bestellen?',
        'Nein. Sie können auch als Gast bestellen, ohne ein Institut zu wählen. Eine Spezialistin können Sie jederzeit später in Ihrem Konto wählen.',
      ],
      fr: [
        'Dois-je choisir une esthéticienne pour commander ?',
        'Non. Vous pouvez aussi commander en tant qu’invité sans choisir d’institut. Vous pourrez toujours choisir une spécialiste plus tard dans votre compte.',
      ],
    },
  ],
  [
    'orders-returns',
    {
      nl: ['Hoe kan ik betalen?', 'Je betaalt veilig met Bancontact, iDEAL of kredietkaart.'],
      en: ['How can I pay?', 'You pay securely with Bancontact, iDEAL or credit card.'],
      de: ['Wie kann ich bezahlen?', 'Sie zahlen sicher mit Bancontact, iDEAL oder Kreditkarte.'],
      fr: [
        'Comment puis-je payer ?',
        'Vous payez en toute sécurité par Bancontact, iDEAL ou carte de crédit.',
      ],
    },
  ],
  // ------------------------------------------------------------------ products
  [
    'products',
    {
      nl: [
        'Hoe lang kan ik een product gebruiken na opening?',
        'Minstens 6 maanden. Het symbool van het open potje op de verpakking geeft de exacte termijn per product aan.',
      ],
      en: [
        'How long can I use a product once opened?',
        'At least 6 months. The open-jar symbol on the packaging shows the exact period for each product.',
      ],
      de: [
        'Wie lange ist ein Produkt nach dem Öffnen haltbar?',
        'Mindestens 6 Monate. Das Symbol des offenen Tiegels auf der Verpackung zeigt die genaue Frist für jedes Produkt.',
      ],
      fr: [
        'Combien de temps puis-je utiliser un produit après ouverture ?',
        'Au moins 6 mois. Le symbole du pot ouvert sur l’emballage indique la durée exacte pour chaque produit.',
      ],
    },
  ],
  [
    'products',
    {
      nl: [
        'Hoeveel fruitzuur bevatten de peelings?',
        'Onze peelings bevatten 10% fruitzuur: genoeg voor zichtbaar resultaat en mild genoeg voor thuisgebruik. Gebruik overdag altijd zonbescherming.',
      ],
      en: [
        'How much fruit acid do the peels contain?',
        'Our peels contain 10% fruit acid: enough for visible results and gentle enough for home use. Always wear sun protection during the day.',
      ],
      de: [
        'Wie viel Fruchtsäure enthalten die Peelings?',
        'Unsere Peelings enthalten 10 % Fruchtsäure: genug für sichtbare Ergebnisse und mild genug für die Anwendung zu Hause. Tagsüber immer Sonnenschutz verwenden.',
      ],
      fr: [
        'Quelle quantité d’acides de fruits contiennent les peelings ?',
        'Nos peelings contiennent 10 % d’acides de fruits : assez pour un résultat visible et assez doux pour un usage à domicile. En journée, utilisez toujours une protection solaire.',
      ],
    },
  ],
  [
    'products',
    {
      nl: [
        'Hoe gebruik ik een masker?',
        'Breng het masker 1 à 2 keer per week aan op de gereinigde huid en laat het ongeveer 10 minuten inwerken.',
      ],
      en: [
        'How do I use a mask?',
        'Apply the mask to cleansed skin once or twice a week and leave it on for about 10 minutes.',
      ],
      de: [
        'Wie verwende ich eine Maske?',
        'Tragen Sie die Maske ein- bis zweimal pro Woche auf die gereinigte Haut auf und lassen Sie sie etwa 10 Minuten einwirken.',
      ],
      fr: [
        'Comment utiliser un masque ?',
        'Appliquez le masque sur la peau nettoyée une à deux fois par semaine et laissez poser environ 10 minutes.',
      ],
    },
  ],
  [
    'products',
    {
      nl: [
        'Welke lijn past bij mij?',
        `Blue is er voor de jonge huid (ongeveer 15 tot 30 jaar) die gevoelig is of onzuiverheden heeft, Black voor anti-aging bij de normale tot gevoelige huid (25 tot 45 jaar), Gold voor de rijpere huid vanaf 45 jaar. Grey vult elke lijn aan. Twijfel je? Vraag het aan een ${a(link.stores('nl'), 'partnerinstituut')}.`,
      ],
      en: [
        'Which line is right for me?',
        `Blue is for young skin (about 15 to 30) that is sensitive or prone to blemishes, Black for anti-ageing in normal to sensitive skin (25 to 45), Gold for mature skin from 45. Grey complements every line. Not sure? Ask a ${a(link.stores('en'), 'partner salon')}.`,
      ],
      de: [
        'Welche Linie passt zu mir?',
        `Blue ist für junge Haut (etwa 15 bis 30 Jahre), die empfindlich ist oder zu Unreinheiten neigt, Black für Anti-Aging bei normaler bis empfindlicher Haut (25 bis 45 Jahre), Gold für reife Haut ab 45. Grey ergänzt jede Linie. Unsicher? Fragen Sie ein ${a(link.stores('de'), 'Partnerinstitut')}.`,
      ],
      fr: [
        'Quelle ligne me convient ?',
        `Blue s’adresse aux peaux jeunes (environ 15 à 30 ans) sensibles ou à imperfections, Black à l’anti-âge des peaux normales à sensibles (25 à 45 ans), Gold aux peaux matures dès 45 ans. Grey complète chaque ligne. Un doute ? Demandez conseil à un ${a(link.stores('fr'), 'institut partenaire')}.`,
      ],
    },
  ],
  // ------------------------------------------------------------------ professionals
  [
    'professionals',
    {
      nl: [
        'Hoe word ik partnerinstituut?',
        'Vul het formulier op de pagina “Partner worden” in. Ons team neemt binnen enkele werkdagen contact met je op voor een kennismaking.',
      ],
      en: [
        'How do I become a partner salon?',
        'Fill in the form on the “Becoming a partner” page. Our team will contact you within a few working days to get acquainted.',
      ],
      de: [
        'Wie werde ich Partnerinstitut?',
        'Füllen Sie das Formular auf der Seite „Partner werden“ aus. Unser Team meldet sich innerhalb weniger Werktage für ein Kennenlerngespräch.',
      ],
      fr: [
        'Comment devenir institut partenaire ?',
        'Remplissez le formulaire de la page « Devenir partenaire ». Notre équipe vous contactera dans les jours ouvrables qui suivent pour faire connaissance.',
      ],
    },
  ],
  [
    'professionals',
    {
      nl: [
        'Bieden jullie opleidingen aan?',
        'Ja. Partnerinstituten krijgen toegang tot onze B2B-shop, het klantenportaal en exclusieve opleidingen over epigenetica, huidanalyse en onze behandelprotocollen.',
      ],
      en: [
        'Do you offer training?',
        'Yes. Partner salons get access to our B2B shop, the customer portal and exclusive training on epigenetics, skin analysis and our treatment protocols.',
      ],
      de: [
        'Bieten Sie Schulungen an?',
        'Ja. Partnerinstitute erhalten Zugang zu unserem B2B-Shop, dem Kundenportal und exklusiven Schulungen zu Epigenetik, Hautanalyse und unseren Behandlungsprotokollen.',
      ],
      fr: [
        'Proposez-vous des formations ?',
        'Oui. Les instituts partenaires ont accès à notre boutique B2B, au portail client et à des formations exclusives sur l’épigénétique, l’analyse de peau et nos protocoles de soin.',
      ],
    },
  ],
  // ------------------------------------------------------------------ results
  [
    'results',
    {
      nl: [
        'Wanneer zie ik resultaat?',
        'De huid vernieuwt zich in ongeveer 28 dagen. Je voelt meteen een zachtere huid, maar zichtbare resultaten verwacht je na één tot twee huidcycli.',
      ],
      en: [
        'When will I see results?',
        'The skin renews itself in about 28 days. You feel softer skin straight away, but expect visible results after one to two skin cycles.',
      ],
      de: [
        'Wann sehe ich Ergebnisse?',
        'Die Haut erneuert sich in etwa 28 Tagen. Sie spüren sofort eine weichere Haut, sichtbare Ergebnisse erwarten Sie nach ein bis zwei Hautzyklen.',
      ],
      fr: [
        'Quand verrai-je des résultats ?',
        'La peau se renouvelle en 28 jours environ. Vous sentez tout de suite une peau plus douce, mais comptez un à deux cycles cutanés pour des résultats visibles.',
      ],
    },
  ],
  [
    'results',
    {
      nl: [
        'Mijn huid reageert de eerste dagen. Is dat normaal?',
        'Een lichte tinteling bij fruitzuur of retinal is normaal. Roodheid, jeuk of branderigheid niet: stop dan met het product en vraag raad aan je schoonheidsspecialist.',
      ],
      en: [
        'My skin reacts in the first few days. Is that normal?',
        'A slight tingle with fruit acid or retinal is normal. Redness, itching or burning is not: stop using the product and ask your skin therapist for advice.',
      ],
      de: [
        'Meine Haut reagiert in den ersten Tagen. Ist das normal?',
        'Ein leichtes Kribbeln bei Fruchtsäure oder Retinal ist normal. Rötungen, Juckreiz oder Brennen nicht: Setzen Sie das Produkt dann ab und fragen Sie Ihre Kosmetikerin um Rat.',
      ],
      fr: [
        'Ma peau réagit les premiers jours. Est-ce normal ?',
        'Un léger picotement avec les acides de fruits ou le rétinal est normal. Rougeurs, démangeaisons ou brûlures ne le sont pas : arrêtez le produit et demandez conseil à votre esthéticienne.',
      ],
    },
  ],
  // ------------------------------------------------------------------ skin
  [
    'skin',
    {
      nl: [
        'Zijn de producten geschikt voor de gevoelige huid?',
        'Blue en Black zijn ontwikkeld met de gevoelige huid in gedachten: zonder alcohol en zonder toegevoegde parfum. Test een nieuw product eerst op een kleine zone.',
      ],
      en: [
        'Are the products suitable for sensitive skin?',
        'Blue and Black were developed with sensitive skin in mind: alcohol-free and without added fragrance. Try a new product on a small area first.',
      ],
      de: [
        'Sind die Produkte für empfindliche Haut geeignet?',
        'Blue und Black wurden mit Blick auf empfindliche Haut entwickelt: ohne Alkohol und ohne zugesetzte Duftstoffe. Testen Sie ein neues Produkt zuerst an einer kleinen Stelle.',
      ],
      fr: [
        'Les produits conviennent-ils aux peaux sensibles ?',
        'Blue et Black ont été conçues pour les peaux sensibles : sans alcool et sans parfum ajouté. Testez d’abord un nouveau produit sur une petite zone.',
      ],
    },
  ],
  [
    'skin',
    {
      nl: [
        'Wat is het microbioom van de huid?',
        'Het geheel van goede bacteriën en andere micro-organismen op je huid. Een evenwichtig microbioom beschermt de huid; de Blue-lijn helpt het in balans te houden.',
      ],
      en: [
        'What is the skin microbiome?',
        'All the good bacteria and other micro-organisms on your skin. A balanced microbiome protects the skin; the Blue line helps keep it in balance.',
      ],
      de: [
        'Was ist das Mikrobiom der Haut?',
        'Die Gesamtheit der guten Bakterien und anderen Mikroorganismen auf Ihrer Haut. Ein ausgeglichenes Mikrobiom schützt die Haut; die Blue-Linie hilft, es im Gleichgewicht zu halten.',
      ],
      fr: [
        'Qu’est-ce que le microbiome cutané ?',
        'L’ensemble des bonnes bactéries et autres micro-organismes présents sur la peau. Un microbiome équilibré protège la peau ; la ligne Blue aide à maintenir cet équilibre.',
      ],
    },
  ],
  // ------------------------------------------------------------------ more
  [
    'more',
    {
      nl: [
        'Hoe schrijf ik me in voor de nieuwsbrief?',
        'Onderaan elke pagina vind je het inschrijvingsveld. Je ontvangt eerst een e-mail om je inschrijving te bevestigen.',
      ],
      en: [
        'How do I sign up for the newsletter?',
        'You will find the sign-up field at the bottom of every page. You first receive an e-mail to confirm your subscription.',
      ],
      de: [
        'Wie melde ich mich für den Newsletter an?',
        'Das Anmeldefeld finden Sie unten auf jeder Seite. Sie erhalten zuerst eine E-Mail, um Ihre Anmeldung zu bestätigen.',
      ],
      fr: [
        'Comment m’inscrire à la newsletter ?',
        'Le champ d’inscription se trouve en bas de chaque page. Vous recevez d’abord un e-mail pour confirmer votre inscription.',
      ],
    },
  ],
  [
    'more',
    {
      nl: [
        'Bieden jullie geschenksets aan?',
        `Ja, voor elke lijn is er een geschenkset en een complete routine in één doos. Je vindt ze bij de ${a(link.products('nl'), 'producten')}, type “Sets”.`,
      ],
      en: [
        'Do you offer gift sets?',
        `Yes, every line has a gift set and a complete routine in one box. You will find them among the ${a(link.products('en'), 'products')}, type “Sets”.`,
      ],
      de: [
        'Bieten Sie Geschenksets an?',
        `Ja, für jede Linie gibt es ein Geschenkset und eine komplette Routine in einer Box. Sie finden sie unter den ${a(link.products('de'), 'Produkten')}, Typ „Sets“.`,
      ],
      fr: [
        'Proposez-vous des coffrets cadeaux ?',
        `Oui, chaque ligne a son coffret cadeau et sa routine complète en un coffret. Vous les trouverez parmi les ${a(link.products('fr'), 'produits')}, type « Coffrets ».`,
      ],
    },
  ],
  [
    'more',
    {
      nl: [
        'Hoe kan ik jullie bereiken?',
        'Via het contactformulier of per e-mail op contact@vyrelle.example. We antwoorden binnen twee werkdagen.',
      ],
      en: [
        'How can I reach you?',
        'Through the contact form or by e-mail at contact@vyrelle.example. We reply within two working days.',
      ],
      de: [
        'Wie kann ich Sie erreichen?',
        'Über das Kontaktformular oder per E-Mail an contact@vyrelle.example. Wir antworten innerhalb von zwei Werktagen.',
      ],
      fr: [
        'Comment vous joindre ?',
        'Via le formulaire de contact ou par e-mail à contact@vyrelle.example. Nous répondons dans les deux jours ouvrables.',
      ],
    },
  ],
];

/** The FAQ of SPEC §2 (seven sections) with the business facts of SPEC §9, in four languages. */
export const DEMO_FAQ: FaqItemInput[] = ITEMS.map(([section, qa], position) => ({
  section,
  position,
  translations: {
    nl: { question: qa.nl[0], answer: `<p>${qa.nl[1]}</p>` },
    en: { question: qa.en[0], answer: `<p>${qa.en[1]}</p>` },
    de: { question: qa.de[0], answer: `<p>${qa.de[1]}</p>` },
    fr: { question: qa.fr[0], answer: `<p>${qa.fr[1]}</p>` },
  },
}));
