import { describe, expect, it } from 'vitest';
import { assertLinear } from '@/testing/linear-time';
import { safeFilename } from './download';

describe('safeFilename', () => {
  it.each([
    ['report.md', 'report.md'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['..\\..\\boot.ini', '_.._boot.ini'],
    ['.bashrc', 'bashrc'],
    ['a<b>c:"d"|e?f*.txt', 'a_b_c__d__e_f_.txt'],
    ['evil\u202Etxt.exe', 'eviltxt.exe'],
    ['line\nbreak.txt', 'linebreak.txt'],
    ['CON', '_CON'],
    ['com1.txt', '_com1.txt'],
    ['COM¹', '_COM¹'],
    ['lpt³.txt', '_lpt³.txt'],
    ['re\u00adport\u180e.txt', 'report.txt'],
    ['report\u3164\u3164.pdf', 'report.pdf'],
    ['in\u{e0069}\u{e0067}voice\u{e007f}.pdf', 'invoice.pdf'],
    ['..%2F..%2Fetc%2Fpasswd', '_.._etc_passwd'],
    ['..%252F..%252Fetc%252Fpasswd', '_.._etc_passwd'],
    ['%2E%2E%5Cboot.ini', '_boot.ini'],
    ['my%20report%20(final).pdf', 'my report (final).pdf'],
    ['caf%C3%A9.txt', 'café.txt'],
    ['bad%E0%A4escape%zz.txt', 'bad%E0%A4escape%zz.txt'],
    ['evil%00name%0A.txt', 'evilname.txt'],
    ['   ', 'download'],
    ['\u061Creport\u061C.txt', 'report.txt'],
    ['\uFEFFreport.txt\uFEFF', 'report.txt'],
    ['  padded.txt  ', 'padded.txt'],
    ['\u00A0\u3000padded.txt\u2003', 'padded.txt'],
    ['invoice.pdf            .exe', 'invoice.pdf .exe'],
    ['word\u2060joiner.txt', 'wordjoiner.txt'],
    ['', 'download'],
  ])('%j → %j', (input, expected) => {
    expect(safeFilename(input)).toBe(expected);
  });

  it('takes linear time on hostile names', () => {
    assertLinear((name) => safeFilename(name));
  }, 60_000);

  it('keeps the extension when it shortens a long name', () => {
    const name = safeFilename(`${'a'.repeat(400)}.png`);
    expect(name.length).toBe(150);
    expect(name.endsWith('.png')).toBe(true);
  });
});
