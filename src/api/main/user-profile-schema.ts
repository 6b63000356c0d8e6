import * as z from '@/lib/zod';

/** GET /v2/private/user/profile's result, spec §3 fields. `id` is a decimal string; logged in means id above zero. */
export const userProfileResultSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  username: z.string(),
  vague_email: z.string(),
  vague_mobile: z.string(),
  mobile_verified: z.boolean(),
  email_verified: z.boolean(),
  has_google2fa: z.boolean(),
  country_code: z.string(),
  lang: z.string(),
  parent_member_id: z.string(),
  /** Account status (designed: 1 normal, 2 frozen). */
  status: z.int(),
  loyalty_vip_info: z.object({ is_vip: z.boolean(), label_level: z.int().check(z.nonnegative()) }),
});
