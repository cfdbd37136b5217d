import { WALLETCONNECT_EVENTS, WALLETCONNECT_METHODS } from '@airlock/core/internal'
import { approvedNamespacesFor } from '@airlock/wallet-engine'
import { describe, expect, it } from 'vitest'
import { BITCOIN_ACCOUNT, SOLANA_ACCOUNT } from '../config.ts'
import { allSessionChains, chainNamespaceSupport } from './support.ts'

const SOLANA_LOCAL = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'
const BITCOIN_TEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A proposal as the kit sends it (core's proposalNamespaces: everything optional). */
const kitProposal = (namespaces: ('eip155' | 'solana' | 'bip122')[]) => ({
  requiredNamespaces: {},
  optionalNamespaces: Object.fromEntries(
    namespaces.map((namespace) => [
      namespace,
      {
        chains:
          namespace === 'eip155'
            ? ['eip155:31337']
            : namespace === 'solana'
              ? [SOLANA_LOCAL, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
              : [BITCOIN_TEST, 'bip122:000000000019d6689c085ae165831e93'],
        methods: [...(WALLETCONNECT_METHODS[namespace] ?? [])],
        events: [...(WALLETCONNECT_EVENTS[namespace] ?? [])],
      },
    ]),
  ),
})

const grant = (proposal: ReturnType<typeof kitProposal>) =>
  approvedNamespacesFor(proposal, {
    chains: ['eip155:31337', 'eip155:1'],
    addresses: [EVM_ADDRESS],
    namespaces: chainNamespaceSupport(),
  })

describe('what the reference wallet grants besides eip155', () => {
  it('grants the kit’s solana and bip122 namespaces: its accounts on the chains it knows, the methods it answers', () => {
    const namespaces = grant(kitProposal(['eip155', 'solana', 'bip122']))
    expect(namespaces.solana).toEqual({
      chains: [SOLANA_LOCAL, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      methods: [
        'solana_getAccounts',
        'solana_requestAccounts',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
      ],
      events: ['accountsChanged', 'chainChanged'],
      accounts: [
        `${SOLANA_LOCAL}:${SOLANA_ACCOUNT.address}`,
        `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ACCOUNT.address}`,
      ],
    })
    // Bitcoin mainnet is not granted: the wallet's address is a regtest one.
    expect(namespaces.bip122).toEqual({
      chains: [BITCOIN_TEST],
      methods: ['getAccountAddresses', 'signMessage', 'sendTransfer', 'signPsbt'],
      events: ['bip122_addressesChanged'],
      accounts: [`${BITCOIN_TEST}:${BITCOIN_ACCOUNT.address}`],
    })
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${EVM_ADDRESS}`])
    expect(allSessionChains({ namespaces })).toEqual([
      'eip155:31337',
      SOLANA_LOCAL,
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      BITCOIN_TEST,
    ])
  })

  it('grants a Solana-only or Bitcoin-only proposal without eip155', () => {
    expect(Object.keys(grant(kitProposal(['solana'])))).toEqual(['solana'])
    expect(Object.keys(grant(kitProposal(['bip122'])))).toEqual(['bip122'])
  })
})
