import { describe, expect, it } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet, mainnet } from '../networks/index.ts'
import { createMemoryBackend, StorageKeys } from '../storage/storage.ts'
import { createFakeAdapter, testConnector } from '../test/fakeAdapter.ts'
import { createCookieStorage, parseAirlockCookies } from './cookieStorage.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** TEST DOUBLE: a cookie jar with document.cookie's semantics (name=value; attributes; Max-Age=0 deletes). */
function cookieJar() {
  const jar = new Map<string, string>()
  const written: string[] = []
  return {
    written,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      written.push(line)
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)]
      if (attributes.includes('Max-Age=0')) jar.delete(name)
      else jar.set(name, value)
    },
  }
}

function kit(storage: ReturnType<typeof createCookieStorage>, reconnect = true) {
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  if (reconnect) fake.state.reconnectResult = { address: ADDRESS, chainId: 31337, accounts: [ADDRESS] }
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet, mainnet],
    adapters: [fake.adapter],
    storage,
    isMobile: () => false,
  })
  return { airlock, fake }
}

describe('createCookieStorage', () => {
  it('keeps the connection in first-party cookies and everything else in the fallback', async () => {
    const page = cookieJar()
    const fallback = createMemoryBackend()
    const { airlock } = kit(createCookieStorage({ document: page, fallback }))
    await airlock.connect(testConnector)
    const cookies = parseAirlockCookies(page.cookie)
    expect(JSON.parse(cookies.get(StorageKeys.CONNECTION_STATUS)!)).toBe('connected')
    expect(JSON.parse(cookies.get(StorageKeys.connectedAddress('eip155'))!)).toBe(`eip155:31337:${ADDRESS}`)
    expect(JSON.parse(cookies.get(StorageKeys.connectedConnectorId('eip155'))!)).toBe(testConnector.id)
    // Cookie names are tokens: the key's '@', '/' and ':' are escaped; SameSite=Lax on the whole site.
    expect(page.written.find((line) => line.includes('connected_address'))).toMatch(
      /^airlock\.connected_address%3Aeip155=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    )
    // A balance cache is no business of the server's and would bloat every request.
    expect([...cookies.keys()].some((key) => key.includes('cache'))).toBe(false)
    expect(fallback.getItem(StorageKeys.NATIVE_BALANCE_CACHE)).not.toBeNull()
  })

  it('renders a server request from its Cookie header as connected, and never writes', async () => {
    const browser = cookieJar()
    await kit(createCookieStorage({ document: browser, fallback: createMemoryBackend() })).airlock.connect(
      testConnector,
    )

    const { airlock } = kit(createCookieStorage({ cookie: `theme=dark; ${browser.cookie}` }), false)
    // What the server renders: the stored account, before any wallet could answer.
    expect(airlock.account.get('eip155')).toMatchObject({ address: ADDRESS, status: 'connecting' })
    expect(airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    // No wallet on a server: the restore fails there and is forgotten in memory only, not in the browser.
    await airlock.ready
    expect(airlock.account.get('eip155')?.address).toBeUndefined()
    expect(JSON.parse(parseAirlockCookies(browser.cookie).get(StorageKeys.CONNECTION_STATUS)!)).toBe(
      'connected',
    )
  })

  it('restores in the browser from the cookies, and a disconnect deletes them', async () => {
    const page = cookieJar()
    const first = kit(createCookieStorage({ document: page, fallback: createMemoryBackend() }))
    await first.airlock.connect(testConnector)
    const { airlock } = kit(createCookieStorage({ document: page, fallback: createMemoryBackend() }))
    expect(airlock.account.get('eip155')?.address).toBe(ADDRESS)
    await airlock.ready
    expect(airlock.account.get('eip155')).toMatchObject({ address: ADDRESS, status: 'connected' })
    await airlock.disconnect()
    const left = parseAirlockCookies(page.cookie)
    expect(left.has(StorageKeys.connectedAddress('eip155'))).toBe(false)
    expect(left.has(StorageKeys.connectedConnectorId('eip155'))).toBe(false)
    expect(JSON.parse(left.get(StorageKeys.CONNECTION_STATUS)!)).toBe('disconnected')
  })

  it('reads only its own, well-formed cookies', () => {
    const header = [
      'session=abc',
      'airlock.connection_status=%22connected%22',
      'airlock.portfolio_cache=%7B%7D',
      'airlock.%E0%A4%A=%22x%22',
      'airlock.active_namespace',
    ].join('; ')
    expect([...parseAirlockCookies(header)]).toEqual([[StorageKeys.CONNECTION_STATUS, '"connected"']])
    expect(parseAirlockCookies(undefined).size).toBe(0)
  })
})
