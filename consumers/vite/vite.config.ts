import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/*
 * Three pages, built separately so they share no chunks: the app (index.html); with `--mode baseline`,
 * DESIGN section 6's kit-less baseline (baseline.html); with `--mode wagmi`, a dapp keeping its wagmi config and
 * hooks with Airlock on top through @airlock/wagmi (wagmi.html, emitted as dist-wagmi/index.html and served with `vite preview --mode wagmi`).
 * manifest.json says which chunks a page loads up front.
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

export default defineConfig(({ mode }) => ({
  plugins: mode === 'wagmi' ? [react(), wagmiAsIndex] : [react()],
  preview: { host: '127.0.0.1' },
  build: {
    manifest: true,
    outDir: pages[mode]?.outDir ?? 'dist',
    rollupOptions: { input: pages[mode]?.input ?? 'index.html' },
  },
}))
