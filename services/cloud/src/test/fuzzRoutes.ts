import { encodeFunctionData, namehash, parseAbi, toHex } from 'viem'

/*
 * The cloud's routes as routes.fuzz.test.ts starts from them: one valid-looking call per route (path
 * segments, query, body), grouped in families, each family fuzzed by one property.
 */

export const CHAIN = 'eip155:31337'
export const PROJECT = 'fuzz'
export const ADDRESS = '0x8ba1f109551bd432803012645ac136ddd64dba72'
export const HASH = 'a'.repeat(64)
export const SIGNATURE = `0x${'1b'.repeat(65)}`
/** A chain that takes payments and swaps into them (its contracts answered by the same stub node). */
export const PAY_CHAIN = 'eip155:31338'
const PAY_TOKEN = `${PAY_CHAIN}/erc20:${ADDRESS}`

export type Json = unknown
export type Method = 'GET' | 'POST' | 'DELETE'

/** One route with a valid-looking call: path segments, query and body the fuzzer starts from. */
export interface RouteCase {
  method: Method
  /** Path with `:name` segments filled from `params`. */
  path: string
  params?: Record<string, string>
  query?: Record<string, string>
  body?: Record<string, Json> | Json[]
  /** Sent with the project's secret key (Authorization: Bearer sk_…), which the fuzzer also drops or garbles. */
  secretKey?: boolean
}

const siweMessage = (fields: { domain?: string; address?: string; nonce?: string; chain?: string } = {}) =>
  [
    `${fields.domain ?? 'app.example'} wants you to sign in with your Ethereum account:`,
    fields.address ?? ADDRESS,
    '',
    'Sign in to the fuzzer.',
    '',
    `URI: https://${fields.domain ?? 'app.example'}`,
    'Version: 1',
    `Chain ID: ${fields.chain ?? '31337'}`,
    `Nonce: ${fields.nonce ?? 'abcdefgh12345678'}`,
    'Issued At: 2026-01-01T00:00:00.000Z',
  ].join('\n')

/** resolve(dnsEncode('alice.airlock.eth'), addr(namehash)) as the offchain resolver sends it (ENSIP-10). */
const RESOLVE_CALL = encodeFunctionData({
  abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']),
  functionName: 'resolve',
  args: [
    toHex(
      new Uint8Array([
        5,
        ...new TextEncoder().encode('alice'),
        7,
        ...new TextEncoder().encode('airlock'),
        3,
        101,
        116,
        104,
        0,
      ]),
    ),
    encodeFunctionData({
      abi: parseAbi(['function addr(bytes32 node) view returns (address)']),
      args: [namehash('alice.airlock.eth')],
    }),
  ],
})

export const rpcCall = (method: string, params: Json[] = []) => ({ jsonrpc: '2.0', id: 1, method, params })

