import { z } from 'zod'
import { formatZodError } from '../validation.ts'

/** JSON-RPC and EIP-1474 codes the gateway answers with; the kit reads these numbers. */
export const RpcErrorCode = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  METHOD_NOT_SUPPORTED: -32004,
  LIMIT_EXCEEDED: -32005,
} as const

export type RpcId = string | number | null

export interface RpcError {
  code: number
  message: string
  data?: unknown
}

export type RpcResponse =
  | { jsonrpc: '2.0'; id: RpcId; result: unknown }
  | { jsonrpc: '2.0'; id: RpcId; error: RpcError }

export const rpcIdSchema = z.union([z.string(), z.number(), z.null()])

export const rpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.unknown())]).optional(),
  /** Absent for a notification, which gets no answer. */
  id: rpcIdSchema.optional(),
})

export type RpcRequest = z.infer<typeof rpcRequestSchema>

/** What an upstream node may answer per request; anything else is treated as a broken upstream. */
export const upstreamResponseSchema = z.union([
  z.object({ id: z.unknown(), result: z.unknown() }).refine((value) => 'result' in value),
  z.object({
    id: z.unknown(),
    error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }),
  }),
])

export function rpcError(id: RpcId, code: number, message: string): RpcResponse {
  return { jsonrpc: '2.0', id, error: { code, message } }
}

/** The id to answer an invalid item with: its own when usable, else null as JSON-RPC 2.0 says. */
export function salvageId(item: unknown): RpcId {
  if (typeof item !== 'object' || item === null || !('id' in item)) return null
  const id = rpcIdSchema.safeParse(item.id)
  return id.success ? id.data : null
}

export type ParsedItem =
  | { ok: true; request: RpcRequest; notification: boolean }
  | { ok: false; response: RpcResponse }

export function parseItem(item: unknown): ParsedItem {
  const parsed = rpcRequestSchema.safeParse(item)
  if (!parsed.success) {
    const reason = formatZodError(parsed.error)
    return {
      ok: false,
      response: rpcError(salvageId(item), RpcErrorCode.INVALID_REQUEST, `Invalid request: ${reason}`),
    }
  }
  return { ok: true, request: parsed.data, notification: !('id' in (item as object)) }
}
