import frenchMessages from 'ra-language-french';
import { mergeMessages } from './mergeMessages';
import type { Messages } from './messages';
import toolsFr from './tools/fr';

const fr: Messages = {
  // react-admin's own texts, then ours where they say it better.
  ra: mergeMessages(frenchMessages.ra as Messages, {
    action: {
      add: 'Ajouter',
      back: 'Retour',
      cancel: 'Annuler',
      close: 'Fermer',
      close_menu: 'Fermer le menu',
      confirm: 'Confirmer',
      create: 'Créer',
      delete: 'Supprimer',
      edit: 'Modifier',
      export: 'Exporter',
      list: 'Liste',
      open_menu: 'Ouvrir le menu',
      refresh: 'Actualiser',
      remove: 'Retirer',
      save: 'Enregistrer',
      search: 'Rechercher',
      show: 'Afficher',
      undo: 'Annuler',
      update_application: "Recharger l'application",
      select_columns: 'Colonnes',
    },
    auth: {
      auth_check_error: 'Veuillez vous connecter pour continuer',
      user_menu: 'Profil',
      logout: 'Déconnexion',
    },
    page: {
      access_denied: 'Accès refusé',
      authentication_error: "Erreur d'authentification",
      error: 'Un problème est survenu',
      loading: 'Chargement',
      not_found: 'Page introuvable',
    },
    message: {
      access_denied: "Vous n'avez pas les droits nécessaires pour accéder à cette page",
      are_you_sure: 'Êtes-vous sûr ?',
      details: 'Détails',
      error: "Une erreur s'est produite et votre requête n'a pas pu aboutir.",
      invalid_form: "Le formulaire n'est pas valide. Vérifiez les erreurs",
      loading: 'Veuillez patienter',
      no: 'Non',
      unsaved_changes:
        "Certaines modifications n'ont pas été enregistrées. Voulez-vous vraiment les abandonner ?",
      yes: 'Oui',
    },
    navigation: {
      skip_nav: 'Aller au contenu',
    },
    notification: {
      updated: 'Élément mis à jour |||| %{smart_count} éléments mis à jour',
      created: 'Élément créé',
      deleted: 'Élément supprimé |||| %{smart_count} éléments supprimés',
      http_error: 'Erreur de communication avec le serveur',
      data_provider_error: 'Erreur du dataProvider. Consultez la console pour plus de détails.',
      i18n_error: 'Impossible de charger les traductions de cette langue',
      canceled: 'Action annulée',
      logged_out: 'Votre session a pris fin, veuillez vous reconnecter.',
      not_authorized: "Vous n'êtes pas autorisé à accéder à cette ressource.",
      offline: 'Pas de connexion. Impossible de charger les données.',
    },
    validation: {
      required: 'Le champ est obligatoire.',
      maxLength: '%{max} caractères maximum',
    },
    tiptap: {
      bold: 'Gras',
      italic: 'Italique',
      underline: 'Souligné',
      strike: 'Barré',
      code: 'Code',
      align_left: 'Aligner à gauche',
      align_right: 'Aligner à droite',
      align_center: 'Centrer',
      align_justify: 'Justifier',
      list_bulleted: 'Liste à puces',
      list_numbered: 'Liste numérotée',
      link: 'Ajouter un lien',
      clear_format: 'Effacer la mise en forme',
    },
  }),
  portal: {
    ...toolsFr,
    app: {
      title: 'Back-office du portail',
      back_to_portal: 'Retour au portail',
    },
    menu: {
      footer: 'Pied de page',
    },
    footer: {
      title: 'Pied de page',
      help: 'Un texte par langue. Les collaborateurs voient le pied de page dans la langue de leur interface.',
      saved: 'Pied de page enregistré',
      load_error: "Le pied de page n'a pas pu être chargé.",
    },
    not_found: {
      title: 'Contenu introuvable',
      message: "Cette page n'existe pas dans le back-office.",
      home: "Accueil du back-office",
    },
    errors: {
      generic: 'Une erreur est survenue',
      permission_denied: "Vous n'avez pas les droits pour effectuer cette action.",
      not_authenticated: 'Votre session a pris fin. Veuillez vous reconnecter.',
      not_found: "Ce contenu n'existe plus.",
      validation_failed: 'Certains champs ne sont pas valides.',
      invalid_csrf_token: 'Votre session a expiré. Rechargez la page et réessayez.',
      internal_error: "Le serveur n'a pas pu traiter la demande.",
      service_unavailable: "Le service est momentanément indisponible : rien n'a été enregistré. Réessayez dans quelques secondes.",
      too_many_requests: "Trop de requêtes : patientez un instant puis réessayez.",
      idempotency_key_reused: "Ce formulaire a déjà été envoyé avec un autre contenu. Veuillez l'envoyer à nouveau.",
      idempotency_key_in_progress: "Ce formulaire est encore en cours d'enregistrement. Patientez quelques secondes avant de réessayer.",
      idempotency_key_invalid: "L'en-tête Idempotency-Key de la requête est mal formé.",
      FILE: { QUOTA_REACHED: "Vous avez atteint la limite d'envoi de fichiers du jour. Réessayez demain." },
      IMAGE: { TOO_MANY_PIXELS: "L'image doit mesurer au plus 4096 px de large et de haut." },
      /** The request shapes' codes (contracts/field-violation.ts), with their parameters. */
      fields: {
        REQUIRED: "Le champ est obligatoire.",
        INVALID_TYPE: "Valeur attendue : %{expected}.",
        INVALID_ID: "Identifiant non valide.",
        INVALID_FORMAT: "Format non valide.",
        INVALID_CHOICE: "Choisissez parmi : %{options}.",
        TOO_LONG: "%{max} caractères au plus.",
        TOO_SHORT: "%{min} caractères au moins.",
        TOO_MANY: "%{max} éléments au plus.",
        TOO_FEW: "%{min} éléments au moins.",
        TOO_SMALL: "%{min} au moins.",
        TOO_LARGE: "%{max} au plus.",
        INVALID: "Valeur non valide.",
      },
      FOOTER: {
        TOO_LONG: 'Le pied de page ne peut pas dépasser %{max} caractères.',
        UNKNOWN_LANGUAGE: "Cette langue n'est pas prise en charge.",
      },
    },
  },
};

export default fr;
