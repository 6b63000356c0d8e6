import * as z from '@/lib/zod';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { coin, e8, id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';

/** POST {earnBase}/submit-wealth-enquiry — a VIP client asks a relationship manager about private wealth. */
export const SUBMIT_WEALTH_ENQUIRY_PATH = '/submit-wealth-enquiry';
/** POST {earnBase}/list-wealth-enquiries — the client's enquiries, newest first. */
export const LIST_WEALTH_ENQUIRIES_PATH = '/list-wealth-enquiries';

/** Designed. `contact` 1 email, 2 phone; `slot` 1 morning, 2 afternoon, 3 evening. Non-VIP answers 334. */
export const submitWealthEnquiryRequestSchema = z.object({
  product_id: z.optional(id),
  coin: z.optional(coin),
  amount_e8: z.optional(e8),
  contact: z.literal([1, 2]),
  slot: z.literal([1, 2, 3]),
  note: z.string().check(z.maxLength(500)),
});
export type SubmitWealthEnquiryRequest = z.infer<typeof submitWealthEnquiryRequestSchema>;

export const wealthEnquirySchema = z.object({
  enquiry_id: id,
  product_id: z.optional(id),
  coin: z.optional(coin),
  amount_e8: z.optional(e8),
  contact: z.literal([1, 2]),
  slot: z.literal([1, 2, 3]),
  submitted_at: unixSeconds,
  /** A relationship manager replies by then. */
  reply_by: unixSeconds,
});
export type WealthEnquiry = z.infer<typeof wealthEnquirySchema>;

export const listWealthEnquiriesResultSchema = z.object({ enquiries: z.array(wealthEnquirySchema) });
export type ListWealthEnquiriesResult = z.infer<typeof listWealthEnquiriesResultSchema>;

function fetchSubmitWealthEnquiry(request: SubmitWealthEnquiryRequest, options?: CallOptions): Promise<WealthEnquiry> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: SUBMIT_WEALTH_ENQUIRY_PATH,
    payload: request,
    result: wealthEnquirySchema,
    domain: 'earn',
    options,
  });
}

function fetchListWealthEnquiries(options?: CallOptions): Promise<ListWealthEnquiriesResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: LIST_WEALTH_ENQUIRIES_PATH,
    payload: {},
    result: listWealthEnquiriesResultSchema,
    domain: 'earn',
    options,
  });
}

/** Not retried: a second send would record a second enquiry. */
export function submitWealthEnquiryMutationOptions() {
  return mutationOptions({
    mutationKey: ['earn', 'submit-wealth-enquiry'],
    mutationFn: (request: SubmitWealthEnquiryRequest) => fetchSubmitWealthEnquiry(request),
    retry: false,
  });
}

/** Cache strategy: eager. */
export function listWealthEnquiriesQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'list-wealth-enquiries', {}),
    queryFn: ({ signal }) => fetchListWealthEnquiries({ signal }),
    ...cacheStrategies.eager,
  });
}
