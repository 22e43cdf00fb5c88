import {
  type BillingConfiguration,
  type BillingConfigurationInput,
  type BillingData,
  type BillingDataResponse,
  type BillingPaymentMethod,
  billingConfigurationSchema,
  billingDataResponseSchema,
  type PaymentMethodInput,
  paymentMethodSchema,
} from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The user's billing (spec, facturation): billing data, payment methods and the configurations
 * that tie hotels to them. Lists are keyed by the session token, so another user's never show. A
 * 404 on a write is the form's to explain, never a reason to leave the page and lose what was
 * typed. Answers are parsed with the domain's schemas in development and tests.
 */

/** Query keys of this resource. */
export const billingKeys = {
  all: ['billing'] as const,
  data: (userId: number, token: string | null) => [...billingKeys.all, 'data', userId, token] as const,
  configurations: () => [...billingKeys.all, 'configurations'] as const,
  configurationList: (token: string | null) => [...billingKeys.configurations(), token] as const,
  methods: () => [...billingKeys.all, 'methods'] as const,
  methodList: (token: string | null) => [...billingKeys.methods(), token] as const,
};

const dataPath = (userId: number) => `/api/facturation/data/${userId}/`;

/** GET /api/facturation/data/{id}/: the user's billing data (empty fields while nothing is saved). */
export async function fetchBillingData(userId: number, signal?: AbortSignal): Promise<BillingDataResponse> {
  return checkedAnswer(
    await api<unknown>(dataPath(userId), { signal }),
    import.meta.env.DEV && billingDataResponseSchema,
  );
}

export function billingDataQuery(userId: number, token: string | null) {
  return queryOptions({
    queryKey: billingKeys.data(userId, token),
    queryFn: ({ signal }) => fetchBillingData(userId, signal),
    enabled: Boolean(token),
  });
}

/** PUT /api/facturation/data/{id}/: answers the data as saved. */
export async function putBillingData(userId: number, data: BillingData): Promise<BillingDataResponse> {
  return checkedAnswer(
    await api<unknown>(dataPath(userId), { method: 'PUT', body: data }),
    import.meta.env.DEV && billingDataResponseSchema,
  );
}

/** GET /api/facturation/configuration/ */
export async function fetchBillingConfigurations(signal?: AbortSignal): Promise<BillingConfiguration[]> {
  return checkedAnswer(
    await api<unknown>('/api/facturation/configuration/', { signal }),
    import.meta.env.DEV && billingConfigurationSchema.array(),
  );
}

export function billingConfigurationsQuery(token: string | null) {
  return queryOptions({
    queryKey: billingKeys.configurationList(token),
    queryFn: ({ signal }) => fetchBillingConfigurations(signal),
    enabled: Boolean(token),
  });
}

/** POST /api/facturation/configuration/ (id null) or PUT /api/facturation/configuration/{id}/ */
export async function saveBillingConfiguration(
  id: number | null,
  input: BillingConfigurationInput,
): Promise<BillingConfiguration> {
  const answer = await api<unknown>(
    id === null ? '/api/facturation/configuration/' : `/api/facturation/configuration/${id}/`,
    { method: id === null ? 'POST' : 'PUT', body: input, allowNotFound: true },
  );
  return checkedAnswer(answer, import.meta.env.DEV && billingConfigurationSchema);
}

/** DELETE /api/facturation/configuration/{id}/ */
export function deleteBillingConfiguration(id: number): Promise<void> {
  return api<void>(`/api/facturation/configuration/${id}/`, { method: 'DELETE', allowNotFound: true });
}

/** GET /api/facturation/payment-method/ */
export async function fetchPaymentMethods(signal?: AbortSignal): Promise<BillingPaymentMethod[]> {
  return checkedAnswer(
    await api<unknown>('/api/facturation/payment-method/', { signal }),
    import.meta.env.DEV && paymentMethodSchema.array(),
  );
}

export function paymentMethodsQuery(token: string | null) {
  return queryOptions({
    queryKey: billingKeys.methodList(token),
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
    enabled: Boolean(token),
  });
}

/** POST /api/facturation/payment-method/ (id null) or PUT /api/facturation/payment-method/{id}/ */
export async function savePaymentMethod(
  id: number | null,
  input: PaymentMethodInput,
): Promise<BillingPaymentMethod> {
  const answer = await api<unknown>(
    id === null ? '/api/facturation/payment-method/' : `/api/facturation/payment-method/${id}/`,
    { method: id === null ? 'POST' : 'PUT', body: input, allowNotFound: true },
  );
  return checkedAnswer(answer, import.meta.env.DEV && paymentMethodSchema);
}

/** DELETE /api/facturation/payment-method/{id}/; 409 while a configuration pays with it. */
export function deletePaymentMethod(id: number): Promise<void> {
  return api<void>(`/api/facturation/payment-method/${id}/`, { method: 'DELETE', allowNotFound: true });
}
