import type { PostDef } from './posts.js';

/**
 * The legal pages of the GDPR and the European Accessibility Act, in nl, en, de and fr: the privacy
 * policy (processors and retention periods, as the code applies them: RETENTION_* settings and the
 * daily retention job) and the accessibility statement. Keys are the storefront's route names.
 */
export const PRIVACY_PAGE: PostDef = {
  key: 'privacy',
  type: 'page',
  date: '2026-11-26',
  tags: [],
  tone: 'grey',
  texts: {
    nl: {
      slug: 'privacy',
      title: 'Privacybeleid',
      subtitle: 'Laatst gewijzigd: november 2026',
      description:
        'Welke persoonsgegevens we verwerken, waarom, met wie, hoe lang we ze bewaren en welke rechten je hebt.',
      body: [
        'Vyrelle NV (België) is verantwoordelijk voor de verwerking van je persoonsgegevens volgens de Algemene Verordening Gegevensbescherming (AVG). Vragen? Mail naar privacy@vyrelle.example.',
        ['h2', 'Welke gegevens we verwerken, en waarom'],
        [
          'ul',
          [
            'Accountgegevens (naam, e-mailadres, geboortedatum als je die geeft, land, taal): om je account te beheren (overeenkomst).',
            'Bestelgegevens (leveradres, producten, bedragen, betaalstatus): om je bestelling te leveren en te factureren (overeenkomst en wettelijke plicht).',
            'Reviews, favorieten, winkelmandje en bewaarde routines: omdat je ze zelf aanmaakt (overeenkomst).',
            'Nieuwsbrief: alleen met je toestemming, met dubbele bevestiging. Als bewijs bewaren we het tijdstip, het formulier, de versie van de toestemmingstekst en een versleutelde hash van je IP-adres (nooit het adres zelf).',
            'Cookies voor analyse: alleen met je toestemming (cookie-instellingen).',
          ],
        ],
        ['h2', 'Met wie we gegevens delen (verwerkers)'],
        [
          'ul',
          [
            'Onze hostingprovider: de servers en de database van de webshop staan in de Europese Unie.',
            'Mollie B.V. (Amsterdam, Nederland): de betalingen (Bancontact, iDEAL, kaarten).',
            'Onze e-mailprovider: het versturen van bevestigingen, facturen en de nieuwsbrief.',
            'De pakketvervoerder: naam en leveradres, om je pakket te bezorgen.',
            'Voor salons: de Peppol-toegangspunt voor elektronische facturen en VIES van de Europese Commissie voor de controle van btw-nummers.',
            'Google Tag Manager en analyse: alleen als je daarvoor toestemming geeft.',
          ],
        ],
        'We verkopen je gegevens nooit. Elke verwerker werkt alleen in onze opdracht, onder een verwerkersovereenkomst.',
        ['h2', 'Hoe lang we gegevens bewaren'],
        [
          'ul',
          [
            'Je account: tot je het verwijdert.',
            'Bestellingen en facturen: 10 jaar, ook na het verwijderen van je account, omdat de Belgische btw- en boekhoudwetgeving dat verplicht.',
            'Nieuwsbriefinschrijving en toestemmingsbewijs: tot je je uitschrijft of je account verwijdert. Een bevestigingslink vervalt na 48 uur.',
            'Winkelmandje: 90 dagen na de laatste wijziging.',
            'Inlogsessies: tot ze verlopen (hoogstens 30 dagen); links om je wachtwoord te herstellen: na 1 uur of na gebruik.',
            'Kopieën van verstuurde e-mails op onze server: 30 dagen.',
          ],
        ],
        'Een dagelijkse opruimtaak wist wat verlopen is.',
        ['h2', 'Je rechten'],
        'Je kunt je gegevens inkijken, verbeteren, meenemen of laten wissen, en je toestemming altijd intrekken. In je account, onder Privacy en gegevens, download je al je gegevens in één bestand of verwijder je je account zelf. Voor al het andere: privacy@vyrelle.example. Je kunt ook een klacht indienen bij de Gegevensbeschermingsautoriteit (Drukpersstraat 35, 1000 Brussel).',
      ],
    },
    en: {
      slug: 'privacy',
      title: 'Privacy policy',
      subtitle: 'Last modified: November 2026',
      description:
        'Which personal data we process, why, with whom, how long we keep it and what your rights are.',
      body: [
        'Vyrelle NV (Belgium) is the controller of your personal data under the General Data Protection Regulation (GDPR). Questions? E-mail privacy@vyrelle.example.',
        ['h2', 'What data we process, and why'],
        [
          'ul',
          [
            'Account data (name, e-mail address, date of birth if you give it, country, language): to manage your account (contract).',
            'Order data (delivery address, products, amounts, payment status): to deliver and invoice your order (contract and legal obligation).',
            'Reviews, favourites, cart and saved routines: because you create them (contract).',
            'Newsletter: only with your consent, confirmed twice. As proof we keep the time, the form, the version of the consent text and a keyed hash of your IP address (never the address itself).',
            'Analytics cookies: only with your consent (cookie settings).',
          ],
        ],
        ['h2', 'Who we share data with (processors)'],
        [
          'ul',
          [
            'Our hosting provider: the web shop’s servers and database are in the European Union.',
            'Mollie B.V. (Amsterdam, the Netherlands): payments (Bancontact, iDEAL, cards).',
            'Our e-mail provider: sending confirmations, invoices and the newsletter.',
            'The parcel carrier: name and delivery address, to deliver your parcel.',
            'For salons: the Peppol access point for electronic invoices, and the European Commission’s VIES to check VAT numbers.',
            'Google Tag Manager and analytics: only if you consent to them.',
          ],
        ],
        'We never sell your data. Every processor works only on our instructions, under a data processing agreement.',
        ['h2', 'How long we keep data'],
        [
          'ul',
          [
            'Your account: until you delete it.',
            'Orders and invoices: 10 years, also after you delete your account, because Belgian VAT and accounting law require it.',
            'Newsletter subscription and consent proof: until you unsubscribe or delete your account. A confirmation link expires after 48 hours.',
            'Cart: 90 days after its last change.',
            'Sign-in sessions: until they expire (30 days at most); password reset links: after 1 hour or once used.',
            'Copies of sent e-mails on our server: 30 days.',
          ],
        ],
        'A daily clean-up task erases what has expired.',
        ['h2', 'Your rights'],
        'You can access, correct, take along or erase your data, and withdraw your consent at any time. In your account, under Privacy and data, you download all your data as one file or delete your account yourself. For anything else: privacy@vyrelle.example. You may also lodge a complaint with the Belgian Data Protection Authority (Rue de la Presse 35, 1000 Brussels).',
      ],
    },
    de: {
      slug: 'datenschutz',
      title: 'Datenschutzerklärung',
      subtitle: 'Zuletzt geändert: November 2026',
      description:
        'Welche personenbezogenen Daten wir verarbeiten, warum, mit wem, wie lange wir sie speichern und welche Rechte du hast.',
      body: [
        'Die Vyrelle NV (Belgien) ist Verantwortliche für die Verarbeitung deiner personenbezogenen Daten nach der Datenschutz-Grundverordnung (DSGVO). Fragen? Schreib an privacy@vyrelle.example.',
        ['h2', 'Welche Daten wir verarbeiten und warum'],
        [
          'ul',
          [
            'Kontodaten (Name, E-Mail-Adresse, Geburtsdatum, wenn du es angibst, Land, Sprache): um dein Konto zu führen (Vertrag).',
            'Bestelldaten (Lieferadresse, Produkte, Beträge, Zahlungsstatus): um deine Bestellung zu liefern und abzurechnen (Vertrag und gesetzliche Pflicht).',
            'Bewertungen, Favoriten, Warenkorb und gespeicherte Routinen: weil du sie selbst anlegst (Vertrag).',
            'Newsletter: nur mit deiner Einwilligung, doppelt bestätigt. Als Nachweis speichern wir den Zeitpunkt, das Formular, die Version des Einwilligungstextes und einen geschlüsselten Hash deiner IP-Adresse (nie die Adresse selbst).',
            'Analyse-Cookies: nur mit deiner Einwilligung (Cookie-Einstellungen).',
          ],
        ],
        ['h2', 'Mit wem wir Daten teilen (Auftragsverarbeiter)'],
        [
          'ul',
          [
            'Unser Hosting-Anbieter: Server und Datenbank des Webshops stehen in der Europäischen Union.',
            'Mollie B.V. (Amsterdam, Niederlande): die Zahlungen (Bancontact, iDEAL, Karten).',
            'Unser E-Mail-Anbieter: der Versand von Bestätigungen, Rechnungen und dem Newsletter.',
            'Der Paketdienst: Name und Lieferadresse, um dein Paket zuzustellen.',
            'Für Salons: der Peppol-Zugangspunkt für elektronische Rechnungen und VIES der Europäischen Kommission zur Prüfung von USt-IdNr.',
            'Google Tag Manager und Analyse: nur mit deiner Einwilligung.',
          ],
        ],
        'Wir verkaufen deine Daten nie. Jeder Auftragsverarbeiter arbeitet nur nach unserer Weisung, mit einem Auftragsverarbeitungsvertrag.',
        ['h2', 'Wie lange wir Daten speichern'],
        [
          'ul',
          [
            'Dein Konto: bis du es löschst.',
            'Bestellungen und Rechnungen: 10 Jahre, auch nach dem Löschen deines Kontos, weil das belgische Umsatzsteuer- und Buchhaltungsrecht es verlangt.',
            'Newsletter-Anmeldung und Einwilligungsnachweis: bis du dich abmeldest oder dein Konto löschst. Ein Bestätigungslink verfällt nach 48 Stunden.',
            'Warenkorb: 90 Tage nach der letzten Änderung.',
            'Anmeldesitzungen: bis sie ablaufen (höchstens 30 Tage); Links zum Zurücksetzen des Passworts: nach 1 Stunde oder nach Gebrauch.',
            'Kopien versandter E-Mails auf unserem Server: 30 Tage.',
          ],
        ],
        'Eine tägliche Bereinigung löscht, was abgelaufen ist.',
        ['h2', 'Deine Rechte'],
        'Du kannst deine Daten einsehen, berichtigen, mitnehmen oder löschen lassen und deine Einwilligung jederzeit widerrufen. In deinem Konto unter Datenschutz und Daten lädst du alle deine Daten als eine Datei herunter oder löschst dein Konto selbst. Für alles andere: privacy@vyrelle.example. Du kannst dich auch bei der belgischen Datenschutzbehörde (Rue de la Presse 35, 1000 Brüssel) oder der Aufsichtsbehörde deines Landes beschweren.',
      ],
    },
    fr: {
      slug: 'confidentialite',
      title: 'Politique de confidentialité',
      subtitle: 'Dernière modification : novembre 2026',
      description:
        'Quelles données personnelles nous traitons, pourquoi, avec qui, combien de temps nous les conservons et quels sont vos droits.',
      body: [
        'Vyrelle SA (Belgique) est responsable du traitement de vos données personnelles au sens du Règlement général sur la protection des données (RGPD). Des questions ? Écrivez à privacy@vyrelle.example.',
        ['h2', 'Les données que nous traitons, et pourquoi'],
        [
          'ul',
          [
            'Données de compte (nom, adresse e-mail, date de naissance si vous la donnez, pays, langue) : pour gérer votre compte (contrat).',
            'Données de commande (adresse de livraison, produits, montants, statut du paiement) : pour livrer et facturer votre commande (contrat et obligation légale).',
            'Avis, favoris, panier et routines enregistrées : parce que vous les créez (contrat).',
            'Newsletter : uniquement avec votre consentement, confirmé deux fois. Comme preuve, nous conservons l’heure, le formulaire, la version du texte de consentement et une empreinte chiffrée avec clé de votre adresse IP (jamais l’adresse elle-même).',
            'Cookies d’analyse : uniquement avec votre consentement (paramètres des cookies).',
          ],
        ],
        ['h2', 'Avec qui nous partageons des données (sous-traitants)'],
        [
          'ul',
          [
            'Notre hébergeur : les serveurs et la base de données de la boutique se trouvent dans l’Union européenne.',
            'Mollie B.V. (Amsterdam, Pays-Bas) : les paiements (Bancontact, iDEAL, cartes).',
            'Notre prestataire e-mail : l’envoi des confirmations, des factures et de la newsletter.',
            'Le transporteur : nom et adresse de livraison, pour livrer votre colis.',
            'Pour les salons : le point d’accès Peppol pour les factures électroniques, et VIES de la Commission européenne pour vérifier les numéros de TVA.',
            'Google Tag Manager et l’analyse : uniquement avec votre consentement.',
          ],
        ],
        'Nous ne vendons jamais vos données. Chaque sous-traitant agit uniquement sur nos instructions, dans le cadre d’un contrat de sous-traitance.',
        ['h2', 'Combien de temps nous conservons les données'],
        [
          'ul',
          [
            'Votre compte : jusqu’à ce que vous le supprimiez.',
            'Commandes et factures : 10 ans, même après la suppression de votre compte, car le droit belge de la TVA et le droit comptable l’imposent.',
            'Inscription à la newsletter et preuve du consentement : jusqu’à votre désinscription ou la suppression de votre compte. Un lien de confirmation expire après 48 heures.',
            'Panier : 90 jours après sa dernière modification.',
            'Sessions de connexion : jusqu’à leur expiration (30 jours au plus) ; liens de réinitialisation du mot de passe : après 1 heure ou une fois utilisés.',
            'Copies des e-mails envoyés sur notre serveur : 30 jours.',
          ],
        ],
        'Une tâche de nettoyage quotidienne efface ce qui a expiré.',
        ['h2', 'Vos droits'],
        'Vous pouvez consulter, rectifier, emporter ou effacer vos données, et retirer votre consentement à tout moment. Dans votre compte, sous Confidentialité et données, vous téléchargez toutes vos données en un seul fichier ou supprimez vous-même votre compte. Pour tout le reste : privacy@vyrelle.example. Vous pouvez aussi introduire une plainte auprès de l’Autorité de protection des données (rue de la Presse 35, 1000 Bruxelles).',
      ],
    },
  },
};

