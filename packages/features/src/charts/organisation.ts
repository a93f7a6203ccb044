/** The organisation chart's tree, built from the flat list of people the server sends. */
import type { Person } from './types';

export interface OrgNode {
  person: Person;
  reports: OrgNode[];
}

/**
 * The trees of `people`: each person under their manager, in the order sent. A person whose
 * manager is absent (or who would close a loop) heads a tree of their own, so no one is lost.
 */
export function buildOrganisation(people: readonly Person[]): OrgNode[] {
  const ids = new Set(people.map((person) => person.id));
  const children = new Map<string, Person[]>();
  const heads: Person[] = [];
  for (const person of people) {
    if (person.managerId && person.managerId !== person.id && ids.has(person.managerId))
      children.set(person.managerId, [...(children.get(person.managerId) ?? []), person]);
    else heads.push(person);
  }
  const placed = new Set<string>();
  const grow = (person: Person): OrgNode => {
    placed.add(person.id);
    const reports = (children.get(person.id) ?? []).filter((report) => !placed.has(report.id));
    return { person, reports: reports.map(grow) };
  };
  const trees = heads.map(grow);
  // People in a loop of managers have no head: the first of them heads their loop.
  for (const person of people) if (!placed.has(person.id)) trees.push(grow(person));
  return trees;
}

/** How many people are under `node`, at any depth. */
export const teamSize = (node: OrgNode): number =>
  node.reports.reduce((total, report) => total + 1 + teamSize(report), 0);
