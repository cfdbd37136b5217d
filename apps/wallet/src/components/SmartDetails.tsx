import type { ParsedGrant } from '@airlock/embedded-wallet/smart-account'
import { useEffect, useState } from 'react'
import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  erc20Abi,
  formatEther,
  formatUnits,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import type { BatchCall } from '../smart/calls.ts'
import { CopyButton, shortAddress } from './common.tsx'

/*
 * What a smart-account request does, for its sheet: the calls of a batch (one user operation), the permissions
 * an ERC-7715 grant gives a session key (contracts, functions, limits, expiry), the session a revocation ends.
 * Token symbols and decimals are read from the token contracts, never taken from the dapp.
 */

interface TokenMeta {
  symbol: string
  decimals: number
}

/** Symbol and decimals of the ERC-20 contracts among `addresses` (others are left out). */
function useTokenMeta(addresses: readonly Address[], rpcUrl: string | undefined) {
  const [meta, setMeta] = useState<Record<string, TokenMeta>>({})
  const key = addresses.map((item) => item.toLowerCase()).join(',')
  useEffect(() => {
    if (!rpcUrl || !key) return
    let live = true
    const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
    Promise.all(
      key.split(',').map(async (address) => {
        try {
          const [symbol, decimals] = await Promise.all([
            client.readContract({ address: address as Address, abi: erc20Abi, functionName: 'symbol' }),
            client.readContract({ address: address as Address, abi: erc20Abi, functionName: 'decimals' }),
          ])
          return [address, { symbol, decimals }] as const
        } catch {
          return undefined
        }
      }),
    ).then((found) => {
      if (live) setMeta(Object.fromEntries(found.filter((item) => item !== undefined)))
    })
    return () => {
      live = false
    }
  }, [key, rpcUrl])
  return (address: string) => meta[address.toLowerCase()]
}

/** Router functions worth naming on a sheet (the devnet AMM is a Uniswap V2 router). */
const routerAbi = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

const tokenAmount = (amount: bigint, meta: TokenMeta | undefined) =>
  meta ? `${formatUnits(amount, meta.decimals)} ${meta.symbol}` : `${amount} units`

/** A call as words: "Approve 0x…12 to spend 25 USDC", "Transfer …", or the function selector. */
function describeCall(call: BatchCall, meta: TokenMeta | undefined): { title: string; detail?: string } {
  if (call.data && call.data !== '0x') {
    try {
      const decoded = decodeFunctionData({ abi: erc20Abi, data: call.data })
      if (decoded.functionName === 'approve') {
        const [spender, amount] = decoded.args
        return {
          title: `Approve ${tokenAmount(amount, meta)}`,
          detail: `Lets ${shortAddress(spender)} spend it from this account`,
        }
      }
      if (decoded.functionName === 'transfer') {
        const [to, amount] = decoded.args
        return { title: `Transfer ${tokenAmount(amount, meta)}`, detail: `To ${shortAddress(to)}` }
      }
    } catch {
      // not an ERC-20 call
    }
    try {
      const decoded = decodeFunctionData({ abi: routerAbi, data: call.data })
      return { title: `Swap · ${decoded.functionName}`, detail: 'an exchange router call' }
    } catch {
      // not a known router call
    }
    return {
      title: `Contract call ${call.data.slice(0, 10)}`,
      detail: `${(call.data.length - 2) / 2} bytes of data`,
    }
  }
  return { title: `Send ${formatEther(call.value)} ETH` }
}

/** The calls of one user operation, in order, with what each moves. */
export function CallsDetails({
  calls,
  rpcUrl,
  atomic,
}: {
  calls: readonly BatchCall[]
  rpcUrl: string | undefined
  atomic: boolean
}) {
  const tokenOf = useTokenMeta(
    calls.filter((call) => call.data && call.data !== '0x').map((call) => call.to),
    rpcUrl,
  )
  const total = calls.reduce((sum, call) => sum + call.value, 0n)
  return (
    <section className="detail-section" aria-label="Calls">
      <h4>
        {calls.length === 1 ? '1 call' : `${calls.length} calls`}
        {atomic && calls.length > 1 ? ' · all or none' : ''}
      </h4>
      <ol className="call-list" data-testid="calls">
        {calls.map((call, index) => {
          const { title, detail } = describeCall(call, tokenOf(call.to))
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the calls are a fixed list, in order
            <li key={index} className="call-item" data-testid="call">
              <div className="call-head">
                <span className="call-fn">{title}</span>
                <span className="call-index">#{index + 1}</span>
              </div>
              <div className="call-sub">
                {tokenOf(call.to)?.symbol ? `${tokenOf(call.to)?.symbol} contract ` : 'To '}
                <span className="mono" title={call.to}>
                  {shortAddress(call.to)}
                </span>
                <CopyButton text={call.to} label="Copy contract address" />
                {detail ? <> · {detail}</> : null}
                {call.value > 0n && call.data !== '0x' ? <> · {formatEther(call.value)} ETH</> : null}
              </div>
            </li>
          )
        })}
      </ol>
      {total > 0n && calls.length > 1 && (
        <p className="call-sub" data-testid="calls-total">
          Total value: {formatEther(total)} ETH
        </p>
      )}
    </section>
  )
}

