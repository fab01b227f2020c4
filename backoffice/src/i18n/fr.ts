import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'ra-core';
import { deepMerge } from './deep-merge';
import type { ValidationMessages, VyrelleMessages } from './en';

const validationFr: ValidationMessages = {
  required: 'Ce champ est obligatoire.',
  isNotEmpty: 'Ce champ est obligatoire.',
  isDefined: 'Ce champ est obligatoire.',
  choice: 'Choisissez l’une des options.',
  isIn: 'Choisissez l’une des options.',
  country: 'Choisissez un pays valide.',
  date: 'Saisissez une date valide.',
  isDateString: 'Saisissez une date valide.',
  email: 'Saisissez une adresse e-mail valide.',
  isEmail: 'Saisissez une adresse e-mail valide.',
  emailTaken: 'Cette adresse e-mail est déjà utilisée.',
  integer: 'Saisissez un nombre entier.',
  isInt: 'Saisissez un nombre entier.',
  isBoolean: 'Choisissez oui ou non.',
  min: 'La valeur est trop petite.',
  max: 'La valeur est trop grande.',
  tooLong: 'Ce texte est trop long.',
  maxLength: 'Ce texte est trop long.',
  isUrl: 'Saisissez une adresse web valide (https://…).',
  unknownField: 'Ce champ n’est pas accepté.',
  birthdayRequired: 'Indiquez une date d’anniversaire pour recevoir les offres d’anniversaire.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  passwordDigit: 'Le mot de passe doit contenir au moins un chiffre.',
  passwordLowercase: 'Le mot de passe doit contenir au moins une lettre minuscule.',
  passwordUppercase: 'Le mot de passe doit contenir au moins une lettre majuscule.',
  passwordMismatch: 'Les mots de passe ne correspondent pas.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères.',
  privacyRequired: 'Veuillez accepter la politique de confidentialité.',
  resetTokenInvalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
};

const vyrelleFr: VyrelleMessages = {
  brand: 'Vyrelle',
  backoffice: 'Back-office',
  tagline: 'Soins épigénétiques professionnels pour la peau',
  login: {
    title: 'Connexion au back-office',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    hint: 'Réservé aux administrateurs et aux gestionnaires de partenaires.',
  },
  locale: { label: 'Langue' },
  auth: {
    invalid_credentials: 'La combinaison de l’adresse e-mail et du mot de passe est incorrecte.',
    role_refused:
      'Ce compte n’a pas accès au back-office. Seuls les administrateurs et les gestionnaires de partenaires peuvent se connecter ici.',
    session_expired: 'Votre session a expiré. Veuillez vous reconnecter.',
    unavailable: 'Un problème est survenu, veuillez réessayer plus tard.',
    too_many_attempts: 'Trop de tentatives de connexion. Patientez un instant, puis réessayez.',
  },
  roles: {
    admin: 'Administrateur',
    partner_manager: 'Gestionnaire de partenaires',
  },
  dashboard: {
    title: 'Tableau de bord',
    welcome: 'Bienvenue, %{name}',
    welcome_anonymous: 'Bienvenue',
    signed_in_as: 'Connecté en tant que %{role}',
    intro:
      'Voici le back-office de Vyrelle. Vous y gérez le magazine, les routines et les pages fixes, approuvez les avis, traitez les demandes de partenariat et suivez les produits, les commandes, les points de vente et les abonnés.',
    coming: 'Les écrans de gestion arrivent un à un ; ils apparaîtront dans le menu de gauche.',
  },
  errors: {
    server: 'Un problème est survenu, veuillez réessayer plus tard.',
    network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    forbidden: 'Vous n’avez pas l’autorisation de faire ceci.',
    not_found: 'Cet élément est introuvable.',
    bad_response: 'Le serveur a envoyé une réponse que le back-office ne comprend pas.',
    unknown: 'Erreur inconnue.',
    codes: {
      COMMON_FORBIDDEN: 'Vous n’avez pas l’autorisation de faire ceci.',
      COMMON_NOT_FOUND: 'Cet élément est introuvable.',
      COMMON_PAYLOAD_TOO_LARGE: 'Le fichier ou les données sont trop volumineux.',
      COMMON_UNSUPPORTED_MEDIA_TYPE: 'Ce type de fichier n’est pas pris en charge.',
      COMMON_TOO_MANY_REQUESTS: 'Trop de requêtes. Patientez un instant, puis réessayez.',
      COMMON_UNAVAILABLE:
        'Le service est temporairement indisponible, veuillez réessayer plus tard.',
      USERS_EMAIL_TAKEN: 'Cette adresse e-mail est déjà utilisée.',
    },
  },
};

export default deepMerge(englishMessages, frenchMessages, {
  vyrelle: vyrelleFr,
  validation: validationFr,
}) as TranslationMessages;
