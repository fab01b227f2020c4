import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { AppError, CommonErrorCode } from './app-error.js';
import { constraintViolation } from './constraint-violation.js';

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors: Record<string, string>;
  instance?: string;
  requestId?: string;
  [extra: string]: unknown;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const CODE_BY_STATUS: Record<number, string> = {
  400: CommonErrorCode.BAD_REQUEST,
  401: CommonErrorCode.UNAUTHORIZED,
  403: CommonErrorCode.FORBIDDEN,
  404: CommonErrorCode.NOT_FOUND,
  405: CommonErrorCode.METHOD_NOT_ALLOWED,
  413: CommonErrorCode.PAYLOAD_TOO_LARGE,
  415: CommonErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: CommonErrorCode.TOO_MANY_REQUESTS,
  503: CommonErrorCode.UNAVAILABLE,
};

/** Turns any thrown value into an RFC 9457 problem-details body plus headers. Pure, so it is unit-testable. */
export function toProblem(
  thrown: unknown,
  instance?: string,
  method?: string,
): { problem: ProblemDetails; headers: Record<string, string> } {
  const error = constraintViolation(thrown, method) ?? thrown;
  let status = 500;
  let code: string = CommonErrorCode.INTERNAL;
  let detail = 'An unexpected error occurred. Please try again later.';
  let errors: Record<string, string> = {};
  let extra: Record<string, unknown> = {};
  let headers: Record<string, string> = {};

  if (error instanceof AppError) {
    status = error.status;
    code = error.code;
    detail = error.message;
    errors = error.errors;
    extra = error.extra;
    headers = error.headers;
  } else if (error instanceof HttpException) {
    status = error.getStatus();
    code =
      CODE_BY_STATUS[status] ??
      (status >= 500 ? CommonErrorCode.INTERNAL : CommonErrorCode.BAD_REQUEST);
    if (status < 500) {
      const response = error.getResponse();
      const message =
        typeof response === 'object' && response !== null && 'message' in response
          ? response.message
          : error.message;
      detail = Array.isArray(message) ? message.join('; ') : String(message);
    }
  } else if (isFastifyError(error) && error.statusCode < 500) {
    status = error.statusCode;
    code = CODE_BY_STATUS[status] ?? CommonErrorCode.BAD_REQUEST;
    detail =
      status === 400 ? 'The request body could not be read.' : (TITLES[status] ?? 'Bad request');
  }

  const problem: ProblemDetails = {
    ...extra,
    type: `https://vyrelle.example/problems/${code.toLowerCase().replace(/_/g, '-')}`,
    title: TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error'),
    status,
    detail,
    code,
    errors,
    ...(instance ? { instance } : {}),
  };
  return { problem, headers };
}

function isFastifyError(
  error: unknown,
): error is { statusCode: number; code?: string; message: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  );
}

/** The one place where errors become HTTP answers. No stack traces or SQL ever reach a response. */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { problem, headers } = toProblem(error, request?.url?.split('?')[0], request?.method);
    if (request?.id) problem.requestId = String(request.id);
    if (problem.status < 500 && error instanceof QueryFailedError) {
      // A service let a constraint reach the database: answered as a problem, worth a look.
      this.logger.warn(
        { requestId: request?.id, url: request?.url },
        `constraint violation: ${problem.code}`,
      );
    }
    if (problem.status >= 500) {
      this.logger.error(
        { err: error, requestId: request?.id, url: request?.url },
        error instanceof Error ? error.stack : String(error),
      );
    }
    void reply
      .status(problem.status)
      .headers({
        ...headers,
        'content-type': 'application/problem+json; charset=utf-8',
        'cache-control': 'no-store',
      })
      .send(problem);
  }
}

export { HttpStatus };
