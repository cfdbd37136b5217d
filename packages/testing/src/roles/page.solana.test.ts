import { getBase58Decoder, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transferWire } from '../solana/testTransaction.ts'
import type { TestWallet } from '../wallet.ts'
import { type RolesPage, type StandardWindow, startRolesPage } from './page.testkit.ts'

// The Solana role (and the Wallet Standard registration of both roles) as a dapp sees it in Chromium.

let roles: RolesPage
let page: Page
let wallet: TestWallet

beforeAll(async () => {
  roles = await startRolesPage()
  ;({ page, wallet } = roles)
}, 60_000)

afterAll(async () => {
  await roles?.stop()
})

describe('Wallet Standard registration', () => {
  it('registers a Solana and a Bitcoin wallet named Airlock Test Wallet, both ways', async () => {
    const listed = await page.evaluate(() =>
      (window as unknown as StandardWindow).wallets.map((w) => ({
        name: w.name,
        chains: w.chains,
        features: Object.keys(w.features),
      })),
    )
    expect(listed).toEqual([
      {
        name: 'Airlock Test Wallet',
        chains: ['solana:localnet', 'solana:devnet', 'solana:testnet', 'solana:mainnet'],
        features: [
          'standard:connect',
          'standard:disconnect',
          'standard:events',
          'solana:signMessage',
          'solana:signTransaction',
          'solana:signAndSendTransaction',
        ],
      },
      {
        name: 'Airlock Test Wallet',
        chains: ['bitcoin:regtest'],
        features: [
          'standard:connect',
          'standard:disconnect',
          'standard:events',
          'bitcoin:connect',
          'bitcoin:signMessage',
          'bitcoin:signTransaction',
        ],
      },
    ])
    expect(await page.evaluate(() => (window as unknown as StandardWindow).registeredEarly)).toEqual([
      'Airlock Test Wallet',
      'Airlock Test Wallet',
    ])
  })
})

describe('Solana role', () => {
  it('connects, emits change, and signs a message that verifies in Node', async () => {
    const solana = wallet.solana!
    const connected = await page.evaluate(async () => {
      const w = window as unknown as StandardWindow
      const sol = w.wallets[0]!
      ;(
        sol.features['standard:events']!.on as unknown as (
          e: string,
          l: (c: { accounts: { address: string }[] }) => void,
        ) => void
      )('change', (change) => w.changes.push(change.accounts.map((a) => a.address)))
      const { accounts } = (await sol.features['standard:connect']!
        .connect!()) as StandardWindow['wallets'][0]
      return {
        accounts: accounts.map((a) => ({ address: a.address, publicKey: Array.from(a.publicKey) })),
        same: sol.accounts[0] === accounts[0],
      }
    })
    expect(connected.accounts).toEqual([{ address: solana.address, publicKey: Array.from(solana.publicKey) }])
    expect(connected.same).toBe(true)
    expect(solana.isConnected).toBe(true)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as StandardWindow).changes))
      .toEqual([[solana.address]])

    const signed = await page.evaluate(async () => {
      const sol = (window as unknown as StandardWindow).wallets[0]!
      const [output] = (await sol.features['solana:signMessage']!.signMessage!({
        account: sol.accounts[0],
        message: new TextEncoder().encode('Sign in to Airlock'),
      })) as { signature: Uint8Array; signedMessage: Uint8Array; signatureType: string }[]
      return { signature: Array.from(output!.signature), type: output!.signatureType }
    })
    expect(signed.type).toBe('ed25519')
    const key = await getPublicKeyFromAddress(solana.address as never)
    const message = new TextEncoder().encode('Sign in to Airlock')
    expect(await verifySignature(key, new Uint8Array(signed.signature) as SignatureBytes, message)).toBe(true)
    expect(solana.requests.map((r) => r.method)).toEqual(['connect', 'signMessage'])
    expect(solana.requests[1]!.origin).toBe(new URL(roles.url).origin)
  })

  it('rejectNext makes the next signature fail in the page with code 4001', async () => {
    wallet.solana!.rejectNext()
    const error = await page.evaluate(async () => {
      const sol = (window as unknown as StandardWindow).wallets[0]!
      try {
        await sol.features['solana:signMessage']!.signMessage!({
          account: sol.accounts[0],
          message: new Uint8Array([1]),
        })
        return undefined
      } catch (e) {
        return { code: (e as { code?: number }).code, message: (e as Error).message }
      }
    })
    expect(error).toEqual({ code: 4001, message: 'User rejected the request.' })
  })

  it('signs and sends a SOL transfer to the local chain (solana:signAndSendTransaction)', async () => {
    const solana = wallet.solana!
    const { value: latest } = (await roles.solanaRpc('getLatestBlockhash', [])) as {
      value: { blockhash: string; lastValidBlockHeight: number }
    }
    const payee = getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)))
    const wire = transferWire({
      from: solana.address,
      to: payee,
      lamports: 10_000_000n,
      blockhash: latest.blockhash,
      lastValidBlockHeight: BigInt(latest.lastValidBlockHeight),
    })
    const signature = await page.evaluate(async (transaction) => {
      const sol = (window as unknown as StandardWindow).wallets[0]!
      const [output] = (await sol.features['solana:signAndSendTransaction']!.signAndSendTransaction!({
        account: sol.accounts[0],
        chain: 'solana:localnet',
        transaction: Uint8Array.from(atob(transaction), (c) => c.charCodeAt(0)),
      })) as { signature: Uint8Array }[]
      return Array.from(output!.signature)
    }, Buffer.from(wire).toString('base64'))
    const sent = getBase58Decoder().decode(Uint8Array.from(signature))
    expect(wallet.solana!.requests.at(-1)).toMatchObject({
      method: 'signAndSendTransaction',
      outcome: 'approved',
      result: { signature: sent },
    })
    await expect
      .poll(async () => {
        const { value } = (await roles.solanaRpc('getSignatureStatuses', [[sent]])) as {
          value: ({ err: unknown; confirmationStatus: string } | null)[]
        }
        return value[0]
      })
      .toMatchObject({ err: null })
    expect(((await roles.solanaRpc('getBalance', [payee])) as { value: number }).value).toBe(10_000_000)
  })

  it('a disconnect from the wallet side empties the accounts in the page', async () => {
    await wallet.solana!.disconnect()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as StandardWindow).wallets[0]!.accounts.length))
      .toBe(0)
  })
})
