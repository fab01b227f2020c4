/**
 * What the react-admin language packs we use leave in English, in our own words:
 * - German: ra-language-german was last published for react-admin 3 (no maintained package for
 *   react-admin 5 exists), so the keys react-admin 4 and 5 added are completed here;
 * - Dutch: the vendored ra-language-dutch (react-admin 4) lacks the keys react-admin 5 added;
 * - every language: ra-input-rich-text's toolbar (`ra.tiptap.*`, which no pack translates) and the
 *   link prompt of our own link button.
 * i18n-completeness.spec checks that every key of ra-language-english is translated in each language.
 */

const tiptap = {
  en: {
    align_center: 'Center',
    align_justify: 'Justify',
    align_left: 'Align left',
    align_right: 'Align right',
    blockquote: 'Quote',
    bold: 'Bold',
    clear_format: 'Clear formatting',
    code: 'Code',
    color: 'Colour',
    current_level: 'Current level',
    heading1: 'Heading 1',
    heading2: 'Heading 2',
    heading3: 'Heading 3',
    heading4: 'Heading 4',
    heading5: 'Heading 5',
    heading6: 'Heading 6',
    highlight: 'Highlight',
    image: 'Image',
    image_dialog: 'Image address',
    italic: 'Italic',
    link: 'Add a link',
    list_bulleted: 'Bulleted list',
    list_numbered: 'Numbered list',
    paragraph: 'Normal text',
    select_level: 'Choose the text level',
    strike: 'Strikethrough',
    underline: 'Underline',
  },
  nl: {
    align_center: 'Centreren',
    align_justify: 'Uitvullen',
    align_left: 'Links uitlijnen',
    align_right: 'Rechts uitlijnen',
    blockquote: 'Citaat',
    bold: 'Vet',
    clear_format: 'Opmaak wissen',
    code: 'Code',
    color: 'Kleur',
    current_level: 'Huidig niveau',
    heading1: 'Titel 1',
    heading2: 'Titel 2',
    heading3: 'Titel 3',
    heading4: 'Titel 4',
    heading5: 'Titel 5',
    heading6: 'Titel 6',
    highlight: 'Markeren',
    image: 'Afbeelding',
    image_dialog: 'Adres van de afbeelding',
    italic: 'Cursief',
    link: 'Link toevoegen',
    list_bulleted: 'Lijst met opsommingstekens',
    list_numbered: 'Genummerde lijst',
    paragraph: 'Gewone tekst',
    select_level: 'Kies het tekstniveau',
    strike: 'Doorhalen',
    underline: 'Onderstrepen',
  },
  de: {
    align_center: 'Zentrieren',
    align_justify: 'Blocksatz',
    align_left: 'Linksbündig',
    align_right: 'Rechtsbündig',
    blockquote: 'Zitat',
    bold: 'Fett',
    clear_format: 'Formatierung entfernen',
    code: 'Code',
    color: 'Farbe',
    current_level: 'Aktuelle Ebene',
    heading1: 'Überschrift 1',
    heading2: 'Überschrift 2',
    heading3: 'Überschrift 3',
    heading4: 'Überschrift 4',
    heading5: 'Überschrift 5',
    heading6: 'Überschrift 6',
    highlight: 'Hervorheben',
    image: 'Bild',
    image_dialog: 'Adresse des Bildes',
    italic: 'Kursiv',
    link: 'Link einfügen',
    list_bulleted: 'Aufzählung',
    list_numbered: 'Nummerierte Liste',
    paragraph: 'Normaler Text',
    select_level: 'Textebene wählen',
    strike: 'Durchgestrichen',
    underline: 'Unterstrichen',
  },
  fr: {
    align_center: 'Centrer',
    align_justify: 'Justifier',
    align_left: 'Aligner à gauche',
    align_right: 'Aligner à droite',
    blockquote: 'Citation',
    bold: 'Gras',
    clear_format: 'Effacer la mise en forme',
    code: 'Code',
    color: 'Couleur',
    current_level: 'Niveau actuel',
    heading1: 'Titre 1',
    heading2: 'Titre 2',
    heading3: 'Titre 3',
    heading4: 'Titre 4',
    heading5: 'Titre 5',
    heading6: 'Titre 6',
    highlight: 'Surligner',
    image: 'Image',
    image_dialog: 'Adresse de l’image',
    italic: 'Italique',
    link: 'Ajouter un lien',
    list_bulleted: 'Liste à puces',
    list_numbered: 'Liste numérotée',
    paragraph: 'Texte normal',
    select_level: 'Choisir le niveau du texte',
    strike: 'Barré',
    underline: 'Souligné',
  },
};

