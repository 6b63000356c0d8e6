import * as z from '@/lib/zod';
import { mutationOptions } from '@tanstack/react-query';
import { coin } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { shouldRetry } from '@/api/cache-strategies';

/** POST {earnBase}/edit-auto-savings — switches auto-savings of one coin. */
export const EDIT_AUTO_SAVINGS_PATH = '/edit-auto-savings';

/** Designed. */
export const editAutoSavingsRequestSchema = z.object({ coin, is_open: z.boolean() });
export type EditAutoSavingsRequest = z.infer<typeof editAutoSavingsRequestSchema>;

export const editAutoSavingsResultSchema = z.object({ coin, is_open: z.boolean() });
export type EditAutoSavingsResult = z.infer<typeof editAutoSavingsResultSchema>;

export function fetchEditAutoSavings(
  request: EditAutoSavingsRequest,
  options?: CallOptions,
): Promise<EditAutoSavingsResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: EDIT_AUTO_SAVINGS_PATH,
    payload: request,
    result: editAutoSavingsResultSchema,
    domain: 'earn',
    options,
  });
}

/** Safe to retry: the request is idempotent. */
export function editAutoSavingsMutationOptions() {
  return mutationOptions({
    mutationKey: ['earn', 'edit-auto-savings'],
    mutationFn: (request: EditAutoSavingsRequest) => fetchEditAutoSavings(request),
    retry: shouldRetry,
  });
}
