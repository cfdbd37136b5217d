import fc from 'fast-check'
import { fuzzRuns } from '../fuzz.ts'

// A property that does not ask for its own case count runs `FUZZ_RUNS` cases when that is set (`npm run fuzz`
// sets 10,000), otherwise fast-check's default of 100. A test file then needs nothing from the test package to
// follow that switch.
fc.configureGlobal({ ...fc.readConfigureGlobal(), numRuns: fuzzRuns(100) })
