export { request, requestJsonp, type HttpMethod, type Payload, type RequestOptions } from './client';
export { REQUEST_TIMEOUT_MS } from './send';
export { JSONP_TIMEOUT_MS } from './jsonp';
export { ApiError, HttpStatusError, NetworkError, TimeoutError, CancelledError } from './errors';
export { bindApi, type ApiNotifier, type ApiIdentity } from './bindings';
export type { FailureToast } from './error-catalogue';
export { upload } from './upload';
