import type { Catalog } from '../../catalog.js';
import type { hu } from '../hu/index.js';
import { server } from './server.js';
import { pageMeta } from './page-meta.js';
import { web } from './web.js';

export const en: Catalog<typeof hu> = { ...server, ...web, ...pageMeta };
