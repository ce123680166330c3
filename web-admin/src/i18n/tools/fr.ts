import type en from './en';

/** Textes français de la liste des outils, du formulaire d'outil et des validations. */
const fr: typeof en = {
  dates: {
    today: "Aujourd'hui",
    yesterday: 'Hier',
    days_ago: '%{days} jours',
  },
  directory: {
    hint: 'Tapez au moins 3 lettres',
    type_more: "Tapez au moins 3 lettres pour chercher dans l'annuaire",
    no_match: 'Personne trouvé',
    searching: 'Recherche…',
  },
  tools: {
    menu: 'Outils',
    title: 'Outils',
    add: 'Ajouter un outil',
    export: 'Exporter en CSV',
    fields: {
      name: 'Nom',
      updated_time: 'Mis à jour',
      created_time: 'Créé',
      categories: 'Catégorie',
      subsidiary: 'Filiale',
      managers: 'Gestionnaires',
      users: 'Utilisateurs',
      state: 'Nouveau',
    },
    viewers: {
      all: 'Tout le monde',
      subsidiary: 'Tout %{name}',
    },
    state: {
      new: 'Nouveau',
      pending: 'En attente de validation',
      see: 'Voir',
    },
    filters: {
      toggle: 'Filtres',
      title: 'Filtres',
      managers: 'Géré par',
      viewers: 'Visible par',
    },
    list_error: {
      message: 'Erreur lors du chargement de la liste des outils.',
      refresh: 'Actualiser',
    },
    bulk: {
      add_managers: 'Ajouter des gestionnaires',
      add_viewers: 'Ajouter des utilisateurs',
      add_managers_title: "Ajouter des gestionnaires à l'outil coché |||| Ajouter des gestionnaires aux %{smart_count} outils cochés",
      add_viewers_title: "Ajouter des utilisateurs à l'outil coché |||| Ajouter des utilisateurs aux %{smart_count} outils cochés",
      add_managers_done: "Gestionnaires ajoutés à l'outil |||| Gestionnaires ajoutés à %{smart_count} outils",
      add_viewers_done: "Utilisateurs ajoutés à l'outil |||| Utilisateurs ajoutés à %{smart_count} outils",
      add: 'Ajouter',
      uncheck_all: 'Tout décocher',
      delete_title: 'Supprimer cet outil ? |||| Supprimer ces %{smart_count} outils ?',
      delete_content: "L'outil disparaîtra de tous les murs et favoris. |||| Les outils disparaîtront de tous les murs et favoris.",
      deleted: 'Outil supprimé |||| %{smart_count} outils supprimés',
    },
    form: {
      required: 'Le champ est obligatoire.',
    },
  },
};

export default fr;
