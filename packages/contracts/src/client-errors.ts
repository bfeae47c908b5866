import { z } from 'zod';

/** POST /errors: a report of an uncaught error in the browser (docs/product.md §7). */
export const clientErrorReport = z.object({
  exception_message: z.string().min(1).max(2000),
  exception_file: z.string().max(1000).nullable().optional(),
  exception_line: z.number().int().min(0).max(10_000_000).nullable().optional(),
  data: z
    .object({
      info: z.string().max(8000).optional(),
      url: z.string().max(2000).optional(),
    })
    .optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;
