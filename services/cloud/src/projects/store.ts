import type { Queryable } from '../db/types.ts'
import {
  type FeatureOverrides,
  featureOverridesSchema,
  type ProjectFeatures,
  resolveFeatures,
} from './features.ts'
import { allowedOriginsSchema, type ProjectInput, projectIdSchema, projectInputSchema } from './schema.ts'

export interface Project {
  id: string
  name: string
  /** Normalised origin patterns; the default list of @airlock/protocol/origins applies on top. */
  allowedOrigins: readonly string[]
  /** Features in effect: the overrides over the defaults. */
  features: ProjectFeatures
  /** Only what the project sets; what is stored. */
  featureOverrides: FeatureOverrides
  createdAt: Date
  updatedAt: Date
}

export class ProjectExistsError extends Error {
  constructor(id: string) {
    super(`A project with id '${id}' already exists`)
    this.name = 'ProjectExistsError'
  }
}

export class ProjectNotFoundError extends Error {
  constructor(id: string) {
    super(`No project with id '${id}'`)
    this.name = 'ProjectNotFoundError'
  }
}

export interface ProjectStore {
  /** The project, or undefined. Served from a short cache: see `cacheMs`. */
  get(id: string): Promise<Project | undefined>
  list(): Promise<Project[]>
  /** Throws ProjectExistsError when the id is taken, ZodError on invalid input. */
  create(input: ProjectInput): Promise<Project>
  /** Creates the project or replaces its name, origins and features (what the config file does). */
  upsert(input: ProjectInput): Promise<Project>
  /** Replaces the allowed origins. Throws ProjectNotFoundError, ZodError. */
  setAllowedOrigins(id: string, origins: readonly string[]): Promise<Project>
  /** Replaces the feature overrides; keys left out go back to the defaults. Throws ProjectNotFoundError. */
  setFeatures(id: string, overrides: FeatureOverrides): Promise<Project>
}

export interface ProjectStoreOptions {
  /**
   * How long a project read stays cached; default 5000 ms, 0 turns the cache off. Every project-scoped
   * request reads its project; another process (the admin command on PostgreSQL) changing it is seen
   * after at most this long. Writes through this store clear the entry at once.
   */
  cacheMs?: number
}

interface ProjectRow {
  id: string
  name: string
  allowed_origins: unknown
  features: unknown
  created_at: Date
  updated_at: Date
}

const COLUMNS = 'id, name, allowed_origins, features, created_at, updated_at'

function toProject(row: ProjectRow): Project {
  // Rows written by this code always pass; a hand-edited row must not take the service down.
  const origins = allowedOriginsSchema.safeParse(row.allowed_origins)
  const overrides = featureOverridesSchema.safeParse(row.features)
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: origins.success ? origins.data : [],
    features: resolveFeatures(row.features),
    featureOverrides: overrides.success ? overrides.data : {},
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function createProjectStore(db: Queryable, options: ProjectStoreOptions = {}): ProjectStore {
  const cacheMs = options.cacheMs ?? 5_000
  // Only found projects are cached: caching misses would let random ids grow the map without bound.
  const cache = new Map<string, { project: Project; expiresAt: number }>()

  const fresh = (project: Project) => {
    cache.delete(project.id)
    return project
  }

  const updateOne = async (id: string, set: string, value: unknown) => {
    const valid = projectIdSchema.safeParse(id)
    const rows = valid.success
      ? await db.query<ProjectRow>(
          `update projects set ${set} = $2::jsonb, updated_at = now() where id = $1 returning ${COLUMNS}`,
          [id, JSON.stringify(value)],
        )
      : []
    if (!rows[0]) throw new ProjectNotFoundError(id)
    return fresh(toProject(rows[0]))
  }

  return {
    async get(id) {
      const cached = cache.get(id)
      if (cached && cached.expiresAt > Date.now()) return cached.project
      const rows = await db.query<ProjectRow>(`select ${COLUMNS} from projects where id = $1`, [id])
      if (!rows[0]) {
        cache.delete(id)
        return undefined
      }
      const project = toProject(rows[0])
      if (cacheMs > 0) cache.set(id, { project, expiresAt: Date.now() + cacheMs })
      return project
    },

    async list() {
      const rows = await db.query<ProjectRow>(`select ${COLUMNS} from projects order by id`)
      return rows.map(toProject)
    },

    async create(input) {
      const project = projectInputSchema.parse(input)
      const rows = await db.query<ProjectRow>(
        `insert into projects (id, name, allowed_origins, features) values ($1, $2, $3::jsonb, $4::jsonb)
         on conflict (id) do nothing returning ${COLUMNS}`,
        [
          project.id,
          project.name ?? project.id,
          JSON.stringify(project.allowedOrigins),
          JSON.stringify(project.features),
        ],
      )
      if (!rows[0]) throw new ProjectExistsError(project.id)
      return fresh(toProject(rows[0]))
    },

    async upsert(input) {
      const project = projectInputSchema.parse(input)
      const rows = await db.query<ProjectRow>(
        `insert into projects (id, name, allowed_origins, features) values ($1, $2, $3::jsonb, $4::jsonb)
         on conflict (id) do update set name = excluded.name, allowed_origins = excluded.allowed_origins,
           features = excluded.features, updated_at = now()
         returning ${COLUMNS}`,
        [
          project.id,
          project.name ?? project.id,
          JSON.stringify(project.allowedOrigins),
          JSON.stringify(project.features),
        ],
      )
      return fresh(toProject(rows[0]!))
    },

    async setAllowedOrigins(id, origins) {
      return updateOne(id, 'allowed_origins', allowedOriginsSchema.parse(origins))
    },

    async setFeatures(id, overrides) {
      return updateOne(id, 'features', featureOverridesSchema.parse(overrides))
    },
  }
}