const linkPrompt = {
  en: 'Link address (https://… or a page of the shop, /en/…); leave empty to remove the link',
  nl: 'Adres van de link (https://… of een pagina van de shop, /nl/…); laat leeg om de link te verwijderen',
  de: 'Adresse des Links (https://… oder eine Seite des Shops, /de/…); leer lassen, um den Link zu entfernen',
  fr: 'Adresse du lien (https://… ou une page de la boutique, /fr/…) ; laissez vide pour retirer le lien',
};

/** react-admin 4 and 5 keys that ra-language-german 3 lacks. */
const raGerman = {
  action: {
    clear_array_input: 'Liste leeren',
    create_item: '%{item} anlegen',
    remove_all_filters: 'Alle Filter entfernen',
    reset: 'Zurücksetzen',
    search_columns: 'Spalten durchsuchen',
    select_all: 'Alle auswählen',
    select_all_button: 'Alle auswählen',
    select_row: 'Diese Zeile auswählen',
    update: 'Aktualisieren',
    move_up: 'Nach oben',
    move_down: 'Nach unten',
    open: 'Öffnen',
    toggle_theme: 'Helles/dunkles Design umschalten',
    select_columns: 'Spalten',
    update_application: 'Anwendung neu laden',
  },
  page: {
    access_denied: 'Zugriff verweigert',
    authentication_error: 'Authentifizierungsfehler',
  },
  message: {
    access_denied: 'Sie haben nicht die nötigen Rechte, um diese Seite zu sehen.',
    authentication_error:
      'Der Authentifizierungsserver hat einen Fehler gemeldet; Ihre Anmeldedaten konnten nicht geprüft werden.',
    auth_error: 'Beim Prüfen des Anmeldetokens ist ein Fehler aufgetreten.',
    bulk_update_content:
      'Möchten Sie %{name} %{recordRepresentation} wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Einträge wirklich aktualisieren?',
    bulk_update_title:
      '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
    clear_array_input: 'Möchten Sie wirklich die ganze Liste leeren?',
    select_all_limit_reached:
      'Es gibt zu viele Einträge, um alle auszuwählen. Nur die ersten %{max} wurden ausgewählt.',
    placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
    details: 'Einzelheiten',
  },
  navigation: {
    clear_filters: 'Filter zurücksetzen',
    no_filtered_results: 'Keine %{name} mit den aktuellen Filtern gefunden.',
    partial_page_range_info: '%{offsetBegin}–%{offsetEnd} von mehr als %{offsetEnd}',
    current_page: 'Seite %{page}',
    page: 'Zu Seite %{page}',
    first: 'Zur ersten Seite',
    last: 'Zur letzten Seite',
    previous: 'Zur vorherigen Seite',
  },
  sort: {
    sort_by: 'Sortieren nach %{field_lower_first} %{order}',
    ASC: 'aufsteigend',
    DESC: 'absteigend',
  },
  auth: { email: 'E-Mail-Adresse' },
  notification: {
    not_authorized: 'Sie haben keine Berechtigung für diese Ressource.',
    application_update_available: 'Eine neue Version ist verfügbar.',
    offline: 'Keine Verbindung. Die Daten konnten nicht geladen werden.',
  },
  validation: { unique: 'Muss eindeutig sein' },
  saved_queries: {
    label: 'Gespeicherte Abfragen',
    query_name: 'Name der Abfrage',
    new_label: 'Aktuelle Abfrage speichern…',
    new_dialog_title: 'Aktuelle Abfrage speichern als',
    remove_label: 'Gespeicherte Abfrage entfernen',
    remove_label_with_name: 'Abfrage „%{name}“ entfernen',
    remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
    remove_message:
      'Möchten Sie diesen Eintrag wirklich aus Ihrer Liste gespeicherter Abfragen entfernen?',
    help: 'Filtern Sie die Liste und speichern Sie die Abfrage für später',
  },
  guesser: {
    empty: {
      title: 'Keine Daten vorhanden',
      message: 'Bitte prüfen Sie Ihren Datenanbieter',
    },
  },
  configurable: {
    customize: 'Anpassen',
    configureMode: 'Diese Seite anpassen',
    inspector: {
      title: 'Inspektor',
      content: 'Fahren Sie über die Elemente der Oberfläche, um sie anzupassen',
      reset: 'Einstellungen zurücksetzen',
      hideAll: 'Alle ausblenden',
      showAll: 'Alle einblenden',
    },
    Datagrid: {
      title: 'Tabelle',
      unlabeled: 'Spalte ohne Titel #%{column}',
    },
    SimpleForm: {
      title: 'Formular',
      unlabeled: 'Feld ohne Titel #%{input}',
    },
    SimpleList: {
      title: 'Liste',
      primaryText: 'Haupttext',
      secondaryText: 'Zweiter Text',
      tertiaryText: 'Dritter Text',
    },
  },
};

