import { describeFuzzShard } from './fuzz-suite.js';

describeFuzzShard(2, 3);
