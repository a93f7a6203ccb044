/**
 * Helpers of the customer stories (not part of the public surface, no mock imports): the
 * notification the app mounts, MSW handlers serving story-made tables, a flaky endpoint for the
 * retry stories, and deterministic big or Thai tables for the edge cases.
 */
import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { useLocation } from 'react-router-dom';

import { visuallyHidden } from '@pp/ui';

import { type customerPaths } from '../shared/api/endpoints';
import type {
  Customer,
  CustomerOrder,
  CustomerProduct,
  CustomerProductReview,
  OrderPaymentType,
} from './types';
import { apiUrl, DEMO_API_BASE } from '../shared/api/endpoints';
import { personAt } from '@pp/ui/storybook';

/** Patience for data and transitions on a busy machine (waitFor and findBy options). */
export const LONG = { timeout: 5000 } as const;

type CustomerPath = (typeof customerPaths)[keyof typeof customerPaths];

/** The MSW pattern of a customer path on any origin. */
function url(path: CustomerPath): string {
  return apiUrl(`*${DEMO_API_BASE}`, path);
}

/** Answers one customer endpoint with `body`. */
export function answer(path: CustomerPath, body: Record<string, unknown>): HttpHandler {
  return http.get(url(path), () => HttpResponse.json(body));
}

/**
 * Endpoints that fail the next `arm(times)` requests (network down or 500), then let the request
 * through to the next handler (the regular mock). Call `arm` in the story's `beforeEach`.
 */
export function flaky(paths: readonly CustomerPath[], failure: 'network' | 'server') {
  const remaining = new Map<string, number>();
  const handlers = paths.map((path) =>
    http.get(url(path), () => {
      const left = remaining.get(path) ?? 0;
      if (left <= 0) return undefined;
      remaining.set(path, left - 1);
      return failure === 'network'
        ? HttpResponse.error()
        : HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
    }),
  );
  return {
    handlers,
    arm: (times = 1) => {
      for (const path of paths) remaining.set(path, times);
    },
  };
}

const places = [
  'Bangkok, Thailand',
  'Madrid, Spain',
  'Osaka, Japan',
  'Lyon, France',
  'Pune, India',
  'Lisbon, Portugal',
];
const companies = [
  'Siam Traders',
  'Northwind Foods',
  'Blue Harbor Ltd',
  'Kiwi Labs',
  'Maple & Co',
  'Lotus Digital',
];
const payments: OrderPaymentType[] = ['Credit Card', 'Paytm', 'Net Banking', 'Upi'];
const categories = ['Electronics', 'Fashion', 'Kitchen', 'Toys', 'Books'];

function dateAt(index: number): string {
  const month = String((index % 12) + 1).padStart(2, '0');
  const day = String((index % 28) + 1).padStart(2, '0');
  return `${2020 + (index % 6)}-${month}-${day}`;
}

const statusAt = (index: number) => ([1, 1, 2, 3] as const)[index % 4] ?? 1;

/** `count` customers, the same on every run. */
export function manyCustomers(count: number): Customer[] {
  return Array.from({ length: count }, (_, index) => {
    const name = personAt(index).name;
    return {
      id: index + 1,
      name,
      email: `${name.toLowerCase().replace(' ', '.')}${index + 1}@example.com`,
      location: places[(index * 5) % places.length] ?? 'Bangkok, Thailand',
      orders: (index * 37) % 60,
      date: dateAt(index),
      status: statusAt(index),
    };
  });
}

/** `count` orders, the same on every run. */
export function manyOrders(count: number): CustomerOrder[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(800000 + index * 7),
    name: personAt(index).name,
    company: companies[index % companies.length] ?? 'Siam Traders',
    type: payments[index % payments.length] ?? 'Upi',
    qty: (index % 9) + 1,
    date: dateAt(index),
    status: statusAt(index),
  }));
}

