import type { Messages } from '../messages';

/** Texts of a tool's Status page (its check, maintenance and history) and of its refusals. */
const fr: Messages = {
  "portal": {
    "tool_status": {
      "title": "État de %{tool}",
      "now": "Maintenant",
      "not_checked": "Cet outil n’est pas vérifié.",
      "not_yet": "Aucune vérification n’a encore eu lieu.",
      "load_error": "L’état n’a pas pu être chargé.",
      "last_check": "Dernière vérification : %{date}",
      "response_time": "Temps de réponse : %{ms} ms",
      "uptime": "Disponibilité : %{percent} (%{checks} vérifications)",
      "response_axis": "Temps de réponse (ms)",
      "state": {
        "up": "En service",
        "slow": "Lent",
        "down": "Hors service",
        "maintenance": "En maintenance"
      },
      "check": {
        "title": "Vérification d’état",
        "url": "Adresse vérifiée",
        "url_help": "L’adresse de l’outil, ou une page de santé",
        "accepted": "Codes d’état acceptés",
        "accepted_help": "Par exemple 200-399, 401",
        "intervalSeconds": "Intervalle (secondes)",
        "intervalSeconds_help": "Au moins 60",
        "timeoutMs": "Délai maximal (ms)",
        "timeoutMs_help": "De 1 000 à 30 000",
        "slowMs": "Lent au-delà de (ms)",
        "slowMs_help": "Affiché « lent » au-delà",
        "save": "Enregistrer la vérification",
        "turn_on": "Activer la vérification",
        "turn_off": "Désactiver la vérification",
        "saved": "Vérification enregistrée",
        "removed": "Vérification désactivée"
      },
      "maintenance": {
        "title": "Maintenance",
        "message": "Message affiché sur la tuile",
        "until": "Fin",
        "declare": "Déclarer une maintenance",
        "end": "Terminer maintenant",
        "declared": "Maintenance déclarée",
        "current": "En maintenance jusqu’au %{date}"
      },
      "day": {
        "title": "Dernières 24 heures"
      },
      "month": {
        "title": "30 derniers jours"
      },
      "incidents": {
        "title": "Incidents (30 jours)",
        "none": "Aucun incident.",
        "started": "Hors service depuis",
        "ended": "Rétabli",
        "cause": "Cause",
        "ongoing": "En cours"
      },
      "reason": {
        "status": "HTTP %{status}",
        "timeout": "Délai dépassé",
        "tls": "Erreur TLS",
        "connection": "Connexion refusée ou interrompue",
        "sign_in_redirect": "Redirection vers une page de connexion",
        "too_many_redirects": "Trop de redirections",
        "address_refused": "Adresse non autorisée"
      },
      "link": "État"
    },
    "errors": {
      "STATUS_CHECK": {
        "INVALID_URL": "Adresse commençant par http:// ou https:// attendue.",
        "ADDRESS_NOT_ALLOWED": "Cette adresse est hors des hôtes et réseaux autorisés pour les vérifications d’état (page de configuration).",
        "INTERVAL_TOO_SHORT": "L’intervalle est d’au moins %{min} secondes.",
        "INTERVAL_TOO_LONG": "L’intervalle est d’au plus %{max} secondes.",
        "INVALID_TIMEOUT": "Le délai maximal est compris entre %{min} et %{max} ms.",
        "INVALID_SLOW_THRESHOLD": "Le seuil de lenteur est d’au moins %{min} ms et inférieur au délai maximal.",
        "INVALID_ACCEPTED_STATUSES": "Codes d’état ou plages entre 100 et 599 attendus, par exemple 200-399, 401.",
        "MAINTENANCE_END_PASSED": "La fin de la maintenance doit être dans le futur.",
        "MAINTENANCE_MESSAGE_TOO_LONG": "%{max} caractères au plus."
      }
    }
  }
};

export default fr;
