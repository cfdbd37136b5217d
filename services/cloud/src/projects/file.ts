import { fileURLToPath } from 'node:url'
import { readJsonFile } from '../config/jsonFile.ts'
import type { Queryable } from '../db/types.ts'
import { setWebhookEndpoint } from '../payments/webhooks/endpoint.ts'
import { type FileProjectInput, projectsFileSchema } from './schema.ts'
import type { Project, ProjectStore } from './store.ts'

/** services/cloud/projects.json, whatever the working directory. */
export const DEFAULT_PROJECTS_FILE = fileURLToPath(new URL('../../projects.json', import.meta.url))

/** Reads and validates a projects file; every failure names the file and what is wrong. */
export async function readProjectsFile(path: string): Promise<FileProjectInput[]> {
  const { projects } = await readJsonFile(path, projectsFileSchema, 'projects file', ({ projects }) => {
    const ids = new Set<string>()
    for (const project of projects) {
      if (ids.has(project.id)) throw new Error(`project '${project.id}' is listed twice`)
      ids.add(project.id)
    }
  })
  return projects
}

/**
 * Upserts every project of the file. The file is the source of truth for the projects it lists (their
 * name, origins and features are replaced at each start, and their payments webhook when the file names
 * one); projects made with the admin command and not in the file are left alone.
 */
export async function syncProjectsFile(store: ProjectStore, path: string, db: Queryable): Promise<Project[]> {
  const projects = await readProjectsFile(path)
  const synced: Project[] = []
  for (const { paymentsWebhook, ...project } of projects) {
    synced.push(await store.upsert(project))
    if (paymentsWebhook) await setWebhookEndpoint(db, project.id, paymentsWebhook)
  }
  return synced
}
