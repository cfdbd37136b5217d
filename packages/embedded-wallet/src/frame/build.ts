import { join } from 'node:path'
import { build, defaultClientConditions } from 'vite'

/**
 * Builds the secure site (index.html and social-callback.html, their scripts and a stylesheet, no inline code: its CSP allows none) to
 * dist/frame/, which the cloud serves on its own origin. `npm run build:frame -w @airlock/embedded-wallet`.
 */
export const frameRoot = import.meta.dirname
export const frameOutDir = join(import.meta.dirname, '..', '..', 'dist', 'frame')

export async function buildFrame(outDir: string = frameOutDir): Promise<string> {
  await build({
    configFile: false,
    root: frameRoot,
    // Relative asset paths: the site works under any path the cloud mounts it at.
    base: './',
    logLevel: 'warn',
    publicDir: false,
    // The workspace's packages (@airlock/protocol) from source, their `airlock-source` export: the frame is a
    // bundled site, and a fresh clone has no built dist/ to resolve them to.
    resolve: { conditions: ['airlock-source', ...defaultClientConditions] },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      // Vite's preload polyfill and inlined assets would need inline code or data: URLs the CSP refuses.
      modulePreload: { polyfill: false },
      assetsInlineLimit: 0,
      sourcemap: false,
      // Two pages: the frame, and the social login popup's last page (its own small script).
      rollupOptions: {
        input: {
          index: join(frameRoot, 'index.html'),
          'social-callback': join(frameRoot, 'social-callback.html'),
        },
      },
    },
  })
  return outDir
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = await buildFrame(process.argv[2])
  console.log(`Embedded wallet frame built to ${outDir}`)
}
