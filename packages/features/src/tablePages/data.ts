/**
 * The table pages' sample data: members of a demo shop, generated from a seed so every run, story
 * and test sees the same rows. Each size is generated once and kept (10,000 rows are made on the
 * first visit to a page that shows them, then reused).
 */

export const MEMBER_STATUSES = ['active', 'pending', 'blocked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_ROLES = ['admin', 'editor', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export interface Member {
  id: number;
  name: string;
  email: string;
  country: string;
  role: MemberRole;
  status: MemberStatus;
  orders: number;
  /** Total spent, in satang. */
  spentSatang: number;
  /** Profile completed, 0 to 100. */
  progress: number;
  /** Day joined, `YYYY-MM-DD`. */
  joined: string;
}

/** One order of a member's history (the collapsible table's detail). */
export interface MemberOrder {
  id: string;
  day: string;
  items: number;
  amountSatang: number;
}

/** The row counts the pages offer: a page's worth, and 10,000 to show the table stays quick. */
export const MANY_ROWS = 10_000;

const FIRST = [
  'Alex',
  'Maria',
  'Somchai',
  'Chloe',
  'Kenji',
  'Priya',
  'Lukas',
  'Ana',
  'Omar',
  'Sofia',
  'Niran',
  'Emma',
  'Mateo',
  'Mei',
  'Jonas',
  'Ines',
  'Arjun',
  'Lea',
  'Hugo',
  'Ploy',
] as const;
const LAST = [
  'Carter',
  'Rossi',
  'Wongsa',
  'Martin',
  'Sato',
  'Nair',
  'Becker',
  'Silva',
  'Haddad',
  'Novak',
  'Chai',
  'Dubois',
  'Garcia',
  'Lin',
  'Berg',
  'Costa',
  'Mehta',
  'Popescu',
  'Laurent',
  'Suk',
] as const;
const COUNTRIES = [
  'Thailand',
  'France',
  'Romania',
  'China',
  'Japan',
  'India',
  'Germany',
  'Brazil',
  'Spain',
  'Canada',
] as const;

/** A small seeded generator (mulberry32): numbers in [0, 1), the same ones for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)] as T;
}

const day = (time: number) => new Date(time).toISOString().slice(0, 10);
const FIRST_DAY = Date.UTC(2022, 0, 1);
const DAY_MS = 86_400_000;

function makeMembers(count: number): Member[] {
  const random = seededRandom(17);
  return Array.from({ length: count }, (_, index) => {
    const first = pick(FIRST, random);
    const last = pick(LAST, random);
    const orders = Math.floor(random() * 120);
    return {
      id: index + 1,
      name: `${first} ${last}`,
      email: `${first}.${last}${index + 1}@example.com`.toLowerCase(),
      country: pick(COUNTRIES, random),
      role: pick(MEMBER_ROLES, random),
      status: random() < 0.6 ? 'active' : pick(MEMBER_STATUSES, random),
      orders,
      spentSatang: orders * Math.floor(200 + random() * 4_800) * 100,
      progress: Math.floor(random() * 101),
      joined: day(FIRST_DAY + Math.floor(random() * 1_400) * DAY_MS),
    };
  });
}

const made = new Map<number, readonly Member[]>();

/**
 * The first `count` members (the same rows every time). Generated once per count and kept; a
 * shorter list is the start of a longer one, so a row keeps its content when the size changes.
 */
export function membersOf(count: number): readonly Member[] {
  const cached = made.get(count);
  if (cached) return cached;
  const list = makeMembers(count);
  made.set(count, list);
  return list;
}

/** A member's last orders, newest first (one to four, from the member's id). */
export function ordersOf(member: Member): MemberOrder[] {
  const random = seededRandom(member.id * 7_919);
  const count = 1 + (member.id % 4);
  let time = Date.UTC(2026, 10, 20);
  return Array.from({ length: count }, (_, index) => {
    time -= Math.floor(1 + random() * 40) * DAY_MS;
    return {
      id: `${member.id}-${index + 1}`,
      day: day(time),
      items: 1 + Math.floor(random() * 6),
      amountSatang: Math.floor(150 + random() * 9_000) * 100,
    };
  });
}
