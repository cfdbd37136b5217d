import { knipConfig } from './scripts/checks/knipConfig.ts'

/** `npm run check:unused`: what knip reads, built from the workspaces' package.json files. */
export default knipConfig(import.meta.dirname)
