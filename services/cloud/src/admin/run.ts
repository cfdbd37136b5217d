import { ZodError } from 'zod'
import { runMigrations } from '../db/migrate.ts'
import { openDatabase } from '../db/open.ts'
import { databaseOptionsFromEnv } from '../env.ts'
import { createProjectStore, type Project, type ProjectStore } from '../projects/store.ts'
import { formatZodError } from '../validation.ts'
import { type AdminCommand, parseAdminArgs } from './args.ts'
import { ADMIN_USAGE, UsageError } from './usage.ts'

export interface AdminIo {
  env: NodeJS.ProcessEnv
  out(text: string): void
  err(text: string): void
}

function describe(project: Project): string {
  const origins = project.allowedOrigins.length
    ? project.allowedOrigins.join(', ')
    : '(none besides the defaults)'
  return [
    `${project.id}  ${project.name}`,
    `  allowed origins: ${origins}`,
    `  features: ${JSON.stringify(project.features)}`,
    `  created: ${project.createdAt.toISOString()}`,
  ].join('\n')
}

function toJson(project: Project) {
  return {
    id: project.id,
    name: project.name,
    allowedOrigins: project.allowedOrigins,
    features: project.features,
    featureOverrides: project.featureOverrides,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  }
}

async function execute(
  command: Exclude<AdminCommand, { command: 'help' }>,
  store: ProjectStore,
  io: AdminIo,
) {
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
      if (command.json) io.out(JSON.stringify(projects.map(toJson), null, 2))
      else io.out(projects.length ? projects.map(describe).join('\n\n') : 'No projects.')
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
      // No cache: the command reads and writes once and exits.
      await execute(command, createProjectStore(db, { cacheMs: 0 }), io)
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
