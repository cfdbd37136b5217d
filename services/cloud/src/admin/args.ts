import { parseArgs } from 'node:util'
import type { FeatureOverrides } from '../projects/features.ts'
import { UsageError } from './usage.ts'

export type AdminCommand =
  | { command: 'help' }
  | { command: 'create'; id: string; name?: string; origins: string[] }
  | { command: 'list'; json: boolean }
  | { command: 'set-origins'; id: string; origins: string[] }
  | { command: 'set-features'; id: string; features: FeatureOverrides }
  | { command: 'create-secret-key'; id: string }
  | { command: 'revoke-secret-key'; prefix: string }
  | { command: 'set-webhook'; id: string; url: string }
  | { command: 'remove-webhook'; id: string }

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

function positionals(command: string, values: string[], names: string[]): string[] {
  if (values.length !== names.length) {
    const expected = names.length ? names.map((name) => `<${name}>`).join(' ') : 'no arguments'
    throw new UsageError(`${command} takes ${expected}, got ${values.length} argument(s)`)
  }
  return values
}

function parseCommandLine(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        name: { type: 'string' },
        origins: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    // node:util's messages are clear ("Unknown option '--nme'"); they only need to become usage errors.
    throw new UsageError((error as Error).message)
  }
}

/** Parses the admin command line; throws UsageError with what is wrong. */
export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  const parsed = parseCommandLine(argv)
  const { values, positionals: args } = parsed
  const [command, ...rest] = args
  if (values.help || command === 'help') return { command: 'help' }
  const onlyFor = (option: 'name' | 'origins' | 'json', allowed: string) => {
    if (values[option] !== undefined && command !== allowed) {
      throw new UsageError(`--${option} is an option of ${allowed}, not of ${command ?? 'no command'}`)
    }
  }
  onlyFor('name', 'create')
  onlyFor('origins', 'create')
  onlyFor('json', 'list')

  switch (command) {
    case undefined:
      throw new UsageError('No command given')
    case 'create': {
      const [id] = positionals('create', rest, ['id'])
      return {
        command,
        id: id!,
        ...(values.name === undefined ? {} : { name: values.name }),
        origins: splitList(values.origins ?? ''),
      }
    }
    case 'list':
      positionals('list', rest, [])
      return { command, json: values.json ?? false }
    case 'set-origins': {
      const [id, origins] = positionals('set-origins', rest, ['id', 'origin,...'])
      return { command, id: id!, origins: splitList(origins!) }
    }
    case 'set-features': {
      const [id, json] = positionals('set-features', rest, ['id', 'json'])
      let features: unknown
      try {
        features = JSON.parse(json!)
      } catch (error) {
        throw new UsageError(`set-features: '${json}' is not valid JSON (${(error as Error).message})`)
      }
      if (typeof features !== 'object' || features === null || Array.isArray(features)) {
        throw new UsageError(`set-features takes a JSON object, e.g. '{"swaps":false}'`)
      }
      return { command, id: id!, features: features as FeatureOverrides }
    }
    case 'create-secret-key':
    case 'remove-webhook': {
      const [id] = positionals(command, rest, ['id'])
      return { command, id: id! }
    }
    case 'revoke-secret-key': {
      const [prefix] = positionals(command, rest, ['key prefix'])
      return { command, prefix: prefix! }
    }
    case 'set-webhook': {
      const [id, url] = positionals(command, rest, ['id', 'url'])
      return { command, id: id!, url: url! }
    }
    default:
      throw new UsageError(`Unknown command '${command}'`)
  }
}
