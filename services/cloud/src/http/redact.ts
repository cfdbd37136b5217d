import type { FastifyRequest, FastifyServerOptions } from 'fastify'

/** What a redacted value reads as in the logs. */
export const REDACTED = '[redacted]'

/**
 * Query parameters that carry a credential: the relay JWT (`auth`), the device-approval link's `token`,
 * OpenID callbacks' `code`, one-time codes, keys. Compared in lower case.
 */
export const SECRET_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'auth',
  'token',
  'code',
  'otp',
  'secret',
  'password',
  'key',
  'apikey',
  'api_key',
  'access_token',
  'id_token',
  'refresh_token',
  'client_secret',
  'session',
])

/**
 * Log fields pino replaces wholesale: credentials in headers, and any field named like a secret one level
 * down (`{ user: { password } }`) or at the top.
 */
export const REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...['password', 'secret', 'seed', 'mnemonic', 'privateKey', 'otp', 'token', 'jwt', 'shares'].flatMap(
    (name) => [name, `*.${name}`],
  ),
]

const QUERY_PARAM = /([?&])([^=&#\s]+)=([^&#\s]*)/g
/** scheme://user:password@host: the password goes. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/[^:/?#\s@]*):[^@/?#\s]*@/gi
const BEARER = /\b(Bearer\s+)[\w.~+/=-]+/gi

/**
 * The text with every credential it may carry masked: passwords in URLs (DATABASE_URL, REDIS_URL,
 * SMTP_URL), secret query parameters, bearer tokens. For log lines, error messages and start-up errors.
 *
 * @example
 * redactSecrets('connect postgres://app:hunter2@db/app failed') // 'connect postgres://app:[redacted]@db/app failed'
 * redactSecrets('/relay?auth=eyJ...&projectId=p') // '/relay?auth=[redacted]&projectId=p'
 */
export function redactSecrets(text: string): string {
  return text
    .replace(URL_CREDENTIALS, `$1:${REDACTED}@`)
    .replace(QUERY_PARAM, (whole, separator: string, name: string) =>
      SECRET_QUERY_PARAMS.has(name.toLowerCase()) ? `${separator}${name}=${REDACTED}` : whole,
    )
    .replace(BEARER, `$1${REDACTED}`)
}

interface LoggedError {
  type: string
  message: string
  stack?: string
  code?: unknown
  statusCode?: unknown
}

/** pino serializer for `err`: an Error (or the message string many call sites log), credentials masked. */
export function serializeError(error: unknown): LoggedError | string {
  if (typeof error === 'string') return redactSecrets(error)
  if (!(error instanceof Error)) return redactSecrets(String(error))
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown }
  return {
    type: error.name,
    message: redactSecrets(error.message),
    ...(error.stack ? { stack: redactSecrets(error.stack) } : {}),
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
  }
}

/**
 * pino serializer for `req`: Fastify's fields, with the URL's secret query parameters masked. Headers are
 * never logged (as with Fastify's own serializer).
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    // A hand-made `{ req }` in a log call may lack the fields: never a crash in the logger.
    url: typeof request.url === 'string' ? redactSecrets(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

const redactValue = (value: unknown) => (typeof value === 'string' ? redactSecrets(value) : value)

type PinoOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>

/**
 * The cloud's logger options with secret redaction added: paths (`REDACT_PATHS`), serializers for `req`,
 * `err` and URL fields, and every message string through `redactSecrets`. A caller's own options (level,
 * stream) are kept; false stays false.
 *
 * @example
 * Fastify({ logger: withRedaction({ level: 'info' }) })
 */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false
  const base: PinoOptions = logger === true ? { level: 'info' } : logger
  return {
    ...base,
    redact: { paths: [...REDACT_PATHS], censor: REDACTED },
    // pino types `err` as returning an object; a string `err` (errorMessage(...)) stays a string.
    serializers: {
      req: serializeRequest,
      err: serializeError,
      url: redactValue,
      redis: redactValue,
      databaseUrl: redactValue,
      reason: redactValue,
      ...base.serializers,
    } as PinoOptions['serializers'],
    // Any other field holding a string (`{ where: databaseUrl }`) is masked too; objects keep their serializers.
    formatters: {
      ...base.formatters,
      log: (object: Record<string, unknown>) => {
        const own = base.formatters?.log ? base.formatters.log(object) : object
        return Object.fromEntries(Object.entries(own).map(([key, value]) => [key, redactValue(value)]))
      },
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map(redactValue) as Parameters<typeof method>)
      },
    },
  }
}
