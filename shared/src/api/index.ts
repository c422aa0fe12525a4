export { api } from './api-slice';
export { baseQuery, errorMessage, normalizeError, type ApiError, type AuthMode } from './base-query';
export * from './company';
export * from './plan';
export * from './payment';
export * from './user';
export * from './auth';
export * from './stock';
export * from './feedback';
