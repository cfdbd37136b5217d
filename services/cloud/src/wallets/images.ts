import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { parseNftId, renderNftArt } from './nft-art.ts'
import { initialsOf, renderBadge } from './svg.ts'

/** Network and NFT art ids: 'ethereum', 'airlock-devnet', 'eip155:1', 'nft.collection_42'… */
export const assetIdSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9._:-]{1,100}$/,
    'An asset id is 1 to 100 letters, digits, dots, colons, hyphens or underscores',
  )

export const tokenSymbolSchema = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,32}$/, 'A token symbol is 1 to 32 letters, digits, dots, hyphens or underscores')

export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{3,5}$/, 'A currency code is 3 to 5 letters, such as USD')

/**
 * The images never change for a given id. The CSP matters when an SVG is opened directly (not through
 * <img>): it is then a document, and this keeps it from running script or loading anything.
 */
export function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg)
}

export function walletImage(imageId: string, name: string): string {
  return renderBadge({ seed: `wallet:${imageId}`, label: initialsOf(name), shape: 'rounded', title: name })
}

/** Generative art for history's nft-0x…-{tokenId} previews; a lettered disc for networks and anything else. */
export function assetImage(id: string): string {
  const nft = parseNftId(id)
  if (nft) return renderNftArt(nft)
  return renderBadge({ seed: `asset:${id}`, label: initialsOf(id), shape: 'circle', title: id })
}

export function tokenImage(symbol: string): string {
  const label = symbol.length <= 5 ? symbol : symbol.slice(0, 4)
  return renderBadge({ seed: `token:${symbol.toUpperCase()}`, label, shape: 'circle', title: symbol })
}

export function currencyImage(code: string): string {
  const upper = code.toUpperCase()
  return renderBadge({ seed: `currency:${upper}`, label: upper, shape: 'rounded', title: upper })
}
