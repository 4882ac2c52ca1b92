import type { SetupIntentResponse } from '@soe/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function createSetupIntent(): Promise<SetupIntentResponse> {
  return apiRequest('POST', '/api/subscription/create-setup-intent');
}

export function useCreateSetupIntent() {
  return useMutation({ mutationFn: createSetupIntent, retry: false });
}
