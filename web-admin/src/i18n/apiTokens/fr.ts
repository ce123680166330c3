import type { Messages } from '../messages';

/** Textes de la page Jetons d'API. */
const fr: Messages = {
  portal: {
    menu: { api_tokens: 'Jetons d’API' },
    api_tokens: {
      help: 'Les programmes (fournisseur d’identité, chaîne de déploiement, rapport) appellent le portail avec un jeton, jamais en tant que personne. Chaque jeton ne fait que ce que ses portées permettent, jusqu’à son expiration ou sa révocation.',
      create: 'Créer un jeton',
      create_title: 'Créer un jeton d’API',
      empty: 'Aucun jeton d’API pour l’instant',
      empty_help: 'Créez-en un par programme qui appelle le portail, avec seulement les portées dont il a besoin.',
      fields: {
        name: 'Nom',
        scopes: 'Portées',
        expiresOn: 'Expire le',
        expiresAt: 'Expiration',
        note: 'Note',
        state: 'État',
        lastUsedAt: 'Dernière utilisation',
        createdBy: 'Créé par',
        hint: 'Commence par',
      },
      expiry_help: 'Un an au plus ; le jeton cesse de fonctionner à 00:00 UTC ce jour-là.',
      scope_labels: {
        scim: 'Provisionnement SCIM des personnes et des groupes',
        catalogue_read: 'Lire les outils, catégories et filiales',
        catalogue_write: 'Créer et modifier des outils (chaque changement attend l’approbation d’un administrateur)',
        usage_read: 'Lire le rapport d’utilisation et son CSV',
      },
      states: { active: 'Actif', expired: 'Expiré', revoked: 'Révoqué' },
      never_used: 'Jamais utilisé',
      secret_title: 'Copiez le jeton maintenant',
      secret_warning: 'C’est la seule fois que le jeton est affiché. Rangez-le dans le coffre à secrets du programme : il ne pourra plus être affiché, et un jeton perdu doit être révoqué et remplacé.',
      secret_label: 'Jeton',
      copy: 'Copier',
      copied: 'Jeton copié',
      copy_failed: 'Le jeton n’a pas pu être copié : sélectionnez-le et copiez-le à la main.',
      done: 'Je l’ai rangé',
      revoke: 'Révoquer',
      revoke_title: 'Révoquer « %{name} » ?',
      revoke_confirm: 'Les programmes qui utilisent ce jeton seront refusés dès leur prochain appel. Cette action est définitive.',
      revoked: 'Jeton révoqué',
    },
    errors: {
      API_TOKEN: {
        NAME_REQUIRED: 'Un jeton doit avoir un nom.',
        NAME_TOO_LONG: '%{max} caractères au maximum.',
        SCOPES_REQUIRED: 'Choisissez au moins une portée.',
        UNKNOWN_SCOPE: 'Portée inconnue.',
        EXPIRY_REQUIRED: 'Choisissez une date d’expiration.',
        EXPIRY_PAST: 'La date d’expiration doit être postérieure à aujourd’hui.',
        EXPIRY_TOO_FAR: 'Un jeton vit %{max} jours au plus.',
        NOTE_TOO_LONG: '%{max} caractères au maximum.',
        NOT_FOUND: 'Ce jeton d’API n’existe pas.',
      },
    },
  },
};

export default fr;
