// Browser-safe entry point (@airlock/devnet/contracts): ABIs and addresses only, no Node imports.
export * from '../generated/contracts.ts'
export * from './addresses.ts'
