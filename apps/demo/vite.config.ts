import { defaultClientConditions, defineConfig } from 'vite'
import { noFraming } from '../../scripts/noFraming.ts'
import { secretRoute } from './src/server/secret.ts'
import { shopRoutes } from './src/server/shop.ts'

// No React plugin: JSX is compiled by Vite's built-in transform with the automatic runtime.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    // No other page may frame the demo (X-Frame-Options, frame-ancestors), on `npm start` and vite preview.
    noFraming(),
    // GET /api/secret: the demo's own server route, answering only a signed-in address (SIWX, docs/siwx.md).
    secretRoute({
      cloudUrl: () => process.env.VITE_AIRLOCK_CLOUD_URL,
      projectId: () => process.env.VITE_AIRLOCK_PROJECT_ID ?? 'airlock-demo',
    }),
    // The shop's orders and the cloud's payment webhook (apps/docs/pages/payments.md): the secret key stays here.
    shopRoutes({ cloudUrl: () => process.env.VITE_AIRLOCK_CLOUD_URL }),
  ],
  // The workspace's packages from source (their `airlock-source` export), not their built dist/.
  resolve: { conditions: ['airlock-source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
})
