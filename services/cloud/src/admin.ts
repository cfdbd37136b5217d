import { runAdmin } from './admin/run.ts'

/** `tsx services/cloud/src/admin.ts <command>`: manage projects in the cloud's database. */
process.exitCode = await runAdmin(process.argv.slice(2), {
  env: process.env,
  out: (text) => console.log(text),
  err: (text) => console.error(text),
})
