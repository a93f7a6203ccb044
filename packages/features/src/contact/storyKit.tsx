/**
 * Helpers of the contacts stories (not part of the public surface, no mock imports): handlers that
 * serve story-made contacts, a modify call that fails, deterministic big or Thai lists, and the
 * shared `dismissSnackbars`.
 */
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

import { contactPaths } from '../shared/api/endpoints';
import { personAt } from '@pp/ui/storybook';

import { blankPerson } from '../shared/person/personForm';
import { endpointHandlers } from '../shared/storyKit';
import type { Contact } from './types';

export { dismissSnackbars } from '../shared/storyKit';

/** Patience for data and transitions on a busy machine (waitFor and findBy options). */
export const LONG = { timeout: 5000 } as const;

/** The dialog named `name`, once it has faded in (a modal hides the page: look in the whole body). */
export async function openedDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await within(document.body).findByRole('dialog', { name }, LONG);
  await waitFor(() => expect(dialog).toBeVisible(), LONG);
  return dialog;
}

const endpoints = endpointHandlers(contactPaths);

/** `GET /api/contact/list` answers `contacts`. */
export const listAnswers = (contacts: readonly Contact[]): HttpHandler =>
  endpoints.getReturns('list', { contacts: [...contacts] });

/** `POST /api/contact/modify` answers 500 'Internal server error'. */
export const modifyFails: HttpHandler = endpoints.postFails('modify', 500, {
  message: 'Internal server error',
});

const roles = ['Designer', 'Developer', 'Sales Manager', 'Support Engineer', 'Data Analyst'];
const companies = ['Siam Traders', 'Northwind Foods', 'Blue Harbor Ltd', 'Kiwi Labs', 'Maple & Co'];
const statuses = ['available', 'do_not_disturb', 'offline'] as const;

/** A contact with every field filled from `fields` or a plain default. */
export function contactOf(fields: Partial<Contact> & Pick<Contact, 'id' | 'name'>): Contact {
  return { ...blankPerson, ...fields };
}

/** `count` contacts, the same on every run (names from Aisha to Sophie, ids `many-<n>`). */
export function manyContacts(count: number): Contact[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${personAt(index).name} ${index + 1}`;
    return contactOf({
      id: `many-${index + 1}`,
      name,
      role: roles[index % roles.length] ?? '',
      company: companies[(index * 3) % companies.length] ?? '',
      work_email: `person${index + 1}@example.com`,
      work_phone: `+66 2 555 ${String(1000 + index).slice(-4)}`,
      location: 'Bangkok, Thailand',
      avatar: `/apps/contact/avatar-${(index % 8) + 1}.svg`,
      online_status: statuses[index % statuses.length] ?? 'offline',
    });
  });
}

/** Long Thai and English names, companies and emails, to check wrapping and the Thai font. */
export const longContacts: Contact[] = [
  contactOf({
    id: 'long-1',
    name: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์',
    role: 'ผู้อำนวยการฝ่ายพัฒนาธุรกิจระหว่างประเทศและความสัมพันธ์ลูกค้าองค์กร',
    company: 'บริษัท สยามเทรดดิ้งอินเตอร์เนชั่นแนล จำกัด (มหาชน)',
    work_email: 'somsak.prasertwongtrakul.charoenrungrueang@siamtradinginternational.example.com',
    work_phone: '+66 2 555 0101',
    location: 'กรุงเทพมหานคร อมรรัตนโกสินทร์ มหินทรายุธยา',
    avatar: '/apps/contact/avatar-3.svg',
    status: 'ประชุมทั้งวัน ติดต่อกลับพรุ่งนี้เช้า',
    lastMessage: 'ส่งเอกสารสัญญาฉบับแก้ไขให้ทางอีเมลแล้วนะครับ รบกวนตรวจสอบด้วยครับ',
  }),
  contactOf({
    id: 'long-2',
    name: 'Maximiliana Wilhelmina Alexandra von Hohenzollern-Sigmaringen',
    role: 'Senior Vice President of International Business Development',
    company: 'Northwind Foods and Beverages International Holdings',
    work_email: 'maximiliana.vonhohenzollern@northwindfoodsinternational.example.com',
    work_phone: '+49 (0) 30 5550 1234',
    location: 'Sigmaringen, Baden-Württemberg, Germany',
    online_status: 'do_not_disturb',
  }),
  contactOf({
    id: 'long-3',
    name: 'เอกชัย ใจดี',
    role: 'นักออกแบบ',
    company: 'บริษัท โลตัสดิจิทัล จำกัด',
    work_email: 'ekkachai@lotus.example.com',
    work_phone: '081 234 5678',
    online_status: 'offline',
  }),
];
