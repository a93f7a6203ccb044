const firstNames = [
  'Alex',
  'Maria',
  'Kenji',
  'Sophie',
  'Arjun',
  'Lina',
  'Olivia',
  'Daniel',
  'Chloe',
  'Mateo',
  'Aisha',
];
const lastNames = [
  'Carter',
  'Gonzalez',
  'Watanabe',
  'Dubois',
  'Mehta',
  'Andersson',
  'Bennett',
  'Kim',
  'Martin',
];

/** The `index`-th generated person of the stories' big tables, the same on every run. */
export function personAt(index: number): { first: string; last: string; name: string } {
  const first = firstNames[index % firstNames.length] ?? 'Alex';
  const last = lastNames[(index * 7) % lastNames.length] ?? 'Carter';
  return { first, last, name: `${first} ${last}` };
}