const NATIVE = '0x0000000000000000000000000000000000000000'

function expiryText(expiry: number) {
  const date = new Date(expiry * 1000)
  const seconds = expiry - Math.floor(Date.now() / 1000)
  const relative =
    seconds < 3600
      ? `${Math.max(1, Math.round(seconds / 60))} min`
      : seconds < 172_800
        ? `${Math.round(seconds / 3600)} h`
        : `${Math.round(seconds / 86_400)} days`
  return `${date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} (in ${relative})`
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Exactly what an ERC-7715 grant gives the session key: contracts and functions, limits, expiry. */
export function GrantDetails({ grant, rpcUrl }: { grant: ParsedGrant; rpcUrl: string | undefined }) {
  const tokenOf = useTokenMeta(grant.session.token === NATIVE ? [] : [grant.session.token], rpcUrl)
  const token = grant.session.token === NATIVE ? undefined : tokenOf(grant.session.token)
  const byTarget = new Map<string, string[]>()
  for (const permission of grant.granted) {
    if (permission.type !== 'contract-call' || !isRecord(permission.data)) continue
    const target = String(permission.data.address)
    const calls = Array.isArray(permission.data.calls) ? permission.data.calls.map(String) : []
    byTarget.set(target, [...(byTarget.get(target) ?? []), ...calls])
  }
  const left = grant.requested.length - grant.granted.length
  return (
    <>
      <section className="detail-section" aria-label="Session key">
        <h4>Session key</h4>
        <dl className="fields" data-testid="grant-summary">
          <div>
            <dt>Signer</dt>
            <dd>
              <span className="mono" title={grant.signer}>
                {shortAddress(grant.signer)}
              </span>
            </dd>
          </div>
          <div>
            <dt>Expires</dt>
            <dd data-testid="grant-expiry">{expiryText(grant.expiry)}</dd>
          </div>
        </dl>
      </section>
      <section className="detail-section" aria-label="Allowed calls">
        <h4>May call</h4>
        <ul className="call-list" data-testid="grant-calls">
          {[...byTarget].map(([target, calls]) => (
            <li key={target} className="call-item">
              <div className="call-head">
                <span className="call-fn mono" title={target}>
                  {shortAddress(target)}
                </span>
                <span className="call-index">contract</span>
              </div>
              <div className="call-sub mono">{calls.join(', ')}</div>
            </li>
          ))}
          {grant.session.token !== NATIVE && (
            <li className="call-item">
              <div className="call-head">
                <span className="call-fn">{token?.symbol ?? shortAddress(grant.session.token)}</span>
                <span className="call-index">token</span>
              </div>
              <div className="call-sub mono">transfer(address,uint256)</div>
            </li>
          )}
          {grant.session.nativeLimit > 0n && (
            <li className="call-item">
              <div className="call-head">
                <span className="call-fn">ETH transfers</span>
                <span className="call-index">native</span>
              </div>
            </li>
          )}
        </ul>
      </section>
      <section className="detail-section" aria-label="Limits">
        <h4>Spending limits</h4>
        <dl className="fields" data-testid="grant-limits">
          <div>
            <dt>ETH</dt>
            <dd>
              {grant.session.nativeLimit > 0n
                ? `${formatEther(grant.session.nativeLimit)} ETH`
                : 'None may be sent'}
            </dd>
          </div>
          {grant.session.token !== NATIVE && (
            <div>
              <dt>{token?.symbol ?? 'Token'}</dt>
              <dd>{tokenAmount(grant.session.tokenLimit, token)} in total (transfers and approvals)</dd>
            </div>
          )}
        </dl>
      </section>
      {left > 0 && (
        <p className="alert alert-warning" data-testid="grant-left-out">
          {left === 1 ? 'One requested permission is' : `${left} requested permissions are`} not supported and
          will not be granted.
        </p>
      )}
      <p className="alert alert-info">
        Enforced on chain by the Airlock session validator: the key can do nothing else, and you can revoke
        the session at any time.
      </p>
    </>
  )
}

export function RevokeDetails({ sessionId, validator }: { sessionId: Hex; validator: Address }) {
  return (
    <>
      <section className="detail-section" aria-label="Session">
        <h4>Session</h4>
        <dl className="fields" data-testid="revoke-summary">
          <div>
            <dt>Session id</dt>
            <dd className="mono">{`${sessionId.slice(0, 10)}…${sessionId.slice(-8)}`}</dd>
          </div>
          <div>
            <dt>Validator</dt>
            <dd className="mono">{shortAddress(validator)}</dd>
          </div>
        </dl>
      </section>
      <p className="alert alert-info">
        The session key loses every permission of this session, at once and on chain.
      </p>
    </>
  )
}
