export const ADMIN_USAGE = `Usage: tsx services/cloud/src/admin.ts <command> [arguments]

Commands:
  create <id> [--name <name>] [--origins <origin,...>]  Add a project
  list [--json]                                           Show every project
  set-origins <id> <origin,...>                           Replace a project's allowed origins ('' for none)
  set-features <id> '<json>'                              Replace a project's feature overrides,
                                                          e.g. '{"swaps":false,"socials":["google"]}'
  create-secret-key <id>                                  Issue a secret key (sk_…) for the payments API;
                                                          printed once, only its hash is stored
  revoke-secret-key <sk_ prefix>                          Revoke a key by the prefix list shows (sk_ and 8 more)
  set-webhook <id> <url>                                  Send the project's payment events to <url>; prints
                                                          the new signing secret (whsec_…) once
  remove-webhook <id>                                     Stop sending the project's payment events

Origins: https://app.example.com, https://*.example.com (any subdomain), http://localhost:* (any port).
Only the origins a project lists are allowed: list http://localhost:* yourself to develop on localhost.
Features: email, socials (list or false), swaps, onramp, activity, reownBranding, analytics; keys left
out take their defaults (all on).
Secret keys are for the shop's server only: a call carrying one from a browser is refused, and a key that
reached a browser should be revoked.

Database: PostgreSQL at DATABASE_URL when set, else the PGlite folder DATA_DIR
(default services/cloud/.data/pglite; stop the cloud first, PGlite allows one process at a time).`

/** A wrong command line: printed with the usage text, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}
