import type { AdminCompanyInformation, ApiEnvelope, CompanyInfo } from '@sentiscope/shared/contract';
import { api } from './api-slice';

const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyInfo: build.query<CompanyInfo, void>({
      query: () => ({ url: '/contact/company-info' }),
      transformResponse: (response: ApiEnvelope<CompanyInfo>) => response.data as CompanyInfo,
      providesTags: ['Company'],
    }),
    getAdminCompanyInformation: build.query<AdminCompanyInformation, void>({
      query: () => ({ url: '/admin/company-information', auth: 'access' }),
      transformResponse: (response: ApiEnvelope<AdminCompanyInformation>) => response.data ?? {},
      providesTags: ['AdminCompany'],
    }),
    updateAdminCompanyInformation: build.mutation<AdminCompanyInformation, AdminCompanyInformation>({
      query: (body) => ({ url: '/admin/company-information', method: 'PUT', body, auth: 'access' }),
      transformResponse: (response: ApiEnvelope<AdminCompanyInformation>) => response.data ?? {},
      invalidatesTags: ['AdminCompany', 'Company'],
    }),
  }),
});

export const { useGetCompanyInfoQuery, useGetAdminCompanyInformationQuery, useUpdateAdminCompanyInformationMutation } =
  companyApi;
export { companyApi };
