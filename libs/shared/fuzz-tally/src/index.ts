export { fuzz, recordFuzzInputs, fuzzCountsFile } from './fuzz-tally';
