import * as yup from 'yup';
import { describe, expect, it } from 'vitest';

import { readRowsInSlices } from '../../shared/wire/read';
import { mailSchema } from './schemas';

const row = yup.object({ id: yup.string().required() });

describe('reading a long list in slices', () => {
  it('reads every row across slices, in order, and leaves malformed rows out', async () => {
    const rows = [...Array.from({ length: 250 }, (_, i) => ({ id: `r${i}` })), { id: 4 }, { nope: true }];
    const read = await readRowsInSlices(row, rows, 100);
    expect(read).toHaveLength(251);
    expect(read[0]).toEqual({ id: 'r0' });
    expect(read[249]).toEqual({ id: 'r249' });
  });

  it('refuses a value that is not an array', async () => {
    await expect(readRowsInSlices(mailSchema, { mails: [] })).rejects.toMatchObject({ status: 500 });
  });
});
