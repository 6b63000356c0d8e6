import { describe, expect, it } from 'vitest';
import { chosenNumber } from '@/ui/chosen-number';

describe('chosenNumber', () => {
  it('reads the option a select chose, and "all" as null', () => {
    expect(chosenNumber('2', [1, 2] as const)).toBe(2);
    expect(chosenNumber('86400', [3600, 86400])).toBe(86400);
    expect(chosenNumber('', [1, 2])).toBeNull();
  });

  it('gives null for a value that is not one of the options', () => {
    expect(chosenNumber('3', [1, 2])).toBeNull();
    expect(chosenNumber('1.0', [1, 2])).toBeNull();
  });
});
