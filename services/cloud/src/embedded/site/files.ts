import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

export interface FrameFile {
  body: Buffer
  contentType: string
  isHtml: boolean
}

/**
 * A file of the frame folder for a URL path, or undefined: no path outside the folder (.. or an encoded
 * one), no hidden files, no directory listing, only the types above (the build's output).
 */
export async function readFrameFile(frameDir: string, urlPath: string): Promise<FrameFile | undefined> {
  let path: string
  try {
    path = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (path === '/' || path === '') path = '/index.html'
  if (path.includes('\0') || path.split('/').some((part) => part === '..' || part.startsWith('.'))) {
    return undefined
  }
  const root = resolve(frameDir)
  const file = resolve(join(root, path))
  if (!file.startsWith(root + sep)) return undefined
  const contentType = CONTENT_TYPES[extname(file).toLowerCase()]
  if (!contentType) return undefined
  try {
    if (!(await stat(file)).isFile()) return undefined
    return { body: await readFile(file), contentType, isHtml: extname(file).toLowerCase() === '.html' }
  } catch {
    return undefined
  }
}

/** Whether the frame was built (its index.html exists). */
export async function isFrameBuilt(frameDir: string): Promise<boolean> {
  try {
    return (await stat(join(frameDir, 'index.html'))).isFile()
  } catch {
    return false
  }
}
