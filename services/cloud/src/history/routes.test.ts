import { testAccounts } from '@airlock/devnet'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { fetchJson } from '../test/cloud.ts'
import { DEVNET, describeHistory, MIRROR, PROJECT } from './testkit.ts'

// The history route's query: paging, chains, bad input, the project.
describeHistory('account history', (kit) => {
  const { history, send, freshAccount } = kit

  it('pages with the cursor, newest first, without gaps or repeats', async () => {
    const account = await freshAccount('100')
    const hashes: string[] = []
    for (let i = 0; i < 6; i++) {
      const to = testAccounts[i % 3]!.address
      hashes.push((await send(account, { to, value: parseEther('1') })).transactionHash)
    }
    const whole = await history(account.address, { chainId: DEVNET })
    expect(whole.body.data).toHaveLength(7)
    expect(whole.body.data.slice(0, 6).map((tx) => tx.metadata.hash)).toEqual(hashes.toReversed())
    expect(whole.body.data.slice(0, 6).map((tx) => tx.metadata.nonce)).toEqual([5, 4, 3, 2, 1, 0])

    const seen: string[] = []
    const sizes: number[] = []
    let cursor: string | null | undefined
    do {
      const page = await history(account.address, {
        chainId: DEVNET,
        limit: '3',
        ...(cursor ? { cursor } : {}),
      })
      expect(page.status).toBe(200)
      sizes.push(page.body.data.length)
      seen.push(...page.body.data.map((tx) => tx.metadata.hash))
      cursor = page.body.next
    } while (cursor)
    expect(sizes).toEqual([3, 3, 1])
    expect(seen).toEqual(whole.body.data.map((tx) => tx.metadata.hash))

    // New transactions after the first page do not shift the pages that follow it.
    const first = await history(account.address, { chainId: DEVNET, limit: '2' })
    await send(account, { to: testAccounts[0]!.address, value: 1n })
    const rest = await history(account.address, { chainId: DEVNET, cursor: first.body.next!, limit: '100' })
    expect([...first.body.data, ...rest.body.data].map((tx) => tx.metadata.hash)).toEqual(seen)
  })

  it('reads every configured chain unless chainId or a CAIP-10 account names one', async () => {
    const account = await freshAccount()
    const receipt = await send(account, { to: testAccounts[0]!.address, value: parseEther('2') })

    const all = await history(account.address)
    expect(all.body.data.map((tx) => `${tx.metadata.chain} ${tx.metadata.operationType}`)).toEqual([
      `${DEVNET} send`,
      `${MIRROR} send`,
      `${DEVNET} receive`,
      `${MIRROR} receive`,
    ])
    expect(all.body.data[1]!.id).toBe(`${MIRROR}:${receipt.transactionHash}`)

    // Pages stay whole across chains too.
    const firstPage = await history(account.address, { limit: '3' })
    const secondPage = await history(account.address, { limit: '3', cursor: firstPage.body.next! })
    expect([...firstPage.body.data, ...secondPage.body.data]).toEqual(all.body.data)
    expect(secondPage.body.next).toBeNull()

    const mirror = await history(account.address, { chainId: MIRROR })
    expect(mirror.body.data.map((tx) => tx.metadata.chain)).toEqual([MIRROR, MIRROR])
    const caip = await history(`${MIRROR}:${account.address}`)
    expect(caip.body).toEqual(mirror.body)
    // onramp asks for the account's purchases instead of its transactions (onramp/…): it made none.
    const purchases = await history(`${MIRROR}:${account.address}`, { chainId: MIRROR, onramp: 'coinbase' })
    expect(purchases.body).toEqual({ data: [], next: null })
    expect((await history(account.address, { onramp: 'true' })).body).toEqual({ data: [], next: null })
    expect((await history(account.address, { onramp: 'false' })).body).toEqual(all.body)
  })

  it('answers an account without activity with an empty page', async () => {
    const nobody = privateKeyToAccount(generatePrivateKey()).address
    expect(await history(nobody)).toMatchObject({ status: 200, body: { data: [], next: null } })
  })

  it('answers bad input with 400 and a readable error', async () => {
    const someone = testAccounts[1]!.address
    const cases: [string, Record<string, string>, RegExp][] = [
      ['0x1234', {}, /^Invalid account: 0x1234 is neither an EVM address/],
      ['not-an-address', {}, /^Invalid account/],
      [`${someone}00`, {}, /^Invalid account/],
      [`solana:abc:${someone}`, {}, /^Invalid account/],
      [
        someone,
        { chainId: 'eip155:1' },
        /^Unsupported chain: eip155:1 \(supported: eip155:31337, eip155:1337\)$/,
      ],
      [`eip155:5:${someone}`, {}, /^Unsupported chain: eip155:5/],
      [`${DEVNET}:${someone}`, { chainId: MIRROR }, /^The account is on eip155:31337 but chainId asks for/],
      [someone, { cursor: 'garbage!' }, /^Invalid cursor/],
      [someone, { cursor: Buffer.from('["x"]').toString('base64url') }, /^Invalid cursor/],
      [someone, { limit: '0' }, /^limit: Number must be greater than or equal to 1$/],
      [someone, { limit: '101' }, /^limit: Number must be less than or equal to 100$/],
      [someone, { limit: 'ten' }, /^limit: Expected number, received nan$/],
      [someone, { limit: '2.5' }, /^limit: Expected integer/],
    ]
    for (const [account, query, message] of cases) {
      const response = await history(account, query)
      expect({ account, query, status: response.status }).toEqual({ account, query, status: 400 })
      expect(response.body.error).toMatch(message)
    }
    const repeated = await fetchJson<{ error: string }>(
      `${kit.cloud.url}/v1/account/${someone}/history?projectId=${PROJECT}&cursor=a&cursor=b`,
    )
    expect(repeated).toMatchObject({
      status: 400,
      body: { error: 'cursor: Expected string, received array' },
    })
  })

  it('needs a project like every project-scoped call', async () => {
    const response = await fetchJson(`${kit.cloud.url}/v1/account/${testAccounts[0]!.address}/history`)
    expect(response).toMatchObject({ status: 401, body: { error: 'Unauthorized: invalid key' } })
  })
})
