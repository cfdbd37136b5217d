import { expect, it } from 'vitest'
import { describeStorageContract } from '../test/storageContract.ts'
import { createMemoryStorage } from './memory.ts'

describeStorageContract('memory', () => createMemoryStorage())

it('gives every instance its own state', async () => {
  const one = createMemoryStorage()
  await one.setItem('k', 1)
  expect(await createMemoryStorage().getItem('k')).toBeUndefined()
})
