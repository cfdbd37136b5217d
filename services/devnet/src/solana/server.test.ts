import {
  address,
  airdropFactory,
  createKeyPairSignerFromPrivateKeyBytes,
  generateKeyPairSigner,
  lamports,
  type Signature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  fetchToken,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { devnetSolanaAccounts, devnetSolanaUsdc } from './accounts.ts'
import { SOLANA_DEVNET_GENESIS_HASH } from './constants.ts'
import { useSolanaDevnet } from './server.testkit.ts'
import { startSolanaDevnet } from './server.ts'

// The local Solana chain: its seeded state, JSON-RPC basics, account reads, ports and stop.

const chain = useSolanaDevnet()

describe('seeded state', () => {
  it('funds the test accounts with 1,000 SOL and account 0 with 10,000 USDC of the USDC-like mint', async () => {
    const [first] = devnetSolanaAccounts
    for (const account of devnetSolanaAccounts) {
      expect((await chain.rpc.getBalance(address(account.address)).send()).value).toBe(1_000_000_000_000n)
    }
    const mint = await chain.rpc
      .getAccountInfo(address(devnetSolanaUsdc.mint), { encoding: 'jsonParsed' })
      .send()
    expect(mint.value?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(mint.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6, isInitialized: true, freezeAuthority: null } },
    })
    expect(chain.devnet.usdcMint).toBe(devnetSolanaUsdc.mint)
    const owner = address(first?.address ?? '')
    const [ata] = await findAssociatedTokenPda({
      owner,
      mint: address(devnetSolanaUsdc.mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const history = await chain.rpc.getSignaturesForAddress(ata).send()
    // The seeding mint-to is the ATA's oldest transaction; later tests only spend from it.
    const seeding = await chain.rpc
      .getTransaction(history.at(-1)?.signature as Signature, {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(
      seeding?.meta?.postTokenBalances?.find((b) => b.owner === owner)?.uiTokenAmount.uiAmountString,
    ).toBe('10000')
    expect(await chain.rpc.getGenesisHash().send()).toBe(SOLANA_DEVNET_GENESIS_HASH)
    expect(chain.devnet.caipNetworkId).toBe(`solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}`)
  })

  it('reports slot, block height, epoch info and rent like a cluster', async () => {
    const slot = await chain.rpc.getSlot().send()
    expect(await chain.rpc.getBlockHeight().send()).toBe(slot)
    expect(await chain.rpc.getEpochInfo().send()).toMatchObject({
      absoluteSlot: slot,
      epoch: 0n,
      slotsInEpoch: 432_000n,
    })
    expect(await chain.rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n)
    expect(await chain.rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
    expect((await chain.rpc.getVersion().send())['solana-core']).toBe('2.2.0')
  })
})

describe('local Solana chain over JSON-RPC', () => {
  it('binds 127.0.0.1 on a free port and serves HTTP and WS on the same one', () => {
    expect(chain.devnet.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(chain.devnet.wsUrl).toBe(chain.devnet.rpcUrl.replace('http:', 'ws:'))
  })

  it('confirms a SOL transfer over the websocket and moves the balances by amount and fee', async () => {
    const receiver = await generateKeyPairSigner()
    const before = (await chain.rpc.getBalance(chain.payer.address).send()).value
    const transaction = await chain.signed([
      getTransferSolInstruction({
        source: chain.payer,
        destination: receiver.address,
        amount: lamports(1_500_000_000n),
      }),
    ])
    await chain.sendAndConfirm(transaction, { commitment: 'confirmed' })
    expect((await chain.rpc.getBalance(receiver.address).send()).value).toBe(1_500_000_000n)
    expect((await chain.rpc.getBalance(chain.payer.address).send()).value).toBe(
      before - 1_500_000_000n - 5_000n,
    )
  })

  it('transfers USDC to a new owner, creating the receiver ATA, and reports both token balances', async () => {
    const sender = await createKeyPairSignerFromPrivateKeyBytes(
      Buffer.from(devnetSolanaAccounts[0]?.seedHex ?? '', 'hex'),
    )
    const receiver = await generateKeyPairSigner()
    const mint = address(devnetSolanaUsdc.mint)
    const [source] = await findAssociatedTokenPda({
      owner: sender.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: receiver.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const before = (await chain.rpc.getTokenAccountBalance(source).send()).value
    const transaction = await chain.signed(
      [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: sender,
          owner: receiver.address,
          mint,
          ata: destination,
        }),
        getTransferCheckedInstruction({
          source,
          mint,
          destination,
          authority: sender,
          amount: 2_500_000n,
          decimals: 6,
        }),
      ],
      sender,
    )
    await chain.sendAndConfirm(transaction, { commitment: 'confirmed' })
    expect((await fetchToken(chain.rpc, destination)).data).toMatchObject({
      owner: receiver.address,
      mint,
      amount: 2_500_000n,
    })
    expect((await chain.rpc.getTokenAccountBalance(destination).send()).value).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
    expect(BigInt((await chain.rpc.getTokenAccountBalance(source).send()).value.amount)).toBe(
      BigInt(before.amount) - 2_500_000n,
    )
    const parsed = await chain.rpc
      .getTokenAccountsByOwner(receiver.address, { mint }, { encoding: 'jsonParsed' })
      .send()
    expect(parsed.value).toHaveLength(1)
    expect(parsed.value[0]?.pubkey).toBe(destination)
    expect(parsed.value[0]?.account.data.parsed.info).toMatchObject({
      mint,
      owner: receiver.address,
      state: 'initialized',
      isNative: false,
      tokenAmount: { amount: '2500000', decimals: 6, uiAmountString: '2.5' },
    })
    const encoded = await chain.rpc
      .getTokenAccountsByOwner(receiver.address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' })
      .send()
    expect(encoded.value.map((entry) => entry.pubkey)).toEqual([destination])
  })

  it('airdrops with kit airdropFactory', async () => {
    const receiver = await generateKeyPairSigner()
    const airdrop = airdropFactory({ rpc: chain.rpc, rpcSubscriptions: chain.subscriptions })
    const signature = await airdrop({
      recipientAddress: receiver.address,
      lamports: lamports(2_000_000_000n),
      commitment: 'confirmed',
    })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect((await chain.rpc.getBalance(receiver.address).send()).value).toBe(2_000_000_000n)
  })

  it('answers -32601 for an unknown method', async () => {
    const response = await fetch(chain.devnet.rpcUrl, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'getBlockProduction', params: [] }),
    })
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'Method not found' },
    })
  })
})
describe('accounts and ports', () => {
  it('reads several accounts at once, missing ones as null, in base58 or sliced', async () => {
    const missing = (await generateKeyPairSigner()).address
    const mint = address(devnetSolanaUsdc.mint)
    const { value } = await chain.rpc
      .getMultipleAccounts([mint, missing], { encoding: 'base64', dataSlice: { offset: 44, length: 1 } })
      .send()
    // Byte 44 of a mint is its decimals.
    expect(value[0]?.data).toEqual([Buffer.from([6]).toString('base64'), 'base64'])
    expect(value[1]).toBeNull()
    const base58 = await chain.rpc.getAccountInfo(chain.payer.address, { encoding: 'base58' }).send()
    expect(base58.value?.data).toEqual(['', 'base58'])
    const token2022 = await chain.rpc
      .getTokenAccountsByOwner(
        chain.payer.address,
        { programId: address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb') },
        { encoding: 'base64' },
      )
      .send()
    expect(token2022.value).toEqual([])
  })

  it('refuses to start on a port that is taken, saying so', async () => {
    const port = Number(new URL(chain.devnet.rpcUrl).port)
    await expect(startSolanaDevnet({ port })).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`)
  })
})

describe('stop', () => {
  it('closes the server and every open socket, and is safe to call twice', async () => {
    const { socket } = await chain.openSocket()
    const closed = new Promise((resolve) => socket.once('close', resolve))
    await Promise.all([chain.devnet.stop(), chain.devnet.stop()])
    await closed
    await expect(fetch(chain.devnet.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})
