import { describe, expect, it } from 'vitest'
import { parseAdminArgs } from './args.ts'
import { UsageError } from './usage.ts'

describe('admin command line', () => {
  it.each([
    [['create', 'shop'], { command: 'create', id: 'shop', origins: [] }],
    [
      ['create', 'shop', '--name', 'My Shop', '--origins', 'https://a.com, http://localhost:*,'],
      { command: 'create', id: 'shop', name: 'My Shop', origins: ['https://a.com', 'http://localhost:*'] },
    ],
    [['list'], { command: 'list', json: false }],
    [['list', '--json'], { command: 'list', json: true }],
    [
      ['set-origins', 'shop', 'https://a.com,https://*.b.com'],
      { command: 'set-origins', id: 'shop', origins: ['https://a.com', 'https://*.b.com'] },
    ],
    [['set-origins', 'shop', ''], { command: 'set-origins', id: 'shop', origins: [] }],
    [
      ['set-features', 'shop', '{"swaps":false}'],
      { command: 'set-features', id: 'shop', features: { swaps: false } },
    ],
    [['--help'], { command: 'help' }],
    [['help'], { command: 'help' }],
    [['create', '-h'], { command: 'help' }],
  ])('%j', (argv, expected) => {
    expect(parseAdminArgs(argv)).toEqual(expected)
  })

  it.each([
    [[], 'No command given'],
    [['drop', 'x'], "Unknown command 'drop'"],
    [['create'], 'create takes <id>, got 0 argument(s)'],
    [['create', 'a', 'b'], 'create takes <id>, got 2 argument(s)'],
    [['list', 'extra'], 'list takes no arguments, got 1 argument(s)'],
    [['set-origins', 'shop'], 'set-origins takes <id> <origin,...>, got 1 argument(s)'],
    [['set-features', 'shop', '{swaps:false}'], /set-features: '\{swaps:false\}' is not valid JSON/],
    [['set-features', 'shop', '[1]'], `set-features takes a JSON object, e.g. '{"swaps":false}'`],
    [['list', '--name', 'x'], '--name is an option of create, not of list'],
    [['create', 'x', '--json'], '--json is an option of list, not of create'],
    [['create', 'x', '--nme', 'y'], /Unknown option '--nme'/],
    [['create', 'x', '--name'], /--name <value>/],
  ])('%j is a usage error', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError)
    expect(() => parseAdminArgs(argv)).toThrow(message)
  })
})
