import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** The one API slice of SentiScope's v1 endpoints; each domain file injects its endpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Plan', 'User', 'Company', 'AdminCompany', 'Stock', 'Devices', 'Security'],
  endpoints: () => ({}),
});
