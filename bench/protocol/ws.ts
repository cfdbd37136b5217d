import { createRequire } from 'node:module'
import type WebSocketClass from 'ws'

/**
 * `ws` 8 as the cloud runs it. A plain `import 'ws'` from bench/ gets the root's hoisted copy, ws 7
 * (hardhat's), which has no ESM named exports and is not what the relay or our Node clients use; resolving
 * from @airlock/cloud gives the same ws 8 the relay server runs.
 */
const require = createRequire(import.meta.resolve('@airlock/cloud'))
const ws = require('ws') as typeof import('ws')

export const WebSocket = ws.WebSocket
export type WebSocket = WebSocketClass
export const WebSocketServer = ws.WebSocketServer
export type RawData = WebSocketClass.RawData
