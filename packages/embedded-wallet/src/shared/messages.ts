/**
 * The messages between the kit and the frame (docs/embedded-wallet.md), and the guards each
 * side runs on every message it receives: anything that is not exactly one of these shapes is dropped, so a
 * script or frame of another origin that gets a message through cannot steer either side.
 */

import type { EmbeddedUser } from '@airlock/protocol/embedded'

/** Events the kit sends the frame; each gets `<EVENT>_SUCCESS` or `<EVENT>_ERROR` back. */
export const APP_EVENTS = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'SET_PREFERRED_ACCOUNT',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'SWITCH_NETWORK',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
  'RPC_REQUEST',
] as const

export type AppEvent = (typeof APP_EVENTS)[number]

/** Events the frame sends on its own, not as an answer. */
export const FRAME_EVENTS = ['READY', 'APPROVAL_OPEN', 'APPROVAL_CLOSED', 'SESSION_UPDATE'] as const

export type FrameEvent = (typeof FRAME_EVENTS)[number]

export const APP_PREFIX = '@airlock-app/'
export const FRAME_PREFIX = '@airlock-frame/'

/** The user the frame reports (GET_USER, SESSION_UPDATE), declared in the protocol for the kit to read too. */
export type { EmbeddedUser }

/** An ERROR answer's payload; `code` carries an EIP-1193 / JSON-RPC code when there is one (4001 on Reject). */
export interface ErrorPayload {
  message: string
  code?: number
}

/** A parsed frame message: an answer to request `id`, or an unsolicited event. */
export type ParsedFrameMessage =
  | { kind: 'answer'; event: AppEvent; id: string; ok: true; payload: unknown }
  | { kind: 'answer'; event: AppEvent; id: string; ok: false; payload: ErrorPayload }
  | { kind: 'event'; event: FrameEvent; payload: unknown }

/** Request ids: 16 random bytes as 32 lower-case hex digits. */
export const REQUEST_ID = /^[0-9a-f]{32}$/

const appEvents = new Set<string>(APP_EVENTS)
const frameEvents = new Set<string>(FRAME_EVENTS)

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isAppEvent(value: unknown): value is AppEvent {
  return typeof value === 'string' && appEvents.has(value)
}

/** Whether `value` is a kit → frame message: a known event, a well-formed id and an object payload. */
export function parseAppMessage(
  value: unknown,
): { event: AppEvent; id: string; payload: Record<string, unknown> } | undefined {
  if (!isRecord(value) || typeof value.type !== 'string' || !value.type.startsWith(APP_PREFIX))
    return undefined
  const event = value.type.slice(APP_PREFIX.length)
  if (!isAppEvent(event)) return undefined
  if (typeof value.id !== 'string' || !REQUEST_ID.test(value.id)) return undefined
  const payload = value.payload ?? {}
  if (!isRecord(payload)) return undefined
  return { event, id: value.id, payload }
}

function isUser(value: unknown): value is EmbeddedUser {
  return (
    isRecord(value) &&
    typeof value.address === 'string' &&
    /^0x[0-9a-fA-F]{40}$/.test(value.address) &&
    typeof value.chainId === 'number' &&
    Array.isArray(value.accounts)
  )
}

/** Parses a frame → kit message, or returns undefined for anything of another shape. */
export function parseFrameMessage(value: unknown): ParsedFrameMessage | undefined {
  if (!isRecord(value) || typeof value.type !== 'string' || !value.type.startsWith(FRAME_PREFIX))
    return undefined
  const name = value.type.slice(FRAME_PREFIX.length)
  if (frameEvents.has(name)) {
    const event = name as FrameEvent
    if (event === 'READY') {
      if (!isRecord(value.payload) || typeof value.payload.version !== 'string') return undefined
      return { kind: 'event', event, payload: { version: value.payload.version } }
    }
    if (event === 'SESSION_UPDATE') {
      if (value.payload !== null && !isUser(value.payload)) return undefined
      return { kind: 'event', event, payload: value.payload }
    }
    return { kind: 'event', event, payload: undefined }
  }
  const match = /^([A-Z_]+)_(SUCCESS|ERROR)$/.exec(name)
  if (!match || !isAppEvent(match[1])) return undefined
  if (typeof value.id !== 'string' || !REQUEST_ID.test(value.id)) return undefined
  const event = match[1]
  if (match[2] === 'SUCCESS') return { kind: 'answer', event, id: value.id, ok: true, payload: value.payload }
  const payload = value.payload
  if (!isRecord(payload) || typeof payload.message !== 'string') return undefined
  if (payload.code !== undefined && typeof payload.code !== 'number') return undefined
  const error: ErrorPayload =
    payload.code === undefined
      ? { message: payload.message }
      : { message: payload.message, code: payload.code }
  return { kind: 'answer', event, id: value.id, ok: false, payload: error }
}

/** 16 random bytes from the platform's CSPRNG as hex: ids a page script cannot guess to forge an answer. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** What each event's SUCCESS answer carries (docs/embedded-wallet.md, "Events"). */
export interface AppEventResults {
  CONNECT_EMAIL: { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }
  CONNECT_DEVICE: Record<string, never>
  CONNECT_OTP: Record<string, never>
  CONNECT_SOCIAL: EmbeddedUser
  GET_SOCIAL_REDIRECT_URI: { uri: string }
  GET_FARCASTER_URI: { url: string }
  CONNECT_FARCASTER: EmbeddedUser
  GET_USER: EmbeddedUser
  SET_PREFERRED_ACCOUNT: EmbeddedUser
  SIGN_OUT: Record<string, never>
  IS_CONNECTED: { isConnected: boolean }
  GET_CHAIN_ID: { chainId: number }
  SWITCH_NETWORK: { chainId: number }
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }
  UPDATE_EMAIL_PRIMARY_OTP: Record<string, never>
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: string }
  SYNC_THEME: Record<string, never>
  SYNC_DAPP_DATA: Record<string, never>
  RELOAD: Record<string, never>
  RPC_REQUEST: unknown
}

/**
 * The social login popup's message to the page that opened it (social-callback.html): the single-use result
 * the kit hands the frame with CONNECT_SOCIAL, or the error to show. Not an answer: it carries no id.
 */
export const SOCIAL_RESULT_TYPE = `${FRAME_PREFIX}SOCIAL_RESULT` as const

export type SocialResultPayload = { result: string } | { error: string }

/** The payload of a SOCIAL_RESULT message, or undefined for anything else. */
export function parseSocialResult(value: unknown): SocialResultPayload | undefined {
  if (!isRecord(value) || value.type !== SOCIAL_RESULT_TYPE || !isRecord(value.payload)) return undefined
  const { result, error } = value.payload
  if (typeof result === 'string' && result) return { result }
  if (typeof error === 'string' && error) return { error }
  return undefined
}
