// Wire shape of GET /v2/usage (the spec names the endpoint but not its shape; this is the public service's).
// Every plan answers `character_count` and `character_limit`; Pro answers more (per-product counts, the
// key's own count, the period), which is kept but not required.
import { z } from 'zod';

const UsageProductSchema = z.looseObject({
  product_type: z.string(),
  billing_unit: z.string().optional(),
  character_count: z.number().optional(),
  api_key_character_count: z.number().optional(),
});

export const UsageResponseSchema = z.looseObject({
  character_count: z.number().int().nonnegative(),
  /** null: no limit (the spec's simulator); the public service answers a very large number instead. */
  character_limit: z.number().int().nonnegative().nullable(),
  products: z.array(UsageProductSchema).optional(),
  api_key_character_count: z.number().optional(),
  api_key_character_limit: z.number().optional(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
});
export type UsageResponse = z.infer<typeof UsageResponseSchema>;
