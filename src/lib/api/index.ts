export { ApiError } from './api-error';
export { request, type HttpMethod, type Payload } from './client';
