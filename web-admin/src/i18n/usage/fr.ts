import type { Messages } from '../messages';

const fr: Messages = {
  portal: {
    menu: { usage: 'Utilisation' },
    usage: {
      title: 'Utilisation',
      help: "Ouvertures des outils depuis le portail sur les 90 derniers jours, comptées une fois par personne, outil et minute. Les comptes ne contiennent aucun nom : personne ne peut voir qui a ouvert quoi.",
      period: 'Du %{from} au %{to} (UTC)',
      load_error: "Les chiffres d'utilisation n'ont pas pu être chargés.",
      retry: 'Réessayer',
      filter: { category: 'Catégorie', subsidiary: 'Filiale', any: 'Toutes' },
      export: 'Exporter en CSV',
      summary: 'Ouvertures : %{total} · Outils comptés : %{tools}',
      per_day: 'Ouvertures par jour',
      opens: 'Ouvertures',
      day: 'Jour',
      top: 'Outils les plus ouverts',
      idle: 'Jamais ouverts en 90 jours (candidats au retrait)',
      idle_count: '%{smart_count} outil |||| %{smart_count} outils',
      idle_more: "Les %{shown} premiers sont listés ; l'export CSV les contient tous.",
      idle_none: 'Chaque outil a été ouvert au moins une fois.',
      managers: 'Responsables',
      no_managers: 'Aucun responsable',
      tool: 'Outil',
      by_subsidiary: 'Ouvertures par filiale',
      by_language: 'Ouvertures par langue',
      no_subsidiary: 'Sans filiale',
      empty: "Aucun outil n'a été ouvert ces 90 jours.",
      language: { en: 'Anglais', fr: 'Français', zh: 'Chinois', ja: 'Japonais' },
    },
  },
};

export default fr;
