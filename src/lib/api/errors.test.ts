import { describe, expect, it } from 'vitest';
import { ApiError, readErrorBody } from './errors';

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

describe('ApiError messages', () => {
  it('says what a person can act on', () => {
    expect(new ApiError({ kind: 'http', status: 401 }).message).toMatch(/^The API key was rejected/);
    expect(new ApiError({ kind: 'http', status: 403, scope: 'jobs:write' }).message).toMatch(
      /^This key lacks the jobs:write scope/,
    );
    expect(new ApiError({ kind: 'http', status: 400, path: 'input.x' }).message).toMatch(/input\.x/);
    expect(new ApiError({ kind: 'http', status: 409 }).message).toMatch(
      /Others were writing at the same time/,
    );
    expect(new ApiError({ kind: 'network' }).message).toMatch(/Could not reach the service/);
    expect(new ApiError({ kind: 'http', status: 500, serverMessage: 'db down' }).message).toMatch(/db down/);
  });
});
