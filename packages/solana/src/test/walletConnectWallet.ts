import type { SharedProvider } from '@airlock/core'
import {
  createSolanaRpc,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  signTransaction,
} from '@solana/kit'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '../encoding.ts'
import type { TestWallet } from './testWallet.ts'

type Listener = (...args: unknown[]) => void

/**
 * The solana namespace of a WalletConnect session as the kit serves it to adapters (a SharedProvider), answered
 * by a test wallet's key the way a WalletConnect wallet does: base58 messages and signatures, base64
 * transactions. `methods` limits what the session approved (others fail as the protocol client does).
 */
export function createWalletConnectWallet(
  testWallet: TestWallet,
  options: { rpcUrl?: string; methods?: readonly string[]; reject?: readonly string[] } = {},
) {
  const listeners = new Map<string, Set<Listener>>()
  const calls: { method: string; params: unknown }[] = []
  const methods = new Set(
    options.methods ?? [
      'solana_getAccounts',
      'solana_requestAccounts',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
    ],
  )
  const { keyPair, address } = testWallet

  async function sign(base64: string): Promise<Uint8Array> {
    const transaction = getTransactionDecoder().decode(decodeBase64(base64))
    return new Uint8Array(getTransactionEncoder().encode(await signTransaction([keyPair], transaction)))
  }

  const handlers: Record<string, (params: Record<string, unknown>) => Promise<unknown>> = {
    solana_getAccounts: async () => [{ pubkey: address }],
    solana_requestAccounts: async () => [{ pubkey: address }],
    solana_signMessage: async ({ message, pubkey }) => {
      if (pubkey !== address) throw Object.assign(new Error('Unknown account'), { code: -32602 })
      const signature = await signBytes(keyPair.privateKey, decodeBase58(String(message)))
      return { signature: encodeBase58(new Uint8Array(signature)) }
    },
    solana_signTransaction: async ({ transaction }) => {
      const signed = await sign(String(transaction))
      return { signature: encodeBase58(signed.slice(1, 65)), transaction: encodeBase64(signed) }
    },
    solana_signAndSendTransaction: async ({ transaction }) => {
      if (!options.rpcUrl) throw new Error('This test wallet has no node to send to')
      const signed = getTransactionDecoder().decode(await sign(String(transaction)))
      const signature = await createSolanaRpc(options.rpcUrl)
        .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
        .send()
      return { signature }
    },
  }

  const provider: SharedProvider = {
    async request({ method, params }) {
      calls.push({ method, params })
      if (!methods.has(method)) {
        // What the protocol client throws for a method the session did not approve.
        throw Object.assign(new Error(`Missing or invalid. request() method: ${method}`), { code: 5 })
      }
      if (options.reject?.includes(method)) throw Object.assign(new Error('User rejected.'), { code: 5000 })
      const handler = handlers[method]
      if (!handler) throw Object.assign(new Error('Method not found'), { code: -32601 })
      return handler((params ?? {}) as Record<string, unknown>)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener as Listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener)
    },
  }

  return {
    provider,
    calls,
    emit: (event: string, ...args: unknown[]) => {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  }
}
