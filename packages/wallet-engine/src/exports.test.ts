import { expect, test } from 'vitest'

// What each published entry point of @airlock/wallet-engine exports, by name, pinned in __snapshots__/exports.test.ts.snap:
// adding, renaming or removing an export shows there in review. After a deliberate change, `npm run api:update`
// rewrites the snapshots and the API reports in api/, and the change wants a changeset (see CONTRIBUTING.md).

test('@airlock/wallet-engine', async () => {
  expect(Object.keys(await import('@airlock/wallet-engine')).sort()).toMatchSnapshot()
})
