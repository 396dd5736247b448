import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body';
import { ApiError } from './errors';

describe('readErrorBody', () => {
  it.each([
    ['flat', { error: 'This key lacks the jobs:write scope', scope: 'jobs:write' }],
    [
      'envelope',
      {
        error: {
          code: 'forbidden',
          message: 'This key lacks the jobs:write scope',
          details: { scope: 'jobs:write' },
        },
      },
    ],
    [
      'problem',
      {
        title: 'Forbidden',
        status: 403,
        detail: 'This key lacks the jobs:write scope',
        required_scope: 'jobs:write',
      },
    ],
    ['message only', { message: 'missing scope jobs:write' }],
    ['errors array', { errors: [{ message: 'insufficient scope: jobs:write' }] }],
  ])('finds the message and the missing scope in a %s body', (_, body) => {
    const read = readErrorBody(body, 403);
    expect(read.scope).toBe('jobs:write');
    expect(read.serverMessage).toMatch(/jobs:write/);
  });

  it.each([
    [{ error: 'Path input.secret is not declared', path: 'input.secret' }],
    [{ error: { message: 'undeclared', details: { path: 'input.secret' } } }],
    [{ title: 'Bad Request', detail: 'undeclared path', invalid_path: 'input.secret' }],
    [{ message: 'The contract does not declare input.secret' }],
    [{ error: 'bad', pointer: '/secret' }],
  ])('finds the refused path of a 400 in %j', (body) => {
    expect(readErrorBody(body, 400).path).toBe('input.secret');
  });

  it.each([
    ['{error}', { error: 'Path input.secret is not writable' }],
    ['{message}', { message: 'input.secret is not declared' }],
    ['{detail}', { detail: 'The contract refuses input.secret' }],
    [
      'RFC 9457 errors[].pointer',
      { title: 'Invalid', status: 422, errors: [{ detail: 'no', pointer: '/input/secret' }] },
    ],
    [
      'RFC 9457 pointer fragment',
      { title: 'Invalid', errors: [{ detail: 'no', pointer: '#/input/secret' }] },
    ],
    [
      'RFC 9457 invalid-params',
      { title: 'Invalid', 'invalid-params': [{ name: 'input.secret', reason: 'x' }] },
    ],
    [
      'RFC 7807 invalid_params',
      { title: 'Invalid', invalid_params: [{ name: 'input.secret', reason: 'x' }] },
    ],
    [
      'JSON:API source.pointer',
      { errors: [{ status: '422', title: 'x', source: { pointer: '/data/attributes/input/secret' } }] },
    ],
    [
      'FastAPI detail[].loc',
      { detail: [{ loc: ['body', 'input', 'secret'], msg: 'not writable', type: 'value_error' }] },
    ],
    ['Stripe param', { error: { type: 'invalid_request_error', message: 'no', param: 'input[secret]' } }],
    [
      'GitHub errors[].field',
      {
        message: 'Validation Failed',
        errors: [{ resource: 'Workflow', field: 'input.secret', code: 'invalid' }],
      },
    ],
    [
      'Google BadRequest',
      { error: { code: 400, message: 'bad', details: [{ fieldViolations: [{ field: 'input.secret' }] }] } },
    ],
    ['Rails errors map', { errors: { 'input.secret': ['is not writable'] } }],
    ['pointer with escapes', { errors: [{ pointer: '/input/se~1cret~0' }] }],
  ])('a 400 or 422 names the refused path from %s', (name, body) => {
    const expected = name === 'pointer with escapes' ? 'input.se/cret~' : 'input.secret';
    expect(readErrorBody(body, 400).path).toBe(expected);
    expect(readErrorBody(body, 422).path).toBe(expected);
    expect(new ApiError({ kind: 'http', status: 422, ...readErrorBody(body, 422) }).message).toContain(
      expected,
    );
  });

  it('reads the message of each convention', () => {
    expect(
      readErrorBody({ detail: [{ loc: ['body', 'x'], msg: 'field required' }] }, 422).serverMessage,
    ).toBe('field required');
    expect(readErrorBody({ errors: [{ title: 'Invalid attribute' }] }, 422).serverMessage).toBe(
      'Invalid attribute',
    );
    expect(readErrorBody({ title: 'Bad', detail: 'Exactly this' }, 400).serverMessage).toBe('Exactly this');
  });

  it('does not take the request path of a framework error body for a field', () => {
    expect(
      readErrorBody({ status: 400, error: 'Bad Request', path: '/v1/workflows/w/input' }, 400).path,
    ).toBeUndefined();
  });

  it('is not fooled by prototype keys', () => {
    const body = JSON.parse(
      '{"__proto__": {"path": "input.x"}, "constructor": {"path": "input.y"}}',
    ) as unknown;
    expect(readErrorBody(body, 400).path).toBeUndefined();
  });

  it('keeps a short plain-text body as the message', () => {
    expect(readErrorBody('upstream timed out', 502).serverMessage).toBe('upstream timed out');
  });

  it('returns nothing from an empty or odd body without throwing', () => {
    expect(readErrorBody(undefined, 500)).toEqual({
      serverMessage: undefined,
      path: undefined,
      scope: undefined,
    });
    expect(readErrorBody([1, 2], 500).serverMessage).toBeUndefined();
  });
});
