import { describeFuzzShard } from './fuzz-suite.js';

describeFuzzShard(1, 3);
