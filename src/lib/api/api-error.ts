/** A call the server answered with success false (spec point 8: message and code). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly errorCode: string | null,
    readonly status: number,
  ) {
    super(message);
  }
}
