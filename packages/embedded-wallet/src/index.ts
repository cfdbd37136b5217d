/**
 * @airlock/embedded-wallet: what the kit loads, lazily, to use the embedded wallet. The keys live in the secure
 * site's frame (src/frame, built to dist/frame/ and served by the cloud on its own origin); this side only
 * talks to it. See docs/embedded-wallet.md.
 *
 * @example
 * ```ts
 * const { createFrameClient, createEmbeddedProvider } = await import('@airlock/embedded-wallet')
 * const client = createFrameClient({
 *   secureSiteUrl: 'http://127.0.0.1:8789/',
 *   projectId: 'airlock-demo',
 *   chainId: 31337,
 *   version: '0.1.0',
 *   onTimeout: (reason) => console.warn(reason),
 * })
 * await client.ready
 * const { action } = await client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
 * await client.request('CONNECT_OTP', { otp: '123456' })
 * const provider = createEmbeddedProvider(client)
 * client.on('APPROVAL_OPEN', () => client.show(modal.getBoundingClientRect()))
 * client.on('APPROVAL_CLOSED', () => client.hide())
 * const signature = await provider.request({ method: 'personal_sign', params: ['0x6869', address] })
 * ```
 */

export {
  EMBEDDED_SAFE_RPC_METHODS as SAFE_RPC_METHODS,
  EMBEDDED_UNSAFE_RPC_METHODS as UNSAFE_RPC_METHODS,
} from '@airlock/protocol/rpc-methods'
export {
  EmbeddedWalletError,
  type EmbeddedWalletErrorOptions,
  FrameClosedError,
  FrameLoadError,
  FrameRequestAbortedError,
  FrameRequestTimeoutError,
  FrameResponseError,
  RpcNotAllowedError,
  UserRejectedRequestError,
} from './client/errors.ts'
export {
  createFrameClient,
  type FrameClient,
  type FrameClientOptions,
  type FrameRect,
  type FrameRequestOptions,
  type FrameTimeoutReason,
} from './client/frameClient.ts'
export {
  createEmbeddedProvider,
  type EmbeddedProvider,
  type EmbeddedProviderEvent,
  type ProviderFrameClient,
} from './client/provider.ts'
export {
  APP_EVENTS,
  type AppEvent,
  type AppEventResults,
  type EmbeddedUser,
  FRAME_EVENTS,
  type FrameEvent,
} from './shared/messages.ts'
