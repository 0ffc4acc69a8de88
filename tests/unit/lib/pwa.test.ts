// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_BACKGROUND_COLOR, APP_THEME_COLOR, isSessionMessage, isWorkerMessage } from '@/lib/pwa';

const tokens = readFileSync(new URL('../../../src/ui/tokens.css', import.meta.url), 'utf8');
const token = (name: string) => new RegExp(`@property ${name} \\{[^}]*initial-value: (#[0-9a-f]{6});`).exec(tokens)?.[1];

describe('the app colours', () => {
  it("are the design tokens' primary and background", () => {
    expect(APP_THEME_COLOR).toBe(token('--rwb-color-primary'));
    expect(APP_BACKGROUND_COLOR).toBe(token('--rwb-color-bg'));
  });
});

describe('messages', () => {
  it('the worker -> page messages', () => {
    expect(isWorkerMessage({ type: 'rwb-offline', url: '/x' })).toBe(true);
    expect(isWorkerMessage({ type: 'rwb-online', url: '/x' })).toBe(true);
    expect(isWorkerMessage({ type: 'rwb-offline' })).toBe(false);
    expect(isWorkerMessage({ type: 'other', url: '/x' })).toBe(false);
    expect(isWorkerMessage(null)).toBe(false);
  });

  it('the page -> worker session message', () => {
    expect(isSessionMessage({ type: 'rwb-session', member: 12, token: 't' })).toBe(true);
    expect(isSessionMessage({ type: 'rwb-session', member: null, token: null })).toBe(true);
    expect(isSessionMessage({ type: 'rwb-session', member: 1.5, token: 't' })).toBe(false);
    expect(isSessionMessage({ type: 'rwb-session', member: '12', token: 't' })).toBe(false);
    expect(isSessionMessage({ type: 'rwb-session', member: 12 })).toBe(false);
    expect(isSessionMessage('rwb-session')).toBe(false);
  });
});
