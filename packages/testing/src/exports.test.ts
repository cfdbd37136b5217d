import { expect, test } from 'vitest'

// What each published entry point of @airlock/testing exports, by name, pinned in __snapshots__/exports.test.ts.snap:
// adding, renaming or removing an export shows there in review. After a deliberate change, `npm run api:update`
// rewrites the snapshots and the API reports in api/, and the change wants a changeset (see CONTRIBUTING.md).
// File snapshots, not inline ones: importing some entries shifts the stack positions Vitest uses to place an
// inline snapshot, and it wrote one entry's names into the next test.

test('@airlock/testing', async () => {
  expect(Object.keys(await import('@airlock/testing')).sort()).toMatchSnapshot()
})

test('@airlock/testing/websocket', async () => {
  expect(Object.keys(await import('@airlock/testing/websocket')).sort()).toMatchSnapshot()
})

test('@airlock/testing/bitcoin-chain', async () => {
  expect(Object.keys(await import('@airlock/testing/bitcoin-chain')).sort()).toMatchSnapshot()
})

test('@airlock/testing/fuzz', async () => {
  expect(Object.keys(await import('@airlock/testing/fuzz')).sort()).toMatchSnapshot()
})

test('@airlock/testing/playwright', async () => {
  expect(Object.keys(await import('@airlock/testing/playwright')).sort()).toMatchSnapshot()
})

test('@airlock/testing/solana', async () => {
  expect(Object.keys(await import('@airlock/testing/solana')).sort()).toMatchSnapshot()
})

test('@airlock/testing/bitcoin', async () => {
  expect(Object.keys(await import('@airlock/testing/bitcoin')).sort()).toMatchSnapshot()
})
