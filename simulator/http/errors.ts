// One error type for every refusal; the dialect decides the body's shape, so handlers only say
// what went wrong (status, code, a human message, and the path or scope the spec lets us name).

export interface ErrorDetails {
  path?: string;
  scope?: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  static badRequest(message: string, details: ErrorDetails = {}): HttpError {
    return new HttpError(400, 'bad_request', message, details);
  }

  static notFound(what: string): HttpError {
    return new HttpError(404, 'not_found', `${what} was not found.`);
  }

  static unauthorized(message: string): HttpError {
    return new HttpError(401, 'unauthorized', message, {}, { 'WWW-Authenticate': 'Bearer' });
  }

  static forbidden(scope: string): HttpError {
    return new HttpError(403, 'forbidden', `This key lacks the ${scope} scope.`, { scope });
  }

  static tooLarge(limit: string): HttpError {
    return new HttpError(413, 'payload_too_large', `The request body is larger than the limit of ${limit}.`);
  }

  static unsupportedType(expected: string, got: string | undefined): HttpError {
    return new HttpError(
      415,
      'unsupported_media_type',
      `This endpoint takes ${expected}, not ${got ? got : 'a body without a content type'}.`,
    );
  }
}

export const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
