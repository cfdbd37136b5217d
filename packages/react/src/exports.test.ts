import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// What each published entry point of @airlock/react exports, by name, pinned in __snapshots__/exports.test.ts.snap:
// adding, renaming or removing an export shows there in review. After a deliberate change, `npm run api:update`
// rewrites the snapshots and the API reports in api/, and the change wants a changeset (see CONTRIBUTING.md).
// File snapshots, not inline ones: importing some entries shifts the stack positions Vitest uses to place an
// inline snapshot, and it wrote one entry's names into the next test.

test('@airlock/react', async () => {
  expect(Object.keys(await import('@airlock/react')).sort()).toMatchSnapshot()
})

// './locales/*' is one entry per file: every locale a dapp can import is listed, with what it exports.
test('@airlock/react/locales/*', async () => {
  const locales = readdirSync(join(import.meta.dirname, 'i18n', 'locales'))
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort()
  const exported: Record<string, string[]> = {}
  for (const locale of locales)
    exported[locale] = Object.keys(await import(`@airlock/react/locales/${locale}`)).sort()
  expect(exported).toMatchSnapshot()
})
