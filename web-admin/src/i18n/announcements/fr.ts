import type { Messages } from '../messages';

/** Texts of the Announcements page (issue 36). */
const fr: Messages = {
  resources: {
    announcements: {
      name: 'Annonces',
      fields: {
        title: 'Titre',
        body: 'Texte',
        kind: 'Type',
        startsAt: 'Début',
        endsAt: 'Fin',
        tools: 'Outils concernés',
        audience_summary: 'Public',
        subsidiaries: 'Filiales',
        groups: 'Groupes',
        languages: 'Langues d’interface',
      },
    },
  },
  portal: {
    common: {
      group_search: 'Rechercher des groupes',
    },
    menu: {
      announcements: 'Annonces',
    },
    announcements: {
      title: 'Annonces',
      add: 'Ajouter une annonce',
      add_title: 'Nouvelle annonce',
      edit_title: 'Modifier l’annonce',
      added: 'Annonce publiée',
      edited: 'Annonce enregistrée',
      removed: 'Annonce supprimée',
      delete_confirm_title: 'Supprimer cette annonce ?',
      delete_confirm: 'Les personnes ne la verront plus, même dans les actualités.',
      help: 'Bandeaux au-dessus des favoris des personnes visées, entre le début et la fin, dans leur langue (sinon en anglais, sinon en français).',
      everyone: 'Tout le monde',
      tool_viewers: 'Personnes qui voient les outils',
      texts: 'Titre et texte en %{language}',
      audience: 'Public',
      audience_help: 'Une liste vide vise tout le monde ; chaque liste remplie restreint le public.',
      sub_admin_scope: 'Vos annonces visent votre filiale uniquement.',
      tools_help: 'Maintenance : affichée sur les tuiles de ces outils.',
      tool_search: 'Rechercher un outil par son nom',
      kinds: {
        info: 'Information',
        warning: 'Avertissement',
        maintenance: 'Maintenance',
      },
    },
    errors: {
      ANNOUNCEMENTS: {
        ENGLISH_OR_FRENCH: 'Un titre et un texte en anglais ou en français sont obligatoires.',
        TITLE_TOO_LONG: '120 caractères au plus.',
        BODY_TOO_LONG: '20 000 caractères au plus.',
        INVALID_KIND: 'Choisissez information, avertissement ou maintenance.',
        INVALID_DATE: 'Saisissez une date et une heure.',
        END_BEFORE_START: 'La fin doit suivre le début.',
        INVALID_AUDIENCE: 'Choisissez les filiales, groupes et langues dans les listes.',
        TOO_MANY: 'Trop d’éléments.',
        INVALID_TOOLS: 'Choisissez au plus 50 outils dans la liste.',
        UNKNOWN_GROUP: 'Un groupe du public n’existe pas (ou plus).',
        UNKNOWN_SUBSIDIARY: 'Une filiale du public n’existe pas (ou plus).',
        NOT_FOUND: 'Cette annonce n’existe pas.',
      },
    },
  },
};

export default fr;
