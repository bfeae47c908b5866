import { server } from './server.js';
import { pageMeta } from './page-meta.js';
import { web } from './web.js';

export const hu = { ...server, ...web, ...pageMeta } as const;
