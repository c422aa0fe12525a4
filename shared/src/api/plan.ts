import { sortPlans, type ApiEnvelope, type Plan, type PlanInput } from '@sentiscope/shared/contract';
import { api } from './api-slice';

const planApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The plans in the order every page shows them (priority, then Free, Premium, Pro): the one sorted list. */
    getPlans: build.query<Plan[], void>({
      query: () => ({ url: '/plan' }),
      transformResponse: (response: ApiEnvelope<Plan[]>) => sortPlans(response.data ?? []),
      providesTags: ['Plan'],
    }),
    createPlan: build.mutation<Plan, PlanInput>({
      query: (body) => ({ url: '/plan', method: 'POST', body, auth: 'access' }),
      transformResponse: (response: ApiEnvelope<Plan>) => response.data as Plan,
      invalidatesTags: ['Plan'],
    }),
    updatePlan: build.mutation<Plan, { id: string; plan: PlanInput }>({
      query: ({ id, plan }) => ({ url: `/plan/${encodeURIComponent(id)}`, method: 'PUT', body: plan, auth: 'access' }),
      transformResponse: (response: ApiEnvelope<Plan>) => response.data as Plan,
      invalidatesTags: ['Plan'],
    }),
    deletePlan: build.mutation<void, string>({
      query: (id) => ({ url: `/plan/${encodeURIComponent(id)}`, method: 'DELETE', auth: 'access' }),
      invalidatesTags: ['Plan'],
    }),
  }),
});

export const { useGetPlansQuery, useCreatePlanMutation, useUpdatePlanMutation, useDeletePlanMutation } = planApi;
export { planApi };
