import type { Features, LocaleInput, TokenBalance } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { accountMessages } from '../../../i18n/en/account.ts'
import { renderInKit, testKit } from '../../../test/renderInKit.ts'
import { AccountTabs } from './AccountTabs.tsx'
import { activityStatusText, activityTitleText, fullDate } from './ActivityTab.tsx'
import { NftsTab } from './NftsTab.tsx'
import { accountSession, initialTab, tabForKey } from './session.ts'
import { sortTokens, TokensTab, tokenValue } from './TokensTab.tsx'

const kit = (features: Partial<Features> = {}, locale?: LocaleInput) => testKit(locale, { features })

const render = (airlock: ReturnType<typeof kit>, component: () => unknown = AccountTabs) =>
  renderInKit(airlock, component)

describe('account tabs (WAI-ARIA tabs pattern)', () => {
  it('moves with the arrow keys (wrapping) and jumps with Home and End', () => {
    expect(tabForKey('ArrowRight', 0, 3)).toBe(1)
    expect(tabForKey('ArrowRight', 2, 3)).toBe(0)
    expect(tabForKey('ArrowLeft', 0, 3)).toBe(2)
    expect(tabForKey('ArrowLeft', 2, 3)).toBe(1)
    expect(tabForKey('Home', 2, 3)).toBe(0)
    expect(tabForKey('End', 0, 3)).toBe(2)
    expect(tabForKey('Enter', 0, 3)).toBeUndefined()
    expect(tabForKey('ArrowRight', 0, 0)).toBeUndefined()
  })

  it('lands on the remembered tab while it is offered, else the first', () => {
    expect(initialTab(undefined, ['tokens', 'nfts', 'activity'])).toBe('tokens')
    expect(initialTab('activity', ['tokens', 'nfts', 'activity'])).toBe('activity')
    expect(initialTab('activity', ['tokens', 'nfts'])).toBe('tokens')
  })

  it('remembers the tab while the modal is open and forgets it when the modal closes', () => {
    const airlock = kit()
    airlock.modal.setOpen(true)
    accountSession(airlock).tab = 'nfts'
    expect(accountSession(airlock).tab).toBe('nfts')
    expect(accountSession(kit()).tab).toBeUndefined()
    airlock.modal.setOpen(false)
    expect(accountSession(airlock).tab).toBeUndefined()
  })

  it('renders a tablist with the selected tab alone in the tab order, and one visible panel', () => {
    const airlock = kit()
    airlock.modal.setOpen(true)
    accountSession(airlock).tab = 'nfts'
    const html = render(airlock)
    expect(html).toContain('role="tablist"')
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)]
    expect(tabs.map((m) => m[1])).toEqual(['Tokens', 'NFTs', 'Activity'])
    const selected = tabs.filter((m) => m[0].includes('aria-selected="true"'))
    expect(selected.map((m) => m[1])).toEqual(['NFTs'])
    expect(selected[0]![0]).toContain('tabindex="0"')
    expect(tabs.filter((m) => m[0].includes('tabindex="-1"'))).toHaveLength(2)
    const panels = [...html.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map((m) => m[0])
    expect(panels).toHaveLength(3)
    expect(panels.filter((p) => !p.includes('hidden'))).toHaveLength(1)
    expect(panels.find((p) => !p.includes('hidden'))).toContain('data-tab="nfts"')
  })

  it('offers Activity only with the activity feature', () => {
    const html = render(kit({ activity: false }))
    expect(html).toContain('>Tokens<')
    expect(html).toContain('>NFTs<')
    expect(html).not.toContain('>Activity<')
  })
})

const balance = (symbol: string, numeric: string, price: number, value?: number): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  price,
  quantity: { numeric, decimals: '18' },
  iconUrl: '',
  ...(value === undefined ? {} : { value }),
})

describe('token list', () => {
  it('values a balance by its value, else price × quantity, else not at all', () => {
    expect(tokenValue(balance('ETH', '2', 3000, 6001))).toBe(6001)
    expect(tokenValue(balance('ETH', '2', 3000))).toBe(6000)
    expect(tokenValue(balance('XYZ', '2', 0))).toBeUndefined()
  })

  it('lists the most valuable first', () => {
    const sorted = sortTokens([balance('XYZ', '5', 0), balance('USDC', '10', 1), balance('ETH', '1', 3000)])
    expect(sorted.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'XYZ'])
  })
})

