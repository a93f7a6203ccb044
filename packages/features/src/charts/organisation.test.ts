import { describe, expect, it } from 'vitest';

import { buildOrganisation, teamSize } from './organisation';
import type { Person } from './types';

const person = (id: string, managerId = ''): Person => ({
  id,
  name: id,
  role: 'Role',
  avatar: '',
  managerId,
});
const ids = (nodes: ReturnType<typeof buildOrganisation>): unknown =>
  nodes.map((node) => [node.person.id, ids(node.reports)]);

describe('buildOrganisation', () => {
  it('puts each person under their manager, in the order sent', () => {
    const trees = buildOrganisation([
      person('ceo'),
      person('cto', 'ceo'),
      person('dev', 'cto'),
      person('cfo', 'ceo'),
    ]);
    expect(ids(trees)).toEqual([
      [
        'ceo',
        [
          ['cto', [['dev', []]]],
          ['cfo', []],
        ],
      ],
    ]);
    expect(teamSize(trees[0]!)).toBe(3);
  });

  it('a person whose manager is unknown heads a tree of their own', () => {
    expect(ids(buildOrganisation([person('ceo'), person('lost', 'nobody')]))).toEqual([
      ['ceo', []],
      ['lost', []],
    ]);
  });

  it('people in a loop of managers, or their own manager, are not lost', () => {
    const trees = buildOrganisation([person('a', 'b'), person('b', 'a'), person('self', 'self')]);
    expect(ids(trees)).toEqual([
      ['self', []],
      ['a', [['b', []]]],
    ]);
  });

  it('no people, no tree', () => {
    expect(buildOrganisation([])).toEqual([]);
  });
});
