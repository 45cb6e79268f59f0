import { describe, expect, it } from 'vitest';
import { pgsiBand } from './pgsi';

describe('PGSI bands', () => {
  it('places each score at its published band boundary', () => {
    expect([0, 1, 2, 3, 7, 8, 27].map(pgsiBand)).toEqual(['none', 'low', 'low', 'moderate', 'moderate', 'high', 'high']);
  });
});
