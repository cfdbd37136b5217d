import { expect, test } from 'vitest'

// What each published entry point of @airlock/core exports, by name, pinned in __snapshots__/exports.test.ts.snap:
// adding, renaming or removing an export shows there in review. After a deliberate change, `npm run api:update`
// rewrites the snapshots and the API reports in api/, and the change wants a changeset (see CONTRIBUTING.md).
// File snapshots, not inline ones: importing some entries shifts the stack positions Vitest uses to place an
// inline snapshot, and it wrote one entry's names into the next test.

test('@airlock/core', async () => {
  expect(Object.keys(await import('@airlock/core')).sort()).toMatchSnapshot()
})

// Outside semver, for the Airlock packages only; pinned all the same, so what React reaches into shows in review.
test('@airlock/core/internal', async () => {
  expect(Object.keys(await import('@airlock/core/internal')).sort()).toMatchSnapshot()
})
