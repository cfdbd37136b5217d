import { chai, JestAsymmetricMatchers, JestChaiExpect, JestExtend } from '@vitest/expect'
import { printDiffOrStringify } from '@vitest/utils/diff'

/**
 * What `import { describe, it, expect } from 'vitest'` means inside the Chromium page that runs the React
 * package's `*.browser.test.tsx` files (see runInChromium.ts, which points the bundle's `vitest` here). The
 * tests then read like any Vitest + Testing Library test; this module only collects them, runs the one the
 * Node side asks for, and answers how it went. Only what those tests use is here: a `vitest` API missing from
 * this list fails the bundle with esbuild's "No matching export", not silently.
 */

chai.use(JestExtend)
chai.use(JestChaiExpect)
chai.use(JestAsymmetricMatchers)

type Body = () => void | Promise<void>

interface Registered {
  name: string
  body: Body
  beforeEach: Body[]
  afterEach: Body[]
}

const registered: Registered[] = []
const path: string[] = []
const hooks: { beforeEach: Body[]; afterEach: Body[] }[] = [{ beforeEach: [], afterEach: [] }]
let finishing: Body[] | undefined

/** Jest's matchers on Chai's `expect`, as Vitest builds its own. */
export const expect = chai.expect

export function describe(name: string, body: () => void): void {
  path.push(name)
  hooks.push({ beforeEach: [], afterEach: [] })
  try {
    body()
  } finally {
    path.pop()
    hooks.pop()
  }
}

export function it(name: string, body: Body): void {
  registered.push({
    name: [...path, name].join(' > '),
    body,
    beforeEach: hooks.flatMap((level) => level.beforeEach),
    afterEach: hooks.flatMap((level) => level.afterEach).reverse(),
  })
}

export const test = it

export function beforeEach(body: Body): void {
  hooks.at(-1)?.beforeEach.push(body)
}

export function afterEach(body: Body): void {
  hooks.at(-1)?.afterEach.push(body)
}

/** Runs `body` when the current test ends, passed or failed (last registered first). */
export function onTestFinished(body: Body): void {
  if (!finishing) throw new Error('onTestFinished is for inside a test')
  finishing.unshift(body)
}

/** A failure as the Node side reports it. */
export interface PageFailure {
  message: string
  stack?: string | undefined
  /** Expected against received, as Vitest prints it, when an assertion compared two values. */
  diff?: string | undefined
}

/** Under the Node side's test timeout, so that a test that hangs still reports, with its page's state. */
const TEST_TIMEOUT_MS = 20_000

async function withTimeout(body: void | Promise<void>, name: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`"${name}" did not finish in ${TEST_TIMEOUT_MS} ms`)),
      TEST_TIMEOUT_MS,
    )
  })
  try {
    await Promise.race([body, timeout])
  } finally {
    clearTimeout(timer)
  }
}

async function run(name: string): Promise<PageFailure | null> {
  const found = registered.find((each) => each.name === name)
  if (!found) return { message: `No test named "${name}" in this page` }
  let failure: PageFailure | null = null
  const record = (error: unknown) => {
    if (failure) return
    if (!(error instanceof Error)) {
      failure = { message: `Thrown: ${String(error)}` }
      return
    }
    const compared = error as Error & { actual?: unknown; expected?: unknown; showDiff?: boolean }
    const diff = compared.showDiff ? printDiffOrStringify(compared.actual, compared.expected) : undefined
    failure = { message: error.message, stack: error.stack, diff: diff ?? undefined }
  }
  finishing = []
  try {
    for (const hook of found.beforeEach) await hook()
    await withTimeout(found.body(), name)
  } catch (error) {
    record(error)
    // The page as the failure left it, before the hooks below empty it.
    await (globalThis as unknown as { airlockFailed?: (name: string) => Promise<void> }).airlockFailed?.(name)
  }
  for (const hook of [...found.afterEach, ...finishing]) {
    try {
      await hook()
    } catch (error) {
      record(error)
    }
  }
  finishing = undefined
  return failure
}

/** What the Node side calls through page.evaluate. */
export interface TestsInPage {
  names(): string[]
  run(name: string): Promise<PageFailure | null>
}

;(globalThis as unknown as { airlockTests: TestsInPage }).airlockTests = {
  names: () => registered.map((each) => each.name),
  run,
}