export const FAMILIES: Record<string, RouteCase[]> = {
  balance: [
    {
      method: 'GET',
      path: '/v1/account/:address/balance',
      params: { address: ADDRESS },
      query: { currency: 'usd', chainId: CHAIN, forceUpdate: 'false' },
    },
  ],
  history: [
    {
      method: 'GET',
      path: '/v1/account/:account/history',
      params: { account: ADDRESS },
      query: { chainId: CHAIN, limit: '10', cursor: '', onramp: 'true' },
    },
  ],
  wallets: [
    {
      method: 'GET',
      path: '/getWallets',
      query: { page: '1', entries: '40', search: 'meta', include: 'a,b', exclude: 'c', chains: CHAIN },
    },
    { method: 'GET', path: '/getWalletImage/:imageId', params: { imageId: 'metamask' } },
    { method: 'GET', path: '/public/getAssetImage/:id', params: { id: 'eth' } },
    { method: 'GET', path: '/public/getTokenImage/:symbol', params: { symbol: 'USDC' } },
    { method: 'GET', path: '/public/getCurrencyImage/:code', params: { code: 'USD' } },
    { method: 'GET', path: '/appkit/v1/config', query: { st: 'appkit', sv: '1.0.0' } },
    { method: 'GET', path: '/projects/v1/origins' },
    { method: 'GET', path: '/getAnalyticsConfig' },
  ],
  siwx: [
    { method: 'POST', path: '/v1/siwx/nonce', body: {} },
    { method: 'POST', path: '/v1/siwx/verify', body: { message: siweMessage(), signature: SIGNATURE } },
    { method: 'GET', path: '/v1/siwx/session', query: { chainId: CHAIN, address: ADDRESS } },
    { method: 'GET', path: '/v1/siwx/sessions', query: { chainId: CHAIN, address: ADDRESS } },
    { method: 'DELETE', path: '/v1/siwx/session', query: { chainId: CHAIN, address: ADDRESS } },
  ],
  names: [
    { method: 'GET', path: '/v1/profile/account/:name', params: { name: 'alice.airlock.eth' } },
    {
      method: 'GET',
      path: '/v1/profile/reverse/:address',
      params: { address: ADDRESS },
      query: { apiVersion: '2' },
    },
    {
      method: 'GET',
      path: '/v1/profile/suggestions/:name',
      params: { name: 'alice' },
      query: { zone: 'airlock.eth' },
    },
    {
      method: 'POST',
      path: '/v1/profile/account',
      body: {
        coin_type: 60,
        address: ADDRESS,
        message: JSON.stringify({ name: 'alice.airlock.eth', attributes: {}, timestamp: 1 }),
        signature: SIGNATURE,
      },
    },
    { method: 'GET', path: '/v1/names/ccip/:rest', params: { rest: `${ADDRESS}/0x1234.json` } },
    { method: 'POST', path: '/v1/names/ccip', body: { sender: ADDRESS, data: RESOLVE_CALL } },
    {
      method: 'GET',
      path: '/v1/names/ccip/:sender/:data',
      params: { sender: ADDRESS, data: `${RESOLVE_CALL}.json` },
    },
  ],
  onramp: [
    { method: 'GET', path: '/v1/onramp/options' },
    {
      method: 'POST',
      path: '/v1/onramp/quote',
      body: {
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'ethereum',
        chainId: CHAIN,
      },
    },
    {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      body: {
        destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'], assets: ['ETH'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: 'user-1',
        defaultExperience: 'buy',
        presetFiatAmount: 100,
        fiatCurrency: 'USD',
      },
    },
    { method: 'GET', path: '/v1/onramp/orders/:id', params: { id: 'order-1' } },
  ],
  offramp: [
    { method: 'GET', path: '/v1/offramp/options' },
    {
      method: 'POST',
      path: '/v1/offramp/quote',
      body: { sellCurrency: 'USDC', network: 'airlock-devnet', sellAmount: '20', payoutCurrency: 'USD' },
    },
    {
      method: 'POST',
      path: '/v1/offramp/orders',
      body: {
        quoteId: 'offq_1',
        fromAddress: ADDRESS,
        bankAccount: { type: 'iban', holderName: 'Ada', iban: 'DE89370400440532013000' },
      },
    },
    { method: 'GET', path: '/v1/offramp/orders/:id', params: { id: 'off_1' } },
  ],
  payments: [
    {
      method: 'POST',
      path: '/v1/payments',
      secretKey: true,
      // The native coin: no token to read, so a valid call is signed and stored.
      body: {
        recipient: ADDRESS,
        asset: `${PAY_CHAIN}/slip44:60`,
        amount: '12.5',
        reference: 'o-1',
        expiresIn: 600,
      },
    },
    {
      method: 'GET',
      path: '/v1/payments/:id',
      params: { id: `pay_${'A'.repeat(24)}` },
      secretKey: true,
    },
    { method: 'GET', path: '/v1/payments/:id', params: { id: `pay_${'b'.repeat(24)}` } },
    {
      method: 'POST',
      path: '/v1/payments/quote',
      body: {
        asset: PAY_TOKEN,
        amountAtomic: '12500000',
        payWith: `${PAY_CHAIN}/slip44:60`,
        slippageBps: 50,
      },
    },
  ],
  embedded: [
    { method: 'GET', path: '/v1/embedded/device/approve', query: { token: 'abc' } },
    {
      method: 'GET',
      path: '/v1/embedded/device/status',
      query: { email: 'a@example.com', deviceId: 'device-1' },
    },
    {
      method: 'POST',
      path: '/v1/embedded/email/start',
      body: { email: 'a@example.com', deviceId: 'device-1' },
    },
    {
      method: 'POST',
      path: '/v1/embedded/email/verify',
      body: { email: 'a@example.com', otp: '123456', deviceId: 'device-1' },
    },
    { method: 'POST', path: '/v1/embedded/email/update', body: { email: 'b@example.com' } },
    { method: 'POST', path: '/v1/embedded/email/update/verify-primary', body: { otp: '123456' } },
    { method: 'POST', path: '/v1/embedded/email/update/verify-secondary', body: { otp: '123456' } },
    {
      method: 'POST',
      path: '/v1/embedded/wallet',
      body: { address: ADDRESS, authShare: 'AA', recoveryShare: 'AB' },
    },
    { method: 'GET', path: '/v1/embedded/session' },
    { method: 'POST', path: '/v1/embedded/signout', body: {} },
    {
      method: 'POST',
      path: '/v1/embedded/social/complete',
      body: { provider: 'google', code: 'c', state: 's' },
    },
    { method: 'GET', path: '/v1/embedded/social/:provider/authorize', params: { provider: 'google' } },
    {
      method: 'GET',
      path: '/v1/embedded/social/:provider/callback',
      params: { provider: 'google' },
      query: { code: 'c', state: 's' },
    },
    { method: 'POST', path: '/v1/embedded/farcaster/channel', body: {} },
    { method: 'POST', path: '/v1/embedded/farcaster/status', body: { channelToken: 'token' } },
  ],
  rpc: [
    { method: 'POST', path: '/v1/', query: { chainId: CHAIN }, body: rpcCall('eth_blockNumber') },
    {
      method: 'POST',
      path: '/v1/',
      query: { chainId: CHAIN },
      body: [
        rpcCall('eth_chainId'),
        rpcCall('eth_getBalance', [ADDRESS, 'latest']),
        { jsonrpc: '2.0', method: 'x' },
      ],
    },
    { method: 'GET', path: '/v1/supported-chains' },
  ],
  verify: [
    { method: 'GET', path: '/verify/v3/public-key' },
    { method: 'POST', path: '/verify/v3/attestation', body: { origin: 'https://app.example', id: HASH } },
    { method: 'GET', path: '/verify/v3/attestation', query: { origin: 'https://app.example', id: HASH } },
    { method: 'GET', path: '/verify/attestation/:id', params: { id: HASH } },
  ],
  analytics: [
    {
      method: 'POST',
      path: '/e',
      body: {
        eventId: 'e1',
        url: 'https://app.example/',
        domain: 'app.example',
        timestamp: 1,
        props: { type: 'track', event: 'MODAL_OPEN', address: ADDRESS, properties: { a: 1 } },
      },
    },
  ],
  accounts: [
    {
      method: 'GET',
      path: '/v1/identity/:address',
      params: { address: ADDRESS },
      query: { sender: ADDRESS },
    },
    { method: 'GET', path: '/v1/sessions/:address', params: { address: ADDRESS }, query: { chainId: CHAIN } },
    {
      method: 'POST',
      path: '/v1/sessions/:address/revoke',
      params: { address: ADDRESS },
      query: { chainId: CHAIN },
      body: { pci: 'pci-1', signature: SIGNATURE },
    },
    {
      method: 'POST',
      path: '/v1/paymaster',
      query: { chainId: CHAIN },
      body: rpcCall('pm_getPaymasterStubData'),
    },
    {
      method: 'POST',
      path: '/v1/bundler',
      query: { chainId: CHAIN },
      body: rpcCall('eth_supportedEntryPoints'),
    },
    {
      method: 'POST',
      path: '/v1/fungible/price',
      body: { currency: 'usd', addresses: [`${CHAIN}:${ADDRESS}`] },
    },
    { method: 'GET', path: '/healthz' },
    { method: 'GET', path: '/mailbox/messages', query: { to: 'a@example.com' } },
  ],
  convert: [
    { method: 'GET', path: '/v1/convert/tokens', query: { chainId: CHAIN } },
    {
      method: 'GET',
      path: '/v1/convert/quotes',
      query: { userAddress: ADDRESS, from: `${CHAIN}:${ADDRESS}`, to: `${CHAIN}:${ADDRESS}`, amount: '1000' },
    },
    {
      method: 'GET',
      path: '/v1/convert/allowance',
      query: { userAddress: ADDRESS, tokenAddress: `${CHAIN}:${ADDRESS}` },
    },
    { method: 'GET', path: '/v1/convert/gas-price', query: { chainId: CHAIN } },
    {
      method: 'GET',
      path: '/v1/convert/build-approve',
      query: { userAddress: ADDRESS, from: `${CHAIN}:${ADDRESS}`, to: `${CHAIN}:${ADDRESS}`, amount: '1000' },
    },
    {
      method: 'POST',
      path: '/v1/convert/build-transaction',
      body: {
        userAddress: ADDRESS,
        from: `${CHAIN}:${ADDRESS}`,
        to: `${CHAIN}:${ADDRESS}`,
        amount: '1000',
        eip155: { slippage: '1', permit: '0x' },
      },
    },
  ],
}
