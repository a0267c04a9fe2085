import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { chooseLogFormat, logOutput } from './log-output';

describe('log format', () => {
  it('is readable lines for a terminal during development, JSON otherwise', () => {
    expect(chooseLogFormat(undefined, 'development', true)).toBe('pretty');
    expect(chooseLogFormat(undefined, 'development', false)).toBe('json');
    expect(chooseLogFormat(undefined, 'production', true)).toBe('json');
    expect(chooseLogFormat(undefined, 'test', true)).toBe('json');
  });

  it('is what LOG_FORMAT says when it is set', () => {
    expect(chooseLogFormat('json', 'development', true)).toBe('json');
    expect(chooseLogFormat('pretty', 'production', false)).toBe('pretty');
  });

  it('is chosen by the configuration from NODE_ENV, LOG_FORMAT and the terminal', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) };
    expect(loadConfig(production, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
  });
});

describe('log output', () => {
  it("leaves JSON to pino's own output", () => {
    expect(logOutput('json')).toEqual({});
  });

  it("sends readable lines through pino-pretty's transport", () => {
    const { transport } = logOutput('pretty');
    expect(transport?.target).toMatch(/pino-pretty/);
    expect(fs.existsSync(fileURLToPath(transport?.target ?? ''))).toBe(true);
  });
});