export const ACCESSIBILITY_PAGE: PostDef = {
  key: 'accessibility',
  type: 'page',
  date: '2026-11-26',
  tags: [],
  tone: 'grey',
  texts: {
    nl: {
      slug: 'toegankelijkheid',
      title: 'Toegankelijkheidsverklaring',
      subtitle: 'Opgesteld in november 2026',
      description:
        'Hoe toegankelijk onze webshop is, wat nog niet werkt en hoe je ons een probleem meldt.',
      body: [
        'Vyrelle NV wil dat iedereen in onze webshop kan kiezen, bestellen en betalen, ook met een schermlezer, alleen met het toetsenbord of met vergroting. Deze verklaring geldt voor de webshop in het Nederlands, Engels, Duits en Frans, volgens de Europese toegankelijkheidsrichtlijn (EU) 2019/882 (European Accessibility Act).',
        ['h2', 'Hoe toegankelijk de webshop is'],
        'De webshop voldoet gedeeltelijk aan de Web Content Accessibility Guidelines (WCAG) 2.1, niveau AA, de norm achter EN 301 549. Bij elke wijziging controleren geautomatiseerde tests elk scherm van de webshop met axe, en we testen de belangrijkste stappen (zoeken, winkelmandje, afrekenen, account) met het toetsenbord en een schermlezer.',
        ['h2', 'Wat nog niet volledig toegankelijk is'],
        [
          'ul',
          [
            'De betaalpagina van onze betaalprovider valt buiten onze webshop; we kiezen providers die toegankelijkheid ondersteunen.',
            'Pdf-facturen zijn niet altijd volledig toegankelijk met een schermlezer. Vraag ons gerust een toegankelijke versie.',
            'Oudere artikels in het magazine kunnen afbeeldingen zonder volledige beschrijving bevatten. We werken ze bij.',
          ],
        ],
        ['h2', 'Een probleem melden'],
        'Loop je ergens vast? Mail naar accessibility@vyrelle.example of gebruik het contactformulier. We antwoorden binnen 5 werkdagen en helpen je intussen op een andere manier, bijvoorbeeld door je bestelling telefonisch op te nemen.',
        ['h2', 'Handhaving'],
        'Ben je niet tevreden met ons antwoord, dan kun je terecht bij de FOD Economie, de Belgische markttoezichthouder voor toegankelijkheid.',
      ],
    },
    en: {
      slug: 'accessibility',
      title: 'Accessibility statement',
      subtitle: 'Drawn up in November 2026',
      description:
        'How accessible our web shop is, what does not work yet and how to report a problem.',
      body: [
        'Vyrelle NV wants everyone to be able to choose, order and pay in our web shop, also with a screen reader, with the keyboard only or with magnification. This statement covers the web shop in Dutch, English, German and French, under the European Accessibility Act (Directive (EU) 2019/882).',
        ['h2', 'How accessible the web shop is'],
        'The web shop partially conforms to the Web Content Accessibility Guidelines (WCAG) 2.1, level AA, the standard behind EN 301 549. With every change, automated tests check every screen of the web shop with axe, and we test the main steps (search, cart, checkout, account) with the keyboard and a screen reader.',
        ['h2', 'What is not fully accessible yet'],
        [
          'ul',
          [
            'The payment page of our payment provider is outside our web shop; we choose providers that support accessibility.',
            'PDF invoices are not always fully accessible with a screen reader. Just ask us for an accessible version.',
            'Older magazine articles may contain images without a full description. We are updating them.',
          ],
        ],
        ['h2', 'Report a problem'],
        'Stuck somewhere? E-mail accessibility@vyrelle.example or use the contact form. We answer within 5 working days and help you another way in the meantime, for example by taking your order by phone.',
        ['h2', 'Enforcement'],
        'If you are not satisfied with our answer, you can turn to the FPS Economy, the Belgian market surveillance authority for accessibility.',
      ],
    },
    de: {
      slug: 'barrierefreiheit',
      title: 'Erklärung zur Barrierefreiheit',
      subtitle: 'Erstellt im November 2026',
      description:
        'Wie barrierefrei unser Webshop ist, was noch nicht funktioniert und wie du uns ein Problem meldest.',
      body: [
        'Die Vyrelle NV möchte, dass alle in unserem Webshop auswählen, bestellen und bezahlen können, auch mit Screenreader, nur mit der Tastatur oder mit Vergrößerung. Diese Erklärung gilt für den Webshop auf Niederländisch, Englisch, Deutsch und Französisch nach dem European Accessibility Act (Richtlinie (EU) 2019/882).',
        ['h2', 'Wie barrierefrei der Webshop ist'],
        'Der Webshop erfüllt die Web Content Accessibility Guidelines (WCAG) 2.1, Stufe AA, die Grundlage der EN 301 549, teilweise. Bei jeder Änderung prüfen automatische Tests jeden Bildschirm des Webshops mit axe, und wir testen die wichtigsten Schritte (Suche, Warenkorb, Kasse, Konto) mit der Tastatur und einem Screenreader.',
        ['h2', 'Was noch nicht vollständig barrierefrei ist'],
        [
          'ul',
          [
            'Die Zahlungsseite unseres Zahlungsanbieters liegt außerhalb unseres Webshops; wir wählen Anbieter, die Barrierefreiheit unterstützen.',
            'PDF-Rechnungen sind mit einem Screenreader nicht immer vollständig zugänglich. Frag uns gern nach einer barrierefreien Fassung.',
            'Ältere Magazinartikel können Bilder ohne vollständige Beschreibung enthalten. Wir überarbeiten sie.',
          ],
        ],
        ['h2', 'Ein Problem melden'],
        'Kommst du irgendwo nicht weiter? Schreib an accessibility@vyrelle.example oder nutze das Kontaktformular. Wir antworten innerhalb von 5 Werktagen und helfen dir bis dahin auf anderem Weg, zum Beispiel indem wir deine Bestellung telefonisch aufnehmen.',
        ['h2', 'Durchsetzung'],
        'Bist du mit unserer Antwort nicht zufrieden, kannst du dich an den FÖD Wirtschaft wenden, die belgische Marktüberwachungsbehörde für Barrierefreiheit.',
      ],
    },
    fr: {
      slug: 'accessibilite',
      title: 'Déclaration d’accessibilité',
      subtitle: 'Établie en novembre 2026',
      description:
        'Le niveau d’accessibilité de notre boutique en ligne, ce qui ne fonctionne pas encore et comment nous signaler un problème.',
      body: [
        'Vyrelle SA veut que chacun puisse choisir, commander et payer dans notre boutique en ligne, y compris avec un lecteur d’écran, uniquement au clavier ou avec un agrandissement. Cette déclaration couvre la boutique en néerlandais, anglais, allemand et français, au titre de l’Acte européen sur l’accessibilité (directive (UE) 2019/882).',
        ['h2', 'Niveau d’accessibilité de la boutique'],
        'La boutique est partiellement conforme aux Règles pour l’accessibilité des contenus Web (WCAG) 2.1, niveau AA, la norme sur laquelle repose l’EN 301 549. À chaque modification, des tests automatiques vérifient chaque écran de la boutique avec axe, et nous testons les étapes principales (recherche, panier, paiement, compte) au clavier et avec un lecteur d’écran.',
        ['h2', 'Ce qui n’est pas encore entièrement accessible'],
        [
          'ul',
          [
            'La page de paiement de notre prestataire de paiement se trouve en dehors de notre boutique ; nous choisissons des prestataires qui prennent en charge l’accessibilité.',
            'Les factures PDF ne sont pas toujours entièrement accessibles avec un lecteur d’écran. Demandez-nous une version accessible.',
            'Des articles plus anciens du magazine peuvent contenir des images sans description complète. Nous les mettons à jour.',
          ],
        ],
        ['h2', 'Signaler un problème'],
        'Vous êtes bloqué quelque part ? Écrivez à accessibility@vyrelle.example ou utilisez le formulaire de contact. Nous répondons dans les 5 jours ouvrables et vous aidons autrement entre-temps, par exemple en prenant votre commande par téléphone.',
        ['h2', 'Recours'],
        'Si notre réponse ne vous satisfait pas, vous pouvez vous adresser au SPF Économie, l’autorité belge de surveillance du marché pour l’accessibilité.',
      ],
    },
  },
};

/** The legal pages, also seeded into a database whose posts were seeded before they existed. */
export const LEGAL_PAGES: PostDef[] = [PRIVACY_PAGE, ACCESSIBILITY_PAGE];
