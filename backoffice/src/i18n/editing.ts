/**
 * Texts of issue 20's content editing (translation groups, safe edits, archive instead of delete,
 * translated audit log) in the four languages, merged over each language's messages. Kept in one
 * file so that every language has the same keys (checked by the type and by i18n-completeness.spec).
 */

const en = {
  posts: {
    translations: {
      title: 'Languages',
      add: 'Add the %{language} version',
      missingTitle: 'Publish without every language?',
      missingContent:
        'This piece has no version in %{languages} yet: visitors in that language see the Dutch text. Publish anyway?',
    },
    messages: {
      saveFirst: 'Save your changes first: preview and publish use the saved version.',
    },
  },
  archive: {
    archive: 'Archive',
    restore: 'Restore',
    delete: 'Delete',
    archived: 'Archived',
    archivedOn: 'Archived on %{date}',
    notArchived: 'Not archived',
    deleteTitle: 'Delete “%{name}”?',
    deleteContent: 'Nothing refers to it: it is deleted for good.',
    referencedTitle: 'Archive “%{name}” instead?',
    referencedContent:
      'It cannot be deleted: %{references} refer to it. Archive it: it disappears from the shop and stays readable on those records.',
    archiveTitle: 'Archive “%{name}”?',
    archiveContent:
      'It disappears from the shop (lists, search, sitemap and its own page) and stays on the orders that name it.',
    references: {
      orders: 'orders',
      reviews: 'reviews',
      routines: 'personal routines',
      users: 'accounts',
    },
    done: {
      archived: 'Archived: no longer shown in the shop.',
      restored: 'Restored: make it visible again when it is ready.',
      deleted: 'Deleted.',
    },
  },
  partnerApplications: { fields: { city: 'City' } },
  newsletter: {
    articleHint: 'Only magazine articles that are published in the campaign’s language.',
  },
  validation: {
    archived: 'This record is archived: restore it first.',
    articleNotAvailable: 'Choose a magazine article that is published in the campaign’s language.',
  },
  vyrelle: {
    errors: {
      codes: {
        CATALOGUE_PRODUCT_REFERENCED:
          'Orders or reviews refer to this product, so it cannot be deleted: archive it instead.',
        CATALOGUE_PRODUCT_ARCHIVED: 'This product is archived: restore it before showing it.',
        STORES_STORE_REFERENCED:
          'Orders or accounts refer to this store, so it cannot be deleted: archive it instead.',
        STORES_STORE_ARCHIVED: 'This store is archived: restore it before making it active.',
        NEWSLETTER_ARTICLE_NOT_AVAILABLE:
          'The article is not published in the campaign’s language: choose another one.',
      },
    },
  },
  audit: {
    types: {
      'partner-application': 'Partner application',
      newsletter_campaign: 'Newsletter campaign',
      shipping_zone: 'Shipping zone',
      withdrawal: 'Withdrawal',
    },
    actions: {
      post: {
        create: 'Content created',
        update: 'Content changed',
        delete: 'Content deleted',
        publish: 'Content published',
        unpublish: 'Content unpublished',
      },
      review: { approve: 'Review approved', reject: 'Review rejected' },
      'partner-application': {
        review: 'Application under review',
        reject: 'Application rejected',
        approve: 'Application approved',
      },
      store: {
        create: 'Store created',
        update: 'Store changed',
        profile: 'Salon profile changed',
        archive: 'Store archived',
        restore: 'Store restored',
        delete: 'Store deleted',
      },
      product: {
        create: 'Product created',
        update: 'Product changed',
        stock: 'Stock changed',
        archive: 'Product archived',
        restore: 'Product restored',
        delete: 'Product deleted',
      },
      collection: {
        create: 'Product line created',
        update: 'Product line changed',
        delete: 'Product line deleted',
      },
      order: { status: 'Order status changed', refund: 'Order refunded' },
      user: { role: 'Role changed' },
      job: { retry: 'Job retried' },
      newsletter: {
        campaign: {
          create: 'Campaign created',
          update: 'Campaign changed',
          delete: 'Campaign deleted',
          schedule: 'Campaign scheduled',
          unschedule: 'Campaign unscheduled',
          send: 'Campaign sent',
          test: 'Test mail sent',
          resend_interrupted: 'Interrupted deliveries resent',
        },
      },
      shipping_zone: {
        create: 'Shipping zone created',
        update: 'Shipping zone changed',
        delete: 'Shipping zone deleted',
      },
      withdrawal: { received: 'Return received', refunded: 'Return refunded' },
    },
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type EditingMessages = Shape<typeof en>;

const nl: EditingMessages = {
  posts: {
    translations: {
      title: 'Talen',
      add: 'De %{language} versie toevoegen',
      missingTitle: 'Publiceren zonder alle talen?',
      missingContent:
        'Dit stuk heeft nog geen versie in het %{languages}: bezoekers in die taal zien de Nederlandse tekst. Toch publiceren?',
    },
    messages: {
      saveFirst:
        'Sla je wijzigingen eerst op: voorbeeld en publiceren gebruiken de opgeslagen versie.',
    },
  },
  archive: {
    archive: 'Archiveren',
    restore: 'Terugzetten',
    delete: 'Verwijderen',
    archived: 'Gearchiveerd',
    archivedOn: 'Gearchiveerd op %{date}',
    notArchived: 'Niet gearchiveerd',
    deleteTitle: '“%{name}” verwijderen?',
    deleteContent: 'Niets verwijst ernaar: het wordt definitief verwijderd.',
    referencedTitle: '“%{name}” archiveren in plaats van verwijderen?',
    referencedContent:
      'Verwijderen kan niet: %{references} verwijzen ernaar. Archiveer het: het verdwijnt uit de shop en blijft leesbaar op die gegevens.',
    archiveTitle: '“%{name}” archiveren?',
    archiveContent:
      'Het verdwijnt uit de shop (lijsten, zoeken, sitemap en de eigen pagina) en blijft op de bestellingen die het noemen.',
    references: {
      orders: 'bestellingen',
      reviews: 'reviews',
      routines: 'persoonlijke routines',
      users: 'accounts',
    },
    done: {
      archived: 'Gearchiveerd: niet meer zichtbaar in de shop.',
      restored: 'Teruggezet: maak het weer zichtbaar wanneer het klaar is.',
      deleted: 'Verwijderd.',
    },
  },
  partnerApplications: { fields: { city: 'Gemeente' } },
  newsletter: {
    articleHint: 'Enkel magazineartikels die gepubliceerd zijn in de taal van de campagne.',
  },
  validation: {
    archived: 'Dit item is gearchiveerd: zet het eerst terug.',
    articleNotAvailable: 'Kies een magazineartikel dat gepubliceerd is in de taal van de campagne.',
  },
  vyrelle: {
    errors: {
      codes: {
        CATALOGUE_PRODUCT_REFERENCED:
          'Bestellingen of reviews verwijzen naar dit product, dus verwijderen kan niet: archiveer het.',
        CATALOGUE_PRODUCT_ARCHIVED: 'Dit product is gearchiveerd: zet het eerst terug.',
        STORES_STORE_REFERENCED:
          'Bestellingen of accounts verwijzen naar dit verkooppunt, dus verwijderen kan niet: archiveer het.',
        STORES_STORE_ARCHIVED: 'Dit verkooppunt is gearchiveerd: zet het eerst terug.',
        NEWSLETTER_ARTICLE_NOT_AVAILABLE:
          'Het artikel is niet gepubliceerd in de taal van de campagne: kies een ander.',
      },
    },
  },
  audit: {
    types: {
      'partner-application': 'Partneraanvraag',
      newsletter_campaign: 'Nieuwsbriefcampagne',
      shipping_zone: 'Verzendzone',
      withdrawal: 'Herroeping',
    },
    actions: {
      post: {
        create: 'Inhoud aangemaakt',
        update: 'Inhoud gewijzigd',
        delete: 'Inhoud verwijderd',
        publish: 'Inhoud gepubliceerd',
        unpublish: 'Publicatie ingetrokken',
      },
      review: { approve: 'Review goedgekeurd', reject: 'Review afgewezen' },
      'partner-application': {
        review: 'Aanvraag in behandeling',
        reject: 'Aanvraag afgewezen',
        approve: 'Aanvraag goedgekeurd',
      },
      store: {
        create: 'Verkooppunt aangemaakt',
        update: 'Verkooppunt gewijzigd',
        profile: 'Salonprofiel gewijzigd',
        archive: 'Verkooppunt gearchiveerd',
        restore: 'Verkooppunt teruggezet',
        delete: 'Verkooppunt verwijderd',
      },
      product: {
        create: 'Product aangemaakt',
        update: 'Product gewijzigd',
        stock: 'Voorraad gewijzigd',
        archive: 'Product gearchiveerd',
        restore: 'Product teruggezet',
        delete: 'Product verwijderd',
      },
      collection: {
        create: 'Productlijn aangemaakt',
        update: 'Productlijn gewijzigd',
        delete: 'Productlijn verwijderd',
      },
      order: { status: 'Bestelstatus gewijzigd', refund: 'Bestelling terugbetaald' },
      user: { role: 'Rol gewijzigd' },
      job: { retry: 'Taak opnieuw gestart' },
      newsletter: {
        campaign: {
          create: 'Campagne aangemaakt',
          update: 'Campagne gewijzigd',
          delete: 'Campagne verwijderd',
          schedule: 'Campagne ingepland',
          unschedule: 'Planning geannuleerd',
          send: 'Campagne verzonden',
          test: 'Testmail verzonden',
          resend_interrupted: 'Onderbroken verzendingen opnieuw verstuurd',
        },
      },
      shipping_zone: {
        create: 'Verzendzone aangemaakt',
        update: 'Verzendzone gewijzigd',
        delete: 'Verzendzone verwijderd',
      },
      withdrawal: { received: 'Retour ontvangen', refunded: 'Retour terugbetaald' },
    },
  },
};

const de: EditingMessages = {
  posts: {
    translations: {
      title: 'Sprachen',
      add: 'Version auf %{language} hinzufügen',
      missingTitle: 'Ohne alle Sprachen veröffentlichen?',
      missingContent:
        'Dieser Beitrag hat noch keine Version auf %{languages}: Besucher in dieser Sprache sehen den niederländischen Text. Trotzdem veröffentlichen?',
    },
    messages: {
      saveFirst:
        'Speichern Sie Ihre Änderungen zuerst: Vorschau und Veröffentlichen verwenden die gespeicherte Version.',
    },
  },
  archive: {
    archive: 'Archivieren',
    restore: 'Wiederherstellen',
    delete: 'Löschen',
    archived: 'Archiviert',
    archivedOn: 'Archiviert am %{date}',
    notArchived: 'Nicht archiviert',
    deleteTitle: '„%{name}“ löschen?',
    deleteContent: 'Nichts verweist darauf: es wird endgültig gelöscht.',
    referencedTitle: '„%{name}“ stattdessen archivieren?',
    referencedContent:
      'Löschen ist nicht möglich: %{references} verweisen darauf. Archivieren Sie es: es verschwindet aus dem Shop und bleibt in diesen Datensätzen lesbar.',
    archiveTitle: '„%{name}“ archivieren?',
    archiveContent:
      'Es verschwindet aus dem Shop (Listen, Suche, Sitemap und eigene Seite) und bleibt in den Bestellungen, die es nennen.',
    references: {
      orders: 'Bestellungen',
      reviews: 'Bewertungen',
      routines: 'persönliche Routinen',
      users: 'Konten',
    },
    done: {
      archived: 'Archiviert: nicht mehr im Shop sichtbar.',
      restored: 'Wiederhergestellt: machen Sie es wieder sichtbar, sobald es bereit ist.',
      deleted: 'Gelöscht.',
    },
  },
  partnerApplications: { fields: { city: 'Ort' } },
  newsletter: {
    articleHint: 'Nur Magazinartikel, die in der Sprache der Kampagne veröffentlicht sind.',
  },
  validation: {
    archived: 'Dieser Eintrag ist archiviert: stellen Sie ihn zuerst wieder her.',
    articleNotAvailable:
      'Wählen Sie einen Magazinartikel, der in der Sprache der Kampagne veröffentlicht ist.',
  },
  vyrelle: {
    errors: {
      codes: {
        CATALOGUE_PRODUCT_REFERENCED:
          'Bestellungen oder Bewertungen verweisen auf dieses Produkt, daher kann es nicht gelöscht werden: archivieren Sie es.',
        CATALOGUE_PRODUCT_ARCHIVED:
          'Dieses Produkt ist archiviert: stellen Sie es zuerst wieder her.',
        STORES_STORE_REFERENCED:
          'Bestellungen oder Konten verweisen auf diese Verkaufsstelle, daher kann sie nicht gelöscht werden: archivieren Sie sie.',
        STORES_STORE_ARCHIVED:
          'Diese Verkaufsstelle ist archiviert: stellen Sie sie zuerst wieder her.',
        NEWSLETTER_ARTICLE_NOT_AVAILABLE:
          'Der Artikel ist nicht in der Sprache der Kampagne veröffentlicht: wählen Sie einen anderen.',
      },
    },
  },
  audit: {
    types: {
      'partner-application': 'Partneranfrage',
      newsletter_campaign: 'Newsletter-Kampagne',
      shipping_zone: 'Versandzone',
      withdrawal: 'Widerruf',
    },
    actions: {
      post: {
        create: 'Inhalt erstellt',
        update: 'Inhalt geändert',
        delete: 'Inhalt gelöscht',
        publish: 'Inhalt veröffentlicht',
        unpublish: 'Veröffentlichung zurückgenommen',
      },
      review: { approve: 'Bewertung freigegeben', reject: 'Bewertung abgelehnt' },
      'partner-application': {
        review: 'Anfrage in Prüfung',
        reject: 'Anfrage abgelehnt',
        approve: 'Anfrage angenommen',
      },
      store: {
        create: 'Verkaufsstelle erstellt',
        update: 'Verkaufsstelle geändert',
        profile: 'Salonprofil geändert',
        archive: 'Verkaufsstelle archiviert',
        restore: 'Verkaufsstelle wiederhergestellt',
        delete: 'Verkaufsstelle gelöscht',
      },
      product: {
        create: 'Produkt erstellt',
        update: 'Produkt geändert',
        stock: 'Bestand geändert',
        archive: 'Produkt archiviert',
        restore: 'Produkt wiederhergestellt',
        delete: 'Produkt gelöscht',
      },
      collection: {
        create: 'Produktlinie erstellt',
        update: 'Produktlinie geändert',
        delete: 'Produktlinie gelöscht',
      },
      order: { status: 'Bestellstatus geändert', refund: 'Bestellung erstattet' },
      user: { role: 'Rolle geändert' },
      job: { retry: 'Aufgabe erneut gestartet' },
      newsletter: {
        campaign: {
          create: 'Kampagne erstellt',
          update: 'Kampagne geändert',
          delete: 'Kampagne gelöscht',
          schedule: 'Kampagne geplant',
          unschedule: 'Planung aufgehoben',
          send: 'Kampagne versendet',
          test: 'Testmail versendet',
          resend_interrupted: 'Unterbrochene Zustellungen erneut gesendet',
        },
      },
      shipping_zone: {
        create: 'Versandzone erstellt',
        update: 'Versandzone geändert',
        delete: 'Versandzone gelöscht',
      },
      withdrawal: { received: 'Rücksendung erhalten', refunded: 'Rücksendung erstattet' },
    },
  },
};

const fr: EditingMessages = {
  posts: {
    translations: {
      title: 'Langues',
      add: 'Ajouter la version %{language}',
      missingTitle: 'Publier sans toutes les langues ?',
      missingContent:
        'Ce contenu n’a pas encore de version en %{languages} : les visiteurs dans cette langue voient le texte néerlandais. Publier quand même ?',
    },
    messages: {
      saveFirst:
        'Enregistrez d’abord vos modifications : l’aperçu et la publication utilisent la version enregistrée.',
    },
  },
  archive: {
    archive: 'Archiver',
    restore: 'Restaurer',
    delete: 'Supprimer',
    archived: 'Archivé',
    archivedOn: 'Archivé le %{date}',
    notArchived: 'Non archivé',
    deleteTitle: 'Supprimer « %{name} » ?',
    deleteContent: 'Rien n’y fait référence : il est supprimé définitivement.',
    referencedTitle: 'Archiver « %{name} » plutôt ?',
    referencedContent:
      'Impossible de le supprimer : %{references} y font référence. Archivez-le : il disparaît de la boutique et reste lisible dans ces données.',
    archiveTitle: 'Archiver « %{name} » ?',
    archiveContent:
      'Il disparaît de la boutique (listes, recherche, plan du site et sa propre page) et reste sur les commandes qui le mentionnent.',
    references: {
      orders: 'des commandes',
      reviews: 'des avis',
      routines: 'des routines personnelles',
      users: 'des comptes',
    },
    done: {
      archived: 'Archivé : plus visible dans la boutique.',
      restored: 'Restauré : rendez-le visible quand il est prêt.',
      deleted: 'Supprimé.',
    },
  },
  partnerApplications: { fields: { city: 'Commune' } },
  newsletter: {
    articleHint: 'Uniquement les articles du magazine publiés dans la langue de la campagne.',
  },
  validation: {
    archived: 'Cet élément est archivé : restaurez-le d’abord.',
    articleNotAvailable: 'Choisissez un article du magazine publié dans la langue de la campagne.',
  },
  vyrelle: {
    errors: {
      codes: {
        CATALOGUE_PRODUCT_REFERENCED:
          'Des commandes ou des avis font référence à ce produit : impossible de le supprimer, archivez-le.',
        CATALOGUE_PRODUCT_ARCHIVED: 'Ce produit est archivé : restaurez-le d’abord.',
        STORES_STORE_REFERENCED:
          'Des commandes ou des comptes font référence à ce point de vente : impossible de le supprimer, archivez-le.',
        STORES_STORE_ARCHIVED: 'Ce point de vente est archivé : restaurez-le d’abord.',
        NEWSLETTER_ARTICLE_NOT_AVAILABLE:
          'L’article n’est pas publié dans la langue de la campagne : choisissez-en un autre.',
      },
    },
  },
  audit: {
    types: {
      'partner-application': 'Candidature partenaire',
      newsletter_campaign: 'Campagne de newsletter',
      shipping_zone: 'Zone de livraison',
      withdrawal: 'Rétractation',
    },
    actions: {
      post: {
        create: 'Contenu créé',
        update: 'Contenu modifié',
        delete: 'Contenu supprimé',
        publish: 'Contenu publié',
        unpublish: 'Publication retirée',
      },
      review: { approve: 'Avis approuvé', reject: 'Avis refusé' },
      'partner-application': {
        review: 'Candidature en cours d’examen',
        reject: 'Candidature refusée',
        approve: 'Candidature acceptée',
      },
      store: {
        create: 'Point de vente créé',
        update: 'Point de vente modifié',
        profile: 'Profil du salon modifié',
        archive: 'Point de vente archivé',
        restore: 'Point de vente restauré',
        delete: 'Point de vente supprimé',
      },
      product: {
        create: 'Produit créé',
        update: 'Produit modifié',
        stock: 'Stock modifié',
        archive: 'Produit archivé',
        restore: 'Produit restauré',
        delete: 'Produit supprimé',
      },
      collection: {
        create: 'Gamme créée',
        update: 'Gamme modifiée',
        delete: 'Gamme supprimée',
      },
      order: { status: 'Statut de commande modifié', refund: 'Commande remboursée' },
      user: { role: 'Rôle modifié' },
      job: { retry: 'Tâche relancée' },
      newsletter: {
        campaign: {
          create: 'Campagne créée',
          update: 'Campagne modifiée',
          delete: 'Campagne supprimée',
          schedule: 'Campagne planifiée',
          unschedule: 'Planification annulée',
          send: 'Campagne envoyée',
          test: 'E-mail de test envoyé',
          resend_interrupted: 'Envois interrompus relancés',
        },
      },
      shipping_zone: {
        create: 'Zone de livraison créée',
        update: 'Zone de livraison modifiée',
        delete: 'Zone de livraison supprimée',
      },
      withdrawal: { received: 'Retour reçu', refunded: 'Retour remboursé' },
    },
  },
};

export const editingMessages: Record<'nl' | 'en' | 'de' | 'fr', EditingMessages> = {
  nl,
  en,
  de,
  fr,
};
