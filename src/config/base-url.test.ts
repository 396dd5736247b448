import { describe, expect, it } from 'vitest';
import { baseUrlProblem } from './base-url';

describe('baseUrlProblem', () => {
  it.each(['', 'https://svc.example', 'http://127.0.0.1:8790', 'https://svc.example/api/'])(
    'accepts %j',
    (value) => {
      expect(baseUrlProblem(value)).toBeUndefined();
    },
  );
  it.each([
    ['javascript:alert(1)', /https:\/\/ or http:\/\/, not javascript:/],
    ['data:text/html,hi', /not data:/],
    ['file:///etc/passwd', /not file:/],
    ['ftp://svc.example', /not ftp:/],
    ['svc.example', /not a complete address/],
    ['https://user:pass@svc.example', /must not hold a user name or password/],
  ])('refuses %j in words', (value, message) => {
    expect(baseUrlProblem(value)).toMatch(message);
  });
});
