import { describe, expect, it } from 'vitest';

import { COMMENT_MAX } from './api/schemas';
import { commentFormSchema } from './commentForm';

const schema = commentFormSchema({ required: 'Write something', max: 'Too long' });
const errorOf = (text: string) => {
  try {
    schema.validateSync({ text });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

describe('comment form', () => {
  it('needs text; spaces alone do not count', () => {
    expect(errorOf('')).toBe('Write something');
    expect(errorOf('   ')).toBe('Write something');
  });

  it('takes up to the limit once trimmed', () => {
    expect(errorOf(`  ${'ก'.repeat(COMMENT_MAX)}  `)).toBeNull();
    expect(errorOf('x'.repeat(COMMENT_MAX + 1))).toBe('Too long');
    expect(schema.validateSync({ text: '  Nice  ' })).toEqual({ text: 'Nice' });
  });
});
