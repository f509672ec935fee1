import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs } from './countdown';

describe('order countdown', () => {
  it('counts the time left to an ISO time, never below zero', () => {
    const now = Date.parse('2026-11-23T10:00:00.000Z');
    expect(remainingMs('2026-11-23T10:15:00.000Z', now)).toBe(15 * 60_000);
    expect(remainingMs('2026-11-23T09:59:00.000Z', now)).toBe(0);
    expect(remainingMs('not a date', now)).toBe(0);
  });

  it('shows minutes and two-digit seconds, rounding a started second up', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(905_000)).toBe('15:05');
    expect(formatCountdown(59_400)).toBe('1:00');
    expect(formatCountdown(59_000)).toBe('0:59');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
