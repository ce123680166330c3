import type { Messages } from '../messages';

/** Texts of a tool's Status page (its check, maintenance and history) and of its refusals. */
const en: Messages = {
  "portal": {
    "tool_status": {
      "title": "Status of %{tool}",
      "now": "Now",
      "not_checked": "This tool is not checked.",
      "not_yet": "No check has run yet.",
      "load_error": "The status could not be loaded.",
      "last_check": "Last check: %{date}",
      "response_time": "Response time: %{ms} ms",
      "uptime": "Uptime: %{percent} (%{checks} checks)",
      "response_axis": "Response time (ms)",
      "state": {
        "up": "Up",
        "slow": "Slow",
        "down": "Down",
        "maintenance": "Under maintenance"
      },
      "check": {
        "title": "Status check",
        "url": "Address checked",
        "url_help": "The tool’s address, or a health page of it",
        "accepted": "Accepted status codes",
        "accepted_help": "For example 200-399, 401",
        "intervalSeconds": "Interval (seconds)",
        "intervalSeconds_help": "At least 60",
        "timeoutMs": "Timeout (ms)",
        "timeoutMs_help": "1,000 to 30,000",
        "slowMs": "Slow above (ms)",
        "slowMs_help": "Shown as “slow” above this",
        "save": "Save the check",
        "turn_on": "Turn the check on",
        "turn_off": "Turn the check off",
        "saved": "Status check saved",
        "removed": "Status check turned off"
      },
      "maintenance": {
        "title": "Maintenance",
        "message": "Message shown on the tile",
        "until": "End",
        "declare": "Declare a maintenance",
        "end": "End now",
        "declared": "Maintenance declared",
        "current": "Under maintenance until %{date}"
      },
      "day": {
        "title": "Last 24 hours"
      },
      "month": {
        "title": "Last 30 days"
      },
      "incidents": {
        "title": "Incidents (30 days)",
        "none": "No incident.",
        "started": "Down since",
        "ended": "Back up",
        "cause": "Cause",
        "ongoing": "Ongoing"
      },
      "reason": {
        "status": "HTTP %{status}",
        "timeout": "Timeout",
        "tls": "TLS error",
        "connection": "Connection refused or reset",
        "sign_in_redirect": "Redirect to a sign-in page",
        "too_many_redirects": "Too many redirects",
        "address_refused": "Address not allowed"
      },
      "link": "Status"
    },
    "errors": {
      "STATUS_CHECK": {
        "INVALID_URL": "Expected an address beginning with http:// or https://.",
        "ADDRESS_NOT_ALLOWED": "This address is outside the hosts and networks allowed for status checks (configuration page).",
        "INTERVAL_TOO_SHORT": "The interval is at least %{min} seconds.",
        "INTERVAL_TOO_LONG": "The interval is at most %{max} seconds.",
        "INVALID_TIMEOUT": "The timeout is between %{min} and %{max} ms.",
        "INVALID_SLOW_THRESHOLD": "The slow threshold is at least %{min} ms and under the timeout.",
        "INVALID_ACCEPTED_STATUSES": "Expected status codes or ranges between 100 and 599, such as 200-399, 401.",
        "MAINTENANCE_END_PASSED": "The end of the maintenance must be in the future.",
        "MAINTENANCE_MESSAGE_TOO_LONG": "At most %{max} characters."
      }
    }
  }
};

export default en;
