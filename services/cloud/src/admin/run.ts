import { ZodError } from 'zod'
import { runMigrations } from '../db/migrate.ts'
import { openDatabase } from '../db/open.ts'
import type { Db } from '../db/types.ts'
import { databaseOptionsFromEnv } from '../env.ts'
import {
  issueSecretKey,
  listSecretKeys,
  revokeSecretKey,
  type SecretKeyInfo,
} from '../payments/secretKeys.ts'
import {
  newWebhookSecret,
  removeWebhookEndpoint,
  setWebhookEndpoint,
  webhookEndpointOf,
} from '../payments/webhooks/endpoint.ts'
import { createProjectStore, type Project, ProjectNotFoundError } from '../projects/store.ts'
import { formatZodError } from '../validation.ts'
import { type AdminCommand, parseAdminArgs } from './args.ts'
import { ADMIN_USAGE, UsageError } from './usage.ts'

export interface AdminIo {
  env: NodeJS.ProcessEnv
  out(text: string): void
  err(text: string): void
}

/** What a project holds for payments: its secret keys by prefix (never the keys) and its webhook URL. */
interface PaymentsSetup {
  keys: SecretKeyInfo[]
  webhookUrl: string | undefined
}

const keyState = (key: SecretKeyInfo) =>
  `${key.prefix}… ${key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : `active since ${key.createdAt.toISOString()}`}`

function describe(project: Project, payments?: PaymentsSetup): string {
  const origins = project.allowedOrigins.length
    ? project.allowedOrigins.join(', ')
    : '(none besides the defaults)'
  return [
    `${project.id}  ${project.name}`,
    `  allowed origins: ${origins}`,
    `  features: ${JSON.stringify(project.features)}`,
    `  created: ${project.createdAt.toISOString()}`,
    // Only for projects that take payments: the others read as before.
    ...(payments && (payments.keys.length > 0 || payments.webhookUrl)
      ? [
          `  secret keys: ${payments.keys.length ? payments.keys.map(keyState).join(', ') : '(none)'}`,
          `  payments webhook: ${payments.webhookUrl ?? '(none)'}`,
        ]
      : []),
  ].join('\n')
}

function toJson(project: Project, payments: PaymentsSetup) {
  return {
    id: project.id,
    name: project.name,
    allowedOrigins: project.allowedOrigins,
    features: project.features,
    featureOverrides: project.featureOverrides,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    secretKeys: payments.keys.map((key) => ({
      prefix: key.prefix,
      createdAt: key.createdAt.toISOString(),
      revokedAt: key.revokedAt?.toISOString() ?? null,
    })),
    webhookUrl: payments.webhookUrl ?? null,
  }
}

async function paymentsSetup(db: Db, projectId: string): Promise<PaymentsSetup> {
  return {
    keys: await listSecretKeys(db, projectId),
    webhookUrl: (await webhookEndpointOf(db, projectId))?.url,
  }
}

async function execute(command: Exclude<AdminCommand, { command: 'help' }>, db: Db, io: AdminIo) {
  // No cache: the command reads and writes once and exits.
  const store = createProjectStore(db, { cacheMs: 0 })
  const existing = async (id: string) => {
    const project = await store.get(id)
    if (!project) throw new ProjectNotFoundError(id)
    return project
  }
  switch (command.command) {
    case 'create': {
      const project = await store.create({
        id: command.id,
        ...(command.name === undefined ? {} : { name: command.name }),
        allowedOrigins: command.origins,
      })
      io.out(`Created project ${project.id}\n${describe(project)}`)
      return
    }
    case 'list': {
      const projects = await store.list()
      const setups = await Promise.all(projects.map((project) => paymentsSetup(db, project.id)))
      if (command.json) {
        io.out(
          JSON.stringify(
            projects.map((project, index) => toJson(project, setups[index]!)),
            null,
            2,
          ),
        )
      } else {
        const described = projects.map((project, index) => describe(project, setups[index]))
        io.out(projects.length ? described.join('\n\n') : 'No projects.')
      }
      return
    }
    case 'create-secret-key': {
      const project = await existing(command.id)
      const key = await issueSecretKey(db, project.id)
      io.out(
        `Secret key for ${project.id} (shown once, only its hash is stored; keep it on your server):\n${key}`,
      )
      return
    }
    case 'revoke-secret-key': {
      if (!(await revokeSecretKey(db, command.prefix))) {
        throw new Error(`No secret key starts with '${command.prefix}' (list shows each key's prefix)`)
      }
      io.out(`Revoked ${command.prefix.slice(0, 11)}…: calls with it now answer 401`)
      return
    }
    case 'set-webhook': {
      const project = await existing(command.id)
      const secret = newWebhookSecret()
      await setWebhookEndpoint(db, project.id, { url: command.url, secret })
      io.out(
        `Payment events of ${project.id} go to ${command.url}\nSigning secret (shown once; verify the airlock-signature header with it):\n${secret}`,
      )
      return
    }
    case 'remove-webhook': {
      await existing(command.id)
      const removed = await removeWebhookEndpoint(db, command.id)
      io.out(removed ? `Payment events of ${command.id} are no longer sent` : `${command.id} had no webhook`)
      return
    }
    case 'set-origins': {
      const project = await store.setAllowedOrigins(command.id, command.origins)
      io.out(`Updated the allowed origins of ${project.id}\n${describe(project)}`)
      return
    }
    case 'set-features': {
      const project = await store.setFeatures(command.id, command.features)
      io.out(`Updated the features of ${project.id}\n${describe(project)}`)
      return
    }
  }
}

/**
 * The admin command: 0 on success, 1 when the command failed (unknown project, invalid origin, database
 * unreachable…), 2 for a wrong command line (with the usage text).
 */
export async function runAdmin(argv: readonly string[], io: AdminIo): Promise<number> {
  let command: AdminCommand
  try {
    command = parseAdminArgs(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(`Error: ${error.message}\n\n${ADMIN_USAGE}`)
    return 2
  }
  if (command.command === 'help') {
    io.out(ADMIN_USAGE)
    return 0
  }

  try {
    const db = await openDatabase(databaseOptionsFromEnv(io.env))
    try {
      await runMigrations(db)
      await execute(command, db, io)
    } finally {
      await db.close()
    }
    return 0
  } catch (error) {
    const message = error instanceof ZodError ? formatZodError(error) : (error as Error).message
    io.err(`Error: ${command.command}: ${message}`)
    return 1
  }
}
