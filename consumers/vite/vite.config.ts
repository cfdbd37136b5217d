import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin, type PreviewServer, type ViteDevServer } from 'vite'

/*
 * Three pages, built separately so they share no chunks: the app (index.html); with `--mode baseline`, the
 * benchmarks' kit-less baseline (baseline.html, apps/docs/pages/benchmarks.md); with `--mode wagmi`, a dapp
 * keeping its wagmi config and hooks with Airlock on top through @airlock/wagmi (wagmi.html, emitted as
 * dist-wagmi/index.html and served with `vite preview --mode wagmi`). manifest.json says which chunks a page
 * loads up front.
 */
const pages: Record<string, { outDir: string; input: string }> = {
  baseline: { outDir: 'dist-baseline', input: 'baseline.html' },
  wagmi: { outDir: 'dist-wagmi', input: 'wagmi.html' },
}
/** The wagmi page is the only page of its build: served as its folder's index.html, like the app's. */
const wagmiAsIndex: Plugin = {
  name: 'wagmi-page-as-index',
  enforce: 'post',
  generateBundle(_, bundle) {
    const page = bundle['wagmi.html']
    if (page?.type !== 'asset') return
    delete bundle['wagmi.html']
    this.emitFile({ type: 'asset', fileName: 'index.html', source: page.source })
  },
}

/**
 * The deployment's settings, read by the pages when they load instead of baked into the build: `vite` and
 * `vite preview` answer /airlock-env.js (which the pages load before their modules) from the server's
 * environment or .env files, DEVNET_RPC_URL, AIRLOCK_CLOUD_URL and DEVNET_TOKEN. One build serves any devnet
 * and cloud; a static host serves public/airlock-env.js, or its own copy of it.
 */
function runtimeEnv(mode: string): Plugin {
  const env = loadEnv(mode, '.', ['DEVNET_', 'AIRLOCK_'])
  const settings = {
    devnetRpcUrl: env.DEVNET_RPC_URL,
    cloudUrl: env.AIRLOCK_CLOUD_URL,
    devnetToken: env.DEVNET_TOKEN,
  }
  const script = `window.__AIRLOCK_ENV__ = ${JSON.stringify(settings)}\n`
  const serve = (server: PreviewServer | ViteDevServer) =>
    void server.middlewares.use('/airlock-env.js', (_request, response) => {
      response.setHeader('Content-Type', 'text/javascript; charset=utf-8')
      response.setHeader('Cache-Control', 'no-store')
      response.end(script)
    })
  return { name: 'airlock-runtime-env', configureServer: serve, configurePreviewServer: serve }
}

export default defineConfig(({ mode }) => ({
  plugins: mode === 'wagmi' ? [react(), runtimeEnv(mode), wagmiAsIndex] : [react(), runtimeEnv(mode)],
  preview: { host: '127.0.0.1' },
  build: {
    manifest: true,
    outDir: pages[mode]?.outDir ?? 'dist',
    rollupOptions: { input: pages[mode]?.input ?? 'index.html' },
  },
}))
