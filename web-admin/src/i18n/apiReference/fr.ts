import type { Messages } from '../messages';

/** Textes de la page Référence de l’API (le document OpenAPI de l’api). */
const fr: Messages = {
  portal: {
    menu: { api_reference: 'Référence de l’API' },
    api_reference: {
      title: 'Référence de l’API',
      help: 'Chaque appel de l’api du portail, décrit à partir des contrôles que le serveur fait sur chaque requête. Les programmes et les intégrations lisent le même document sous forme de fichier.',
      load_error: 'La référence de l’API n’a pas pu être chargée.',
      filter: 'Filtrer par chemin, méthode ou nom',
      download: 'Télécharger openapi.json',
      count: 'Un appel · OpenAPI %{version} |||| %{smart_count} appels · OpenAPI %{version}',
      empty: 'Aucun appel ne correspond à ce filtre.',
      required: 'obligatoire',
      parameters: 'Paramètres',
      body: 'Corps',
      responses: 'Réponses',
      security: {
        public: 'Tout le monde peut l’appeler, sans se connecter.',
        session: 'Demande une session connectée (cookie).',
        session_csrf: 'Demande une session connectée (cookie) et, pour cette écriture, l’en-tête X-XSRF-TOKEN (la valeur du cookie XSRF-TOKEN).',
        bearer: 'Demande un jeton d’API ayant la portée : %{scopes}',
      },
    },
  },
};

export default fr;
