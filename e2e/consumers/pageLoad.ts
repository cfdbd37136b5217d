import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

type Manifest = Record<string, { file: string; imports?: string[] }>

/**
 * The JavaScript a page built by Vite loads before any interaction: its entry chunk and every chunk that
 * one imports statically (dynamic imports load later), gzip-compressed as a server would send them, in bytes.
 */
export function pageLoadGzipBytes(dist: string, page: string): { bytes: number; files: string[] } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in ${dist}'s manifest`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(page)
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  )
  return { bytes, files }
}
