import { server } from './server.js';
import { web } from './web.js';

export const hu = { ...server, ...web } as const;
