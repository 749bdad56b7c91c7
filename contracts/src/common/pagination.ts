import { z } from 'zod';

export const PageNoSchema = z.coerce.number().int().min(1).default(1);
export const PageSizeSchema = z.coerce.number().int().min(1).max(200).default(20);

export const PageQuerySchema = z.object({ pageNo: PageNoSchema, pageSize: PageSizeSchema });
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A page of rows under the call's own list name (`list`, `games`, `content`). */
export const pageOf = <T extends z.ZodType, K extends string = 'list'>(row: T, key?: K) =>
  z.object({
    [(key ?? 'list') as K]: z.array(row),
    totalPages: z.number().int(),
    total: z.number().int(),
  } as { [P in K]: z.ZodArray<T> } & { totalPages: z.ZodNumber; total: z.ZodNumber });
