import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const dist = join(import.meta.dirname, '.work/demo')

/** The demo build made by global setup: what a page loads before any click. */
function entryChunk() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const src = /<script type="module" crossorigin src="\/([^"]+)"/.exec(html)?.[1]
  if (!src) throw new Error('no entry script in index.html')
  return { name: src, code: readFileSync(join(dist, src), 'utf8') }
}

describe('page load (lazy by default: a page loads the button and stores, the modal on first open)', () => {
  it('loads the button and the stores, not the modal views', () => {
    const entry = entryChunk()
    expect(entry.code).toContain('Connect Wallet')
    for (const modalText of ['Connection declined', 'Choose Network', 'Continue in', 'Try again'])
      expect(entry.code).not.toContain(modalText)
  })

  it('ships the modal as its own chunk', () => {
    const chunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
    const modal = chunks.filter((f) =>
      readFileSync(join(dist, 'assets', f), 'utf8').includes('Connection declined'),
    )
    expect(modal).toHaveLength(1)
    expect(modal[0]).toMatch(/^Overlay-/)
  })
})

describe('the swap chunk (loaded only when a swap view opens)', () => {
  const chunks = () =>
    readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ name: f, code: readFileSync(join(dist, 'assets', f), 'utf8') }))

  it('keeps the swap views and their styles out of the page load and out of the modal', () => {
    const entry = entryChunk()
    const overlay = chunks().find((c) => c.name.startsWith('Overlay-'))
    for (const code of [entry.code, overlay?.code ?? '']) {
      expect(code).not.toContain('Minimum received')
      expect(code).not.toContain('.swap-flip')
    }
  })

  it('ships the views and their styles together, and the swap logic apart from the page load', () => {
    const views = chunks().filter((c) => c.code.includes('Minimum received'))
    expect(views).toHaveLength(1)
    expect(views[0]?.code).toContain('.swap-flip')
    // The controller (quotes, approve, swap) is fetched on first use, by the view or headless.
    const controller = chunks().filter((c) => c.code.includes('v1/convert/build-transaction'))
    expect(controller).toHaveLength(1)
    expect(controller[0]?.name).not.toBe(entryChunk().name.replace(/^assets\//, ''))
  })
})

describe('the Buy and Sell chunks (loaded only when a Buy or Sell view opens)', () => {
  const chunks = () =>
    readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ name: f, code: readFileSync(join(dist, 'assets', f), 'utf8') }))

  it('keeps the Buy and Sell views, their styles and the on-ramp logic out of the page load and out of the modal', () => {
    const entry = entryChunk()
    const overlay = chunks().find((c) => c.name.startsWith('Overlay-'))
    for (const code of [entry.code, overlay?.code ?? '']) {
      expect(code).not.toContain('Buys tokens')
      expect(code).not.toContain('.buy-presets')
      expect(code).not.toContain('Nothing can be sold in this app right now.')
      expect(code).not.toContain('.sell-max')
      expect(code).not.toContain('.buy-steps')
      expect(code).not.toContain('v1/generators/onrampurl')
    }
  })

  it('ships the Buy views with their own styles, and the controller as a chunk of its own', () => {
    const views = chunks().filter((c) => c.code.includes('Buys tokens'))
    expect(views).toHaveLength(1)
    expect(views[0]?.code).toContain('.buy-presets')
    const controller = chunks().filter((c) => c.code.includes('v1/generators/onrampurl'))
    expect(controller).toHaveLength(1)
    expect(controller[0]?.name).not.toBe(views[0]?.name)
  })

  it('ships the Sell views with their own styles, apart from the Buy views', () => {
    const views = chunks().filter((c) => c.code.includes('Nothing can be sold in this app right now.'))
    expect(views).toHaveLength(1)
    expect(views[0]?.code).toContain('.sell-max')
    expect(views[0]?.code).not.toContain('Buys tokens')
    expect(views[0]?.code).not.toContain('.buy-presets')
  })

  it('ships the styles Buy and Sell share once, in a chunk of their own that either view chunk loads', () => {
    const shared = chunks().filter((c) => c.code.includes('.buy-steps'))
    expect(shared).toHaveLength(1)
    expect(shared[0]?.code).not.toContain('Buys tokens')
    expect(shared[0]?.code).not.toContain('Nothing can be sold in this app right now.')
  })
})

describe('the locale chunks (one per locale, loaded only when chosen)', () => {
  const chunks = () =>
    readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ name: f, code: readFileSync(join(dist, 'assets', f), 'utf8') }))
  const locales = ['es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'ar'] as const

  it('ships each locale as exactly one chunk of its own, holding its texts', async () => {
    for (const code of locales) {
      const { default: catalogue } = await import(`../packages/react/src/i18n/locales/${code}.ts`)
      const connect: string = catalogue.messages.button.connectWallet
      const holding = chunks().filter((c) => c.code.includes(connect))
      expect(
        holding.map((c) => c.name),
        code,
      ).toHaveLength(1)
      expect(holding[0]?.name, code).toMatch(new RegExp(`^${code}-[\\w-]+\\.js$`))
    }
  })

  it('keeps the core’s English texts out of the locales’ chunks: one list they share, outside the page load', () => {
    // An English sentence only the core's text list and the bank checks hold, in no view's English.
    const english = 'The IBAN’s check digits do not match: check it for a typo'
    for (const code of locales) {
      const chunk = chunks().find((c) => new RegExp(`^${code}-[\\w-]+\\.js$`).test(c.name))
      expect(chunk?.code, code).toBeDefined()
      expect(chunk?.code, code).not.toContain('Enter an amount such as 1.25')
    }
    const list = chunks().filter((c) => c.name.startsWith('core-'))
    expect(list.map((c) => c.name)).toHaveLength(1)
    expect(list[0]?.code).toContain(english)
    expect(entryChunk().code).not.toContain(english)
  })

  it('keeps every other locale out of the page load and out of the modal', async () => {
    const entry = entryChunk()
    const overlay = chunks().find((c) => c.name.startsWith('Overlay-'))
    for (const code of locales) {
      const { default: catalogue } = await import(`../packages/react/src/i18n/locales/${code}.ts`)
      const connect: string = catalogue.messages.button.connectWallet
      expect(entry.code, code).not.toContain(connect)
      expect(overlay?.code ?? '', code).not.toContain(connect)
    }
  })
})

describe('the Pay chunk (loaded only on the first payment)', () => {
  const chunks = () =>
    readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ name: f, code: readFileSync(join(dist, 'assets', f), 'utf8') }))

  it('keeps the Pay controller (planning, contract calls, the payments client) out of the page load, in one chunk', () => {
    expect(entryChunk().code).not.toContain('v1/payments/quote')
    const controller = chunks().filter((c) => c.code.includes('v1/payments/quote'))
    expect(controller).toHaveLength(1)
    expect(controller[0]?.code).toContain('payWithToken')
  })

  it('keeps the Pay view and its styles out of the page load and out of the modal, in one chunk of its own', () => {
    const entry = entryChunk()
    const overlay = chunks().find((c) => c.name.startsWith('Overlay-'))
    for (const code of [entry.code, overlay?.code ?? '']) {
      expect(code).not.toContain('Whatever the conversion does not use stays in your wallet.')
      expect(code).not.toContain('.pay-routes')
    }
    const views = chunks().filter((c) => c.code.includes('Whatever the conversion does not use'))
    expect(views).toHaveLength(1)
    expect(views[0]?.code).toContain('.pay-routes')
    expect(views[0]?.code).not.toContain('v1/payments/quote')
  })
})
