import { describe, expect, it } from 'vitest'
import { namesOptionsFromEnv, parseServerEnv } from '../env.ts'
import { namesOptionsSchema } from './options.ts'

describe('names options', () => {
  it('reserve the labels NAMES_RESERVED lists, comma-separated, in lower case', () => {
    const env = parseServerEnv({ NAMES_RESERVED: ' Acme, acme-pay,,' })
    expect(namesOptionsSchema.parse(namesOptionsFromEnv(env)).reservedLabels).toEqual(['acme', 'acme-pay'])
    expect(namesOptionsSchema.parse(namesOptionsFromEnv(parseServerEnv({}))).reservedLabels).toEqual([])
  })
})
