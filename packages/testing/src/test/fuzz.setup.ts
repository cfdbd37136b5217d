import fc from 'fast-check'
import { fuzzRuns } from '../fuzz.ts'

// Every property of the unit run gets `fuzzRuns()` cases unless it asks for its own count: a few hundred in
// `npm test`, as many as `FUZZ_RUNS` says in `npm run fuzz`. A test file then needs nothing from the test
// package to follow that switch.
fc.configureGlobal({ ...fc.readConfigureGlobal(), numRuns: fuzzRuns() })
