// Uploads (spec point 7): multipart, never encrypted, and the full response is returned
// (success or not) rather than only its data. Transport failures still throw typed errors.
import { ENDPOINTS, GATEWAY, type ApiResponse, type UploadResult } from '../contract';
import { apiUrl } from '../environments';
import { currentIdentity, notify } from './bindings';
import { toastForApiError, toastForTransportError } from './error-catalogue';
import { HttpStatusError, type TransportError } from './errors';
import { sendOnce } from './send';

export async function upload(
  file: Blob,
  fileName: string,
  options: { errorToast?: boolean; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ApiResponse<UploadResult>> {
  const form = new FormData();
  form.set('file', file, fileName);
  try {
    // No content-type header: the browser writes the multipart boundary itself. Uploads need
    // a member (issue 14): the token goes as on every other member call.
    const { token } = currentIdentity();
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await sendOnce(
      apiUrl(`${GATEWAY}${ENDPOINTS.fileUpload}`),
      { method: 'POST', headers, body: form },
      options,
    );
    const body = (await response.json().catch(() => {
      throw new HttpStatusError(response.status);
    })) as ApiResponse<UploadResult>;
    const toast =
      body.success || options.errorToast === false
        ? null
        : toastForApiError({ message: body.message ?? '', errorCode: body.errorCode });
    if (toast) notify().failure(toast);
    return body;
  } catch (error) {
    const toast = options.errorToast === false ? null : toastForTransportError(error as TransportError);
    if (toast) notify().failure(toast);
    throw error;
  }
}
