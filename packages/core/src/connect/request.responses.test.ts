import { describe, expect, it } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet, mainnet } from '../networks/index.ts'
import { ERC20_TRANSFER_ABI } from '../send/send.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, FAKE_SIGNATURE, FAKE_TX_HASH, flush, testConnector } from '../test/fakeAdapter.ts'
import { MalformedWalletResponseError } from './errors.ts'

const TO = '0x2222222222222222222222222222222222222222'
const transfer = { address: TO, abi: ERC20_TRANSFER_ABI, functionName: 'transfer', args: [TO, 1n] }

async function connected() {
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet, mainnet],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    isMobile: () => false,
  })
  await airlock.connect(testConnector)
  await flush()
  return { airlock, fake }
}

describe("a wallet's hashes and signatures are checked where they enter the kit", () => {
  it('passes a well-formed hash and signature through', async () => {
    const { airlock } = await connected()
    await expect(airlock.sendTransaction({ to: TO, value: 1n })).resolves.toBe(FAKE_TX_HASH)
    await expect(airlock.writeContract(transfer)).resolves.toBe(FAKE_TX_HASH)
    await expect(airlock.signMessage('hi')).resolves.toBe(FAKE_SIGNATURE)
  })

  it.each([
    ['no 0x', 'ab'.repeat(32)],
    ['too short', `0x${'ab'.repeat(31)}`],
    ['too long', `0x${'ab'.repeat(33)}`],
    ['not hex', `0x${'zz'.repeat(32)}`],
    ['an object', { hash: FAKE_TX_HASH }],
    ['nothing', undefined],
  ])('refuses a transaction hash with %s, naming it', async (_, answer) => {
    const { airlock, fake } = await connected()
    fake.state.sendResult = answer as string
    const error = await airlock.sendTransaction({ to: TO, value: 1n }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MalformedWalletResponseError)
    expect(error).toMatchObject({
      kind: 'transactionHash',
      shortMessage: 'The wallet returned a malformed transaction hash (expected 0x and 64 hex digits)',
    })
  })

  it('refuses a malformed hash from a contract write', async () => {
    const { airlock, fake } = await connected()
    fake.state.writeContractResult = '0xhash'
    await expect(airlock.writeContract(transfer)).rejects.toMatchObject({ kind: 'transactionHash' })
  })

  it.each([
    ['0x and 61 hex digits', `0x${'1'.repeat(61)}`],
    ['no 0x', '12'.repeat(65)],
    ['a word', '0xsigned'],
    ['an empty answer', ''],
  ])('refuses a signature of %s', async (_, answer) => {
    const { airlock, fake } = await connected()
    fake.state.signResult = answer
    const error = await airlock.signMessage('hi').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MalformedWalletResponseError)
    expect(error).toMatchObject({
      kind: 'signature',
      shortMessage: 'The wallet returned a malformed signature (expected 0x and at least 62 hex digits)',
    })
  })

  it('accepts a signature of 0x and 62 hex digits, and a longer smart-account one', async () => {
    const { airlock, fake } = await connected()
    fake.state.signResult = `0x${'1'.repeat(62)}`
    await expect(airlock.signMessage('hi')).resolves.toBe(fake.state.signResult)
    fake.state.signResult = `0x${'1'.repeat(1000)}`
    await expect(airlock.signMessage('hi')).resolves.toBe(fake.state.signResult)
  })
})