describe('token rows', () => {
  it('show name, amount (3 decimals, truncated) with symbol, USD value and price; icons only over http(s)', () => {
    const airlock = kit()
    airlock.account.patch('eip155', {
      address: '0x1111111111111111111111111111111111111111',
      tokenBalance: [
        { ...balance('USDC', '10951.2049', 1, 10951.2049), name: 'USD Coin', iconUrl: 'javascript:alert(1)' },
        { ...balance('ETH', '1.23456', 3000), name: 'Ether', iconUrl: 'http://127.0.0.1:1/ETH.svg' },
        // Left from another network (a failed read keeps the last list): not this network's.
        { ...balance('MAINNET', '1', 5), chainId: 'eip155:1' },
      ],
    })
    const html = render(airlock, TokensTab)
    const rows = html.split('data-testid="token-row"').slice(1)
    expect(rows).toHaveLength(2)
    expect(html).not.toContain('MAINNET')
    // Most valuable first.
    expect(rows[0]).toContain('USD Coin')
    expect(rows[0]).toContain('10,951.204 USDC')
    expect(rows[0]).toContain('$10,951.20')
    // The text as shown: amounts sit in left-to-right isolates (<bdi>) inside the words.
    const text = (row: string | undefined) => row?.replace(/<[^>]+>/g, '')
    expect(text(rows[0])).toContain('@ $1.00')
    expect(rows[0]).toContain('<bdi dir="ltr">$1.00</bdi>')
    expect(rows[0]).not.toContain('javascript:')
    expect(rows[0]).toMatch(/class="token-icon letter[^"]*"[^>]*>U</)
    expect(rows[1]).toContain('Ether')
    expect(rows[1]).toContain('1.234 ETH')
    expect(rows[1]).toContain('$3,703.68')
    expect(text(rows[1])).toContain('@ $3,000.00')
    expect(rows[1]).toContain('src="http://127.0.0.1:1/ETH.svg"')
  })
})

describe('NFT grid', () => {
  const owner = '0x1111111111111111111111111111111111111111'
  it('shows a tile per NFT with its name, and previews only over http(s)', () => {
    const airlock = kit()
    airlock.account.patch('eip155', { address: owner })
    airlock.nfts.setState({
      account: `eip155:31337:${owner}`,
      loaded: true,
      nfts: [
        { id: 'a', name: 'Airlock Explorers #1', previewUrl: 'http://127.0.0.1:1/nft-1' },
        { id: 'b', name: 'Plain', previewUrl: 'data:text/html,x' },
      ],
    })
    const html = render(airlock, NftsTab)
    const tiles = html.split('data-testid="nft-tile"').slice(1)
    expect(tiles).toHaveLength(2)
    expect(tiles[0]).toContain('Airlock Explorers #1')
    expect(tiles[0]).toContain('src="http://127.0.0.1:1/nft-1"')
    expect(tiles[1]).not.toContain('src=')
  })

  it("says 'No NFTs yet' when there are none, and offers 'Try again' after a failure", () => {
    const airlock = kit()
    airlock.account.patch('eip155', { address: owner })
    airlock.nfts.setState({ account: `eip155:31337:${owner}`, loaded: true, nfts: [] })
    expect(render(airlock, NftsTab)).toContain('No NFTs yet')
    airlock.nfts.setState({ loaded: false, error: 'Failed to fetch NFTs' })
    const failed = render(airlock, NftsTab)
    expect(failed).toContain('Failed to fetch NFTs')
    expect(failed).toContain('Try again')
  })
})

describe('in another locale', () => {
  const german: LocaleInput = {
    locale: 'de',
    messages: { account: { tabTokens: 'Token', tabActivity: 'Aktivität', priceOf: 'Preis von 1 {symbol}' } },
  }

  it('reads the tabs from the catalogue, English for a key it lacks', () => {
    const html = render(kit({}, german))
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1])
    expect(tabs).toEqual(['Token', 'NFTs', 'Aktivität'])
  })

  it("shows amounts and values with the locale's separators", () => {
    const airlock = kit({}, german)
    airlock.account.patch('eip155', {
      address: '0x1111111111111111111111111111111111111111',
      tokenBalance: [{ ...balance('USDC', '10951.2049', 1, 10951.2049), name: 'USD Coin' }],
    })
    const html = render(airlock, TokensTab)
    expect(html).toContain('<bdi dir="ltr">10.951,204 USDC</bdi>')
    expect(html).toContain('title="Preis von 1 USDC"')
  })

  it('names activity titles and statuses by key, an unknown one as English does', () => {
    const m = {
      ...accountMessages.en,
      activityTrade: 'Getauscht',
      activityExecute: 'Ausgeführt',
      statusPending: 'Ausstehend',
    }
    expect(activityTitleText(m, 'trade')).toBe('Getauscht')
    expect(activityTitleText(m, 'stake' as never)).toBe('Ausgeführt')
    expect(activityStatusText(m, 'pending')).toBe('Ausstehend')
    expect(activityStatusText(accountMessages.en, 'failed')).toBe('Failed')
    expect(activityStatusText(m, 'dropped' as never)).toBe('dropped')
  })

  it('names an off-ramp sale Sold, in every locale', async () => {
    expect(activityTitleText(accountMessages.en, 'sell')).toBe('Sold')
    const { default: de } = await import('../../../i18n/locales/de/account.ts')
    expect(activityTitleText({ ...accountMessages.en, ...de }, 'sell')).toBe('Verkauft')
  })

  it("dates an entry's tooltip in the locale", () => {
    const iso = new Date(2026, 10, 22, 15, 30).toISOString()
    expect(fullDate(iso, 'en')).toMatch(/^Nov 22, 2026/)
    expect(fullDate(iso, 'de')).toMatch(/^22\.11\.2026/)
    expect(fullDate('not a date', 'de')).toBe('')
  })
})