/** react-admin 5 keys that the vendored ra-language-dutch 4 lacks. */
const raDutch5 = {
  action: {
    update: 'Bijwerken',
    reset: 'Herstellen',
    search_columns: 'Kolommen zoeken',
    select_all_button: 'Alles selecteren',
    update_application: 'Applicatie herladen',
  },
  page: {
    access_denied: 'Geen toegang',
    authentication_error: 'Authenticatiefout',
  },
  message: {
    access_denied: 'Je hebt niet de nodige rechten om deze pagina te bekijken.',
    authentication_error:
      'De authenticatieserver gaf een fout; je aanmeldgegevens konden niet gecontroleerd worden.',
    auth_error: 'Er ging iets mis bij het controleren van het aanmeldtoken.',
    clear_array_input: 'Weet je zeker dat je de hele lijst wilt wissen?',
    select_all_limit_reached:
      'Er zijn te veel items om alles te selecteren. Enkel de eerste %{max} zijn geselecteerd.',
    placeholder_data_warning: 'Netwerkprobleem: de gegevens konden niet vernieuwd worden.',
    details: 'Meer details',
  },
  navigation: {
    previous: 'Naar de vorige pagina',
    clear_filters: 'Filters wissen',
    no_filtered_results: 'Geen %{name} gevonden met de huidige filters.',
  },
  auth: { email: 'E-mailadres' },
  notification: {
    bad_item: 'Onjuist element',
    application_update_available: 'Er is een nieuwe versie beschikbaar.',
    offline: 'Geen verbinding. De gegevens konden niet opgehaald worden.',
  },
  validation: { unique: 'Moet uniek zijn' },
  guesser: {
    empty: {
      title: 'Geen gegevens om te tonen',
      message: 'Controleer je data provider',
    },
  },
};

/** Merged last over each language's messages (react-admin and ours). */
export const raCompletion = {
  en: { ra: { tiptap: tiptap.en }, richText: { linkPrompt: linkPrompt.en } },
  nl: { ra: { ...raDutch5, tiptap: tiptap.nl }, richText: { linkPrompt: linkPrompt.nl } },
  de: { ra: { ...raGerman, tiptap: tiptap.de }, richText: { linkPrompt: linkPrompt.de } },
  fr: { ra: { tiptap: tiptap.fr }, richText: { linkPrompt: linkPrompt.fr } },
};
