/**
 * Fixtures of the contacts (docs/demo-api.md, "Contacts"): 18 people, English and Thai, the same on
 * every run. Pictures are `mocks/public/apps/contact/avatar-<n>.svg` (drawn for this project); two
 * contacts have none, so the screens show their initials.
 */
import type { Contact } from '@pp/features/wire';

const avatar = (n: number) => `/apps/contact/avatar-${n}.svg`;

type Seed = Pick<Contact, 'name' | 'company' | 'role' | 'location'> &
  Partial<Omit<Contact, 'id' | 'name' | 'company' | 'role' | 'location'>>;

const people: Seed[] = [
  { name: 'Alene Marsh', company: 'Blue Harbor Ltd', role: 'Sales Manager', location: 'Lisbon, Portugal' },
  {
    name: 'Aom Srisuk',
    company: 'Siam Traders',
    role: 'Product Designer',
    location: 'Bangkok, Thailand',
    online_status: 'do_not_disturb',
    birthdayText: 'Birthday today',
  },
  {
    name: 'Barney Thea',
    company: 'Kiwi Labs',
    role: 'Frontend Developer',
    location: 'Auckland, New Zealand',
  },
  {
    name: 'Brooke Carter',
    company: 'Northwind Foods',
    role: 'Account Executive',
    location: 'Chicago, USA',
    online_status: 'offline',
  },
  {
    name: 'Chanida Wong',
    company: 'Lotus Digital',
    role: 'Marketing Lead',
    location: 'Chiang Mai, Thailand',
  },
  { name: 'Daniel Okafor', company: 'Maple & Co', role: 'Support Engineer', location: 'Lagos, Nigeria' },
  {
    name: 'Elena Petrova',
    company: 'Blue Harbor Ltd',
    role: 'Data Analyst',
    location: 'Sofia, Bulgaria',
    online_status: 'offline',
  },
  { name: 'Fiona Gallagher', company: 'Kiwi Labs', role: 'QA Engineer', location: 'Dublin, Ireland' },
  {
    name: 'Kenji Watanabe',
    company: 'Northwind Foods',
    role: 'Operations Director',
    location: 'Osaka, Japan',
    online_status: 'do_not_disturb',
  },
  { name: 'Lina Andersson', company: 'Maple & Co', role: 'HR Partner', location: 'Malmö, Sweden' },
  {
    name: 'Mateo Gonzalez',
    company: 'Siam Traders',
    role: 'Logistics Coordinator',
    location: 'Madrid, Spain',
    avatar: '',
  },
  {
    name: 'Nattapong Chaiyaporn',
    company: 'Lotus Digital',
    role: 'Backend Developer',
    location: 'Khon Kaen, Thailand',
  },
  {
    name: 'Olivia Bennett',
    company: 'Blue Harbor Ltd',
    role: 'Chief Executive',
    location: 'London, UK',
    birthdayText: 'Birthday on 12 March',
  },
  { name: 'Priya Mehta', company: 'Kiwi Labs', role: 'Mobile Developer', location: 'Pune, India' },
  {
    name: 'Sophie Dubois',
    company: 'Northwind Foods',
    role: 'Legal Counsel',
    location: 'Lyon, France',
    online_status: 'offline',
  },
  { name: 'Zoe Papadopoulos', company: 'Maple & Co', role: 'Office Manager', location: 'Athens, Greece' },
  {
    name: 'สมชาย ใจดี',
    company: 'บริษัท สยามเทรดดิ้ง จำกัด',
    role: 'ผู้จัดการฝ่ายขาย',
    location: 'กรุงเทพมหานคร',
    lastMessage: 'พรุ่งนี้ประชุมตอนบ่ายสองนะครับ',
  },
  {
    name: 'อรุณี แสงทอง',
    company: 'บริษัท โลตัสดิจิทัล จำกัด',
    role: 'นักออกแบบ',
    location: 'เชียงใหม่',
    online_status: 'offline',
    avatar: '',
  },
];

const statuses = ['Working from home today', 'In meetings until 3 pm', 'Back from leave', 'On the road'];
const messages = [
  'Sounds good, see you then!',
  'I sent the files over this morning.',
  'Can we move the call to Friday?',
  'Thanks for the quick reply.',
];

/** The seed contacts, ids `contact-1` to `contact-18`. */
export const seedContacts: readonly Contact[] = people.map((person, index) => {
  const n = index + 1;
  const login = `contact${n}`;
  return {
    id: `contact-${n}`,
    company: person.company,
    role: person.role,
    name: person.name,
    work_email: `${login}@${person.company.toLowerCase().replace(/[^a-z]/g, '') || 'example'}.example.com`,
    personal_email: n % 3 === 0 ? '' : `${login}@mail.example.com`,
    work_phone: `+66 2 555 ${String(1000 + n * 37).slice(-4)}`,
    personal_phone: n % 4 === 0 ? '' : `+66 81 234 ${String(5000 + n * 53).slice(-4)}`,
    location: person.location,
    avatar: person.avatar ?? avatar(((n - 1) % 8) + 1),
    status: person.status ?? statuses[n % statuses.length] ?? '',
    lastMessage: person.lastMessage ?? messages[n % messages.length] ?? '',
    birthdayText: person.birthdayText ?? '',
    unReadChatCount: n % 5 === 0 ? n % 7 : 0,
    online_status: person.online_status ?? 'available',
  };
});
