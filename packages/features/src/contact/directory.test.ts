import { describe, expect, it } from 'vitest';

import { blankPerson } from '../shared/person/personForm';
import { firstLetter, groupByLetter, OTHER_LETTER, searchContacts } from './directory';
import type { Contact } from './types';

let next = 0;
function contact(name: string, extra: Partial<Contact> = {}): Contact {
  next += 1;
  return { ...blankPerson, id: `contact-${next}`, name, ...extra };
}

describe('firstLetter', () => {
  it.each([
    ['alene Marsh', 'A'],
    ['Élodie Roux', 'E'],
    ['  zoe', 'Z'],
    ['เอกชัย ใจดี', 'อ'],
    ['สมชาย', 'ส'],
    ['王伟', '王'],
    ['42 Club', OTHER_LETTER],
    ['', OTHER_LETTER],
  ])('%s -> %s', (name, letter) => {
    expect(firstLetter(name)).toBe(letter);
  });
});

describe('groupByLetter', () => {
  it('sorts groups and names in the locale order, # last', () => {
    const groups = groupByLetter(
      [
        contact('brooke'),
        contact('Alene'),
        contact('42 Club'),
        contact('Barney'),
        contact('Élodie'),
        contact('alex'),
      ],
      'en',
    );
    expect(groups.map((group) => [group.letter, group.contacts.map((member) => member.name)])).toEqual([
      ['A', ['Alene', 'alex']],
      ['B', ['Barney', 'brooke']],
      ['E', ['Élodie']],
      [OTHER_LETTER, ['42 Club']],
    ]);
  });

  it('files Thai names under their first consonant, in Thai order', () => {
    const groups = groupByLetter([contact('สมชาย'), contact('เกษม'), contact('กมล')], 'th');
    expect(groups.map((group) => [group.letter, group.contacts.map((member) => member.name)])).toEqual([
      ['ก', ['กมล', 'เกษม']],
      ['ส', ['สมชาย']],
    ]);
  });

  it('is empty for no contacts', () => {
    expect(groupByLetter([], 'en')).toEqual([]);
  });
});

describe('searchContacts', () => {
  const people = [
    contact('Alene Marsh', {
      company: 'Blue Harbor',
      work_email: 'alene@blue.example.com',
      work_phone: '+66 2 555 1037',
    }),
    contact('José Núñez', { location: 'Madrid, Spain', personal_phone: '(081) 234-5053' }),
    contact('สมชาย ใจดี', { role: 'ผู้จัดการฝ่ายขาย' }),
  ];
  const names = (query: string) => searchContacts(people, query).map((person) => person.name);

  it('finds by name, company, email, location and role, case and accents ignored', () => {
    expect(names('jose')).toEqual(['José Núñez']);
    expect(names('HARBOR')).toEqual(['Alene Marsh']);
    expect(names('blue.example')).toEqual(['Alene Marsh']);
    expect(names('madrid')).toEqual(['José Núñez']);
    expect(names('ผู้จัดการ')).toEqual(['สมชาย ใจดี']);
  });

  it('finds phones by their digits, whatever the spacing', () => {
    expect(names('5551037')).toEqual(['Alene Marsh']);
    expect(names('081 234')).toEqual(['José Núñez']);
  });

  it('answers everyone for a blank query and no one for a miss', () => {
    expect(names('  ')).toHaveLength(3);
    expect(names('nobody')).toEqual([]);
  });
});