/** `count` products, the same on every run. */
export function manyProducts(count: number): CustomerProduct[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Sample product ${index + 1}`,
    category: categories[index % categories.length] ?? 'Books',
    price: ((index * 1337) % 50000) / 100 + 1,
    date: dateAt(index),
    qty: (index * 13) % 80,
  }));
}

/** `count` reviews, the same on every run. */
export function manyReviews(count: number): CustomerProductReview[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Sample product ${(index % 40) + 1}`,
    author: personAt(index).name,
    review:
      index % 3 === 0
        ? 'Does what it promises. Would buy again.'
        : 'Good value for the price, arrived quickly.',
    rating: ((index * 3) % 5) + 1,
    date: dateAt(index),
    status: statusAt(index),
  }));
}

/** Long Thai names and places, to check wrapping and the Thai font. */
export const thaiCustomers: Customer[] = [
  {
    id: 1,
    name: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์',
    email: 'somsak.prasertwongtrakul.charoenrungrueang@example.com',
    location: 'กรุงเทพมหานคร อมรรัตนโกสินทร์ มหินทรายุธยา ประเทศไทย',
    orders: 12,
    date: '2025-01-14',
    status: 1,
  },
  {
    id: 2,
    name: 'พิมพ์ชนก รัตนกุลวิวัฒน์ไพบูลย์',
    email: 'pimchanok.rattanakul@example.com',
    location: 'เชียงใหม่, ประเทศไทย',
    orders: 3,
    date: '2024-11-02',
    status: 2,
  },
  {
    id: 3,
    name: 'ณัฐวุฒิ ศักดิ์สิทธิ์ธำรงค์',
    email: 'nattawut.saksit@example.com',
    location: 'ขอนแก่น, ประเทศไทย',
    orders: 27,
    date: '2023-06-30',
    status: 3,
  },
];

export const thaiOrders: CustomerOrder[] = thaiCustomers.map((customer, index) => ({
  id: String(790900 + index),
  name: customer.name,
  company:
    ['บริษัท สยามเทรดดิ้งอินเตอร์เนชั่นแนล จำกัด (มหาชน)', 'ห้างหุ้นส่วนจำกัด โลตัสดิจิทัล', 'บริษัท ขอนแก่นพาณิชย์ จำกัด'][index] ??
    '',
  type: payments[index] ?? 'Upi',
  qty: index + 2,
  date: customer.date,
  status: customer.status,
}));

export const thaiProducts: CustomerProduct[] = [
  {
    id: 1,
    name: 'หูฟังไร้สายตัดเสียงรบกวนรุ่นพิเศษสำหรับนักเดินทางระยะไกล',
    category: 'อิเล็กทรอนิกส์',
    price: 97.49,
    date: '2025-01-01',
    qty: 3,
  },
  { id: 2, name: 'กระทะเหล็กหล่อ', category: 'เครื่องครัว', price: 39.6, date: '2025-09-09', qty: 15 },
  { id: 3, name: 'ชุดเดรสผ้าลินินฤดูร้อน', category: 'แฟชั่น', price: 41.65, date: '2025-11-19', qty: 29 },
];

export const thaiReviews: CustomerProductReview[] = [
  {
    id: 1,
    name: 'หูฟังไร้สายตัดเสียงรบกวนรุ่นพิเศษสำหรับนักเดินทางระยะไกล',
    author: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์',
    review: 'เสียงดีมาก ตัดเสียงรบกวนได้ดีเยี่ยมเวลานั่งรถไฟฟ้า แบตเตอรี่ใช้งานได้นานทั้งวัน คุ้มค่ากับราคาที่จ่ายไปแน่นอน แนะนำเลยครับ',
    rating: 5,
    date: '2025-01-14',
    status: 1,
  },
  {
    id: 2,
    name: 'กระทะเหล็กหล่อ',
    author: 'พิมพ์ชนก รัตนกุลวิวัฒน์ไพบูลย์',
    review: 'หนักไปหน่อยแต่ทำอาหารอร่อย',
    rating: 3.5,
    date: '2024-11-02',
    status: 2,
  },
];

export { dismissSnackbars, settleFocus } from '../shared/storyKit';

function LocationProbe() {
  const location = useLocation();
  return (
    <Box data-testid="location" sx={visuallyHidden}>
      {`${location.pathname}${location.search}`}
    </Box>
  );
}

/** Renders the router's current location (visually hidden) so a play function can see where a link led. */
export const withLocation: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);
