// The request layer. The JSONP variant (request-jsonp.ts) is imported from its module: it needs
// a document, and this index is also bundled into the service worker.
export { request, type HttpMethod, type Payload, type RequestOptions } from './client';
export { REQUEST_TIMEOUT_MS } from './send';
export { ApiError, HttpStatusError, NetworkError, TimeoutError, CancelledError } from './errors';
export { bindApi, type ApiNotifier, type ApiIdentity } from './bindings';
export type { FailureToast } from './error-catalogue';
export { upload } from './upload';
