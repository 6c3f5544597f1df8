import { describe, expect, it } from 'vitest';
import { escapeControlCharacters, logTo } from '#src/server/log.ts';

describe('server log lines', () => {
  it('writes line breaks, ANSI escapes and other control characters in visitor text as escapes', () => {
    expect(escapeControlCharacters('Ada\r\n[api] fake\tline')).toBe('Ada\\r\\n[api] fake\\tline');
    expect(escapeControlCharacters('\u001b[2K\u001b[31mred\u0007')).toBe('\\u001b[2K\\u001b[31mred\\u0007');
    expect(escapeControlCharacters('next\u0085line\u2028sep\u202eevil')).toBe('next\\u0085line\\u2028sep\\u202eevil');
    expect(escapeControlCharacters('Café Montréal, Québec — 3PL')).toBe('Café Montréal, Québec — 3PL');
  });

  it('keeps the lines the code meant, each escaped', () => {
    const written: string[] = [];
    logTo((text) => written.push(text))('[mail] to ops: Quote from Eve\n[api] fake', '[mail]   https://x.example/a');
    expect(written).toEqual(['[mail] to ops: Quote from Eve\\n[api] fake\n[mail]   https://x.example/a']);
  });
});
