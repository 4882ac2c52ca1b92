import { robustnessSuite } from './suite';

// The property set over its dataset in six physical encodings and in paraphrase (one file per set: vitest runs them in parallel).
robustnessSuite('property');
