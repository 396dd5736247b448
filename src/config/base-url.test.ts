import { describe, expect, it } from 'vitest';
import { baseUrlProblem } from './base-url';

describe('baseUrlProblem', () => {
  it.each([
    '',
    'https://svc.example',
    'http://127.0.0.1:8790',
    'http://127.45.6.7',
    'http://127.1:8790',
    'http://localhost:8790',
    'http://api.localhost',
    'http://[::1]:8790/',
    'https://svc.example/api/',
  ])('accepts %j', (value) => {
    expect(baseUrlProblem(value)).toBeUndefined();
  });
  it.each([
    ['javascript:alert(1)', /https:\/\/ or http:\/\/, not javascript:/],
    ['data:text/html,hi', /not data:/],
    ['file:///etc/passwd', /not file:/],
    ['ftp://svc.example', /not ftp:/],
    ['svc.example', /not a complete address/],
    ['https://user:pass@svc.example', /must not hold a user name or password/],
    ['http://svc.example', /key would travel unencrypted to svc\.example/],
    ['http://192.168.1.5:8790', /unencrypted/],
    ['http://128.0.0.1', /unencrypted/],
    ['http://127.0.0.1.evil.example', /unencrypted/],
    ['http://localhost.evil.example', /unencrypted/],
    ['http://[::2]', /unencrypted/],
    ['http://[::ffff:127.0.0.1]', /unencrypted/],
  ])('refuses %j in words', (value, message) => {
    expect(baseUrlProblem(value)).toMatch(message);
  });
});
