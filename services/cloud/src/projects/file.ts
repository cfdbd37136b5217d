import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { ZodError } from 'zod'
import { formatZodError } from '../validation.ts'
import { projectsFileSchema, type ValidProjectInput } from './schema.ts'
import type { Project, ProjectStore } from './store.ts'

/** services/cloud/projects.json, whatever the working directory. */
export const DEFAULT_PROJECTS_FILE = fileURLToPath(new URL('../../projects.json', import.meta.url))

/** Reads and validates a projects file; every failure names the file and what is wrong. */
export async function readProjectsFile(path: string): Promise<ValidProjectInput[]> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : String(error)
    throw new Error(`Cannot read the projects file ${path}: ${reason}`, { cause: error })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(`The projects file ${path} is not valid JSON: ${(error as Error).message}`, {
      cause: error,
    })
  }
  try {
    const { projects } = projectsFileSchema.parse(json)
    const ids = new Set<string>()
    for (const project of projects) {
      if (ids.has(project.id)) throw new Error(`project '${project.id}' is listed twice`)
      ids.add(project.id)
    }
    return projects
  } catch (error) {
    const reason = error instanceof ZodError ? formatZodError(error) : (error as Error).message
    throw new Error(`The projects file ${path} is invalid: ${reason}`, { cause: error })
  }
}

/**
 * Upserts every project of the file. The file is the source of truth for the projects it lists (their
 * name, origins and features are replaced at each start); projects made with the admin command and not in
 * the file are left alone.
 */
export async function syncProjectsFile(store: ProjectStore, path: string): Promise<Project[]> {
  const projects = await readProjectsFile(path)
  const synced: Project[] = []
  for (const project of projects) synced.push(await store.upsert(project))
  return synced
}
