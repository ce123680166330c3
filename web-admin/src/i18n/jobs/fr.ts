import type { Messages } from '../messages';

const fr: Messages = {
  portal: {
    menu: { jobs: 'Tâches' },
    jobs: {
      title: 'Tâches',
      help: "Les mails et les imports de l'annuaire sont mis en file et exécutés par le worker. Un mail dont les tentatives sont épuisées attend ici que vous le relanciez.",
      load_error: "Les tâches n'ont pas pu être chargées.",
      refresh: 'Actualiser',
      health_ok: 'Toutes les parties du portail fonctionnent.',
      health_degraded: 'Certaines parties du portail ne fonctionnent pas. Les tâches en file attendent leur retour.',
      health_unknown: "L'état du portail n'a pas pu être lu.",
      check: {
        database: 'Base de données',
        redis: "File d'attente (Redis)",
        smtp: 'Serveur de mail',
        worker: 'Worker',
      },
      queue: { mail: 'Mails', 'directory-import': "Imports de l'annuaire" },
      counts: '%{failed} en échec, %{waiting} en attente, %{delayed} en attente de nouvel essai, %{active} en cours',
      empty: 'Aucune tâche en échec ou en attente.',
      state: { failed: 'En échec', waiting: 'En attente', delayed: 'Nouvel essai prévu', active: 'En cours' },
      column: { queue: 'File', state: 'État', job: 'Tâche', attempts: 'Tentatives', reason: 'Dernière erreur', created: 'Mise en file' },
      attempts: '%{made} sur %{max}',
      retry: 'Relancer',
      retry_label: 'Relancer la tâche %{id}',
      retried: 'La tâche va être exécutée de nouveau.',
    },
  },
};

export default fr;
