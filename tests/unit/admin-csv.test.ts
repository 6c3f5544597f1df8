import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '#src/server/admin/csv.ts';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-3, '-3'],
    [true, 'true'],
    ['Café Montréal', 'Café Montréal'],
    ['Smith, Jones & Co', '"Smith, Jones & Co"'],
    ['She said "hi"', '"She said ""hi"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['carriage\r\nreturn', '"carriage\r\nreturn"'],
    ['=1+1', "'=1+1"],
    ['+1 416 555 0100', "'+1 416 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', `"'\r=cmd"`],
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['a=b', 'a=b'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('CSV files', () => {
  it('start with a UTF-8 byte-order mark and end every row with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Note'],
        [
          ['Café', 'a,b'],
          ['x', null],
        ],
      ),
    ).toBe('\uFEFFName,Note\r\nCafé,"a,b"\r\nx,\r\n');
  });
});
