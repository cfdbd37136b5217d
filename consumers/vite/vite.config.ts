import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/*
 * Two pages, built separately so they share no chunks: the app (index.html) and, with `--mode baseline`,
 * DESIGN section 6's kit-less baseline (baseline.html). manifest.json says which chunks a page loads up front.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  preview: { host: '127.0.0.1' },
  build: {
    manifest: true,
    outDir: mode === 'baseline' ? 'dist-baseline' : 'dist',
    rollupOptions: { input: mode === 'baseline' ? 'baseline.html' : 'index.html' },
  },
}))
