import { expect, test } from 'vitest'

// What each published entry point of @airlock/protocol exports, by name, pinned in __snapshots__/exports.test.ts.snap:
// adding, renaming or removing an export shows there in review. After a deliberate change, `npm run api:update`
// rewrites the snapshots and the API reports in api/, and the change wants a changeset (see CONTRIBUTING.md).
// File snapshots, not inline ones: importing some entries shifts the stack positions Vitest uses to place an
// inline snapshot, and it wrote one entry's names into the next test.

test('@airlock/protocol', async () => {
  expect(Object.keys(await import('@airlock/protocol')).sort()).toMatchSnapshot()
})

test('@airlock/protocol/node', async () => {
  expect(Object.keys(await import('@airlock/protocol/node')).sort()).toMatchSnapshot()
})

test('@airlock/protocol/origins', async () => {
  expect(Object.keys(await import('@airlock/protocol/origins')).sort()).toMatchSnapshot()
})

test('@airlock/protocol/names', async () => {
  expect(Object.keys(await import('@airlock/protocol/names')).sort()).toMatchSnapshot()
})

test('@airlock/protocol/cloud-api', async () => {
  expect(Object.keys(await import('@airlock/protocol/cloud-api')).sort()).toMatchSnapshot()
})

test('@airlock/protocol/embedded', async () => {
  expect(Object.keys(await import('@airlock/protocol/embedded')).sort()).toMatchSnapshot()
})

test('@airlock/protocol/rpc-methods', async () => {
  expect(Object.keys(await import('@airlock/protocol/rpc-methods')).sort()).toMatchSnapshot()
})

test('@airlock/protocol/bank', async () => {
  expect(Object.keys(await import('@airlock/protocol/bank')).sort()).toMatchSnapshot()
})
