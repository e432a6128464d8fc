/**
 * runtime/validation/formats/date-time.ts at its edges: the date-time separator and the duration
 * grammar of RFC 3339 Appendix A, read as `<digits><designator>` elements.
 */
import { describe, expect, it } from 'vitest';
import { isDateTime, isDuration } from '../../../runtime/validation/formats/date-time.ts';

describe('isDateTime', () => {
  it('rule: the date and the time are separated by `T` or `t`, nothing else', () => {
    expect(isDateTime('2020-01-01T12:00:00Z')).toBe(true);
    expect(isDateTime('2020-01-01t12:00:00Z')).toBe(true);
    expect(isDateTime('2020-01-01X12:00:00Z')).toBe(false);
    expect(isDateTime('2020-01-01 12:00:00Z')).toBe(false);
    expect(isDateTime('2020-01-01_12:00:00Z')).toBe(false);
  });
});

describe('isDuration', () => {
  it('rule: a duration starts with `P`', () => {
    expect(isDuration('P1D')).toBe(true);
    expect(isDuration('Q1D')).toBe(false);
    expect(isDuration('p1D')).toBe(false);
    expect(isDuration('X1Y')).toBe(false);
  });

  it('rule: a duration that ends with a designator is read to its end', () => {
    expect(isDuration('P1D')).toBe(true);
    expect(isDuration('P1Y2M3D')).toBe(true);
    expect(isDuration('PT1H')).toBe(true);
    expect(isDuration('P1W')).toBe(true);
  });

  it('rule: every designator follows at least one digit', () => {
    expect(isDuration('PD')).toBe(false);
    expect(isDuration('P1YM')).toBe(false);
    expect(isDuration('PTH')).toBe(false);
  });

  it('rule: digits must end in a designator', () => {
    expect(isDuration('P1')).toBe(false);
    expect(isDuration('P1D1')).toBe(false);
    expect(isDuration('PT1H2')).toBe(false);
  });
});
