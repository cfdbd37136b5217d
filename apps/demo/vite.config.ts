import { defaultClientConditions, defineConfig } from 'vite'

// No React plugin: JSX is compiled by Vite's built-in transform with the automatic runtime.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  // The workspace's packages from source (their `airlock-source` export), not their built dist/.
  resolve: { conditions: ['airlock-source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
})
