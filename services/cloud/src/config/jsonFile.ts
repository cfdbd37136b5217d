import { readFile } from 'node:fs/promises'
import type { z } from 'zod'
import { ZodError } from 'zod'
import { formatZodError } from '../validation.ts'

/**
 * Reads a JSON configuration file and validates it; every failure names `what` it is, the file, and what
 * is wrong ("The projects file /x/projects.json is invalid: projects.0.id: Required"). `check` may refuse
 * what a schema cannot express by throwing; its message is reported the same way.
 */
export async function readJsonFile<S extends z.ZodTypeAny>(
  path: string,
  schema: S,
  what: string,
  check: (value: z.output<S>) => void = () => {},
): Promise<z.output<S>> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : String(error)
    throw new Error(`Cannot read the ${what} ${path}: ${reason}`, { cause: error })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(`The ${what} ${path} is not valid JSON: ${(error as Error).message}`, { cause: error })
  }
  try {
    const value = schema.parse(json)
    check(value)
    return value
  } catch (error) {
    const reason = error instanceof ZodError ? formatZodError(error) : (error as Error).message
    throw new Error(`The ${what} ${path} is invalid: ${reason}`, { cause: error })
  }
}
