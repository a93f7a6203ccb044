import { describe, expect, it } from 'vitest';

import { searchFaqs, type Faq } from './faqSearch';

const faqs: Faq[] = [
  { id: 'depositHow', topic: 'deposit', question: 'How do I deposit?', answer: 'Transfer from your bank.' },
  { id: 'withdrawHow', topic: 'withdraw', question: 'ถอนเงินอย่างไร?', answer: 'เปิดเมนูถอนเงิน' },
  {
    id: 'accountPassword',
    topic: 'account',
    question: 'I forgot my password.',
    answer: 'Use Forgot password.',
  },
];
const topics = { deposit: 'Deposits', withdraw: 'การถอนเงิน', promotion: 'Promotions', account: 'Account' };
const search = (query: string) =>
  searchFaqs(faqs, query, (topic) => topics[topic], 'en').map((faq) => faq.id);

describe('searchFaqs', () => {
  it('keeps every question for an empty or blank query', () => {
    expect(search('')).toEqual(['depositHow', 'withdrawHow', 'accountPassword']);
    expect(search('   ')).toHaveLength(3);
  });

  it('matches the question, the answer and the topic name, in any case', () => {
    expect(search('DEPOSIT')).toEqual(['depositHow']);
    expect(search('bank')).toEqual(['depositHow']);
    expect(search('account')).toEqual(['accountPassword']);
  });

  it('matches Thai without spaces between words', () => {
    expect(search('ถอน')).toEqual(['withdrawHow']);
    expect(search('เมนู')).toEqual(['withdrawHow']);
  });

  it('needs every word, in any order', () => {
    expect(search('password forgot')).toEqual(['accountPassword']);
    expect(search('password deposit')).toEqual([]);
  });
});
