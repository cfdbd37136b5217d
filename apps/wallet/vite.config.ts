import { defaultClientConditions, defineConfig } from 'vite'
import { noFraming } from '../../scripts/noFraming.ts'

// Like apps/demo: no React plugin, JSX compiled by Vite's built-in transform with the automatic runtime.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  // No other page may frame the wallet (X-Frame-Options, frame-ancestors), on `npm start` and vite preview.
  plugins: [noFraming()],
  // The workspace's packages from source (their `airlock-source` export), not their built dist/.
  resolve: { conditions: ['airlock-source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5174, strictPort: false },
  preview: { host: '127.0.0.1' },
  // viem, React and the protocol in one chunk: a wallet page, not a dapp with a load budget.
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 1024 },
})
