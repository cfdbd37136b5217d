import type { SessionNamespaces } from '@airlock/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet, optimism } from '../networks/index.ts'
import { ADDRESS, connectThroughQr, setup, stopWalletConnectKits } from './walletConnect.fixtures.ts'

// A session whose chains hold different accounts: the kit follows the account of the chain it lands on.

afterEach(stopWalletConnectKits)

describe('WalletConnect connector', () => {
  describe('a new default chain with other accounts emits accountsChanged', () => {
    const OTHER = '0x2222222222222222222222222222222222222222'
    // The wallet approved one account on the devnet and another on Optimism.
    const perChain: SessionNamespaces = {
      eip155: {
        chains: ['eip155:31337', 'eip155:10', 'eip155:1'],
        accounts: [`eip155:31337:${ADDRESS}`, `eip155:10:${OTHER}`, `eip155:1:${ADDRESS}`],
        methods: ['personal_sign', 'wallet_switchEthereumChain'],
        events: ['chainChanged', 'accountsChanged'],
      },
    }

    async function connectedPerChain() {
      const s = await setup()
      const topic = await connectThroughQr(s, perChain)
      const heard: string[][] = []
      s.airlock.walletConnect?.session
        .provider('eip155')
        .on('accountsChanged', ((accounts: string[]) => heard.push(accounts)) as never)
      s.wallet.events.on(
        'session_request',
        ({ id, topic: t }) =>
          void s.wallet.respond({ topic: t, response: { id, jsonrpc: '2.0', result: null } }),
      )
      return { ...s, topic, heard }
    }

    it("on the wallet's chainChanged: the kit follows to that chain's account", async () => {
      const s = await connectedPerChain()
      await s.wallet.emit({ topic: s.topic, chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } })
      await vi.waitFor(() => expect(s.airlock.account.get('eip155')?.address).toBe(OTHER))
      expect(s.heard).toEqual([[OTHER]])
      expect(s.airlock.account.get('eip155')?.caipAddress).toBe(`eip155:10:${OTHER}`)
    })

    it("on a switch from the kit: the kit follows to that chain's account", async () => {
      const s = await connectedPerChain()
      await expect(s.airlock.switchNetwork(optimism)).resolves.toBe(true)
      await vi.waitFor(() => expect(s.airlock.account.get('eip155')?.address).toBe(OTHER))
      expect(s.heard).toEqual([[OTHER]])
    })

    it('no accountsChanged when the new chain has the same accounts', async () => {
      const s = await connectedPerChain()
      await expect(s.airlock.switchNetwork(mainnet)).resolves.toBe(true)
      await s.wallet.emit({
        topic: s.topic,
        chainId: 'eip155:31337',
        event: { name: 'chainChanged', data: 31337 },
      })
      await vi.waitFor(() =>
        expect(s.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337'),
      )
      expect(s.heard).toEqual([])
      expect(s.airlock.account.get('eip155')?.address).toBe(ADDRESS)
    })
  })
})
