import { useEffect, useState } from 'react'
import { ACCOUNTS, NETWORKS } from '../config.ts'
import { formatEth } from '../format/text.ts'
import type { Wallet } from '../wallet/wallet.ts'
import { ChainIcon, shortAddress } from './common.tsx'
import { Identicon } from './Identicon.tsx'
import { Sheet } from './Sheet.tsx'

function Check() {
  return (
    <svg className="check" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        stroke="currentColor"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function NetworkSheet({
  controller,
  chainId,
  onClose,
}: {
  controller: Wallet
  chainId: number
  onClose: () => void
}) {
  return (
    <Sheet
      title="Select network"
      subtitle="Connected dapps follow the wallet's network"
      onClose={onClose}
      testId="network-sheet"
    >
      <ul className="pick-list">
        {NETWORKS.map((network) => {
          const selected = network.id === chainId
          return (
            <li key={network.id}>
              <button
                type="button"
                className="pick"
                aria-current={selected ? 'true' : undefined}
                data-autofocus={selected ? true : undefined}
                data-testid={`network-option-${network.id}`}
                onClick={() => {
                  void controller.selectNetwork(network.id)
                  onClose()
                }}
              >
                <ChainIcon chainId={network.id} />
                <span className="pick-main">
                  <span className="pick-title">{network.name}</span>
                  <span className="pick-sub">
                    {network.rpcUrl
                      ? `Local node · chain ${network.id}`
                      : `Listed network · chain ${network.id} · no node`}
                  </span>
                </span>
                {selected && <Check />}
              </button>
            </li>
          )
        })}
      </ul>
    </Sheet>
  )
}

export function AccountSheet({
  controller,
  accountIndex,
  onClose,
}: {
  controller: Wallet
  accountIndex: number
  onClose: () => void
}) {
  const [balances, setBalances] = useState<Record<string, bigint>>({})
  useEffect(() => {
    let live = true
    for (const account of ACCOUNTS) {
      controller
        .devnetBalanceOf(account.address)
        .then((value) => live && setBalances((previous) => ({ ...previous, [account.address]: value })))
        .catch(() => {})
    }
    return () => {
      live = false
    }
  }, [controller])
  return (
    <Sheet
      title="Select account"
      subtitle="Devnet test accounts: never use their keys on a real chain"
      onClose={onClose}
      testId="account-sheet"
    >
      <ul className="pick-list">
        {ACCOUNTS.map((account) => {
          const selected = account.index === accountIndex
          const balance = balances[account.address]
          return (
            <li key={account.address}>
              <button
                type="button"
                className="pick"
                aria-current={selected ? 'true' : undefined}
                data-autofocus={selected ? true : undefined}
                data-testid={`account-option-${account.index}`}
                onClick={() => {
                  void controller.selectAccount(account.index)
                  onClose()
                }}
              >
                <Identicon address={account.address} size={36} />
                <span className="pick-main">
                  <span className="pick-title">
                    {account.name} <span className="muted">#{account.index}</span>
                  </span>
                  <span className="pick-sub mono">{shortAddress(account.address)}</span>
                </span>
                <span className="pick-balance">
                  {balance === undefined ? '…' : `${formatEth(balance, 2)} ETH`}
                </span>
                {selected && <Check />}
              </button>
            </li>
          )
        })}
      </ul>
    </Sheet>
  )
}
