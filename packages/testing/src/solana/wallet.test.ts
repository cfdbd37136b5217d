import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase58Decoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { transferWire } from './testTransaction.ts'
import { TestSolanaWallet } from './wallet.ts'

// Any 32-byte Ed25519 seed; the browser test uses the devnet's funded accounts.
const seedHex = 'a0d0d1b4c6b1e1b1d3f29d4f5c1e2d3c4b5a69788796a5b4c3d2e1f0a1b2c3d4'
const rpcUrl = 'http://127.0.0.1:1/'
const bytes = (value: string) => Buffer.from(value, 'base64')
const base64 = (value: Uint8Array) => Buffer.from(value).toString('base64')

function newWallet() {
  return new TestSolanaWallet({ seedHex, rpcUrl })
}

async function connected() {
  const wallet = newWallet()
  await wallet.request({ method: 'connect', params: {} })
  return wallet
}

describe('TestSolanaWallet', () => {
  it('derives the address @solana/kit derives from the same seed', async () => {
    const wallet = newWallet()
    const keyPair = await createKeyPairFromPrivateKeyBytes(new Uint8Array(Buffer.from(seedHex, 'hex')))
    expect(wallet.address).toBe(await getAddressFromPublicKey(keyPair.publicKey))
    expect(getBase58Decoder().decode(wallet.publicKey)).toBe(wallet.address)
  })

  it('refuses a non-loopback rpc url and a malformed seed', () => {
    expect(() => new TestSolanaWallet({ seedHex, rpcUrl: 'https://api.mainnet-beta.solana.com' })).toThrow(
      /loopback/,
    )
    expect(() => new TestSolanaWallet({ seedHex: 'abcd', rpcUrl })).toThrow(/32-byte/)
  })

  it('connects after the prompt, answers a connected site at once, and a silent connect never prompts', async () => {
    const wallet = newWallet()
    const changes: unknown[] = []
    wallet.on('change', (change) => changes.push(change))
    expect(await wallet.request({ method: 'connect', params: { silent: true } })).toEqual({ accounts: [] })
    const reply = (await wallet.request({ method: 'connect', params: {} })) as { accounts: unknown[] }
    expect(reply.accounts).toEqual([{ address: wallet.address, publicKey: base64(wallet.publicKey) }])
    expect(changes).toEqual([reply])
    await wallet.request({ method: 'connect', params: {} })
    expect(wallet.requests.map((r) => [r.method, r.outcome])).toEqual([
      ['connect', 'approved'],
      ['connect', 'approved'],
      ['connect', 'approved'],
    ])
    await wallet.request({ method: 'disconnect' })
    expect(wallet.isConnected).toBe(false)
    expect(changes.at(-1)).toEqual({ accounts: [] })
  })

  it('signs a message with the seed key (verified with @solana/kit)', async () => {
    const wallet = await connected()
    const message = new TextEncoder().encode('Sign in to Airlock')
    const reply = (await wallet.request({
      method: 'signMessage',
      params: { account: wallet.address, message: base64(message) },
    })) as { signedMessage: string; signature: string }
    expect(bytes(reply.signedMessage)).toEqual(Buffer.from(message))
    const key = await getPublicKeyFromAddress(wallet.address as never)
    const signature = new Uint8Array(bytes(reply.signature)) as SignatureBytes
    expect(await verifySignature(key, signature, message)).toBe(true)
  })

  it('signs a transaction that lists it as a signer, and refuses one that does not', async () => {
    const wallet = await connected()
    const blockhash = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'
    const wire = transferWire({ from: wallet.address, to: wallet.address, lamports: 1n, blockhash })
    const reply = (await wallet.request({
      method: 'signTransaction',
      params: { account: wallet.address, transaction: base64(wire), chain: 'solana:localnet' },
    })) as { signedTransaction: string }
    const signed = getTransactionDecoder().decode(bytes(reply.signedTransaction))
    const signature = signed.signatures[wallet.address as never]
    expect(signature).toBeTruthy()
    const key = await getPublicKeyFromAddress(wallet.address as never)
    expect(await verifySignature(key, signature!, signed.messageBytes)).toBe(true)

    const other = transferWire({
      from: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      to: wallet.address,
      lamports: 1n,
      blockhash,
    })
    await expect(
      wallet.request({
        method: 'signTransaction',
        params: { account: wallet.address, transaction: base64(other) },
      }),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/does not need a signature/) })
    await expect(
      wallet.request({
        method: 'signTransaction',
        params: { account: wallet.address, transaction: base64(wire), chain: 'solana:elsewhere' },
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('refuses to sign before connecting, or for another account (4100)', async () => {
    const wallet = newWallet()
    const params = { account: wallet.address, message: base64(new Uint8Array([1])) }
    await expect(wallet.request({ method: 'signMessage', params })).rejects.toMatchObject({ code: 4100 })
    await wallet.connect()
    await expect(
      wallet.request({ method: 'signMessage', params: { ...params, account: 'someone' } }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(wallet.request({ method: 'solana:unknown' })).rejects.toMatchObject({ code: 4200 })
  })

  it('rejectNext declines one prompt with 4001, then the policy applies again', async () => {
    const wallet = await connected()
    const params = { account: wallet.address, message: base64(new Uint8Array([1, 2, 3])) }
    wallet.rejectNext('signMessage')
    await expect(wallet.request({ method: 'signMessage', params })).rejects.toMatchObject({ code: 4001 })
    await expect(wallet.request({ method: 'signMessage', params })).resolves.toBeTruthy()
    expect(wallet.requests.filter((r) => r.method === 'signMessage').map((r) => r.outcome)).toEqual([
      'rejected',
      'approved',
    ])
    expect(() => wallet.rejectNext('disconnect' as never)).toThrow(/never prompts/)
  })

  it("holds requests under 'hang' until the test approves or rejects them", async () => {
    const wallet = await connected()
    wallet.setPolicy('*', 'hang')
    const params = { account: wallet.address, message: base64(new Uint8Array([7])) }
    const first = wallet.request({ method: 'signMessage', params })
    expect(wallet.pendingRequests.map((p) => p.method)).toEqual(['signMessage'])
    await wallet.approvePending()
    await expect(first).resolves.toBeTruthy()
    const second = wallet.request({ method: 'signMessage', params })
    await wallet.rejectPending()
    await expect(second).rejects.toMatchObject({ code: 4001 })
    wallet.resetPolicies()
    expect(wallet.getPolicy('signMessage')).toBe('approve')
  })

  it("speaks the wallets' vocabulary: a policy at creation, waitForRequest({ method }), answered records", async () => {
    const wallet = new TestSolanaWallet({ seedHex, rpcUrl, policy: 'hang', policies: { connect: 'approve' } })
    expect([wallet.getPolicy('connect'), wallet.getPolicy('signMessage')]).toEqual(['approve', 'hang'])
    await wallet.request({ method: 'connect', params: {} })
    const params = { account: wallet.address, message: base64(new Uint8Array([9])) }
    const signing = wallet.request({ method: 'signMessage', params })
    const held = await wallet.waitForRequest({ method: 'signMessage' })
    expect(held).toMatchObject({ method: 'signMessage', outcome: 'pending' })
    const [released] = await wallet.approvePending(held.id)
    expect(released).toMatchObject({ id: held.id, outcome: 'approved', result: await signing })
    wallet.setPolicy('signMessage', 'approve')
    wallet.resetPolicies()
    expect(wallet.getPolicy('signMessage')).toBe('hang')
  })

  it('signAndSendTransaction reports an unreachable node as 4901', async () => {
    const wallet = await connected()
    const wire = transferWire({
      from: wallet.address,
      to: wallet.address,
      lamports: 1n,
      blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N',
    })
    await expect(
      wallet.request({
        method: 'signAndSendTransaction',
        params: { account: wallet.address, transaction: base64(wire), chain: 'solana:localnet' },
      }),
    ).rejects.toMatchObject({ code: 4901 })
  })
})
