import { describeFuzzShard } from './fuzz-suite.js';

describeFuzzShard(0, 3);
